import Layout
import Testing

/// Incremental operations: constants, priorities, activation, intrinsic size, root size.
@Suite("Operations")
struct OperationTests {
  private func engine() throws -> LayoutEngine {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("a", in: "root")
    try engine.add("t: a.top == root.top", "l: a.leading == root.leading", "h: a.height == 10")
    return engine
  }

  @Test("set constant changes the solver constraint in place")
  func setConstant() throws {
    var engine = try engine()
    try engine.add("w: a.width == 100")
    let count = engine.solver.constraints.count
    try engine.setConstant(150, of: "w")
    #expect(try engine.frame(of: "a").width == 150)
    #expect(engine.constraint("w")?.constraint.constant == 150)
    #expect(engine.solver.constraints.count == count)
    try engine.setConstant(-20, of: "l")
    #expect(try engine.frame(of: "a").x == -20)
  }

  @Test("a constant change that conflicts breaks the changed constraint; a later fix restores it")
  func setConstantBreaks() throws {
    var engine = try engine()
    try engine.add("w: a.width == 100", "max: a.width <= 150")
    let report = try engine.setConstant(200, of: "w")
    #expect(report.broken.map(\.id) == ["w"])
    #expect(Set(report.broken.first?.conflictingIDs ?? []) == ["w", "max"])
    #expect(try engine.frame(of: "a").width == 150)
    let fix = try engine.setConstant(250, of: "max")
    #expect(fix.restored == ["w"])
    #expect(try engine.frame(of: "a").width == 200)
  }

  @Test("a negative width alone is unsatisfiable: widths are implicitly >= 0")
  func negativeWidth() throws {
    var engine = try engine()
    let report = try engine.add(parse("w: a.width == -16"))
    #expect(report.broken.first?.conflictingIDs == ["a.width>=0", "w"])
    #expect(try engine.frame(of: "a").width == 0)
  }

  @Test("optional priorities change; the layout follows")
  func setPriority() throws {
    var engine = try engine()
    try engine.add("w1: a.width == 100 @500", "w2: a.width == 200 @400")
    #expect(try engine.frame(of: "a").width == 100)
    try engine.setPriority(300, of: "w1")
    #expect(try engine.frame(of: "a").width == 200)
    #expect(engine.constraint("w1")?.holds == false)
    #expect(engine.constraint("w1")?.violation == 100)
  }

  @Test("activate, deactivate and remove")
  func activation() throws {
    var engine = try engine()
    try engine.add("w1: a.width == 100", "w2: a.width == 50 @250")
    try engine.add(parse("w3: a.width == 70"), active: false)
    #expect(engine.constraint("w3")?.status == .inactive)
    #expect(engine.constraint("w3")?.violation == 30)
    try engine.deactivate("w1")
    #expect(try engine.frame(of: "a").width == 50)
    try engine.activate("w3")
    #expect(try engine.frame(of: "a").width == 70)
    try engine.activate("w3")
    try engine.remove("w3")
    #expect(engine.constraint("w3") == nil)
    #expect(try engine.frame(of: "a").width == 50)
    #expect(engine.constraints.map(\.id).contains("w3") == false)
    try engine.remove("w1")
    #expect(engine.constraints(involving: "a").map(\.id) == ["t", "l", "h", "w2"])
  }

