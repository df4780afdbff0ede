/// Swift or Objective-C layout code written among lyt commands: a line of it, or a
/// `paste { … }` block.
///
/// Two code texts are equal when their text and form are equal; where they were written is
/// not part of their identity (as with ``Located``).
public struct CodeText: Hashable, Sendable, CustomStringConvertible {
  /// The code as written (for a block, everything between its braces).
  public var text: String
  /// Where the text starts: code positions are mapped from here.
  public var start: SourceLocation
  /// Whether it was written as a `paste { … }` block.
  public var isBlock: Bool

  /// Code from its parts.
  public init(_ text: String, at start: SourceLocation, isBlock: Bool) {
    self.text = text
    self.start = start
    self.isBlock = isBlock
  }

  /// Compares text and form only.
  public static func == (lhs: CodeText, rhs: CodeText) -> Bool {
    lhs.text == rhs.text && lhs.isBlock == rhs.isBlock
  }

  /// Hashes text and form only.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(isBlock)
  }

  /// The code, or `paste {…}` around it.
  public var description: String { isBlock ? "paste {\(text)}" : text }
}
