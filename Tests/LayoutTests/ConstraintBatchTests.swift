import Cassowary
import Testing

@testable import Layout

/// A batch of constraints refused partway (``LayoutEngine/add(contentsOf:restoringOnFailure:)``):
/// by default the engine is as it was; without restoring, it holds the constraints before the
/// refused one, exactly as a batch of those alone leaves it.
@Suite("Constraint batches refused partway")
struct ConstraintBatchTests {
  private func engine() throws -> LayoutEngine {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    for name in ["a", "b"] { try engine.addView(ItemID(name), in: "root") }
    try engine.addView("other")
    try engine.setRootSize(Size(width: 100, height: 100), of: "other")
    return engine
  }

  /// `a` pinned to `b`, then `a` tied to a view of another hierarchy (refused), then one more.
  private func batch() throws -> [LayoutConstraint] {
    try [parse("c1: a.leading == b.leading + 8"), parse("c2: a.top == other.top"), parse("c3: a.width == 10")]
  }

  @Test("by default a refused batch leaves the engine as it was")
  func restoring() throws {
    var refused = try engine()
    let before = refused
    let error = #expect(throws: ConstraintBatchError.self) { try refused.add(contentsOf: batch()) }
    #expect(error?.index == 1)
    #expect(refused.hasIdenticalState(to: before))
  }

  @Test("without restoring, the constraints before the refused one stay, as a batch of them alone")
  func notRestoring() throws {
    var refused = try engine()
    let error = #expect(throws: ConstraintBatchError.self) {
      try refused.add(contentsOf: batch(), restoringOnFailure: false)
    }
    #expect(error?.index == 1)
    var prefix = try engine()
    try prefix.add(contentsOf: [parse("c1: a.leading == b.leading + 8")])
    #expect(refused.hasEqualState(to: prefix))
    #expect(refused.constraintIDs.map(\.name).filter { $0.hasPrefix("c") } == ["c1"])
    #expect((try? refused.frame(of: "a"))?.x == 8)
  }
}
