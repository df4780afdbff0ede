import Foundation
import Testing

@testable import Cassowary

/// Every style of ``NumberText/text(_:_:)`` on the values where styles part ways: negative zero,
/// solver noise (1e-10, 99.99999999999999), halves, large values, infinities and NaN. The
/// expected texts are what lyt printed before the styles were gathered here (the thousandths of
/// 1e20 and a storyboard's 1e15 included): the styles only moved.
@Suite("Number styles")
struct NumberStyleTests {
  typealias Case = (value: Double, text: String)

  static let noise = 100 - 1e-14  // 99.99999999999999, a frame the solver leaves

  @Test(
    "exact reads back",
    arguments: [
      (0, "0"), (-0.0, "0"), (16, "16"), (-4, "-4"), (0.1 + 0.2, "0.3"), (1e-10, "1e-10"), (1e-9, "0.000000001"),
      (noise, "100"), (100 - 1e-12, "99.999999999999"), (0.5, "0.5"), (187.33333333333334, "187.33333333333334"),
      (1e15, "1000000000000000"), (1e21, "1e+21"), (5e-300, "5e-300"), (Double.infinity, "inf"),
      (-Double.infinity, "-inf"), (Double.nan, "nan"),
    ] as [Case])
  func exact(value: Double, text: String) {
    #expect(NumberText.text(value, .exact) == text)
  }

  @Test(
    "display rounds to six decimals",
    arguments: [
      (0, "0"), (-0.0, "0"), (-1e-10, "0"), (1e-10, "0"), (noise, "100"), (73.4436094, "73.443609"),
      (0.0000005, "0.000001"), (-0.0000005, "-0.000001"), (1e15 + 0.5, "1000000000000000.5"), (1e21, "1e+21"),
      (Double.infinity, "inf"), (-Double.infinity, "-inf"), (Double.nan, "nan"),
    ] as [Case])
  func display(value: Double, text: String) {
    #expect(NumberText.text(value, .display) == text)
  }

  @Test(
    "points: hundredths, halves away from zero",
    arguments: [
      (0, "0"), (-0.0, "0"), (-0.001, "0"), (2.5, "2.5"), (1.0 / 3, "0.33"), (0.125, "0.13"), (-0.125, "-0.13"),
      (noise, "100"), (1e-10, "0"), (1e20, "100000000000000000000"), (Double.infinity, "inf"), (Double.nan, "nan"),
    ] as [Case])
  func points(value: Double, text: String) {
    #expect(NumberText.text(value, .points) == text)
  }

  @Test(
    "thousandths: a log's distance",
    arguments: [
      (0, "0"), (-0.0, "0"), (0.0005, "0.001"), (2.0 / 3, "0.667"), (noise, "100"), (1e-10, "0"),
      (123456.0004, "123456"), (1e20, "99999999999999980000"), (Double.infinity, "inf"),
    ] as [Case])
  func thousandths(value: Double, text: String) {
    #expect(NumberText.text(value, .thousandths) == text)
  }

  @Test(
    "svg: display, 0 when not finite",
    arguments: [
      (0, "0"), (-0.0, "0"), (noise, "100"), (12.5, "12.5"), (1e-10, "0"), (1e21, "1e+21"), (Double.infinity, "0"),
      (-Double.infinity, "0"), (Double.nan, "0"),
    ] as [Case])
  func svg(value: Double, text: String) {
    #expect(NumberText.text(value, .svg) == text)
  }

  @Test(
    "seconds: C's %.2f to the digit",
    arguments: [
      (0, "0.00"), (-0.0, "-0.00"), (-0.001, "-0.00"), (1e-10, "0.00"), (-1e-10, "-0.00"), (0.5, "0.50"),
      (2.5, "2.50"), (0.005, "0.01"), (0.015, "0.01"), (0.125, "0.12"), (0.375, "0.38"), (1.005, "1.00"),
      (2.675, "2.67"), (0.995, "0.99"), (99.995, "100.00"), (12.345, "12.35"), (1.0 / 3, "0.33"),
      (123456789.125, "123456789.12"), (4503599627370495.5, "4503599627370495.50"),
      (1e20, "100000000000000000000.00"), (9.223372036854775807e18, "9223372036854775808.00"),
      (Double.infinity, "inf"), (-Double.infinity, "-inf"), (Double.nan, "nan"),
    ] as [Case])
  func seconds(value: Double, text: String) {
    #expect(NumberText.text(value, .seconds) == text)
  }

  @Test("seconds writes every digit of the largest values, as C does")
  func secondsOfHugeValues() {
    #expect(
      NumberText.text(1e300, .seconds)
        == "1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864"
        + "04370444383288387817694252323536043057564479218478670698284838720092657580373783023379478809005936895"
        + "3234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160.00")
  }

  @Test("seconds agrees with the C library's %.2f on 20,000 values around ties and noise")
  func secondsAgreesWithPrintf() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for index in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let cents = Double(state >> 40) / 8  // k/8 hundredths: exact ties and near-ties
      let scale = [1.0, 0.01, 0.001, 1e6, 1e-9][index % 5]
      let value = (index % 2 == 0 ? 1 : -1) * (cents * scale + (index % 3 == 0 ? 1e-10 : 0))
      #expect(NumberText.text(value, .seconds) == String(format: "%.2f", value), "\(value)")
    }
  }

  @Test(
    "json: exact, null when not finite",
    arguments: [
      (0, "0"), (-0.0, "0"), (0.1 + 0.2, "0.3"), (100 - 1e-12, "99.999999999999"), (1e-10, "1e-10"),
      (1e21, "1e+21"), (Double.infinity, "null"), (-Double.infinity, "null"), (Double.nan, "null"),
    ] as [Case])
  func json(value: Double, text: String) {
    #expect(NumberText.text(value, .json) == text)
  }

  @Test(
    "jsonMeasurement: display, null when not finite",
    arguments: [
      (0, "0"), (-0.0, "0"), (-1e-10, "0"), (noise, "100"), (0.25, "0.25"), (1e21, "1e+21"),
      (Double.infinity, "null"), (Double.nan, "null"),
    ] as [Case])
  func jsonMeasurement(value: Double, text: String) {
    #expect(NumberText.text(value, .jsonMeasurement) == text)
  }

  @Test(
    "printfG: C's %g",
    arguments: [
      (1000.0, "1000"), (250, "250"), (0, "0"), (-0.0, "-0"), (-1, "-1"), (1000.5, "1000.5"), (1.0 / 3, "0.333333"),
      (0.5, "0.5"), (999999.5, "1e+06"), (1e6, "1e+06"), (123456, "123456"), (0.0001, "0.0001"), (0.00001, "1e-05"),
      (1e-10, "1e-10"), (2.5e-7, "2.5e-07"), (12345678, "1.23457e+07"), (1e300, "1e+300"), (noise, "100"),
      (Double.infinity, "inf"), (-Double.infinity, "-inf"), (Double.nan, "nan"),
    ] as [Case])
  func printfG(value: Double, text: String) {
    #expect(NumberText.text(value, .printfG) == text)
  }

  @Test(
    "storyboard: as Interface Builder writes a frame",
    arguments: [
      (16, "16"), (-4, "-4"), (-0.0, "0"), (20.5, "20.5"), (1.0 / 3, "0.3333333333333333"), (1e-10, "1e-10"),
      (noise, "99.99999999999999"), (1e15, "1000000000000000.0"), (1e16, "1e+16"), (Double.infinity, "inf"),
      (Double.nan, "nan"),
    ] as [Case])
  func storyboard(value: Double, text: String) {
    #expect(NumberText.text(value, .storyboard) == text)
  }
}
