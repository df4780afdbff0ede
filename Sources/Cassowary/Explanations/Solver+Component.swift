// The part of the tableau a what-if question can reach, as a solver of its own.
//
// Adding a constraint builds its row from the rows of its variables, then pivots: the entering
// column comes from the objective (only symbols of the new row can have become improving), the
// ratio test reads the rows holding that column, and the substitution writes those rows. Dummy
// columns never enter. So an `add` only ever touches rows reachable from its variables through
// shared non-dummy columns: the connected part of the tableau. At 1000 views in rows of 100
// (the benchmark) that is one row of views: 722 of 14,222 symbols, 17 k of 176 k cells. Building
// the part reads and copies those cells (about 5 M instructions there, more than a copy-on-write
// copy of the whole), so it pays where several questions share it: the losses of one part share
// it and its frozen copies (`Solver.losses(of:)`). Since the losses of a batch share scratches
// (`ProbeScratch`), the whole is cheaper at 1000 views, and parts are used above 40,000 symbols
// only (at 10,000 views the narrow `explain` takes 145 ms on parts, 220 ms on the whole).
//
// The part keeps the order of symbol ids and of row slots (renumbered densely), so Bland's rule
// and every tie-break (smallest id) choose as they would on the whole tableau, and new symbols
// come after every old one as they would there: a probe on the part takes exactly the pivots a
// probe on the whole would take, and reports the same conflicts and values.

extension Solver {
  /// The connected part of the tableau around `variables` and the tag symbols of `constraints`,
  /// as a solver holding only that part (see the file comment). Constraints are kept when one of
  /// their tag symbols is in the part; an optional or inequality constraint's variables are
  /// brought in too, so that its violation can be read. Values of variables outside the part
  /// are not known to it.
  func part(around variables: [Variable], constraints: [Constraint]) -> SolverPart {
    // No limit: the reach is always made.
    part(around: variables, constraints: constraints, limit: .max)
      ?? SolverPart(solver: part(keeping: ComponentReach(symbolCount: 0, slotCount: 0), constraints: []), symbols: [])
  }

  /// ``part(around:constraints:)``, or nil when the part would hold more than `limit` symbols
  /// (found without building it).
  func part(around variables: [Variable], constraints: [Constraint], limit: Int) -> SolverPart? {
    guard let (reach, keptConstraints) = reach(around: variables, constraints: constraints, limit: limit) else {
      return nil
    }
    return SolverPart(solver: part(keeping: reach, constraints: keptConstraints), symbols: reach.symbols)
  }

  /// The variables whose values, and whether they are ambiguous, a change to `constraints` (or
  /// a new constraint over `variables`) can alter: `variables`, the external symbols of the
  /// connected part around them and the rows that hold the constraints' tags (see
  /// ``part(around:constraints:)``), and every alias that follows one of them.
  /// A row outside the part shares no column a pivot inside it can enter, and the objective's
  /// cost of such a column comes from rows outside it: its optimal face stays the same.
  ///
  /// Nil when the part grows past `limit` symbols (a change that reaches most of the layout is
  /// cheaper to judge by scanning it all).
  package func variablesReached(
    from variables: [Variable], constraints: [Constraint], limit: Int = .max
  ) -> Set<Variable>? {
    guard
      let symbols = reach(around: variables, constraints: constraints, followingDummyTags: true, limit: limit)?
        .reach.symbols
    else { return nil }
    var tags = Set<SymbolID>()
    for constraint in constraints {
      guard let record = record(of: constraint) else { continue }
      tags.insert(record.marker)
      if record.other != noSymbol { tags.insert(record.other) }
    }
    // The variables themselves, known to this solver or not (a constraint over a variable no
    // constraint mentioned yet brings it in).
    var reached = Set(variables)
    var seen = Set<SymbolID>()
    var frozen: [SymbolID: Bool] = [:]
    var pending = symbols
    while let symbol = pending.popLast() {
      guard seen.insert(symbol).inserted else { continue }
      if kinds[Int(symbol)] == .external, let variable = variableOf[Int(symbol)] { reached.insert(variable) }
      // The aliases that follow a symbol the change cannot move (a root's edge, fixed by a
      // required equality that stays) keep their values: following them would reach every row
      // of views that starts at that edge.
      if hasAliasDependents[Int(symbol)] && !isFrozen(symbol, changingTags: tags, memo: &frozen) {
        pending += aliasDependents[symbol] ?? []
      }
    }
    return reached
  }

