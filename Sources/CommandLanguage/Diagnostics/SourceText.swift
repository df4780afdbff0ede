/// The text of a script, split into lines for diagnostics (with the lexer's idea of a line end).
public struct SourceText: Sendable {
  /// The file name used in locations.
  public let file: String
  private let lines: [Substring]

  /// Source text named `file`.
  public init(_ text: String, file: String) {
    self.file = file
    self.lines = Self.lines(of: text)
  }

  /// The lines of `text`, split where a character is a line end (`Character.isNewline`, as the
  /// lexer splits: LF, VT, FF, CR, CR LF, NEL, LS, PS). Line ends are always characters of their
  /// own (CR LF is one), so the bytes tell: a scan of bytes, not of characters.
  private static func lines(of text: String) -> [Substring] {
    let bytes = text.utf8
    var lines: [Substring] = []
    var start = bytes.startIndex
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      var length = 0
      switch byte {
      case 0x0A, 0x0B, 0x0C: length = 1
      case 0x0D:
        let next = bytes.index(after: index)
        length = next < bytes.endIndex && bytes[next] == 0x0A ? 2 : 1
      case 0xC2:
        let next = bytes.index(after: index)
        if next < bytes.endIndex, bytes[next] == 0x85 { length = 2 }
      case 0xE2:
        let second = bytes.index(after: index)
        let third = second < bytes.endIndex ? bytes.index(after: second) : second
        if third < bytes.endIndex, bytes[second] == 0x80, bytes[third] == 0xA8 || bytes[third] == 0xA9 { length = 3 }
      default: break
      }
      if length > 0 {
        lines.append(text[start..<index])
        index = bytes.index(index, offsetBy: length)
        start = index
      } else {
        index = bytes.index(after: index)
      }
    }
    lines.append(text[start..<bytes.endIndex])
    return lines
  }

  /// The 1-based line `number`, without its line end, or nil past the end.
  public func line(_ number: Int) -> Substring? {
    guard number >= 1, number <= lines.count else { return nil }
    return lines[number - 1]
  }

  /// The number of lines.
  public var lineCount: Int { lines.count }
}
