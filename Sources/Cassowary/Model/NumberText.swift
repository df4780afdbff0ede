/// Numbers as lyt writes them everywhere (constraint descriptions, commands it prints, priorities,
/// JSON): text that reads back as the same value.
///
/// - Whole numbers below 10^21 print without a point or exponent: `16`, `-4`, `10000000000000000`.
/// - A value within round-off of a number with at most nine decimals prints as that number:
///   `0.1 + 0.2` as `0.3`.
/// - Other values from 10^-9 up print their shortest round-trip digits in plain decimal:
///   `0.5`, `0.00000015`, `187.33333333333334`.
/// - Beyond that range the same digits take an exponent, which lyt's lexer and JSON both read:
///   `1e+307`, `5e-300`, `1.7976931348623157e+308`.
/// - Infinities and NaN (never a constraint's value) print as `inf`, `-inf` and `nan`.
public enum NumberText {
  /// The text of `value` (see the type's rules).
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    if value == 0 { return "0" }
    let magnitude = Swift.abs(value)
    if value == value.rounded(), magnitude < 1e15 { return String(Int64(value)) }
    if magnitude < 1e6 {
      let tidy = (value * 1e9).rounded() / 1e9
      if tidy != value, tidy != 0, Swift.abs(tidy - value) <= 4 * value.ulp { return plain(tidy) }
    }
    return magnitude >= plainRange.lowerBound && magnitude < plainRange.upperBound ? plain(value) : String(value)
  }

  /// `body` multiplied by `multiplier` as lyt writes it: `body` for 1, `body / 6` when the
  /// multiplier is exactly the reciprocal of a whole number whose decimals run long (1/3, 1/6,
  /// 1/7: what `/ 6` in a command gives), else `0.5 * body`. `number` writes the multiplier
  /// (``format(_:)`` in constraints, ``display(_:)`` in derivations).
  public static func scaled(
    _ body: String, by multiplier: Double, number: (Double) -> String = format
  ) -> String {
    if multiplier == 1 { return body }
    if let divisor = reciprocal(of: multiplier) { return "\(body) / \(divisor)" }
    return "\(number(multiplier)) * \(body)"
  }

  /// The whole number `n` (2 to 10,000) whose reciprocal is exactly `value`, when `value`'s
  /// shortest decimals are longer than 8 characters (so 0.5 and 0.125 stay decimals).
  public static func reciprocal(of value: Double) -> Int? {
    guard value > 0, value < 0.5, value >= 1e-4, format(value).count > 8 else { return nil }
    let divisor = (1 / value).rounded()
    guard divisor >= 2, divisor <= 10_000, 1 / divisor == value else { return nil }
    return Int(divisor)
  }

  /// A value as lyt shows a measurement (frames, derivations, violations): rounded to six
  /// decimals below 10^15 (`73.443609`), then as ``format(_:)`` writes it. Not for text that must
  /// read back as the same value (commands, constraint descriptions, priorities).
  public static func display(_ value: Double) -> String {
    guard value.isFinite else { return format(value) }
    let rounded = Swift.abs(value) < 1e15 ? (value * 1e6).rounded() / 1e6 : value
    return format(rounded == 0 ? 0 : rounded)
  }

  /// The magnitudes written without an exponent.
  static let plainRange = 1e-9..<1e21

  /// `value`'s shortest round-trip digits without an exponent: `1.5e-07` → `0.00000015`.
  private static func plain(_ value: Double) -> String {
    let text = String(value)
    guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
      let exponent = Int(text[text.index(after: exponentIndex)...])
    else { return text.hasSuffix(".0") ? String(text.dropLast(2)) : text }
    let mantissa = text[..<exponentIndex]
    let negative = mantissa.hasPrefix("-")
    let parts = mantissa.drop { $0 == "-" }.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts.first.map(String.init) ?? "0"
    let digits = whole + (parts.count > 1 ? String(parts[1]) : "")
    let point = whole.count + exponent
    var result: String
    if point <= 0 {
      result = "0." + String(repeating: "0", count: -point) + digits
    } else if point >= digits.count {
      result = digits + String(repeating: "0", count: point - digits.count)
    } else {
      result = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
    }
    if result.contains(".") {
      while result.hasSuffix("0") { result.removeLast() }
      if result.hasSuffix(".") { result.removeLast() }
    }
    return (negative ? "-" : "") + result
  }
}
