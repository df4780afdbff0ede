// The values of aliases (see `Solver+Alias.swift`).
//
// Values: an alias head that is not dirty (see `updateVariables`) has its current value in
// `publishedValues`, because whatever changes a term's value marks the term, and with it every
// alias that follows it (transitively), dirty. `updateVariables` evaluates the dirty aliases in
// id order, terms first; a read between updates evaluates only the dirty part of the chain.
//
// A solver that never publishes (a probe walked along the optimal face) can settle its dirty
// aliases once (`settleAliasValues`) before many reads; any change drops the settled values.

/// The values of a solver's dirty aliases at one moment (see ``Solver/dirtyAliasValues()``).
struct AliasValues {
  /// The dirty alias heads, in increasing order.
  var symbols: [SymbolID] = []
  /// Their values, in the same order.
  var values: [Double] = []

  /// The value of `symbol` when it is among the dirty aliases, else nil.
  func value(of symbol: SymbolID) -> Double? {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
    }
    return low < symbols.count && symbols[low] == symbol ? values[low] : nil
  }
}

extension Solver {
  /// The current value of an alias head (kept out of line: ``value(ofSymbol:)`` is inlined
  /// into hot loops): its published value while it is not dirty, else its definition evaluated
  /// over the dirty part of its chain.
  @inline(never)
  func aliasValue(_ head: SymbolID) -> Double {
    if !isDirty[Int(head)] { return publishedValues[Int(head)] }
    if let settled = settledAliasValues?.value(of: head) { return settled }
    guard let alias = aliases[head] else { return 0 }
    if !alias.terms.contains(where: { isAlias($0.symbol) && isDirty[Int($0.symbol)] }) {
      return evaluate(alias) { value(ofSymbol: $0) }
    }
    // Dirty aliases among the terms: evaluate the dirty part of the chain, oldest first.
    let chain = aliasChain(from: head) { isDirty[Int($0)] }
    return values(ofDirtyAliases: chain).value(of: head) ?? 0
  }

  /// An alias's definition evaluated with `valueOf` for its terms (its marker is read directly:
  /// a dummy is never an alias).
  @inline(__always)
  func evaluate(_ alias: Alias, _ valueOf: (SymbolID) -> Double) -> Double {
    var sum = alias.constant
    for term in alias.terms { sum += term.coefficient * valueOf(term.symbol) }
    return sum + alias.markerCoefficient * value(ofSymbol: alias.marker)
  }

  /// The current value of every dirty alias, evaluated once each, oldest first (so that each
  /// reads the fresh values of the dirty aliases it follows: every one of them is dirty too, and
  /// older). For a caller that reads many values: read one at a time, each would evaluate the
  /// dirty part of its chain again.
  func dirtyAliasValues() -> AliasValues {
    guard !aliases.isEmpty else { return AliasValues() }
    return values(ofDirtyAliases: dirtySymbols.filter { isAlias($0) }.sorted())
  }

  /// The values of `symbols`, dirty aliases in increasing order that include every dirty alias
  /// any of them follows, each evaluated once from the values of those before it.
  private func values(ofDirtyAliases symbols: [SymbolID]) -> AliasValues {
    var table = AliasValues(symbols: symbols)
    table.values.reserveCapacity(symbols.count)
    for symbol in symbols {
      guard let alias = aliases[symbol] else {
        table.values.append(0)
        continue
      }
      // A dirty alias term is older, so already in the table.
      table.values.append(evaluate(alias) { table.value(of: $0) ?? value(ofSymbol: $0) })
    }
    return table
  }

  /// Evaluates every dirty alias once, so that reads until the next change cost a lookup each
  /// (see ``settledAliasValues``): for a caller about to read many values of a solver that has
  /// not published them (a probe after a walk).
  mutating func settleAliasValues() {
    if settledAliasValues == nil && !aliases.isEmpty { settledAliasValues = dirtyAliasValues() }
  }

  /// The current value of `symbol`, from `table` (``dirtyAliasValues()``) when it is a dirty
  /// alias.
  @inline(__always)
  func value(ofSymbol symbol: SymbolID, in table: AliasValues) -> Double {
    if rowIndex[Int(symbol)] == aliasRowIndex, let value = table.value(of: symbol) { return value }
    return value(ofSymbol: symbol)
  }
}
