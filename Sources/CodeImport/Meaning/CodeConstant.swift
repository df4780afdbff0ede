import Layout

/// A layout library whose calls make constraints.
public enum CodeLibrary: String, Hashable, Sendable {
  /// SnapKit (`view.snp.makeConstraints { make in … }`).
  case snapKit = "SnapKit"
  /// Masonry (`[view mas_makeConstraints:^(MASConstraintMaker *make) { … }]`).
  case masonry = "Masonry"
  /// PureLayout (`view.autoPinEdge(toSuperviewEdge: .top)`).
  case pureLayout = "PureLayout"
}

/// A constant as SnapKit and Masonry take it: a number, or a struct whose component for an
/// attribute each library picks by its own rules.
public enum CodeConstant: Hashable, Sendable {
  /// `offset(8)`, `equalTo(100)`
  case number(Double)
  /// `inset(UIEdgeInsets(top:left:bottom:right:))`, `insets(UIEdgeInsetsMake(…))`; `inset(8)` is
  /// 8 on every side.
  case insets(top: Double, left: Double, bottom: Double, right: Double)
  /// `equalTo(CGSize(width:height:))`, `sizeOffset(…)`
  case size(width: Double, height: Double)
  /// `equalTo(CGPoint(x:y:))`, `centerOffset(…)`
  case point(x: Double, y: Double)

  /// The constant a constraint on `attribute` takes from this value; nil when the library leaves
  /// the constant as it was (Masonry's insets on a width, say).
  ///
  /// SnapKit reads the value for the constraint's second attribute (its first when it has no
  /// second), in a left-to-right layout: insets are `+left`, `+top`, `−right`, `−bottom`,
  /// `(left − right) / 2` for centerX, and `−(left + right)` for a width. Masonry reads it for the
  /// first attribute: insets only for edges, a size only for width and height, a point only for
  /// centres. PureLayout takes numbers only.
  public func value(for attribute: Attribute, in library: CodeLibrary) -> Double? {
    switch self {
    case .number(let number):
      return number
    case .insets(let top, let left, let bottom, let right):
      return library == .snapKit
        ? Self.snapKitInset(top: top, left: left, bottom: bottom, right: right, for: attribute)
        : Self.masonryInset(top: top, left: left, bottom: bottom, right: right, for: attribute)
    case .size(let width, let height):
      switch attribute {
      case .width: return width
      case .height: return height
      default: return library == .snapKit ? 0 : nil
      }
    case .point(let x, let y):
      if library == .masonry {
        return attribute == .centerX ? x : attribute == .centerY ? y : nil
      }
      return attribute.isDimension ? 0 : attribute.axis == .horizontal ? x : y
    }
  }

  private static func snapKitInset(top: Double, left: Double, bottom: Double, right: Double, for attribute: Attribute)
    -> Double
  {
    switch attribute {
    case .left, .leftMargin, .leading, .leadingMargin: left
    case .top, .topMargin, .firstBaseline: top
    case .right, .rightMargin, .trailing, .trailingMargin: -right
    case .bottom, .bottomMargin, .lastBaseline: -bottom
    case .centerX, .centerXWithinMargins: (left - right) / 2
    case .centerY, .centerYWithinMargins: (top - bottom) / 2
    case .width: -(left + right)
    case .height: -(top + bottom)
    }
  }

  private static func masonryInset(top: Double, left: Double, bottom: Double, right: Double, for attribute: Attribute)
    -> Double?
  {
    switch attribute {
    case .left, .leading: left
    case .top: top
    case .bottom: -bottom
    case .right, .trailing: -right
    default: nil
    }
  }
}
