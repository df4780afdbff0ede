import Layout

/// Reading attribute values: finite numbers, ratios, rectangles and insets, each nil when the
/// text is not one (never a trap, never an infinity or a NaN).
enum AttributeValues {
  /// A finite number (`12`, `-0.5`, `1e3`); nil for anything else, `inf` and `nan` included.
  static func number(_ text: String?) -> Double? {
    guard let text, let value = Double(text.trimmingSpaces), value.isFinite else { return nil }
    return value
  }

  /// A multiplier: a number, or a ratio `n:d` (Interface Builder's aspect ratios, width:height)
  /// or `n/d` (as the inspector accepts it), with d not 0.
  static func multiplier(_ text: String) -> Double? {
    let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
    guard parts.count == 2 else { return number(text) }
    guard let numerator = number(String(parts[0])), let denominator = number(String(parts[1])), denominator != 0
    else { return nil }
    let value = numerator / denominator
    return value.isFinite ? value : nil
  }

  /// `<rect x y width height>`; nil when a value is missing or not a number, or a size is negative.
  static func rect(_ node: XMLNode) -> Rect? {
    guard let x = number(node["x"] ?? "0"), let y = number(node["y"] ?? "0"), let width = number(node["width"]),
      let height = number(node["height"]), width >= 0, height >= 0
    else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Xcode 8 beta's `<frame key="frameInset" minX minY width height maxX maxY>`: the edges' insets
  /// from the superview's (absent: 0) and the sizes, a missing size being what the insets leave of
  /// the superview's; nil when that cannot be told.
  static func frameInset(_ node: XMLNode, in parent: Rect?) -> Rect? {
    guard let minX = number(node["minX"] ?? "0"), let minY = number(node["minY"] ?? "0") else { return nil }
    func length(_ name: String, _ maxName: String, _ start: Double, _ total: Double?) -> Double? {
      if let value = number(node[name]) { return value }
      guard let total, let end = number(node[maxName] ?? "0") else { return nil }
      return total - start - end
    }
    guard let width = length("width", "maxX", minX, parent?.width),
      let height = length("height", "maxY", minY, parent?.height), width >= 0, height >= 0
    else { return nil }
    return Rect(x: minX, y: minY, width: width, height: height)
  }

  /// `<size width height>`.
  static func size(_ node: XMLNode) -> Size? {
    guard let width = number(node["width"]), let height = number(node["height"]), width >= 0, height >= 0 else {
      return nil
    }
    return Size(width: width, height: height)
  }

  /// `<edgeInsets top left bottom right>` or `<directionalEdgeInsets top leading bottom trailing>`
  /// (left to right: leading is left); absent values are 0.
  static func insets(_ node: XMLNode) -> EdgeInsets? {
    let directional = node.name == "directionalEdgeInsets"
    guard let top = number(node["top"] ?? "0"), let bottom = number(node["bottom"] ?? "0"),
      let left = number(node[directional ? "leading" : "left"] ?? "0"),
      let right = number(node[directional ? "trailing" : "right"] ?? "0")
    else { return nil }
    return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }
}

extension String {
  /// The text without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[start...end])
  }
}
