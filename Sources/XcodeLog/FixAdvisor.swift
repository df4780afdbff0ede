/// Suggests fixes for a minimal conflicting set, in the terms iOS developers use, and only those
/// the kinds of constraints in the set support (docs/EXPLAIN-LOG.md lists the rules).
enum FixAdvisor {
  /// The fixes for `members`, most specific first.
  static func fixes(for members: [LogConstraint], in system: LogSystem) -> [String] {
    var fixes: [String] = []
    let listed = members.filter { !$0.implicit }
    let appMembers = listed.filter { $0.description?.origin == .app }
    fixes += autoresizingFixes(listed, in: system)
    if let fix = containerSizeFix(listed, appMembers: appMembers, broken: system.brokenByUIKit) { fixes.append(fix) }
    if fixes.isEmpty, let fix = stackViewFix(listed, appMembers: appMembers) { fixes.append(fix) }
    if listed.contains(where: { $0.description?.origin == .prototyping }) {
      fixes.append(
        "Add constraints to the view in Interface Builder: NSIBPrototypingLayoutConstraint means the storyboard "
          + "gave it none, so Xcode added fixed ones at build time that now fight yours.")
    }
    if fixes.isEmpty, let fix = duplicateFix(appMembers) { fixes.append(fix) }
    if fixes.isEmpty, let fix = constantSizeFix(appMembers, all: members) { fixes.append(fix) }
    if fixes.isEmpty, let fix = negativeSizeFix(members, appMembers: appMembers) { fixes.append(fix) }
    return fixes
  }

  /// `translatesAutoresizingMaskIntoConstraints = false` for each view whose mask became constraints.
  private static func autoresizingFixes(_ members: [LogConstraint], in system: LogSystem) -> [String] {
    var seen: [String] = []
    var fixes: [String] = []
    for member in members {
      guard let description = member.description, case .autoresizingMask = description.origin else { continue }
      let view = constrainedView(description, in: system)
      guard !seen.contains(view) else { continue }
      seen.append(view)
      let ids = members.filter { other in
        guard let otherDescription = other.description, case .autoresizingMask = otherDescription.origin else {
          return false
        }
        return constrainedView(otherDescription, in: system) == view
      }.map(\.id)
      fixes.append(
        "Set translatesAutoresizingMaskIntoConstraints = false on \(view): its autoresizing mask became "
          + "\(ids.joined(separator: ", ")), which fight the constraints you added.")
    }
    return fixes
  }

  /// A container-imposed size (`UIView-Encapsulated-Layout-*`, `_UITemporaryLayout*`): lower one
  /// of the app's constraints on that axis to 999.
  private static func containerSizeFix(
    _ members: [LogConstraint], appMembers: [LogConstraint], broken: String?
  ) -> String? {
    guard
      let imposed = members.first(where: {
        $0.description?.origin == .encapsulatedLayout || $0.description?.origin == .temporaryLayout
      }), let description = imposed.description
    else { return nil }
    let horizontal = description.first.attribute.isHorizontal
    let sameAxis = appMembers.filter { $0.description?.first.attribute.isHorizontal == horizontal }
    guard let target = preferredToLower(sameAxis, broken: broken) else { return nil }
    let what =
      description.origin == .temporaryLayout
      ? "UIKit's temporary size \(imposed.id) (\(description.identifier ?? "")), set while it measures the view,"
      : "the size the table, collection or container view imposes, \(imposed.id) (\(description.identifier ?? "")),"
    var fix =
      "Lower the priority of \(target.id) (\(target.readable)) to 999: \(what) is required and wins; at 999 your "
      + "constraint gives way while that size is in force and still sizes the content otherwise."
    if description.identifier == "UIView-Encapsulated-Layout-Height" {
      fix += " For self-sizing cells also use rowHeight = UITableView.automaticDimension with an estimatedRowHeight."
    }
    return fix
  }

