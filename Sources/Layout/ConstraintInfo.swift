import Cassowary

/// A constraint as the engine sees it now: its definition, status and how well it holds.
public struct ConstraintInfo: Equatable {
  /// The constraint in Apple's form (for an intrinsic-size constraint the priority is the
  /// hugging priority; see ``shortfallPriority``).
  public var constraint: LayoutConstraint
  /// Where it comes from.
  public var origin: ConstraintOrigin
  /// Active, inactive or broken.
  public var status: ConstraintStatus
  /// The priority of falling short: the compression resistance of an intrinsic-size
  /// constraint, otherwise the constraint's priority.
  public var shortfallPriority: Priority
  /// How far the constraint is from holding in the current layout, in points (0 when it holds);
  /// for an inactive constraint, how far it would be. Nil for an inactive constraint whose items
  /// are in different hierarchies.
  public var violation: Double?
  /// For a broken constraint, the minimal conflicting set that broke it.
  public var conflict: Conflict?
  /// Whether the constraint is an equality that does not hold because its first item's value
  /// is below what it asks (for an intrinsic size: the view is compressed, so its
  /// ``shortfallPriority`` lost; otherwise it is stretched and its hugging priority lost).
  public var fallsShort = false

  /// The constraint's id.
  public var id: String { constraint.id }

  /// Whether the constraint holds in the current layout (within ``Tolerance/report``).
  public var holds: Bool { violation.map { $0 <= Tolerance.report } ?? false }
}

extension LayoutEngine {
  /// Every constraint (user and generated), in the order they were added.
  public var constraints: [ConstraintInfo] {
    constraintOrder.compactMap { constraint($0) }
  }

  /// The broken constraints and the active ones that do not hold, in the order they were added:
  /// those of ``constraints`` that are not inactive and do not hold, or are broken, found without
  /// building the info of the others.
  public var unsatisfiedConstraints: [ConstraintInfo] {
    // The change report's states are current when nothing changed since it was taken (no record
    // written, no value moved): then they say which constraints hold, without evaluating each.
    guard reportedStatesAreCurrent else { return scannedUnsatisfiedConstraints }
    // One pass over the states (few constraints fail), then those few put in order: looking up
    // the state of every id in order hashed each id twice, a tenth of a narrow `explain`.
    var failing: [String] = []
    for (id, state) in reportedStates where state.status != .inactive && !(state.status == .active && state.holds) {
      failing.append(id)
    }
    return inConstraintOrder(failing).compactMap { constraint($0) }
  }

  /// ``unsatisfiedConstraints`` measured afresh: every active constraint's violation evaluated.
  var scannedUnsatisfiedConstraints: [ConstraintInfo] {
    constraintOrder.compactMap { id in
      guard let record = records[id], record.status != .inactive else { return nil }
      if record.status == .active, let installed = record.installed, let violation = solver.violation(of: installed),
        violation <= Tolerance.report
      {
        return nil
      }
      return constraint(id)
    }
  }

  /// The constraints that mention an item (or, for a view, one of its system guides), and for a
  /// stack view every constraint it generated.
  public func constraints(involving name: String) -> [ConstraintInfo] {
    inConstraintOrder(ids(involving: name)).compactMap { constraint($0) }
  }

  /// The active or broken constraints that mention an item and do not hold: those of
  /// ``constraints(involving:)`` whose status is not inactive and that do not hold, found without
  /// building the info of the others.
  public func violatedConstraints(involving name: String) -> [ConstraintInfo] {
    let candidates = ids(involving: name)
    let failing: [String]
    if reportedStatesAreCurrent {
      // The change report's states say which hold: no record copied, no violation evaluated.
      failing = candidates.filter { id in
        guard let state = reportedStates[id] else { return true }
        return state.status != .inactive && !(state.status == .active && state.holds)
      }
    } else {
      failing = candidates.filter { id in
        // As `ConstraintInfo.holds`: an installed constraint's violation, nil (not holding) when
        // the solver does not know it.
        guard let record = records[id], record.status != .inactive else { return false }
        guard let installed = record.installed else { return true }
        return solver.violation(of: installed).map { $0 > Tolerance.report } ?? true
      }
    }
    return inConstraintOrder(failing).compactMap { constraint($0) }.filter { $0.status != .inactive && !$0.holds }
  }

