extension NumberText {
  /// The ways lyt writes a number, each defined once here and used by every layer: pick the
  /// style by what the text is for, not by the module that prints it.
  public enum Style: Sendable, Hashable {
    /// Text that reads back as the same value: constraints, commands lyt prints, priorities,
    /// Apple's descriptions (``NumberText/format(_:)``: `16`, `0.3` for `0.1 + 0.2`, `1e+307`,
    /// `inf`, `nan`).
    case exact
    /// A measurement (a frame, a derivation, a violation, a range): rounded to six decimals
    /// below 10^15, never `-0` (``NumberText/display(_:)``: `73.443609`, `100` for
    /// `99.99999999999999`).
    case display
    /// A scale in a drawing (`1 column = 2.5 pt`): rounded to two decimals (half away from
    /// zero), then as ``display`` writes it.
    case points
    /// A distance quoted from an Xcode log's conflict: rounded to three decimals (half away from
    /// zero), then as ``exact`` writes it.
    case thousandths
    /// An SVG attribute: as ``display`` writes it, and `0` for a value that is not finite (which
    /// a solved layout never has, and which SVG cannot read).
    case svg
    /// Seconds on an animation's heading: C's `printf("%.2f")` to the digit (`0.50`, `-0.00`,
    /// `0.12` for 0.125, ties to even on the binary value), `inf` and `nan` as C writes them.
    case seconds
    /// A JSON number that must read back as itself (a priority, a coefficient): as ``exact``
    /// writes it, `null` when not finite (JSON has no infinity).
    case json
    /// A JSON measurement (a frame, a violation, a time): as ``display`` writes it, `null` when
    /// not finite.
    case jsonMeasurement
    /// As C's `printf("%g")` writes it, for Apple's messages (which are printf-formatted): six
    /// significant digits, trailing zeros dropped, an exponent below 1e-4 and from 1e6
    /// (`1000`, `0.333333`, `1e+06`, `inf`, `nan`).
    case printfG
    /// As Interface Builder writes a frame's number in a storyboard: a whole number below 10^15
    /// without a point (`16`, `0` for `-0`), else Swift's shortest round-trip digits (`20.5`,
    /// `343.3333333333333`, `1e+15`, `inf`, `nan`).
    case storyboard
  }

  /// `value` written in `style`.
  ///
  /// - Complexity: O(1) for finite values below 10^21; ``Style/seconds`` writes every digit of a
  ///   larger value, O(d²) in its d digits.
  public static func text(_ value: Double, _ style: Style) -> String {
    switch style {
    case .exact: format(value)
    case .display: display(value)
    case .points: display((value * 100).rounded() / 100)
    case .thousandths: format((value * 1000).rounded() / 1000)
    case .svg: value.isFinite ? display(value) : "0"
    case .seconds: printfFixed(value, decimals: 2)
    case .json: value.isFinite ? format(value) : "null"
    case .jsonMeasurement: value.isFinite ? display(value) : "null"
    case .printfG: printfG(value)
    case .storyboard: storyboard(value)
    }
  }

  /// ``Style/storyboard``.
  private static func storyboard(_ value: Double) -> String {
    let rounded = value.rounded()
    if rounded == value, Swift.abs(value) < 1e15 { return String(Int64(rounded)) }
    return "\(value)"
  }
}
