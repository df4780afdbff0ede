/// What `reset` cleared, counted as the prompt counts it.
package struct ResetSummary: Equatable, Sendable {
  /// Views and guides, not counting the system's guides.
  package var items: Int
  /// Constraints the user wrote.
  package var written: Int
  /// Constraints lyt made for them (root sizes, intrinsic sizes, stack views).
  package var generated: Int
}
