// Which columns stay at 0 on the optimal face, how far the others can move, and which externals
// move: for every column at once (a scan of the whole layout), or only for the columns a few
// questions need (the prompt's ambiguity after a command: three frame components, where judging
// every column of a 3,000-view layout cost more than the rest of the command).
//
// A column's fixedness by its kind is local (``Solver/isFixedByItsKind(_:)``). A slack or error of
// zero reduced cost is fixed only when degenerate rows force it, and whether a row forces depends
// on the fixedness of its other cells: a least fixpoint. Locally, it is run over every degenerate
// row that holds a column still in question, growing the set until no such row brings a new
// one; a column outside that set is decided by its kind or was decided before, so the fixpoint
// over the set gives each of its columns the value the fixpoint over the whole tableau gives.

/// What the tableau proves about the columns of one solver on its optimal face, worked out for
/// every column at once or on demand and kept (see the file comment).
final class FaceFacts {
  private let solver: Solver
  // Read for every cell a verdict looks at, and never while being written: no runtime check of
  // exclusive access (it was a tenth of a full ambiguity scan at 3,000 views).
  /// Every column's fixedness, when worked out at once.
  @exclusivity(unchecked) private var everyFixed: [Bool]?
  /// Every external's move and every column's reach, when worked out at once.
  @exclusivity(unchecked) private var everyMove: (moves: [Bool], reach: [Double])?
  @exclusivity(unchecked) private var fixedColumns: [SymbolID: Bool] = [:]
  @exclusivity(unchecked) private var movingExternals: [SymbolID: Bool] = [:]
  @exclusivity(unchecked) private var rooms: [SymbolID: [Double]] = [:]

  /// The facts of `solver`; `judgingEveryColumn` works out every column now (cheaper per column
  /// for a scan), else each column when first asked.
  init(of solver: Solver, judgingEveryColumn: Bool) {
    self.solver = solver
    if judgingEveryColumn { judgeEveryColumn() }
  }

  /// Whether `symbol` is a parametric column that stays at 0 on the whole optimal face (basic
  /// symbols and aliases never are).
  func isFixed(_ symbol: SymbolID) -> Bool {
    if let fixed = everyFixed?[Int(symbol)] { return fixed }
    if let known = fixedColumns[symbol] ?? fixedByKind(symbol) { return known }
    return fixedByDegenerateRows(symbol)
  }

  /// ``Solver/isFixedByItsKind(_:)`` for a parametric column; false for a basic symbol or an alias.
  private func fixedByKind(_ symbol: SymbolID) -> Bool? {
    solver.rowIndex[Int(symbol)] == -1 ? solver.isFixedByItsKind(symbol) : false
  }

  /// How far the parametric column `symbol` can move on the face, the farther of its directions
  /// (only up for a restricted column); 0 when it is fixed, basic, or cannot move by more than
  /// ``Tolerance/value``.
  func reach(of symbol: SymbolID) -> Double {
    if let reach = everyMove?.reach[Int(symbol)] { return reach }
    guard solver.rowIndex[Int(symbol)] == -1, !isFixed(symbol) else { return 0 }
    return movingRooms(of: symbol).max() ?? 0
  }

  /// Whether the external `symbol` takes another value in some optimal solution, as the tableau
  /// proves it: a parametric external with room, or a basic one whose row holds a column that
  /// can move far enough to carry it by more than ``Tolerance/report``.
  func moves(_ symbol: SymbolID) -> Bool {
    if let moves = everyMove?.moves[Int(symbol)] { return moves }
    if let known = movingExternals[symbol] { return known }
    let moves = judgeMove(of: symbol)
    movingExternals[symbol] = moves
    return moves
  }

