// The simplex loops: primal (lexicographic objective, and the scalar phase-one objective) and dual.

extension Solver {
  /// The iteration cap that turns a would-be endless loop into an error.
  var iterationLimit: Int { 100 * (rows.count + symbolCount) + 1000 }

  /// Minimises the lexicographic objective from the current feasible tableau (Bland's rule on
  /// the symbols in reverse order: the newest improving symbol enters, ratio ties leave by the
  /// largest head). Newest first keeps rows built left to right anchored where they were built:
  /// pinning a row's far end enters the error of the view just added (in a few rows) instead of
  /// the oldest one (in every row of the chain), which made `add` a quarter cheaper (PERFORMANCE.md).
  mutating func optimize() throws(SolverError) {
    var iterations = 0
    while let entering = nextEnteringCandidate() {
      iterations += 1
      if iterations > iterationLimit { throw .iterationLimit(iterationLimit) }
      let direction: Double = kinds[Int(entering)] == .external && !objective.isNegative(entering) ? -1 : 1
      guard let leaving = leavingRow(for: entering, direction: direction, tiesToLargestHead: true) else {
        // Unbounded: impossible for an objective of non-negative errors; drop the candidate.
        continue
      }
      pivot(entering: entering, leaving: leaving)
      noteObjectiveChange(entering)
    }
  }

  /// The largest-id symbol whose entry improves the objective, popped from the candidate heap
  /// (which holds complemented ids, so its minimum is the newest symbol).
  mutating func nextEnteringCandidate() -> SymbolID? {
    while let popped = candidates.popMinimum() {
      let symbol = ~popped
      isCandidate[Int(symbol)] = false
      if isImproving(symbol) { return symbol }
    }
    return nil
  }

  /// The row that blocks moving `entering` in `direction` first: restricted heads whose value
  /// would fall, by smallest ratio, ties to the smallest head id (the largest with
  /// `tiesToLargestHead`, the order ``optimize()`` enters in). A row headed by a dummy blocks at
  /// once whenever it contains `entering` (a dummy must stay zero).
  func leavingRow(for entering: SymbolID, direction: Double, tiesToLargestHead: Bool = false) -> SymbolID? {
    var best: SymbolID = noSymbol
    var bestRatio = Double.infinity
    for entry in columns[Int(entering)] {
      guard let cell = cellIndex(of: entering, at: entry) else { continue }
      let head = heads[Int(entry.slot)]
      let kind = kinds[Int(head)]
      if kind == .external { continue }
      let row = rows[Int(entry.slot)]
      let coefficient = row.cells[cell].coefficient * direction
      let ratio: Double
      if kind == .dummy {
        if abs(coefficient) <= Tolerance.pivot { continue }
        ratio = 0
      } else {
        if coefficient >= -Tolerance.pivot { continue }
        ratio = max(0, row.constant) / -coefficient
      }
      if ratio < bestRatio - Tolerance.value
        || (abs(ratio - bestRatio) <= Tolerance.value && (best == noSymbol || (head < best) != tiesToLargestHead))
      {
        bestRatio = ratio
        best = head
      }
    }
    return best == noSymbol ? nil : best
  }

  /// Minimises the phase-one objective held in `artificial` (a scalar row). The oldest improving
  /// symbol enters and ratio ties leave by the smallest head; with `newestFirst`, the newest
  /// enters and ties leave by the largest head (Bland's rule in reverse order, as in
  /// ``optimize()``; see ``addWithArtificialVariable(_:)`` for when).
  mutating func optimizeArtificial(newestFirst: Bool = false) throws(SolverError) {
    var iterations = 0
    while let phaseOne = artificial {
      guard let (entering, direction) = phaseOneEntering(phaseOne, newestFirst: newestFirst) else { return }
      iterations += 1
      if iterations > iterationLimit { throw .iterationLimit(iterationLimit) }
      guard let leaving = leavingRow(for: entering, direction: direction, tiesToLargestHead: newestFirst) else {
        return
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The symbol phase one enters and the direction it moves in: an external with a nonzero cost
  /// (it may move either way) or a slack or error with a negative one; the first such cell in id
  /// order, or the last with `newestFirst`. Nil when none improves.
  func phaseOneEntering(_ phaseOne: Row, newestFirst: Bool) -> (symbol: SymbolID, direction: Double)? {
    func direction(of cell: Cell) -> Double? {
      switch kinds[Int(cell.symbol)] {
      case .dummy: return nil
      case .external: return abs(cell.coefficient) > Tolerance.cost ? (cell.coefficient < 0 ? 1 : -1) : nil
      default: return cell.coefficient < -Tolerance.cost ? 1 : nil
      }
    }
    if newestFirst {
      for cell in phaseOne.cells.reversed() {
        if let direction = direction(of: cell) { return (cell.symbol, direction) }
      }
    } else {
      for cell in phaseOne.cells {
        if let direction = direction(of: cell) { return (cell.symbol, direction) }
      }
    }
    return nil
  }

  /// Restores feasibility after row constants changed, keeping the objective optimal (dual simplex).
  /// Returns false when a row cannot be made feasible (the required constraints conflict).
  /// `tiesToNewest` breaks the entering column's ties towards the largest id (see
  /// ``suggestValue(_:_:newestFirst:)``).
  mutating func dualOptimize(tiesToNewest: Bool = false) throws(SolverError) -> Bool {
    var iterations = 0
    while let head = infeasibleRows.popLast() {
      let index = rowIndex[Int(head)]
      guard index >= 0 else { continue }
      let row = rows[Int(index)]
      guard row.constant < -Tolerance.value else { continue }
      iterations += 1
      if iterations > iterationLimit { throw .iterationLimit(iterationLimit) }
      guard let entering = dualEntering(row, tiesToNewest: tiesToNewest) else {
        infeasibleRows.removeAll()
        return false
      }
      pivot(entering: entering, leaving: head)
      noteObjectiveChange(entering)
    }
    return true
  }

  /// The entering symbol of the dual ratio test for an infeasible row: among cells that raise
  /// the head when increased, the smallest `objective[j] / a_j` (lexicographically), ties to the
  /// smallest id (the largest with `tiesToNewest`).
  func dualEntering(_ row: Row, tiesToNewest: Bool = false) -> SymbolID? {
    var best: SymbolID = noSymbol
    var bestCoefficient = 0.0
    for cell in row.cells {
      let kind = kinds[Int(cell.symbol)]
      if kind == .dummy || cell.coefficient <= Tolerance.pivot { continue }
      if best == noSymbol
        || (tiesToNewest
          ? !objective.isLess(best, scaledBy: bestCoefficient, than: cell.symbol, scaledBy: cell.coefficient)
          : objective.isLess(cell.symbol, scaledBy: cell.coefficient, than: best, scaledBy: bestCoefficient))
      {
        best = cell.symbol
        bestCoefficient = cell.coefficient
      }
    }
    return best == noSymbol ? nil : best
  }
}