  /// Whether the change report's states are those of the current layout: nothing changed since
  /// they were taken (no record written, no value moved), and every constraint has one.
  var reportedStatesAreCurrent: Bool {
    records.isReportCurrent && !solver.hasUnpublishedChanges && reportedStates.count == records.count
  }

  /// The ids of the constraints that mention an item (see ``constraints(involving:)``), in no
  /// particular order, from the records' index by item (the item itself and its system guides).
  private func ids(involving name: String) -> [String] {
    let lists = ([name] + (itemsByName[name]?.systemGuides ?? [])).map { records.ids(namingItem: $0) }
      .filter { !$0.isEmpty }
    // Each list names an id once; only ids from two lists (a constraint between a view and its
    // guide) need the set.
    guard lists.count > 1 else { return lists.first ?? [] }
    var seen = Set<String>()
    return lists.joined().filter { seen.insert($0).inserted }
  }

  /// The given constraint ids in the order the constraints were added, each once (ids without a
  /// constraint are dropped): sorted by their creation numbers, without a pass over the order.
  func inConstraintOrder(_ ids: [String]) -> [String] {
    if ids.isEmpty { return [] }
    let numbered = ids.compactMap { id in records.creationIndex(of: id).map { (creation: $0, id: id) } }
    var ordered: [String] = []
    var last = -1
    for (creation, id) in numbered.sorted(by: { $0.creation < $1.creation }) where creation != last {
      ordered.append(id)
      last = creation
    }
    return ordered
  }

  /// The constraint with this id, or nil.
  public func constraint(_ id: String) -> ConstraintInfo? {
    guard let record = records[id] else { return nil }
    // The solver's constraint (or what it would be, for an inactive one) and its residual.
    var measured: (constraint: Constraint, residual: Double?)?
    var shortfall = record.constraint.priority
    if let installed = record.installed {
      measured = (installed, solver.residual(of: installed))
      shortfall = installed.shortfallPriority == .brokenRequired ? .required : installed.shortfallPriority
    } else if let derived = try? derive(record.constraint, origin: record.origin) {
      measured = (derived, evaluate(derived.expression))
      shortfall = derived.shortfallPriority
    }
    var info = ConstraintInfo(
      constraint: record.constraint, origin: record.origin, status: record.status, shortfallPriority: shortfall,
      violation: nil, conflict: record.conflict)
    if let measured, let residual = measured.residual {
      let violation = measured.constraint.violation(residual: residual)
      info.violation = violation
      info.fallsShort = measured.constraint.fallsShort(residual: residual)
    }
    return info
  }

  /// The id of a constraint in the solver (a member of a conflict, a contribution to a
  /// derivation): the engine names every solver constraint by its id, implicit ones as
  /// `view.width>=0`.
  public func id(of constraint: Constraint) -> String? { constraint.name }

  /// The constraints that fix the current value of `anchor` (in root coordinates), with their
  /// multipliers, and any undetermined variables it still depends on (see
  /// ``Solver/derivation(of:)-(Expression)``).
  public func derivation(of anchor: Anchor) throws(LayoutError) -> Derivation {
    solver.derivation(of: try expression(of: anchor))
  }

  /// Why the violated optional constraint `id` is violated (see ``Solver/loss(of:)``): the ids
  /// of a minimal set of required and stronger constraints that force part of its violation,
  /// and what its own priority decided about the rest. Nil when it holds, is inactive or is
  /// required.
  public func loss(of id: String) -> ConstraintLoss? {
    losses(of: [id])[id] ?? nil
  }

  /// ``loss(of:)`` for several constraints at once (the stronger constraints are frozen once per
  /// priority level: see ``Cassowary/Solver/losses(of:)``), by id; an id whose constraint holds,
  /// is inactive or is required maps to nil.
  public func losses(of ids: [String]) -> [String: ConstraintLoss?] {
    losses(of: ids) { solver.losses(of: $0) }
  }

  /// ``losses(of:)`` with the probes on `probes`, a scratch of this engine's solver.
  public func losses(of ids: [String], probes: inout ProbeScratch) -> [String: ConstraintLoss?] {
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

extension Constraint {
  /// Whether an equality whose expression evaluates to `residual` misses on its short side (the
  /// side weighed at ``shortfallPriority``); false when it holds or is an inequality.
  func fallsShort(residual: Double) -> Bool {
    relation == .equal && residual < 0 && violation(residual: residual) > Tolerance.report
  }
}
