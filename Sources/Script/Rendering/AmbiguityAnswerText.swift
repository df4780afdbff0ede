import Layout

/// `ambiguity`'s answer as lines (``AmbiguityAnswer``): each item's ranges in columns, then,
/// indented, the item it moves with or its cause and fixes.
///
/// ```
/// l1.width  any value in [100, 180]
///   cause: a tie at @250 between l1.intrinsic.width, l2.intrinsic.width: …
///   (one constraint at @251 outweighs any number at @250)
///   fix: set hug l1 h 249  → …
/// l2.x      any value in [200, 280]
/// l2.width  any value in [120, 200]
///   moves with l1 (same freedom)
/// ```
enum AmbiguityAnswerText {
  /// The whole answer.
  static func lines(_ answer: AmbiguityAnswer) -> [ResponseLine] {
    if answer.items.isEmpty { return [ResponseLine("no ambiguous attributes")] }
    var lines: [ResponseLine] = []
    var saidLevels = false
    for entry in answer.items {
      let ranges = Display.columns(
        entry.ranges.map { ["\(entry.item).\($0.component)", "any value in \(Display.range($0.range))"] })
      lines += ranges.map { ResponseLine($0, .ambiguous) }
      lines += ResponseLine.plain(AmbiguityText.itemLines(entry, saidLevels: &saidLevels)).indented("  ")
    }
    return lines
  }
}
