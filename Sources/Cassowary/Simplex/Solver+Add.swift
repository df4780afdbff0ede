// Adding constraints: building rows, choosing subjects, the artificial phase, conflicts.

/// A constraint's row before it enters the tableau, with the symbols it will create.
struct PendingRow {
  var row: Row
  var record: TableauRecord
  /// Kinds of the symbols to create, in id order starting at the solver's `symbolCount`.
  var newKinds: [SymbolKind] = []
  /// Variables seen for the first time, with the external symbol each will get.
  var newVariables: [NewVariable] = []

  /// Reserves the next new symbol, of `kind`, in a solver that has made `symbolCount` symbols.
  mutating func newSymbol(_ kind: SymbolKind, after symbolCount: Int) -> SymbolID {
    newKinds.append(kind)
    return SymbolID(symbolCount + newKinds.count - 1)
  }
}

/// A variable seen for the first time, with the external symbol it will get (a struct rather
/// than a tuple, so that arrays of them are copied and destroyed without tuple metadata).
struct NewVariable {
  var variable: Variable
  var symbol: SymbolID
}

extension Solver {
  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
  ///   ``SolverError/nonFiniteValue(_:)``, or ``SolverError/unsatisfiable(_:)`` with a minimal
  ///   conflicting set when the required constraints would contradict each other. On any error
  ///   the solver is left exactly as it was.
  ///
  /// - Complexity: building the row costs its terms times the lengths of the rows substituted into it;
  ///   then one substitution into every row holding the chosen subject, and the pivots the
  ///   re-optimisation needs (each touches the rows of one column). A required constraint with no
  ///   subject adds an artificial phase and, to restore on failure, a copy of the tables it writes.
  public mutating func add(_ constraint: Constraint) throws(SolverError) {
    try add(constraint, restoringOnFailure: true)
  }

