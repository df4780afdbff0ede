import Cassowary
import Layout

/// Why an `expect` command did not hold, as the facts it found; ``ExpectationText`` writes the
/// message (`a.width is 100, expected == 120`).
public enum ExpectationFailure: Equatable, Sendable {
  /// What a constraint was found to be, when `expect` wanted it satisfied, violated or broken.
  public enum ConstraintState: Equatable, Sendable {
    /// Not in the layout.
    case inactive
    /// A required constraint that cannot hold.
    case broken
    /// Active, and it holds.
    case holds
    /// Active, and off by this much.
    case violated(by: Double)
  }

  /// The view has no frame (`expect VIEW.frame == …`).
  case noFrame(item: String)
  /// The view's frame (in its parent's coordinates) is not the one expected.
  case frame(item: String, found: Rect, expected: Rect)
  /// An attribute's value does not compare as expected.
  case value(reference: String, found: Double, relation: Relation, expected: Double)
  /// A constraint is not in the state expected.
  case constraint(id: String, state: ConstraintState)
  /// An attribute expected ambiguous is determined, at this value.
  case determined(reference: String, value: Double)
  /// Frame components expected determined are ambiguous.
  case ambiguous([ItemComponent])
}
