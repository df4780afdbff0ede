// Adding, removing and replacing constraints.

/// A constraint's row before it enters the tableau, with the symbols it will create.
struct PendingRow {
  var row: Row
  var record: ConstraintRecord
  /// Kinds of the symbols to create, in id order starting at the solver's `symbolCount`.
  var newKinds: [SymbolKind] = []
  /// Variables seen for the first time, with the external symbol each will get.
  var newVariables: [(Variable, SymbolID)] = []
}

extension Solver {
  // MARK: - Public API

  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
  ///   ``SolverError/nonFiniteValue(_:)``, or ``SolverError/unsatisfiable(_:)`` with a minimal
  ///   conflicting set when the required constraints would contradict each other. On any error
  ///   the solver is left exactly as it was.
  public mutating func add(_ constraint: Constraint) throws(SolverError) {
    guard records[constraint] == nil else { throw .duplicateConstraint(constraint) }
    try validate(constraint)
    try insert(constraint, constant: constraint.expression.constant)
    infeasibleRows.removeAll(keepingCapacity: true)
  }

  /// Removes a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` when the solver does not hold it.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let record = records.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
    additionOrder[constraint] = nil
    eliminate(record)
    try optimize()
    infeasibleRows.removeAll(keepingCapacity: true)
  }

  /// Whether the solver holds this constraint.
  public func contains(_ constraint: Constraint) -> Bool {
    records[constraint] != nil
  }

  /// The constraints the solver holds, in the order they were added.
  public var constraints: [Constraint] {
    additionOrder.sorted { $0.value < $1.value }.map(\.key)
  }

  /// Replaces `old` with `new`.
  ///
  /// When the two differ only in their constant, or only in an optional priority, the change is
  /// applied incrementally (dual simplex for constants, a re-weighted objective for priorities);
  /// otherwise `old` is removed and `new` added. On failure the solver is unchanged.
  public mutating func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
    guard var record = records[old] else { throw .unknownConstraint(old) }
    if old === new { return }
    guard records[new] == nil else { throw .duplicateConstraint(new) }
    try validate(new)
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
    } else {
      let saved = self
      do throws(SolverError) {
        try remove(old)
        try add(new)
      } catch {
        self = saved
        throw error
      }
    }
  }

  // MARK: - Insertion

  func validate(_ constraint: Constraint) throws(SolverError) {
    guard constraint.expression.isFinite else {
      throw .nonFiniteValue("a coefficient or the constant of \(constraint)")
    }
    guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
    guard constraint.shortfallPriority.isValid else { throw .invalidPriority(constraint.shortfallPriority) }
  }

  /// Inserts a validated constraint whose expression constant is taken to be `constant`.
  mutating func insert(_ constraint: Constraint, constant: Double) throws(SolverError) {
    let pending = makeRow(for: constraint, constant: constant)
    var subject = chooseSubject(pending)
    if subject == noSymbol && pending.row.cells.allSatisfy({ kind(of: $0.symbol, pending) == .dummy }) {
      if abs(pending.row.constant) > Tolerance.value {
        throw .unsatisfiable(
          conflict(for: constraint, certificate: pending.row, pending: pending, gap: abs(pending.row.constant)))
      }
      subject = pending.record.marker
    }
    if subject != noSymbol {
      commit(pending, for: constraint)
      var row = pending.row
      row.solve(for: subject)
      substitute(subject, by: row)
      insertRow(row, head: subject)
      do throws(SolverError) {
        try optimize()
      } catch {
        if let record = records.removeValue(forKey: constraint) { eliminate(record) }
        additionOrder[constraint] = nil
        throw error
      }
      return
    }
    let saved = self
    commit(pending, for: constraint)
    do throws(SolverError) {
      if let certificate = try addWithArtificialVariable(pending.row) {
        let gap = certificate.constant
        throw .unsatisfiable(conflict(for: constraint, certificate: certificate, pending: nil, gap: gap))
      }
      try optimize()
    } catch {
      self = saved
      throw error
    }
  }

  func kind(of symbol: SymbolID, _ pending: PendingRow) -> SymbolKind {
    let index = Int(symbol)
    return index < symbolCount ? kinds[index] : pending.newKinds[index - symbolCount]
  }

  /// Builds the constraint's row over the current parametric symbols (the tableau is not changed).
  func makeRow(for constraint: Constraint, constant: Double) -> PendingRow {
    var row = Row(constant: constant)
    var pending = PendingRow(
      row: row,
      record: ConstraintRecord(
        marker: noSymbol, other: noSymbol, markerCoefficient: 0, otherCoefficient: 0, markerLevel: 0,
        otherLevel: 0, rowSign: 1, constant: constant))
    func newSymbol(_ kind: SymbolKind) -> SymbolID {
      pending.newKinds.append(kind)
      return SymbolID(symbolCount + pending.newKinds.count - 1)
    }
    for term in constraint.expression.simplifiedTerms {
      let known = symbolOfVariable[term.variable.id]
      if known == noSymbol {
        let symbol = newSymbol(.external)
        pending.newVariables.append((term.variable, symbol))
        row.add(symbol, term.coefficient)
      } else if let definition = self.row(of: known) {
        row.add(definition, times: term.coefficient)
      } else {
        row.add(known, term.coefficient)
      }
    }
    var record = pending.record
    let over = constraint.priority
    let under = constraint.shortfallPriority
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      record.marker = newSymbol(.slack)
      record.markerCoefficient = sign
      row.add(record.marker, sign)
      if !over.isRequired {
        record.other = newSymbol(.error)
        record.otherCoefficient = -sign
        record.otherLevel = over.value
        row.add(record.other, -sign)
      }
    case .equal:
      switch (over.isRequired, under.isRequired) {
      case (true, true):
        record.marker = newSymbol(.dummy)
        record.markerCoefficient = 1
      case (false, false):
        record.marker = newSymbol(.error)
        record.markerCoefficient = -1
        record.markerLevel = over.value
        record.other = newSymbol(.error)
        record.otherCoefficient = 1
        record.otherLevel = under.value
      case (true, false):
        record.marker = newSymbol(.error)
        record.markerCoefficient = 1
        record.markerLevel = under.value
      case (false, true):
        record.marker = newSymbol(.error)
        record.markerCoefficient = -1
        record.markerLevel = over.value
      }
      row.add(record.marker, record.markerCoefficient)
      if record.other != noSymbol { row.add(record.other, record.otherCoefficient) }
    }
    if row.constant < 0 {
      row.scale(by: -1)
      record.rowSign = -1
    }
    pending.row = row
    pending.record = record
    return pending
  }

  /// Kiwi's subject choice, refined to limit fill-in: the external symbol that occurs in the
  /// fewest rows (a new variable occurs in none), else a new slack or error with a negative
  /// coefficient.
  func chooseSubject(_ pending: PendingRow) -> SymbolID {
    var best = noSymbol
    var bestCount = Int.max
    for cell in pending.row.cells where kind(of: cell.symbol, pending) == .external {
      let index = Int(cell.symbol)
      let count = index < symbolCount ? columns[index].count : 0
      if count < bestCount {
        best = cell.symbol
        bestCount = count
      }
    }
    if best != noSymbol { return best }
    let record = pending.record
    for symbol in [record.marker, record.other] where symbol != noSymbol {
      let kind = kind(of: symbol, pending)
      if (kind == .slack || kind == .error) && pending.row.coefficient(of: symbol) < 0 { return symbol }
    }
    return noSymbol
  }

  /// Creates the pending symbols and registers the constraint.
  mutating func commit(_ pending: PendingRow, for constraint: Constraint) {
    for kind in pending.newKinds { _ = makeSymbol(kind) }
    for (variable, symbol) in pending.newVariables {
      symbolOfVariable.insert(variable.id, symbol)
      variableOf[Int(symbol)] = variable
      externalSymbols.append(symbol)
      markChanged(symbol)
    }
    let record = pending.record
    owner[Int(record.marker)] = constraint
    if record.other != noSymbol { owner[Int(record.other)] = constraint }
    for (symbol, level) in [(record.marker, record.markerLevel), (record.other, record.otherLevel)]
    where symbol != noSymbol && kinds[Int(symbol)] == .error {
      addObjective(PriorityVector(level: level, coefficient: 1), times: 1, to: symbol)
    }
    records[constraint] = record
    additionOrder[constraint] = additionCounter
    additionCounter += 1
  }

  /// Phase one: adds `row` under an artificial variable and minimises it. Returns nil on success,
  /// or the optimal phase-one row (the infeasibility certificate) when the row cannot reach zero.
  mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Row? {
    let art = makeSymbol(.slack)
    insertRow(row, head: art)
    artificial = row
    try optimizeArtificial()
    let certificate = artificial ?? row
    artificial = nil
    if certificate.constant > Tolerance.value { return certificate }
    if isBasic(art) {
      var artRow = removeRow(head: art)
      if let entering = pivotableSymbol(in: artRow) {
        artRow.solve(head: art, for: entering)
        substitute(entering, by: artRow)
        insertRow(artRow, head: entering)
      }
    }
    for entry in columns[Int(art)] {
      if let cell = cellIndex(of: art, at: entry) { rows[Int(entry.slot)].cells.remove(at: cell) }
    }
    columns[Int(art)] = []
    objective.clear(art)
    return nil
  }

  /// The symbol to make basic when a zero artificial row stays: a slack or error, else an
  /// external, else a dummy (the constraint is redundant).
  func pivotableSymbol(in row: Row) -> SymbolID? {
    row.cells.first { kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error }?.symbol
      ?? row.cells.first { kinds[Int($0.symbol)] == .external }?.symbol
      ?? row.cells.first?.symbol
  }

  /// The constraints named by a certificate row: the new constraint and the owners of its tag symbols.
  func conflict(for constraint: Constraint, certificate: Row, pending: PendingRow?, gap: Double) -> Conflict {
    var members: Set<Constraint> = [constraint]
    for cell in certificate.cells where abs(cell.coefficient) > Tolerance.coefficient {
      let index = Int(cell.symbol)
      if index < owner.count, let member = owner[index] { members.insert(member) }
    }
    let ordered = members.sorted { (additionOrder[$0] ?? Int.max) < (additionOrder[$1] ?? Int.max) }
    return Conflict(constraint: constraint, constraints: ordered, gap: gap)
  }

  // MARK: - Removal

  /// Takes a constraint's row and symbols out of the tableau (the record is already unregistered).
  mutating func eliminate(_ record: ConstraintRecord) {
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
    }
    objective.clear(symbol)
  }

  /// The row to pivot a parametric marker into before removing it (kiwi's rule, ties to the
  /// smallest head): a restricted row with a negative coefficient by smallest ratio, else a
  /// restricted row with a positive coefficient by smallest ratio, else an external row — the
  /// shortest one, since the pivot row is then substituted into every row that holds the marker
  /// and feasibility does not constrain the choice among unrestricted rows.
  func markerLeavingRow(_ marker: SymbolID) -> SymbolID? {
    var first = (head: noSymbol, ratio: Double.infinity)
    var second = (head: noSymbol, ratio: Double.infinity)
    var third = noSymbol
    var thirdLength = Int.max
    for entry in columns[Int(marker)] {
      guard let cell = cellIndex(of: marker, at: entry) else { continue }
      let head = heads[Int(entry.slot)]
      let row = rows[Int(entry.slot)]
      let coefficient = row.cells[cell].coefficient
      if kinds[Int(head)] == .external {
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
    if first.head != noSymbol { return first.head }
    if second.head != noSymbol { return second.head }
    return third == noSymbol ? nil : third
  }

  // MARK: - Incremental changes

  /// Moves `record.other`/`record.marker` between priority levels in the objective.
  mutating func reweigh(_ record: ConstraintRecord, priority: Double, shortfall: Double) -> ConstraintRecord {
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
  mutating func rekey(_ old: Constraint, as new: Constraint, record: ConstraintRecord) {
    records[old] = nil
    records[new] = record
    additionOrder[new] = additionOrder.removeValue(forKey: old)
    owner[Int(record.marker)] = new
    if record.other != noSymbol { owner[Int(record.other)] = new }
  }

  /// Changes the constant of a held constraint in place: the marker column shifts by
  /// `Δconstant / markerCoefficient`, then the dual simplex restores feasibility. Returns false
  /// when that is impossible (the required constraints conflict, or a redundant equality would
  /// become inconsistent); the tableau must then be restored by the caller.
  mutating func shiftConstant(_ record: ConstraintRecord, to constant: Double) throws(SolverError) -> Bool {
    let shift = (constant - record.constant) / record.markerCoefficient
    if shift == 0 { return true }
    guard shiftMarker(record, by: shift), try dualOptimize() else { return false }
    try optimize()
    infeasibleRows.removeAll(keepingCapacity: true)
    return true
  }

  /// Replaces a held constraint by one that differs only in its constant.
  mutating func changeConstant(of old: Constraint, to new: Constraint) throws(SolverError) {
    guard var record = records[old] else { throw .unknownConstraint(old) }
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
      try probe.add(new)
      self = probe  // The re-add succeeded after all (numerical disagreement): keep it.
    } else {
      // Optional constraints cannot make the system infeasible; recover from numerical trouble.
      records[old] = nil
      records[new] = record
      additionOrder[new] = additionOrder.removeValue(forKey: old)
      record.constant = new.expression.constant
      records[new] = record
      try rebuild()
    }
  }

  /// Rebuilds the tableau from the constraints it holds (a safety net for numerical trouble).
  mutating func rebuild() throws(SolverError) {
    var fresh = Solver()
    for constraint in constraints {
      guard let record = records[constraint] else { continue }
      try fresh.insert(constraint, constant: record.constant)
    }
    fresh.edits = edits
    self = fresh
  }

  /// Applies `marker → marker + shift` to the tableau and the objective; false if a redundant
  /// equality would break.
  mutating func shiftMarker(_ record: ConstraintRecord, by shift: Double) -> Bool {
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
    for level in objective.levels.indices {
      objective.addToConstant(objective.coefficient(marker, level: level) * shift, level: level)
    }
    objective.addToConstant(ownCost, times: -shift)
    var consistent = true
    // Each row must shift exactly once. Repeated entries come only from appends, so a column
    // with no appends since its last compaction can be walked as it is (stale entries fail the
    // cell lookup and are skipped).
    if columns[Int(marker)].count != Int(compactedLength[Int(marker)]) { compactColumn(marker) }
    var moved: [SymbolID] = []
    var infeasible = infeasibleRows
    infeasibleRows = []
    let column = columns[Int(marker)]
    rows.withUnsafeMutableBufferPointer { rows in
      for entry in column {
        let index = Int(entry.slot)
        let head = heads[index]
        guard head != noSymbol, let cell = Self.cellIndex(of: marker, in: rows[index].cells, hint: entry.hint) else {
          continue
        }
        rows[index].constant += rows[index].cells[cell].coefficient * shift
        let constant = rows[index].constant
        switch kinds[Int(head)] {
        case .external: moved.append(head)
        case .dummy: if abs(constant) > Tolerance.value { consistent = false }
        case .slack, .error: if constant < -Tolerance.value { infeasible.append(head) }
        }
      }
    }
    infeasibleRows = infeasible
    for head in moved { markChanged(head) }
    return consistent
  }
}
