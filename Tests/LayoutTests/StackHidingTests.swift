import Layout
import Testing

/// Hidden arranged views, nested stacks, moving views into a stack, and refused arrangements.
@Suite("Stack hiding and nesting")
struct StackHidingTests {
  private let fill = StackView.Configuration(axis: .horizontal, spacing: 10)

  @Test("hiding b: zero width at a's end, its spacing gone, the row as high as a and c")
  func hideMiddle() throws {
    var engine = try LayoutEngine.withStack(fill)
    try engine.setHidden(true, of: "b")
    try expectFrames(engine, [(10, 10, 50, 20), (60, 10, 0, 40), (70, 10, 30, 20)])
    try expectFrame(engine, "stack", 10, 10, 90, 20)
    #expect(engine.constraint("stack.UISV-hiding.1")?.constraint.description == "b.width == 0 @999.999")
    #expect(try engine.ambiguities().isEmpty)
  }

  @Test("hiding the first view: b starts the row, a sits at the stack's leading edge")
  func hideFirst() throws {
    var engine = try LayoutEngine.withStack(fill)
    try engine.setHidden(true, of: "a")
    try expectFrames(engine, [(10, 10, 0, 20), (10, 10, 80, 40), (100, 10, 30, 40)])
    #expect(engine.constraint("stack.UISV-canvas-connection.1")?.constraint.description == "stack.leading == b.leading")
  }

  @Test("showing b again restores every frame and constraint")
  func hideAndShow() throws {
    let original = try LayoutEngine.withStack(fill)
    var engine = original
    try engine.setHidden(true, of: "b")
    try engine.setHidden(false, of: "b")
    try expectFrames(engine, [(10, 10, 50, 40), (70, 10, 80, 40), (160, 10, 30, 40)])
    let now: [LayoutConstraint] = engine.constraints.map(\.constraint).sorted { $0.id < $1.id }
    let before: [LayoutConstraint] = original.constraints.map(\.constraint).sorted { $0.id < $1.id }
    #expect(now == before)
  }

  @Test("every view hidden: all at the stack's leading edge with zero width")
  func hideAll() throws {
    var engine = try LayoutEngine.withStack(fill)
    for view in ["a", "b", "c"] { try engine.setHidden(true, of: ItemID(view)) }
    for view in ["a", "b", "c"] { #expect(try engine.frame(of: ItemID(view)).width == 0) }
    #expect(try engine.frame(of: "c").x == 10)
  }

  @Test("hiding recomputes fillProportionally over the visible views")
  func hideProportional() throws {
    var engine = try LayoutEngine.withStack(
      StackView.Configuration(axis: .horizontal, distribution: .fillProportionally), length: 200
    ) { engine in
      try engine.setIntrinsicSize(IntrinsicSize(width: 160, height: 20), of: "a")
      try engine.setIntrinsicSize(IntrinsicSize(width: 80, height: 40), of: "b")
    }
    try engine.setHidden(true, of: "c")
    // 160 + 80 = 240 (spacing 0): a = 200 × 160/240 @999, b = 200 × 80/240 @998.
    try expectFrames(engine, [(10, 10, 400.0 / 3, 40), (10 + 400.0 / 3, 10, 200.0 / 3, 40), (210, 10, 0, 10)])
  }

  @Test("a hidden view with a required width keeps it: UISV-hiding (@999.999) loses, nothing breaks")
  func hiddenWithRequiredWidth() throws {
    var engine = try LayoutEngine.withStack(fill)
    try engine.add("w: b.width == 80")
    let report = try engine.setHidden(true, of: "b")
    #expect(report.broken.isEmpty)
    #expect(engine.constraint("stack.UISV-hiding.1")?.violation == 80)
    try expectFrame(engine, "c", 70, 10, 30, 20)
  }

  @Test("hiding a view outside any stack changes no frame")
  func hideOutsideStack() throws {
    var engine = try LayoutEngine.withRoot(width: 300, height: 100)
    try engine.addView("v", in: "root")
    try engine.add("a: v.left == root.left + 5", "b: v.top == root.top", "c: v.width == 10", "d: v.height == 10")
    _ = engine.takeChanges()
    try engine.setHidden(true, of: "v")
    #expect(engine.takeChanges().frames.isEmpty)
    #expect(engine.item(named: "v")?.isHidden == true)
  }

  @Test("equalSpacing with b hidden: one gap guide left, the other removed")
  func hideRemovesGap() throws {
    var engine = try LayoutEngine.withStack(
      StackView.Configuration(axis: .horizontal, distribution: .equalSpacing, spacing: 10), length: 280)
    try engine.setHidden(true, of: "b")
    #expect(engine.item(named: "stack.gap2") == nil)
    try expectFrame(engine, "stack.gap1", 60, 0, 200, 0)
    try expectFrames(engine, [(10, 10, 50, 20), (60, 10, 0, 40), (260, 10, 30, 20)])
  }

  @Test("nested: a row of a and b inside a leading-aligned column with c")
  func nested() throws {
    var engine = try LayoutEngine.withRoot(width: 300, height: 100)
    for view in stackViewSizes {
      try engine.addView(ItemID(view.name), in: "root")
      try engine.setIntrinsicSize(IntrinsicSize(width: view.width, height: view.height), of: ItemID(view.name))
    }
    try engine.addStackView("inner", in: "root", configuration: fill, arrangedViews: ["a", "b"])
    try engine.addStackView(
      "outer", in: "root", configuration: StackView.Configuration(axis: .vertical, alignment: .leading, spacing: 5),
      arrangedViews: ["inner", "c"])
    try engine.add("x: outer.leading == root.leading + 10", "y: outer.top == root.top + 10")
    try expectFrame(engine, "inner", 10, 10, 140, 40)
    try expectFrames(engine, [(10, 10, 50, 40), (70, 10, 80, 40), (10, 55, 30, 10)])
    try expectFrame(engine, "outer", 10, 10, 140, 55)
    #expect(engine.item(named: "inner")?.parent == "outer")
    #expect(try engine.ambiguities().isEmpty)
  }

  @Test("moving a view into a stack drops its constraints to views outside; its own width stays")
  func moveDropsOutsideConstraints() throws {
    var engine = try LayoutEngine.withRoot(width: 300, height: 100)
    try engine.addView("a", in: "root")
    try engine.addView("b", in: "root")
    try engine.add("left: a.left == root.left + 20", "same: a.width == b.width", "own: a.width == 50")
    try engine.addStackView("stack", in: "root", configuration: fill, arrangedViews: ["a"])
    #expect(engine.constraint("left") == nil)
    #expect(engine.constraint("same") == nil)
    #expect(engine.constraint("own") != nil)
    #expect(engine.item(named: "root")?.children == ["b", "stack"])
    #expect(engine.item(named: "stack")?.children == ["a"])
  }

  @Test("moving a view into a stack drops what ties its guides and subviews to views outside")
  func moveDropsConstraintsOfGuidesAndSubviews() throws {
    var engine = try LayoutEngine.withRoot(width: 300, height: 100)
    try engine.addView("a", in: "root")
    try engine.addView("inner", in: "a")
    try engine.addView("b", in: "root")
    try engine.add(
      "safe: a.safeArea.top == root.top + 20", "deep: inner.left == b.left", "inside: inner.left == a.left + 4",
      "guide: inner.top == a.safeArea.top")
    try engine.addStackView("stack", in: "root", configuration: fill, arrangedViews: ["a"])
    #expect(engine.constraint("safe") == nil)
    #expect(engine.constraint("deep") == nil)
    #expect(engine.constraint("inside") != nil)
    #expect(engine.constraint("guide") != nil)
  }

  @Test("generated constraints cannot be removed, deactivated or changed")
  func generatedAreReadOnly() throws {
    var engine = try LayoutEngine.withStack(fill)
    let error = layoutError { () throws(LayoutError) in try engine.remove("stack.UISV-spacing.1") }
    guard case .generatedConstraint(let id, let generator) = error else {
      Issue.record("expected generatedConstraint, got \(String(describing: error))")
      return
    }
    #expect(id == "stack.UISV-spacing.1")
    #expect(generator == .stack("stack"))
    #expect(
      error?.description
        == "`stack.UISV-spacing.1` is generated by lyt and cannot be changed directly; the stack view `stack` "
        + "maintains it; hide, show or resize its arranged views instead")
  }