  /// The variable `constraint` alone defines, if it does: a required equality kept as an alias
  /// whose head is a user variable that no row, alias or other constraint holds, and whose
  /// marker no row holds either (a row built from the alias's definition carries its marker:
  /// taking the constraint away would rewrite that row). Taking such a
  /// constraint away leaves that variable free and changes nothing else, so adding it to a
  /// layout where the variable was free changes no other variable's optimal values: its
  /// solutions are the old ones with the variable set to the alias's value. (A subview centred
  /// in a row whose top follows every row above: the row's part is most of the layout, but the
  /// centring moves only the subview's top.)
  ///
  /// - Complexity: O(1) but for the alias chains through the head (none, when it defines one).
  package func variableDefined(onlyBy constraint: Constraint) -> Variable? {
    guard constraint.isRequired, constraint.relation == .equal, let record = record(of: constraint),
      let head = aliasHeadOfMarker[record.marker], kinds[Int(head)] == .external,
      !hasAliasDependents[Int(head)], columns[Int(head)].isEmpty, !hasAliasDependents[Int(record.marker)],
      columns[Int(record.marker)].isEmpty
    else { return nil }
    return variableOf[Int(head)]
  }

  /// Whether `constraint` is a required inequality that holds with room to spare: its slack is
  /// basic, with a value above ``Tolerance/report``. Adding such a constraint (or taking it
  /// away) leaves every optimal layout near the current one optimal: the optimal layouts with it
  /// are those without it that satisfy it, and since the current one satisfies it strictly, a
  /// frame component that varies over either set varies over the other too (along the segment
  /// from the current layout towards any other, the first stretch satisfies it). So no verdict
  /// of ambiguity changes, and a scan need not look at the part around it.
  ///
  /// - Complexity: O(1) expected.
  package func holdsWithRoom(_ constraint: Constraint) -> Bool {
    guard constraint.isRequired, constraint.relation != .equal, let record = record(of: constraint),
      kinds[Int(record.marker)] == .slack, rowIndex[Int(record.marker)] >= 0
    else { return false }
    return value(ofSymbol: record.marker) > Tolerance.report
  }

  /// Whether `symbol` keeps its value whatever happens in the part: a basic symbol whose row
  /// holds only dummy columns (required equalities) none of which is a changing constraint's
  /// tag, or an alias whose marker is not such a tag and whose terms are all frozen. `memo`
  /// keeps the answers (a chain of aliases is judged once, without recursion).
  private func isFrozen(_ symbol: SymbolID, changingTags tags: Set<SymbolID>, memo: inout [SymbolID: Bool]) -> Bool {
    var pending = [symbol]
    while let top = pending.last {
      if memo[top] != nil {
        pending.removeLast()
        continue
      }
      if isAlias(top), let alias = aliases[top] {
        let unjudged = alias.terms.map(\.symbol).filter { memo[$0] == nil }
        if !unjudged.isEmpty {
          pending += unjudged
          continue
        }
        memo[top] = !tags.contains(alias.marker) && alias.terms.allSatisfy { memo[$0.symbol] == true }
      } else if let row = row(of: top) {
        memo[top] = row.cells.allSatisfy { kinds[Int($0.symbol)] == .dummy && !tags.contains($0.symbol) }
      } else {
        memo[top] = kinds[Int(top)] == .dummy && !tags.contains(top)
      }
      pending.removeLast()
    }
    return memo[symbol] ?? false
  }

