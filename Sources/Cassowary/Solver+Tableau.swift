// Low-level tableau operations: symbols, rows, the column index, pivots and substitution.

extension Solver {
  /// The number of symbols ever made.
  var symbolCount: Int { kinds.count }

  /// Appends a new symbol of `kind` and returns its id.
  mutating func makeSymbol(_ kind: SymbolKind) -> SymbolID {
    let symbol = SymbolID(kinds.count)
    kinds.append(kind)
    rowIndex.append(-1)
    columns.append([])
    objective.append(PriorityVector())
    owner.append(nil)
    variableOf.append(nil)
    isCandidate.append(false)
    publishedValues.append(0)
    return symbol
  }

  func isBasic(_ symbol: SymbolID) -> Bool { rowIndex[Int(symbol)] >= 0 }

  func row(of head: SymbolID) -> Row? {
    let index = rowIndex[Int(head)]
    return index >= 0 ? rows[Int(index)] : nil
  }

  /// The current value of a symbol: its row's constant when basic, zero when parametric.
  func value(ofSymbol symbol: SymbolID) -> Double {
    let index = rowIndex[Int(symbol)]
    return index >= 0 ? rows[Int(index)].constant : 0
  }

  /// Inserts `row` with `head` and registers its cells in the column index.
  mutating func insertRow(_ row: Row, head: SymbolID) {
    rowIndex[Int(head)] = Int32(rows.count)
    rows.append(row)
    heads.append(head)
    for cell in row.cells { columns[Int(cell.symbol)].insert(head) }
  }

  /// Removes and returns the row with `head`, unregistering its cells.
  @discardableResult
  mutating func removeRow(head: SymbolID) -> Row {
    let index = Int(rowIndex[Int(head)])
    let row = rows[index]
    for cell in row.cells { columns[Int(cell.symbol)].remove(head) }
    let lastIndex = rows.count - 1
    if index != lastIndex {
      rows.swapAt(index, lastIndex)
      heads.swapAt(index, lastIndex)
      rowIndex[Int(heads[index])] = Int32(index)
    }
    rows.removeLast()
    heads.removeLast()
    rowIndex[Int(head)] = -1
    return row
  }

  /// `rows[head] += factor · other`, keeping the column index in step.
  mutating func addToRow(head: SymbolID, _ other: Row, times factor: Double) {
    let index = Int(rowIndex[Int(head)])
    var appeared: [SymbolID] = []
    var vanished: [SymbolID] = []
    rows[index].add(other, times: factor, appeared: { appeared.append($0) }, vanished: { vanished.append($0) })
    for symbol in appeared { columns[Int(symbol)].insert(head) }
    for symbol in vanished { columns[Int(symbol)].remove(head) }
  }

  /// Replaces the parametric `symbol` by `row` (its new definition) in every row, in the
  /// objective and in the artificial objective.
  mutating func substitute(_ symbol: SymbolID, by row: Row) {
    let containing = columns[Int(symbol)]
    for head in containing {
      let index = Int(rowIndex[Int(head)])
      let coefficient = rows[index].remove(symbol)
      columns[Int(symbol)].remove(head)
      addToRow(head: head, row, times: coefficient)
      if kinds[Int(head)].isRestricted && kinds[Int(head)] != .dummy
        && rows[Int(rowIndex[Int(head)])].constant < -Tolerance.value
      {
        infeasibleRows.append(head)
      }
    }
    substituteInObjective(symbol, by: row)
    if var phaseOne = artificial {
      artificial = nil
      let coefficient = phaseOne.remove(symbol)
      if coefficient != 0 { phaseOne.add(row, times: coefficient, appeared: { _ in }, vanished: { _ in }) }
      artificial = phaseOne
    }
  }

  /// Replaces `symbol` by `row` in the objective.
  mutating func substituteInObjective(_ symbol: SymbolID, by row: Row) {
    let cost = objective[Int(symbol)]
    guard !cost.isZero else { return }
    objective[Int(symbol)] = PriorityVector()
    objectiveConstant.add(cost, times: row.constant)
    for cell in row.cells {
      addObjective(cost, times: cell.coefficient, to: cell.symbol)
    }
  }

  /// `objective[symbol] += factor · cost`, queueing the symbol if it can now improve the objective.
  mutating func addObjective(_ cost: PriorityVector, times factor: Double, to symbol: SymbolID) {
    objective[Int(symbol)].add(cost, times: factor)
    noteObjectiveChange(symbol)
  }

  /// Queues `symbol` as an entering candidate when its reduced cost allows it.
  mutating func noteObjectiveChange(_ symbol: SymbolID) {
    let index = Int(symbol)
    if !isCandidate[index] && isImproving(symbol) {
      isCandidate[index] = true
      candidates.push(symbol)
    }
  }

  /// Whether entering `symbol` would decrease the objective: a parametric restricted,
  /// non-dummy symbol with a negative reduced cost, or a parametric external with any.
  func isImproving(_ symbol: SymbolID) -> Bool {
    let index = Int(symbol)
    if rowIndex[index] >= 0 { return false }
    switch kinds[index] {
    case .dummy: return false
    case .external: return !objective[index].isZero
    case .slack, .error: return objective[index].isNegative
    }
  }

  /// Makes `entering` basic in place of `leaving` (the head of a row that contains `entering`).
  mutating func pivot(entering: SymbolID, leaving: SymbolID) {
    var row = removeRow(head: leaving)
    row.solve(head: leaving, for: entering)
    substitute(entering, by: row)
    insertRow(row, head: entering)
  }
}
