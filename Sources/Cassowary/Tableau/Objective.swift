/// The lexicographic objective: for every symbol a priority vector (its reduced cost), and a
/// constant per priority level (the total violation at that level).
///
/// Vectors compare from the strongest level down, so one violation at 751 outweighs any number
/// at 750 — which no weighted sum of doubles can guarantee for 999 levels. Each symbol's vector
/// keeps only its non-zero components, strongest first (``SparseVectors``): a symbol touches the
/// levels of the few constraints whose rows it is in, so memory follows the layout, not symbols ×
/// levels (a dense array per level cost 3 GB for 1,000 views at 999 levels), and the sign of a
/// reduced cost is its first component's, whatever the number of levels. Levels are keyed by
/// the priority value itself; a new level never renumbers anything.
struct Objective: Equatable {
  /// A level the objective has weighed, with its constant.
  struct LevelTotal: Equatable {
    var level: Double
    var total: Double
  }

  /// Every level ever weighed (a level stays once made), strongest first, with the objective's
  /// constant there.
  private(set) var levelTotals: [LevelTotal] = []
  /// The coefficient of each symbol.
  private var vectors = SparseVectors()
  /// On a probe scratch's objective, the symbols whose coefficients were written since the last
  /// restore (repeats allowed), so that the next restore copies only those back (see
  /// ``restoreJournaled(from:)``); nil on every other objective, which records nothing.
  private var journal: [SymbolID]?

  /// While a constraint is added through the first phase, what the objective held before each
  /// write, so that a refused constraint is taken back exactly (see ``AdditionJournal``).
  private var undoLog: ObjectiveUndoLog?

  /// Equal coefficients, constants and levels (the journal is bookkeeping, not state).
  static func == (lhs: Objective, rhs: Objective) -> Bool {
    lhs.levelTotals == rhs.levelTotals && lhs.vectors == rhs.vectors
  }

  /// Starts recording the symbols written, for restores to the objective this one equals now.
  mutating func startJournal() {
    journal = []
    vectors.keepsPlaces = true
  }

  /// The objective over the symbols `kept` (ascending old ids), renumbered `0..<kept.count` in
  /// the same order; levels and constants are unchanged.
  func restricted(to kept: [SymbolID]) -> Objective {
    var result = self
    result.journal = nil
    result.undoLog = nil
    result.vectors = vectors.restricted(to: kept)
    result.vectors.keepsPlaces = false
    return result
  }

  /// Makes this objective equal to `base`, in its own storage; `base` is the objective this one
  /// was last restored to (or started its journal at), so with a journal only the symbols written
  /// since are copied back, not every vector. A journal is kept on.
  mutating func restoreJournaled(from base: Objective) {
    let journaled = journal
    let keepsJournal = journal != nil
    var own = vectors
    vectors = SparseVectors()
    if let journaled, journaled.count < base.vectors.count / 8 {
      own.restore(from: base.vectors, at: journaled)
    } else {
      own.restore(from: base.vectors, at: nil)
    }
    levelTotals = base.levelTotals
    vectors = own
    journal = keepsJournal ? [] : nil
  }

  /// Starts keeping what each write overwrites, for ``rollBack()``: the symbols below
  /// `symbolCount` (those made later are dropped whole).
  mutating func startUndoLog(symbolCount: Int) {
    undoLog = ObjectiveUndoLog(symbolCount: symbolCount, levelTotals: levelTotals)
  }

  /// Stops keeping what writes overwrite (what was written stays).
  mutating func endUndoLog() {
    undoLog = nil
  }

  /// Makes the objective what it was when ``startUndoLog(symbolCount:)`` was called, dropping
  /// the symbols made since, and ends the log. Costs what was written since.
  mutating func rollBack() {
    guard let log = undoLog else { return }
    undoLog = nil
    for (symbol, components) in zip(log.symbols, log.vectors).reversed() {
      vectors.set(symbol, to: components)
      journal?.append(symbol)
    }
    if vectors.count > log.symbolCount { vectors.removeLastSymbols(vectors.count - log.symbolCount) }
    levelTotals = log.levelTotals
  }

  /// Saves `symbol`'s vector before its first write while an undo log is kept.
  @inline(__always)
  private mutating func noteWrite(_ symbol: SymbolID) {
    if undoLog != nil { saveBeforeWrite(symbol) }
  }

  private mutating func saveBeforeWrite(_ symbol: SymbolID) {
    guard let log = undoLog, Int(symbol) < log.symbolCount, !log.saved.contains(symbol) else { return }
    let components = vectors.components(of: symbol)
    undoLog?.saved.insert(symbol)
    undoLog?.symbols.append(symbol)
    undoLog?.vectors.append(components)
  }

  /// Makes room for one more symbol (with a zero coefficient).
  mutating func appendSymbol() {
    vectors.append()
  }

  /// The number of components the storage holds, live or not (for tests of its size).
  var storedComponentCount: Int { vectors.storedCount }

  /// The priority of every level ever weighed, strongest first.
  var levels: [Double] { levelTotals.map(\.level) }

  /// The index in ``levelTotals`` of the level with priority `value`, created on first use.
  private mutating func levelIndex(_ value: Double) -> Int {
    var low = 0
    var high = levelTotals.count
    while low < high {
      let middle = (low + high) >> 1
      if levelTotals[middle].level > value { low = middle + 1 } else { high = middle }
    }
    if low == levelTotals.count || levelTotals[low].level != value {
      levelTotals.insert(LevelTotal(level: value, total: 0), at: low)
    }
    return low
  }

