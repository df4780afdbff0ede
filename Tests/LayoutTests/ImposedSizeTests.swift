import Layout
import Testing

/// A root's size is imposed from outside, as a window's or a container's encapsulated size is:
/// when it conflicts with the required constraints, one of the app's constraints in the conflict
/// breaks — never the size — chosen as UIKit chooses in public console logs (of two opposite
/// pins, the trailing or bottom one; else the largest constant, the last added on a tie).
@Suite("Imposed sizes")
struct ImposedSizeTests {
  /// A card pinned 16 from both edges, centred, at most 600 wide, in a phone-sized root.
  private func card() throws -> LayoutEngine {
    var engine = try LayoutEngine.withRoot(width: 375, height: 667)
    try engine.addView("card", in: "root")
    for text in [
      "cLead: card.leading == root.leading + 16", "cTrail: card.trailing == root.trailing - 16",
      "cX: card.centerX == root.centerX", "cMax: card.width <= 600", "cTop: card.top == root.top + 20",
      "cHeight: card.height == 100",
    ] {
      try engine.add(parse(text))
    }
    _ = engine.takeChanges()
    return engine
  }

  @Test("a larger root breaks the app's constraint with the largest constant, not the root's size")
  func growingTheRootBreaksTheMaximumWidth() throws {
    var engine = try card()
    let report = try engine.setRootSize(Size(width: 1024, height: 768), of: "root")
    #expect(report.broken.map(\.id) == ["cMax"])
    #expect(try engine.frame(of: "root") == Rect(x: 0, y: 0, width: 1024, height: 768))
    #expect(try engine.frame(of: "card") == Rect(x: 16, y: 20, width: 992, height: 100))
    #expect(engine.constraint("root.size.width")?.status == .active)
    let broken = try #require(engine.constraint("cMax"))
    #expect(broken.status == .broken)
    #expect(broken.conflict?.constraints.compactMap(\.name) == ["cLead", "cTrail", "cMax", "root.size.width"])
    #expect(broken.conflict?.gap == 392)
    #expect(broken.violation == 392)
  }

  @Test("of a view's two opposite pins, the trailing one breaks, though the leading one was added last")
  func ofTwoPinsTheTrailingOneBreaks() throws {
    var engine = try LayoutEngine.withRoot(width: 400, height: 100)
    try engine.addView("a", in: "root")
    try engine.add(parse("half: a.width == 0.5 * root.width"))
    try engine.add(parse("trail: a.trailing == root.trailing - 100"))
    try engine.add(parse("lead: a.leading == root.leading + 100"))
    let report = try engine.setRootSize(Size(width: 500, height: 100), of: "root")
    #expect(report.broken.map(\.id) == ["trail"])
    #expect(try engine.frame(of: "a") == Rect(x: 100, y: 0, width: 250, height: 0))
  }

  @Test("a fixed size breaks before the pins around it")
  func aFixedSizeBreaksBeforeThePins() throws {
    var engine = try LayoutEngine.withRoot(width: 400, height: 100)
    try engine.addView("a", in: "root")
    try engine.add(parse("lead: a.leading == root.leading + 20"))
    try engine.add(parse("w: a.width == 360"))
    try engine.add(parse("trail: a.trailing == root.trailing - 20"))
    let report = try engine.setRootSize(Size(width: 320, height: 100), of: "root")
    #expect(report.broken.map(\.id) == ["w"])
    #expect(try engine.frame(of: "a") == Rect(x: 20, y: 0, width: 280, height: 0))
  }

  @Test("the broken constraint is restored when the root's size lets it hold again")
  func restoredWhenTheRootFitsAgain() throws {
    var engine = try card()
    try engine.setRootSize(Size(width: 1024, height: 768), of: "root")
    let report = try engine.setRootSize(Size(width: 600, height: 768), of: "root")
    #expect(report.restored == ["cMax"])
    #expect(try engine.frame(of: "card") == Rect(x: 16, y: 20, width: 568, height: 100))
  }

  @Test("a constraint added against the root's size is the one that breaks")
  func anAddedConstraintBreaksItself() throws {
    var engine = try card()
    let report = try engine.add(parse("wide: card.width == 500"))
    #expect(report.broken.map(\.id) == ["wide"])
    #expect(try engine.frame(of: "root") == Rect(x: 0, y: 0, width: 375, height: 667))
  }
}
