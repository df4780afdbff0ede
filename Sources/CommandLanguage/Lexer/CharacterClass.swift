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

/// What the lexer needs to know of one character, worked out once when the text is read: the
/// tests above run many times per character, and each asks Unicode about a grapheme.
struct CharacterClass: OptionSet, Sendable {
  let rawValue: UInt8

  static let newline = CharacterClass(rawValue: 1 << 0)
  static let horizontalSpace = CharacterClass(rawValue: 1 << 1)
  static let identifierStart = CharacterClass(rawValue: 1 << 2)
  static let decimalDigit = CharacterClass(rawValue: 1 << 3)
  static let startsToken = CharacterClass(rawValue: 1 << 4)

  /// The classes of `character`.
  init(of character: Character) {
    var classes: CharacterClass = []
    if character.isNewline { classes.insert(.newline) }
    if character.isHorizontalSpace { classes.insert(.horizontalSpace) }
    if character.isIdentifierStart { classes.insert(.identifierStart) }
    if character.isDecimalDigit { classes.insert(.decimalDigit) }
    if character.startsToken { classes.insert(.startsToken) }
    self = classes
  }

  init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The classes of each ASCII character, by its byte.
  static let ofASCII: [CharacterClass] = (0..<128).map { CharacterClass(of: Character(Unicode.Scalar(UInt8($0)))) }

  /// `[A-Za-z0-9_]`
  var isIdentifierContinuation: Bool { !isDisjoint(with: [.identifierStart, .decimalDigit]) }
}
