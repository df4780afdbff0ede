// "Why not larger / smaller?" (docs/EXPLANATIONS.md §5.4): what moving an attribute by one point
// would cost, found by forcing the move on a copy.

import Cassowary

/// What stops an attribute from moving one point in one direction.
public enum MoveBlocker: Equatable, Sendable {
  /// Required constraints forbid the move: a minimal set of them (ids).
  case required([ConstraintID])
  /// The move is allowed but costs: the optional constraints that would be violated more, and
  /// those that would be violated less, with the change in points (the re-solved layout, so the
  /// cheapest way to make the move).
  case cost(worse: [Change], relieved: [Change])
  /// Nothing resists: the attribute is ambiguous in this direction.
  case nothing

  /// One constraint's change of violation.
  public struct Change: Equatable, Sendable {
    /// The constraint id.
    public var id: ConstraintID
    /// The priority the change is weighed at.
    public var priority: Priority
    /// How many points more (worse) or less (relieved) it is violated.
    public var amount: Double
  }
}

extension LayoutEngine {
  /// What stops `anchor` (root coordinates) from being `step` points larger (`step > 0`) or
  /// smaller (`step < 0`) than now. The engine is not changed.
  ///
  /// - Throws: as ``expression(of:)``.
  ///
  /// - Complexity: on a scratch, a dual-simplex hold of the move, and only when it cannot hold an
  ///   add as required for the conflict it meets.
  public func blocker(of anchor: Anchor, moving step: Double) throws(LayoutError) -> MoveBlocker {
    var probes = ProbeScratch(base: solver)
    return try blocker(of: anchor, moving: step, probes: &probes)
  }

  /// ``blocker(of:moving:)`` on `probes`, a scratch of this engine's solver (several questions
  /// about one state share it).
  ///
  /// - Throws: as ``expression(of:)``.
  package func blocker(of anchor: Anchor, moving step: Double, probes: inout ProbeScratch) throws(LayoutError)
    -> MoveBlocker
  {
    let expression = try expression(of: anchor)
    let target = evaluate(expression) + step
    // The move by the dual simplex first (a row driven to zero, no artificial phase; ties broken
    // newest first, see `Solver.hold`); the equality itself only when that is forbidden or does
    // not apply, to name what forbids it.
    let held = probes.probe { probe -> MoveBlocker? in
      guard (try? probe.hold(expression, at: target, newestFirst: true)) == .held else { return nil }
      return cost(of: probe)
    }
    if let held { return held }
    let move = Constraint(expression - target, .equal, name: "move")
    return probes.probe { probe in
      do throws(SolverError) {
        try probe.add(move, restoringOnFailure: false)  // the probe is reset either way
      } catch {
        guard case .unsatisfiable(let conflict) = error else { return .required([]) }
        return .required(conflict.constraints.filter { $0 !== move }.compactMap { $0.name.map { ConstraintID($0) } })
      }
      return cost(of: probe)
    }
  }

  /// The optional constraints whose violation differs between the solver and `probe` (a copy
  /// that went on), worse or relieved, as a blocker.
  private func cost(of probe: Solver) -> MoveBlocker {
    // Only constraints whose tag symbols moved can be violated differently: look at the optional
    // ones among those (each installed constraint is named by its id), then put the few that
    // changed in the engine's order.
    var changes: [String: (change: MoveBlocker.Change, isWorse: Bool)] = [:]
    for id in solver.constraintsWithChangedTags(in: probe).filter({ !$0.isRequired }).compactMap(\.name) {
      guard let installed = records[id]?.installed, !installed.isRequired,
        let before = solver.violation(of: installed), let after = probe.violation(of: installed),
        abs(after - before) > Tolerance.report
      else { continue }
      let priority =
        [probe.weighedPriority(of: installed), solver.weighedPriority(of: installed)].compactMap { $0 }.first
        ?? installed.priority
      changes[id] = (
        MoveBlocker.Change(id: ConstraintID(id), priority: priority, amount: abs(after - before)), after > before
      )
    }
    var worse: [MoveBlocker.Change] = []
    var relieved: [MoveBlocker.Change] = []
    for id in inConstraintOrder(Array(changes.keys)) {
      guard let (change, isWorse) = changes[id] else { continue }
      if isWorse { worse.append(change) } else { relieved.append(change) }
    }
    return worse.isEmpty && relieved.isEmpty ? .nothing : .cost(worse: worse, relieved: relieved)
  }
}