  /// ``add(_:)`` for a what-if copy that is dropped if the add fails. With
  /// `restoringOnFailure: false` the solver keeps no copy of itself to restore from (a copy of
  /// every table the artificial phase writes), and after an error it is left in an unspecified
  /// state: read the error, then discard the solver.
  ///
  /// - Throws: as ``add(_:)``.
  ///
  /// - Complexity: as ``add(_:)``; without the copy to restore from, the artificial phase writes in place.
  public mutating func add(_ constraint: Constraint, restoringOnFailure: Bool) throws(SolverError) {
    guard record(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
    try validate(constraint)
    try insert(constraint, constant: constraint.expression.constant, restoringOnFailure: restoringOnFailure)
    infeasibleRows.removeAll(keepingCapacity: true)
  }

  /// When a held constraint was added (see ``TableauRecord/order``), or nil.
  func additionIndex(of constraint: Constraint) -> Int? {
    record(of: constraint)?.order
  }

  /// Whether the solver holds this constraint.
  ///
  /// - Complexity: O(1) expected (a hash lookup).
  public func contains(_ constraint: Constraint) -> Bool {
    record(of: constraint) != nil
  }

  /// The constraints the solver holds, in the order they were added.
  public var constraints: [Constraint] {
    let records = allRecords
    // Orders are distinct and below the addition counter: placed by order, no sort needed, while
    // the records fill a good part of that range. Once most constraints ever added are gone (a
    // session that adds and removes one constraint 20,000 times holds five), a table as long as
    // the counter would cost every call what was ever added: sorted instead.
    guard additionCounter <= 4 * records.count + 64 else {
      return records.sorted { $0.1.order < $1.1.order }.map(\.0)
    }
    var byOrder = [Constraint?](repeating: nil, count: additionCounter)
    for (constraint, record) in records {
      guard record.order >= 0, record.order < byOrder.count, byOrder[record.order] == nil else {
        return records.sorted { $0.1.order < $1.1.order }.map(\.0)
      }
      byOrder[record.order] = constraint
    }
    return byOrder.compactMap { $0 }
  }

  // MARK: - Insertion

  func validate(_ constraint: Constraint) throws(SolverError) {
    guard constraint.expression.isFinite else {
      throw .nonFiniteValue("a coefficient or the constant of \(constraint)")
    }
    guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
    guard constraint.shortfallPriority.isValid else { throw .invalidPriority(constraint.shortfallPriority) }
  }

  /// Inserts a validated constraint whose expression constant is taken to be `constant`; on an
  /// error the solver is restored unless `restoringOnFailure` is false (see
  /// ``add(_:restoringOnFailure:)``).
  mutating func insert(_ constraint: Constraint, constant: Double, restoringOnFailure: Bool = true) throws(SolverError)
  {
    if let shape = aliasShape(of: constraint) {
      insertAlias(constraint, constant: constant, shape: shape)
      return
    }
    var pending = makeRow(for: constraint, constant: constant)
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
      recycle(&pending)
      var row = pending.row
      pending.row = Row()  // so that `row` is solved in place, not copied
      row.solve(for: subject)
      substitute(subject, by: row)
      insertRow(row, head: subject)
      do throws(SolverError) {
        try optimize()
      } catch {
        if let record = takeRecord(of: constraint) { eliminate(record) }
        throw error
      }
      return
    }
    if pending.row.constant > Tolerance.value && !artificialPhaseWouldPivot(pending) {
      // The phase would stop at once with the row itself as its certificate: refuse as it
      // would, without the copy of the solver that restoring after the phase needs (the first
      // writes to a copy duplicate every table they touch, so a line of n refused constraints
      // cost n copies of the whole tableau).
      throw .unsatisfiable(
        conflict(for: constraint, certificate: pending.row, pending: pending, gap: pending.row.constant))
    }
    // A refusal is taken back from a journal of what the phase overwrote (see
    // `AdditionJournal.swift`); a caller that drops the solver on failure keeps none. On a probe
    // scratch too: the rollback's writes are noted in the scratch's own journal, so its reset
    // still sees every write (debug builds check both). A copy of the solver kept instead made
    // the first phase's first write to each table copy it whole, on every fix check that adds a
    // constraint (a sixth of a 3,000-view JSON document).
    let journaled = restoringOnFailure
    #if DEBUG
      let before = journaled ? self : nil
    #endif
    if journaled { startAdditionJournal() }
    commit(pending, for: constraint)
    do throws(SolverError) {
      if let certificate = try addWithArtificialVariable(pending.row) {
        let gap = certificate.constant
        throw .unsatisfiable(conflict(for: constraint, certificate: certificate, pending: nil, gap: gap))
      }
      try optimize()
    } catch {
      if additionJournal != nil {
        rollBackAddition(of: constraint)
        #if DEBUG
          if let before { assertSameState(as: before) }
        #endif
      } else if restoringOnFailure, let record = takeRecord(of: constraint) {
        // The phase succeeded and the optimisation after it gave up: taken out as a
        // constraint with a subject is.
        eliminate(record)
      }
      throw error
    }
  }

  /// Whether phase one on the pending row would pivot at all: exactly the entering test of
  /// ``optimizeArtificial()`` on its first iteration, where the phase-one objective is the row
  /// itself (an external with a coefficient, or a slack or error that lowers the row).
  func artificialPhaseWouldPivot(_ pending: PendingRow) -> Bool {
    pending.row.cells.contains { cell in
      switch kind(of: cell.symbol, pending) {
      case .dummy: false
      case .external: abs(cell.coefficient) > Tolerance.cost
      default: cell.coefficient < -Tolerance.cost
      }
    }
  }

  func kind(of symbol: SymbolID, _ pending: PendingRow) -> SymbolKind {
    let index = Int(symbol)
    return index < symbolCount ? kinds[index] : pending.newKinds[index - symbolCount]
  }

