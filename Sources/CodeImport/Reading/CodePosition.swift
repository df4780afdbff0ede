/// A position in pasted code: 1-based line and column (columns count `Character`s, as lyt's
/// own locations do) and the 0-based character offset.
public struct CodePosition: Hashable, Sendable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in characters.
  public var column: Int
  /// The 0-based character offset in the text.
  public var offset: Int

  /// A position from its parts.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }
}

/// A half-open span of pasted code.
public struct CodeRange: Hashable, Sendable {
  /// The first character.
  public var start: CodePosition
  /// Just after the last character.
  public var end: CodePosition

  /// A range from its ends.
  public init(start: CodePosition, end: CodePosition) {
    self.start = start
    self.end = end
  }

  /// The smallest range covering both.
  public func union(_ other: CodeRange) -> CodeRange {
    CodeRange(
      start: start.offset <= other.start.offset ? start : other.start,
      end: end.offset >= other.end.offset ? end : other.end)
  }
}
