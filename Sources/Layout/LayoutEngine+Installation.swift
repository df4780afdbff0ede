// Putting constraints into the solver, breaking the ones that cannot hold, restoring them.
import Cassowary

extension LayoutEngine {
  /// Puts an inactive record's constraint into the solver. A required constraint that makes
  /// the required set unsatisfiable goes in at ``Priority/brokenRequired`` and is marked broken,
  /// with the solver's minimal conflicting set — unless it is imposed from outside (a root's
  /// size): then a member of the conflict is broken instead (``breakInstead(of:conflict:)``),
  /// as many times as it takes. On an error the engine is unchanged.
  mutating func install(_ id: String) throws(LayoutError) {
    guard var record = records[id] else { throw .unknownConstraint(id) }
    let derived = try derive(record.constraint, origin: record.origin)
    try put(derived, for: id, record: &record) { (solver, constraint) throws(SolverError) in try solver.add(constraint)
    }
    record.status = record.status == .broken ? .broken : .active
    records[id] = record
  }

  /// Puts `derived` into the solver with `insert` (an add or a replace of the record's installed
  /// constraint). When the required constraints refuse it: for a constraint imposed from outside
  /// a member of the conflict is broken instead (``breakInstead(of:conflict:)``), as many times
  /// as it takes; otherwise it goes in demoted and the record is marked broken with the conflict.
  private mutating func put(
    _ derived: Constraint, for id: String, record: inout ConstraintRecord,
    _ insert: (inout Solver, Constraint) throws(SolverError) -> Void
  ) throws(LayoutError) {
    var brokenInstead: [String] = []
    defer { measureGaps(of: brokenInstead) }
    while true {
      do throws(SolverError) {
        try insert(&solver, derived)
        record.installed = derived
        record.conflict = nil
        return
      } catch {
        guard case .unsatisfiable(let conflict) = error else { throw .solver(error) }
        if record.origin.isImposed, let victim = try breakInstead(of: id, conflict: conflict) {
          brokenInstead.append(victim)
          continue
        }
        let fallback = demoted(derived)
        do throws(SolverError) { try insert(&solver, fallback) } catch { throw .solver(error) }
        record.status = .broken
        record.installed = fallback
        record.conflict = conflict
        broken.append(id)
        return
      }
    }
  }

  /// The solver constraint of the active constraint `id` (nil when it is inactive, broken or
  /// unknown): what deactivating or removing it takes out of the solver, before anything else.
  package func activeSolverConstraint(_ id: String) -> Constraint? {
    guard let record = records[id], record.status == .active else { return nil }
    return record.installed
  }

  /// Takes a record's constraint out of the solver; it becomes inactive.
  mutating func uninstall(_ id: String) throws(LayoutError) {
    guard var record = records[id] else { throw .unknownConstraint(id) }
    guard let installed = record.installed else { return }
    do throws(SolverError) { try solver.remove(installed) } catch { throw .solver(error) }
    record.status = .inactive
    record.installed = nil
    record.conflict = nil
    records[id] = record
    broken.remove(id)
  }

  /// Replaces an installed record's solver constraint by `derived` (incrementally when only
  /// the constant or an optional priority changes). A required constraint that can no longer
  /// hold is broken — or, when it is imposed from outside, a member of its conflict is; a broken
  /// one stays broken (the restore pass decides).
  mutating func reinstall(_ id: String, as derived: Constraint) throws(LayoutError) {
    guard var record = records[id], let installed = record.installed else { return }
    if record.status == .broken {
      let target = demoted(derived)
      guard !isSameConstraint(installed, target) else { return }
      do throws(SolverError) { try solver.replace(installed, with: target) } catch { throw .solver(error) }
      record.installed = target
      records[id] = record
      return
    }
    guard !isSameConstraint(installed, derived) else { return }
    try put(derived, for: id, record: &record) { (solver, constraint) throws(SolverError) in
      try solver.replace(installed, with: constraint)
    }
    records[id] = record
  }

  /// Re-derives the installed constraints that match `predicate` after a change of geometry
  /// (margins, insets, baselines, direction). Constant-only changes are applied in place; the
  /// others are all taken out first and then put back, so that they are judged together.
  mutating func rederive(where predicate: (LayoutConstraint) -> Bool) throws(LayoutError) {
    try rederive(among: constraintOrder.lazy.map(\.name), where: predicate)
  }

  /// ``rederive(where:)`` for the constraints that name one of `items`, found through the
  /// records' index by item (in the order they were made, as there): a view's margins or
  /// baselines cost the constraints that name it, not a pass over every constraint (a scene of
  /// 600 labels set each label's baselines, a quadratic three fifths of `lyt check`).
  mutating func rederive(naming items: Set<String>) throws(LayoutError) {
    var ids: [String] = []
    for item in items { ids += records.ids(namingItem: item) }
    try rederive(among: inConstraintOrder(ids)) { constraint in constraint.items.contains { items.contains($0) } }
  }