  @Test("intrinsic size: one constraint per axis, updated in place, removed with the metric")
  func intrinsicSize() throws {
    var engine = try engine()
    try engine.setIntrinsicSize(IntrinsicSize(width: 100, height: nil), of: "a")
    let info = try #require(engine.constraint("a.intrinsic.width"))
    #expect(info.origin == .intrinsicSize(.horizontal))
    #expect(info.constraint.description == "a.width == 100 @250")
    #expect(info.shortfallPriority == 750)
    #expect(engine.constraint("a.intrinsic.height") == nil)
    #expect(try engine.frame(of: "a").width == 100)
    try engine.setIntrinsicSize(IntrinsicSize(width: 120, height: nil), of: "a")
    #expect(try engine.frame(of: "a").width == 120)
    try engine.setHugging(300, axis: .horizontal, of: "a")
    #expect(engine.constraint("a.intrinsic.width")?.constraint.priority == 300)
    #expect(engine.item(named: "a")?.hugging.horizontal == 300)
    // Compression resistance 800 beats an optional 760 that wants it smaller; hugging 300 loses
    // to an optional 400 that wants it larger.
    try engine.add("small: a.width == 60 @760")
    try engine.setCompressionResistance(800, axis: .horizontal, of: "a")
    #expect(try engine.frame(of: "a").width == 120)
    try engine.remove("small")
    try engine.add("large: a.width == 180 @400")
    #expect(try engine.frame(of: "a").width == 180)
    try engine.setIntrinsicSize(.none, of: "a")
    #expect(engine.constraint("a.intrinsic.width") == nil)
    #expect(
      layoutError { () throws(LayoutError) in try engine.remove("a.intrinsic.width") }
        == .unknownConstraint("a.intrinsic.width"))
  }

  @Test("required hugging makes the content-size constraint a partly required one that can break")
  func requiredHugging() throws {
    var engine = try engine()
    try engine.setIntrinsicSize(IntrinsicSize(width: 100, height: nil), of: "a")
    try engine.add("min: a.width >= 150")
    let report = try engine.setHugging(.required, axis: .horizontal, of: "a")
    #expect(report.broken.map(\.id) == ["a.intrinsic.width"])
    #expect(try engine.frame(of: "a").width == 150)
    let fix = try engine.setHugging(999, axis: .horizontal, of: "a")
    #expect(fix.restored == ["a.intrinsic.width"])
  }

  @Test("root size pins (0, 0, W, H) and changes in place")
  func rootSize() throws {
    var engine = try engine()
    #expect(engine.constraint("root.size.width")?.origin == .rootSize(.width))
    try engine.setRootSize(Size(width: 1024, height: 768), of: "root")
    #expect(try engine.frame(of: "root") == Rect(x: 0, y: 0, width: 1024, height: 768))
    #expect(engine.constraints.filter { $0.origin.isGenerated }.count == 4)
  }

  @Test("an unsized root is ambiguous")
  func unsizedRoot() throws {
    var engine = LayoutEngine()
    try engine.addView("window")
    let ambiguous = try engine.ambiguities().map { "\($0.item).\($0.component)" }
    #expect(ambiguous == ["window.x", "window.y", "window.width", "window.height"])
    expectRange(try engine.range(of: "window", .width), 0, .infinity)
  }

  @Test("a direction change can break a mirrored constraint; changing back restores it")
  func directionBreaks() throws {
    var engine = try engine()
    try engine.add("w: a.width == 100", "abs: a.left == root.left + 16")
    try engine.remove("l")
    try engine.add("lead: a.leading == root.leading + 16")
    let report = try engine.setDirection(.rightToLeft)
    // a.right == 304 with a.left == 16 and a.width == 100 cannot hold.
    #expect(report.broken.map(\.id) == ["lead"])
    #expect(Set(report.broken.first?.conflictingIDs ?? []) == ["w", "abs", "lead", "root.size.width"])
    try expectFrame(engine, "a", 16, 0, 100, 10)
    let back = try engine.setDirection(.leftToRight)
    #expect(back.restored == ["lead"])
    #expect(engine.constraint("lead")?.status == .active)
  }

  @Test("a copy of the engine is an independent snapshot")
  func valueSemantics() throws {
    var engine = try engine()
    try engine.add("w: a.width == 100")
    let snapshot = engine
    try engine.setConstant(10, of: "w")
    try engine.addView("b", in: "root")
    #expect(try snapshot.frame(of: "a").width == 100)
    #expect(snapshot.item(named: "b") == nil)
    #expect(try engine.frame(of: "a").width == 10)
  }
}
