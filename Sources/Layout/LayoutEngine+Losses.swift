import Cassowary

// What a violated optional constraint lost to, in ids (the solver's ``Loss`` read back through
// the engine's records; docs/EXPLANATIONS.md §3).

extension LayoutEngine {
  /// Why the violated optional constraint `id` is violated (see ``Solver/loss(of:)``): the ids
  /// of a minimal set of required and stronger constraints that force part of its violation,
  /// and what its own priority decided about the rest. Nil when it holds, is inactive or is
  /// required.
  ///
  /// - Complexity: as ``Cassowary/Solver/losses(of:)`` for one constraint.
  public func loss(of id: String) -> ConstraintLoss? {
    losses(of: [id])[id] ?? nil
  }

  /// ``loss(of:)`` for several constraints at once (the stronger constraints are frozen once per
  /// priority level: see ``Cassowary/Solver/losses(of:)``), by id; an id whose constraint holds,
  /// is inactive or is required maps to nil.
  ///
  /// - Complexity: ``Cassowary/Solver/losses(of:)`` for the batch (shared frozen copies).
  public func losses(of ids: [String]) -> [String: ConstraintLoss?] {
    losses(of: ids) { solver.losses(of: $0) }
  }

  /// ``losses(of:)`` with the probes on `probes`, a scratch of this engine's solver.
  package func losses(of ids: [String], probes: inout ProbeScratch) -> [String: ConstraintLoss?] {
    losses(of: ids) { solver.losses(of: $0, probes: &probes) }
  }

  /// ``losses(of:)`` with the solver's losses from `solve`.
  private func losses(of ids: [String], solve: ([Constraint]) -> [Loss?]) -> [String: ConstraintLoss?] {
    let installed = ids.map { records[$0]?.installed }
    let losses = solve(installed.compactMap { $0 })
    var found: [String: ConstraintLoss?] = [:]
    var next = 0
    for (id, constraint) in zip(ids, installed) {
      guard let constraint else {
        found[id] = .some(nil)
        continue
      }
      found[id] = .some(losses[next].map { describe($0, id: id, installed: constraint) })
      next += 1
    }
    return found
  }

  /// A solver loss in ids.
  private func describe(_ loss: Loss, id: String, installed: Constraint) -> ConstraintLoss {
    let sameLevel = loss.sameLevel.map { part in
      let kind: ConstraintLoss.Kind
      switch part.kind {
      case .outvoted(let cost): kind = .outvoted(cost: cost)
      case .tie(let weaker): kind = .tie(decidedBy: weaker.compactMap { self.id(of: $0) })
      }
      return ConstraintLoss.SameLevel(
        amount: part.amount, kind: kind,
        worsened: part.worsened.compactMap { entry in self.id(of: entry.constraint).map { ($0, entry.increase) } })
    }
    return ConstraintLoss(
      id: id, violation: loss.violation, priority: solver.weighedPriority(of: installed) ?? installed.priority,
      forced: loss.forced, lostTo: loss.lostTo.compactMap { self.id(of: $0) }, sameLevel: sameLevel)
  }
}

extension LayoutEngine {
  /// The priority the violation of constraint `id` is weighed at: its priority, or for an
  /// equality that falls short, its shortfall priority (an intrinsic size's compression
  /// resistance). Nil when it holds, is inactive or is unknown.
  public func weighedPriority(of id: String) -> Priority? {
    guard let installed = records[id]?.installed else { return nil }
    return solver.weighedPriority(of: installed)
  }
}