  @Test(
    "refused arrangements name the problem and leave the engine unchanged",
    arguments: [
      (["d", "d"], LayoutError.invalidArrangement(.arrangedTwice(view: "d"))),
      (["s2"], LayoutError.invalidArrangement(.arrangesItself(stack: "s2"))),
      (["root"], LayoutError.invalidArrangement(.containsStack(view: "root", stack: "s2"))),
      (["d", "zz"], LayoutError.unknownItem("zz")),
      (["g"], LayoutError.notAView(item: "g", operation: "a place in a stack view")),
      (["b"], LayoutError.invalidArrangement(.arrangedInAnotherStack(view: "b", stack: "stack"))),
    ])
  func refused(views: [String], expected: LayoutError) throws {
    var engine = try LayoutEngine.withStack(fill)
    try engine.addView("d", in: "root")
    try engine.addGuide("g", in: "root")
    let before = engine
    let error = layoutError { () throws(LayoutError) in
      try engine.addStackView("s2", in: "root", configuration: fill, arrangedViews: views.map { ItemID($0) })
    }
    #expect(error == expected)
    #expect(engine.hasIdenticalState(to: before))
  }

  @Test("a baseline alignment on a vertical stack is refused")
  func baselineOnVertical() throws {
    var engine = try LayoutEngine.withRoot(width: 300, height: 100)
    try engine.addView("a", in: "root")
    let vertical = StackView.Configuration(axis: .vertical, alignment: .firstBaseline)
    let error = layoutError { () throws(LayoutError) in
      try engine.addStackView("s", in: "root", configuration: vertical, arrangedViews: ["a"])
    }
    #expect(error == .invalidArrangement(.baselineAlignmentOnVerticalStack(stack: "s")))
    #expect(engine.item(named: "s") == nil)
  }

  @Test("the user cannot constrain a stack's guides, which the stack removes and remakes")
  func stackGuidesAreTheStacks() throws {
    var engine = try LayoutEngine.withStack(
      StackView.Configuration(axis: .horizontal, distribution: .equalSpacing, spacing: 10))
    let constraint = try parse("g: stack.gap1.width == 10")
    let error = layoutError { () throws(LayoutError) in try engine.add(constraint) }
    #expect(
      error?.description
        == "`stack.gap1.width`: the guides of a stack view belong to the stack; constrain the stack or its arranged views"
    )
  }

  @Test("the messages of refused arrangements")
  func refusalMessages() {
    #expect(
      StackArrangementProblem.arrangedInAnotherStack(view: "b", stack: "row").description
        == "`b` is already arranged by the stack view `row`; a view can be in one stack only")
    #expect(
      StackArrangementProblem.containsStack(view: "root", stack: "row").description
        == "`root` contains the stack view `row`, so it cannot be arranged inside it")
  }
}
