import Layout
import Testing

/// Each alignment, with exact frames. Horizontal stacks (spacing 10, no length) put `a` at x 10,
/// `b` at 70, `c` at 160 with their intrinsic widths; vertical ones (spacing 5) put them at y 10,
/// 35 and 80 with their intrinsic heights.
@Suite("Stack alignments")
struct StackAlignmentTests {
  private func row(_ alignment: StackView.Alignment) throws -> LayoutEngine {
    try LayoutEngine.withStack(StackView.Configuration(axis: .horizontal, alignment: alignment, spacing: 10))
  }

  private func column(_ alignment: StackView.Alignment) throws -> LayoutEngine {
    try LayoutEngine.withStack(StackView.Configuration(axis: .vertical, alignment: alignment, spacing: 5))
  }

  @Test("horizontal fill: every view as high as the tallest (b's resistance beats the others' hugging)")
  func horizontalFill() throws {
    let engine = try row(.fill)
    try expectFrames(engine, [(10, 10, 50, 40), (70, 10, 80, 40), (160, 10, 30, 40)])
  }

  @Test("horizontal top: tops at 10, intrinsic heights, the stack as high as b")
  func horizontalTop() throws {
    let engine = try row(.leading)
    try expectFrames(engine, [(10, 10, 50, 20), (70, 10, 80, 40), (160, 10, 30, 10)])
    try expectFrame(engine, "stack", 10, 10, 180, 40)
    try expectFrame(engine, "stack.spanner", 0, 10, 0, 40)
    #expect(try engine.ambiguities().isEmpty)
  }

  @Test("horizontal center: centres at 30")
  func horizontalCenter() throws {
    let engine = try row(.center)
    try expectFrames(engine, [(10, 20, 50, 20), (70, 10, 80, 40), (160, 25, 30, 10)])
    try expectFrame(engine, "stack", 10, 10, 180, 40)
  }

  @Test("horizontal bottom: bottoms at 50")
  func horizontalBottom() throws {
    let engine = try row(.trailing)
    try expectFrames(engine, [(10, 30, 50, 20), (70, 10, 80, 40), (160, 40, 30, 10)])
    try expectFrame(engine, "stack", 10, 10, 180, 40)
  }

  @Test("firstBaseline without baselines aligns tops, as UIStackView substitutes")
  func firstBaselineWithoutBaselines() throws {
    let engine = try row(.firstBaseline)
    try expectFrames(engine, [(10, 10, 50, 20), (70, 10, 80, 40), (160, 10, 30, 10)])
    #expect(engine.constraint("stack.UISV-alignment.1")?.constraint.description == "a.top == b.top")
    #expect(engine.constraint("stack.UISV-canvas-fit.1")?.constraint.description == "stack.height == 0 @49")
  }

  @Test("lastBaseline without baselines aligns bottoms")
  func lastBaselineWithoutBaselines() throws {
    let engine = try row(.lastBaseline)
    try expectFrames(engine, [(10, 30, 50, 20), (70, 10, 80, 40), (160, 40, 30, 10)])
  }

  @Test("firstBaseline with baselines 15, 30, 8: b's top at 10 puts the baselines at 40")
  func firstBaselineWithBaselines() throws {
    var engine = try row(.firstBaseline)
    try engine.setBaselines(BaselineOffsets(first: 15, last: 18), of: "a")
    try engine.setBaselines(BaselineOffsets(first: 30, last: 35), of: "b")
    try engine.setBaselines(BaselineOffsets(first: 8, last: 9), of: "c")
    try expectFrames(engine, [(10, 25, 50, 20), (70, 10, 80, 40), (160, 32, 30, 10)])
    try expectFrame(engine, "stack", 10, 10, 180, 40)
    #expect(engine.constraint("stack.UISV-alignment.1")?.constraint.description == "a.firstBaseline == b.firstBaseline")
  }

  @Test("lastBaseline with baselines 18, 35, 9: b's top at 10 puts the baselines at 45")
  func lastBaselineWithBaselines() throws {
    var engine = try row(.lastBaseline)
    try engine.setBaselines(BaselineOffsets(first: 15, last: 18), of: "a")
    try engine.setBaselines(BaselineOffsets(first: 30, last: 35), of: "b")
    try engine.setBaselines(BaselineOffsets(first: 8, last: 9), of: "c")
    try expectFrames(engine, [(10, 27, 50, 20), (70, 10, 80, 40), (160, 36, 30, 10)])
  }

