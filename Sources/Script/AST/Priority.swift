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
    case .number(let value): formatNumber(value)
    case .named(let name, let offset):
      offset == 0
        ? name.rawValue : "\(name.rawValue)\(offset < 0 ? "-" : "+")\(formatNumber(Swift.abs(offset)))"
    }
  }
}

/// A number as lyt writes it: no trailing `.0` for whole numbers, never an exponent (`1e-07`
/// would not lex back), so printing and parsing again gives the same value.
public func formatNumber(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  if value == value.rounded(), Swift.abs(value) < 1e15 {
    return String(Int64(value))
  }
  let text = String(value)
  guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
    let exponent = Int(text[text.index(after: exponentIndex)...])
  else { return text }
  return expand(mantissa: String(text[..<exponentIndex]), exponent: exponent)
}

/// `1.5`, `-7` → `0.00000015`.
private func expand(mantissa: String, exponent: Int) -> String {
  let negative = mantissa.hasPrefix("-")
  let unsigned = negative ? String(mantissa.dropFirst()) : mantissa
  let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
  let whole = parts.first.map(String.init) ?? "0"
  let fraction = parts.count > 1 ? String(parts[1]) : ""
  let digits = whole + fraction
  let point = whole.count + exponent
  var result: String
  if point <= 0 {
    result = "0." + String(repeating: "0", count: -point) + digits
  } else if point >= digits.count {
    result = digits + String(repeating: "0", count: point - digits.count)
  } else {
    result = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
  }
  while result.contains("."), result.hasSuffix("0") { result.removeLast() }
  if result.hasSuffix(".") { result.removeLast() }
  return (negative ? "-" : "") + result
}
