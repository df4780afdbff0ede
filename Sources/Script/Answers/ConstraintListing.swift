import Cassowary
import Layout

/// What `constraints [VIEW]` lists: every constraint (or those involving one view), in the order
/// they were added, with its priorities, status, where it comes from and, when it does not hold
/// (or would not if it were active), by how much and why. ``ConstraintListingText`` writes it.
public struct ConstraintListing: Equatable, Sendable {
  /// One constraint of the listing.
  public struct Row: Equatable, Sendable {
    /// Whether the constraint holds, and if not what stands in its way.
    public enum State: Equatable, Sendable {
      /// It holds; for an inactive constraint, it would hold if it were active.
      case holds
      /// A required constraint broken by its conflict with `others` (the rest of its minimal
      /// conflicting set, in the order they were added; empty when it can never hold).
      case broken(others: [String])
      /// An active optional constraint that does not hold: how far off, on which side of an
      /// intrinsic size, and why it lost when that is known.
      case violated(by: Double, side: ViolatedConstraint.Side?, loss: ConstraintLoss?)
      /// An inactive constraint that would be off by this much if it were active.
      case wouldBeViolated(by: Double)
    }

    /// The constraint in Apple's form.
    public var constraint: LayoutConstraint
    /// Its priorities (an intrinsic size has two).
    public var priorities: ConstraintPriorities
    /// Active, inactive or broken.
    public var status: ConstraintStatus
    /// Where it comes from.
    public var origin: ConstraintOrigin
    /// Whose it is to change (an imported log's framework and autoresizing constraints are not
    /// the app's).
    public var owner: ConstraintOwner
    /// For a constraint translated from a view's autoresizing mask, that view's mask, when it
    /// has one.
    public var autoresizingMask: AutoresizingMask?
    /// Whether it holds, and if not why.
    public var state: State

    /// The constraint's id.
    public var id: String { constraint.id }
  }

  /// The constraints listed; empty when there are none.
  public var rows: [Row]
}
