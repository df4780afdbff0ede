import Layout
import Testing

@testable import Script

/// The change report's ambiguity lines, written from a typed ``AmbiguityChange``.
@Suite("Ambiguity change lines")
struct AmbiguityChangeTextTests {
  @Test("nothing changed: no line")
  func noChange() {
    #expect(AmbiguityChangeText.lines(AmbiguityChange(appeared: [], settled: [])).isEmpty)
  }

  @Test("a line each way, at most eight components named and the rest counted")
  func bothWaysWithARest() {
    let appeared = (0..<10).map { ItemComponent(item: ItemID("v\($0)"), component: .width) }
    let settled = [ItemComponent(item: "b", component: .x), ItemComponent(item: "b", component: .height)]
    let lines = AmbiguityChangeText.lines(AmbiguityChange(appeared: appeared, settled: settled)).map(\.text)
    #expect(
      lines == [
        "ambiguous now: v0.width, v1.width, v2.width, v3.width, v4.width, v5.width, v6.width, v7.width"
          + " and 2 more (see ambiguity)",
        "no longer ambiguous: b.x, b.height",
      ])
  }
}