  /// The symbols and rows of the connected part around `variables` and the tag symbols of
  /// `constraints`, and the constraints it keeps (see ``part(around:constraints:)``).
  /// `followingDummyTags` also follows the rows that hold a constraint's dummy tag: removing a
  /// required equality pivots its tag into the basis, which writes every row that holds it (a
  /// probe only adds, and a dummy column never enters).
  private func reach(
    around variables: [Variable], constraints: [Constraint], followingDummyTags: Bool = false, limit: Int = .max
  ) -> (reach: ComponentReach, kept: [Constraint])? {
    var reach = reachStart(around: variables, constraints: constraints, followingDummyTags: followingDummyTags)
    // Until no kept constraint brings in another variable.
    var keptConstraints: [Constraint] = []
    var seen = Set<ObjectIdentifier>()
    var scanned = 0
    while true {
      reach.close(in: self, limit: limit)
      let symbols = reach.symbols
      if symbols.count > limit { return nil }
      guard scanned < symbols.count else { break }
      for symbol in symbols[scanned...] {
        let kind = kinds[Int(symbol)]
        guard kind != .external, let owner = owner[Int(symbol)], record(of: owner) != nil,
          seen.insert(ObjectIdentifier(owner)).inserted
        else { continue }
        keptConstraints.append(owner)
        // A required equality's marker is a dummy, which links no pivots: its variables may lie
        // elsewhere and are not needed (no probe reads a required constraint's violation).
        if kind == .dummy && owner.isRequired && owner.relation == .equal { continue }
        for term in owner.expression.terms {
          let variableSymbol = symbolOfVariable[term.variable.id]
          if variableSymbol != noSymbol { reach.visit(variableSymbol, in: self) }
        }
      }
      scanned = symbols.count
    }
    return (reach, keptConstraints)
  }

  /// The symbols and rows that pivots can write when a row over `variables` is added to this
  /// tableau or `constraints` are probed (their tags): `variables` (an alias by its terms), the
  /// tags, and every row and column joined to them through a column a pivot can enter (not a
  /// dummy). Unlike a part, it leaves out the other variables of the constraints it meets: the
  /// part needs them for those constraints' values, a pivot does not (a row that mentions a
  /// cell's top through an alias of the cells above has them cancelled in it). A row's height in
  /// a column of rows reaches its own section, not every row above.
  ///
  /// Nil when the reach grows past `limit` symbols.
  ///
  /// - Complexity: O(s + c) for the s symbols and c cells reached, after O(n) to mark n symbols.
  func pivotReach(around variables: [Variable], constraints: [Constraint], limit: Int = .max) -> ComponentReach? {
    var reach = reachStart(around: variables, constraints: constraints, followingDummyTags: false)
    reach.close(in: self, limit: limit)
    return reach.symbols.count > limit ? nil : reach
  }

  /// A reach that has visited the tags of `constraints`, then `variables`, and follows nothing yet.
  private func reachStart(
    around variables: [Variable], constraints: [Constraint], followingDummyTags: Bool
  ) -> ComponentReach {
    var reach = ComponentReach(symbolCount: symbolCount, slotCount: rows.count)
    // Tags first: a tag the variables reach first (an alias's marker) would not be followed.
    for constraint in constraints {
      guard let record = self.record(of: constraint) else { continue }
      reach.visit(record.marker, in: self, following: followingDummyTags)
      if record.other != noSymbol { reach.visit(record.other, in: self, following: followingDummyTags) }
    }
    for variable in variables {
      let symbol = symbolOfVariable[variable.id]
      if symbol != noSymbol { reach.visit(symbol, in: self) }
    }
    return reach
  }

