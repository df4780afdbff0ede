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
