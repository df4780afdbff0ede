import Cassowary
import Layout
import Testing

/// Every attribute of docs/LANGUAGE.md §2 as a linear expression over a view's frame.
@Suite("Attributes")
struct AttributeTests {
  /// A view at (10, 20, 100, 50) with margins top 1, left 2, bottom 3, right 4.
  private func engine() throws -> LayoutEngine {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("v", in: "root")
    try engine.add(
      "c1: v.left == root.left + 10", "c2: v.top == root.top + 20", "c3: v.width == 100", "c4: v.height == 50")
    try engine.setMargins(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), of: "v")
    return engine
  }

  @Test("attribute values, left to right and right to left", arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func attributeValues(direction: LayoutDirection) throws {
    var engine = try engine()
    try engine.setDirection(direction)
    let rtl = direction == .rightToLeft
    let expected: [Attribute: Double] = [
      .left: 10, .right: 110, .top: 20, .bottom: 70, .leading: rtl ? 110 : 10, .trailing: rtl ? 10 : 110,
      .width: 100, .height: 50, .centerX: 60, .centerY: 45, .firstBaseline: 70, .lastBaseline: 70, .leftMargin: 12,
      .rightMargin: 106, .topMargin: 21, .bottomMargin: 67, .leadingMargin: rtl ? 106 : 12,
      .trailingMargin: rtl ? 12 : 106, .centerXWithinMargins: 59, .centerYWithinMargins: 44,
    ]
    #expect(expected.count == Attribute.allCases.count)
    for (attribute, value) in expected {
      #expect(try engine.value(of: Anchor("v", attribute)) == value, "\(attribute)")
    }
  }

  @Test("baselines: the bottom without offsets, offsets from the top with them")
  func baselines() throws {
    var engine = try engine()
    try engine.addView("w", in: "root")
    try engine.add(
      "b1: w.firstBaseline == v.firstBaseline", "b2: w.left == root.left", "b3: w.width == 10", "b4: w.height == 20")
    try expectFrame(engine, "w", 0, 50, 10, 20)
    try engine.setBaselines(BaselineOffsets(first: 15, last: 40), of: "v")
    #expect(try engine.value(of: Anchor("v", .lastBaseline)) == 60)
    try expectFrame(engine, "w", 0, 15, 10, 20)
    try engine.setBaselines(BaselineOffsets(first: 12, last: 40), of: "w")
    try expectFrame(engine, "w", 0, 23, 10, 20)
    try engine.setBaselines(nil, of: "v")
    try expectFrame(engine, "w", 0, 58, 10, 20)
  }

  @Test("the safe area guide is inset from its view")
  func safeArea() throws {
    var engine = try engine()
    #expect(try engine.frame(of: "root.safeArea") == Rect(x: 0, y: 0, width: 320, height: 480))
    try engine.addView("bar", in: "root")
    try engine.add(
      "s1: bar.top == root.safeArea.top", "s2: bar.leading == root.safeArea.leading",
      "s3: bar.trailing == root.safeArea.trailing", "s4: bar.bottom == root.safeArea.bottom")
    try engine.setSafeAreaInsets(EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), of: "root")
    #expect(try engine.frame(of: "root.safeArea") == Rect(x: 0, y: 44, width: 320, height: 402))
    try expectFrame(engine, "bar", 0, 44, 320, 402)
    try engine.setSafeAreaInsets(EdgeInsets(top: 20, left: 10, bottom: 0, right: 10), of: "root")
    try expectFrame(engine, "bar", 10, 20, 300, 460)
    #expect(try engine.relativeFrame(of: "v.safeArea") == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(engine.item(named: "root.safeArea")?.kind == .safeAreaGuide)
  }

  @Test("expressions and ranges of attributes")
  func expressionsAndRanges() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("free", in: "root")
    try engine.add("c1: free.width == 100", "c2: free.top == root.top", "c3: free.height == 10")
    #expect(try engine.expression(of: Anchor("free", .centerX)).description.contains("free.left"))
    expectRange(try engine.range(of: Anchor("free", .centerX)), -.infinity, .infinity)
    expectRange(try engine.range(of: Anchor("free", .width)), 100, 100)
    expectRange(try engine.range(of: Anchor("free", .bottom)), 10, 10)
    let ambiguities = try engine.ambiguities(of: ["free"])
    #expect(ambiguities.map(\.component) == [.x])
  }

  @Test("attribute names, including Apple's alias baseline")
  func names() {
    #expect(Attribute(named: "baseline") == .lastBaseline)
    #expect(Attribute(named: "centerXWithinMargins") == .centerXWithinMargins)
    #expect(Attribute(named: "middle") == nil)
    #expect(Attribute.leading.resolved(for: .rightToLeft) == .right)
  }
}

@Test("numbers print without round-off noise, and genuine fractions stay exact")
func numberFormatting() {
  let noisy = LayoutConstraint(id: "c", Anchor("a", .width), .equal, Anchor("b", .width), multiplier: 0.1 + 0.2)
  #expect(noisy.description == "a.width == 0.3 * b.width")
  // The reciprocal of a whole number is written as the division a command types for it.
  let third = LayoutConstraint(id: "c", Anchor("a", .width), .equal, Anchor("b", .width), multiplier: 1.0 / 3)
  #expect(third.description == "a.width == b.width / 3")
  let sixth = LayoutConstraint(
    id: "c", Anchor("a", .width), .equal, Anchor("b", .width), multiplier: 1.0 / 6, constant: -4)
  #expect(sixth.description == "a.width == b.width / 6 - 4")
  // Short decimals stay decimals; a value near 1/3 that is not 1/3 stays exact.
  let half = LayoutConstraint(id: "c", Anchor("a", .width), .equal, Anchor("b", .width), multiplier: 0.5)
  #expect(half.description == "a.width == 0.5 * b.width")
  let almost = LayoutConstraint(
    id: "c", Anchor("a", .width), .equal, Anchor("b", .width), multiplier: 0.3333333333333333 + 1e-16)
  #expect(almost.description == "a.width == 0.3333333333333334 * b.width")
}

@Test("a reciprocal is found only when it is exact")
func reciprocals() {
  #expect(NumberText.reciprocal(of: 1.0 / 7) == 7)
  #expect(NumberText.reciprocal(of: 1.0 / 9999) == 9999)
  #expect(NumberText.reciprocal(of: 0.25) == nil)
  #expect(NumberText.reciprocal(of: 2.0 / 3) == nil)
  #expect(NumberText.reciprocal(of: -1.0 / 3) == nil)
  #expect(NumberText.scaled("x", by: 1.0 / 6, number: NumberText.display) == "x / 6")
  #expect(NumberText.scaled("x", by: 1.5) == "1.5 * x")
}
