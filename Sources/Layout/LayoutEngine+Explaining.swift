extension LayoutEngine {
  /// A copy of the engine prepared for a series of explanation queries (`why`, `explain`): its
  /// solver holds no aliases, so each query does not convert them again. It answers every query
  /// exactly as this engine does.
  public var preparedForExplanations: LayoutEngine {
    var copy = self
    copy.solver = solver.withoutAliases
    return copy
  }
}
