import Layout
import Testing

/// Each distribution of a horizontal stack, with exact frames computed by hand from UIKit's
/// recipes (docs/STACK-VIEWS.md). The views are `a` 50×20, `b` 80×40, `c` 30×10; the stack
/// starts at (10, 10); with the default fill alignment every view is 40 high.
@Suite("Stack distributions")
struct StackDistributionTests {
  private func horizontal(_ distribution: StackView.Distribution, spacing: Double = 10) -> StackView.Configuration {
    StackView.Configuration(axis: .horizontal, distribution: distribution, spacing: spacing)
  }

  @Test("fill without a length: intrinsic widths, spacing 10")
  func fillIntrinsic() throws {
    let engine = try LayoutEngine.withStack(horizontal(.fill))
    try expectFrames(engine, [(10, 10, 50, 40), (70, 10, 80, 40), (160, 10, 30, 40)])
    try expectFrame(engine, "stack", 10, 10, 180, 40)
    #expect(try engine.ambiguities().isEmpty)
  }

  @Test("fill, 100 to spare: the view with the lowest hugging (b @249) takes it")
  func fillUnderflow() throws {
    let engine = try LayoutEngine.withStack(horizontal(.fill), length: 280) { engine in
      try engine.setHugging(249, axis: .horizontal, of: "b")
    }
    try expectFrames(engine, [(10, 10, 50, 40), (70, 10, 180, 40), (260, 10, 30, 40)])
  }

  @Test("fill, 100 to spare and equal hugging: the widths are ambiguous, as Xcode warns")
  func fillUnderflowTie() throws {
    let engine = try LayoutEngine.withStack(horizontal(.fill), length: 280)
    expectRange(try engine.range(of: "a", .width), 50, 150)
    expectRange(try engine.range(of: "b", .width), 80, 180)
  }

  @Test("fill, 60 short: the view with the lowest compression resistance (b @749) shrinks")
  func fillOverflow() throws {
    let engine = try LayoutEngine.withStack(horizontal(.fill), length: 120) { engine in
      try engine.setCompressionResistance(749, axis: .horizontal, of: "b")
    }
    try expectFrames(engine, [(10, 10, 50, 40), (70, 10, 20, 40), (100, 10, 30, 40)])
  }

  @Test("fill, 60 short, c resists least but is only 30 wide: c goes to 0, b gives the rest")
  func fillOverflowTwoSteps() throws {
    let engine = try LayoutEngine.withStack(horizontal(.fill), length: 120) { engine in
      try engine.setCompressionResistance(700, axis: .horizontal, of: "c")
      try engine.setCompressionResistance(749, axis: .horizontal, of: "b")
    }
    try expectFrames(engine, [(10, 10, 50, 40), (70, 10, 50, 40), (130, 10, 0, 40)])
  }

  @Test("fillEqually: (280 - 2 × 10) / 3 each, intrinsic widths ignored")
  func fillEqually() throws {
    let engine = try LayoutEngine.withStack(horizontal(.fillEqually), length: 280)
    let width = 260.0 / 3
    try expectFrames(engine, [(10, 10, width, 40), (20 + width, 10, width, 40), (30 + 2 * width, 10, width, 40)])
  }

  @Test("fillEqually in a stack too small for the intrinsic widths: still equal")
  func fillEquallyOverflow() throws {
    let engine = try LayoutEngine.withStack(horizontal(.fillEqually), length: 60)
    let width = 40.0 / 3
    try expectFrames(engine, [(10, 10, width, 40), (20 + width, 10, width, 40), (30 + 2 * width, 10, width, 40)])
  }

  @Test("fillEqually without a length: the widest intrinsic width wins (b's resistance)")
  func fillEquallyIntrinsic() throws {
    let engine = try LayoutEngine.withStack(horizontal(.fillEqually))
    try expectFrames(engine, [(10, 10, 80, 40), (100, 10, 80, 40), (190, 10, 80, 40)])
  }

