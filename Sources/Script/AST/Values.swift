/// An axis: `h` or `v` (also spelled `horizontal`, `vertical`).
public enum AxisName: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Horizontal.
  case h
  /// Vertical.
  case v

  /// The spelling.
  public var description: String { rawValue }
}

/// A layout direction for `set direction`.
public enum LayoutDirectionName: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Left to right.
  case ltr
  /// Right to left.
  case rtl

  /// The spelling.
  public var description: String { rawValue }
}

/// Content hugging or compression resistance priorities for both axes (`hug 251,750`); a single
/// value (`hug 251`) sets both.
public struct AxisPriorities: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal priority.
  public var horizontal: PriorityLiteral
  /// The vertical priority.
  public var vertical: PriorityLiteral

  /// Priorities from their parts.
  public init(horizontal: PriorityLiteral, vertical: PriorityLiteral) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// `H,V`
  public var description: String { "\(horizontal),\(vertical)" }
}
