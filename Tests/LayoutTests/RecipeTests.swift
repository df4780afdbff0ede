import Layout
import Testing

/// Layouts people build, with exact frames.
@Suite("Recipes")
struct RecipeTests {
  @Test("views spaced evenly with centerX multipliers 2k/(n-1); k = 0 is Apple's error")
  func evenlySpacedWithMultipliers() throws {
    var engine = try LayoutEngine.withRoot(width: 300, height: 100)
    let count = 5
    for k in 0..<count {
      try engine.addView("v\(k)", in: "root")
      try engine.add("w\(k): v\(k).width == 20", "h\(k): v\(k).height == 20", "t\(k): v\(k).top == root.top + 10")
      let multiplier = 2 * Double(k) / Double(count - 1)
      let spacing = LayoutConstraint(
        id: "x\(k)", Anchor("v\(k)", .centerX), .equal, Anchor("root", .centerX), multiplier: multiplier)
      if k == 0 {
        #expect(layoutError { () throws(LayoutError) in try engine.add(spacing) } == .locationEqualToConstant(spacing))
        try engine.add("x0: v0.centerX == root.left")
      } else {
        try engine.add(spacing)
      }
    }
    for k in 0..<count { try expectFrame(engine, "v\(k)", 75 * Double(k) - 10, 10, 20, 20) }
    #expect(try engine.ambiguities().isEmpty)
  }

  @Test("a location multiplier works in the coordinates of the view the constraint is installed on")
  func multiplierInInstallingViewCoordinates() throws {
    var engine = try LayoutEngine.withRoot(width: 400, height: 100)
    try engine.addView("container", in: "root")
    try engine.add(
      "c1: container.left == root.left + 50", "c2: container.width == 300", "c3: container.top == root.top",
      "c4: container.height == 100")
    try engine.addView("v", in: "container")
    try engine.add("c5: v.centerX == 0.5 * container.centerX", "c6: v.width == 20", "c7: v.top == container.top")
    try engine.add("c8: v.height == 0.25 * container.height")
    // container.centerX is 150 in its own coordinates; half of it is 75, at 50 + 75 in the root.
    try expectFrame(engine, "v", 115, 0, 20, 25)
    #expect(try engine.relativeFrame(of: "v") == Rect(x: 65, y: 0, width: 20, height: 25))
  }

