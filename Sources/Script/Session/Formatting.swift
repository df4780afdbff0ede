import Layout

/// Numbers and frames as lyt prints them: rounded to 6 decimals (so solver noise such as
/// `99.99999999999999` reads `100`), no trailing `.0`, never `-0`.
enum Display {
  /// A number, rounded to 6 decimals; infinities as `inf` and `-inf`.
  static func number(_ value: Double) -> String {
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    guard value.isFinite else { return "nan" }
    let rounded = (value * 1e6).rounded() / 1e6
    return formatNumber(rounded == 0 ? 0 : rounded)
  }

  /// `(16, 20, 100, 44)`
  static func rect(_ rect: Rect) -> String {
    "(" + [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: ", ") + ")"
  }

  /// `[16, 20, 100, 44]`, for JSON.
  static func jsonRect(_ rect: Rect) -> String {
    "[" + [rect.x, rect.y, rect.width, rect.height].map(jsonNumber).joined(separator: ", ") + "]"
  }

  /// A JSON number (`null` when not finite).
  static func jsonNumber(_ value: Double) -> String { value.isFinite ? number(value) : "null" }

  /// `1000`, `750`, or for an intrinsic-size constraint `250/750` (hugging/compression resistance).
  static func priority(_ info: ConstraintInfo) -> String {
    let priority = number(info.constraint.priority.value)
    if info.shortfallPriority != info.constraint.priority {
      return priority + "/" + number(info.shortfallPriority.value)
    }
    return priority
  }

  /// ` + 20`, ` - 20`, or nothing for 0: a constant appended to an expression.
  static func offset(_ value: Double) -> String {
    value == 0 ? "" : (value < 0 ? " - " : " + ") + number(abs(value))
  }

  /// `[0, 375]`
  static func range(_ range: ValueRange) -> String { "[\(number(range.lower)), \(number(range.upper))]" }

  /// Rows of cells as left-aligned columns separated by two spaces (trailing spaces trimmed).
  static func columns(_ rows: [[String]]) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: count)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    return rows.map { row in
      var line = ""
      for (index, cell) in row.enumerated() {
        line += cell
        if index < row.count - 1 { line += String(repeating: " ", count: widths[index] - cell.count + 2) }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
