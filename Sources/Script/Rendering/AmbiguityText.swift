import Layout

/// Ambiguities as sentences: why an attribute is free, once a tie's note on levels, and the
/// fixes (``AmbiguityAdvice``), as `why`, `exercise`, `ambiguity` and `explain` write them.
enum AmbiguityText {
  /// `cause: missing constraints: nothing resists the change`, or `cause: a tie at @250: …`.
  static func causeLine(_ advice: AmbiguityAdvice) -> String {
    "cause: " + cause(advice)
  }

  /// `missing constraints: nothing resists the change`, or `a tie at @250 between …`.
  static func cause(_ advice: AmbiguityAdvice) -> String {
    cause(advice.cause, isIntrinsicTie: advice.isIntrinsicTie)
  }

  /// `cause`'s sentence; `isIntrinsicTie` adds Xcode's name for a tie of intrinsic sizes.
  static func cause(_ cause: AmbiguityCause, isIntrinsicTie: Bool) -> String {
    switch cause {
    case .missingConstraints:
      return "missing constraints: nothing resists the change"
    case .tie(let priority, let growing, let shrinking):
      return
        "a tie at @\(Display.priority(priority.value)) between \((shrinking + growing).map(\.name).joined(separator: ", ")): "
        + "the other layout trades the violation of one for the other, point for point"
        + (isIntrinsicTie ? " (Xcode: content priority ambiguity)" : "")
    }
  }

  /// What follows the cause: the note on levels after an answer's first tie (``tieLevelLine``)
  /// and the `fix:` lines.
  static func detailLines(_ advice: AmbiguityAdvice, saidLevels: inout Bool) -> [String] {
    tieLevelLine(advice.cause, alreadySaid: &saidLevels) + FixText.lines(advice.fixes, none: FixText.noAmbiguityFix)
  }

  /// `(one constraint at @251 outweighs any number at @250)`, said once per answer after the
  /// first tie: priorities are strict levels, so a step of one decides a tie.
  static func tieLevelLine(_ cause: AmbiguityCause, alreadySaid: inout Bool) -> [String] {
    guard case .tie(let priority, _, _) = cause, !alreadySaid, priority.value + 1 <= 999 else { return [] }
    alreadySaid = true
    let level = Display.priority(priority.value)
    return ["(one constraint at @\(Display.priority(priority.value + 1)) outweighs any number at @\(level))"]
  }
}
