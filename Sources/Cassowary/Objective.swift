/// The lexicographic objective: for every priority level, a coefficient per symbol and a constant.
///
/// Conceptually each symbol's coefficient is a priority vector (one component per level) and
/// vectors compare from the strongest level down. It is stored as one dense array per level,
/// indexed by symbol, so that updating a coefficient is an array store — no allocation — and the
/// few levels a layout uses (typically 3 to 6) are scanned in order when a sign is needed.
/// Levels are keyed by the priority value itself; a new level never renumbers anything.
struct Objective: Equatable {
  /// The priority value of each level index, in order of first use.
  private(set) var levels: [Double] = []
  /// Level indices ordered from the strongest level down.
  private(set) var strongestFirst: [Int] = []
  /// `coefficients[level][symbol]`.
  private var coefficients: [[Double]] = []
  /// The objective's constant per level index: the total violation at that level.
  private(set) var constants: [Double] = []
  private var symbolCount = 0
  /// On a probe scratch's objective, the symbols whose coefficients were written since the last
  /// restore (repeats allowed), so that the next restore copies only those back (see
  /// ``restore(from:sinceLastRestore:)``); nil on every other objective, which records nothing.
  private var journal: [SymbolID]?

  /// Equal coefficients, constants and levels (the journal is bookkeeping, not state).
  static func == (lhs: Objective, rhs: Objective) -> Bool {
    lhs.levels == rhs.levels && lhs.strongestFirst == rhs.strongestFirst && lhs.coefficients == rhs.coefficients
      && lhs.constants == rhs.constants && lhs.symbolCount == rhs.symbolCount
  }

  /// Starts recording the symbols written, for restores to the objective this one equals now.
  mutating func startJournal() {
    journal = []
  }

  /// The objective over the symbols `kept` (ascending old ids), renumbered `0..<kept.count` in
  /// the same order; levels and constants are unchanged.
  func restricted(to kept: [SymbolID]) -> Objective {
    var result = self
    result.journal = nil
    result.symbolCount = kept.count
    result.coefficients = coefficients.map { level in kept.map { level[Int($0)] } }
    return result
  }

  /// Makes this objective equal to `base`, keeping the levels whose coefficients it owns (see
  /// `FlatTables.restore(_:from:)`). `sinceLastRestore`: `base` is the objective this one was
  /// last restored to (or started its journal at), so with a journal only the symbols written
  /// since are copied back, not whole levels (a level is 8 bytes per symbol: at 1,000 views the
  /// levels were most of what resetting a probe copied). A journal is kept on.
  mutating func restore(from base: Objective, sinceLastRestore: Bool = false) {
    let journaled = sinceLastRestore ? journal : nil
    let keepsJournal = journal != nil
    var own = coefficients
    coefficients = []
    if own.count > base.coefficients.count { own.removeLast(own.count - base.coefficients.count) }
    for level in own.indices {
      if let journaled, journaled.count < base.symbolCount / 8 {
        FlatTables.restore(&own[level], from: base.coefficients[level], at: journaled)
      } else {
        FlatTables.restore(&own[level], from: base.coefficients[level])
      }
    }
    if own.count < base.coefficients.count { own.append(contentsOf: base.coefficients[own.count...]) }
    self = base
    coefficients = own
    journal = keepsJournal ? [] : nil
  }

  /// Makes room for one more symbol (with a zero coefficient everywhere).
  mutating func appendSymbol() {
    symbolCount += 1
    for level in coefficients.indices { coefficients[level].append(0) }
  }

  /// The index of the level with priority `value`, created on first use.
  mutating func levelIndex(_ value: Double) -> Int {
    if let index = levels.firstIndex(of: value) { return index }
    levels.append(value)
    coefficients.append([Double](repeating: 0, count: symbolCount))
    constants.append(0)
    strongestFirst = levels.indices.sorted { levels[$0] > levels[$1] }
    return levels.count - 1
  }

  /// The coefficient of `symbol` at level index `level`.
  func coefficient(_ symbol: SymbolID, level: Int) -> Double {
    coefficients[level][Int(symbol)]
  }

  /// Whether every component of `symbol`'s coefficient is zero.
  func isZero(_ symbol: SymbolID) -> Bool {
    for level in coefficients.indices where coefficients[level][Int(symbol)] != 0 { return false }
    return true
  }

  /// Whether the strongest non-zero component of `symbol`'s coefficient is negative.
  func isNegative(_ symbol: SymbolID) -> Bool {
    for level in strongestFirst {
      let value = coefficients[level][Int(symbol)]
      if value != 0 { return value < 0 }
    }
    return false
  }

  /// `coefficient(symbol, level) += amount`, snapping results within the cost tolerance to zero.
  mutating func add(_ amount: Double, level: Int, to symbol: SymbolID) {
    let sum = coefficients[level][Int(symbol)] + amount
    coefficients[level][Int(symbol)] = abs(sum) <= Tolerance.cost ? 0 : sum
    journal?.append(symbol)
  }

  /// ``add(_:level:to:)`` of `factor · cell.coefficient` for every cell, over the borrowed level.
  mutating func add(_ cells: [Cell], times factor: Double, level: Int) {
    if journal != nil { for cell in cells { journal?.append(cell.symbol) } }
    coefficients[level].withUnsafeMutableBufferPointer { coefficients in
      for cell in cells {
        let sum = coefficients[Int(cell.symbol)] + factor * cell.coefficient
        coefficients[Int(cell.symbol)] = abs(sum) <= Tolerance.cost ? 0 : sum
      }
    }
  }

  /// `coefficient(symbol) += factor · vector`.
  mutating func add(_ vector: PriorityVector, times factor: Double, to symbol: SymbolID) {
    for component in vector.components {
      add(factor * component.coefficient, level: levelIndex(component.level), to: symbol)
    }
  }

  /// `constant += factor · vector`.
  mutating func addToConstant(_ vector: PriorityVector, times factor: Double) {
    for component in vector.components {
      let level = levelIndex(component.level)
      constants[level] += factor * component.coefficient
    }
  }

  /// `constant[level] += amount`.
  mutating func addToConstant(_ amount: Double, level: Int) {
    constants[level] += amount
  }

  /// Sets `symbol`'s coefficient to zero.
  mutating func clear(_ symbol: SymbolID) {
    for level in coefficients.indices { coefficients[level][Int(symbol)] = 0 }
    journal?.append(symbol)
  }

  /// Lexicographic comparison of `coefficient(a) / scaleA` with `coefficient(b) / scaleB` (scales > 0).
  func isLess(_ a: SymbolID, scaledBy scaleA: Double, than b: SymbolID, scaledBy scaleB: Double) -> Bool {
    for level in strongestFirst {
      let left = coefficients[level][Int(a)] / scaleA
      let right = coefficients[level][Int(b)] / scaleB
      if abs(left - right) > Tolerance.cost { return left < right }
    }
    return false
  }

  /// The constant at the level with priority `value` (zero if the level is unused).
  func constant(atPriority value: Double) -> Double {
    levels.firstIndex(of: value).map { constants[$0] } ?? 0
  }

  /// The non-zero constants, strongest level first.
  var totals: [(level: Double, total: Double)] {
    strongestFirst.compactMap { abs(constants[$0]) > Tolerance.cost ? (levels[$0], constants[$0]) : nil }
  }
}
