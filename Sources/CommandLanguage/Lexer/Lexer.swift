/// Splits lyt source text into tokens, one at a time, tracking line and column.
///
/// The lexer never fails: characters it cannot use become `invalid` tokens, so the parser can
/// report them with a location (or keep them, inside a VFL line). Comments (`# …`) and line
/// continuations (a `\` ending a line) are skipped; every other line end is a `newline` token.
///
/// Offsets count characters (graphemes). What the lexer asks of a character is worked out once,
/// when the text is read (``CharacterClass``, and the byte of a one-byte character), and token
/// text is copied from the text's UTF-8 bytes: a script of 13,000 lines parses in milliseconds.
public struct Lexer: Sendable {
  /// The file name written into locations.
  public let file: String
  let characters: [Character]
  /// The classes of each character.
  private let classes: [CharacterClass]
  /// Each character's byte when it is one byte long (ASCII), else 0.
  private let bytes: [UInt8]
  /// The text's UTF-8 bytes.
  private let utf8: [UInt8]
  /// Where each character starts in ``utf8`` (one entry more, the end), or nil when every
  /// character is one byte and offsets are the same.
  private let utf8Offsets: [Int]?
  private var index = 0
  private var line = 1
  private var column = 1
  private var previousWasNumber = false

  /// A lexer over `text`, naming `file` in its locations.
  public init(_ text: String, file: String) {
    self.file = file
    let characters = Array(text)
    let utf8 = Array(text.utf8)
    self.characters = characters
    self.utf8 = utf8
    if utf8.count == characters.count {
      // Every character is one byte: ASCII.
      bytes = utf8
      classes = utf8.map { CharacterClass.ofASCII[Int($0)] }
      utf8Offsets = nil
    } else {
      var bytes: [UInt8] = []
      var classes: [CharacterClass] = []
      var offsets: [Int] = []
      bytes.reserveCapacity(characters.count)
      classes.reserveCapacity(characters.count)
      offsets.reserveCapacity(characters.count + 1)
      var offset = 0
      for character in characters {
        let length = character.utf8.count
        bytes.append(length == 1 ? utf8[offset] : 0)
        classes.append(length == 1 ? CharacterClass.ofASCII[Int(utf8[offset])] : CharacterClass(of: character))
        offsets.append(offset)
        offset += length
      }
      offsets.append(offset)
      self.bytes = bytes
      self.classes = classes
      utf8Offsets = offsets
    }
  }

  /// The current position.
  public var location: SourceLocation {
    SourceLocation(file: file, line: line, column: column, offset: index)
  }

  /// The source text between two offsets (clamped to the text).
  func text(from start: Int, to end: Int) -> String {
    let lower = max(0, min(start, characters.count))
    let upper = max(lower, min(end, characters.count))
    guard let utf8Offsets else { return String(decoding: utf8[lower..<upper], as: UTF8.self) }
    return String(decoding: utf8[utf8Offsets[lower]..<utf8Offsets[upper]], as: UTF8.self)
  }

