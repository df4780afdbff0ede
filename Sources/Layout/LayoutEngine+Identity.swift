// Structural equality of engine states, for tests of atomicity ("a failed operation changes nothing").

extension LayoutEngine {
  /// Whether two engines hold exactly the same items, constraints, statuses, change-tracking
  /// state and solver tableau (``Solver/hasIdenticalState(to:)``).
  package func hasIdenticalState(to other: LayoutEngine) -> Bool {
    direction == other.direction && itemsByName == other.itemsByName && itemOrder == other.itemOrder
      && itemIndex == other.itemIndex && variableOwners == other.variableOwners
      && implicitConstraints == other.implicitConstraints && records == other.records
      && constraintOrder == other.constraintOrder && broken == other.broken
      && stacks == other.stacks
      && reportedFrames == other.reportedFrames && pendingFrameItems == other.pendingFrameItems
      && reportedStates == other.reportedStates && solver.hasIdenticalState(to: other.solver)
  }
}

extension LayoutEngine {
  /// Whether two engines hold the same layout as far as any question can tell: the same items
  /// (names, kinds, hierarchy, properties and frames) in the same order, the same constraints
  /// in the same order with the same statuses, violations and conflicts (by the members' names),
  /// and the same broken list. The variable and constraint objects may differ: a state rebuilt
  /// by running the same commands again from a kept state is equal to the first, not identical.
  package func hasEqualState(to other: LayoutEngine) -> Bool {
    guard direction == other.direction, itemOrder == other.itemOrder, broken == other.broken else { return false }
    for id in itemOrder {
      guard let item = itemsByName[id.name], let twin = other.itemsByName[id.name] else { return false }
      let same =
        item.kind == twin.kind && item.parent == twin.parent && item.children == twin.children
        && item.systemGuides == twin.systemGuides && item.margins == twin.margins
        && item.safeAreaInsets == twin.safeAreaInsets && item.intrinsicSize == twin.intrinsicSize
        && item.hugging == twin.hugging && item.compressionResistance == twin.compressionResistance
        && item.baselines == twin.baselines && item.isHidden == twin.isHidden
        && item.autoresizingMask == twin.autoresizingMask
        && item.translatesAutoresizingMask == twin.translatesAutoresizingMask
      guard same, (try? frame(of: id)) == (try? other.frame(of: id)) else { return false }
    }
    let (mine, theirs) = (constraints, other.constraints)
    guard mine.count == theirs.count else { return false }
    for (info, twin) in zip(mine, theirs) {
      let same =
        info.constraint == twin.constraint && info.origin == twin.origin && info.owner == twin.owner
        && info.status == twin.status && info.shortfallPriority == twin.shortfallPriority
        && info.violation == twin.violation && info.fallsShort == twin.fallsShort
        && info.conflict?.constraints.map(\.name) == twin.conflict?.constraints.map(\.name)
        && info.conflict?.gap == twin.conflict?.gap
      guard same else { return false }
    }
    return true
  }
}
