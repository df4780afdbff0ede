import Testing

@testable import CommandLanguage
@testable import Layout
@testable import Script

/// The change report looks only at constraints whose record was written or whose variables moved
/// (`ConstraintRecords`): after every command of random sessions (conflicts, failures, undo and
/// redo included), the states it last reported are those of every constraint measured afresh,
/// and the unsatisfied constraints (and each item's violated ones) read off them are those a full
/// scan finds.
@Test(arguments: 0..<30)
func reportedConstraintStatesMatchAFreshScan(seed: UInt64) throws {
  var random = SplitMix(seed: seed)
  var s = session("add view root size 320x480\nadd view a in root\nadd view b in root")
  for _ in 0..<40 {
    let text = randomSessionCommand(&random, in: s) { operands, random in
      [
        "\(operands.view).width >= \(random.next(400))", "set size root \(200 + random.next(300))x480", "undo",
        "redo", "\(operands.view).width == \(random.next(400)) @\(250 + random.next(2))",
      ] + randomAutoresizingCommands(operands, &random)
    }
    guard let statement = Parser.parse(text, file: "r.lyt").statements.first else { continue }
    _ = try? s.execute(statement)
    let engine = s.engine
    var fresh: ShardedDictionary<String, ReportedState> = [:]
    for info in engine.constraints {
      guard let record = engine.records[info.id.name] else { continue }
      let state = engine.measuredState(of: record)
      #expect(state.holds == (info.status == .active && info.holds), "\(info.id) after `\(text)` (seed \(seed))")
      fresh[info.id.name] = state
    }
    #expect(engine.reportedStates == fresh, "after `\(text)` (seed \(seed))")
    // The unsatisfied constraints read off those states (the session took them after the
    // command) are those a scan of every constraint finds.
    #expect(engine.records.isReportCurrent, "after `\(text)` (seed \(seed))")
    #expect(engine.unsatisfiedConstraints == engine.scannedUnsatisfiedConstraints, "after `\(text)` (seed \(seed))")
    // So are each item's violated constraints (`why`'s "wanted something else").
    for item in ["root", "a", "b"] {
      let scanned = engine.constraints(involving: ItemID(item)).filter { $0.status != .inactive && !$0.holds }
      #expect(engine.violatedConstraints(involving: ItemID(item)) == scanned, "\(item) after `\(text)` (seed \(seed))")
    }
  }
}
