/// Why pasted code could not be read: a message at a place, an optional hint, and whether more
/// text could complete it (an open bracket at the end of the input).
public struct CodeError: Error, Hashable, Sendable {
  /// The one-line message.
  public var message: String
  /// The text the caret underlines.
  public var range: CodeRange
  /// Advice, if any.
  public var hint: String?
  /// Whether the text ended inside an open `(`, `[` or `{`.
  public var isIncomplete: Bool

  /// An error from its parts.
  public init(_ message: String, at range: CodeRange, hint: String? = nil, isIncomplete: Bool = false) {
    self.message = message
    self.range = range
    self.hint = hint
    self.isIncomplete = isIncomplete
  }
}