  @Test("top in a stack pinned 60 high: the spanner and the stack stretch, the views stay on top")
  func horizontalTopInTallStack() throws {
    var engine = try row(.leading)
    try engine.add("h: stack.height == 60")
    try expectFrames(engine, [(10, 10, 50, 20), (70, 10, 80, 40), (160, 10, 30, 10)])
    #expect(engine.constraint("stack.UISV-spanning-fit.1")?.violation == 60)
  }

  @Test("vertical fill: every view as wide as the widest")
  func verticalFill() throws {
    let engine = try column(.fill)
    try expectFrames(engine, [(10, 10, 80, 20), (10, 35, 80, 40), (10, 80, 80, 10)])
  }

  @Test("vertical leading: left edges at 10")
  func verticalLeading() throws {
    let engine = try column(.leading)
    try expectFrames(engine, [(10, 10, 50, 20), (10, 35, 80, 40), (10, 80, 30, 10)])
    try expectFrame(engine, "stack", 10, 10, 80, 80)
  }

  @Test("vertical center: centres at 50")
  func verticalCenter() throws {
    let engine = try column(.center)
    try expectFrames(engine, [(25, 10, 50, 20), (10, 35, 80, 40), (35, 80, 30, 10)])
  }

  @Test("vertical trailing: right edges at 90")
  func verticalTrailing() throws {
    let engine = try column(.trailing)
    try expectFrames(engine, [(40, 10, 50, 20), (10, 35, 80, 40), (60, 80, 30, 10)])
  }

  @Test("center with one view: no spanner, the stack encloses the view")
  func singleCentered() throws {
    var engine = try LayoutEngine.withRoot(width: 300, height: 100)
    try engine.addView("b", in: "root")
    try engine.setIntrinsicSize(IntrinsicSize(width: 80, height: 40), of: "b")
    try engine.addStackView(
      "stack", in: "root", configuration: StackView.Configuration(axis: .horizontal, alignment: .center),
      arrangedViews: ["b"])
    try engine.add("x: stack.leading == root.leading + 10", "y: stack.top == root.top + 10")
    try expectFrame(engine, "b", 10, 10, 80, 40)
    try expectFrame(engine, "stack", 10, 10, 80, 40)
    #expect(engine.stackView(named: "stack")?.guides == [])
    #expect(
      stackConstraintTexts(engine).filter { $0.contains("canvas") } == [
        "stack.UISV-canvas-connection.1: stack.leading == b.leading",
        "stack.UISV-canvas-connection.2: stack.trailing == b.trailing",
        "stack.UISV-canvas-connection.3: stack.top <= b.top",
        "stack.UISV-canvas-connection.4: stack.bottom >= b.bottom",
        "stack.UISV-canvas-connection.5: stack.centerY == b.centerY",
        "stack.UISV-canvas-fit.1: stack.height == 0 @49",
      ])
  }

  @Test("a view without an intrinsic height in a top-aligned row is 0 high (ambiguity suppression @25)")
  func ambiguitySuppression() throws {
    var engine = try row(.leading)
    try engine.setIntrinsicSize(IntrinsicSize(width: 30, height: nil), of: "c")
    try expectFrame(engine, "c", 160, 10, 30, 0)
    #expect(try engine.ambiguities().isEmpty)
  }

  @Test("the top-aligned row's constraints across the axis, as UIKit lists them")
  func topConstraints() throws {
    let engine = try row(.leading)
    let across = stackConstraintTexts(engine).filter { !$0.contains("leading") && !$0.contains("trailing") }
    #expect(
      across == [
        "stack.UISV-alignment.1: a.top == b.top",
        "stack.UISV-alignment.2: a.top == c.top",
        "stack.UISV-spanning-boundary.1: stack.spanner.top == a.top @999.5",
        "stack.UISV-spanning-boundary.2: stack.spanner.bottom >= a.bottom",
        "stack.UISV-spanning-boundary.3: stack.spanner.top == b.top @999.5",
        "stack.UISV-spanning-boundary.4: stack.spanner.bottom >= b.bottom",
        "stack.UISV-spanning-boundary.5: stack.spanner.top == c.top @999.5",
        "stack.UISV-spanning-boundary.6: stack.spanner.bottom >= c.bottom",
        "stack.UISV-canvas-connection.3: stack.top == a.top",
        "stack.UISV-canvas-connection.4: stack.bottom == stack.spanner.bottom",
        "stack.UISV-spanning-fit.1: stack.spanner.height == 0 @51",
        "stack.UISV-ambiguity-suppression.1: a.height == 0 @25",
        "stack.UISV-ambiguity-suppression.2: b.height == 0 @25",
        "stack.UISV-ambiguity-suppression.3: c.height == 0 @25",
      ])
  }
}
