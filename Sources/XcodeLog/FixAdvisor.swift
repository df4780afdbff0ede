/// What a log's conflict means for the app, in the terms iOS and macOS developers use: the hints
/// that are not a command to try (docs/EXPLAIN-LOG.md lists the rules). The fixes themselves —
/// commands checked on the rebuilt layout — come from the session that imports the log
/// (`Session.fixes(forLog:)` in Script); these hints say why, and what to do outside the
/// constraints (an autoresizing mask, Interface Builder, a cell's row height), as typed
/// ``LogHint``s that `LogFindingText` words. Only the app's constraints and views are ever named
/// as something to change.
enum FixAdvisor {
  /// The hints for `members` (a minimal conflicting set), most specific first.
  static func fixes(for members: [LogConstraint], in system: LogSystem) -> [LogHint] {
    let listed = members.filter { !$0.implicit }
    let appMembers = listed.filter { $0.owner == .app }
    guard !appMembers.isEmpty else { return [.frameworkOnly(system.platform, broken: system.brokenByUIKit)] }
    var hints: [LogHint] = []
    hints += autoresizingHints(listed, in: system)
    if let hint = containerSizeHint(listed) { hints.append(hint) }
    if let hint = stackViewHint(listed) { hints.append(hint) }
    if listed.contains(where: { $0.description?.origin == .prototyping }) {
      hints.append(.prototypingConstraints)
    }
    if let hint = duplicateHint(appMembers) { hints.append(hint) }
    if let hint = negativeSizeHint(members) { hints.append(hint) }
    return hints
  }

  /// `translatesAutoresizingMaskIntoConstraints = false` for each of the app's views whose mask
  /// became constraints that fight the app's.
  private static func autoresizingHints(_ members: [LogConstraint], in system: LogSystem) -> [LogHint] {
    var seen: [String] = []
    var hints: [LogHint] = []
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
      hints.append(.autoresizingMask(view: view.name, constraints: ids))
    }
    return hints
  }

  /// A container-imposed size (`UIView-Encapsulated-Layout-*`, `_UITemporaryLayout*`): why the
  /// app's constraint must give way, and for a table or collection cell, the row height.
  private static func containerSizeHint(_ members: [LogConstraint]) -> LogHint? {
    guard
      let imposed = members.first(where: {
        $0.description?.origin == .encapsulatedLayout || $0.description?.origin == .temporaryLayout
      }), let description = imposed.description
    else { return nil }
    let container = description.first.object.shortClassName
    let cellRowHeight =
      description.identifier?.hasSuffix("Height") == true
      && (container.contains("TableViewCell") || container.contains("CollectionViewCell"))
    let identifier = description.identifier ?? ""
    return description.origin == .temporaryLayout
      ? .measuringSize(id: imposed.id, identifier: identifier, cellRowHeight: cellRowHeight)
      : .containerSize(id: imposed.id, identifier: identifier, cellRowHeight: cellRowHeight)
  }

  /// A stack view's own constraints against the app's constraints on arranged views.
  private static func stackViewHint(_ members: [LogConstraint]) -> LogHint? {
    let stackMembers = members.compactMap { member -> (LogConstraint, String)? in
      guard case .stackView(let identifier) = member.description?.origin else { return nil }
      return (member, identifier)
    }
    guard let (stack, identifier) = stackMembers.first else { return nil }
    if stackMembers.contains(where: { $0.1 == "UISV-hiding" }) { return .hiddenArrangedView }
    return .stackView(id: stack.id, identifier: identifier)
  }

  /// Two app constraints on the same attribute of the same object: one is left over.
  private static func duplicateHint(_ appMembers: [LogConstraint]) -> LogHint? {
    for (index, member) in appMembers.enumerated() {
      guard let description = member.description else { continue }
      for other in appMembers[(index + 1)...] {
        guard let otherDescription = other.description, otherDescription.first == description.first,
          otherDescription.second == description.second
        else { continue }
        let libraries = [description, otherDescription].map(\.className)
        var remedy = LogHint.Remedy.deactivateFirst
        if libraries.contains(where: { $0.hasPrefix("SnapKit") }) {
          remedy = .snapKit
        } else if libraries.contains(where: { $0.hasPrefix("MAS") }) {
          remedy = .masonry
        }
        let attribute = member.readable.split(separator: " ").first.map(String.init) ?? ""
        return .duplicate(first: member.id, second: other.id, attribute: attribute, remedy)
      }
    }
    return nil
  }

  /// The implicit `size >= 0` in the set: the spacings ask for more room than there is.
  private static func negativeSizeHint(_ members: [LogConstraint]) -> LogHint? {
    guard let implicit = members.first(where: { $0.implicit && $0.readable.hasSuffix(">= 0") }) else { return nil }
    return .negativeSize(object: implicit.readable.split(separator: ".").first.map(String.init) ?? "")
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
