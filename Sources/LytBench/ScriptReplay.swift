import Layout
import Script

/// The `script` workload: the BENCH.md system built command by command in a session, as
/// `lyt run` replays a script that builds it — `add view root size …`, one `add view` per view,
/// then each constraint of ``EngineBenchSystem`` as a line of the command language, in the same
/// order. Every command runs through the parser and the session (change report, undo history),
/// not the printing. `per_op_us` is the time per command; the check is the last view's frame.
func runScriptReplay(n: Int, rows: Int) {
  let lines = benchScriptLines(n: n, rows: rows)
  var statements: [Statement] = []
  for line in lines {
    let parsed = Parser.parse(line)
    guard parsed.errors.isEmpty, let statement = parsed.statements.first else { fail("cannot parse `\(line)`") }
    statements.append(statement)
  }
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

/// The commands of the `script` workload (see ``runScriptReplay(n:rows:)``).
func benchScriptLines(n: Int, rows: Int) -> [String] {
  let rowLength = rows <= 0 ? n : rows
  let base = BenchSystem(n: n, rows: rows).base
  var lines = ["add view root size \(formatNumber(base))x100000"]
  for i in 0..<n { lines.append("add view v\(i) in root") }
  for i in 0..<n {
    let first = i - i % rowLength
    let last = min(first + rowLength, n) - 1
    let view = "v\(i)"
    let preferred = formatNumber(preferredWidth(i))
    lines.append(i == first ? "\(view).left == root.left + 8" : "\(view).left == v\(i - 1).right + 8")
    if i == last { lines.append("root.right == \(view).right + 8") }
    lines.append("\(view).width >= 10")
    lines.append("\(view).width == \(preferred) @\(i % 2 == 0 ? 250 : 500)")
    lines.append("\(view).height == 44 @750")
    if i % 10 == 0 { lines.append("\(view).width >= \(preferred) @750") }
    if i == first {
      lines.append(first == 0 ? "\(view).top == root.top + 8" : "\(view).top == v\(first - rowLength).bottom + 8")
    } else {
      lines.append("\(view).top == v\(first).top")
    }
  }
  return lines
}
