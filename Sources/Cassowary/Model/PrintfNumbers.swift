// C's `%g` and `%.Nf` without Foundation: the styles ``NumberText/Style/printfG`` and
// ``NumberText/Style/seconds``.

extension NumberText {
  /// `value` formatted as C's `printf("%g")` does: six significant digits, trailing zeros
  /// dropped, scientific notation below 1e-4 and from 1e6 (`1000`, `0.333333`, `1e+06`, `inf`).
  static func printfG(_ value: Double) -> String {
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

  /// `value` formatted as C's `printf("%.Nf")` does with N = `decimals` (0 to 9): every digit of
  /// the whole part, the decimals rounded from the exact binary value with ties to even
  /// (`0.125` → `0.12`, `0.375` → `0.38`), the sign of `-0` and of negatives that round to zero
  /// kept (`-0.00`), `inf`, `-inf`, `nan` and `-nan` as glibc writes them.
  static func printfFixed(_ value: Double, decimals: Int) -> String {
    if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let sign = value.sign == .minus ? "-" : ""
    let magnitude = Swift.abs(value)
    // Both parts are exact: `whole` is an integer double, `fraction` is in [0, 1).
    var whole = magnitude.rounded(.down)
    let fraction = magnitude - whole
    let scale = power(of: 10, decimals)
    // `fraction · scale` = `scaled + residual` exactly: a product's rounding error is a double,
    // and the fused multiply-add computes it with one rounding of an exact value.
    let scaled = fraction * scale
    let residual = (-scaled).addingProduct(fraction, scale)
    var units = scaled.rounded(.down)
    // `excess` is exact and a multiple of `scaled`'s ulp, as is one half, so the residual (at
    // most half an ulp) decides only an exact tie.
    let excess = (scaled - units) - 0.5
    let roundUp =
      excess > 0 || (excess == 0 && (residual > 0 || (residual == 0 && units.truncatingRemainder(dividingBy: 2) == 1)))
    if roundUp { units += 1 }
    if units >= scale {
      units -= scale
      whole += 1
    }
    let digits = decimalDigits(ofWhole: whole)
    guard decimals > 0 else { return sign + digits }
    var fractionDigits = String(Int64(units))
    while fractionDigits.count < decimals { fractionDigits = "0" + fractionDigits }
    return sign + digits + "." + fractionDigits
  }
}

/// Every decimal digit of a non-negative whole `value` (`1e+20` → `100000000000000000000`).
private func decimalDigits(ofWhole value: Double) -> String {
  if value < 0x1p63 { return String(UInt64(value)) }
  // value = significand · 2^shift with a 53-bit significand: double it `shift` times in base 10^9.
  let shift = Int(value.exponent) - Double.significandBitCount
  let significand = UInt64(value.significandBitPattern) | (1 << UInt64(Double.significandBitCount))
  var limbs: [UInt64] = [
    significand % 1_000_000_000, significand / 1_000_000_000 % 1_000_000_000,
    significand / 1_000_000_000_000_000_000,
  ]
  for _ in 0..<shift {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let doubled = limbs[index] * 2 + carry
      limbs[index] = doubled % 1_000_000_000
      carry = doubled / 1_000_000_000
    }
    if carry > 0 { limbs.append(carry) }
  }
  while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
  var text = String(limbs[limbs.count - 1])
  for limb in limbs.dropLast().reversed() {
    let part = String(limb)
    text += String(repeating: "0", count: 9 - part.count) + part
  }
  return text
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
