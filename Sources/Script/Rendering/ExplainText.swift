/// `explain`'s answer as lines (``ExplainAnswer``), and the violated constraints of `explain`
/// and `violations`.
///
/// ```
/// 1 broken constraint, 1 violated optional constraint
/// broken (required constraints that cannot all hold; kept above every optional priority):
///   c10 broken: conflicts with c1, c2, c3 (short by 8)
///     because …
///     fix: deactivate c10  → no frame moves
/// violated (optional constraints that lost, most important first):
///   wish violated by 20 (@750): lost to c2 (required)
/// ```
enum ExplainText {
  /// The whole answer.
  static func lines(_ answer: ExplainAnswer) -> [ResponseLine] {
    if answer.broken.isEmpty && answer.violatedCount == 0 && answer.ambiguousCount == 0 {
      guard answer.designed.isEmpty else {
        return ResponseLine.plain(
          ["nothing to explain: the layout is unambiguous and breaks nothing"] + designedLine(answer.designed))
      }
      return [ResponseLine("nothing to explain: every constraint holds and the layout is unambiguous")]
    }
    var summary: [String] = []
    if !answer.broken.isEmpty { summary.append(plural(answer.broken.count, "broken constraint")) }
    if answer.ambiguousCount > 0 { summary.append(plural(answer.ambiguousCount, "ambiguous item")) }
    if answer.violatedCount > 0 { summary.append(plural(answer.violatedCount, "violated optional constraint")) }
    // The summary reports broken constraints when it counts any (they come first).
    var lines = [ResponseLine(summary.joined(separator: ", "), answer.broken.isEmpty ? .plain : .broken)]
    if !answer.broken.isEmpty {
      lines.append(
        ResponseLine("broken (required constraints that cannot all hold; kept above every optional priority):"))
      for broken in answer.broken { lines += ConflictText.lines(broken).indented("  ") }
    }
    if answer.ambiguousCount > 0 {
      lines += ResponseLine.plain(ambiguityLines(answer))
    }
    if answer.violatedCount > 0 {
      lines.append(ResponseLine("violated (optional constraints that lost, most important first):"))
      lines += violationLines(answer.violated)
      if answer.violatedCount > answer.violated.count {
        let rest = answer.violatedCount - answer.violated.count
        lines.append(ResponseLine("  … and \(rest) more: `violations` lists them all with what beat each"))
      }
    }
    return lines + ResponseLine.plain(designedLine(answer.designed))
  }

  /// The ambiguity section: the first items with their ranges, causes and fixes.
  static func ambiguityLines(_ answer: ExplainAnswer) -> [String] {
    var lines = ["ambiguous (more than one layout is equally good):"]
    var saidLevels = false
    for entry in answer.ambiguous {
      lines.append(
        "  \(entry.item): "
          + entry.ranges.map { "\($0.component) in \(Display.range($0.range))" }
          .joined(separator: ", "))
      lines += AmbiguityText.itemLines(entry, saidLevels: &saidLevels).map { "    " + $0 }
    }
    if answer.ambiguousCount > answer.ambiguous.count {
      let rest = answer.ambiguousCount - answer.ambiguous.count
      lines.append("  … and \(plural(rest, "more item")): `ambiguity` lists them with causes and fixes")
    }
    return lines
  }

  /// One line per violated constraint with what beat it, each followed by its fixes when they
  /// were checked, or the line that says none passed (as under a broken constraint or an
  /// ambiguity: silence read as "not looked at").
  static func violationLines(_ violations: [ViolationAdvice]) -> [ResponseLine] {
    violations.flatMap { advice in
      [LossText.line(advice.violated).indented("  ")]
        + ResponseLine.plain(advice.fixes.map { FixText.lines($0) } ?? []).indented("    ")
    }
  }

  /// `(as designed: 1 view stretched past its intrinsic size to fill the space; see
  /// violations)`, or nothing.
  static func designedLine(_ designed: ExplainAnswer.Designed) -> [String] {
    guard !designed.isEmpty else { return [] }
    var parts: [String] = []
    if designed.stretched > 0 {
      parts.append(
        designed.stretched == 1
          ? "1 view stretched past its intrinsic size to fill the space"
          : "\(designed.stretched) views stretched past their intrinsic sizes to fill the space")
    }
    if designed.givingWay > 0 {
      parts.append(
        designed.givingWay == 1
          ? "1 constraint at @999 giving way to required ones"
          : "\(designed.givingWay) constraints at @999 giving way to required ones")
    }
    return ["(as designed: " + parts.joined(separator: "; ") + "; see `violations`)"]
  }
}
