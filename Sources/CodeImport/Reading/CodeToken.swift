/// A token of Swift or Objective-C source, as far as layout code needs them.
struct CodeToken: Hashable, Sendable {
  /// The kinds of token.
  enum Kind: Hashable, Sendable {
    /// A name (`titleLabel`, `let`, `NSLayoutConstraint`, `YES`).
    case identifier
    /// A number (`8`, `0.5`, `1e2`, `8.0f`); the value is in ``number``.
    case number
    /// A string literal (`"title"`, `@"title"`).
    case string
    /// Punctuation or an operator (`(`, `.`, `==`, `+`, `:`).
    case symbol
    /// A line end (Swift separates statements with them).
    case newline
    /// The end of the text.
    case end
  }

  /// The kind.
  var kind: Kind
  /// The text as written.
  var text: String
  /// Where it is.
  var range: CodeRange
  /// The value of a number token.
  var number: Double = 0

  /// Whether the token is the symbol `symbol`.
  func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }

  /// Whether the token is the identifier `name`.
  func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
