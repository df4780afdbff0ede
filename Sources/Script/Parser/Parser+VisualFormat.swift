extension Parser {
  /// Whether the token `ahead` starts a VFL line: `H:`, `V:`, `|` or `[`.
  mutating func isVisualFormatStart(at ahead: Int) -> Bool {
    let token = peek(ahead)
    if token.isPunctuation(.pipe) || token.isPunctuation(.leftBracket) { return true }
    guard token.isIdentifier("H") || token.isIdentifier("V") else { return false }
    let colon = peek(ahead + 1)
    return colon.isPunctuation(.colon) && !colon.precededBySpace
  }

  /// A VFL line, kept raw up to `options` or the end of the statement.
  mutating func parseVisualFormat(name: Name?) throws(ParseError) -> VisualFormatLine {
    var format = ""
    var formatLength = 0  // in source characters, counted as the text is copied (String.count is O(n))
    var pieces: [VisualFormatLine.Piece] = []
    var range: SourceRange?
    var previous: Token?
    while !current.endsStatement, !current.isPunctuation(.rightBrace) {
      let token = current
      if token.isIdentifier("options"), token.precededBySpace, previous != nil { break }
      if case .invalid(let issue) = token.kind, issue == .continuationAtEndOfInput || issue == .unterminatedString {
        throw error(for: token) { _ in .unterminatedString }
      }
      // A backslash is no part of VFL; kept raw it would read as a line continuation when saved.
      if case .invalid(.strayBackslash) = token.kind { throw error(for: token) { _ in .strayBackslash } }
      advance()
      if let previous, previous.range.end.line == token.range.start.line {
        format += lexer.text(from: previous.range.end.offset, to: token.range.start.offset)
        formatLength += token.range.start.offset - previous.range.end.offset
      } else {
        pieces.append(VisualFormatLine.Piece(index: formatLength, location: token.range.start))
      }
      format += lexer.text(from: token.range.start.offset, to: token.range.end.offset)
      formatLength += token.range.length
      range = range.map { $0.union(token.range) } ?? token.range
      previous = token
    }
    guard let range else { throw expected("a VFL format") }
    let options = try parseVisualFormatOptions()
    return VisualFormatLine(name: name, format: Located(format, at: range), options: options, pieces: pieces)
  }

  /// `options OPT…` (names separated by spaces, `,` or `|`), or nothing.
  private mutating func parseVisualFormatOptions() throws(ParseError) -> [Located<VisualFormatOption>] {
    guard current.isIdentifier("options") else { return [] }
    advance()
    var options = [try parseChoice("VFL option") as Located<VisualFormatOption>]
    while !current.endsStatement, !current.isPunctuation(.rightBrace) {
      if current.isPunctuation(.comma) || current.isPunctuation(.pipe) { advance() }
      options.append(try parseChoice("VFL option"))
    }
    return options
  }
}
