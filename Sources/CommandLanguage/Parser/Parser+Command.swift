extension Parser {
  /// The words that start a command (for suggestions and completion).
  public static let commandWords = [
    "add", "view", "guide", "metric", "distribute", "set", "activate", "deactivate", "remove", "animate", "show",
    "constraints", "draw", "why", "explain", "ambiguity", "violations", "exercise",
    "expect", "undo", "redo", "reset", "save",
    "load", "import", "export", "paste", "help", "quit", "exit",
  ]

  /// Parses the command at the current token.
  mutating func parseCommand(inBlock: Bool) throws(ParseError) -> Command? {
    // Pasted console text is looked for only where the line is not a command anyway (and before
    // a `|` line, which a trace's tree also starts with), so commands pay nothing for it.
    let token = current
    if !inBlock, let code = try parseCodeIfPresent() { return .code(code) }
    if isVisualFormatStart(at: 0) {
      if token.kind != .identifier, let pasted = pastedTextError(at: token) { throw pasted }
      return .visualFormat(try parseVisualFormat(name: nil))
    }
    guard token.kind == .identifier else {
      if let pasted = pastedTextError(at: token) { throw pasted }
      if token.isPunctuation(.leftParen) {
        throw ParseError(.expected("a command", found: "'('"), at: token.range)
      }
      if token.isPunctuation(.leftBrace) {
        throw ParseError(.expected("a command (a block is written `animate { … }`)", found: "'{'"), at: token.range)
      }
      throw expected("a command")
    }
    let next = peek(1)
    if next.isPunctuation(.dot), !next.precededBySpace || !Self.commandWords.contains(token.text) {
      return .addConstraint(try parseConstraintDefinition(name: nil))
    }
    if next.isPunctuation(.colon) {
      let name = Name(token.text, at: token.range)
      advance()
      advance()
      if isVisualFormatStart(at: 0) {
        if name.value == "H" || name.value == "V" { throw ParseError(.orientationAsName(name.value), at: name.range) }
        return .visualFormat(try parseVisualFormat(name: name))
      }
      return .addConstraint(try parseConstraintDefinition(name: name))
    }
    if Self.commandWords.contains(token.text) { return try parseKeywordCommand(token.text, inBlock: inBlock) }
    if case .punctuation(let mark) = next.kind, [.equalEqual, .lessEqual, .greaterEqual, .equal].contains(mark) {
      throw ParseError(.missingAttribute(item: token.text), at: SourceRange(at: token.range.end))
    }
    if let pasted = pastedTextError(at: token) { throw pasted }
    let suggestion = Suggestions.nearest(to: token.text, in: Self.commandWords)
    throw ParseError(
      .unknownName(kind: "command", name: token.text, suggestion: suggestion, expected: []), at: token.range)
  }

  /// The error for a line of pasted console text starting at `token` (nil when the line is not
  /// one): it spans the rest of the line.
  private func pastedTextError(at token: Token) -> ParseError? {
    let start = token.range.start
    let line = lexer.restOfLine(from: start.offset)
    guard let kind = PastedText.kind(ofLine: line) else { return nil }
    let length = line.count
    let end = SourceLocation(
      file: start.file, line: start.line, column: start.column + length, offset: start.offset + length)
    return ParseError(.pastedText(kind), at: SourceRange(start: start, end: end))
  }

  /// Parses a command that starts with a keyword (nil when the errors were recorded already).
  private mutating func parseKeywordCommand(_ word: String, inBlock: Bool) throws(ParseError) -> Command? {
    switch word {
    case "add", "view", "guide": return try parseAdd()
    case "metric": return try parseMetric()
    case "distribute": return .distribute(try parseDistribute())
    case "set": return .set(try parseSet())
    case "activate", "deactivate", "remove": return try parseIdentifierListCommand(word)
    case "animate": return try parseAnimate(inBlock: inBlock)
    case "show", "constraints", "draw", "why", "explain", "ambiguity", "violations", "exercise":
      return try parseInspection(word)
    case "expect": return .expect(try parseExpectation())
    default: return try parseSessionCommand(word)
    }
  }

  // MARK: Shared pieces

  /// Consumes the identifier `word` or throws.
  mutating func expectKeyword(_ word: String) throws(ParseError) {
    guard current.isIdentifier(word) else { throw expected("'\(word)'") }
    advance()
  }

  /// A name (`[A-Za-z_][A-Za-z0-9_]*`) described as `what` in errors.
  mutating func parseName(_ what: String) throws(ParseError) -> Name {
    let token = current
    guard token.kind == .identifier else { throw expected(what) }
    advance()
    return Name(token.text, at: token.range)
  }

  /// A dotted item path: `a`, `root.safeArea`.
  mutating func parseItemPath(_ what: String) throws(ParseError) -> ItemPath {
    var components = [try parseName(what)]
    while current.isPunctuation(.dot), peek(1).kind == .identifier {
      advance()
      components.append(try parseName(what))
    }
    return ItemPath(components)
  }

  /// Whether the current token can start another name in a list.
  mutating func atName() -> Bool { current.kind == .identifier }

  /// A word made of adjacent tokens (a constraint id such as `c1`, `row.2`, `UISV-spacing-1`).
  mutating func parseIdentifier(_ what: String) throws(ParseError) -> Name {
    let first = current
    guard first.kind == .identifier else { throw expected(what) }
    advance()
    var range = first.range
    while true {
      let token = current
      guard !token.precededBySpace else { break }
      switch token.kind {
      case .identifier, .number, .punctuation(.dot), .punctuation(.minus): break
      default: return Name(text(of: range), at: range)
      }
      advance()
      range = range.union(token.range)
    }
    return Name(text(of: range), at: range)
  }

  /// A file name: a quoted string, or a run of adjacent tokens (`out/card.lyt`).
  mutating func parseFileName() throws(ParseError) -> Name {
    let first = current
    if case .string(let value) = first.kind {
      advance()
      return Name(value, at: first.range)
    }
    guard isFileNamePart(first) else { throw expected("a file name") }
    advance()
    var range = first.range
    while !current.precededBySpace, isFileNamePart(current) {
      range = range.union(advance().range)
    }
    return Name(text(of: range), at: range)
  }

  private func isFileNamePart(_ token: Token) -> Bool {
    switch token.kind {
    case .newline, .endOfInput, .string, .punctuation(.semicolon), .punctuation(.leftBrace),
      .punctuation(.rightBrace):
      false
    case .invalid(let issue): issue == .unexpectedCharacters || issue == .malformedNumber
    default: true
    }
  }

  /// One of the spellings of `Choice` (or an alias), suggesting the nearest on a typo.
  mutating func parseChoice<Choice: Spelled>(
    _ what: String, aliases: [String: Choice] = [:]
  ) throws(ParseError) -> Located<Choice> {
    let token = current
    let spellings = Choice.allCases.map(\.spelling)
    guard token.kind == .identifier else {
      throw error(for: token) { .expected("\(what) (\(listing(spellings)))", found: describe($0)) }
    }
    guard let choice = Choice.allCases.first(where: { $0.spelling == token.text }) ?? aliases[token.text] else {
      let suggestion = Suggestions.nearest(to: token.text, in: spellings + aliases.keys.sorted())
      throw ParseError(
        .unknownName(kind: what, name: token.text, suggestion: suggestion, expected: spellings), at: token.range)
    }
    advance()
    return Located(choice, at: token.range)
  }

  /// A clause keyword among `clauses`, or nil at the end of the statement; a typo gets a suggestion.
  mutating func parseClauseKeyword(
    _ clauses: [String], command: String, inBlock: Bool = true
  ) throws(ParseError) -> Token? {
    let token = current
    if token.endsStatement || token.isPunctuation(.rightBrace) { return nil }
    guard token.kind == .identifier, clauses.contains(token.text) else {
      if token.kind == .identifier {
        let suggestion = Suggestions.nearest(to: token.text, in: clauses)
        throw ParseError(
          .unknownName(kind: "\(command) clause", name: token.text, suggestion: suggestion, expected: clauses),
          at: token.range)
      }
      throw error(for: token) { .trailingInput(describe($0)) }
    }
    advance()
    return token
  }
}