  /// The solver made of the symbols and rows `reach` found, renumbered in order.
  private func part(keeping reach: ComponentReach, constraints kept: [Constraint]) -> Solver {
    let oldSymbols = reach.symbols.sorted()
    let newID = PartNumbering(oldSymbols, symbolCount: symbolCount)
    let oldSlots = reach.slots.sorted()
    var part = Solver()
    part.numbering = Self.freshNumbering()
    part.compactionSlack = compactionSlack
    part.aliasingEnabled = aliasingEnabled
    part.additionCounter = additionCounter
    part.kinds = oldSymbols.map { kinds[Int($0)] }
    part.rowIndex = [Int32](repeating: -1, count: oldSymbols.count)
    part.columns = ChunkedArray(repeating: [], count: oldSymbols.count)
    part.compactedLength = [Int32](repeating: 0, count: oldSymbols.count)
    part.hasStaleEntries = [Bool](repeating: false, count: oldSymbols.count)
    part.isCandidate = [Bool](repeating: false, count: oldSymbols.count)
    part.isDirty = [Bool](repeating: false, count: oldSymbols.count)
    part.hasAliasDependents = [Bool](repeating: false, count: oldSymbols.count)
    part.publishedValues = oldSymbols.map { publishedValues[Int($0)] }
    part.hasBeenPublished = oldSymbols.map { hasBeenPublished[Int($0)] }
    for (new, old) in oldSymbols.enumerated() {
      part.owner.append(owner[Int(old)])
      part.variableOf.append(variableOf[Int(old)])
      if kinds[Int(old)] == .external, let variable = variableOf[Int(old)] {
        part.symbolOfVariable.insert(variable.id, SymbolID(new))
      }
      if isAlias(old) { part.rowIndex[new] = aliasRowIndex }
    }
    // The variables in the order the whole first saw them, which is the order of their ids
    // (a symbol's id only grows with its creation; reclaiming ids keeps their order).
    part.externalSymbols = oldSymbols.indices.compactMap {
      kinds[Int(oldSymbols[$0])] == .external ? SymbolID($0) : nil
    }
    // Debug builds check that against the whole's list (a walk of every variable per part).
    assert(part.externalSymbols == externalSymbols.compactMap { newID[Int($0)] == noSymbol ? nil : newID[Int($0)] })
    part.objective = objective.restricted(to: oldSymbols)
    part.heads.reserveCapacity(oldSlots.count)
    for old in oldSlots {
      let row = rows[Int(old)]
      let cells = row.cells.map { Cell(symbol: newID[Int($0.symbol)], coefficient: $0.coefficient) }
      for cell in cells { part.compactedLength[Int(cell.symbol)] += 1 }
      part.rows.append(Row(constant: row.constant, cells: cells))
      part.heads.append(newID[Int(heads[Int(old)])])
    }
    // Each column sized once (its length is known), then filled in slot order.
    for symbol in part.columns.indices where part.compactedLength[symbol] > 0 {
      part.columns[symbol].reserveCapacity(Int(part.compactedLength[symbol]))
    }
    for (slot, row) in part.rows.enumerated() {
      part.rowIndex[Int(part.heads[slot])] = Int32(slot)
      for (position, cell) in row.cells.enumerated() {
        part.columns[Int(cell.symbol)].append(ColumnEntry(slot: Int32(slot), hint: Int32(position)))
      }
    }
    for constraint in kept {
      guard var record = self.record(of: constraint) else { continue }
      record.marker = newID[Int(record.marker)]
      if record.other != noSymbol { record.other = newID[Int(record.other)] }
      part.records[constraint] = record
    }
    for (variable, edit) in edits where part.records[edit.constraint] != nil { part.edits[variable] = edit }
    // The part's aliases (the whole's have no order: see ``SymbolMap``).
    for head in oldSymbols where isAlias(head) {
      guard let alias = aliases[head] else { continue }
      let newHead = newID[Int(head)]
      let renamed = Alias(
        terms: alias.terms.map { Cell(symbol: newID[Int($0.symbol)], coefficient: $0.coefficient) },
        constant: alias.constant, marker: newID[Int(alias.marker)], markerCoefficient: alias.markerCoefficient)
      part.aliases[newHead] = renamed
      part.aliasHeadOfMarker[renamed.marker] = newHead
      // Nothing is dirty in the part, but an alias's published value may be stale: dirty, its
      // value is evaluated from its definition.
      part.isDirty[Int(newHead)] = true
      part.dirtySymbols.append(newHead)
      for dependency in renamed.terms.map(\.symbol) {
        part.aliasDependents[dependency, default: []].append(newHead)
        part.hasAliasDependents[Int(dependency)] = true
      }
    }
    return part
  }
}

/// The ids of a part's symbols (``Solver/part(around:constraints:)``): each old id's position
/// among the part's sorted old ids, ``noSymbol`` for one outside the part. A small part looks
/// its ids up by binary search instead of filling a table of every id of the whole solver: a
/// batch of losses at 10,000 views builds 3,000 parts of a few hundred symbols out of 130,000.
/// (The reach that finds a part still marks symbols and rows in one byte each of the whole.)
struct PartNumbering {
  /// The part's old ids, sorted.
  private let oldSymbols: [SymbolID]
  /// For a large part, the new id of every old one.
  private let table: [SymbolID]?