  @Test("an image and a label centred together through a layout guide")
  func centredThroughGuide() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 200)
    try engine.addGuide("group", in: "root")
    try engine.addView("image", in: "root")
    try engine.addView("label", in: "root")
    try engine.setIntrinsicSize(IntrinsicSize(width: 40, height: 40), of: "image")
    try engine.setIntrinsicSize(IntrinsicSize(width: 100, height: 20), of: "label")
    try engine.add(
      "c1: image.leading == group.leading", "c2: label.leading == image.trailing + 8",
      "c3: label.trailing == group.trailing", "c4: group.centerX == root.centerX",
      "c5: image.centerY == root.centerY", "c6: label.centerY == image.centerY", "c7: group.top == image.top",
      "c8: group.height == image.height")
    try expectFrame(engine, "group", 86, 80, 148, 40)
    try expectFrame(engine, "image", 86, 80, 40, 40)
    try expectFrame(engine, "label", 134, 90, 100, 20)
    #expect(try engine.ambiguities().isEmpty)
    #expect(engine.constraints.allSatisfy { $0.holds })
  }

  @Test("three labels whose widths follow their intrinsic widths through width multipliers")
  func proportionalWidths() throws {
    var engine = try LayoutEngine.withRoot(width: 400, height: 100)
    for (name, width) in [("l1", 50.0), ("l2", 100.0), ("l3", 50.0)] {
      try engine.addView(ItemID(name), in: "root")
      try engine.setIntrinsicSize(IntrinsicSize(width: width, height: 20), of: ItemID(name))
      try engine.add("\(name)top: \(name).top == root.top + 10")
    }
    try engine.add(
      "c1: l1.leading == root.leading", "c2: l2.leading == l1.trailing", "c3: l3.leading == l2.trailing",
      "c4: l3.trailing == root.trailing", "c5: l2.width == 2 * l1.width", "c6: l3.width == 1 * l1.width")
    try expectFrame(engine, "l1", 0, 10, 100, 20)
    try expectFrame(engine, "l2", 100, 10, 200, 20)
    try expectFrame(engine, "l3", 300, 10, 100, 20)
    try engine.setRootSize(Size(width: 800, height: 100), of: "root")
    try expectFrame(engine, "l1", 0, 10, 200, 20)
    try expectFrame(engine, "l2", 200, 10, 400, 20)
    try expectFrame(engine, "l3", 600, 10, 200, 20)
    #expect(try engine.ambiguities().isEmpty)
    // Stretched past their intrinsic widths, the hugging side of each content-size constraint loses.
    #expect(engine.constraint("l1.intrinsic.width")?.violation == 150)
  }

  @Test("views chained with anchors")
  func chainedWithAnchors() throws {
    var engine = try LayoutEngine.withRoot(width: 375, height: 667)
    for name in ["a", "b", "c"] {
      try engine.addView(ItemID(name), in: "root")
      try engine.add("\(name)t: \(name).top == root.top + 20", "\(name)h: \(name).height == 44")
    }
    try engine.add(
      "c1: a.leading == root.leading + 16", "c2: b.leading == a.trailing + 8", "c3: c.leading == b.trailing + 8",
      "c4: c.trailing == root.trailing - 16", "c5: b.width == a.width", "c6: c.width == a.width")
    try expectFrame(engine, "a", 16, 20, 109, 44)
    try expectFrame(engine, "b", 133, 20, 109, 44)
    try expectFrame(engine, "c", 250, 20, 109, 44)
    #expect(try engine.ambiguities().isEmpty)
  }

  @Test("a label squeezes an icon: equal compression resistance is ambiguous, 749 fixes it")
  func compressionResistanceTie() throws {
    var engine = try LayoutEngine.withRoot(width: 200, height: 100)
    try engine.addView("icon", in: "root")
    try engine.addView("label", in: "root")
    try engine.setIntrinsicSize(IntrinsicSize(width: 100, height: 20), of: "icon")
    try engine.setIntrinsicSize(IntrinsicSize(width: 150, height: 20), of: "label")
    try engine.add(
      "c1: icon.leading == root.leading", "c2: label.leading == icon.trailing", "c3: label.trailing == root.trailing",
      "c4: icon.top == root.top", "c5: label.top == root.top")
    // 50 points too few at level 750, split any way between the two.
    expectRange(try engine.range(of: "icon", .width), 50, 100)
    expectRange(try engine.range(of: "label", .width), 100, 150)
    expectRange(try engine.range(of: "label", .x), 50, 100)
    let ambiguous = try engine.ambiguities().map { "\($0.item).\($0.component)" }
    #expect(ambiguous == ["icon.width", "label.x", "label.width"])
    try engine.setCompressionResistance(749, axis: .horizontal, of: "label")
    try expectFrame(engine, "icon", 0, 0, 100, 20)
    try expectFrame(engine, "label", 100, 0, 100, 20)
    #expect(try engine.ambiguities().isEmpty)
    #expect(engine.constraint("label.intrinsic.width")?.shortfallPriority == 749)
  }

  @Test("layout margins: default 8, settable, centerXWithinMargins")
  func margins() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("box", in: "root")
    try engine.addView("dot", in: "root")
    try engine.add(
      "c1: box.leading == root.leadingMargin", "c2: box.trailing == root.trailingMargin",
      "c3: box.top == root.topMargin", "c4: box.height == 50", "c5: dot.centerX == root.centerXWithinMargins",
      "c6: dot.width == 10", "c7: dot.bottom == root.bottomMargin", "c8: dot.height == 10")
    try expectFrame(engine, "box", 8, 8, 304, 50)
    try expectFrame(engine, "dot", 155, 462, 10, 10)
    try engine.setMargins(EdgeInsets(top: 20, left: 16, bottom: 30, right: 24), of: "root")
    try expectFrame(engine, "box", 16, 20, 280, 50)
    try expectFrame(engine, "dot", 151, 440, 10, 10)
    #expect(engine.item(named: "root")?.margins == EdgeInsets(top: 20, left: 16, bottom: 30, right: 24))
  }

  @Test("right-to-left mirrors leading/trailing constraints whole, inequalities included")
  func rightToLeft() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 100)
    for name in ["a", "b", "d", "e", "f"] {
      try engine.addView(ItemID(name), in: "root")
      try engine.add("\(name)t: \(name).top == root.top", "\(name)h: \(name).height == 10")
    }
    try engine.add(
      "c1: a.leading == root.leading + 16", "c2: a.width == 100", "c3: b.leading == a.trailing + 8",
      "c4: b.width == 50", "c5: d.leading >= root.leading + 100", "c6: d.leading == root.leading @250",
      "c7: d.width == 50", "c8: e.left == root.left + 10", "c9: e.width == 30", "c10: f.leading == 0.5 * root.trailing",
      "c11: f.width == 20")
    let ltr: [String: Double] = ["a": 16, "b": 124, "d": 100, "e": 10, "f": 160]
    for (name, x) in ltr { #expect(try engine.frame(of: ItemID(name)).x == x, "\(name)") }
    try engine.setDirection(.rightToLeft)
    #expect(engine.direction == .rightToLeft)
    // a.right == root.right - 16; b.right == a.left - 8; d.right <= root.right - 100;
    // e is positioned with left, which does not flip; f is the mirror image of its LTR frame.
    let rtl: [String: Double] = ["a": 204, "b": 146, "d": 170, "e": 10, "f": 140]
    for (name, x) in rtl { #expect(try engine.frame(of: ItemID(name)).x == x, "\(name)") }
    #expect(try engine.ambiguities().isEmpty)
    try engine.setDirection(.leftToRight)
    for (name, x) in ltr { #expect(try engine.frame(of: ItemID(name)).x == x, "\(name)") }
  }

  @Test("leading margins follow the direction")
  func rightToLeftMargins() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 100)
    try engine.setMargins(EdgeInsets(top: 0, left: 10, bottom: 0, right: 30), of: "root")
    try engine.addView("g", in: "root")
    try engine.add(
      "c1: g.leading == root.leadingMargin", "c2: g.width == 40", "c3: g.top == root.top", "c4: g.height == 5")
    try expectFrame(engine, "g", 10, 0, 40, 5)
    try engine.setDirection(.rightToLeft)
    try expectFrame(engine, "g", 250, 0, 40, 5)
  }

  @Test("new margins, insets and baselines move what names them as a first or a second item, and nothing else")
  func geometryChangesReachTheirConstraints() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 200)
    for name in ["a", "b", "c", "d"] { try engine.addView(ItemID(name), in: "root") }
    try engine.add(
      "a1: a.leading == root.leadingMargin", "a2: a.width == 40", "a3: a.top == root.top", "a4: a.height == 10",
      "b1: root.trailingMargin == b.trailing", "b2: b.width == 40", "b3: b.top == root.safeArea.top",
      "b4: b.height == 10", "c1: c.leading == a.leadingMargin", "c2: c.width == 10",
      "c3: c.firstBaseline == a.firstBaseline",
      "c4: c.height == 10", "d1: d.left == root.left + 7", "d2: d.width == 10", "d3: d.top == root.top",
      "d4: d.height == 10")
    try engine.setMargins(EdgeInsets(top: 0, left: 12, bottom: 0, right: 20), of: "root")
    try engine.setSafeAreaInsets(EdgeInsets(top: 44, left: 0, bottom: 0, right: 0), of: "root")
    try engine.setMargins(EdgeInsets(top: 0, left: 5, bottom: 0, right: 0), of: "a")
    try engine.setBaselines(BaselineOffsets(first: 8, last: 8), of: "a")
    try expectFrame(engine, "a", 12, 0, 40, 10)
    try expectFrame(engine, "b", 260, 44, 40, 10)
    try expectFrame(engine, "c", 17, -2, 10, 10)
    try expectFrame(engine, "d", 7, 0, 10, 10)
  }

  @Test("a broken required constraint comes back after the conflicting one is deactivated")
  func brokenComesBack() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("a", in: "root")
    try engine.add("h: a.height == 10", "t: a.top == root.top", "l: a.left == root.left")
    try engine.add("c1: a.width <= 150", "c3: a.width == 50 @999")
    _ = engine.takeChanges()
    let report = try engine.add(parse("c2: a.width == 200"))
    #expect(report.broken.map(\.id) == ["c2"])
    #expect(report.broken.first?.conflictingIDs == ["c1", "c2"])
    #expect(report.broken.first?.conflict.gap == 50)
    #expect(engine.constraint("c2")?.status == .broken)
    #expect(engine.constraint("c2")?.violation == 50)
    #expect(engine.constraint("c2")?.holds == false)
    // Demoted to 1100, it still outranks c3 @999: the width gets as close to 200 as c1 allows.
    try expectFrame(engine, "a", 0, 0, 150, 10)
    // Nothing else changed: c1 is still active and holds.
    #expect(engine.constraint("c1")?.status == .active)
    #expect(engine.constraint("c1")?.holds == true)
    let changes = engine.takeChanges()
    // c3 held at width 50 and now loses; the safe-area guide moves with its view.
    #expect(
      changes.constraints == [ConstraintChange(id: "c3", kind: .violated), ConstraintChange(id: "c2", kind: .broken)])
    #expect(changes.frames.map(\.item) == ["a", "a.safeArea"])
    #expect(changes.frames.first?.old == Rect(x: 0, y: 0, width: 50, height: 10))

    let restore = try engine.deactivate("c1")
    #expect(restore.restored == ["c2"])
    #expect(restore.broken.isEmpty)
    #expect(engine.constraint("c2")?.status == .active)
    #expect(engine.constraint("c2")?.conflict == nil)
    try expectFrame(engine, "a", 0, 0, 200, 10)
    #expect(engine.takeChanges().constraints == [ConstraintChange(id: "c2", kind: .restored)])
    // Re-activating c1 now breaks c1, the constraint being activated; c2 keeps holding.
    let again = try engine.activate("c1")
    #expect(again.broken.map(\.id) == ["c1"])
    #expect(engine.constraint("c2")?.status == .active)
    try expectFrame(engine, "a", 0, 0, 200, 10)
    // The solver holds c2 as required again.
    #expect(engine.solver.constraints.contains { $0.name == "c2" && $0.isRequired })
  }

  @Test("a failed operation leaves the engine exactly as before")
  func failedOperationChangesNothing() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("a", in: "root")
    try engine.addView("other")
    try engine.setIntrinsicSize(IntrinsicSize(width: 50, height: 20), of: "a")
    try engine.add("c1: a.leading == root.leading + 16", "c2: a.top == root.top", "c3: a.width <= 100")
    try engine.add("c4: a.width == 120")  // broken
    try engine.add("c5: a.height == 30 @500")
    _ = engine.takeChanges()
    let before = engine
    let pairing = try parse("x: a.top == root.left")
    let hierarchy = try parse("x: a.left == other.left")
    let duplicate = try parse("c1: a.width == 3")
    let attempts: [(inout LayoutEngine) throws -> Void] = [
      { try $0.add(pairing) },
      { try $0.add(hierarchy) },
      { try $0.add(duplicate) },
      { try $0.setPriority(500, of: "c4") },
      { try $0.setPriority(2000, of: "c5") },
      { try $0.setConstant(.infinity, of: "c1") },
      { try $0.setMargins(EdgeInsets(all: .nan), of: "a") },
      { try $0.setIntrinsicSize(IntrinsicSize(width: 10, height: -1), of: "a") },
      { try $0.setHugging(0, axis: .vertical, of: "a") },
      { try $0.activate("nope") },
      { try $0.addView("b", in: "nope") },
      { try $0.setRootSize(Size(width: 1, height: 1), of: "a") },
    ]
    for attempt in attempts {
      #expect(throws: LayoutError.self) { try attempt(&engine) }
      #expect(engine.hasIdenticalState(to: before))
    }
    #expect(engine.constraint("c4")?.status == .broken)
  }
}
