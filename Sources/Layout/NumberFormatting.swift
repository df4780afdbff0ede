// C's `%g` without Foundation, for Apple's messages (which are printf-formatted). Every other
// number lyt prints goes through `NumberText`.

/// `value` formatted as C's `printf("%g")` does: six significant digits, trailing zeros dropped,
/// scientific notation below 1e-4 and from 1e6 (`1000`, `0.333333`, `1e+06`, `inf`, `nan`).
func formatG(_ value: Double) -> String {
  if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  if value == 0 { return value.sign == .minus ? "-0" : "0" }
  let precision = 6
  let sign = value < 0 ? "-" : ""
  let magnitude = abs(value)
  var exponent = decimalExponent(of: magnitude)
  // Round to `precision` significant digits; rounding may carry into the next power of ten.
  var digits = (magnitude / power(of: 10, exponent - (precision - 1))).rounded()
  if digits >= power(of: 10, precision) {
    exponent += 1
    digits = (magnitude / power(of: 10, exponent - (precision - 1))).rounded()
  }
  if exponent >= -4 && exponent < precision {
    let decimals = precision - 1 - exponent
    return sign + fixedText(digits: Int64(digits), decimals: decimals)
  }
  let mantissa = fixedText(digits: Int64(digits), decimals: precision - 1)
  let exponentDigits = String(abs(exponent))
  let paddedExponent = exponentDigits.count < 2 ? "0" + exponentDigits : exponentDigits
  return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + paddedExponent
}

/// The integer `digits` shown with `decimals` digits after the point, trailing zeros removed.
private func fixedText(digits: Int64, decimals: Int) -> String {
  var text = String(digits)
  if decimals <= 0 { return text }
  while text.count <= decimals { text = "0" + text }
  let point = text.index(text.endIndex, offsetBy: -decimals)
  var fraction = String(text[point...])
  while fraction.last == "0" { fraction.removeLast() }
  let whole = String(text[..<point])
  return fraction.isEmpty ? whole : whole + "." + fraction
}

/// ⌊log₁₀ magnitude⌋ for a positive finite magnitude.
private func decimalExponent(of magnitude: Double) -> Int {
  var exponent = 0
  var scaled = magnitude
  while scaled >= 10 {
    scaled /= 10
    exponent += 1
  }
  while scaled < 1 {
    scaled *= 10
    exponent -= 1
  }
  return exponent
}

/// `base` raised to an integer power.
private func power(of base: Double, _ exponent: Int) -> Double {
  var result = 1.0
  for _ in 0..<abs(exponent) { result *= base }
  return exponent < 0 ? 1 / result : result
}
