/// Splits Swift or Objective-C source into ``CodeToken``s with exact positions.
///
/// Comments (`// …`, `/* … */`) and spaces are skipped; line ends are tokens. The tokenizer
/// fails only on an unterminated string or comment.
struct CodeTokenizer {
  private let characters: [Character]
  private var index = 0
  private var line = 1
  private var column = 1

  /// A tokenizer over `text`.
  init(_ text: String) {
    characters = Array(text)
  }

  /// Every token of the text, ending with one `end` token.
  static func tokens(of text: String) throws(CodeError) -> [CodeToken] {
    var tokenizer = CodeTokenizer(text)
    var tokens: [CodeToken] = []
    while true {
      let token = try tokenizer.next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  private var position: CodePosition { CodePosition(line: line, column: column, offset: index) }

  private func peek(_ ahead: Int = 0) -> Character? {
    index + ahead < characters.count ? characters[index + ahead] : nil
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

  private mutating func next() throws(CodeError) -> CodeToken {
    try skipTrivia()
    let start = position
    guard let character = peek() else { return token(.end, from: start) }
    if character.isNewline {
      advance()
      return token(.newline, from: start)
    }
    if character.isNumber && character.isASCII { return number(from: start) }
    if character == "_" || character.isLetter || character == "$" {
      while let next = peek(), next == "_" || next.isLetter || next.isNumber || next == "$" { advance() }
      return token(.identifier, from: start)
    }
    if character == "\"" || (character == "@" && peek(1) == "\"") { return try string(from: start) }
    advance()
    let pair = String(character) + String(peek() ?? " ")
    if Self.pairs.contains(pair) { advance() }
    return token(.symbol, from: start)
  }

  private static let pairs: Set<String> = ["==", "!=", "<=", ">=", "->", "&&", "||", "+=", "-=", "*=", "/=", "??"]

  private func token(_ kind: CodeToken.Kind, from start: CodePosition) -> CodeToken {
    let text = String(characters[start.offset..<index])
    return CodeToken(kind: kind, text: text, range: CodeRange(start: start, end: position))
  }

  private mutating func skipTrivia() throws(CodeError) {
    while let character = peek() {
      if character == " " || character == "\t" || character == "\r" || character == "\u{FEFF}" {
        advance()
      } else if character == "/" && peek(1) == "/" {
        while let next = peek(), !next.isNewline { advance() }
      } else if character == "/" && peek(1) == "*" {
        let start = position
        advance()
        advance()
        while !(peek() == "*" && peek(1) == "/") {
          guard peek() != nil else {
            throw CodeError("unterminated comment", at: CodeRange(start: start, end: start), hint: "close it with */")
          }
          advance()
        }
        advance()
        advance()
      } else if character == "\\" && peek(1)?.isNewline == true {
        advance()
        advance()
      } else {
        return
      }
    }
  }

  private mutating func number(from start: CodePosition) -> CodeToken {
    var digits = ""
    if peek() == "0", peek(1) == "x" || peek(1) == "X" {
      advance()
      advance()
      while let next = peek(), next.isHexDigit || next == "_" {
        if next != "_" { digits.append(next) }
        advance()
      }
      var token = token(.number, from: start)
      token.number = Double(UInt64(digits, radix: 16) ?? 0)
      return token
    }
    func takeDigits() {
      while let next = peek(), (next.isASCII && next.isNumber) || next == "_" {
        if next != "_" { digits.append(next) }
        advance()
      }
    }
    takeDigits()
    // `8.5`, `8.f`, and Objective-C's `44.` (a dot that no member name follows).
    if peek() == ".", !(peek(1).map { $0.isLetter && $0 != "f" && $0 != "F" || $0 == "_" || $0 == "." } ?? false) {
      digits.append(".")
      advance()
      takeDigits()
    }
    if peek() == "e" || peek() == "E" {
      var ahead = 1
      if peek(1) == "+" || peek(1) == "-" { ahead = 2 }
      if let digit = peek(ahead), digit.isASCII && digit.isNumber {
        for _ in 0..<ahead {
          digits.append(peek() ?? "e")
          advance()
        }
        takeDigits()
      }
    }
    // Objective-C and C suffixes: 8.0f, 8.f, 16L, 2u.
    while let next = peek(), "fFlLuU".contains(next) { advance() }
    var token = token(.number, from: start)
    token.number = Double(digits.hasSuffix(".") ? digits + "0" : digits) ?? 0
    return token
  }

  private mutating func string(from start: CodePosition) throws(CodeError) -> CodeToken {
    if peek() == "@" { advance() }
    advance()
    while let next = peek(), next != "\"" {
      if next.isNewline { break }
      if next == "\\" { advance() }
      advance()
    }
    guard peek() == "\"" else {
      throw CodeError("unterminated string", at: CodeRange(start: start, end: position), hint: "close it with \"")
    }
    advance()
    return token(.string, from: start)
  }
}
