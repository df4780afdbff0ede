import Layout
import Testing

/// Lines far longer than any screen (issue #33): a line of thousands of elements, expanded and
/// added as one operation (``LayoutEngine/add(contentsOf:)``). A view repeated 25,000 times used
/// to take minutes, each constraint paying for every one before it; these tests check exact
/// results at sizes where that showed, and time nothing.
@Suite("Long VFL lines")
struct VisualFormatLongLineTests {
  /// The constraints of `format`, named `c0`, `c1`, … in order.
  private func constraints(of format: String, in engine: LayoutEngine) throws -> [LayoutConstraint] {
    named(try engine.visualFormatConstraints(format))
  }

  /// The constraints a line produced, named `c0`, `c1`, … in order.
  private func named(_ produced: [VisualFormatConstraint]) -> [LayoutConstraint] {
    produced.enumerated().map { index, produced in
      var constraint = produced.constraint
      constraint.id = "c\(index)"
      return constraint
    }
  }

  /// Every constraint's id, status, constant and violation, and every frame.
  private func summary(of engine: LayoutEngine) throws -> [String] {
    try engine.constraints.map { "\($0.id) \($0.status) \($0.constraint) \($0.violation ?? -1)" }
      + engine.items.map { "\($0.name) \(try engine.frame(of: ItemID($0.name)))" }
  }

  @Test("2,000 views in one line: every constraint in order, and the first and last frames")
  func twoThousandViews() throws {
    let count = 2000
    // 8 (margin) + 2,000 widths of 10 + 1,999 gaps of 8 + 8 (margin): every constraint holds.
    let width = 8 + Double(count) * 10 + Double(count - 1) * 8 + 8
    #expect(width == 36_008)
    var engine = try LayoutEngine.withRoot(width: width, height: 100)
    for index in 1...count { try engine.addView("v\(index)", in: "root") }
    let format = "H:|" + (1...count).map { "-[v\($0)(10)]" }.joined() + "-|"
    let produced = try engine.visualFormatConstraints(format)
    #expect(produced.count == 2 * count + 1)
    #expect(
      produced.prefix(4).map { "\($0.label): \($0.constraint)" } == [
        "H.root-v1: v1.leading == root.leadingMargin", "H.v1.width: v1.width == 10",
        "H.v1-v2: v2.leading == v1.trailing + 8", "H.v2.width: v2.width == 10",
      ])
    #expect(
      produced.suffix(3).map { "\($0.label): \($0.constraint)" } == [
        "H.v1999-v2000: v2000.leading == v1999.trailing + 8", "H.v2000.width: v2000.width == 10",
        "H.v2000-root: root.trailingMargin == v2000.trailing",
      ])
    let last = "[v\(count)(10)]-|"
    #expect(produced.last?.range == (format.count - last.count)..<format.count)
    let report = try engine.add(contentsOf: named(produced))
    #expect(report.isEmpty)
    // As a session does after each command: one pass publishes every value (reading thousands of
    // values one by one before it would walk the chain of views for each).
    #expect(engine.takeChanges().frames.count == 2 * count + 2)  // each view and its safe area, the root and its
    try expectFrame(engine, "v1", 8, 0, 10, 0)
    try expectFrame(engine, "v1000", 8 + 999 * 18, 0, 10, 0)
    try expectFrame(engine, "v\(count)", width - 18, 0, 10, 0)
    #expect(engine.constraints.filter { $0.status == .broken }.isEmpty)
  }

  @Test("one view 2,000 times in one line: each repeat breaks against the view's width >= 0")
  func oneViewRepeated() throws {
    let count = 2000
    var engine = try LayoutEngine.withRoot(width: 400, height: 400)
    try engine.addView("a", in: "root")
    let format = "H:|" + String(repeating: "-[a]", count: count) + "-|"
    let produced = try engine.visualFormatConstraints(format)
    #expect(produced.map(\.label) == ["H.root-a"] + Array(repeating: "H.a-a", count: count - 1) + ["H.a-root"])
    #expect(produced[1].range == 4..<11)
    #expect(produced[count - 1].range == (format.count - 9)..<(format.count - 2))
    let report = try engine.add(contentsOf: named(produced))
    #expect(report.broken.map(\.id) == (1..<count).map { "c\($0)" })
    #expect(report.broken.allSatisfy { $0.conflictingIDs == ["a.width>=0", $0.id] && $0.conflict.gap == 8 })
    #expect(report.restored.isEmpty)
    try expectFrame(engine, "a", 8, 0, 384, 0)
  }

  @Test("a batch ends exactly where adding its constraints one by one ends")
  func batchMatchesOneByOne() throws {
    var base = try LayoutEngine.withRoot(width: 320, height: 480)
    for name in ["a", "b", "c"] { try base.addView(ItemID(name), in: "root") }
    try base.add("old: b.width == 400")
    // Repeats, a cycle, an optional spacing, a size tied to another view and the root's edges.
    let format = "H:|-[a(>=20)]-[b]-[a]-(>=4@750)-[c(==b)]-[b]-[c(30)]-|"
    let batch = try constraints(of: format, in: base)
    var together = base
    let report = try together.add(contentsOf: batch)
    var oneByOne = base
    var broken: [BrokenConstraint] = []
    for constraint in batch { broken += try oneByOne.add(constraint).broken }
    // Separately derived engines hold distinct solver constraints, so compare what they show.
    #expect(try summary(of: together) == summary(of: oneByOne))
    #expect(report.broken.map(\.id) == broken.map(\.id))
    #expect(report.broken.map(\.conflictingIDs) == broken.map(\.conflictingIDs))
    #expect(report.broken.map(\.conflict.gap) == broken.map(\.conflict.gap))
    #expect(!broken.isEmpty)
  }

  @Test("a refused constraint names its index in the batch and leaves the engine as it was")
  func refusalLeavesTheEngineUnchanged() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("a", in: "root")
    try engine.addView("other")
    var batch = try constraints(of: "H:|-[a]-[a]-|", in: engine)
    batch.insert(try parse("x: a.width == other.width"), at: 2)
    let before = engine
    do throws(ConstraintBatchError) {
      try engine.add(contentsOf: batch)
      Issue.record("the batch was accepted")
    } catch {
      #expect(error.index == 2)
      #expect(error.error == .noCommonAncestor(first: Anchor("a", .width), second: Anchor("other", .width)))
    }
    #expect(engine.hasIdenticalState(to: before))
    #expect(engine.constraint("c0") == nil)
  }
}
