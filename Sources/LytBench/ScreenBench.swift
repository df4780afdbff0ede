import CAllocatorTuning
import Cassowary
import CommandLanguage
import Layout
import Script

/// The default sizes of the screen workloads, in views.
let screenSizes = [1000, 3000, 10000]

/// How a screen script runs through the session.
enum ScreenRun {
  /// As `lyt run` runs it.
  case script
  /// As the REPL does: the prompt's counts, ambiguity included, after every command, timed with
  /// it (workload `screen-repl`).
  case repl
  /// As `lyt run` runs it, each `add view` followed by `set hug VIEW v 250` (its default, so the
  /// layout does not change): a command whose report names the ambiguity it changed, after one
  /// that does not (workload `screen-tuning`).
  case tuning
}

/// `lyt-bench --screen`: each shape of ``ScreenScript`` at each size, and the `screen` shape
/// run as the REPL does and with tuning commands (``ScreenRun``), each in a process of its own
/// (so the peak resident set is that run's), printing one JSON line per run.
func runScreenWorkloads(sizes: [Int]?, only: [String], repeats: Int = 1) {
  let workloads =
    ScreenScript.Shape.allCases.map { ($0.rawValue, $0, ScreenRun.script) }
    + [("screen-repl", .screen, .repl), ("screen-tuning", .screen, .tuning)]
  for (name, shape, run) in workloads where only.isEmpty || only.contains(name) {
    for n in sizes ?? screenSizes {
      if isAdversarialChild {
        runScreen(shape, views: n, run: run, name: name, repeats: repeats)
      } else {
        runAdversarialChild(name, n: n, mode: "--screen")
      }
    }
  }
}

/// How many commands the screen benchmark undoes at its end: more than the widest spacing of
/// the undo history's checkpoints, so that the slowest undo (the most commands run again) is seen.
private let undoCount = 160

/// Runs one screen script through a session as `run` says (the commands parsed before the clock
/// starts; each command's response made, not printed), then the same constraints on a bare
/// solver, then the JSON document of the session, then undoes the last ``undoCount`` commands;
/// then, for a script run, the commands again without change reports, then the whole script as
/// `lyt run` and as `lyt run --format json` run it.
///
/// Prints `total_s` (the session), the time per command (median, p99, max), `solver_s` (adding
/// every constraint the session's solver holds to a fresh solver, and solving), `overhead` (the
/// session over the solver), `json_s` (the JSON document of the session),
/// `json_over_session` (`lyt run --format json`'s commands without change reports, then the
/// document; what that adds to `total_s`, as a fraction), `text_run_s`, `json_run_s` and
/// `json_added` (the script as `lyt run` and `lyt run --format json` run it, and what the second
/// adds to the first), `prompt_ms` (the
/// REPL prompt's counts after the last command: the first scan for ambiguity), `next_prompt_ms`
/// (the same after one more command, a resize of the root), `undo_median_ms`/`undo_max_ms`, the
/// peak RSS and the heap in use at the end (the resident set also holds what the allocator keeps
/// for reuse).
private func runScreen(_ shape: ScreenScript.Shape, views: Int, run: ScreenRun, name: String, repeats: Int) {
  let script = ScreenScript(shape: shape, views: views)
  var lines = script.lines
  if run == .tuning {
    lines = lines.flatMap { line -> [String] in
      let words = line.split(separator: " ")
      guard words.count >= 3, words[0] == "add", words[1] == "view" else { return [line] }
      return [line, "set hug \(words[2]) v 250"]
    }
  }
  let statements = parsedStatements(lines)
  let clock = ContinuousClock()
  // With `--repeat`, each run in a fresh session: the fastest counts, with its per-command times;
  // the last session goes on to the measurements below.
  var session = Session()
  var total = Double.infinity
  var commandDurations: [Double] = []
  var responseLines = 0
  for attempt in 0..<repeats {
    if attempt > 0 { session = Session() }
    let start = clock.now
    let measured = runScreenCommands(statements, lines: lines, in: &session, run: run)
    let elapsed = seconds(clock.now - start)
    if elapsed < total { (total, commandDurations, responseLines) = (elapsed, measured.0, measured.1) }
  }

  let constraints = session.engine.solver.constraints
  let solverStart = clock.now
  var solver = Solver()
  for constraint in constraints { try? solver.add(constraint) }
  solver.updateVariables()
  let solverSeconds = seconds(clock.now - solverStart)

  // The REPL's prompt after the last command (the first scan of the layout's ambiguity), then
  // after one more command (the ambiguity carried from the state before).
  let promptStart = clock.now
  let counts = session.counts
  let promptSeconds = seconds(clock.now - promptStart)
  guard let resize = Parser.parse("set size root 400x844", file: "bench").statements.first,
    (try? session.execute(resize)) != nil
  else { fail("cannot resize the root") }
  let nextPromptStart = clock.now
  _ = session.counts
  let nextPromptSeconds = seconds(clock.now - nextPromptStart)
  let broken = counts.broken
  let ambiguous = counts.ambiguousItems

  let jsonStart = clock.now
  let document = JSONReport.document(for: session)
  let jsonSeconds = seconds(clock.now - jsonStart)

  let heapBytes = lyt_heap_bytes_in_use()

  // Undo, as far back as the history's sparsest checkpoints reach near the newest step: each
  // undo rebuilds the state from the nearest checkpoint by running the commands after it again.
  guard let undo = Parser.parse("undo", file: "bench").statements.first else { fail("cannot parse `undo`") }
  var undoDurations: [Double] = []
  // A small script has fewer steps than that (its commands and the resize).
  for _ in 0..<min(undoCount, lines.count + 1) {
    let before = clock.now
    guard (try? session.execute(undo)) != nil else { fail("cannot undo") }
    undoDurations.append(seconds(clock.now - before) * 1e3)
  }

  // What the layout alone holds: the heap once the session is replaced by one that holds only
  // its engine (no undo history, no checkpoints, no explanations; the layout of a few commands
  // less, after the undos).
  session = Session(engine: session.engine)
  let liveHeapBytes = lyt_heap_bytes_in_use()
  // The session's peak, before the JSON run below builds a second session.
  let peakRSS = peakResidentSetMB()
  session = Session()

  // `lyt run --format json`: the same commands without their change reports, then the document.
  var jsonRun: [(String, JSONValue)] = []
  if run == .script {
    // Parsed again, so that the statements above are not kept through the session's peak.
    let silentStatements = parsedStatements(lines)
    var jsonRunSeconds = Double.infinity
    for _ in 0..<repeats {
      var silent = Session()
      silent.reportsChanges = false
      let commandsStart = clock.now
      _ = runScreenCommands(silentStatements, lines: lines, in: &silent, run: run)
      let commandsSeconds = seconds(clock.now - commandsStart)
      // The resize the document above was made after, untimed: both documents must be the same.
      guard (try? silent.execute(resize)) != nil else { fail("cannot resize the root") }
      let silentDocumentStart = clock.now
      let silentDocument = JSONReport.document(for: silent)
      jsonRunSeconds = min(jsonRunSeconds, commandsSeconds + seconds(clock.now - silentDocumentStart))
      guard silentDocument == document else { fail("the JSON run's document differs from the session's") }
    }
    let (textRunSeconds, cliJSONRunSeconds) = cliRunSeconds(of: lines, repeats: repeats)
    jsonRun = [
      ("text_run_s", .number(textRunSeconds)), ("json_run_s", .number(cliJSONRunSeconds)),
      ("json_added", .number(cliJSONRunSeconds / textRunSeconds - 1)),
      ("json_over_session", .number(jsonRunSeconds / total - 1)),
    ]
  }

  let durations = commandDurations.sorted()
  func percentile(_ fraction: Double) -> Double {
    durations[min(durations.count - 1, Int((Double(durations.count) * fraction).rounded(.down)))] * 1e3
  }
  emit(
    name, n: script.viewCount, ops: lines.count, seconds: total,
    check: [
      ("median_ms", .number(percentile(0.5))), ("p99_ms", .number(percentile(0.99))),
      ("max_ms", .number((durations.last ?? 0) * 1e3)), ("solver_s", .number(solverSeconds)),
      ("overhead", .number(total / max(solverSeconds, 1e-9))), ("json_s", .number(jsonSeconds)),
      ("json_bytes", .int(document.utf8.count)), ("response_lines", .int(responseLines)),
      ("prompt_ms", .number(promptSeconds * 1e3)), ("next_prompt_ms", .number(nextPromptSeconds * 1e3)),
      ("undo_median_ms", .number(undoDurations.sorted()[undoDurations.count / 2])),
      ("undo_max_ms", .number(undoDurations.max() ?? 0)),
      ("broken", .int(broken)), ("ambiguous", .int(ambiguous)),
      ("peak_rss_mb", .number(peakRSS)),
      ("heap_mb", .number(Double(heapBytes) / 1_048_576)),
      ("layout_heap_mb", .number(Double(liveHeapBytes) / 1_048_576)),
    ] + jsonRun)
}

