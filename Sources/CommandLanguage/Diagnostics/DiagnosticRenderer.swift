/// Prints diagnostics in compiler style:
///
/// ```
/// card.lyt:12:17: error: unknown attribute 'widht' (did you mean 'width'?)
/// a.leading == b.widht + 8
///                  ^~~~~
/// hint: …
/// ```
///
/// Tabs in the source are copied into the caret line so the caret lines up; wide characters count
/// two columns. Lines longer than `maximumLineWidth` are cut to a window around the caret.
public struct DiagnosticRenderer: Sendable {
  /// The source the diagnostics point into.
  public var source: SourceText
  /// Whether to use ANSI colours.
  public var colored: Bool
  /// The most characters of a source line to print.
  public var maximumLineWidth: Int

  /// A renderer over `source`.
  public init(source: SourceText, colored: Bool = false, maximumLineWidth: Int = 100) {
    self.source = source
    self.colored = colored
    self.maximumLineWidth = max(20, maximumLineWidth)
  }

  /// The diagnostic as lines of text (no trailing newline).
  public func render(_ diagnostic: Diagnostic) -> String {
    var lines = [header(diagnostic)]
    let start = diagnostic.range.start
    if let line = source.line(start.line) {
      let (text, caret) = excerpt(Array(line), diagnostic.range)
      lines.append(text)
      lines.append(paint(caret, "32"))
    }
    if let hint = diagnostic.hint {
      lines.append(paint("hint:", "36") + " " + hint)
    }
    return lines.joined(separator: "\n")
  }

  /// A parse error as lines of text.
  public func render(_ error: ParseError) -> String { render(error.diagnostic) }

  private func header(_ diagnostic: Diagnostic) -> String {
    let code = diagnostic.severity == .error ? "31" : diagnostic.severity == .warning ? "33" : "36"
    return paint("\(diagnostic.range.start):", "1") + " " + paint("\(diagnostic.severity.rawValue):", "1;" + code)
      + " " + diagnostic.message
  }

  private func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// The printed source line and the caret line under it.
  private func excerpt(_ line: [Character], _ range: SourceRange) -> (String, String) {
    let column = max(0, min(range.start.column - 1, line.count))
    let length = range.end.line == range.start.line ? max(1, range.end.column - range.start.column) : 1
    var lower = 0
    var upper = line.count
    if line.count > maximumLineWidth {
      lower = max(0, min(column - maximumLineWidth / 3, line.count - maximumLineWidth))
      upper = min(line.count, lower + maximumLineWidth)
    }
    var text = lower > 0 ? "…" : ""
    var caret = lower > 0 ? " " : ""
    for index in lower..<upper {
      let character = DisplayWidth.printable(line[index])
      text.append(character)
      let width = DisplayWidth.of(character)
      if index < column {
        caret += character == "\t" ? "\t" : String(repeating: " ", count: width)
      } else if index < column + length {
        caret += String(repeating: index == column ? "^" : "~", count: 1)
        if width > 1 { caret += "~" }
      }
    }
    if upper < line.count { text += "…" }
    if column >= upper { caret += "^" }
    return (text, caret)
  }
}
