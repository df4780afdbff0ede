/// Splits lyt source text into tokens, one at a time, tracking line and column.
///
/// The lexer never fails: characters it cannot use become `invalid` tokens, so the parser can
/// report them with a location (or keep them, inside a VFL line). Comments (`# …`) and line
/// continuations (a `\` ending a line) are skipped; every other line end is a `newline` token.
public struct Lexer: Sendable {
  /// The file name written into locations.
  public let file: String
  let characters: [Character]
  private var index = 0
  private var line = 1
  private var column = 1
  private var previousWasNumber = false

  /// A lexer over `text`, naming `file` in its locations.
  public init(_ text: String, file: String) {
    self.file = file
    self.characters = Array(text)
  }

  /// The current position.
  public var location: SourceLocation {
    SourceLocation(file: file, line: line, column: column, offset: index)
  }

  /// The source text between two offsets (clamped to the text).
  func text(from start: Int, to end: Int) -> String {
    let lower = max(0, min(start, characters.count))
    let upper = max(lower, min(end, characters.count))
    return String(characters[lower..<upper])
  }

  /// The text from `start` to the end of its line, at most `limit` characters.
  func restOfLine(from start: Int, limit: Int = 400) -> String {
    let lower = max(0, min(start, characters.count))
    var upper = lower
    while upper < characters.count, upper - lower < limit, !characters[upper].isNewline { upper += 1 }
    return String(characters[lower..<upper])
  }

  /// Moves to `location` (a position this lexer reported), then forward to `offset`, keeping
  /// lines and columns right: the parser hands a stretch of layout code to the code reader and
  /// goes on after it.
  mutating func jump(from location: SourceLocation, to offset: Int) {
    index = max(0, min(location.offset, characters.count))
    line = location.line
    column = location.column
    previousWasNumber = false
    while index < min(offset, characters.count) { advance() }
  }

  private func peek(_ ahead: Int = 0) -> Character? {
    let position = index + ahead
    return position < characters.count ? characters[position] : nil
  }

  private mutating func advance() {
    guard index < characters.count else { return }
    if characters[index].isNewline {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  /// The next token; `endOfInput` forever once the text is exhausted.
  public mutating func next() -> Token {
    let spaced = skipTrivia()
    let start = location
    let wasNumber = previousWasNumber
    previousWasNumber = false
    guard let character = peek() else {
      return Token(kind: .endOfInput, text: "", range: SourceRange(at: start), precededBySpace: spaced)
    }
    let kind: TokenKind
    if character.isNewline {
      advance()
      kind = .newline
    } else if character == "\\" {
      advance()
      var ahead = 0
      while peek(ahead)?.isHorizontalSpace == true { ahead += 1 }
      kind = peek(ahead) == nil ? .invalid(.continuationAtEndOfInput) : .invalid(.strayBackslash)
    } else if character.isDecimalDigit {
      kind = lexNumber()
      if case .number = kind { previousWasNumber = true }
    } else if character == "x" && wasNumber && !spaced && peek(1)?.isDecimalDigit == true {
      advance()
      kind = .identifier
    } else if character.isIdentifierStart {
      while peek()?.isIdentifierContinuation == true { advance() }
      kind = .identifier
    } else if character == "\"" {
      kind = lexString()
    } else if character == "-" && peek(1) == "-" && peek(2)?.isIdentifierStart == true {
      advance()
      advance()
      let nameStart = index
      while peek()?.isIdentifierContinuation == true { advance() }
      return Token(
        kind: .option, text: text(from: nameStart, to: index), range: SourceRange(start: start, end: location),
        precededBySpace: spaced)
    } else if let mark = lexPunctuation() {
      kind = .punctuation(mark)
    } else {
      while let next = peek(), !next.startsToken { advance() }
      if index == start.offset { advance() }
      kind = .invalid(.unexpectedCharacters)
    }
    let spelling = kind == .newline ? "\n" : text(from: start.offset, to: index)
    return Token(kind: kind, text: spelling, range: SourceRange(start: start, end: location), precededBySpace: spaced)
  }

  /// Skips spaces, comments and continuations; returns whether anything was skipped.
  private mutating func skipTrivia() -> Bool {
    var skipped = false
    while let character = peek() {
      if character.isHorizontalSpace {
        advance()
      } else if character == "#" {
        while let next = peek(), !next.isNewline { advance() }
      } else if character == "\\", isContinuation() {
        advance()
        while peek()?.isHorizontalSpace == true { advance() }
        advance()  // the newline
      } else {
        break
      }
      skipped = true
    }
    return skipped || index == 0
  }

  /// Whether the `\` at the current position is followed by optional spaces and a newline.
  private func isContinuation() -> Bool {
    var ahead = 1
    while let next = peek(ahead), next.isHorizontalSpace { ahead += 1 }
    return peek(ahead)?.isNewline == true
  }

  private mutating func lexNumber() -> TokenKind {
    let start = index
    while peek()?.isDecimalDigit == true { advance() }
    if peek() == ".", peek(1)?.isDecimalDigit == true {
      advance()
      while peek()?.isDecimalDigit == true { advance() }
    }
    // An exponent (`1e3`, `2.5e-4`): how very large or small numbers print, so saved scripts load.
    if peek() == "e" || peek() == "E" {
      let signed = peek(1) == "+" || peek(1) == "-"
      if peek(signed ? 2 : 1)?.isDecimalDigit == true {
        advance()
        if signed { advance() }
        while peek()?.isDecimalDigit == true { advance() }
      }
    }
    let isSizeSeparator = peek() == "x" && peek(1)?.isDecimalDigit == true
    if !isSizeSeparator, peek()?.isIdentifierContinuation == true {
      while peek()?.isIdentifierContinuation == true || (peek() == "." && peek(1)?.isDecimalDigit == true) {
        advance()
      }
      return .invalid(.malformedNumber)
    }
    guard let value = Double(text(from: start, to: index)), value.isFinite else {
      return .invalid(.numberOutOfRange)
    }
    return .number(value)
  }

  private mutating func lexString() -> TokenKind {
    advance()  // the opening quote
    var value = ""
    while let character = peek() {
      if character.isNewline { break }
      advance()
      if character == "\"" { return .string(value) }
      if character == "\\", let escaped = peek(), escaped == "\"" || escaped == "\\" {
        advance()
        value.append(escaped)
      } else {
        value.append(character)
      }
    }
    return .invalid(.unterminatedString)
  }

  private mutating func lexPunctuation() -> Punctuation? {
    guard let character = peek() else { return nil }
    if let second = peek(1) {
      let pair = String(character) + String(second)
      if let mark = Punctuation(rawValue: pair) {
        advance()
        advance()
        return mark
      }
    }
    guard let mark = Punctuation(rawValue: String(character)) else { return nil }
    advance()
    return mark
  }
}
