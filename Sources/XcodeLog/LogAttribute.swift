/// An attribute as a constraint description prints it, with UIKit's and AppKit's aliases folded
/// into one case (`minX` is `left`, `maxY` is `bottom`, `baseline` is `lastBaseline`).
public enum LogAttribute: String, Hashable, Sendable, CaseIterable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge (left in left-to-right, which lyt assumes for logs).
  case leading
  /// The trailing edge.
  case trailing
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The first baseline.
  case firstBaseline
  /// The last baseline.
  case lastBaseline
  /// The left margin.
  case leftMargin
  /// The right margin.
  case rightMargin
  /// The top margin.
  case topMargin
  /// The bottom margin.
  case bottomMargin
  /// The leading margin.
  case leadingMargin
  /// The trailing margin.
  case trailingMargin
  /// The horizontal centre within the margins.
  case centerXWithinMargins
  /// The vertical centre within the margins.
  case centerYWithinMargins

  /// The attribute a description names, aliases included (`minX`, `midY`, `baseline`, …).
  public init?(printed name: String) {
    if let known = LogAttribute(rawValue: name) {
      self = known
      return
    }
    let aliases: [String: LogAttribute] = [
      "minX": .left, "maxX": .right, "midX": .centerX, "minY": .top, "maxY": .bottom, "midY": .centerY,
      "baseline": .lastBaseline, "Width": .width, "Height": .height,
    ]
    guard let alias = aliases[name] else { return nil }
    self = alias
  }

  /// Whether the attribute is horizontal.
  public var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      true
    default: false
    }
  }

  /// Whether the attribute is a size rather than a location.
  public var isDimension: Bool { self == .width || self == .height }

  /// Whether the attribute is one of the margin forms (measured on the margins guide).
  public var isMargin: Bool { marginEdge != nil }

  /// For a margin form, the attribute of the margins guide it names (`leadingMargin` → `leading`).
  public var marginEdge: LogAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }

  /// Whether the attribute is a baseline (an offset from the top that font metrics decide).
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
