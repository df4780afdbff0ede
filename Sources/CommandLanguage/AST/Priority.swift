import Cassowary

/// A named priority, as in `UILayoutPriority` / `NSLayoutConstraint.Priority`.
public enum PriorityName: String, Hashable, Sendable, CaseIterable {
  /// 1000
  case required
  /// 750
  case defaultHigh
  /// 510 (AppKit)
  case dragThatCanResizeWindow
  /// 510 (UIKit scenes)
  case dragThatCanResizeScene
  /// 500 (AppKit)
  case windowSizeStayPut
  /// 500 (UIKit scenes)
  case sceneSizeStayPut
  /// 490 (AppKit)
  case dragThatCannotResizeWindow
  /// 490 (UIKit scenes)
  case dragThatCannotResizeScene
  /// 250
  case defaultLow
  /// 50
  case fittingSizeLevel

  /// The numeric priority.
  public var value: Double {
    switch self {
    case .required: 1000
    case .defaultHigh: 750
    case .dragThatCanResizeWindow, .dragThatCanResizeScene: 510
    case .windowSizeStayPut, .sceneSizeStayPut: 500
    case .dragThatCannotResizeWindow, .dragThatCannotResizeScene: 490
    case .defaultLow: 250
    case .fittingSizeLevel: 50
    }
  }
}

/// A priority as written: a number (`750`) or a name with an optional offset (`defaultHigh`,
/// `defaultLow+1`). The parser guarantees the value is in (0, 1000].
public enum PriorityLiteral: Hashable, Sendable, CustomStringConvertible {
  /// A number.
  case number(Double)
  /// A name plus an offset (0 when none was written).
  case named(PriorityName, offset: Double)

  /// The numeric priority.
  public var value: Double {
    switch self {
    case .number(let value): value
    case .named(let name, let offset): name.value + offset
    }
  }

  /// The priority as it can be written back (`750`, `defaultHigh`, `defaultLow+1`).
  public var description: String {
    switch self {
    case .number(let value): NumberText.format(value)
    case .named(let name, let offset):
      offset == 0
        ? name.rawValue : "\(name.rawValue)\(offset < 0 ? "-" : "+")\(NumberText.format(Swift.abs(offset)))"
    }
  }
}
