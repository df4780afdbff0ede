import Testing

@testable import Layout

/// Apple's messages are printf-formatted; `formatG` reproduces `%g`.
@Suite("Number formatting")
struct NumberFormattingTests {
  @Test(
    "%g",
    arguments: [
      (1000.0, "1000"), (250, "250"), (0, "0"), (-1, "-1"), (1000.5, "1000.5"), (1.0 / 3, "0.333333"),
      (999999.5, "1e+06"), (1e6, "1e+06"), (123456, "123456"), (0.0001, "0.0001"), (0.00001, "1e-05"),
      (2.5e-7, "2.5e-07"), (Double.infinity, "inf"), (-Double.infinity, "-inf"), (Double.nan, "nan"),
      (12345678, "1.23457e+07"),
    ] as [(Double, String)])
  func printfG(value: Double, expected: String) {
    #expect(formatG(value) == expected)
  }

  @Test("descriptions print numbers as NumberText does")
  func descriptions() {
    #expect(
      LayoutConstraint(
        id: "c", Anchor("b", .width), .equal, Anchor("a", .width), multiplier: 0.5, constant: -4, priority: 750
      ).description == "b.width == 0.5 * a.width - 4 @750")
  }
}
