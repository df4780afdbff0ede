/// What `violations` found: every violated optional constraint, most important first (by the
/// priority its violation is weighed at, then how far it is off, then the order of addition),
/// each with what beat it and, for the first ``fixesCheckedFor``, the checked fixes.
/// ``ViolationsText`` writes it.
public struct ViolationsAnswer: Equatable, Sendable {
  /// The violated constraints, most important first; a designed violation (an intrinsic size
  /// stretched to fill its space, a constraint at 999 giving way to required ones) has no fixes.
  public var violated: [ViolationAdvice]
  /// The ids of the designed violations among ``violated``, in its order.
  public var designed: [String]
  /// How many of the first constraints of ``violated`` had their fixes checked.
  public var fixesCheckedFor: Int
}
