/// How strongly a constraint should hold: a value in (0, 1000], where 1000 means required.
///
/// Optional priorities are strict levels: one violated constraint at 751 outweighs any
/// number of violations at 750. Fractional values are distinct levels (250.5 is not 250).
/// The named levels are UIKit's `UILayoutPriority` values.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  /// The numeric level.
  public var value: Double

  /// Creates a priority with the given value. The solver rejects values outside (0, 1000]
  /// (see ``isValid``), except ``brokenRequired``.
  public init(_ value: Double) {
    self.value = value
  }

  /// Creates a priority from an integer literal, such as `750`.
  public init(integerLiteral value: Int) {
    self.init(Double(value))
  }

  /// Creates a priority from a floating-point literal, such as `250.5`.
  public init(floatLiteral value: Double) {
    self.init(value)
  }

  /// 1000: the constraint must hold.
  public static let required = Priority(1000)
  /// 750, `UILayoutPriority.defaultHigh`: a button's default compression resistance.
  public static let defaultHigh = Priority(750)
  /// 510, `NSLayoutConstraint.Priority.dragThatCanResizeWindow` / `dragThatCanResizeScene`.
  public static let dragThatCanResizeScene = Priority(510)
  /// 500, `sceneSizeStayPut` (`windowSizeStayPut` on macOS).
  public static let sceneSizeStayPut = Priority(500)
  /// 490, `dragThatCannotResizeScene`.
  public static let dragThatCannotResizeScene = Priority(490)
  /// 250, `UILayoutPriority.defaultLow`: a label's default content hugging.
  public static let defaultLow = Priority(250)
  /// 50, `fittingSizeLevel`: used by `systemLayoutSizeFitting`.
  public static let fittingSizeLevel = Priority(50)
  /// 1100: the level a required constraint is demoted to when it is broken, as Apple's engine
  /// does. It ranks above every optional level, so the layout gets as close to it as the
  /// remaining required constraints allow.
  public static let brokenRequired = Priority(1100)

  /// Whether this priority means the constraint must hold exactly.
  public var isRequired: Bool { value == 1000 }

  /// Whether the solver accepts this priority: (0, 1000], or ``brokenRequired``.
  public var isValid: Bool { (value > 0 && value <= 1000) || value == Priority.brokenRequired.value }

  /// Orders priorities by value: a higher priority wins.
  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

  /// A readable form, used in messages and explanations.
  public var description: String {
    isRequired ? "required" : NumberText.format(value)
  }
}
