// Putting constraints into the solver, breaking the ones that cannot hold, restoring them.

extension LayoutEngine {
  /// Puts an inactive record's constraint into the solver. A required constraint that makes
  /// the required set unsatisfiable goes in at ``Priority/brokenRequired`` and is marked broken,
  /// with the solver's minimal conflicting set. On an error the engine is unchanged.
  mutating func install(_ id: String) throws(LayoutError) {
    guard var record = records[id] else { throw .unknownConstraint(id) }
    let derived = try derive(record.constraint, origin: record.origin)
    do throws(SolverError) {
      try solver.add(derived)
      record.status = .active
      record.installed = derived
      record.conflict = nil
    } catch {
      guard case .unsatisfiable(let conflict) = error else { throw .solver(error) }
      let fallback = demoted(derived)
      do throws(SolverError) { try solver.add(fallback) } catch { throw .solver(error) }
      record.status = .broken
      record.installed = fallback
      record.conflict = conflict
      brokenIDs.append(id)
    }
    records[id] = record
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
    brokenIDs.removeAll { $0 == id }
  }

  /// Replaces an installed record's solver constraint by `derived` (incrementally when only
  /// the constant or an optional priority changes). A required constraint that can no longer
  /// hold is broken; a broken one stays broken (the restore pass decides).
  mutating func reinstall(_ id: String, as derived: Constraint) throws(LayoutError) {
    guard var record = records[id], let installed = record.installed else { return }
    if record.status == .broken {
      let target = demoted(derived)
      guard !isSameConstraint(installed, target) else { return }
      do throws(SolverError) { try solver.replace(installed, with: target) } catch { throw .solver(error) }
      record.installed = target
    } else {
      guard !isSameConstraint(installed, derived) else { return }
      do throws(SolverError) {
        try solver.replace(installed, with: derived)
        record.installed = derived
      } catch {
        guard case .unsatisfiable(let conflict) = error else { throw .solver(error) }
        let target = demoted(derived)
        do throws(SolverError) { try solver.replace(installed, with: target) } catch { throw .solver(error) }
        record.status = .broken
        record.installed = target
        record.conflict = conflict
        brokenIDs.append(id)
      }
    }
    records[id] = record
  }

  /// Re-derives the installed constraints that match `predicate` after a change of geometry
  /// (margins, insets, baselines, direction). Constant-only changes are applied in place; the
  /// others are all taken out first and then put back, so that they are judged together.
  mutating func rederive(where predicate: (LayoutConstraint) -> Bool) throws(LayoutError) {
    var reshaped: [String] = []
    for id in constraintOrder {
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
  /// touching the solver; a failed attempt refreshes the recorded conflict.
  mutating func restoreBroken() {
    for id in brokenIDs {
      guard var record = records[id], record.status == .broken, let installed = record.installed else { continue }
      let required = promoted(installed)
      if let conflict = record.conflict, isSameConstraint(conflict.constraint, required),
        conflict.constraints.allSatisfy({ $0 === conflict.constraint || solver.contains($0) })
      {
        continue
      }
      do throws(SolverError) {
        try solver.replace(installed, with: required)
        record.status = .active
        record.installed = required
        record.conflict = nil
        brokenIDs.removeAll { $0 == id }
      } catch {
        if case .unsatisfiable(let conflict) = error { record.conflict = conflict }
      }
      records[id] = record
    }
  }

  /// Ends a successful operation: runs the restore pass and reports what broke and what was
  /// restored since `brokenBefore`.
  mutating func finishOperation(brokenBefore: [String]) -> OperationReport {
    restoreBroken()
    let before = Set(brokenBefore)
    let after = Set(brokenIDs)
    let broken = brokenIDs.filter { !before.contains($0) }.compactMap { id in
      records[id]?.conflict.map { BrokenConstraint(id: id, conflict: $0) }
    }
    let restored = brokenBefore.filter { !after.contains($0) && records[$0]?.status == .active }
    return OperationReport(broken: broken, restored: restored)
  }

  /// Runs a multi-step change; if any step throws, the engine is restored to its state before.
  mutating func atomically(_ body: (inout LayoutEngine) throws(LayoutError) -> Void) throws(LayoutError) {
    let saved = self
    do throws(LayoutError) {
      try body(&self)
    } catch {
      self = saved
      throw error
    }
  }
}
