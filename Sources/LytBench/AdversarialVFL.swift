import CommandLanguage
import Layout
import Script

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

// Adversarial VFL lines (issue #33, "hostile inputs"): one line must cost time linear in its
// length. Each workload builds its views on an engine (not timed), then runs one line through a
// session as `lyt run` does:
//
//   vfl-long-line    `H:|` + N × `-[a]` + `-|` over one view `a` (N segments; each repeat is a
//                    constraint that breaks against `a.width >= 0`)
//   vfl-many-views   `H:|-[v1]-[v2]-…-[vN]-|` over N views in a 400-point root (the last pin breaks)
//
// Per (workload, N): `total_s` is the parse plus the command; the check has `parse_ms` (lexer and
// parser), `command_ms` (the session command: expansion, the one engine operation, the change
// report with its checked fixes), `engine_ms` (expansion and `add(contentsOf:)` alone, on a copy
// of the engine: the part that is VFL's own), the constraint and broken counts, the response's
// line count, the last constraint's id and `a`'s or `vN`'s frame, and `peak_rss_mb`, the peak
// resident set of the process. Each (workload, N) runs in a process of its own (this executable
// again, with `LYT_BENCH_CHILD` set), so that the peak is that workload's, as `/usr/bin/time`
// would report it for `lyt run` (setup included), and no workload inherits another's heap.

/// The sizes each adversarial VFL workload runs at by default.
let adversarialVFLSizes: [(workload: String, sizes: [Int])] = [
  ("vfl-long-line", [1000, 5000, 25_000]), ("vfl-many-views", [1000, 3000]),
]

/// Runs the adversarial VFL workloads named in `only` (all when empty), at `sizes` when given,
/// each size in a child process (in the child, here).
func runAdversarialVFL(sizes: [Int]?, only: [String]) {
  let isChild = isAdversarialChild
  for (workload, defaults) in adversarialVFLSizes where only.isEmpty || only.contains(workload) {
    for n in sizes ?? defaults {
      guard isChild else {
        runAdversarialChild(workload, n: n)
        continue
      }
      do {
        try runAdversarialLine(workload, n: n)
      } catch {
        fail("\(workload) at n = \(n): \(error)")
      }
    }
  }
}

/// The engine and the line of a workload at size `n`, and the view whose frame is checked.
private func adversarialLine(_ workload: String, n: Int) throws(LayoutError) -> (LayoutEngine, String, String) {
  var engine = LayoutEngine()
  try engine.addView("root")
  try engine.setRootSize(Size(width: 400, height: 400), of: "root")
  if workload == "vfl-long-line" {
    try engine.addView("a", in: "root")
    return (engine, "H:|" + String(repeating: "-[a]", count: n) + "-|", "a")
  }
  var line = "H:|"
  for index in 1...n {
    try engine.addView("v\(index)", in: "root")
    line += "-[v\(index)]"
  }
  return (engine, line + "-|", "v\(n)")
}

private func runAdversarialLine(_ workload: String, n: Int) throws(LayoutError) {
  let (engine, line, checked) = try adversarialLine(workload, n: n)
  let rssBefore = residentSetMB(field: "VmRSS:")
  let clock = ContinuousClock()

  var start = clock.now
  let parsed = Parser.parse(line, file: "bench.lyt")
  let parseTime = seconds(clock.now - start)
  guard parsed.errors.isEmpty, let statement = parsed.statements.first,
    case .visualFormat(let vfl) = statement.command
  else { fail("\(workload): cannot parse the line") }

  // VFL's own part: the constraints of the string, then one engine operation.
  var alone = engine
  start = clock.now
  let produced: [VisualFormatConstraint]
  do {
    produced = try alone.visualFormatConstraints(vfl.format.value)
  } catch {
    fail("\(workload): \(error.message)")
  }
  let constraints = produced.enumerated().map { index, item in
    var constraint = item.constraint
    constraint.id = "c\(index)"
    return constraint
  }
  do {
    try alone.add(contentsOf: constraints)
  } catch {
    fail("\(workload): constraint \(error.index): \(error.error)")
  }
  let engineTime = seconds(clock.now - start)

  var session = Session(engine: engine)
  start = clock.now
  let response: Response
  do {
    response = try session.execute(statement)
  } catch {
    fail("\(workload): \(error.message)")
  }
  let commandTime = seconds(clock.now - start)
  let peak = peakResidentSetMB()

  let after = session.engine
  let frame = try after.frame(of: ItemID(checked))
  let broken = after.constraints.filter { $0.status == .broken }.count
  emit(
    workload, n: n, ops: produced.count, seconds: parseTime + commandTime,
    check: [
      ("parse_ms", .number(parseTime * 1e3)), ("command_ms", .number(commandTime * 1e3)),
      ("engine_ms", .number(engineTime * 1e3)), ("constraints", .int(after.constraints.count)),
      ("broken", .int(broken)), ("lines", .int(response.lines.count)),
      ("last_id", .string(after.constraints.last?.id.name ?? "")),
      ("frame", .string("\(checked) \(frame)")), ("rss_before_mb", .number(rssBefore)),
      ("peak_rss_mb", .number(peak)),
    ])
}
