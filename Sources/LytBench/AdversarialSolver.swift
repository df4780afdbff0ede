import CAllocatorTuning
import CommandLanguage
import Layout
import Script

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

// Adversarial solver workloads (issue #33, "hostile inputs"): many priority levels, and a
// session that adds and removes one constraint for ever. Memory must follow the live layout,
// and a command must cost what it changes, however many levels or commands came before.
//
//   levels-one-attribute   `a.width == i @(1 + i % 999)` for i in 1…N, on one view `a` (every
//                          constraint fights the others on the same attribute)
//   levels-independent     N views, `vi.width == i @(1 + i % 999)` each (independent
//                          constraints, up to 999 levels)
//   churn                  one view with four required constraints, then N cycles of
//                          `a.width == 200 @500 as x` (violated: its change report explains the
//                          loss) and `remove x`; the layout never holds more than five constraints
//
// Every command runs through the parser (before the clock starts) and a session, as `lyt run`
// replays a script: the change report (with the losses it explains) and the undo history
// included, not the printing. Per (workload, N): `total_s` is the commands after the set-up
// (the views, and for churn the four constraints), `ops` their number; the check has
// `setup_ms`, `commands_per_s` over the first and the last tenth of the commands (a command
// that slows down as the session grows shows there), the heap in use after the first tenth and
// at the end (`heap_tenth_mb`, `heap_end_mb`, glibc's count of allocated bytes: what the live
// layout and the history hold), the last response's lines and the checked view's frame, and
// `peak_rss_mb`, the peak resident set of the process. Each (workload, N) runs in a process of
// its own (this executable again, with `LYT_BENCH_CHILD` set), so that the peak is that
// workload's, as `/usr/bin/time` would report it for `lyt run`, set-up included.

/// The sizes each adversarial solver workload runs at by default (for churn, the cycles).
let adversarialSolverSizes: [(workload: String, sizes: [Int])] = [
  ("levels-one-attribute", [1000, 3000]), ("levels-independent", [1000, 3000]), ("churn", [20_000]),
]

/// Runs the adversarial solver workloads named in `only` (all when empty), at `sizes` when
/// given, each size in a child process (in the child, here).
func runAdversarialSolver(sizes: [Int]?, only: [String]) {
  let isChild = isAdversarialChild
  for (workload, defaults) in adversarialSolverSizes where only.isEmpty || only.contains(workload) {
    for n in sizes ?? defaults {
      if isChild {
        runAdversarialSession(workload, n: n)
      } else {
        runAdversarialChild(workload, n: n)
      }
    }
  }
}

/// The commands of a workload at size `n`: the set-up, the timed commands, and the view whose
/// frame is checked.
private func adversarialScript(_ workload: String, n: Int) -> (setup: [String], commands: [String], checked: String) {
  let priorities = (1...n).map { 1 + $0 % 999 }
  switch workload {
  case "levels-one-attribute":
    return (
      ["add view root size 400x400", "add view a in root"],
      zip(1...n, priorities).map { "a.width == \($0) @\($1)" }, "a"
    )
  case "levels-independent":
    return (
      ["add view root size 400x400"] + (1...n).map { "add view v\($0) in root" },
      zip(1...n, priorities).map { "v\($0).width == \($0) @\($1)" }, "v\(n)"
    )
  default:
    let setup = [
      "add view root size 400x400", "add view a in root", "a.leading == root.leading", "a.top == root.top",
      "a.width == 100", "a.height == 100",
    ]
    let cycle = ["a.width == 200 @500 as x", "remove x"]
    return (setup, Array([[String]](repeating: cycle, count: n).joined()), "a")
  }
}

/// Parses each line into one statement.
private func statements(_ lines: [String], workload: String) -> [Statement] {
  lines.map { line in
    let parsed = Parser.parse(line, file: "bench.lyt")
    guard parsed.errors.isEmpty, parsed.statements.count == 1, let statement = parsed.statements.first else {
      fail("\(workload): cannot parse `\(line)`")
    }
    return statement
  }
}

/// Runs `statements` on `session`, returning the last response's lines.
@discardableResult
private func execute(_ statements: ArraySlice<Statement>, on session: inout Session, workload: String) -> [String] {
  var lines: [String] = []
  for statement in statements {
    do {
      lines = try session.execute(statement).lines
    } catch {
      fail("\(workload): \(error.message)")
    }
  }
  return lines
}

private func runAdversarialSession(_ workload: String, n: Int) {
  let script = adversarialScript(workload, n: n)
  let setup = statements(script.setup, workload: workload)
  let commands = statements(script.commands, workload: workload)
  let clock = ContinuousClock()
  var session = Session()

  var start = clock.now
  execute(setup[...], on: &session, workload: workload)
  let setupTime = seconds(clock.now - start)

  let tenth = max(1, commands.count / 10)
  start = clock.now
  execute(commands[..<tenth], on: &session, workload: workload)
  let firstTenth = seconds(clock.now - start)
  let heapAtTenth = heapInUse()
  execute(commands[tenth..<(commands.count - tenth)], on: &session, workload: workload)
  let lastStart = clock.now
  let last = execute(commands[(commands.count - tenth)...], on: &session, workload: workload)
  let end = clock.now
  let total = seconds(end - start)
  let lastTenth = seconds(end - lastStart)
  let peak = peakResidentSetMB()

  let engine = session.engine
  let frame: String
  do {
    frame = "\(script.checked) \(try engine.frame(of: ItemID(script.checked)))"
  } catch {
    fail("\(workload): \(error)")
  }
  emit(
    workload, n: n, ops: commands.count, seconds: total,
    check: [
      ("setup_ms", .number(setupTime * 1e3)),
      ("commands_per_s_first_tenth", .number((Double(tenth) / firstTenth).rounded())),
      ("commands_per_s_last_tenth", .number((Double(tenth) / lastTenth).rounded())),
      ("heap_tenth_mb", .number(heapAtTenth)), ("heap_end_mb", .number(heapInUse())),
      ("constraints", .int(engine.constraints.count)),
      ("violated", .int(engine.constraints.filter { $0.status == .active && !$0.holds }.count)),
      ("last_response", .string(last.joined(separator: " | "))), ("frame", .string(frame)),
      ("peak_rss_mb", .number(peak)),
    ])
}

/// The bytes allocated from the heap and not freed yet, in MB (0 where glibc cannot tell).
private func heapInUse() -> Double {
  Double(lyt_heap_bytes_in_use()) / 1_048_576
}
