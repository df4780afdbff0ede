import Cassowary
import Layout

/// Numbers and frames as the reports print them: solved values shown as every lyt transcript
/// shows a measurement (``NumberText/display(_:)``: rounded to 6 decimals, `-0` as `0`).
enum ReportNumbers {
  /// A measurement: `16`, `20.5`, `73.443609`.
  static func text(_ value: Double) -> String { NumberText.text(value, .display) }

  /// `(x, y, width, height)`.
  static func frame(_ rect: Rect) -> String {
    "(" + [rect.x, rect.y, rect.width, rect.height].map(text).joined(separator: ", ") + ")"
  }

  /// `[x, y, width, height]`, a JSON array.
  static func jsonFrame(_ rect: Rect?) -> String {
    guard let rect else { return "null" }
    return "[" + [rect.x, rect.y, rect.width, rect.height].map(text).joined(separator: ", ") + "]"
  }

  /// `top 20, left 16, bottom 0, right 16`.
  static func insets(_ insets: EdgeInsets) -> String {
    "top \(text(insets.top)), left \(text(insets.left)), bottom \(text(insets.bottom)), right \(text(insets.right))"
  }
}