  @Test("fillProportionally, kean's example: 160/80/40 in 200 with spacing 0")
  func fillProportionallyKean() throws {
    let engine = try LayoutEngine.withStack(horizontal(.fillProportionally, spacing: 0), length: 200) { engine in
      try engine.setIntrinsicSize(IntrinsicSize(width: 160, height: 20), of: "a")
      try engine.setIntrinsicSize(IntrinsicSize(width: 80, height: 40), of: "b")
      try engine.setIntrinsicSize(IntrinsicSize(width: 40, height: 10), of: "c")
    }
    try expectFrames(
      engine, [(10, 10, 800.0 / 7, 40), (10 + 800.0 / 7, 10, 400.0 / 7, 40), (10 + 1200.0 / 7, 10, 200.0 / 7, 40)])
    let priorities = (1...3).compactMap {
      engine.constraint("stack.UISV-fill-proportionally.\($0)")?.constraint.priority
    }
    #expect(priorities == [999, 998, 997])
  }

  @Test("fillProportionally with spacing: the spacing is in the denominator (UIKit's bug), c absorbs the rest")
  func fillProportionallySpacing() throws {
    let engine = try LayoutEngine.withStack(horizontal(.fillProportionally), length: 280)
    let a = 280.0 * 50 / 180
    let b = 280.0 * 80 / 180
    try expectFrames(engine, [(10, 10, a, 40), (20 + a, 10, b, 40), (30 + a + b, 10, 260 - a - b, 40)])
    #expect(engine.constraint("stack.UISV-fill-proportionally.1")?.constraint.multiplier == 50.0 / 180)
  }

  @Test("fillProportionally follows a new intrinsic size")
  func fillProportionallyRecomputes() throws {
    var engine = try LayoutEngine.withStack(horizontal(.fillProportionally, spacing: 0), length: 200) { engine in
      try engine.setIntrinsicSize(IntrinsicSize(width: 160, height: 20), of: "a")
      try engine.setIntrinsicSize(IntrinsicSize(width: 80, height: 40), of: "b")
      try engine.setIntrinsicSize(IntrinsicSize(width: 40, height: 10), of: "c")
    }
    try engine.setIntrinsicSize(IntrinsicSize(width: 120, height: 10), of: "c")
    try expectFrames(
      engine,
      [
        (10, 10, 88.88888888888889, 40), (98.88888888888889, 10, 44.44444444444444, 40),
        (143.33333333333334, 10, 66.66666666666667, 40),
      ])
    #expect(engine.constraint("stack.UISV-fill-proportionally.3")?.constraint.multiplier == 120.0 / 360)
  }

  @Test("fillProportionally: a view without an intrinsic width gets width == 0")
  func fillProportionallyWithoutIntrinsic() throws {
    let engine = try LayoutEngine.withStack(horizontal(.fillProportionally, spacing: 0), length: 160) { engine in
      try engine.setIntrinsicSize(IntrinsicSize(width: nil, height: 40), of: "b")
    }
    try expectFrames(engine, [(10, 10, 100, 40), (110, 10, 0, 40), (110, 10, 60, 40)])
    #expect(engine.constraint("stack.UISV-fill-proportionally.2")?.constraint.description == "b.width == 0 @998")
  }

  @Test("equalSpacing: intrinsic widths, the two gaps share 120")
  func equalSpacing() throws {
    let engine = try LayoutEngine.withStack(horizontal(.equalSpacing), length: 280)
    try expectFrames(engine, [(10, 10, 50, 40), (120, 10, 80, 40), (260, 10, 30, 40)])
    try expectFrame(engine, "stack.gap1", 60, 0, 60, 0)
    try expectFrame(engine, "stack.gap2", 200, 0, 60, 0)
  }

  @Test("equalSpacing, 30 short: gaps at the minimum spacing, b (resist 749) shrinks")
  func equalSpacingOverflow() throws {
    let engine = try LayoutEngine.withStack(horizontal(.equalSpacing), length: 150) { engine in
      try engine.setCompressionResistance(749, axis: .horizontal, of: "b")
    }
    try expectFrames(engine, [(10, 10, 50, 40), (70, 10, 50, 40), (130, 10, 30, 40)])
  }

