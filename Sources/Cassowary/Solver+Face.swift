// The optimal face: which symbols every optimal solution gives the same value, found from the
// tableau without pivoting where the tableau proves it (research note §4.2).
//
// From the current optimal vertex, a move stays optimal exactly when it keeps every parametric
// column with a non-zero reduced cost (and every dummy) at 0, keeps every restricted parametric
// column at or above 0, and keeps every degenerate restricted row (a slack or error head whose
// constant is 0) at or above 0; a dummy head must stay at 0. The optimal face is convex, so a
// symbol takes one value over the whole face exactly when no such move changes it.
//
// Propagation proves many parametric columns stuck at 0: a degenerate restricted row whose free
// cells are all restricted columns that lower its head forces all of them to stay at 0 (raising
// any would make the head negative). Those columns are then fixed for the next rows, until
// nothing changes. It is sound, not complete: a symbol it cannot prove fixed is left to the walk
// (``Solver/walkInPlace(of:sense:)``), which is exact. On a degenerate optimum (every optional
// constraint met exactly, ties among equal priorities) it settles almost every symbol with no
// pivot at all.

extension Solver {
  /// Per symbol, whether it is a parametric column proven to stay at 0 on the optimal face (see
  /// the file comment). Basic symbols and aliases are never marked.
  func columnsFixedOnOptimalFace() -> [Bool] {
    var fixed = [Bool](repeating: false, count: symbolCount)
    for index in 0..<symbolCount where rowIndex[index] == -1 {
      switch kinds[index] {
      case .dummy: fixed[index] = true
      case .slack, .error: fixed[index] = !objective.isZero(SymbolID(index))
      case .external: continue
      }
    }
    // Only degenerate rows with a restricted head can hold a column at 0.
    var degenerate: [Int] = []
    for slot in rows.indices where heads[slot] != noSymbol {
      let kind = kinds[Int(heads[slot])]
      if kind != .external && abs(rows[slot].constant) <= Tolerance.value { degenerate.append(slot) }
    }
    var changed = true
    while changed {
      changed = false
      var remaining: [Int] = []
      for slot in degenerate {
        switch forcedColumns(inDegenerateRow: slot, fixed: fixed) {
        case .none: remaining.append(slot)
        case .settled: continue
        case .forces(let columns):
          for column in columns { fixed[Int(column)] = true }
          changed = true
        }
      }
      degenerate = remaining
    }
    return fixed
  }

  /// What a degenerate row with a restricted head proves, given the columns fixed so far.
  private enum RowVerdict {
    /// Nothing yet (a later pass may prove more).
    case none
    /// Every cell is fixed already: the row has nothing more to prove.
    case settled
    /// These free columns must stay at 0.
    case forces([SymbolID])
  }

  /// Raising a free restricted column that lowers a degenerate head would make the head
  /// negative (or, for a dummy head, non-zero); when every free column of the row lowers it, none
  /// can be raised. (A dummy head's row holds only dummies and a restricted head's row holds no
  /// external, as the solver builds them; the checks keep the proof sound regardless.)
  private func forcedColumns(inDegenerateRow slot: Int, fixed: [Bool]) -> RowVerdict {
    var free: [SymbolID] = []
    for cell in rows[slot].cells where !fixed[Int(cell.symbol)] {
      guard abs(cell.coefficient) > Tolerance.coefficient else { continue }
      if cell.coefficient > 0 || kinds[Int(cell.symbol)] == .external { return .none }
      free.append(cell.symbol)
    }
    return free.isEmpty ? .settled : .forces(free)
  }

  /// The external symbols some direction of the optimal face may move: a parametric external
  /// not proven fixed, and the heads of the rows holding a parametric column that is not proven
  /// fixed (``columnsFixedOnOptimalFace()``). Every other external is the same in every optimal
  /// solution. Aliases are not listed: one moves exactly when its target does.
  func faceCandidates() -> Set<SymbolID> {
    let fixed = columnsFixedOnOptimalFace()
    var candidates = Set<SymbolID>()
    for index in 0..<symbolCount where rowIndex[index] == -1 && !fixed[index] {
      let column = SymbolID(index)
      if kinds[index] == .external { candidates.insert(column) }
      for entry in columns[index] {
        guard cellIndex(of: column, at: entry) != nil else { continue }
        let head = heads[Int(entry.slot)]
        if kinds[Int(head)] == .external { candidates.insert(head) }
      }
    }
    return candidates
  }
}
