/// A position in a source text.
///
/// Lines and columns are 1-based. Columns count grapheme clusters (Swift `Character`s), so a caret
/// drawn by `DiagnosticRenderer` lines up under accented letters and emoji; a tab counts as one
/// column. `offset` is the 0-based index of the character in the whole text.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file name as given to the parser (`card.lyt`, `<stdin>`).
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in grapheme clusters.
  public var column: Int
  /// The 0-based character offset from the start of the text.
  public var offset: Int

  /// A location from its parts.
  public init(file: String, line: Int, column: Int, offset: Int) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `file:line:column`, as in compiler messages.
  public var description: String { "\(file):\(line):\(column)" }
}