  @Test("equalSpacing generates >= spacings, gap edges and required gap equality")
  func equalSpacingConstraints() throws {
    let engine = try LayoutEngine.withStack(horizontal(.equalSpacing))
    let texts = stackConstraintTexts(engine).filter { !$0.contains("top") && !$0.contains("bottom") }
    #expect(
      texts == [
        "stack.UISV-canvas-connection.1: stack.leading == a.leading",
        "stack.UISV-canvas-connection.2: stack.trailing == c.trailing",
        "stack.UISV-spacing.1: b.leading >= a.trailing + 10",
        "stack.UISV-spacing.2: c.leading >= b.trailing + 10",
        "stack.UISV-distributing-edge.1: stack.gap1.leading == a.trailing",
        "stack.UISV-distributing-edge.2: stack.gap1.trailing == b.leading",
        "stack.UISV-distributing-edge.3: stack.gap2.leading == b.trailing",
        "stack.UISV-distributing-edge.4: stack.gap2.trailing == c.leading",
        "stack.UISV-fill-equally.1: stack.gap2.width == stack.gap1.width",
      ])
  }

  @Test("equalCentering: centres 120 apart, b centred between a and c")
  func equalCentering() throws {
    let engine = try LayoutEngine.withStack(horizontal(.equalCentering), length: 280)
    try expectFrames(engine, [(10, 10, 50, 40), (115, 10, 80, 40), (260, 10, 30, 40)])
    try expectFrame(engine, "stack.gap1", 35, 0, 120, 0)
    #expect(engine.constraint("stack.UISV-fill-equally.1")?.constraint.priority == 149)
  }

  @Test("equalCentering: the required spacing beats equal centres (@149)")
  func equalCenteringSpacingWins() throws {
    let engine = try LayoutEngine.withStack(horizontal(.equalCentering, spacing: 40), length: 280) { engine in
      try engine.setIntrinsicSize(IntrinsicSize(width: 115, height: 40), of: "b")
    }
    // Centres of a and c at 35 and 275; b's ideal centre 155 puts it 20 from a, so it starts at
    // 100 (centre 157.5): gaps 122.5 and 117.5.
    try expectFrames(engine, [(10, 10, 50, 40), (100, 10, 115, 40), (260, 10, 30, 40)])
    #expect(engine.constraint("stack.UISV-fill-equally.1")?.violation == 5)
  }

  @Test("a vertical fill stack: intrinsic heights, spacing 5, widths of the widest")
  func verticalFill() throws {
    let engine = try LayoutEngine.withStack(StackView.Configuration(axis: .vertical, spacing: 5))
    try expectFrames(engine, [(10, 10, 80, 20), (10, 35, 80, 40), (10, 80, 80, 10)])
    try expectFrame(engine, "stack", 10, 10, 80, 80)
  }

  @Test("a vertical fillEqually stack 100 high: three heights of 30")
  func verticalFillEqually() throws {
    let engine = try LayoutEngine.withStack(
      StackView.Configuration(axis: .vertical, distribution: .fillEqually, spacing: 5), length: 100)
    try expectFrames(engine, [(10, 10, 80, 30), (10, 45, 80, 30), (10, 80, 80, 30)])
  }

  @Test("a vertical equalSpacing stack 100 high: gaps of 15")
  func verticalEqualSpacing() throws {
    let engine = try LayoutEngine.withStack(
      StackView.Configuration(axis: .vertical, distribution: .equalSpacing, spacing: 5), length: 100)
    try expectFrames(engine, [(10, 10, 80, 20), (10, 45, 80, 40), (10, 100, 80, 10)])
  }

  @Test("right to left: a horizontal stack runs from the right")
  func rightToLeft() throws {
    var engine = try LayoutEngine.withStack(horizontal(.fill))
    try engine.setDirection(.rightToLeft)
    // stack.leading == root.leading + 10 puts the stack's right edge at 290.
    try expectFrames(engine, [(240, 10, 50, 40), (150, 10, 80, 40), (110, 10, 30, 40)])
  }
}
