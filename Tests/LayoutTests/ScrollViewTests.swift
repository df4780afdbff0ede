import Layout
import Testing

/// Scroll views, following TN2154: edges towards content attach to the content area, sizes and
/// centres to the frame.
@Suite("Scroll views")
struct ScrollViewTests {
  private func engine() throws -> LayoutEngine {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addScrollView("scroll", in: "root")
    try engine.add(
      "s1: scroll.leading == root.leading", "s2: scroll.trailing == root.trailing", "s3: scroll.top == root.top",
      "s4: scroll.bottom == root.bottom")
    try engine.addView("content", in: "scroll")
    try engine.add(
      "c1: content.leading == scroll.leading", "c2: content.trailing == scroll.trailing",
      "c3: content.top == scroll.top", "c4: content.bottom == scroll.bottom", "c5: content.height == 1000")
    return engine
  }

  @Test("edges towards content attach to the content area; an open content width is ambiguous")
  func contentSize() throws {
    var engine = try engine()
    // The content is taller than the scroll view: its bottom constrains the content size, not the frame.
    try expectFrame(engine, "scroll", 0, 0, 320, 480)
    #expect(try engine.contentSize(of: "scroll").height == 1000)
    expectRange(try engine.range(of: "scroll.contentGuide", .width), 0, .infinity)
    let ambiguous = try engine.ambiguities().map { "\($0.item).\($0.component)" }
    #expect(ambiguous == ["scroll.contentGuide.width", "content.width"])
    // The classic fix: the content's width equals the scroll view's (frame) width.
    try engine.add("c6: content.width == scroll.width")
    #expect(try engine.contentSize(of: "scroll") == Size(width: 320, height: 1000))
    try expectFrame(engine, "content", 0, 0, 320, 1000)
    #expect(try engine.ambiguities().isEmpty)
  }

  @Test("centres attach to the frame; the iOS 11 guides are explicit")
  func guides() throws {
    var engine = try engine()
    try engine.add("c6: content.width == scroll.frameGuide.width - 20")
    try engine.addView("badge", in: "content")
    try engine.add(
      "b1: badge.centerX == scroll.centerX", "b2: badge.width == 40", "b3: badge.top == scroll.contentGuide.top + 600",
      "b4: badge.height == 40")
    #expect(try engine.contentSize(of: "scroll") == Size(width: 300, height: 1000))
    try expectFrame(engine, "badge", 140, 600, 40, 40)
    #expect(try engine.frame(of: "scroll.frameGuide") == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(try engine.relativeFrame(of: "scroll.contentGuide") == Rect(x: 0, y: 0, width: 300, height: 1000))
    #expect(
      layoutError { () throws(LayoutError) in _ = try engine.contentSize(of: "content") } == .notAScrollView("content"))
  }
}
