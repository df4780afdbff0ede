/// The lyt parser: text in, statements and errors out.
///
/// The grammar is flat (one command per line, blocks one level deep), and so is the parser: no
/// recursion, so no input can exhaust the stack. After an error it skips to the next line and
/// goes on, so one run reports every bad line (up to `maximumErrors`).
public struct Parser {
  var lexer: Lexer
  private var buffer: [Token] = []
  var errors: [ParseError] = []
  /// The end of the last consumed token.
  var previousEnd: SourceLocation
  let maximumErrors: Int

  init(_ text: String, file: String, maximumErrors: Int) {
    lexer = Lexer(text, file: file)
    previousEnd = lexer.location
    self.maximumErrors = max(1, maximumErrors)
  }

  /// Parses a whole script (or one REPL line) named `file` in locations.
  public static func parse(_ text: String, file: String = "<input>", maximumErrors: Int = 20) -> ParseResult {
    var parser = Parser(text, file: file, maximumErrors: maximumErrors)
    return parser.parseScript()
  }

  // MARK: Tokens

  /// The token `ahead` positions after the current one.
  mutating func peek(_ ahead: Int = 0) -> Token {
    while buffer.count <= ahead { buffer.append(lexer.next()) }
    return buffer[ahead]
  }

  /// Forgets the tokens read ahead (after the lexer moved).
  mutating func clearLookahead() { buffer.removeAll() }

  /// The current token.
  var current: Token {
    mutating get { peek() }
  }

  /// Consumes the current token and returns it.
  @discardableResult
  mutating func advance() -> Token {
    let token = peek()
    if token.kind != .endOfInput {
      buffer.removeFirst()
      previousEnd = token.range.end
    }
    return token
  }

  /// The source text of a range.
  func text(of range: SourceRange) -> String { lexer.text(from: range.start.offset, to: range.end.offset) }

  // MARK: Script

  private mutating func parseScript() -> ParseResult {
    var statements: [Statement] = []
    while errors.count < maximumErrors {
      skipSeparators()
      let token = current
      if token.kind == .endOfInput { break }
      if token.isPunctuation(.rightBrace) {
        errors.append(ParseError(.unexpectedClosingBrace, at: token.range))
        advance()
        continue
      }
      do throws(ParseError) {
        if let statement = try parseStatement(inBlock: false) {
          statements.append(statement)
        }
      } catch {
        errors.append(error)
        recover(inBlock: false)
      }
    }
    skipSeparators()
    if errors.count >= maximumErrors, current.kind != .endOfInput {
      errors.append(ParseError(.tooManyErrors(errors.count), at: current.range))
    }
    return ParseResult(statements: statements, errors: errors)
  }

  /// Skips newlines and `;`.
  mutating func skipSeparators() {
    while current.kind == .newline || current.isPunctuation(.semicolon) { advance() }
  }

  /// Skips the rest of a bad statement: up to the line end (outside any `{ … }` it opened), or,
  /// in a block, up to the `}` that closes it.
  mutating func recover(inBlock: Bool) {
    var depth = 0
    while true {
      let token = current
      switch token.kind {
      case .endOfInput: return
      case .newline, .punctuation(.semicolon):
        if depth == 0 { return }
      case .punctuation(.leftBrace):
        depth += 1
      case .punctuation(.rightBrace):
        if depth == 0 {
          if inBlock { return }
        } else {
          depth -= 1
        }
      default: break
      }
      advance()
    }
  }

  /// Parses one statement and checks that it ends there. Returns nil when errors were already
  /// recorded (inside a block).
  mutating func parseStatement(inBlock: Bool) throws(ParseError) -> Statement? {
    let start = current.range.start
    guard let command = try parseCommand(inBlock: inBlock) else { return nil }
    let end = previousEnd
    let next = current
    let endsHere = next.endsStatement || (inBlock && next.isPunctuation(.rightBrace))
    if !endsHere {
      throw error(for: next) { .trailingInput(describe($0)) }
    }
    return Statement(command, at: SourceRange(start: start, end: end))
  }

  // MARK: Errors

  /// The error to report for an unwanted token: its own lexical error if it is invalid, otherwise
  /// `make(token)`.
  func error(for token: Token, _ make: (Token) -> ParseErrorKind) -> ParseError {
    if case .invalid(let issue) = token.kind {
      return ParseError(lexicalError(issue, token.text), at: token.range)
    }
    return ParseError(make(token), at: token.range)
  }

  /// `expected WHAT, found …` for the current token.
  mutating func expected(_ what: String) -> ParseError {
    error(for: current) { .expected(what, found: describe($0)) }
  }

  private func lexicalError(_ issue: LexicalIssue, _ text: String) -> ParseErrorKind {
    switch issue {
    case .unexpectedCharacters: .unexpectedCharacter(text)
    case .malformedNumber: .malformedNumber(text)
    case .numberOutOfRange: .numberOutOfRange(text)
    case .unterminatedString: .unterminatedString
    case .strayBackslash: .strayBackslash
    case .continuationAtEndOfInput: .continuationAtEndOfInput
    }
  }
}

/// How a token is named in messages: `'foo'`, `end of line`, `end of input`.
func describe(_ token: Token) -> String {
  switch token.kind {
  case .newline: "end of line"
  case .endOfInput: "end of input"
  case .string: "a string"
  case .option: "'--\(quotable(token.text))'"
  default: "'\(quotable(token.text))'"
  }
}
