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
  let isChild = getenv(childVariable) != nil
  for (workload, defaults) in adversarialVFLSizes where only.isEmpty || only.contains(workload) {
    for n in sizes ?? defaults {
      guard isChild else {
        runInChild(workload, n: n)
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

/// Set in the environment of the process that runs one workload.
private let childVariable = "LYT_BENCH_CHILD"

/// Runs `lyt-bench --adversarial --only WORKLOAD --sizes N` (with the allocator flags given to
/// this process) as a child and waits for it; its JSON line goes to the shared standard output.
private func runInChild(_ workload: String, n: Int) {
  #if os(Linux)
    let executable = "/proc/self/exe"
  #else
    let executable = CommandLine.arguments[0]
  #endif
  let flags = CommandLine.arguments.filter { $0 == "--default-malloc" || $0 == "--small-pages" }
  let arguments = [CommandLine.arguments[0], "--adversarial", "--only", workload, "--sizes", String(n)] + flags
  var argv = arguments.map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  setenv(childVariable, "1", 1)  // the child inherits this process's environment
  #if canImport(Darwin)
    let environment = _NSGetEnviron().pointee
  #else
    let environment = environ
  #endif
  fflush(nil)
  var pid = pid_t()
  let spawned = posix_spawn(&pid, executable, nil, nil, &argv, environment)
  guard spawned == 0 else { fail("cannot start \(executable) for \(workload): error \(spawned)") }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  guard status == 0 else { fail("\(workload) at n = \(n) failed (wait status \(status))") }
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
  let rssBefore = residentSet(field: "VmRSS:")
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
  let peak = peakResidentSet()

  let after = session.engine
  let frame = try after.frame(of: checked)
  let broken = after.constraints.filter { $0.status == .broken }.count
  emit(
    workload, n: n, ops: produced.count, seconds: parseTime + commandTime,
    check: [
      ("parse_ms", .number(parseTime * 1e3)), ("command_ms", .number(commandTime * 1e3)),
      ("engine_ms", .number(engineTime * 1e3)), ("constraints", .int(after.constraints.count)),
      ("broken", .int(broken)), ("lines", .int(response.lines.count)),
      ("last_id", .string(after.constraints.last?.id ?? "")),
      ("frame", .string("\(checked) \(frame)")), ("rss_before_mb", .number(rssBefore)),
      ("peak_rss_mb", .number(peak)),
    ])
}

/// The peak resident set of the process in MB.
private func peakResidentSet() -> Double {
  #if canImport(Glibc)
    return residentSet(field: "VmHWM:")
  #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576  // bytes on Darwin
  #endif
}

/// A `kB` field of `/proc/self/status` in MB, or 0 where there is none.
private func residentSet(field name: String) -> Double {
  #if canImport(Glibc)
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard line.hasPrefix(name) else { continue }
      return (Double(String(line.dropFirst(name.count).filter(\.isNumber))) ?? 0) / 1024
    }
    return 0
  #else
    return 0
  #endif
}
