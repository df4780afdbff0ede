import Cassowary
import Testing

@testable import Layout

/// A batch of constraints refused partway (``LayoutEngine/add(contentsOf:)``): by default the
/// engine is as it was; when it does not restore failed operations, it holds the constraints
/// before the refused one, exactly as a batch of those alone leaves it, and says so.
@Suite("Constraint batches refused partway")
struct ConstraintBatchTests {
  private func engine(restoring: Bool = true) throws -> LayoutEngine {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    engine.restoresFailedOperations = restoring
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
    #expect(!refused.hasUnrestoredWrites)
  }

  @Test("without restoring, the constraints before the refused one stay, as a batch of them alone")
  func notRestoring() throws {
    var refused = try engine(restoring: false)
    let error = #expect(throws: ConstraintBatchError.self) { try refused.add(contentsOf: batch()) }
    #expect(error?.index == 1)
    #expect(refused.hasUnrestoredWrites)
    var prefix = try engine(restoring: false)
    try prefix.add(contentsOf: [parse("c1: a.leading == b.leading + 8")])
    #expect(refused.hasEqualState(to: prefix))
    #expect(refused.constraintIDs.map(\.name).filter { $0.hasPrefix("c") } == ["c1"])
    #expect((try? refused.frame(of: "a"))?.x == 8)
    #expect(!prefix.hasUnrestoredWrites)
  }

  @Test("a batch refused at its first constraint wrote nothing: nothing to put back")
  func refusedAtTheFirst() throws {
    var refused = try engine(restoring: false)
    let before = refused
    #expect(throws: ConstraintBatchError.self) { try refused.add(contentsOf: [parse("c2: a.top == other.top")]) }
    #expect(!refused.hasUnrestoredWrites)
    #expect(refused.hasIdenticalState(to: before))
  }
}

@Suite("Operations that fail after writing")
struct UnrestoredOperationTests {
  /// A view added, then a failure: the shape of every multi-step operation (a stack, a new
  /// intrinsic size, a direction).
  private func failAfterWriting(_ engine: inout LayoutEngine) throws(LayoutError) {
    try engine.atomically { (engine) throws(LayoutError) in
      try engine.addView("x", in: "root")
      throw .unknownItem("nowhere")
    }
  }

  @Test("by default the engine is put back as it was")
  func restored() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    let before = engine
    #expect(throws: LayoutError.self) { try failAfterWriting(&engine) }
    #expect(engine.hasIdenticalState(to: before))
    #expect(!engine.hasUnrestoredWrites)
  }

  @Test("without restoring, the writes stay and the engine says so")
  func leftForTheOwner() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    engine.restoresFailedOperations = false
    #expect(throws: LayoutError.self) { try failAfterWriting(&engine) }
    #expect(engine.item(named: "x") != nil)
    #expect(engine.hasUnrestoredWrites)
  }
}