  private func judgeMove(of symbol: SymbolID) -> Bool {
    guard solver.kinds[Int(symbol)] == .external else { return false }
    let index = solver.rowIndex[Int(symbol)]
    if index == -1 {
      guard !isFixed(symbol) else { return false }
      return movingRooms(of: symbol).contains { $0 > Tolerance.report }
    }
    guard index >= 0 else { return false }
    for cell in solver.rows[Int(index)].cells
    where solver.rowIndex[Int(cell.symbol)] == -1 && !isFixed(cell.symbol) {
      if movingRooms(of: cell.symbol).contains(where: { abs(cell.coefficient) * $0 > Tolerance.report }) {
        return true
      }
    }
    return false
  }

  /// The rooms of a parametric column that let it move, by more than ``Tolerance/value``: up
  /// and, for an external, down (see ``Solver/room(of:direction:)``), measured once.
  private func movingRooms(of symbol: SymbolID) -> [Double] {
    if let known = rooms[symbol] { return known }
    let directions: [Double] = solver.kinds[Int(symbol)] == .external ? [1, -1] : [1]
    let moving = directions.map { solver.room(of: symbol, direction: $0) }.filter { $0 > Tolerance.value }
    rooms[symbol] = moving
    return moving
  }

  /// Whether degenerate rows hold the slack or error `symbol` (of zero reduced cost) at 0: the
  /// fixpoint over the degenerate rows around it (see the file comment), whose verdicts are kept
  /// for every column it decided.
  private func fixedByDegenerateRows(_ symbol: SymbolID) -> Bool {
    var inQuestion: [SymbolID: Bool] = [symbol: false]
    var pending = [symbol]
    var slots: [Int] = []
    var seenSlots = Set<Int32>()
    while let column = pending.popLast() {
      for entry in solver.columns[Int(column)]
      where solver.cellIndex(of: column, at: entry) != nil && !seenSlots.contains(entry.slot) {
        guard solver.isDegenerateRestrictedRow(Int(entry.slot)) else { continue }
        seenSlots.insert(entry.slot)
        slots.append(Int(entry.slot))
        for cell in solver.rows[Int(entry.slot)].cells where inQuestion[cell.symbol] == nil {
          guard fixedColumns[cell.symbol] == nil, fixedByKind(cell.symbol) == nil else { continue }
          inQuestion[cell.symbol] = false
          pending.append(cell.symbol)
        }
      }
      // Past a tenth of the symbols, every column at once costs less.
      if inQuestion.count > max(64, solver.symbolCount / 10) {
        judgeEveryColumn()
        return everyFixed?[Int(symbol)] ?? false
      }
    }
    solver.propagateForcedColumns(
      through: slots,
      isFixed: { inQuestion[$0] ?? fixedColumns[$0] ?? fixedByKind($0) ?? false },
      fix: { inQuestion[$0] = true })
    for (column, fixed) in inQuestion { fixedColumns[column] = fixed }
    return inQuestion[symbol] ?? false
  }

  /// Works out every column's fixedness, and every external's move and column's reach: a pass
  /// over every column.
  private func judgeEveryColumn() {
    let fixed = solver.columnsFixedOnOptimalFace()
    everyFixed = fixed
    let symbolCount = solver.symbolCount
    var moves = [Bool](repeating: false, count: symbolCount)
    var reach = [Double](repeating: 0, count: symbolCount)
    for index in 0..<symbolCount where solver.rowIndex[index] == -1 && !fixed[index] {
      let column = SymbolID(index)
      let isExternal = solver.kinds[index] == .external
      for direction in isExternal ? [1.0, -1.0] : [1.0] {
        let room = solver.room(of: column, direction: direction)
        guard room > Tolerance.value else { continue }
        reach[index] = max(reach[index], room)
        if isExternal && room > Tolerance.report { moves[index] = true }
        for entry in solver.columns[index] {
          guard let cell = solver.cellIndex(of: column, at: entry) else { continue }
          let head = solver.heads[Int(entry.slot)]
          if solver.kinds[Int(head)] == .external
            && abs(solver.rows[Int(entry.slot)].cells[cell].coefficient) * room > Tolerance.report
          {
            moves[Int(head)] = true
          }
        }
      }
    }
    everyMove = (moves, reach)
  }
}
