// Reclaiming the symbols of removed constraints.
//
// Removing a constraint retires its tag symbols (marker, second error), and a finished first
// phase retires its artificial symbol: nothing refers to them any more, but every per-symbol
// table keeps their entries. Without reclamation a session that adds and removes one constraint
// 20,000 times grows every table by 20,000 entries, and everything that visits each symbol (a
// copy for a command's undo state, the ambiguity scan) slows down with them.
//
// Reusing a retired id for a new symbol would put the new symbol among older ones, and the
// solver breaks every tie by the order of ids (Bland's rule, the ratio tests, which optimum a
// walk or a loss reaches). So retired ids are reclaimed by renumbering: once the retired symbols
// are as many as the live ones, the live ones are numbered `0..<live` in their old order and
// every table is rewritten. Live symbols keep their relative order and a new symbol still comes
// after all of them, so the solver makes exactly the choices it would have made without the
// reclamation; each rewrite costs the size of the tableau, paid for by the removals since the
// last one.
//
// A symbol is live when anything still refers to it: a row (head or cell), a record (marker or
// second error), an alias (head, term or marker), its owner, a non-zero objective coefficient, or
// a variable (every external symbol). Probes (copies with a record overlay, or a scratch's
// solver with journals) never reclaim: their symbols must keep meaning what they mean in the
// solver they are compared with and reset to.

import Synchronization

/// The source of numberings: each reclamation gives its solver a new one (see
/// ``Solver/numbering``).
private let nextNumbering = Atomic<Int>(1)

extension Solver {
  /// The fewest retired symbols a reclamation waits for (a small layout would otherwise
  /// renumber every few removals).
  static let minimumRetiredForReclamation = 64

  /// A fresh value for ``numbering``.
  static func freshNumbering() -> Int {
    nextNumbering.add(1, ordering: .relaxed).oldValue
  }

  /// Notes that `count` symbols were retired (see the file comment).
  mutating func noteRetired(_ count: Int) {
    retiredSymbolCount += count
  }

  /// Reclaims the retired symbols when they are at least as many as the live ones, between
  /// operations, on a solver that is not a probe (see the file comment).
  mutating func reclaimRetiredSymbolsIfWorthwhile() {
    guard retiredSymbolCount >= Self.minimumRetiredForReclamation,
      2 * retiredSymbolCount >= symbolCount,
      flatJournal == nil, aliasJournal == nil, recordOverlay == nil, artificial == nil, additionJournal == nil,
      infeasibleRows.isEmpty
    else { return }
    reclaimRetiredSymbols()
  }

  /// Renumbers the live symbols `0..<live` in their order and drops every other symbol's entries.
  mutating func reclaimRetiredSymbols() {
    let live = liveSymbols()
    retiredSymbolCount = 0
    guard live.count < symbolCount else { return }
    var newID = [SymbolID](repeating: noSymbol, count: symbolCount)
    for (new, old) in live.enumerated() { newID[Int(old)] = SymbolID(new) }
    renumberTables(keeping: live)
    renumberTableau(newID)
    renumberBookkeeping(newID)
    renumberAliases(newID)
    numbering = Self.freshNumbering()
    // A removal kept for a lent scratch was made in the old numbering (a scratch never
    // reclaims, so this is only for safety).
    firstRemoval = nil
  }

  /// The symbols something still refers to (see the file comment), in increasing order.
  func liveSymbols() -> [SymbolID] {
    var isLive = [Bool](repeating: false, count: symbolCount)
    for symbol in 0..<symbolCount {
      isLive[symbol] = kinds[symbol] == .external || owner[symbol] != nil || !objective.isZero(SymbolID(symbol))
    }
    for slot in rows.indices where heads[slot] != noSymbol {
      isLive[Int(heads[slot])] = true
      for cell in rows[slot].cells { isLive[Int(cell.symbol)] = true }
    }
    for (_, record) in allRecords {
      isLive[Int(record.marker)] = true
      if record.other != noSymbol { isLive[Int(record.other)] = true }
    }
    for (head, alias) in aliases {
      isLive[Int(head)] = true
      isLive[Int(alias.marker)] = true
      for term in alias.terms { isLive[Int(term.symbol)] = true }
    }
    return isLive.indices.compactMap { isLive[$0] ? SymbolID($0) : nil }
  }

