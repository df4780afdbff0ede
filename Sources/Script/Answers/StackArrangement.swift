import Layout

/// What `add stack` made: the stack view, the views it arranges, how many constraints it
/// generated, and the constraints that moving the views into it removed (as
/// `addArrangedSubview` does).
package struct StackArrangement: Equatable, Sendable {
  /// A constraint removed because one of its views moved into the stack.
  package struct Removed: Equatable, Sendable {
    /// The constraint, as it was.
    package var constraint: LayoutConstraint
    /// The arranged view it named (nil when it named only something inside one).
    package var view: String?
  }

  /// The stack view's name.
  package var stack: String
  /// The arranged views, in order.
  package var views: [String]
  /// How many constraints the stack view generated.
  package var constraintCount: Int
  /// The constraints removed, in the order they were added.
  package var removed: [Removed]
}
