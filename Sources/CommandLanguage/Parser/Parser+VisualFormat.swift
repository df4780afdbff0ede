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
  ///
  /// The text is copied once per source line (from the line's first token to its last), not
  /// once per token: a line of 25,000 `-[a]` is 75,000 tokens.
  mutating func parseVisualFormat(name: Name?) throws(ParseError) -> VisualFormatLine {
    var format = ""
    var formatLength = 0  // in source characters, counted as the text is copied (String.count is O(n))
    var pieces: [VisualFormatLine.Piece] = []
    var pieceStart = 0  // the source offset where the current source line's part starts
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
      if previous?.range.end.line != token.range.start.line {
        if let previous { appendPiece(from: pieceStart, to: previous.range.end.offset, to: &format, &formatLength) }
        pieces.append(VisualFormatLine.Piece(index: formatLength, location: token.range.start))
        pieceStart = token.range.start.offset
      }
      range = range.map { $0.union(token.range) } ?? token.range
      previous = token
    }
    guard let range, let previous else { throw expected("a VFL format") }
    appendPiece(from: pieceStart, to: previous.range.end.offset, to: &format, &formatLength)
    let options = try parseVisualFormatOptions()
    return VisualFormatLine(name: name, format: Located(format, at: range), options: options, pieces: pieces)
  }

  /// Appends the source text between two offsets to a VFL format and counts its characters.
  private func appendPiece(from start: Int, to end: Int, to format: inout String, _ length: inout Int) {
    format += lexer.text(from: start, to: end)
    length += end - start
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
