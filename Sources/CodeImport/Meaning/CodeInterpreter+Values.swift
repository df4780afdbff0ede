import Cassowary
import Layout

extension CodeInterpreter {
  /// A number: literals, `CGFloat(8)`, metrics and numbers bound earlier, `+ - * /`.
  mutating func numberValue(_ expression: CodeExpression) throws(CodeError) -> Double {
    switch expression.kind {
    case .number(let number):
      return number
    case .negate(let operand):
      return -(try numberValue(operand))
    case .binary(let op, let left, let right):
      let a = try numberValue(left)
      let b = try numberValue(right)
      switch op {
      case "+": return a + b
      case "-": return a - b
      case "*": return a * b
      case "/":
        guard b != 0 else { throw CodeError("division by zero", at: right.range) }
        return a / b
      default:
        throw CodeError(
          "`\(op)` of numbers is not understood", at: expression.range,
          hint: "`|` joins options, such as NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom")
      }
    default:
      break
    }
    let value = try evaluate(expression)
    switch value {
    case .number(let number):
      return number
    case .item(let item) where item.guide == nil && expression.range == item.range:
      throw CodeError(
        "unknown number `\(item.view)`", at: expression.focus,
        hint: "define it first: `metric \(item.view) = VALUE` (or `let \(item.view): CGFloat = VALUE`)")
    default:
      throw CodeError("expected a number, found \(value.description)", at: expression.focus)
    }
  }

  /// A priority: `.required`, `.defaultHigh + 1`, `UILayoutPriority(999)`, `999`,
  /// `UILayoutPriorityDefaultLow`.
  mutating func priorityValue(_ expression: CodeExpression) throws(CodeError) -> Priority {
    if case .binary(let op, let left, let right) = expression.kind, op == "+" || op == "-" {
      let base = try priorityValue(left)
      let offset = try numberValue(right)
      return try checkedPriority(base.value + (op == "+" ? offset : -offset), at: expression.range)
    }
    let value = try evaluate(expression)
    switch value {
    case .priority(let priority):
      return priority
    case .number(let number):
      return try checkedPriority(number, at: expression.range)
    case .enumCase(let name):
      guard let priority = Self.namedPriority(name) else {
        throw CodeError(
          "unknown priority `.\(name)`", at: expression.focus,
          hint: "UIKit's are .required, .defaultHigh, .defaultLow and .fittingSizeLevel")
      }
      return priority
    default:
      throw CodeError("expected a priority, found \(value.description)", at: expression.focus)
    }
  }

  /// A priority in (0, 1000], as Apple requires.
  func checkedPriority(_ value: Double, at range: CodeRange) throws(CodeError) -> Priority {
    guard value > 0 && value <= 1000 else {
      throw CodeError(
        "priority \(value) is out of range", at: range, hint: "a priority is greater than 0 and at most 1000")
    }
    return Priority(value)
  }

  /// `true`, `YES`, `false`, `NO`.
  mutating func boolValue(_ expression: CodeExpression) throws(CodeError) -> Bool {
    let value = try evaluate(expression)
    guard case .bool(let bool) = value else {
      throw CodeError("expected true or false, found \(value.description)", at: expression.focus)
    }
    return bool
  }

  /// A view or guide.
  mutating func itemValue(_ expression: CodeExpression) throws(CodeError) -> CodeItem {
    let value = try evaluate(expression)
    guard case .item(let item) = value else {
      throw CodeError("expected a view, found \(value.description)", at: expression.focus)
    }
    return item
  }
}
