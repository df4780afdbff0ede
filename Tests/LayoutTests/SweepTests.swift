import Layout
import Testing

/// A constant swept through an edit variable (`animate`): each step gives the frames that
/// `setConstant` to the same value would give.
@Suite("Constant sweeps")
struct SweepTests {
  /// Two views side by side filling a 320-wide root, equal widths.
  func twoViews() throws -> LayoutEngine {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("a", in: "root")
    try engine.addView("b", in: "root")
    try engine.add(
      "c1: a.left == root.left + 20", "c2: a.top == root.top + 20", "c3: a.height == 40",
      "c4: b.left == a.right + 10", "c5: root.right == b.right + 20", "c6: b.top == a.top", "c7: b.height == 40",
      "c8: b.width == a.width")
    _ = engine.takeChanges()
    return engine
  }

  @Test("moving a constraint's constant moves the frames that depend on it, and only those")
  func constant() throws {
    var sweep = try ConstantSweep("c1", in: try twoViews())
    let moved = try sweep.move(to: 40)
    #expect(moved.map(\.item) == ["a", "b"])
    #expect(moved[0].old == Rect(x: 20, y: 20, width: 135, height: 40))
    #expect(moved[0].new == Rect(x: 40, y: 20, width: 125, height: 40))
    #expect(moved[1].new == Rect(x: 175, y: 20, width: 125, height: 40))
    #expect(try sweep.move(to: 40).isEmpty)
  }

  @Test("the root's size pin sweeps like a window being resized")
  func rootWidth() throws {
    var sweep = try ConstantSweep("root.size.width", in: try twoViews())
    let moved = try sweep.move(to: 480)
    #expect(moved.first?.item == "root")
    #expect(moved.first?.new == Rect(x: 0, y: 0, width: 480, height: 480))
    try expectFrame(sweep.engine, "a", 20, 20, 215, 40)
    try expectFrame(sweep.engine, "b", 245, 20, 215, 40)
  }

  @Test("every step equals setConstant to the same value, through a conflict and back")
  func stepsMatchSetConstant() throws {
    var engine = try twoViews()
    try engine.add("w: a.width >= 100")
    _ = engine.takeChanges()
    var sweep = try ConstantSweep("c1", in: engine)
    for value in [0.0, 60, 100, 120, 90, 20] {
      _ = try sweep.move(to: value)
      var reference = engine
      try reference.setConstant(value, of: "c1")
      for name in ["a", "b"] {
        #expect(
          try sweep.engine.frame(of: ItemID(name)).isClose(to: reference.frame(of: ItemID(name))), "\(name) at \(value)"
        )
      }
    }
  }

  @Test("a sweep started on unreported changes reports against the frames as they are, also on the way back")
  func unreportedChanges() throws {
    var engine = try twoViews()
    try engine.setConstant(50, of: "c1")  // a: x 20 → 50, not yet taken
    var sweep = try ConstantSweep("c1", in: engine)
    // Straight back to the last reported value: the sweep must still see a move from 50 to 20.
    let moved = try sweep.move(to: 20)
    #expect(moved.map(\.item) == ["a", "b"])
    #expect(moved[0].old == Rect(x: 50, y: 20, width: 120, height: 40))
    #expect(moved[0].new == Rect(x: 20, y: 20, width: 135, height: 40))
    #expect(moved[1].old == Rect(x: 180, y: 20, width: 120, height: 40))
    #expect(moved[1].new == Rect(x: 165, y: 20, width: 135, height: 40))
    #expect(try sweep.move(to: 20).isEmpty)
  }

  @Test("an intrinsic size constant keeps its hugging and compression resistance")
  func intrinsic() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("label", in: "root")
    try engine.setIntrinsicSize(IntrinsicSize(width: 100, height: 20), of: "label")
    try engine.add("c1: label.left == root.left", "c2: label.top == root.top", "c3: label.width <= 150 @800")
    _ = engine.takeChanges()
    var sweep = try ConstantSweep("label.intrinsic.width", in: engine)
    _ = try sweep.move(to: 200)
    try expectFrame(sweep.engine, "label", 0, 0, 150, 20)
    _ = try sweep.move(to: 120)
    try expectFrame(sweep.engine, "label", 0, 0, 120, 20)
  }

  @Test("an inactive constraint's constant moves nothing")
  func inactive() throws {
    var engine = try twoViews()
    try engine.deactivate("c1")
    _ = engine.takeChanges()
    var sweep = try ConstantSweep("c1", in: engine)
    #expect(try sweep.move(to: 90).isEmpty)
  }

  @Test("the original engine is untouched, and bad input is refused")
  func refusals() throws {
    let engine = try twoViews()
    var sweep = try ConstantSweep("c1", in: engine)
    _ = try sweep.move(to: 70)
    try expectFrame(engine, "a", 20, 20, 135, 40)
    #expect(
      layoutError { () throws(LayoutError) in _ = try ConstantSweep("nope", in: engine) } == .unknownConstraint("nope"))
    #expect(
      layoutError { () throws(LayoutError) in _ = try sweep.move(to: .infinity) }
        == .nonFiniteValue(.constant(constraint: "c1")))
  }

  @Test("takeFrameChanges reports what takeChanges would, without constraint states")
  func frameChanges() throws {
    var engine = try twoViews()
    try engine.setConstant(30, of: "c1")
    var copy = engine
    #expect(engine.takeFrameChanges() == copy.takeChanges().frames)
    #expect(engine.takeFrameChanges().isEmpty)
  }
}

extension SweepTests {
  @Test("a constraint that is broken when the sweep starts still follows setConstant")
  func brokenAtTheStart() throws {
    var engine = try twoViews()
    try engine.add("w: a.width >= 100")
    try engine.setConstant(120, of: "c1")
    _ = engine.takeChanges()
    #expect(engine.constraint("c1")?.status == .broken)
    var sweep = try ConstantSweep("c1", in: engine)
    for value in [130.0, 100, 60, 20, 140] {
      _ = try sweep.move(to: value)
      var reference = engine
      try reference.setConstant(value, of: "c1")
      for name in ["a", "b"] {
        #expect(
          try sweep.engine.frame(of: ItemID(name)).isClose(to: reference.frame(of: ItemID(name))), "\(name) at \(value)"
        )
      }
    }
  }
}