  /// Builds the constraint's row over the current parametric symbols (the tableau is not changed;
  /// the row is built in the reusable `rowBuilder`).
  mutating func makeRow(for constraint: Constraint, constant: Double) -> PendingRow {
    var row = rowBuilder
    rowBuilder = RowBuilder()
    row.reset(constant: constant)
    var pending = PendingRow(
      row: Row(),
      record: TableauRecord(
        marker: noSymbol, other: noSymbol, markerCoefficient: 0, otherCoefficient: 0, markerLevel: 0,
        otherLevel: 0, rowSign: 1, constant: constant),
      newKinds: newKindsScratch, newVariables: newVariablesScratch)
    newKindsScratch = []
    newVariablesScratch = []
    let symbolCount = symbolCount
    // Not a nested function: capturing `pending` would box it on the heap.
    for term in constraint.expression.simplifiedTerms {
      let known = symbolOfVariable[term.variable.id]
      if known == noSymbol {
        let symbol = pending.newSymbol(.external, after: symbolCount)
        pending.newVariables.append(NewVariable(variable: term.variable, symbol: symbol))
        row.add(symbol, term.coefficient)
      } else if isAlias(known) {
        addAliasDefinition(known, times: term.coefficient, to: &row)
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
      record.marker = pending.newSymbol(.slack, after: symbolCount)
      record.markerCoefficient = sign
      row.add(record.marker, sign)
      if !over.isRequired {
        record.other = pending.newSymbol(.error, after: symbolCount)
        record.otherCoefficient = -sign
        record.otherLevel = over.value
        row.add(record.other, -sign)
      }
    case .equal:
      switch (over.isRequired, under.isRequired) {
      case (true, true):
        record.marker = pending.newSymbol(.dummy, after: symbolCount)
        record.markerCoefficient = 1
      case (false, false):
        record.marker = pending.newSymbol(.error, after: symbolCount)
        record.markerCoefficient = -1
        record.markerLevel = over.value
        record.other = pending.newSymbol(.error, after: symbolCount)
        record.otherCoefficient = 1
        record.otherLevel = under.value
      case (true, false):
        record.marker = pending.newSymbol(.error, after: symbolCount)
        record.markerCoefficient = 1
        record.markerLevel = under.value
      case (false, true):
        record.marker = pending.newSymbol(.error, after: symbolCount)
        record.markerCoefficient = -1
        record.markerLevel = over.value
      }
      row.add(record.marker, record.markerCoefficient)
      if record.other != noSymbol { row.add(record.other, record.otherCoefficient) }
    }
    if row.constant < 0 { record.rowSign = -1 }
    pending.row = row.row(times: record.rowSign)
    pending.record = record
    rowBuilder = row
    return pending
  }

  /// Keeps the storage of a committed pending row's new symbols for the next `makeRow`.
  mutating func recycle(_ pending: inout PendingRow) {
    pending.newKinds.removeAll(keepingCapacity: true)
    pending.newVariables.removeAll(keepingCapacity: true)
    swap(&newKindsScratch, &pending.newKinds)
    swap(&newVariablesScratch, &pending.newVariables)
  }

  /// Kiwi's subject choice, refined to limit fill-in: the external symbol that occurs in the
  /// fewest rows (a new variable occurs in none), else a new slack or error with a negative
  /// coefficient.
  ///
  /// Of externals that occur equally often the first in the row wins. Counting is the cost: the
  /// free position of a layout nothing pins is in every row, and each probe that measures an
  /// expression (a new variable, so the subject) counted it. So a lone external is taken
  /// uncounted; with a new variable in the row only whether an earlier external occurs at all
  /// matters; and a count stops at the best so far.
  func chooseSubject(_ pending: PendingRow) -> SymbolID {
    var best = noSymbol
    let known = symbolCount
    // The cells of a long row are mostly errors and dummies: find the externals over borrowed
    // buffers, and count occurrences only for those.
    pending.row.cells.withUnsafeBufferPointer { cells in
      kinds.withUnsafeBufferPointer { kinds in
        func isExternal(_ cell: Cell) -> Bool {
          let index = Int(cell.symbol)
          return (index < known ? kinds[index] : pending.newKinds[index - known]) == .external
        }
        var externals = 0
        var firstNew: SymbolID?
        for cell in cells where isExternal(cell) {
          externals += 1
          if best == noSymbol { best = cell.symbol }
          if firstNew == nil && Int(cell.symbol) >= known { firstNew = cell.symbol }
        }
        guard externals > 1 else { return }
        if let firstNew {
          // A new variable occurs in no row: the first external that occurs in none wins.
          let first = cells.first { isExternal($0) && ($0.symbol == firstNew || !occursInSomeRow($0.symbol)) }
          best = first?.symbol ?? firstNew
          return
        }
        var bestCount = Int.max
        for cell in cells where isExternal(cell) {
          let count = occurrenceCount(of: cell.symbol, below: bestCount)
          guard count < bestCount else { continue }
          best = cell.symbol
          bestCount = count
          if count == 0 { return }
        }
      }
    }
    if best != noSymbol { return best }
    let record = pending.record
    if isNegativeTag(record.marker, pending) { return record.marker }
    if record.other != noSymbol && isNegativeTag(record.other, pending) { return record.other }
    return noSymbol
  }

  /// Whether a new tag symbol is a slack or error with a negative coefficient in the pending row.
  func isNegativeTag(_ symbol: SymbolID, _ pending: PendingRow) -> Bool {
    let kind = kind(of: symbol, pending)
    return (kind == .slack || kind == .error) && pending.row.coefficient(of: symbol) < 0
  }

  /// Creates the pending symbols and registers the constraint.
  mutating func commit(_ pending: PendingRow, for constraint: Constraint) {
    for kind in pending.newKinds { _ = makeSymbol(kind) }
    for new in pending.newVariables {
      let symbol = new.symbol
      symbolOfVariable.insert(new.variable.id, symbol)
      variableOf[Int(symbol)] = new.variable
      externalSymbols.append(symbol)
      markChanged(symbol)
    }
    let record = pending.record
    owner[Int(record.marker)] = constraint
    if record.other != noSymbol { owner[Int(record.other)] = constraint }
    // Two plain checks rather than a loop over a literal array (no allocation per constraint).
    if kinds[Int(record.marker)] == .error { addOwnWeight(of: record.marker, level: record.markerLevel) }
    if record.other != noSymbol && kinds[Int(record.other)] == .error {
      addOwnWeight(of: record.other, level: record.otherLevel)
    }
    var registered = record
    registered.order = additionCounter
    setRecord(registered, for: constraint)
    additionCounter += 1
  }

  /// `objective[error] += 1` at `level`: a new error symbol's own weight (what
  /// `addObjective(PriorityVector(level: level, coefficient: 1), times: 1, to: error)` does,
  /// without building a priority vector).
  mutating func addOwnWeight(of error: SymbolID, level: Double) {
    objective.add(1, level: level, to: error)
    noteObjectiveChange(error)
  }

  /// Phase one: adds `row` under an artificial variable and minimises it. Returns nil on success,
  /// or the optimal phase-one row (the infeasibility certificate) when the row cannot reach zero.
  ///
  /// A row whose constant is zero (the new equality holds in the current layout, as when a view
  /// of a stack is aligned with the first one and both keep their intrinsic widths) needs only
  /// degenerate pivots: no value moves whichever symbols enter, and the layout, optimal before
  /// and still allowed, stays the optimum phase two keeps. Those pivots enter the newest symbols
  /// first: they sit in the fewest rows, where the oldest sit in every row built since (aligning
  /// 300 labels to the first one pivoted on the first label's errors in ever longer columns,
  /// 11 s; now 0.1 s). Only the basis differs, and with it which of several equally good layouts
  /// a later change may land on; with a nonzero constant the oldest-first path also decides
  /// where phase one ends, and it is kept (transcripts show the layouts ties land on).
  mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Row? {
    let art = makeSymbol(.slack)
    insertRow(row, head: art)
    artificial = row
    try optimizeArtificial(newestFirst: abs(row.constant) <= Tolerance.value)
    let certificate = artificial ?? row
    artificial = nil
    if certificate.constant > Tolerance.value { return certificate }
    endAdditionJournal()
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
    hasStaleEntries[Int(art)] = false
    objective.clear(art)
    noteRetired(1)
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
    // Each member's place looked up once, not in every comparison (whose closure copied the solver).
    let ordered = members.map { (member: $0, order: additionIndex(of: $0) ?? Int.max) }
      .sorted { $0.order < $1.order }.map(\.member)
    return Conflict(constraint: constraint, constraints: ordered, gap: gap)
  }

}
