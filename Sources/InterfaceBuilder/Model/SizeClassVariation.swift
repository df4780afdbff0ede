/// A size-class variation as Interface Builder stores it, `<variation
/// key="heightClass=compact-widthClass=regular">`: the width and height classes it is for (nil is
/// "any"), named as Interface Builder's trait bar names them (`wR hC`, `Regular Width | Compact
/// Height`; docs/STORYBOARDS.md §2.5).
public struct SizeClassVariation: Hashable, Sendable {
  /// A horizontal or vertical size class.
  public enum SizeClass: String, Sendable {
    /// `compact`.
    case compact
    /// `regular`.
    case regular

    /// `C`, `R`.
    var letter: String { self == .compact ? "C" : "R" }
    /// `Compact`, `Regular`.
    var word: String { self == .compact ? "Compact" : "Regular" }
  }

  /// The key as written.
  public var key: String
  /// The width class, nil for any width.
  public var width: SizeClass?
  /// The height class, nil for any height.
  public var height: SizeClass?

  /// The variation of `key` (`heightClass=compact-widthClass=regular`, `widthClass=compact`); nil
  /// for `default` and for keys naming other traits than the two size classes.
  public init?(key: String) {
    guard key != "default", !key.isEmpty else { return nil }
    self.key = key
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, let value = SizeClass(rawValue: pair[1]) else { return nil }
      switch pair[0] {
      case "widthClass" where width == nil: width = value
      case "heightClass" where height == nil: height = value
      default: return nil
      }
    }
  }

  /// The configuration of both classes, keyed as Interface Builder writes it
  /// (`heightClass=compact-widthClass=regular`).
  public init(width: SizeClass, height: SizeClass) {
    self.key = "heightClass=\(height.rawValue)-widthClass=\(width.rawValue)"
    self.width = width
    self.height = height
  }

  /// The four configurations a device can be in, in the order they are checked: iPhones in
  /// portrait, iPhones in landscape, large iPhones in landscape, iPads.
  public static let configurations: [SizeClassVariation] = [
    SizeClassVariation(width: .compact, height: .regular), SizeClassVariation(width: .compact, height: .compact),
    SizeClassVariation(width: .regular, height: .compact), SizeClassVariation(width: .regular, height: .regular),
  ]

  /// `wR hC`, `wC hAny`: Interface Builder's short name.
  public var shortName: String {
    "w\(width?.letter ?? "Any") h\(height?.letter ?? "Any")"
  }

  /// `Regular Width | Compact Height`, `Compact Width | Any Height`.
  public var longName: String {
    "\(width?.word ?? "Any") Width | \(height?.word ?? "Any") Height"
  }

  /// How many classes the variation names (a variation for both classes overrides one for one).
  var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

  /// Whether this variation applies where `configuration` does: each class it names is the
  /// configuration's (a `wC hAny` variation applies in `wC hR`).
  func applies(in configuration: SizeClassVariation) -> Bool {
    (width == nil || width == configuration.width) && (height == nil || height == configuration.height)
  }
}
