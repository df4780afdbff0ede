/// A punctuation or operator token.
public enum Punctuation: String, Hashable, Sendable, CaseIterable {
  /// `==`
  case equalEqual = "=="
  /// `<=`
  case lessEqual = "<="
  /// `>=`
  case greaterEqual = ">="
  /// `->`
  case arrow = "->"
  /// `=`
  case equal = "="
  /// `<` (not a relation; reported with a suggestion)
  case less = "<"
  /// `>` (not a relation; reported with a suggestion)
  case greater = ">"
  /// `+`
  case plus = "+"
  /// `-`
  case minus = "-"
  /// `*`
  case star = "*"
  /// `/`
  case slash = "/"
  /// `@`
  case at = "@"
  /// `:`
  case colon = ":"
  /// `;`
  case semicolon = ";"
  /// `.`
  case dot = "."
  /// `,`
  case comma = ","
  /// `{`
  case leftBrace = "{"
  /// `}`
  case rightBrace = "}"
  /// `(`
  case leftParen = "("
  /// `)`
  case rightParen = ")"
  /// `[`
  case leftBracket = "["
  /// `]`
  case rightBracket = "]"
  /// `|`
  case pipe = "|"
}

/// A lexical problem, carried by an `invalid` token so that the parser decides whether it matters
/// (inside a VFL line, for instance, the raw text is kept as is).
public enum LexicalIssue: Hashable, Sendable {
  /// One or more characters that cannot start a token.
  case unexpectedCharacters
  /// A number immediately followed by letters or digits that do not belong to it (`100px`).
  case malformedNumber
  /// A number too large to represent.
  case numberOutOfRange
  /// A `"` string not closed on its line.
  case unterminatedString
  /// A `\` that is not the last character of a line.
  case strayBackslash
  /// A `\` continuing the last line of the input.
  case continuationAtEndOfInput
}

/// The kind of a token.
public enum TokenKind: Hashable, Sendable {
  /// `[A-Za-z_][A-Za-z0-9_]*`; its spelling is the token's text.
  case identifier
  /// A non-negative number literal (`16`, `0.5`); the minus sign is a separate token.
  case number(Double)
  /// A double-quoted string, escapes (`\"`, `\\`) decoded.
  case string(String)
  /// A command-line style option `--name`; its text is `name`.
  case option
  /// An operator or punctuation mark.
  case punctuation(Punctuation)
  /// The end of a line (comments and continued lines never produce one).
  case newline
  /// The end of the input.
  case endOfInput
  /// Something the lexer could not make sense of.
  case invalid(LexicalIssue)
}

/// A token with its spelling and position.
public struct Token: Hashable, Sendable {
  /// What the token is.
  public var kind: TokenKind
  /// The source spelling (for `option`, the name without `--`).
  public var text: String
  /// Where it is.
  public var range: SourceRange
  /// Whether whitespace, a comment or a line continuation separates it from the previous token.
  public var precededBySpace: Bool

  /// A token from its parts.
  public init(kind: TokenKind, text: String, range: SourceRange, precededBySpace: Bool) {
    self.kind = kind
    self.text = text
    self.range = range
    self.precededBySpace = precededBySpace
  }

  /// Whether the token is the punctuation `mark`.
  public func isPunctuation(_ mark: Punctuation) -> Bool { kind == .punctuation(mark) }

  /// Whether the token is the identifier `word`.
  public func isIdentifier(_ word: String) -> Bool { kind == .identifier && text == word }

  /// Whether the token ends a statement (newline, `;`, end of input).
  public var endsStatement: Bool {
    switch kind {
    case .newline, .endOfInput, .punctuation(.semicolon): true
    default: false
    }
  }
}
