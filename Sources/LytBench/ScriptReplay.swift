import Cassowary
import CommandLanguage
import Layout
import Script

/// The `script` workload: the standard system (docs/PERFORMANCE.md) built command by command in a
/// session, as `lyt run` replays a script that builds it — `add view root size …`, one `add view`
/// per view, then each constraint of ``EngineBenchSystem`` as a line of the command language, in
/// the same order. Every command runs through the parser and the session (change report, undo
/// history), not the printing. `per_op_us` is the time per command; the check is the last view's
/// frame.
func runScriptReplay(n: Int, rows: Int) {
  let lines = benchScriptLines(n: n, rows: rows)
  let statements = parsedStatements(lines)
  var session = Session()
  let clock = ContinuousClock()
  let start = clock.now
  for (statement, line) in zip(statements, lines) {
    guard (try? session.execute(statement)) != nil else { fail("cannot run `\(line)`") }
  }
  let elapsed = seconds(clock.now - start)
  guard let frame = try? session.engine.frame(of: "v\(n - 1)") else { fail("no frame for v\(n - 1)") }
  emit(
    "script", n: n, ops: lines.count, seconds: elapsed,
    check: [
      ("last_x", .number(frame.x)), ("last_y", .number(frame.y)), ("last_width", .number(frame.width)),
      ("last_height", .number(frame.height)),
    ])
}

/// The commands of the `script` workload (see ``runScriptReplay(n:rows:)``): the views, then
/// ``EngineBenchSystem``'s constraints in the command language.
func benchScriptLines(n: Int, rows: Int) -> [String] {
  let base = BenchSystem(n: n, rows: rows).base
  var lines = ["add view root size \(NumberText.format(base))x100000"]
  for i in 0..<n { lines.append("add view v\(i) in root") }
  for constraint in EngineBenchSystem.constraints(n: n, rows: rows) { lines.append(constraint.description) }
  return lines
}

/// Each line parsed as one command (a benchmark parses before its clock starts); a line that
/// does not parse ends the benchmark.
func parsedStatements(_ lines: [String]) -> [Statement] {
  var statements: [Statement] = []
  statements.reserveCapacity(lines.count)
  for line in lines {
    let parsed = Parser.parse(line)
    guard parsed.errors.isEmpty, let statement = parsed.statements.first else { fail("cannot parse `\(line)`") }
    statements.append(statement)
  }
  return statements
}