  /// The text from `start` to the end of its line, at most `limit` characters.
  func restOfLine(from start: Int, limit: Int = 400) -> String {
    let lower = max(0, min(start, characters.count))
    var upper = lower
    while upper < characters.count, upper - lower < limit, !classes[upper].contains(.newline) { upper += 1 }
    return text(from: lower, to: upper)
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

  /// The character `ahead` positions on, or nil past the end.
  private func peek(_ ahead: Int = 0) -> Character? {
    let position = index + ahead
    return position < characters.count ? characters[position] : nil
  }

  /// The classes of the character `ahead` positions on (none past the end).
  private func classOf(_ ahead: Int = 0) -> CharacterClass {
    let position = index + ahead
    return position < classes.count ? classes[position] : []
  }

  /// The byte of the character `ahead` positions on when it is one byte long; 0 when it is
  /// longer or past the end.
  private func byte(_ ahead: Int = 0) -> UInt8 {
    let position = index + ahead
    return position < bytes.count ? bytes[position] : 0
  }

  private mutating func advance() {
    guard index < characters.count else { return }
    if classes[index].contains(.newline) {
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
    guard index < characters.count else {
      return Token(kind: .endOfInput, text: "", range: SourceRange(at: start), precededBySpace: spaced)
    }
    let classes = classOf()
    let byte = byte()
    let kind: TokenKind
    if classes.contains(.newline) {
      advance()
      kind = .newline
    } else if byte == UInt8(ascii: "\\") {
      advance()
      var ahead = 0
      while classOf(ahead).contains(.horizontalSpace) { ahead += 1 }
      kind = index + ahead >= characters.count ? .invalid(.continuationAtEndOfInput) : .invalid(.strayBackslash)
    } else if classes.contains(.decimalDigit) {
      kind = lexNumber()
      if case .number = kind { previousWasNumber = true }
    } else if byte == UInt8(ascii: "x") && wasNumber && !spaced && classOf(1).contains(.decimalDigit) {
      advance()
      kind = .identifier
    } else if classes.contains(.identifierStart) {
      while classOf().isIdentifierContinuation { advance() }
      kind = .identifier
    } else if byte == UInt8(ascii: "\"") {
      kind = lexString()
    } else if byte == UInt8(ascii: "-") && self.byte(1) == UInt8(ascii: "-") && classOf(2).contains(.identifierStart) {
      advance()
      advance()
      let nameStart = index
      while classOf().isIdentifierContinuation { advance() }
      return Token(
        kind: .option, text: text(from: nameStart, to: index), range: SourceRange(start: start, end: location),
        precededBySpace: spaced)
    } else if let mark = lexPunctuation() {
      kind = .punctuation(mark)
    } else {
      while index < characters.count, !classOf().contains(.startsToken) { advance() }
      if index == start.offset { advance() }
      kind = .invalid(.unexpectedCharacters)
    }
    let spelling = kind == .newline ? "\n" : text(from: start.offset, to: index)
    return Token(kind: kind, text: spelling, range: SourceRange(start: start, end: location), precededBySpace: spaced)
  }

  /// Skips spaces, comments and continuations; returns whether anything was skipped.
  private mutating func skipTrivia() -> Bool {
    var skipped = false
    while index < characters.count {
      if classOf().contains(.horizontalSpace) {
        advance()
      } else if byte() == UInt8(ascii: "#") {
        while index < characters.count, !classOf().contains(.newline) { advance() }
      } else if byte() == UInt8(ascii: "\\"), isContinuation() {
        advance()
        while classOf().contains(.horizontalSpace) { advance() }
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
    while classOf(ahead).contains(.horizontalSpace) { ahead += 1 }
    return classOf(ahead).contains(.newline)
  }

  private mutating func lexNumber() -> TokenKind {
    let start = index
    while classOf().contains(.decimalDigit) { advance() }
    if byte() == UInt8(ascii: "."), classOf(1).contains(.decimalDigit) {
      advance()
      while classOf().contains(.decimalDigit) { advance() }
    }
    // An exponent (`1e3`, `2.5e-4`): how very large or small numbers print, so saved scripts load.
    if byte() == UInt8(ascii: "e") || byte() == UInt8(ascii: "E") {
      let signed = byte(1) == UInt8(ascii: "+") || byte(1) == UInt8(ascii: "-")
      if classOf(signed ? 2 : 1).contains(.decimalDigit) {
        advance()
        if signed { advance() }
        while classOf().contains(.decimalDigit) { advance() }
      }
    }
    let isSizeSeparator = byte() == UInt8(ascii: "x") && classOf(1).contains(.decimalDigit)
    if !isSizeSeparator, classOf().isIdentifierContinuation {
      while classOf().isIdentifierContinuation || (byte() == UInt8(ascii: ".") && classOf(1).contains(.decimalDigit)) {
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
      if classOf().contains(.newline) { break }
      let byte = byte()
      advance()
      if byte == UInt8(ascii: "\"") { return .string(value) }
      let next = self.byte()
      if byte == UInt8(ascii: "\\"), next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") {
        advance()
        value.append(Character(Unicode.Scalar(next)))
      } else {
        value.append(character)
      }
    }
    return .invalid(.unterminatedString)
  }

  /// `==`, `<=`, … (two characters) or a one-character mark at the current position.
  private mutating func lexPunctuation() -> Punctuation? {
    let first = byte()
    guard first != 0 else { return nil }
    let second = byte(1)
    if second != 0, let mark = Punctuation.spelled(first, second) {
      advance()
      advance()
      return mark
    }
    guard let mark = Punctuation.spelled(first) else { return nil }
    advance()
    return mark
  }
}

extension Punctuation {
  /// Every mark by its bytes: the first in the high byte, the second (or 0) in the low one.
  private static let byBytes: [UInt16: Punctuation] = Dictionary(
    uniqueKeysWithValues: allCases.map { mark in
      let bytes = Array(mark.rawValue.utf8)
      return (UInt16(bytes[0]) << 8 | UInt16(bytes.count > 1 ? bytes[1] : 0), mark)
    })

  /// The mark spelled by one or two ASCII bytes.
  static func spelled(_ first: UInt8, _ second: UInt8 = 0) -> Punctuation? {
    byBytes[UInt16(first) << 8 | UInt16(second)]
  }
}