  /// ``rederive(where:)`` over the constraints `ids`, in their order.
  private mutating func rederive<IDs: Sequence<String>>(
    among ids: IDs, where predicate: (LayoutConstraint) -> Bool
  ) throws(LayoutError) {
    var reshaped: [String] = []
    for id in ids {
      guard let record = records[id], let installed = record.installed, predicate(record.constraint) else { continue }
      let derived = try derive(record.constraint, origin: record.origin)
      let current = record.status == .broken ? promoted(installed) : installed
      if isSameConstraint(current, derived) { continue }
      if hasSameShape(current, derived) {
        try reinstall(id, as: derived)
      } else {
        reshaped.append(id)
      }
    }
    for id in reshaped { try uninstall(id) }
    for id in reshaped { try install(id) }
  }

  /// Tries to make every broken constraint required again. A constraint whose recorded
  /// conflict is still entirely in the solver cannot be restored and is skipped without
  /// touching the solver; a failed attempt refreshes the recorded conflict. Only the broken
  /// constraints whose conflict may have stopped being intact since the last pass are looked at
  /// (``RestoreWatch``), in the order they broke: the others would be skipped.
  mutating func restoreBroken() {
    let candidates = records.takeRestoreCandidates()
    let ids = candidates.all ? broken.ordered : broken.ordered(candidates.ids)
    restoreChecks += ids.count
    // Attempts that failed without a new conflict (numerical trouble): looked at again next time.
    var stale: [String] = []
    for id in ids {
      guard var record = records[id], record.status == .broken, let installed = record.installed else { continue }
      let required = promoted(installed)
      if let conflict = record.conflict, isIntact(conflict, of: required) { continue }
      if !recordsConflictsOfFailedRestores && cannotHold(id, installed) {
        // Left broken, as the attempt would; looked at again next pass, its conflict not fresh.
        stale.append(id)
        continue
      }
      do throws(SolverError) {
        try solver.replace(installed, with: required)
        record.status = .active
        record.installed = required
        record.conflict = nil
        broken.remove(id)
      } catch {
        if case .unsatisfiable(let conflict) = error { record.conflict = conflict } else { stale.append(id) }
      }
      records[id] = record
    }
    // The conflicts this pass recorded are intact, unless a restore after them took a member out
    // of the solver, and the watch keeps that.
    records.forgetRestoreCandidateWrites(keeping: stale)
    assert(everyBrokenConflictIsIntact(), "a broken constraint the restore pass skipped could be restored")
  }

  /// Whether the broken constraint `id`, held as `installed`, is sure to fail its restore: it is
  /// the only broken constraint, so the only one weighed at ``Priority/brokenRequired``, above
  /// every optional level; the optimal layout keeps its violation there as small as the
  /// required constraints allow, so a violation left at that level means no layout they allow
  /// satisfies it. Near zero the attempt decides (numbers within the solver's tolerance).
  private func cannotHold(_ id: String, _ installed: Constraint) -> Bool {
    guard broken.count == 1, broken.contains(id), solver.weighedPriority(of: installed) == .brokenRequired,
      let violation = solver.violation(of: installed)
    else { return false }
    return violation > Tolerance.report * max(1, abs(installed.expression.constant))
  }

  /// Whether `conflict` still stands against `required` (a broken constraint promoted back):
  /// it is about that constraint and every other member is still in the solver.
  private func isIntact(_ conflict: Conflict, of required: Constraint) -> Bool {
    isSameConstraint(conflict.constraint, required)
      && conflict.constraints.allSatisfy { $0 === conflict.constraint || solver.contains($0) }
  }

  /// Whether every broken constraint's recorded conflict is intact, as a restore pass leaves
  /// them, except those the next pass will look at (``RestoreWatch``): the check in debug builds
  /// (and in tests) that the watch missed no write.
  func everyBrokenConflictIsIntact() -> Bool {
    let pending = records.pendingRestoreCandidates
    if pending.all { return true }
    let rechecked = Set(pending.ids)
    return broken.ordered.allSatisfy { id in
      guard !rechecked.contains(id), let record = records[id], let installed = record.installed else { return true }
      return record.conflict.map { isIntact($0, of: promoted(installed)) } ?? false
    }
  }

  /// The state an operation starts from, for ``finishOperation(since:)``.
  struct OperationStart {
    /// The broken constraints before the operation.
    var broken: BrokenList
    /// The records' writes before it (``ConstraintRecords/writeMark``).
    var writeMark: Int
  }

  /// Notes the state an operation starts from.
  func startOperation() -> OperationStart {
    OperationStart(broken: broken, writeMark: records.writeMark)
  }

  /// Ends a successful operation: runs the restore pass and reports what broke and what was
  /// restored since `before`.
  ///
  /// A constraint joins or leaves the broken list only with a write of its record, so only the
  /// records written since `before` are compared, not every broken constraint.
  mutating func finishOperation(since before: OperationStart) -> OperationReport {
    restoreBroken()
    let written: [String]
    if let since = records.written(since: before.writeMark) {
      written = Array(since)
    } else {
      written = before.broken.ordered + broken.ordered
    }
    let newlyBroken = broken.ordered(written.filter { !before.broken.contains($0) })
    let brokenNow = newlyBroken.compactMap { id in
      records[id]?.conflict.map { BrokenConstraint(id: ConstraintID(id), conflict: $0) }
    }
    let restored = before.broken.ordered(
      written.filter { !broken.contains($0) && records[$0]?.status == .active })
    return OperationReport(broken: brokenNow, restored: restored.map { ConstraintID($0) })
  }

