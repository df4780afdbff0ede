import Cassowary
import Testing

@testable import Layout

/// The restore pass after each operation (issue #33): it looks only at the broken constraints
/// whose conflict may have changed (``RestoreWatch``), not at every broken constraint. These
/// tests count the constraints it looks at (``LayoutEngine/restoreChecks``): exact numbers, where
/// a pass over every broken constraint would count thousands per operation.
@Suite("Restore pass")
struct RestorePassTests {
  /// `count` constraints `r1` … with the same `body`.
  private func repeats(_ count: Int, _ body: String) throws -> [LayoutConstraint] {
    try (1...count).map { try parse("r\($0): \(body)") }
  }

  @Test("after a batch broke 2,000 constraints, an operation looks at what it touched")
  func lookedAtOnlyWhatChanged() throws {
    var engine = try LayoutEngine.withRoot(width: 400, height: 400)
    for name in ["a", "b"] { try engine.addView(ItemID(name), in: "root") }
    let count = 2000
    var checks = engine.restoreChecks
    /// The number of broken constraints the passes looked at since the last call.
    func looked() -> Int {
      defer { checks = engine.restoreChecks }
      return engine.restoreChecks - checks
    }
    let report = try engine.add(contentsOf: repeats(count, "a.leading == a.trailing + 8"))
    #expect(report.broken.count == count)
    #expect(looked() == count)  // each once, as it broke
    #expect(engine.brokenConstraintCount == count)

    try engine.deactivate("r7")
    #expect(looked() == 0)
    let again = try engine.activate("r7")
    #expect(again.broken.map(\.id) == ["r7"])
    #expect(looked() == 1)
    try engine.add("w: b.width == 10")
    #expect(looked() == 0)
    try engine.setConstant(4, of: "r9")
    #expect(looked() == 1)
    #expect(engine.constraint("r9")?.conflict?.gap == 4)
    try engine.remove("r1")
    #expect(looked() == 0)
    #expect(engine.brokenConstraintCount == count - 1)
    // The last to break is last in the order, and a broken one can still be restored.
    #expect(engine.constraints.filter { $0.status == .broken }.last?.id == "r\(count)")
  }

  @Test("a member of the conflicts leaving the solver: every broken constraint is looked at once")
  func memberLeaving() throws {
    var engine = try LayoutEngine.withRoot(width: 400, height: 400)
    try engine.addView("a", in: "root")
    try engine.add("w: a.width == 100")
    let count = 500
    var checks = engine.restoreChecks
    func looked() -> Int {
      defer { checks = engine.restoreChecks }
      return engine.restoreChecks - checks
    }
    // r1 … r500: a.width == 101, 102, …: each conflicts with w, and with one another.
    _ = try engine.add(contentsOf: (1...count).map { try parse("r\($0): a.width == \(100 + $0)") })
    #expect(looked() == count)
    let report = try engine.remove("w")
    // r1 comes back; the others now conflict with r1 instead of w.
    #expect(report.restored == ["r1"])
    #expect(looked() == count)
    #expect(engine.constraint("r2")?.conflict?.constraints.compactMap(\.name) == ["r1", "r2"])
    try engine.add("x: a.height == 10")
    #expect(looked() == 0)
    // r1 leaves: r2 comes back, and the rest conflict with it.
    #expect(try engine.deactivate("r1").restored == ["r2"])
    #expect(looked() == count - 1)
    try expectFrame(engine, "a", 0, 0, 102, 10)
  }

  @Test("random operations on constraints that conflict leave no broken constraint that could hold")
  func randomOperations() throws {
    var generator = SplitMix(seed: 33)
    var (brokeCount, restoredCount) = (0, 0)
    for _ in 0..<20 {
      var engine = try LayoutEngine.withRoot(width: 300, height: 300)
      for name in ["a", "b"] { try engine.addView(ItemID(name), in: "root") }
      var ids: [String] = []
      for step in 0..<60 {
        let id = "c\(step)"
        let view = ["a", "b"][Int(generator.next() % 2)]
        let attribute = ["width", "height", "leading"][Int(generator.next() % 3)]
        let value = Double(generator.next() % 4) * 10
        let roll = generator.next() % 10
        var report = OperationReport()
        do throws(LayoutError) {
          if roll < 4 || ids.isEmpty {
            let text =
              attribute == "leading"
              ? "\(id): \(view).leading == root.leading + \(Int(value))"
              : "\(id): \(view).\(attribute) == \(Int(value))"
            guard let constraint = try? parse(text) else { continue }
            report = try engine.add(constraint)
            ids.append(id)
          } else {
            let target = ids[Int(generator.next() % UInt64(ids.count))]
            switch roll {
            case 4: report = try engine.deactivate(ConstraintID(target))
            case 5: report = try engine.activate(ConstraintID(target))
            case 6: report = try engine.setConstant(value, of: ConstraintID(target))
            case 7: report = try engine.setPriority(Priority(value > 15 ? 750 : 1000), of: ConstraintID(target))
            default:
              report = try engine.remove(ConstraintID(target))
              ids.removeAll { $0 == target }
            }
          }
        } catch {
          continue  // a refused operation changes nothing
        }
        brokeCount += report.broken.count
        restoredCount += report.restored.count
        #expect(engine.everyBrokenConflictIsIntact())
        try expectNothingRestorable(engine)
      }
    }
    // The operations did break and restore constraints (210 and 62 with this seed).
    #expect(brokeCount > 100)
    #expect(restoredCount > 30)
  }

  /// Expects every broken constraint to be refused by the solver if it were required again.
  private func expectNothingRestorable(_ engine: LayoutEngine) throws {
    for info in engine.constraints where info.status == .broken {
      let installed = try #require(engine.records[info.id.name]?.installed)
      var solver = engine.solver
      #expect(throws: SolverError.self, "\(info.id) could be restored") {
        try solver.replace(installed, with: engine.promoted(installed))
      }
    }
  }
}

/// A small deterministic generator (SplitMix64).
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
