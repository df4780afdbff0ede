import Cassowary
import CommandLanguage
import Layout
import Script

/// The `explain` workload (issue #8's speed budget): the standard system (docs/PERFORMANCE.md) as
/// views (``EngineBenchSystem``) in a session, then `explain` and `why` timed as a person runs them
/// — once with every row at its preferred width, once with the root 150 points narrower, so that
/// every row's optional widths are violated and each violation is explained. `only` names the
/// workloads to run (`why-width`, or `why-width-narrow` for one layout); empty runs them all.
/// `cold` runs each command once, so that a profiler sees only the cold run. Each workload also
/// reports `after_change_ms`: its first run after the root changed width and back, in a process
/// that has answered before (what a person at the prompt waits for after each change).
func runExplain(n: Int, rows: Int, only: [String] = [], cold: Bool = false) throws(LayoutError) {
  let system = try EngineBenchSystem(n: n, rows: rows)
  var session = Session(engine: system.engine)
  let middle = "v\(n / 2)"
  for (label, width) in [("fits", system.base), ("narrow", system.base - 150)] {
    let resize = "set size root \(NumberText.format(width))x100000"
    guard let statement = Parser.parse(resize).statements.first, (try? session.execute(statement)) != nil else {
      fail("cannot run `\(resize)`")
    }
    let workloads = [
      ("explain", "explain", 10), ("why-left", "why \(middle).left", 100), ("why-width", "why \(middle).width", 100),
      ("scan", "expect unambiguous \(middle)", 10),
    ]
    for (workload, command, repetitions) in workloads
    where only.isEmpty || only.contains(workload) || only.contains("\(workload)-\(label)") {
      guard let statement = Parser.parse(command).statements.first else { fail("cannot parse `\(command)`") }
      var times: [Double] = []
      var lineCount = 0
      let clock = ContinuousClock()
      for _ in 0..<(cold ? 1 : repetitions) {
        let start = clock.now
        let response = try? session.execute(statement)
        times.append(seconds(clock.now - start))
        lineCount = response?.lines.count ?? -1
        if times.count == 1, CommandLine.arguments.contains("--print") {
          print(response?.lines.joined(separator: "\n") ?? "")
        }
      }
      // The first run is the cold one: the session keeps what-if answers for its state
      // (Script's ExplanationCache), so the later runs of the same command reuse them.
      let first = times[0]
      // Then the first run in a new state of a process that has answered before, as in a REPL
      // after a change: the root one point wider, and back. The run back in the workload's own
      // layout is reported: the wider one is another layout (with a point to spare, a width
      // may become ambiguous, and its answer skips the why-not probes).
      var afterChange: Double?
      for delta in [1.0, 0.0] where !cold {
        let change = "set size root \(NumberText.format(width + delta))x100000"
        guard let changed = Parser.parse(change).statements.first, (try? session.execute(changed)) != nil else {
          fail("cannot run `\(change)`")
        }
        let start = clock.now
        _ = try? session.execute(statement)
        afterChange = seconds(clock.now - start)
      }
      times.sort()
      var check: [(String, JSONValue)] = [("command", .string(command)), ("first_ms", .number(first * 1e3))]
      if let afterChange { check.append(("after_change_ms", .number(afterChange * 1e3))) }
      check += [
        ("median_ms", .number(times[times.count / 2] * 1e3)),
        ("max_ms", .number(times[times.count - 1] * 1e3)), ("lines", .int(lineCount)),
      ]
      emit("\(workload)-\(label)", n: n, ops: times.count, seconds: times.reduce(0, +), check: check)
    }
  }

  // A width no row can give (a conflict of every view of the row), and one below the view's own
  // minimum (a conflict of two).
  for (workload, command) in [
    ("break", "\(middle).width == 100000 as tooWide"), ("break-small", "\(middle).width == 5 as tooNarrow"),
  ] where only.isEmpty || only.contains(workload) {
    try runBreak(workload, command, n: n, repetitions: cold ? 1 : 5, in: &session)
  }
}

/// The `break` workloads (issue #26's budget for a change report whose fixes are checked on
/// copies of the session): a required constraint that cannot hold, added and undone five times
/// (once with `--cold`: the difference of the two runs' instructions is four commands' worth).
/// `first_ms` is the first addition's command with its report (the conflict, its arithmetic and
/// its checked fixes); `median_ms` over the five.
func runBreak(
  _ workload: String, _ command: String, n: Int, repetitions: Int = 5, in session: inout Session
) throws(LayoutError) {
  guard let add = Parser.parse(command).statements.first, let undo = Parser.parse("undo").statements.first else {
    fail("cannot parse `\(command)`")
  }
  var times: [Double] = []
  var lineCount = 0
  let clock = ContinuousClock()
  for _ in 0..<repetitions {
    let start = clock.now
    let response = try? session.execute(add)
    times.append(seconds(clock.now - start))
    lineCount = response?.lines.count ?? -1
    if times.count == 1, CommandLine.arguments.contains("--print") {
      print(response?.lines.joined(separator: "\n") ?? "")
    }
    _ = try? session.execute(undo)
  }
  let first = times[0]
  times.sort()
  emit(
    workload, n: n, ops: times.count, seconds: times.reduce(0, +),
    check: [
      ("command", .string(command)), ("first_ms", .number(first * 1e3)),
      ("median_ms", .number(times[times.count / 2] * 1e3)), ("lines", .int(lineCount)),
    ])
}
