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
      let wordWidth = word.reduce(0) { $0 + DisplayWidth.of($1) }
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
}
