/// What a log's conflict means for the app, in the terms iOS and macOS developers use: the hints
/// that are not a command to try (docs/EXPLAIN-LOG.md lists the rules). The fixes themselves —
/// commands checked on the rebuilt layout — come from the session that imports the log
/// (`Session.fixes(forLog:)` in Script); these sentences say why, and what to do outside the
/// constraints (an autoresizing mask, Interface Builder, a cell's row height). Only the app's
/// constraints and views are ever named as something to change.
enum FixAdvisor {
  /// The hints for `members` (a minimal conflicting set), most specific first.
  static func fixes(for members: [LogConstraint], in system: LogSystem) -> [String] {
    let listed = members.filter { !$0.implicit }
    let appMembers = listed.filter { $0.owner == .app }
    guard !appMembers.isEmpty else { return [frameworkOnly(listed, in: system)] }
    var hints: [String] = []
    hints += autoresizingHints(listed, in: system)
    if let hint = containerSizeHint(listed) { hints.append(hint) }
    if let hint = stackViewHint(listed) { hints.append(hint) }
    if listed.contains(where: { $0.description?.origin == .prototyping }) {
      hints.append(
        "Add constraints to the view in Interface Builder: NSIBPrototypingLayoutConstraint means the storyboard "
          + "gave it none, so Xcode added fixed ones at build time that now fight yours.")
    }
    if let hint = duplicateHint(appMembers) { hints.append(hint) }
    if let hint = negativeSizeHint(members) { hints.append(hint) }
    return hints
  }

  /// None of the conflict's constraints is the app's: it is the framework's own.
  private static func frameworkOnly(_ members: [LogConstraint], in system: LogSystem) -> String {
    let framework = system.platform.rawValue
    let broken = system.brokenByUIKit.map { " by breaking \($0)" } ?? ""
    return "None of these constraints is the app's: the conflict is inside \(framework) (an action sheet's, a "
      + "keyboard's or a bar's own views), and \(framework) recovers\(broken). There is nothing in the app's "
      + "constraints to change; if it shows on screen, the view it comes from is configured in a way \(framework) "
      + "does not lay out (an action sheet without a source view on iPad, a keyboard extension's height)."
  }

  /// `translatesAutoresizingMaskIntoConstraints = false` for each of the app's views whose mask
  /// became constraints that fight the app's.
  private static func autoresizingHints(_ members: [LogConstraint], in system: LogSystem) -> [String] {
    var seen: [String] = []
    var hints: [String] = []
    for member in members {
      guard let description = member.description, case .autoresizingMask = description.origin else { continue }
      let view = constrainedView(description, in: system)
      guard !seen.contains(view.name), !LogOwnership.isFrameworkClass(view.className) else { continue }
      seen.append(view.name)
      let ids = members.filter { other in
        guard let otherDescription = other.description, case .autoresizingMask = otherDescription.origin else {
          return false
        }
        return constrainedView(otherDescription, in: system).name == view.name
      }.map(\.id)
      hints.append(
        "Set translatesAutoresizingMaskIntoConstraints = false on \(view.name): its autoresizing mask became "
          + "\(ids.joined(separator: ", ")), which fight the constraints you added.")
    }
    return hints
  }

  /// A container-imposed size (`UIView-Encapsulated-Layout-*`, `_UITemporaryLayout*`): why the
  /// app's constraint must give way, and for a table or collection cell, the row height.
  private static func containerSizeHint(_ members: [LogConstraint]) -> String? {
    guard
      let imposed = members.first(where: {
        $0.description?.origin == .encapsulatedLayout || $0.description?.origin == .temporaryLayout
      }), let description = imposed.description
    else { return nil }
    var hint =
      description.origin == .temporaryLayout
      ? "\(imposed.id) (\(description.identifier ?? "")) is a size UIKit sets while it measures the view: "
        + "required, it wins, so one of your constraints on that axis must be able to give way (priority 999)."
      : "\(imposed.id) (\(description.identifier ?? "")) is the size the container imposes (a table or collection "
        + "cell, a view controller's root view): required, it wins, so one of your constraints on that axis "
        + "must be able to give way (priority 999)."
    let container = description.first.object.shortClassName
    if description.identifier?.hasSuffix("Height") == true
      && (container.contains("TableViewCell") || container.contains("CollectionViewCell"))
    {
      hint += " For self-sizing cells also use rowHeight = UITableView.automaticDimension with an estimatedRowHeight."
    }
    return hint
  }

  /// A stack view's own constraints against the app's constraints on arranged views.
  private static func stackViewHint(_ members: [LogConstraint]) -> String? {
    let stackMembers = members.compactMap { member -> (LogConstraint, String)? in
      guard case .stackView(let identifier) = member.description?.origin else { return nil }
      return (member, identifier)
    }
    guard let (stack, identifier) = stackMembers.first else { return nil }
    if stackMembers.contains(where: { $0.1 == "UISV-hiding" }) {
      return "A hidden arranged view is collapsed by UISV-hiding; a required size or spacing on it cannot collapse."
    }
    return "UIStackView positions and sizes its arranged views itself (\(stack.id), \(identifier)): a required "
      + "constraint of yours that does the same must agree with the stack's axis, distribution, alignment and "
      + "spacing exactly."
  }

  /// Two app constraints on the same attribute of the same object: one is left over.
  private static func duplicateHint(_ appMembers: [LogConstraint]) -> String? {
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

  /// The implicit `size >= 0` in the set: the spacings ask for more room than there is.
  private static func negativeSizeHint(_ members: [LogConstraint]) -> String? {
    guard let implicit = members.first(where: { $0.implicit && $0.readable.hasSuffix(">= 0") }) else { return nil }
    let object = implicit.readable.split(separator: ".").first.map(String.init) ?? ""
    return "The constraints would give \(object) a negative size: the spacings need more room than there is."
  }

  /// The view an autoresizing constraint constrains, with its class: its first item, or its
  /// second when the first is the superview (`H:[view]-(0)-|`).
  private static func constrainedView(
    _ description: ConstraintDescription, in system: LogSystem
  ) -> (name: String, className: String) {
    var reference = description.first.object
    if let second = description.second?.object, reference.identity == description.superview?.identity {
      reference = second
    }
    return (system.objectName(reference) ?? reference.identity, reference.className)
  }
}
