// Structural equality of solver states, for tests of atomicity ("a failed add changes nothing").

extension Solver {
  /// Whether two solvers hold exactly the same tableau, objective, symbols and constraints:
  /// the same basis, so they will make the same choices from now on.
  package func hasIdenticalState(to other: Solver) -> Bool {
    kinds == other.kinds && rowIndex == other.rowIndex && rows == other.rows && heads == other.heads
      && freeSlots == other.freeSlots
      && columns == other.columns && compactedLength == other.compactedLength && objective == other.objective
      && symbolOfVariable == other.symbolOfVariable
      && externalSymbols == other.externalSymbols && allRecords == other.allRecords
      && owner.elementsEqual(other.owner, by: { $0 === $1 })
      && edits.keys == other.edits.keys && aliases == other.aliases
  }

  /// Checks the tableau's invariants; returns a description of the first one broken, or nil.
  /// Used by tests after every operation.
  package func invariantViolation() -> String? {
    for (index, row) in rows.enumerated() where heads[index] != noSymbol {
      let head = heads[index]
      if rowIndex[Int(head)] != Int32(index) { return "row index of \(head) is stale" }
      let kind = kinds[Int(head)]
      if kind != .external && kind != .dummy && row.constant < -Tolerance.value * 100 {
        return "restricted row \(head) is infeasible: \(row.constant)"
      }
      if kind == .dummy && abs(row.constant) > Tolerance.value * 100 {
        return "dummy row \(head) is not zero: \(row.constant)"
      }
      for cell in row.cells {
        if rowIndex[Int(cell.symbol)] >= 0 { return "basic symbol \(cell.symbol) occurs in row \(head)" }
        if isAlias(cell.symbol) { return "alias \(cell.symbol) occurs in row \(head)" }
        if !columns[Int(cell.symbol)].contains(where: { $0.slot == Int32(index) }) {
          return "column \(cell.symbol) misses row \(head)"
        }
      }
    }
    for (symbol, column) in columns.enumerated() {
      if column.count > 2 * Int(compactedLength[symbol]) + 32 { return "column \(symbol) is not compacted" }
    }
    for symbol in 0..<symbolCount where rowIndex[symbol] < 0 {
      let kind = kinds[symbol]
      if (kind == .slack || kind == .error) && objective.isNegative(SymbolID(symbol)) {
        return "not optimal in \(symbol)"
      }
    }
    let expected = violationsByLevel.filter { $0.priority.value != 0 }
    for (priority, total) in expected {
      let objectiveTotal = objective.constant(atPriority: priority.value)
      if abs(objectiveTotal - total) > 1e-6 * max(1, abs(total)) {
        return "level \(priority): objective says \(objectiveTotal), violations sum to \(total)"
      }
    }
    return nil
  }
}
