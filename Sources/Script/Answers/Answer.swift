/// What a question command found, as a value: the session computes it, ``AnswerText`` writes
/// it (``Response/body``), and a caller that wants the facts rather than the sentences reads
/// ``Response/answer``.
public enum Answer: Equatable, Sendable {
  /// `why VIEW.ATTR`.
  case why(WhyAnswer)
  /// `explain`.
  case explain(ExplainAnswer)
  /// `ambiguity`.
  case ambiguity(AmbiguityAnswer)
  /// `violations`.
  case violations(ViolationsAnswer)
  /// `exercise VIEW`.
  case exercise(ExerciseAnswer)
  /// `constraints [VIEW]`.
  case constraints(ConstraintListing)
  /// `show [VIEW…]`.
  case frames(FrameListing)
}
