import Layout

extension Parser {
  /// An autoresizing mask: `none`, UIKit's flag names joined by commas
  /// (`flexibleWidth,flexibleTopMargin`), or the console log's notation `h=-&- v=--&` (an axis
  /// left out stretches nothing).
  mutating func parseAutoresizingMask() throws(ParseError) -> Located<AutoresizingMask> {
    guard let first = parseWord() else { throw expected("an autoresizing mask (`flexibleWidth,…`, `h=-&- v=--&`)") }
    guard first.value.hasPrefix("h=") || first.value.hasPrefix("v=") else { return try flagNames(first) }
    var mask = AutoresizingMask()
    var range = first.range
    var word: Name? = first
    while let notation = word {
      let text = notation.value
      // The first word is `h=…` or `v=…`; a second one only of the other axis.
      let letter = text.first ?? "h"
      let axis: Axis = letter == "h" ? .horizontal : .vertical
      guard let part = AutoresizingMask.axis(axis, notation: String(text.dropFirst(2))) else {
        throw ParseError(.badAutoresizingMask(text), at: notation.range)
      }
      mask.formUnion(part)
      range = range.union(notation.range)
      word = nil
      if notation.range == first.range, current.precededBySpace, current.kind == .identifier,
        current.text == (letter == "h" ? "v" : "h"), peek(1).isPunctuation(.equal), !peek(1).precededBySpace
      {
        word = parseWord()
      }
    }
    return Located(mask.normalized, at: range)
  }

  /// `none`, or flag names joined by commas.
  private mutating func flagNames(_ word: Name) throws(ParseError) -> Located<AutoresizingMask> {
    if word.value == "none" { return Located(AutoresizingMask().normalized, at: word.range) }
    var mask = AutoresizingMask()
    var offset = word.range.start
    for name in word.value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      let end = SourceLocation(
        file: offset.file, line: offset.line, column: offset.column + name.count, offset: offset.offset + name.count)
      guard let flag = AutoresizingMask.flag(named: name) else {
        let names = AutoresizingMask.names.map(\.name)
        if name.isEmpty || name.contains(where: { !$0.isLetter }) {
          throw ParseError(.badAutoresizingMask(word.value), at: word.range)
        }
        throw ParseError(
          .unknownName(
            kind: "autoresizing flag", name: name, suggestion: Suggestions.nearest(to: name, in: names),
            expected: names),
          at: SourceRange(start: offset, end: end))
      }
      mask.insert(flag)
      offset = SourceLocation(file: end.file, line: end.line, column: end.column + 1, offset: end.offset + 1)
    }
    return Located(mask.normalized, at: word.range)
  }

  /// The text of the tokens from the current one up to the next space or the end of the
  /// statement (`h=-&-`, `flexibleWidth,flexibleHeight`), consumed; nil at the end.
  mutating func parseWord() -> Name? {
    let first = current
    if first.endsStatement || first.isPunctuation(.rightBrace) { return nil }
    var range = advance().range
    while !current.precededBySpace, !current.endsStatement, !current.isPunctuation(.rightBrace) {
      range = range.union(advance().range)
    }
    return Name(text(of: range), at: range)
  }
}
