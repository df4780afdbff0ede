import Testing

@testable import Cassowary
@testable import Layout

/// The layout before a command whose constraint broke, as a witness that the constraints it left
/// newly violated can hold with the required ones (issue #26): their loss probes with the
/// required constraints alone are not run, and the losses are the same.
@Suite("Break report witnesses")
struct BreakWitnessTests {
  @Test("the layout before a width that breaks is a witness; the losses are those of probing everything")
  func witnessOfTheLayoutBefore() throws {
    var engine = try LayoutEngine.preferredWidthRow(count: 12)
    try engine.add(parse("tooWide: v5.width == 100000"))
    let changes = engine.takeChanges()
    #expect(engine.constraint("tooWide")?.status == .broken)
    let violated = changes.constraints.filter { $0.kind == .violated }.map(\.id)
    #expect(violated.count > Solver.smallBatch)
    let framesBefore = changes.frames.compactMap { change in change.old.map { (item: change.item, frame: $0) } }
    let witness = try #require(engine.requiredWitness(framesBefore: framesBefore))
    // Every newly violated constraint held before: the required constraints let each hold.
    for id in violated {
      let installed = try #require(engine.records[id.name]?.installed)
      #expect(engine.solver.holds(installed, at: witness), "\(id)")
    }
    #expect(engine.solver.sharesOnePart(batchOf: violated.count))
    var probes = ProbeScratch(base: engine.solver)
    let quick = engine.losses(of: violated, probes: &probes, framesBefore: { framesBefore })
    var fullProbes = ProbeScratch(base: engine.solver)
    let full = engine.losses(of: violated, probes: &fullProbes, framesBefore: { framesBefore }, proving: false)
    #expect(quick == full)
    #expect(quick.values.allSatisfy { $0 != nil })
  }

  @Test("frames before a required change the layout before misses give no witness")
  func noWitnessAfterARequiredChange() throws {
    var engine = try LayoutEngine.preferredWidthRow(count: 12)
    _ = try engine.setRootSize(Size(width: 300, height: 100), of: "root")
    let changes = engine.takeChanges()
    let framesBefore = changes.frames.compactMap { change in change.old.map { (item: change.item, frame: $0) } }
    #expect(!framesBefore.isEmpty)
    #expect(engine.requiredWitness(framesBefore: framesBefore) == nil)
    // Frames that did not move are no witness of anything new, but the current layout is one.
    #expect(engine.requiredWitness(framesBefore: []) != nil)
  }
}