  /// A stack view's own constraints against the app's constraints on arranged views.
  private static func stackViewFix(_ members: [LogConstraint], appMembers: [LogConstraint]) -> String? {
    let stackMembers = members.compactMap { member -> (LogConstraint, String)? in
      guard case .stackView(let identifier) = member.description?.origin else { return nil }
      return (member, identifier)
    }
    guard let (stack, identifier) = stackMembers.first, let target = preferredToLower(appMembers) else { return nil }
    if stackMembers.contains(where: { $0.1 == "UISV-hiding" }) {
      return "Lower the priority of \(target.id) (\(target.readable)) to 999: a hidden arranged view is collapsed "
        + "by UISV-hiding, and a required size or spacing on it cannot collapse."
    }
    return "Lower the priority of \(target.id) (\(target.readable)) to 999, or remove it: UIStackView positions and "
      + "sizes its arranged views itself (\(stack.id), \(identifier)), so a required constraint that does the same "
      + "must agree with the stack's axis, distribution, alignment and spacing exactly."
  }

  /// Two app constraints on the same attribute of the same object: one is left over.
  private static func duplicateFix(_ appMembers: [LogConstraint]) -> String? {
    for (index, member) in appMembers.enumerated() {
      guard let description = member.description else { continue }
      for other in appMembers[(index + 1)...] {
        guard let otherDescription = other.description, otherDescription.first == description.first,
          otherDescription.second == description.second
        else { continue }
        let libraries = [description, otherDescription].map(\.className)
        var how = "deactivate the old constraint before activating the new one"
        if libraries.contains(where: { $0.hasPrefix("SnapKit") }) {
          how = "use remakeConstraints (or updateConstraints) instead of makeConstraints"
        } else if libraries.contains(where: { $0.hasPrefix("MAS") }) {
          how = "use mas_remakeConstraints (or mas_updateConstraints) instead of mas_makeConstraints"
        }
        return "\(member.id) and \(other.id) both set \(member.readable.split(separator: " ").first ?? ""): one "
          + "is probably left over from an earlier layout; \(how)."
      }
    }
    return nil
  }

  /// A constant width or height fighting edges: make it an inequality or lower it.
  private static func constantSizeFix(_ appMembers: [LogConstraint], all: [LogConstraint]) -> String? {
    guard
      let size = appMembers.first(where: {
        guard let description = $0.description else { return false }
        return description.second == nil && description.first.attribute.isDimension
      })
    else { return nil }
    return "Make \(size.id) (\(size.readable)) an inequality (<= or >=) or lower its priority to 999, so that the "
      + "fixed size gives way to the other \(plural(all.count - 1, "constraint")) of the set."
  }

  /// The implicit `size >= 0` in the set: the spacings ask for more room than there is.
  private static func negativeSizeFix(_ members: [LogConstraint], appMembers: [LogConstraint]) -> String? {
    guard let implicit = members.first(where: { $0.implicit && $0.readable.hasSuffix(">= 0") }),
      let target = preferredToLower(appMembers)
    else { return nil }
    let object = implicit.readable.split(separator: ".").first.map(String.init) ?? ""
    return "The constraints would give \(object) a negative size: the spacings need more room than there is. "
      + "Lower \(target.id) (\(target.readable)) to 999 or make it an inequality."
  }

  /// The app constraint best lowered: the one UIKit broke, else a constant size, else an edge or
  /// spacing constraint, else the last.
  private static func preferredToLower(_ candidates: [LogConstraint], broken: String? = nil) -> LogConstraint? {
    if let broken, let chosen = candidates.first(where: { $0.id == broken }) { return chosen }
    if let size = candidates.first(where: {
      guard let description = $0.description else { return false }
      return description.second == nil && description.first.attribute.isDimension
    }) {
      return size
    }
    if let edge = candidates.last(where: {
      guard let attribute = $0.description?.first.attribute else { return false }
      return [.bottom, .trailing, .right, .bottomMargin, .trailingMargin, .rightMargin].contains(attribute)
        || $0.description?.second?.attribute == .bottom || $0.description?.second?.attribute == .trailing
    }) {
      return edge
    }
    return candidates.last
  }

  /// The view an autoresizing constraint constrains: its first item, or its second when the
  /// first is the superview (`H:[view]-(0)-|`).
  private static func constrainedView(_ description: ConstraintDescription, in system: LogSystem) -> String {
    var reference = description.first.object
    if let second = description.second?.object, reference.identity == description.superview?.identity {
      reference = second
    }
    return system.objectName(reference) ?? reference.identity
  }
}