  /// The per-symbol tables, each keeping the entries of `kept` (ascending) in order.
  private mutating func renumberTables(keeping kept: [SymbolID]) {
    func keep<Element>(_ table: [Element]) -> [Element] { kept.map { table[Int($0)] } }
    kinds = keep(kinds)
    rowIndex = keep(rowIndex)
    let oldColumns = columns
    columns = ChunkedArray(kept.map { oldColumns[Int($0)] })
    compactedLength = keep(compactedLength)
    hasStaleEntries = keep(hasStaleEntries)
    isCandidate = keep(isCandidate)
    publishedValues = keep(publishedValues)
    hasBeenPublished = keep(hasBeenPublished)
    isDirty = keep(isDirty)
    hasAliasDependents = keep(hasAliasDependents)
    var owners = ChunkedArray<Constraint?>()
    var variables = ChunkedArray<Variable?>()
    for symbol in kept {
      owners.append(owner[Int(symbol)])
      variables.append(variableOf[Int(symbol)])
    }
    owner = owners
    variableOf = variables
    objective = objective.restricted(to: kept)
  }

  /// The rows' heads and cells. Cells keep their order (the new ids are in the old ids' order),
  /// so every column entry's hint still holds.
  private mutating func renumberTableau(_ newID: [SymbolID]) {
    for slot in heads.indices where heads[slot] != noSymbol {
      heads[slot] = newID[Int(heads[slot])]
      rows[slot].cells.withUnsafeMutableBufferPointer { cells in
        for index in cells.indices { cells[index].symbol = newID[Int(cells[index].symbol)] }
      }
    }
  }

  /// The records, the variables' symbols, the candidates and the symbols queued for updates.
  private mutating func renumberBookkeeping(_ newID: [SymbolID]) {
    records.updateEach { record in
      record.marker = newID[Int(record.marker)]
      if record.other != noSymbol { record.other = newID[Int(record.other)] }
    }
    symbolOfVariable.remapSymbols { newID[Int($0)] }
    externalSymbols = externalSymbols.map { newID[Int($0)] }
    dirtySymbols = dirtySymbols.map { newID[Int($0)] }
    // The primal loop's heap holds complemented ids; retired candidates are dropped (popped, they
    // would have been found not improving).
    candidates = candidates.compactMap { stored in
      let symbol = newID[Int(~stored)]
      return symbol == noSymbol ? nil : ~symbol
    }
  }

  /// The aliases, their markers and the aliases that follow each symbol (in the same order).
  private mutating func renumberAliases(_ newID: [SymbolID]) {
    settledAliasValues = nil
    guard !aliases.isEmpty || !aliasDependents.isEmpty else { return }
    var renamed = SymbolMap<Alias>()
    for (head, alias) in aliases {
      renamed[newID[Int(head)]] = Alias(
        terms: alias.terms.map { Cell(symbol: newID[Int($0.symbol)], coefficient: $0.coefficient) },
        constant: alias.constant, marker: newID[Int(alias.marker)], markerCoefficient: alias.markerCoefficient)
    }
    aliases = renamed
    var heads = SymbolMap<SymbolID>()
    for (marker, head) in aliasHeadOfMarker { heads[newID[Int(marker)]] = newID[Int(head)] }
    aliasHeadOfMarker = heads
    var dependents = SymbolMap<[SymbolID]>()
    for (symbol, followers) in aliasDependents { dependents[newID[Int(symbol)]] = followers.map { newID[Int($0)] } }
    aliasDependents = dependents
  }
}
