import Cassowary

/// Why an optional constraint is violated: what stronger constraints force, and what its own
/// priority decided (docs/EXPLANATIONS.md §3).
public struct ConstraintLoss: Equatable, Sendable {
  /// How the constraint's own priority decided against it.
  public enum Kind: Equatable, Sendable {
    /// Getting its way would raise its level's total violation by `cost`.
    case outvoted(cost: Double)
    /// Getting its way would cost its level nothing; the weaker constraints `decidedBy` (ids)
    /// break the tie, or, when there are none, the layout is ambiguous.
    case tie(decidedBy: [ConstraintID])
  }

  /// The part decided at the constraint's own priority.
  public struct SameLevel: Equatable, Sendable {
    /// How much of the violation.
    public var amount: Double
    /// Outvoted (the others would pay more than it gains) or tied (they would pay exactly as much).
    public var kind: Kind
    /// Constraints of the same priority that would be violated more, by how much, if this one got
    /// its way.
    public var worsened: [(id: ConstraintID, increase: Double)]

    /// Compares every field.
    public static func == (lhs: SameLevel, rhs: SameLevel) -> Bool {
      lhs.amount == rhs.amount && lhs.kind == rhs.kind && lhs.worsened.map(\.id) == rhs.worsened.map(\.id)
        && lhs.worsened.map(\.increase) == rhs.worsened.map(\.increase)
    }
  }

  /// The violated constraint.
  public var id: ConstraintID
  /// How far it is from holding.
  public var violation: Double
  /// The priority its violation is weighed at (an intrinsic size: hugging or compression
  /// resistance, whichever side is violated).
  public var priority: Priority
  /// The part of the violation that stronger constraints force.
  public var forced: Double
  /// A minimal set of required and stronger constraints forcing ``forced`` (ids, in the order
  /// they were added); empty when nothing stronger is in the way.
  public var lostTo: [ConstraintID]
  /// What its own priority decided about the rest; nil when stronger constraints force all of it.
  public var sameLevel: SameLevel?
}
