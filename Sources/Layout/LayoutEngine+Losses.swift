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
  public func loss(of id: ConstraintID) -> ConstraintLoss? {
    losses(of: [id])[id] ?? nil
  }

  /// ``loss(of:)`` for several constraints at once (the stronger constraints are frozen once per
  /// priority level: see ``Cassowary/Solver/losses(of:)``), by id; an id whose constraint holds,
  /// is inactive or is required maps to nil.
  ///
  /// - Complexity: ``Cassowary/Solver/losses(of:)`` for the batch (shared frozen copies).
  public func losses(of ids: [ConstraintID]) -> [ConstraintID: ConstraintLoss?] {
    losses(of: ids) { solver.losses(of: $0) }
  }

  /// ``losses(of:)`` with the probes on `probes`, a scratch of this engine's solver.
  package func losses(of ids: [ConstraintID], probes: inout ProbeScratch) -> [ConstraintID: ConstraintLoss?] {
    losses(of: ids) { solver.losses(of: $0, probes: &probes) }
  }

  /// ``losses(of:probes:)`` where `framesBefore` gives where items were in a layout that may
  /// satisfy every required constraint (a change report's moved frames before the command, the
  /// other items where they are now): when it does (checked, ``Cassowary/Solver/requiredWitness(values:)``),
  /// a constraint that holds there is known to hold with the required constraints, and its probe
  /// with them alone is not run. `proving` false runs every probe (tests compare the losses).
  ///
  /// The witness is looked for only when the batch shares one part beside a broken constraint
  /// that misses (``Cassowary/Solver/sharesOnePart(batchOf:)``: the report of a command whose
  /// constraint broke): the violations it lists are then mostly what the broken constraint
  /// forces, and the layout before the command met every required constraint. Elsewhere a
  /// report's violations are mostly forced by a required constraint the command changed (a
  /// root resized), which the layout before misses (checking that cost `set size` 4 M
  /// instructions at 1,000 views for nothing), or a small batch's probes on small parts cost
  /// less than the check.
  package func losses(
    of ids: [ConstraintID], probes: inout ProbeScratch, framesBefore: () -> [(item: ItemID, frame: Rect)],
    proving: Bool = true
  ) -> [ConstraintID: ConstraintLoss?] {
    let witness =
      proving && solver.sharesOnePart(batchOf: ids.count) ? requiredWitness(framesBefore: framesBefore()) : nil
    return losses(of: ids) { solver.losses(of: $0, probes: &probes, witness: witness) }
  }

  /// The witness of a layout where the items of `framesBefore` are at those frames and every
  /// other item where it is now: each frame component is the item's variable (root coordinates). A
  /// safe area or a scroll view's frame guide is left out (its view's frame gives the same
  /// variables, and only its insets may differ); a variable given twice must agree. Nil when
  /// some required constraint misses there.
  func requiredWitness(framesBefore: [(item: ItemID, frame: Rect)]) -> RequiredWitness? {
    var values: [(variable: Variable, value: Double)] = []
    values.reserveCapacity(4 * framesBefore.count)
    for (name, frame) in framesBefore {
      guard let item = itemsByName[name.name], item.kind != .safeAreaGuide, item.kind != .frameGuide else { continue }
      let variables = item.variables
      values += [
        (variables.left, frame.x), (variables.top, frame.y), (variables.width, frame.width),
        (variables.height, frame.height),
      ]
    }
    return solver.requiredWitness(values: values)
  }

  /// ``losses(of:)`` with the solver's losses from `solve`.
  private func losses(of ids: [ConstraintID], solve: ([Constraint]) -> [Loss?]) -> [ConstraintID: ConstraintLoss?] {
    let installed = ids.map { records[$0.name]?.installed }
    let losses = solve(installed.compactMap { $0 })
    var found: [ConstraintID: ConstraintLoss?] = [:]
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
  private func describe(_ loss: Loss, id: ConstraintID, installed: Constraint) -> ConstraintLoss {
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
  ///
  /// - Complexity: O(1) on average: a record lookup and the constraint's error terms in the objective.
  public func weighedPriority(of id: ConstraintID) -> Priority? {
    guard let installed = records[id.name]?.installed else { return nil }
    return solver.weighedPriority(of: installed)
  }
}

extension LayoutEngine {
  /// The bound the required equality `id` can become (`<=` or `>=`, written as the constraint is)
  /// while every optimal layout stays what it is now (``Solver/boundKeepingTheOptimum(of:)``):
  /// in a layout with one optimum, that bound moves nothing. Nil when not known, and for a
  /// constraint that is not an active required equality.
  ///
  /// - Complexity: O(1) on average.
  package func boundKeepingTheOptimum(of id: ConstraintID) -> Relation? {
    guard let installed = records[id.name]?.installed else { return nil }
    return solver.boundKeepingTheOptimum(of: installed)
  }

  /// Whether changing the constraint `id` can restore a broken constraint: it is a member of a
  /// broken constraint's recorded conflict (which stands while every member stays in the
  /// solver; see `RestoreWatch`), or the next restore pass will look at some broken constraint
  /// anyway. Without, a change to it leaves every broken constraint broken.
  ///
  /// - Complexity: O(1) on average.
  package func mayRestoreBroken(byChanging id: ConstraintID) -> Bool {
    guard brokenConstraintCount > 0 else { return false }
    // Broken constraints the next pass looks at whatever changes (a restore that failed without
    // naming a conflict): their recorded conflicts prove nothing.
    let pending = records.pendingRestoreCandidates
    if pending.all || !pending.ids.isEmpty { return true }
    if records.isBrokenConflictMember(id.name) { return true }
    guard let name = records[id.name]?.installed?.name else { return false }
    return records.isBrokenConflictMember(name)
  }
}

extension LayoutEngine {
  /// Whether every optimal layout violates the constraint `id` by more than `margin`: the range
  /// its expression takes over the optimal layouts (walked on `probes`, whose base must be this
  /// engine's solver) keeps clear of where it holds. False for an inactive or unknown constraint.
  package func isViolatedInEveryOptimum(_ id: ConstraintID, by margin: Double, probes: inout ProbeScratch) -> Bool {
    guard let installed = records[id.name]?.installed else { return false }
    let range = probes.range(of: installed.expression)
    switch installed.relation {
    case .equal: return range.lower > margin || range.upper < -margin
    case .lessThanOrEqual: return range.lower > margin
    case .greaterThanOrEqual: return range.upper < -margin
    }
  }
}
