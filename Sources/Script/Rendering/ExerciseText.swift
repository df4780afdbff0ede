import Layout

/// `exercise`'s answer as lines (``ExerciseAnswer``): for each other layout, the component it
/// varies, the frames that move in columns, the cause and the fixes.
///
/// ```
/// another layout, exactly as good (a.x is ambiguous):
///   a  (0, 0, 100, 10)  →  (10, 0, 100, 10)
/// cause: missing constraints: nothing resists the change
/// fix: add a.left == root.left  → no frame moves
/// ```
enum ExerciseText {
  /// The whole answer; every line is plain.
  static func lines(_ answer: ExerciseAnswer) -> [ResponseLine] {
    if answer.layouts.isEmpty {
      return [ResponseLine("\(answer.item) is not ambiguous: every valid layout gives it the same frame")]
    }
    var saidLevels = false
    return ResponseLine.plain(answer.layouts.flatMap { layoutLines($0, saidLevels: &saidLevels) })
  }

  /// One other layout: its heading, its frames, its cause and its fixes.
  private static func layoutLines(_ layout: ExerciseAnswer.OtherLayout, saidLevels: inout Bool) -> [String] {
    let advice = layout.advice
    let rows = layout.moves.map { ["  " + $0.item, Display.rect($0.from), "→", Display.rect($0.to)] }
    return ["another layout, exactly as good (\(advice.component.item).\(advice.component.component) is ambiguous):"]
      + Display.columns(rows) + [AmbiguityText.causeLine(advice)]
      + AmbiguityText.detailLines(advice, saidLevels: &saidLevels)
  }
}
