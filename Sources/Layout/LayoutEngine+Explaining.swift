extension LayoutEngine {
  /// A copy of the engine prepared for a series of explanation queries (`why`, `explain`): its
  /// solver makes no new aliases in the probes the queries add constraints to. It answers every
  /// query exactly as this engine does.
  public var preparedForExplanations: LayoutEngine {
    var copy = self
    copy.solver = solver.forExplanations
    return copy
  }
}