/// The script run as `lyt run` runs it and as `lyt run --format json` does, each the fastest of
/// `repeats`: the text read and parsed, every command run through a ``ScriptRunner``, the
/// transcript made line by line (and counted, not written), or, for JSON, no transcript and no
/// change reports, then the document. What the two runs leave out alike is the process start and
/// the writes.
private func cliRunSeconds(of lines: [String], repeats: Int) -> (text: Double, json: Double) {
  let text = lines.joined(separator: "\n") + "\n"
  let clock = ContinuousClock()
  var fastest = (text: Double.infinity, json: Double.infinity)
  for _ in 0..<repeats {
    for json in [false, true] {
      var session = Session()
      session.reportsChanges = !json
      var bytes = 0
      let start = clock.now
      var runner = ScriptRunner(session: session, options: ScriptRunner.Options(printsTranscript: !json)) {
        line, _ in bytes &+= line.utf8.count + 1
      }
      runner.run(text, file: "bench.lyt")
      if json { bytes &+= JSONReport.document(for: runner.session).utf8.count } else { runner.printSummary() }
      let elapsed = seconds(clock.now - start)
      guard runner.errorCount == 0, bytes > 0 else { fail("the script failed as `lyt run` runs it") }
      if json { fastest.json = min(fastest.json, elapsed) } else { fastest.text = min(fastest.text, elapsed) }
    }
  }
  return fastest
}

/// Runs the script's commands in `session`, timing each (with the prompt's counts after each
/// when `run` is the REPL's): the session's part of the screen benchmark, in a function of its
/// own so that `valgrind --tool=callgrind --toggle-collect='*runScreenCommands*'` counts it alone.
@inline(never)
private func runScreenCommands(
  _ statements: [Statement], lines: [String], in session: inout Session, run: ScreenRun
) -> (durations: [Double], responseLines: Int) {
  let clock = ContinuousClock()
  var durations: [Double] = []
  durations.reserveCapacity(statements.count)
  var responseLines = 0
  for (statement, line) in zip(statements, lines) {
    let before = clock.now
    guard let response = try? session.execute(statement) else { fail("cannot run `\(line)`") }
    if run == .repl { _ = session.counts }
    durations.append(seconds(clock.now - before))
    responseLines += response.lines.count
  }
  return (durations, responseLines)
}