  /// Runs a multi-step change; if any step throws, the engine is restored to its state before
  /// (or, when it does not restore failed operations, notes ``hasUnrestoredWrites``).
  mutating func atomically(_ body: (inout LayoutEngine) throws(LayoutError) -> Void) throws(LayoutError) {
    guard restoresFailedOperations else {
      do throws(LayoutError) {
        try body(&self)
      } catch {
        hasUnrestoredWrites = true
        throw error
      }
      return
    }
    let saved = self
    do throws(LayoutError) {
      try body(&self)
    } catch {
      self = saved
      throw error
    }
  }

  /// Breaks a member of `conflict` other than the imposed constraint `imposed`, the way UIKit
  /// recovers when a container's size conflicts with the app's constraints (docs/EXPLANATIONS.md,
  /// "Which constraint breaks"). Returns the member's id, or nil when no member may break (the
  /// imposed constraint then breaks itself).
  private mutating func breakInstead(of imposed: String, conflict: Conflict) throws(LayoutError) -> String? {
    let members = conflict.constraints.compactMap { member -> (id: String, record: ConstraintRecord)? in
      guard let id = member.name, id != imposed, let record = records[id], record.status == .active,
        record.installed === member
      else { return nil }
      return (id, record)
    }
    let mayBreakTranslations = records[imposed].map { if case .rootSize = $0.origin { true } else { false } } ?? false
    guard let victim = Self.constraintToBreak(among: members, includingTranslations: mayBreakTranslations) else {
      return nil
    }
    var record = victim.record
    guard let installed = record.installed else { return nil }
    let target = demoted(installed)
    do throws(SolverError) { try solver.replace(installed, with: target) } catch { throw .solver(error) }
    record.status = .broken
    record.installed = target
    record.conflict = Conflict(constraint: installed, constraints: conflict.constraints, gap: conflict.gap)
    records[victim.id] = record
    broken.append(victim.id)
    return victim.id
  }

  /// The member of a conflict to break in place of an imposed size, as UIKit chooses in the
  /// public console logs we studied (docs/EXPLANATIONS.md, "Which constraint breaks"): one of the
  /// app's own constraints whenever there is one (never a container's size); of a view's two
  /// opposite pins inside the same container, the trailing or bottom one; otherwise the one with
  /// the largest constant (a fixed size before an inset), the last added on a tie. Generated
  /// constraints (a stack view's) break only when the app has none in the conflict; a translated
  /// autoresizing mask's only in place of a root's size (`includingTranslations`), when nothing
  /// else may (UIKit broke one only when nothing else was listed).
  static func constraintToBreak(
    among members: [(id: String, record: ConstraintRecord)], includingTranslations: Bool = false
  ) -> (id: String, record: ConstraintRecord)? {
    let apps = members.filter { $0.record.origin == .user && $0.record.owner == .app }
    let users = members.filter { $0.record.origin == .user }
    let stacks = members.filter { if case .stack = $0.record.origin { return true } else { return false } }
    let translations =
      includingTranslations
      ? members.filter { if case .autoresizing = $0.record.origin { return true } else { return false } } : []
    guard let pool = [apps, users, stacks, translations].first(where: { !$0.isEmpty }) else { return nil }
    let candidates = pool.filter { member in
      !pool.contains { isOppositePin(member.record.constraint, endingAt: $0.record.constraint) }
    }
    var chosen: (id: String, record: ConstraintRecord)?
    for member in candidates.isEmpty ? pool : candidates {
      guard let best = chosen else {
        chosen = member
        continue
      }
      if abs(member.record.constraint.constant) >= abs(best.record.constraint.constant) { chosen = member }
    }
    return chosen
  }

  /// Whether `start` pins a view's leading (left, top) edge to a container and `end` pins the
  /// same view's trailing (right, bottom) edge to the same container.
  private static func isOppositePin(_ start: LayoutConstraint, endingAt end: LayoutConstraint) -> Bool {
    let pairs: [(Attribute, Attribute)] = [(.leading, .trailing), (.left, .right), (.top, .bottom)]
    guard start.first.item == end.first.item, let container = start.second?.item, end.second?.item == container
    else { return false }
    return pairs.contains { $0.0 == start.first.attribute && $0.1 == end.first.attribute }
  }

  /// Records, for constraints broken in place of an imposed one, how far each now is from
  /// holding: its conflict's gap, in its own terms.
  private mutating func measureGaps(of ids: [String]) {
    for id in ids {
      guard var record = records[id], let installed = record.installed, let conflict = record.conflict,
        let violation = solver.violation(of: installed)
      else { continue }
      record.conflict = Conflict(constraint: conflict.constraint, constraints: conflict.constraints, gap: violation)
      records[id] = record
    }
  }
}
