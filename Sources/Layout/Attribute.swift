/// A layout attribute of a view or layout guide, as in `NSLayoutConstraint.Attribute`.
///
/// Raw values are the names used in constraints (`a.leading`, `b.centerXWithinMargins`).
public enum Attribute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
  case leading
  /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
  case trailing
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The baseline of the first line of text (the bottom for a view without baselines).
  case firstBaseline
  /// The baseline of the last line of text (the bottom for a view without baselines).
  case lastBaseline
  /// The left edge inset by the left layout margin.
  case leftMargin
  /// The right edge inset by the right layout margin.
  case rightMargin
  /// The top edge inset by the top layout margin.
  case topMargin
  /// The bottom edge inset by the bottom layout margin.
  case bottomMargin
  /// The leading edge inset by the leading layout margin.
  case leadingMargin
  /// The trailing edge inset by the trailing layout margin.
  case trailingMargin
  /// The midpoint between the left and right margins.
  case centerXWithinMargins
  /// The midpoint between the top and bottom margins.
  case centerYWithinMargins

  /// The attribute with the given name; also accepts Apple's alias `baseline` (= `lastBaseline`).
  public init?(named name: String) {
    if name == "baseline" {
      self = .lastBaseline
    } else {
      self.init(rawValue: name)
    }
  }

  /// The axis the attribute measures along.
  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      .vertical
    }
  }

  /// Whether the attribute measures along the horizontal axis.
  public var isHorizontal: Bool { axis == .horizontal }

  /// Whether the attribute is a size (`width`, `height`) rather than a location.
  public var isDimension: Bool { self == .width || self == .height }

  /// Whether the attribute follows the layout direction (`leading`, `trailing` and their margins).
  public var isDirectional: Bool {
    self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
  }

  /// Whether the attribute is an absolute horizontal edge (`left`, `right` and their margins).
  public var isAbsoluteHorizontalEdge: Bool {
    self == .left || self == .right || self == .leftMargin || self == .rightMargin
  }

  /// Whether the attribute is one of the margin forms.
  public var isMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      true
    default: false
    }
  }

  /// Whether the attribute is a baseline.
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// Whether the attribute is an edge or an edge margin: the attributes that, between a scroll
  /// view and its content, attach to the scroll view's content area (TN2154).
  public var isEdge: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
      .leadingMargin, .trailingMargin:
      true
    default: false
    }
  }

  /// For a margin form, the attribute of the margins guide it names (`leadingMargin` →
  /// `leading`, `centerXWithinMargins` → `centerX`); nil for the others.
  public var marginEdge: Attribute? {
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

  /// The same attribute with the direction resolved: `leading` becomes `left` or `right`.
  public func resolved(for direction: LayoutDirection) -> Attribute {
    let rtl = direction == .rightToLeft
    switch self {
    case .leading: return rtl ? .right : .left
    case .trailing: return rtl ? .left : .right
    case .leadingMargin: return rtl ? .rightMargin : .leftMargin
    case .trailingMargin: return rtl ? .leftMargin : .rightMargin
    default: return self
    }
  }

  /// The text shown to users.
  public var description: String { rawValue }
}

/// A layout axis.
public enum Axis: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Left to right (x, width).
  case horizontal
  /// Top to bottom (y, height).
  case vertical

  /// The text shown to users.
  public var description: String { rawValue }
}

/// The direction in which `leading` and `trailing` run.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Leading is left (English).
  case leftToRight = "ltr"
  /// Leading is right (Arabic, Hebrew).
  case rightToLeft = "rtl"

  /// The text shown to users.
  public var description: String { rawValue }
}
