/// What `Parser.parse` returns: the statements that parsed, and the errors, in source order.
public struct ParseResult: Sendable {
  /// The statements without errors, in order.
  public var statements: [Statement]
  /// The errors (at most the parser's error limit, plus a final `tooManyErrors`).
  public var errors: [ParseError]

  /// A result from its parts.
  public init(statements: [Statement], errors: [ParseError]) {
    self.statements = statements
    self.errors = errors
  }

  /// Whether more input could complete the text (see `ParseError.isIncompleteInput`).
  public var isIncomplete: Bool { errors.contains { $0.isIncompleteInput } }
}
