/// Wrapping prose at word boundaries for a terminal of a given width.
public enum TextWrap {
  /// `text` in lines of at most `width` columns (a word longer than that gets a line of its own):
  /// the first line starts with `indent` spaces, the others with `hangingIndent` spaces.
  public static func lines(_ text: String, width: Int, indent: Int = 0, hangingIndent: Int? = nil) -> [String] {
    let later = String(repeating: " ", count: hangingIndent ?? indent)
    var lines: [String] = []
    var line = String(repeating: " ", count: indent)
    var lineWidth = indent
    var lineHasWord = false
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = visibleWidth(word)
      if lineHasWord && lineWidth + 1 + wordWidth > width {
        lines.append(line)
        line = later
        lineWidth = later.count
        lineHasWord = false
      }
      if lineHasWord {
        line += " "
        lineWidth += 1
      }
      line += word
      lineWidth += wordWidth
      lineHasWord = true
    }
    if lineHasWord || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `line` as it fits `width` columns: unchanged when it fits (so tables keep their alignment),
  /// else wrapped at words, its continuation lines 4 columns further in than its own indent.
  public static func fitting(_ line: String, width: Int) -> [String] {
    guard visibleWidth(line) > width else { return [line] }
    let indent = line.prefix { $0 == " " }.count
    return lines(
      String(line.dropFirst(indent)), width: width, indent: indent, hangingIndent: min(indent + 4, width / 2))
  }

  /// The columns `text` takes in a terminal: wide characters count two, and colour escape
  /// sequences (`ESC [ … m`) none.
  public static func visibleWidth(_ text: some StringProtocol) -> Int {
    var width = 0
    var inEscape = false
    for character in text {
      if inEscape {
        if character.isLetter { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        width += DisplayWidth.of(character)
      }
    }
    return width
  }
}
