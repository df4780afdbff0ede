import Layout
import Testing

/// What changed since the last call: frames that moved, constraints that changed state.
@Suite("Changes")
struct ChangeTests {
  @Test("the first call reports everything, later calls only what moved")
  func frames() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("a", in: "root")
    try engine.addView("b", in: "root")
    try engine.add(
      "c1: a.left == root.left + 10", "c2: a.top == root.top", "c3: a.width == 50", "c4: a.height == 50",
      "c5: b.left == root.left", "c6: b.top == a.bottom", "c7: b.width == 20", "c8: b.height == 20")
    let first = engine.takeChanges()
    #expect(first.frames.map(\.item) == ["root", "root.safeArea", "a", "a.safeArea", "b", "b.safeArea"])
    #expect(first.frames.allSatisfy { $0.old == nil })
    #expect(engine.takeChanges().isEmpty)
    try engine.setConstant(70, of: "c4")
    let second = engine.takeChanges()
    #expect(second.frames.map(\.item) == ["a", "a.safeArea", "b", "b.safeArea"])
    #expect(second.frames.first?.old == Rect(x: 10, y: 0, width: 50, height: 50))
    #expect(second.frames.first?.new == Rect(x: 10, y: 0, width: 50, height: 70))
    try engine.setSafeAreaInsets(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), of: "root")
    #expect(engine.takeChanges().frames.map(\.item) == ["root.safeArea"])
  }

  @Test("optional constraints that become violated and satisfied")
  func violations() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("a", in: "root")
    try engine.add("w: a.width == 100 @500")
    _ = engine.takeChanges()
    try engine.add("max: a.width <= 80")
    #expect(engine.takeChanges().constraints == [ConstraintChange(id: "w", kind: .violated)])
    try engine.deactivate("max")
    #expect(engine.takeChanges().constraints == [ConstraintChange(id: "w", kind: .satisfied)])
  }
}
