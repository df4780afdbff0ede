import Layout

/// What `explain` found: every problem in the session, most important first — broken required
/// constraints with their conflict, arithmetic and fixes; the first ambiguous items with their
/// ranges, cause and fixes; the first violated optional constraints with what beat them; and how
/// many violations are as designed. ``ExplainText`` writes it.
public struct ExplainAnswer: Equatable, Sendable {
  /// The violations that are the layout working as its author designed it.
  public struct Designed: Equatable, Sendable {
    /// Intrinsic sizes stretched to fill the space their views are given.
    public var stretched: Int
    /// Constraints at 999 giving way to required ones only.
    public var givingWay: Int

    /// Whether there are none.
    public var isEmpty: Bool { stretched == 0 && givingWay == 0 }
  }

  /// The broken constraints, in the order they were added.
  public var broken: [BrokenAnswer]
  /// How many items are ambiguous.
  public var ambiguousCount: Int
  /// The first ``Session/detailedAmbiguities`` of them.
  public var ambiguous: [AmbiguousItem]
  /// How many optional constraints are violated (the designed ones left out).
  public var violatedCount: Int
  /// The first ``Session/detailedViolations`` of them, most important first; the fixes of a
  /// tie that leaves the layout ambiguous are left to the ambiguity.
  public var violated: [ViolationAdvice]
  /// The designed violations.
  public var designed: Designed
}

/// A violated optional constraint with what beat it, and the checked fixes when they are given
/// (`violations`, `explain`).
public struct ViolationAdvice: Equatable, Sendable {
  /// The constraint, how far it is off and why.
  public var violated: ViolatedConstraint
  /// The fixes, best first; nil when they are not given with it.
  public var fixes: [Fix]?
}
