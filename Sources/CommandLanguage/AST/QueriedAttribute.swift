import Layout

extension Attribute {
  /// Every accepted spelling, for suggestions and completion (`baseline` is Apple's alias of
  /// `lastBaseline`).
  public static let spellings: [String] = allCases.map(\.rawValue) + ["baseline"]
}

/// An attribute that can be queried (`why`, `expect`): any layout attribute, or a frame's `x`/`y`.
public enum QueriedAttribute: Hashable, Sendable, CustomStringConvertible {
  /// A layout attribute.
  case layout(Attribute)
  /// The frame's origin x.
  case x
  /// The frame's origin y.
  case y

  /// The attribute spelled `name`.
  public init?(named name: String) {
    switch name {
    case "x": self = .x
    case "y": self = .y
    default:
      guard let attribute = Attribute(named: name) else { return nil }
      self = .layout(attribute)
    }
  }

  /// Every accepted spelling, for suggestions and completion.
  public static let spellings: [String] = ["x", "y"] + Attribute.spellings

  /// The spelling.
  public var description: String {
    switch self {
    case .layout(let attribute): attribute.rawValue
    case .x: "x"
    case .y: "y"
    }
  }
}
