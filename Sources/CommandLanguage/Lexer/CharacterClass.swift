/// Character tests used by the lexer; all of them are ASCII-only, by the language's definition.
extension Character {
  /// `[A-Za-z_]`
  var isIdentifierStart: Bool {
    guard let ascii = asciiValue, !isNewline else { return false }
    return (ascii >= 65 && ascii <= 90) || (ascii >= 97 && ascii <= 122) || ascii == 95
  }

  /// `[A-Za-z0-9_]`
  var isIdentifierContinuation: Bool { isIdentifierStart || isDecimalDigit }

  /// `[0-9]`
  var isDecimalDigit: Bool {
    guard let ascii = asciiValue, !isNewline else { return false }
    return ascii >= 48 && ascii <= 57
  }

  /// Space, tab, vertical tab or form feed (never a newline).
  var isHorizontalSpace: Bool {
    self == " " || self == "\t" || self == "\u{0B}" || self == "\u{0C}"
  }

  /// Whether the character can start some token (or is whitespace, a comment or a newline).
  var startsToken: Bool {
    if isNewline || isHorizontalSpace || isIdentifierContinuation { return true }
    return "=<>-+*/@:;.,{}()[]|#\"\\".contains(self)
  }
}
