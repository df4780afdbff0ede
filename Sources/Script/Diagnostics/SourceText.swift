/// The text of a script, split into lines for diagnostics (with the lexer's idea of a line end).
public struct SourceText: Sendable {
  /// The file name used in locations.
  public let file: String
  private let lines: [Substring]

  /// Source text named `file`.
  public init(_ text: String, file: String) {
    self.file = file
    var lines: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      if text[index].isNewline {
        lines.append(text[start..<index])
        start = text.index(after: index)
      }
      index = text.index(after: index)
    }
    lines.append(text[start..<text.endIndex])
    self.lines = lines
  }

  /// The 1-based line `number`, without its line end, or nil past the end.
  public func line(_ number: Int) -> Substring? {
    guard number >= 1, number <= lines.count else { return nil }
    return lines[number - 1]
  }

  /// The number of lines.
  public var lineCount: Int { lines.count }
}
