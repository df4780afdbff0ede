import Testing

@testable import Layout

/// A scene builder holds its stacks' updates while it sets each view's content, then brings each
/// stack in line once: the result is the layout that updating at each change gives.
@Suite struct HeldStackUpdateTests {
  /// `a`, `b`, `c` in a baseline-aligned, proportionally filled row, then their intrinsic sizes,
  /// baselines and `c` hidden, with the stack's updates held or not.
  static func row(holding: Bool) throws -> LayoutEngine {
    var engine = try LayoutEngine.withRoot(width: 300, height: 100)
    for name in ["a", "b", "c"] { try engine.addView(ItemID(name), in: "root") }
    try engine.addStackView(
      "stack", in: "root",
      configuration: StackView.Configuration(
        axis: .horizontal, distribution: .fillProportionally, alignment: .firstBaseline, spacing: 4),
      arrangedViews: ["a", "b", "c"])
    try engine.add("x: stack.leading == root.leading + 10", "y: stack.top == root.top + 10")
    if holding { engine.holdStackUpdates() }
    try engine.setIntrinsicSize(IntrinsicSize(width: 50, height: 20), of: "a")
    try engine.setIntrinsicSize(IntrinsicSize(width: 80, height: 40), of: "b")
    try engine.setBaselines(BaselineOffsets(first: 15, last: 18), of: "a")
    try engine.setBaselines(BaselineOffsets(first: 30, last: 35), of: "b")
    try engine.setHidden(true, of: "c")
    if holding {
      #expect(engine.heldStacks == ["stack"])
      try engine.updateHeldStacks()
      #expect(engine.heldStacks.isEmpty)
    }
    return engine
  }

  @Test("held updates end in the constraints and frames that updating at each change gives")
  func heldEqualsImmediate() throws {
    let held = try Self.row(holding: true)
    let direct = try Self.row(holding: false)
    let definitions = { (engine: LayoutEngine) in
      engine.constraints.map { "\($0.id.name): \($0.constraint) \($0.status)" }.sorted()
    }
    #expect(definitions(held) == definitions(direct))
    for view: ItemID in ["a", "b", "c", "stack"] {
      #expect(try held.frame(of: view) == direct.frame(of: view))
    }
    #expect(try held.frame(of: "b") == Rect(x: 64, y: 10, width: 80, height: 40))
  }

  @Test("while held, a view's content leaves its stack's constraints as they were")
  func heldLeavesTheStackAlone() throws {
    var engine = try LayoutEngine.withRoot(width: 300, height: 100)
    for name in ["a", "b"] { try engine.addView(ItemID(name), in: "root") }
    try engine.addStackView(
      "stack", in: "root", configuration: StackView.Configuration(axis: .horizontal, distribution: .fillProportionally),
      arrangedViews: ["a", "b"])
    let definitions = { (engine: LayoutEngine) in
      (engine.stackView(named: "stack")?.constraintIDs ?? []).map { "\(engine.definition(of: ConstraintID($0))!)" }
    }
    let before = definitions(engine)
    engine.holdStackUpdates()
    try engine.setIntrinsicSize(IntrinsicSize(width: 50, height: 20), of: "a")
    #expect(definitions(engine) == before)
    try engine.updateHeldStacks()
    #expect(definitions(engine) != before)
  }
}
