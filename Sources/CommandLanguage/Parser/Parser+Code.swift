import CodeImport

extension Parser {
  /// A line of Swift or Objective-C layout code (with the lines its open brackets run over), or
  /// a `paste { … }` block, at the current token; nil when the line is a lyt command. The code's
  /// syntax is checked here, so a script with bad code fails before anything runs.
  mutating func parseCodeIfPresent() throws(ParseError) -> CodeText? {
    let token = current
    if token.isIdentifier("paste"), peek(1).isPunctuation(.leftBrace) { return try parsePasteBlock() }
    let start = token.range.start
    guard token.kind != .endOfInput, CodeRecognizer.isCode(lexer.restOfLine(from: start.offset, limit: 2000))
    else { return nil }
    let end = CodeRecognizer.endOfStatement(in: lexer.characters, from: start.offset)
    let code = CodeText(lexer.text(from: start.offset, to: end), at: start, isBlock: false)
    try checkSyntax(of: code)
    moveLexer(from: start, to: end)
    return code
  }

  /// `paste { CODE }`: everything up to the `}` that balances the `{`.
  private mutating func parsePasteBlock() throws(ParseError) -> CodeText {
    advance()
    let brace = advance()
    let open = brace.range.end
    guard let close = CodeRecognizer.closingBrace(in: lexer.characters, after: open.offset) else {
      throw ParseError(.unterminatedBlock, at: brace.range)
    }
    let code = CodeText(lexer.text(from: open.offset, to: close), at: open, isBlock: true)
    try checkSyntax(of: code)
    moveLexer(from: open, to: close + 1)
    return code
  }

  private mutating func checkSyntax(of code: CodeText) throws(ParseError) {
    do {
      try CodeReader.checkSyntax(code.text)
    } catch {
      throw ParseError(
        .code(message: error.message, hint: error.hint, incomplete: error.isIncomplete),
        at: code.sourceRange(of: error.range))
    }
  }

  /// Continues lexing at `offset`, dropping the tokens already looked at.
  private mutating func moveLexer(from location: SourceLocation, to offset: Int) {
    lexer.jump(from: location, to: offset)
    clearLookahead()
    previousEnd = lexer.location
  }
}

extension CodeText {
  /// Where a position of the code is in the script.
  package func sourceLocation(of position: CodePosition) -> SourceLocation {
    SourceLocation(
      file: start.file, line: start.line + position.line - 1,
      column: position.line == 1 ? start.column + position.column - 1 : position.column,
      offset: start.offset + position.offset)
  }

  /// Where a range of the code is in the script.
  package func sourceRange(of range: CodeRange) -> SourceRange {
    SourceRange(start: sourceLocation(of: range.start), end: sourceLocation(of: range.end))
  }
}
