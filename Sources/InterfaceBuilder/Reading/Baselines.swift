import Layout

/// Where the baselines of a view with text lie, estimated from its font size, since fonts cannot
/// be measured here: San Francisco's ascender (0.952 em) and line height (1.193 em), the text
/// centred vertically in the view, as many lines as fit its stored height (docs/STORYBOARDS.md
/// §3). A 17-point label 20.5 points high has its baseline 16.3 points below its top.
enum Baselines {
  /// The ascender of San Francisco, in ems.
  static let ascender = 0.952
  /// The line height of San Francisco, in ems.
  static let lineHeight = 1.193

  /// The point sizes of the text styles at the default content size.
  static let textStyles: [String: Double] = [
    "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
    "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
    "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
    "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
  ]

  /// The font size of view element `node` (its `fontDescription`), else `fallback`.
  static func fontSize(of node: XMLNode, fallback: Double?) -> Double? {
    guard let font = node.child("fontDescription", key: "fontDescription") else { return fallback }
    if let size = AttributeValues.number(font["pointSize"]), size > 0 { return size }
    if let style = font["style"], let size = textStyles[style] { return size }
    return fallback
  }

  /// The baselines of a view `height` high showing text of `fontSize`.
  static func offsets(height: Double, fontSize: Double) -> BaselineOffsets {
    let line = lineHeight * fontSize
    let lines = max(1, Int((height + 0.5) / line))
    let first = (height - Double(lines) * line) / 2 + ascender * fontSize
    return BaselineOffsets(first: first, last: first + Double(lines - 1) * line)
  }
}
