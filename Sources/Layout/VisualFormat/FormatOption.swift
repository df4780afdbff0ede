import Cassowary

/// An option of a VFL string, as in `NSLayoutConstraint.FormatOptions`.
public enum FormatOption: Hashable, Sendable {
  /// `alignAll…`: every pair of adjacent views in the string gets `a.ATTR == b.ATTR`.
  case alignAll(Attribute)
  /// One of the `direction…` options (they apply to horizontal strings only).
  case direction(FormatDirection)
  /// `spacingBaselineToBaseline`: vertical spacing between views runs from the upper view's
  /// last baseline to the lower view's first baseline.
  case spacingBaselineToBaseline
  /// `spacingEdgeToEdge` (the default; nothing changes).
  case spacingEdgeToEdge
}

extension FormatOption {
  /// The option `NSLayoutConstraint.FormatOptions` names `name` (`alignAllTop`,
  /// `directionLeftToRight`; `alignAllBaseline` is the last baseline); nil for other names.
  public init?(name: String) {
    let alignments: [String: Attribute] = [
      "alignAllLeft": .left, "alignAllRight": .right, "alignAllTop": .top, "alignAllBottom": .bottom,
      "alignAllLeading": .leading, "alignAllTrailing": .trailing, "alignAllCenterX": .centerX,
      "alignAllCenterY": .centerY, "alignAllFirstBaseline": .firstBaseline, "alignAllLastBaseline": .lastBaseline,
      "alignAllBaseline": .lastBaseline,
    ]
    let others: [String: FormatOption] = [
      "directionLeadingToTrailing": .direction(.leadingToTrailing), "directionLeftToRight": .direction(.leftToRight),
      "directionRightToLeft": .direction(.rightToLeft), "spacingEdgeToEdge": .spacingEdgeToEdge,
      "spacingBaselineToBaseline": .spacingBaselineToBaseline,
    ]
    guard let option = alignments[name].map(FormatOption.alignAll) ?? others[name] else { return nil }
    self = option
  }
}

/// The order in which a horizontal VFL string places its views.
public enum FormatDirection: Hashable, Sendable {
  /// `directionLeadingToTrailing` (the default): leading and trailing edges.
  case leadingToTrailing
  /// `directionLeftToRight`: left and right edges, first view left-most.
  case leftToRight
  /// `directionRightToLeft`: left and right edges, first view right-most.
  case rightToLeft
}

/// What standard spacing (a bare `-`) next to the superview `|` means.
public enum EdgeSpacing: Hashable, Sendable, CustomStringConvertible {
  /// Modern iOS (8 and later): the superview's layout margin, e.g. `a.leading == root.leadingMargin`.
  case margin
  /// Classic iOS 6–7 and macOS: a fixed distance from the edge (20 points there).
  case fixed(Double)

  /// `margin`, or the number of points.
  public var description: String {
    switch self {
    case .margin: "margin"
    case .fixed(let points): NumberText.format(points)
    }
  }
}
