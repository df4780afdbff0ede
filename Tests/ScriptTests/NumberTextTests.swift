import Cassowary
import Foundation
import Testing

@testable import CommandLanguage
@testable import Script

/// Every number lyt prints reads back as the value (issue #33, point 6): `a.width == 1e307` once
/// printed as `0`, and a priority of `1e-300` as `@0`, which lyt rejects.
@Suite("Numbers as lyt prints them")
struct NumberTextTests {
  @Test(
    "exact forms",
    arguments: [
      (16.0, "16"), (-4, "-4"), (0.5, "0.5"), (123.25, "123.25"), (0.1 + 0.2, "0.3"), (0.000_000_15, "0.00000015"),
      (-1.5e-7, "-0.00000015"), (1e16, "10000000000000000"), (1e307, "1e+307"), (5e-300, "5e-300"),
      (1e-300, "1e-300"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
      (Double.leastNonzeroMagnitude, "5e-324"), (1e21, "1e+21"), (1e-10, "1e-10"), (0, "0"),
      (Double.infinity, "inf"), (-Double.infinity, "-inf"),
    ] as [(Double, String)])
  func exact(value: Double, text: String) {
    #expect(NumberText.format(value) == text)
  }

  /// The value lyt's lexer reads from `text` (a leading minus is the expression's sign).
  private func lexed(_ text: String) -> Double? {
    let negative = text.hasPrefix("-")
    var lexer = Lexer(negative ? String(text.dropFirst()) : text, file: "t")
    guard case .number(let value) = lexer.next().kind, lexer.next().kind == .endOfInput else { return nil }
    return negative ? -value : value
  }

  @Test("every finite double reads back: exactly, or within round-off when tidied")
  func readsBack() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var checked = 0
    for round in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // Half from raw bit patterns (every magnitude), half near the sizes layouts use.
      let value =
        round % 2 == 0
        ? Double(bitPattern: state)
        : Double(Int64(truncatingIfNeeded: state >> 20) % 2_000_000) / Double(1 << Int(state % 12))
      guard value.isFinite else { continue }
      let text = NumberText.format(value)
      guard let back = lexed(text) else {
        Issue.record("\(value) printed as \(text), which does not lex")
        continue
      }
      #expect(back == value || abs(back - value) <= 4 * value.ulp, "\(value) printed as \(text) reads \(back)")
      checked += 1
    }
    #expect(checked > 19_000)
  }

  @Test("solved numbers round to six decimals but never overflow; priorities print exactly")
  func display() {
    #expect(Display.number(99.999_999_999_999_99) == "100")
    #expect(Display.number(1e-12) == "0")
    #expect(Display.number(1e302) == "1e+302")
    #expect(Display.number(1e307) == "1e+307")
    #expect(Display.number(-1e307) == "-1e+307")
    #expect(Display.priority(1e-300) == "1e-300")
    #expect(Display.level(Priority(1e-300)) == "@1e-300")
    #expect(Display.level(Priority(750)) == "@750")
  }

  @Test("a huge width and a tiny priority, through the session")
  func throughTheSession() {
    let script = """
      add view root size 100x100
      add view a in root
      a.width == 1e307
      a.width == 5e-300 @1e-300
      """
    #expect(
      transcript(script).output == """
        > add view root size 100x100
          root: new (0, 0, 100, 100)
        > add view a in root
          a: new (0, 0, 0, 0)
        > a.width == 1e+307
          added c1
          a: (0, 0, 0, 0) → (0, 0, 1e+307, 0)
        > a.width == 5e-300 @1e-300
          added c2
          c2 violated by 1e+307 (@1e-300): lost to c1 (required)

        """)
    #expect(
      response(script + "\nconstraints a") == [
        "c1  a.width == 1e+307  @1000    active",
        "c2  a.width == 5e-300  @1e-300  active  violated by 1e+307, lost to c1",
      ])
    // What lyt printed is a command lyt accepts.
    #expect(runError(script + "\nset priority c2 1e-300") == nil)
  }
}

/// Issue #28: a derivation printed `24.23639097744361` beside frames printed as `222.556391`;
/// measurements now print one way everywhere.
@Test func measurementsPrintOneWay() {
  #expect(NumberText.display(24.23639097744361) == "24.236391")
  #expect(NumberText.display(3.0303030303030303) == "3.030303")
  #expect(NumberText.display(-0.0000001) == "0")
  #expect(NumberText.display(1e20) == "100000000000000000000")
  #expect(NumberText.display(.infinity) == "inf")
  let text = """
    add view root size 320x480
    add view a in root intrinsic 120x21
    add view b in root
    H:|-[a]-[b]-|
    b.width == 0.33 * a.width @250
    why a.width
    """
  #expect(response(text).contains { $0.hasPrefix("  = 3.030303 * b.width ") })
  #expect(!response(text).contains { $0.range(of: #"\.[0-9]{7,}"#, options: .regularExpression) != nil })
}
