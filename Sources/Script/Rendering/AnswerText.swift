/// The lines of an ``Answer``, each typed with what it reports (the terminal colours by kind).
enum AnswerText {
  /// The answer's lines.
  static func lines(_ answer: Answer) -> [ResponseLine] {
    switch answer {
    case .why(let why): WhyText.lines(why)
    case .explain(let explain): ExplainText.lines(explain)
    case .ambiguity(let ambiguity): AmbiguityAnswerText.lines(ambiguity)
    case .violations(let violations): ViolationsText.lines(violations)
    case .exercise(let exercise): ExerciseText.lines(exercise)
    case .constraints(let listing): ConstraintListingText.lines(listing)
    case .frames(let listing): FrameListingText.lines(listing)
    }
  }
}
