// Incremental changes to held constraints: constants (dual simplex) and optional priorities.

extension Solver {
  /// Replaces `old` with `new`.
  ///
  /// When the two differ only in their constant, or only in an optional priority, the change is
  /// applied incrementally (dual simplex for constants, a re-weighted objective for priorities);
  /// an optional side made required whose error is already zero is fixed in place
  /// (`Solver+Promote.swift`); otherwise `old` is removed and `new` added. On failure the solver
  /// is unchanged.
  ///
  /// - Complexity: a new constant costs the rows of its marker's column and the dual simplex's pivots;
  ///   a new optional priority the objective terms of its error symbols and the pivots; a promotion
  ///   in place the columns of its error symbols (and at most one pivot); anything else a
  ///   ``remove(_:)`` and an ``add(_:)``.
  public mutating func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
    guard var record = self.record(of: old) else { throw .unknownConstraint(old) }
    if old === new { return }
    guard self.record(of: new) == nil else { throw .duplicateConstraint(new) }
    try validate(new)
    if aliasHeadOfMarker[record.marker] != nil {
      // Changed as the tableau row it stands for; restored as an alias if the change fails.
      let original = self
      materializeAlias(marker: record.marker)
      do throws(SolverError) { try replace(old, with: new) } catch {
        self = original
        throw error
      }
      return
    }
    let sameShape =
      old.relation == new.relation
      && old.expression.simplifiedTerms == new.expression.simplifiedTerms
    if sameShape && old.priority == new.priority && old.shortfallPriority == new.shortfallPriority {
      try changeConstant(of: old, to: new)
    } else if sameShape && old.expression.constant == new.expression.constant && !old.isRequired
      && !new.isRequired && !old.priority.isRequired && !old.shortfallPriority.isRequired
      && !new.priority.isRequired && !new.shortfallPriority.isRequired
    {
      record = reweigh(record, priority: new.priority.value, shortfall: new.shortfallPriority.value)
      rekey(old, as: new, record: record)
      try optimize()
    } else if !promoteInPlace(old, to: new, record: record) {
      // `saved` restores everything on failure, so the add keeps no journal or copy of its own
      // (on a probe scratch that was a second copy of every table the remove had copied).
      let saved = self
      do throws(SolverError) {
        try remove(old)
        try add(new, restoringOnFailure: false)
      } catch {
        self = saved
        throw error
      }
    }
  }
  // MARK: - Incremental changes

  /// Moves `record.other`/`record.marker` between priority levels in the objective.
  mutating func reweigh(_ record: TableauRecord, priority: Double, shortfall: Double) -> TableauRecord {
    var updated = record
    // Which level each error symbol carries: for a two-sided equality the marker is the
    // overshoot; for an inequality the other symbol is its error.
    let markerTarget: Double
    let otherTarget: Double
    if record.other != noSymbol && kinds[Int(record.marker)] == .error {
      markerTarget = priority
      otherTarget = shortfall
    } else if record.other != noSymbol {
      markerTarget = 0
      otherTarget = priority
    } else {
      markerTarget = record.markerCoefficient > 0 ? shortfall : priority
      otherTarget = 0
    }
    for (symbol, from, to) in [
      (record.marker, record.markerLevel, markerTarget), (record.other, record.otherLevel, otherTarget),
    ] where symbol != noSymbol && kinds[Int(symbol)] == .error && from != to {
      var change = PriorityVector(level: to, coefficient: 1)
      change.add(level: from, coefficient: -1)
      if let definition = row(of: symbol) {
        objective.addToConstant(change, times: definition.constant)
        for cell in definition.cells { addObjective(change, times: cell.coefficient, to: cell.symbol) }
      } else {
        addObjective(change, times: 1, to: symbol)
      }
    }
    if kinds[Int(record.marker)] == .error { updated.markerLevel = markerTarget }
    if record.other != noSymbol { updated.otherLevel = otherTarget }
    return updated
  }

  /// Registers `record` under `new` in place of `old`.
  mutating func rekey(_ old: Constraint, as new: Constraint, record: TableauRecord) {
    setRecord(nil, for: old)
    setRecord(record, for: new)
    owner[Int(record.marker)] = new
    if record.other != noSymbol { owner[Int(record.other)] = new }
  }

  /// Changes the constant of a held constraint in place: the marker column shifts by
  /// `Δconstant / markerCoefficient`, then the dual simplex restores feasibility. Returns false
  /// when that is impossible (the required constraints conflict, or a redundant equality would
  /// become inconsistent); the tableau must then be restored by the caller.
  mutating func shiftConstant(
    _ record: TableauRecord, to constant: Double, tiesToNewest: Bool = false
  ) throws(SolverError) -> Bool {
    let shift = (constant - record.constant) / record.markerCoefficient
    if shift == 0 { return true }
    guard shiftMarker(record, by: shift), try dualOptimize(tiesToNewest: tiesToNewest) else { return false }
    try optimize()
    infeasibleRows.removeAll(keepingCapacity: true)
    return true
  }

  /// Replaces a held constraint by one that differs only in its constant.
  mutating func changeConstant(of old: Constraint, to new: Constraint) throws(SolverError) {
    guard var record = self.record(of: old) else { throw .unknownConstraint(old) }
    let saved = old.isRequired ? self : nil
    if try shiftConstant(record, to: new.expression.constant) {
      record.constant = new.expression.constant
      rekey(old, as: new, record: record)
      return
    }
    if let saved {
      // Find out why on a copy: removing and re-adding names a minimal conflicting set.
      self = saved
      var probe = saved
      try probe.remove(old)
      try probe.add(new, restoringOnFailure: false)  // dropped on failure
      self = probe  // The re-add succeeded after all (numerical disagreement): keep it.
    } else {
      // Optional constraints cannot make the system infeasible; recover from numerical trouble.
      setRecord(nil, for: old)
      record.constant = new.expression.constant
      setRecord(record, for: new)
      try rebuild()
    }
  }

  /// Rebuilds the tableau from the constraints it holds (a safety net for numerical trouble).
  mutating func rebuild() throws(SolverError) {
    var fresh = Solver()
    fresh.aliasingEnabled = aliasingEnabled
    for constraint in constraints {
      guard let record = self.record(of: constraint) else { continue }
      try fresh.insert(constraint, constant: record.constant)
    }
    fresh.edits = edits
    self = fresh
  }

  /// Applies `marker → marker + shift` to the tableau and the objective; false if a redundant
  /// equality would break.
  mutating func shiftMarker(_ record: TableauRecord, by shift: Double) -> Bool {
    settledAliasValues = nil
    let marker = record.marker
    // The marker's own cost follows the new marker; everything else sees the substitution.
    let ownCost =
      kinds[Int(marker)] == .error ? PriorityVector(level: record.markerLevel, coefficient: 1) : PriorityVector()
    let index = rowIndex[Int(marker)]
    if index >= 0 {
      objective.addToConstant(ownCost, times: -shift)
      rows[Int(index)].constant -= shift
      let constant = rows[Int(index)].constant
      if kinds[Int(marker)] == .dummy { return abs(constant) <= Tolerance.value }
      if constant < -Tolerance.value { infeasibleRows.append(marker) }
      return true
    }
    objective.addToConstant(coefficientOf: marker, times: shift)
    objective.addToConstant(ownCost, times: -shift)
    var consistent = true
    // Each row must shift exactly once. Repeated entries come only from appends, so a column
    // with no appends since its last compaction can be walked as it is (stale entries fail the
    // cell lookup and are skipped).
    if columns[Int(marker)].count != Int(compactedLength[Int(marker)]) { compactColumn(marker, refreshingHints: true) }
    var infeasible = infeasibleRows
    infeasibleRows = []
    let column = columns[Int(marker)]
    // The moved externals are marked dirty in the same pass (as `markChanged(variables:)` would
    // after it), written straight into the tail of `dirtySymbols`.
    let start = dirtySymbols.count
    dirtySymbols.append(contentsOf: repeatElement(noSymbol, count: column.count))
    var added = 0
    var followed: [SymbolID] = []
    // Taken out of the solver while the loop writes its rows, so that they are written in place
    // (each chunk copied only if another solver shares it).
    var rows = self.rows
    self.rows = ChunkedArray()
    dirtySymbols.withUnsafeMutableBufferPointer { dirty in
      isDirty.withUnsafeMutableBufferPointer { isDirty in
        heads.withUnsafeBufferPointer { heads in
          kinds.withUnsafeBufferPointer { kinds in
            hasAliasDependents.withUnsafeBufferPointer { hasAliasDependents in
              for entry in column {
                let index = Int(entry.slot)
                let head = heads[index]
                guard head != noSymbol,
                  let constant = rows.update(
                    index,
                    { row -> Double? in
                      guard let cell = row.cells.withUnsafeBufferPointer({ $0.index(of: marker, hint: entry.hint) })
                      else { return nil }
                      row.constant += row.cells[cell].coefficient * shift
                      return row.constant
                    })
                else { continue }
                switch kinds[Int(head)] {
                case .external:
                  let symbol = Int(head)
                  if hasAliasDependents[symbol] { followed.append(head) }
                  if !isDirty[symbol] {
                    isDirty[symbol] = true
                    dirty[start + added] = head
                    added += 1
                  }
                case .dummy: if abs(constant) > Tolerance.value { consistent = false }
                case .slack, .error: if constant < -Tolerance.value { infeasible.append(head) }
                }
              }
            }
          }
        }
      }
    }
    self.rows = rows
    dirtySymbols.removeLast(column.count - added)
    infeasibleRows = infeasible
    for head in followed { markAliasDependents(of: head) }
    return consistent
  }
}