  /// The coefficient of `symbol` at the level with priority `level` (zero when absent).
  func coefficient(_ symbol: SymbolID, level: Double) -> Double {
    vectors.withComponents(of: symbol) { components in
      components.first { $0.level == level }?.coefficient ?? 0
    }
  }

  /// The non-zero components of `symbol`'s coefficient, strongest level first.
  func components(of symbol: SymbolID) -> [PriorityVector.Component] {
    vectors.components(of: symbol)
  }

  /// Whether every component of `symbol`'s coefficient is zero.
  @inline(__always)
  func isZero(_ symbol: SymbolID) -> Bool {
    vectors.isEmpty(symbol)
  }

  /// Whether the strongest non-zero component of `symbol`'s coefficient is negative.
  @inline(__always)
  func isNegative(_ symbol: SymbolID) -> Bool {
    (vectors.lead(symbol)?.coefficient ?? 0) < 0
  }

  /// `coefficient(symbol, level) += amount`, snapping results within the cost tolerance to zero.
  mutating func add(_ amount: Double, level: Double, to symbol: SymbolID) {
    noteWrite(symbol)
    _ = levelIndex(level)
    vectors.add(amount, level: level, to: symbol)
    journal?.append(symbol)
  }

  /// `coefficient(symbol) += factor · vector`.
  mutating func add(_ vector: PriorityVector, times factor: Double, to symbol: SymbolID) {
    for component in vector.components {
      add(factor * component.coefficient, level: component.level, to: symbol)
    }
  }

  /// `constant += factor · vector`.
  mutating func addToConstant(_ vector: PriorityVector, times factor: Double) {
    for component in vector.components {
      levelTotals[levelIndex(component.level)].total += factor * component.coefficient
    }
  }

  /// `constant += factor · coefficient(symbol)`: what substituting `symbol → symbol + factor`
  /// does to the constant.
  mutating func addToConstant(coefficientOf symbol: SymbolID, times factor: Double) {
    for component in vector(of: symbol) {
      levelTotals[levelIndex(component.level)].total += component.coefficient * factor
    }
  }

  /// Replaces `symbol` by `row` (its new definition): `constant += coefficient(symbol) ·
  /// row.constant` and `coefficient(cell) += coefficient(symbol) · cell.coefficient` for every
  /// cell, then `symbol`'s coefficient becomes zero. Returns false (and changes nothing) when
  /// that coefficient is zero already.
  mutating func substitute(_ symbol: SymbolID, by row: Row) -> Bool {
    guard !vectors.isEmpty(symbol) else { return false }
    let cost = vector(of: symbol)
    for component in cost {
      levelTotals[levelIndex(component.level)].total += component.coefficient * row.constant
    }
    if journal != nil { for cell in row.cells { journal?.append(cell.symbol) } }
    if undoLog != nil { for cell in row.cells { saveBeforeWrite(cell.symbol) } }
    cost.withUnsafeBufferPointer { cost in
      for cell in row.cells { vectors.add(cost, times: cell.coefficient, to: cell.symbol) }
    }
    clear(symbol)
    return true
  }

  /// The components of `symbol`'s coefficient, copied out of the storage.
  private func vector(of symbol: SymbolID) -> [PriorityVector.Component] {
    vectors.components(of: symbol)
  }

  /// Sets `symbol`'s coefficient to zero.
  mutating func clear(_ symbol: SymbolID) {
    noteWrite(symbol)
    vectors.clear(symbol)
    journal?.append(symbol)
  }

  /// Lexicographic comparison of `coefficient(a) / scaleA` with `coefficient(b) / scaleB` (scales > 0).
  func isLess(_ a: SymbolID, scaledBy scaleA: Double, than b: SymbolID, scaledBy scaleB: Double) -> Bool {
    vectors.withComponents(of: a) { left in
      vectors.withComponents(of: b) { right in
        var mine = 0
        var theirs = 0
        while mine < left.count || theirs < right.count {
          let leftLevel = mine < left.count ? left[mine].level : -Double.infinity
          let rightLevel = theirs < right.count ? right[theirs].level : -Double.infinity
          let level = max(leftLevel, rightLevel)
          let leftValue = leftLevel == level ? left[mine].coefficient / scaleA : 0
          let rightValue = rightLevel == level ? right[theirs].coefficient / scaleB : 0
          if abs(leftValue - rightValue) > Tolerance.cost { return leftValue < rightValue }
          if leftLevel == level { mine += 1 }
          if rightLevel == level { theirs += 1 }
        }
        return false
      }
    }
  }

  /// The constant at the level with priority `value` (zero if the level is unused).
  func constant(atPriority value: Double) -> Double {
    levelTotals.first { $0.level == value }?.total ?? 0
  }

  /// The non-zero constants, strongest level first.
  var totals: [(level: Double, total: Double)] {
    levelTotals.compactMap { abs($0.total) > Tolerance.cost ? ($0.level, $0.total) : nil }
  }
}

/// What an objective held before the writes since its undo log started (see
/// ``Objective/startUndoLog(symbolCount:)``).
struct ObjectiveUndoLog {
  /// The symbols that existed when the log started.
  let symbolCount: Int
  /// The levels and their totals then (a handful).
  let levelTotals: [Objective.LevelTotal]
  /// The symbols written since, in the order of their first writes, with their vectors before it.
  var symbols: [SymbolID] = []
  var vectors: [[PriorityVector.Component]] = []
  var saved: Set<SymbolID> = []
}
