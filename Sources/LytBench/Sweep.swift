import Cassowary
import Layout

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The standard system (docs/PERFORMANCE.md) built as views through the layout engine: a root
/// whose width is `super.width`, `n` views in rows, each constraint of the table as an Auto Layout
/// constraint (`v.left == prev.right + 8`, `root.right == last.right + 8`, `w >= 10`,
/// `w == pref @250/500`, `h == 44 @750`, every tenth `w >= pref @750`, the rows stacked 8 apart).
struct EngineBenchSystem {
  let n: Int
  let rowLength: Int
  /// The widest row's preferred width (as ``BenchSystem/base``).
  let base: Double
  private(set) var engine = LayoutEngine()

  init(n: Int, rows: Int) throws(LayoutError) {
    self.n = n
    rowLength = rows <= 0 ? n : rows
    base = BenchSystem(n: n, rows: rows).base
    try engine.addView("root")
    try engine.setRootSize(Size(width: base, height: 100_000), of: "root")
    for i in 0..<n { try engine.addView("v\(i)", in: "root") }
    for constraint in Self.constraints(n: n, rows: rows) { try engine.add(constraint) }
    _ = engine.takeChanges()
  }

  /// The constraints of the table as Auto Layout constraints (ids `c1`, `c2`, …), view by view
  /// in the order of the workload's table.
  static func constraints(n: Int, rows: Int) -> [LayoutConstraint] {
    let rowLength = rows <= 0 ? n : rows
    var constraints: [LayoutConstraint] = []
    func add(
      _ first: Anchor, _ relation: Relation, _ second: Anchor? = nil, _ constant: Double,
      _ priority: Priority = .required
    ) {
      constraints.append(
        LayoutConstraint(
          id: "c\(constraints.count + 1)", first, relation, second, constant: constant, priority: priority))
    }
    for i in 0..<n {
      let first = i - i % rowLength
      let last = min(first + rowLength, n) - 1
      let view = "v\(i)"
      let preferred = preferredWidth(i)
      if i == first {
        add(Anchor(view, .left), .equal, Anchor("root", .left), 8)
      } else {
        add(Anchor(view, .left), .equal, Anchor("v\(i - 1)", .right), 8)
      }
      if i == last { add(Anchor("root", .right), .equal, Anchor(view, .right), 8) }
      add(Anchor(view, .width), .greaterThanOrEqual, nil, 10)
      add(Anchor(view, .width), .equal, nil, preferred, i % 2 == 0 ? Level.weak.priority : Level.medium.priority)
      add(Anchor(view, .height), .equal, nil, 44, Level.strong.priority)
      if i % 10 == 0 { add(Anchor(view, .width), .greaterThanOrEqual, nil, preferred, Level.strong.priority) }
      if i == first {
        if first == 0 {
          add(Anchor(view, .top), .equal, Anchor("root", .top), 8)
        } else {
          add(Anchor(view, .top), .equal, Anchor("v\(first - rowLength)", .bottom), 8)
        }
      } else {
        add(Anchor(view, .top), .equal, Anchor("v\(first)", .top), 0)
      }
    }
    return constraints
  }
}

/// The `sweep` workload: the root's width swept through an edit variable as `animate root.width`
/// does, each step one ``ConstantSweep/move(to:)`` (suggestValue, updateVariables and the frames
/// that moved), with the same 1000 values as the `edit` workload.
func runSweep(n: Int, rows: Int) throws(LayoutError) {
  let system = try EngineBenchSystem(n: n, rows: rows)
  let clock = ContinuousClock()
  var sweep = try ConstantSweep("root.size.width", in: system.engine)
  var moved = 0
  let start = clock.now
  for k in 1...frames {
    moved += try sweep.move(to: system.base + 200.0 * sin(2.0 * Double.pi * Double(k) / 250.0)).count
  }
  let elapsed = seconds(clock.now - start)
  let last = try sweep.engine.frame(of: "v\(n - 1)")
  // The same steps on the solver alone (suggestValue + updateVariables), to split the time.
  var solver = sweep.engine.solver
  var solverSeconds = 0.0
  if let parameter = sweep.parameter {
    do throws(SolverError) {
      // One step before the clock: the copy's first change copies the solver's arrays.
      try solver.suggestValue(parameter, system.base)
      solver.updateVariables()
    } catch {
      throw .solver(error)
    }
    let solverStart = clock.now
    do throws(SolverError) {
      for k in 1...frames {
        try solver.suggestValue(parameter, system.base + 200.0 * sin(2.0 * Double.pi * Double(k) / 250.0))
        solver.updateVariables()
      }
    } catch {
      throw .solver(error)
    }
    solverSeconds = seconds(clock.now - solverStart)
  }
  emit(
    "sweep", n: n, ops: frames, seconds: elapsed,
    check: [
      ("root_width", .number(try sweep.engine.frame(of: "root").width)),
      ("frames_moved", .int(moved)),
      ("last_right", .number(last.x + last.width)),
      ("solver_only_us", .number(solverSeconds / Double(frames) * 1e6)),
    ])
}
