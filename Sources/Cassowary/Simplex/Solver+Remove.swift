// Removing constraints.

extension Solver {
  /// Removes a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` when the solver does not hold it.
  ///
  /// - Complexity: one pivot to make its marker basic when it is not (the marker's column), dropping
  ///   its row, then the pivots the re-optimisation needs.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    if let memo = firstRemoval {
      // A lent scratch's first write (``ProbeScratch/lend(removingFirst:_:)``): once only.
      firstRemoval = nil
      if memo.constraint === constraint {
        if let after = memo.takeSolver() {
          self = after
          return
        }
        let writesBefore = flatJournal?.slots.count ?? 0
        try remove(constraint)
        let writes = (flatJournal?.slots.count ?? .max) - writesBefore
        if writes >= Self.rowWritesWorthKeeping(symbolCount: symbolCount) { memo.keep(self) }
        return
      }
    }
    guard let record = takeRecord(of: constraint) else { throw .unknownConstraint(constraint) }
    eliminate(record)
    try optimize()
    infeasibleRows.removeAll(keepingCapacity: true)
    reclaimRetiredSymbolsIfWorthwhile()
  }

  /// The fewest rows a lent scratch's first removal must write (pivots, rows dropped) for the
  /// scratch after it to be kept for the next lend (``ProbeScratch/lend(removingFirst:_:)``): one
  /// per 128 symbols. Keeping it costs about the layout's size — the scratch's next writes copy
  /// the flat tables it shares with the kept solver, and taking the kept one drops the
  /// scratch's own — which a long stack view's pin removal repays many times over (400 rows at
  /// 1,001 views) but the one- to three-row removals of a screen's fix candidates did not (the
  /// 1,010-view screen's JSON document took 0.25–0.34 s keeping them all, 0.20–0.22 s keeping
  /// none).
  static func rowWritesWorthKeeping(symbolCount: Int) -> Int { symbolCount / 128 }

  // MARK: - Removal

  /// Takes a constraint's row and symbols out of the tableau (the record is already unregistered).
  mutating func eliminate(_ record: TableauRecord) {
    materializeAlias(marker: record.marker)
    for (symbol, level) in [(record.marker, record.markerLevel), (record.other, record.otherLevel)]
    where symbol != noSymbol && kinds[Int(symbol)] == .error {
      let cost = PriorityVector(level: level, coefficient: -1)
      if let definition = row(of: symbol) {
        objective.addToConstant(cost, times: definition.constant)
        for cell in definition.cells { addObjective(cost, times: cell.coefficient, to: cell.symbol) }
      } else {
        objective.add(cost, times: 1, to: symbol)
      }
    }
    let marker = record.marker
    if isBasic(marker) {
      removeRow(head: marker)
    } else if let leaving = markerLeavingRow(marker) {
      var row = removeRow(head: leaving)
      row.solve(head: leaving, for: marker)
      substitute(marker, by: row)
    }
    if record.other != noSymbol { dropSymbol(record.other) }
    dropSymbol(marker)
    owner[Int(marker)] = nil
    if record.other != noSymbol { owner[Int(record.other)] = nil }
    noteRetired(record.other == noSymbol ? 1 : 2)
  }

  /// Fixes a symbol that no constraint owns any more at zero: removes its row or its column.
  mutating func dropSymbol(_ symbol: SymbolID) {
    if isBasic(symbol) {
      removeRow(head: symbol)
    } else {
      for entry in columns[Int(symbol)] {
        if let cell = cellIndex(of: symbol, at: entry) { rows[Int(entry.slot)].cells.remove(at: cell) }
      }
      columns[Int(symbol)] = []
      hasStaleEntries[Int(symbol)] = false
    }
    objective.clear(symbol)
  }

  /// The row to pivot a parametric marker into before removing it: a row headed by a dummy that
  /// holds the marker (a redundant required equality, which must stay at zero: it blocks a move
  /// of the marker in either direction at once), else kiwi's rule with ties to the smallest head:
  /// a restricted row with a negative coefficient by smallest ratio, else a restricted row with
  /// a positive coefficient by smallest ratio, else an external row — the shortest one, since
  /// the pivot row is then substituted into every row that holds the marker and feasibility does
  /// not constrain the choice among unrestricted rows.
  ///
  /// kiwi counts a dummy row with a positive coefficient among the second group, so a slack row
  /// of the first group wins over it: the pivot then moves the marker, the redundant equality's
  /// row takes a non-zero constant, and that required constraint no longer holds (a view pinned
  /// to both edges and centred, then unpinned from one edge).
  func markerLeavingRow(_ marker: SymbolID) -> SymbolID? {
    var dummy = noSymbol
    var first = (head: noSymbol, ratio: Double.infinity)
    var second = (head: noSymbol, ratio: Double.infinity)
    var third = noSymbol
    var thirdLength = Int.max
    for entry in columns[Int(marker)] {
      guard let cell = cellIndex(of: marker, at: entry) else { continue }
      let head = heads[Int(entry.slot)]
      let row = rows[Int(entry.slot)]
      let coefficient = row.cells[cell].coefficient
      if kinds[Int(head)] == .dummy {
        if abs(coefficient) > Tolerance.pivot && (dummy == noSymbol || head < dummy) { dummy = head }
      } else if kinds[Int(head)] == .external {
        let length = row.cells.count
        if length < thirdLength || (length == thirdLength && head < third) {
          third = head
          thirdLength = length
        }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < first.ratio || (ratio == first.ratio && head < first.head) { first = (head, ratio) }
      } else {
        let ratio = row.constant / coefficient
        if ratio < second.ratio || (ratio == second.ratio && head < second.head) { second = (head, ratio) }
      }
    }
    if dummy != noSymbol { return dummy }
    if first.head != noSymbol { return first.head }
    if second.head != noSymbol { return second.head }
    return third == noSymbol ? nil : third
  }

}
