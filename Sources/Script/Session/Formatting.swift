import Cassowary
import Layout

/// Numbers and frames as lyt prints them: rounded to 6 decimals (so solver noise such as
/// `99.99999999999999` reads `100`), no trailing `.0`, never `-0`.
package enum Display {
  /// A solved number (a frame, a violation, a range), rounded to 6 decimals; infinities as
  /// `inf` and `-inf`. From 10^15 up a double has no decimals to round (and scaling it could
  /// overflow), so it prints as it is: `1e+307`.
  package static func number(_ value: Double) -> String {
    NumberText.text(value, .display)
  }

  /// A priority as typed, not rounded: any priority in (0, 1000] reads back as itself
  /// (`1e-300`, never `0`, which lyt rejects).
  package static func priority(_ value: Double) -> String { NumberText.text(value, .exact) }

  /// A priority in JSON.
  static func jsonPriority(_ value: Double) -> String { NumberText.text(value, .json) }

  /// `(16, 20, 100, 44)`
  static func rect(_ rect: Rect) -> String {
    "(" + [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: ", ") + ")"
  }

  /// `[16, 20, 100, 44]`, for JSON.
  static func jsonRect(_ rect: Rect) -> String {
    "[" + [rect.x, rect.y, rect.width, rect.height].map(jsonNumber).joined(separator: ", ") + "]"
  }

  /// A JSON number (`null` when not finite).
  static func jsonNumber(_ value: Double) -> String { NumberText.text(value, .jsonMeasurement) }

  /// A priority as a level a person reads: `@750`, `required`, or `broken` for a required
  /// constraint that was broken (weighed above every optional priority, below required: the
  /// engine's internal 1100 is never shown).
  static func level(_ priority: Priority) -> String {
    if priority == .brokenRequired { return "broken" }
    return priority.isRequired ? "required" : "@" + Display.priority(priority.value)
  }

  /// ` + 20`, ` - 20`, or nothing for 0: a constant appended to an expression.
  static func offset(_ value: Double) -> String {
    value == 0 ? "" : (value < 0 ? " - " : " + ") + number(abs(value))
  }

  /// `[0, 375]`
  static func range(_ range: ValueRange) -> String { "[\(number(range.lower)), \(number(range.upper))]" }

  /// Rows of cells as left-aligned columns separated by two spaces (trailing spaces trimmed).
  static func columns(_ rows: [[String]]) -> [String] {
    let cellWidths = rows.map { $0.map(width(of:)) }
    let count = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: count)
    for row in cellWidths {
      for (index, width) in row.enumerated() { widths[index] = max(widths[index], width) }
    }
    // Lines are built as UTF-8 bytes (`String(repeating:count:)` costs thousands of
    // instructions a call); a space byte is never part of another character, so trailing ones
    // can be dropped byte by byte.
    let space = UInt8(ascii: " ")
    return zip(rows, cellWidths).map { row, cellWidths in
      var line: [UInt8] = []
      for (index, cell) in row.enumerated() {
        line.append(contentsOf: cell.utf8)
        if index < row.count - 1 { line += repeatElement(space, count: widths[index] - cellWidths[index] + 2) }
      }
      while line.last == space { line.removeLast() }
      return String(decoding: line, as: UTF8.self)
    }
  }

  /// The columns `text` takes: its characters, counted byte-wise when all are ASCII.
  private static func width(of text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
  }
}

/// `1 constraint`, `3 constraints`.
func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
  "\(count) " + (count == 1 ? singular : pluralForm ?? singular + "s")
}
