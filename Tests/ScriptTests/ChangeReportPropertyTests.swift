import Testing

@testable import Layout
@testable import Script

/// The change report looks only at constraints whose record was written or whose variables moved
/// (`ConstraintRecords`): after every command of random sessions (conflicts, failures, undo and
/// redo included), the states it last reported are those of every constraint measured afresh.
@Test(arguments: 0..<30)
func reportedConstraintStatesMatchAFreshScan(seed: UInt64) throws {
  var random = SplitMix(seed: seed)
  var s = session("add view root size 320x480\nadd view a in root\nadd view b in root")
  let views = ["root", "a", "b", "c", "d"]
  let attributes = ["leading", "trailing", "top", "width", "height", "centerX"]
  for _ in 0..<40 {
    let view = views[random.next(views.count)]
    let other = views[random.next(views.count)]
    let attribute = attributes[random.next(attributes.count)]
    let ids = s.engine.constraints.filter { $0.origin == .user }.map(\.id)
    let id = ids.isEmpty ? "c1" : ids[random.next(ids.count)]
    let priority = [1000, 750, 250, 500][random.next(4)]
    let candidates = [
      "add view \(["c", "d"][random.next(2)]) in \(view)",
      "\(view).\(attribute) == \(other).\(attribute) + \(random.next(50))\(priority == 1000 ? "" : " @\(priority)")",
      "\(view).width == \(random.next(400))\(priority == 1000 ? "" : " @\(priority)")",
      "\(view).width >= \(random.next(400))",
      "set constant \(id) \(random.next(100))",
      "set priority \(id) \(priority)",
      "deactivate \(id)",
      "activate \(id)",
      "remove \(id)",
      "set intrinsic \(view) \(random.next(100))x\(random.next(100))",
      "set size root \(200 + random.next(300))x480",
      "set direction \(random.next(2) == 0 ? "rtl" : "ltr")",
      "undo",
      "redo",
      "reset",
    ]
    let text = candidates[random.next(candidates.count)]
    guard let statement = Parser.parse(text, file: "r.lyt").statements.first else { continue }
    _ = try? s.execute(statement)
    let engine = s.engine
    var fresh: [String: ReportedState] = [:]
    for info in engine.constraints {
      fresh[info.id] = ReportedState(status: info.status, holds: info.status == .active && info.holds)
    }
    #expect(engine.reportedStates == fresh, "after `\(text)` (seed \(seed))")
  }
}
