/// `violations`'s answer as lines (``ViolationsAnswer``): a count, then each violated
/// constraint with what beat it and its fixes (``ExplainText/violationLines(_:)``).
///
/// ```
/// 2 violated optional constraints, most important first:
///   wish violated by 20 (@750): lost to c2 (required)
///     fix: deactivate c2; set priority c2 749; activate c2  → a widens to 120; c2 gives way
///   bw violated by 10 (@250): lost to c4 (required)
/// ```
enum ViolationsText {
  /// The whole answer.
  static func lines(_ answer: ViolationsAnswer) -> [ResponseLine] {
    if answer.violated.isEmpty { return [ResponseLine("no optional constraint is violated")] }
    var lines =
      [ResponseLine(plural(answer.violated.count, "violated optional constraint") + ", most important first:")]
      + ExplainText.violationLines(answer.violated)
    if answer.violated.count > answer.fixesCheckedFor {
      lines.append(
        ResponseLine(
          "(fixes are checked for the first \(answer.fixesCheckedFor); run `violations` again once they are fixed)"))
    }
    return lines
  }
}