  /// A table above this share of the whole's symbols (1 in 16).
  private static let tableShareShift = 4

  init(_ sortedOldSymbols: [SymbolID], symbolCount: Int) {
    oldSymbols = sortedOldSymbols
    if sortedOldSymbols.count << Self.tableShareShift >= symbolCount {
      var table = [SymbolID](repeating: noSymbol, count: symbolCount)
      for (new, old) in sortedOldSymbols.enumerated() { table[Int(old)] = SymbolID(new) }
      self.table = table
    } else {
      table = nil
    }
  }

  /// The new id of the symbol `old`, or ``noSymbol``.
  subscript(old: Int) -> SymbolID {
    if let table { return table[old] }
    var low = 0
    var high = oldSymbols.count
    while low < high {
      let middle = (low + high) >> 1
      if Int(oldSymbols[middle]) < old { low = middle + 1 } else { high = middle }
    }
    return low < oldSymbols.count && Int(oldSymbols[low]) == old ? SymbolID(low) : noSymbol
  }
}

/// A connected part of a solver's tableau as a solver of its own (see
/// ``Solver/part(around:constraints:)``).
struct SolverPart {
  /// The part, renumbered.
  var solver: Solver
  /// The symbols of the whole solver that the part holds (in no particular order).
  var symbols: [SymbolID]
}

/// The symbols and row slots reached so far, and the non-dummy symbols still to follow.
struct ComponentReach {
  private var hasSymbol: [Bool]
  private var hasSlot: [Bool]
  /// The symbols reached, in the order they were reached.
  private(set) var symbols: [SymbolID] = []
  /// The row slots reached.
  private(set) var slots: [Int32] = []
  private var pending: [SymbolID] = []
  /// The symbols ``visit(_:in:following:)`` has still to mark (kept: a visit per cell of every
  /// row reached allocated its own list).
  private var unmarked: [SymbolID] = []

  init(symbolCount: Int, slotCount: Int) {
    hasSymbol = [Bool](repeating: false, count: symbolCount)
    hasSlot = [Bool](repeating: false, count: slotCount)
  }

  /// Whether `symbol` was reached.
  func contains(_ symbol: SymbolID) -> Bool {
    Int(symbol) < hasSymbol.count && hasSymbol[Int(symbol)]
  }

  /// Reaches `symbol`; an alias brings its terms and marker (a chain of aliases without
  /// recursion). `following` follows `symbol`'s rows even when it is a dummy.
  mutating func visit(_ symbol: SymbolID, in solver: Solver, following: Bool = false) {
    guard !hasSymbol[Int(symbol)] else { return }
    if following && solver.kinds[Int(symbol)] == .dummy { pending.append(symbol) }
    unmarked.append(symbol)
    while let next = unmarked.popLast() {
      guard !hasSymbol[Int(next)] else { continue }
      hasSymbol[Int(next)] = true
      symbols.append(next)
      if solver.isAlias(next), let alias = solver.aliases[next] {
        for term in alias.terms { unmarked.append(term.symbol) }
        unmarked.append(alias.marker)
      } else if solver.kinds[Int(next)] != .dummy {
        pending.append(next)
      }
    }
  }

  /// Follows every pending symbol: its own row when basic, every row holding it when parametric.
  /// Stops early once more than `limit` symbols are reached.
  mutating func close(in solver: Solver, limit: Int = .max) {
    while symbols.count <= limit, let symbol = pending.popLast() {
      let index = solver.rowIndex[Int(symbol)]
      if index >= 0 {
        include(slot: index, in: solver)
      } else if index == -1 {
        for entry in solver.columns[Int(symbol)] where solver.cellIndex(of: symbol, at: entry) != nil {
          include(slot: entry.slot, in: solver)
        }
      }
    }
  }

  private mutating func include(slot: Int32, in solver: Solver) {
    guard !hasSlot[Int(slot)] else { return }
    hasSlot[Int(slot)] = true
    slots.append(slot)
    visit(solver.heads[Int(slot)], in: solver)
    for cell in solver.rows[Int(slot)].cells { visit(cell.symbol, in: solver) }
  }
}
