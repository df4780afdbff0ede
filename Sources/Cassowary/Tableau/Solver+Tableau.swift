// Low-level tableau operations: symbols, rows, the column index, pivots and substitution.

extension Solver {
  /// The number of symbols ever made.
  package var symbolCount: Int { kinds.count }

  /// Appends a new symbol of `kind` and returns its id.
  mutating func makeSymbol(_ kind: SymbolKind) -> SymbolID {
    let symbol = SymbolID(kinds.count)
    kinds.append(kind)
    rowIndex.append(-1)
    columns.append([])
    compactedLength.append(0)
    hasStaleEntries.append(false)
    objective.appendSymbol()
    owner.append(nil)
    variableOf.append(nil)
    isCandidate.append(false)
    isDirty.append(false)
    hasAliasDependents.append(false)
    publishedValues.append(0)
    hasBeenPublished.append(false)
    return symbol
  }

  func isBasic(_ symbol: SymbolID) -> Bool { rowIndex[Int(symbol)] >= 0 }

  func row(of head: SymbolID) -> Row? {
    let index = rowIndex[Int(head)]
    return index >= 0 ? rows[Int(index)] : nil
  }

  /// The current value of a symbol: its row's constant when basic, zero when parametric, its
  /// definition's value when an alias.
  @inline(__always)
  func value(ofSymbol symbol: SymbolID) -> Double {
    let index = rowIndex[Int(symbol)]
    if index >= 0 { return rows[Int(index)].constant }
    return index == aliasRowIndex ? aliasValue(symbol) : 0
  }

  /// Inserts `row` with `head` into a free slot and registers its cells in the column index.
  mutating func insertRow(_ row: Row, head: SymbolID) {
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
      noteSlotWrite(slot)
      rows[Int(slot)] = row
      heads[Int(slot)] = head
      flatJournal?.slots.append(slot)
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      heads.append(head)
    }
    rowIndex[Int(head)] = slot
    flatJournal?.symbols.append(head)
    markChanged(head)
    insertIntoColumns(cellsOf: row.cells, slot: slot)
  }

  /// Appends `entry` to the column of symbol `index` (in place: the column is borrowed from its
  /// chunk); true when the column has doubled since its last compaction.
  @inline(__always)
  private mutating func appendToColumn(_ index: Int, _ entry: ColumnEntry) -> Bool {
    noteColumnWrite(index)
    let limit = 2 * Int(compactedLength[index]) + compactionSlack
    return Self.append(entry, to: &columns[index], limit: limit)
  }

  @inline(__always)
  private static func append(_ entry: ColumnEntry, to column: inout [ColumnEntry], limit: Int) -> Bool {
    if column.capacity == 0 { column.reserveCapacity(initialColumnCapacity) }
    column.append(entry)
    return column.count > limit
  }

  /// ``insertIntoColumn(_:slot:hint:)`` for every cell of the row just put in `slot` (each
  /// cell's hint is its index), straight from the row's cells; columns that double are
  /// compacted afterwards.
  mutating func insertIntoColumns(cellsOf cells: [Cell], slot: Int32) {
    var doubled: [SymbolID] = []
    for (position, cell) in cells.enumerated() {
      let index = Int(cell.symbol)
      if appendToColumn(index, ColumnEntry(slot: slot, hint: Int32(position))) { doubled.append(cell.symbol) }
    }
    for symbol in doubled { compactColumn(symbol) }
  }

  /// Removes and returns the row with `head`, unregistering its cells and freeing its slot.
  @discardableResult
  mutating func removeRow(head: SymbolID) -> Row {
    let slot = rowIndex[Int(head)]
    noteSlotWrite(slot)
    let row = rows[Int(slot)]
    markChanged(head)
    hasStaleEntries.withUnsafeMutableBufferPointer { stale in
      for cell in row.cells { stale[Int(cell.symbol)] = true }
    }
    rows[Int(slot)] = Row()
    heads[Int(slot)] = noSymbol
    freeSlots.append(slot)
    rowIndex[Int(head)] = -1
    flatJournal?.symbols.append(head)
    flatJournal?.slots.append(slot)
    return row
  }

  // The column index is kept lazily: a column lists every slot whose row holds the symbol,
  // and may also list stale slots (the cell cancelled, or the row was removed or replaced) and
  // repeats. Appending when a cell appears is O(1) and a cancelling cell costs only a flag
  // (`hasStaleEntries`), which matters because substitutions cancel many cells. Every reader
  // looks the coefficient up in the row anyway, so a stale entry reads as zero and is skipped;
  // readers that must visit each row once compact the column first. A column is also compacted
  // when it doubles in length, which keeps stale entries amortised O(1); a column whose flag is
  // clear has nothing to drop, and its compaction only records its length.

  /// The room a column gets with its first entry: most columns grow to a few entries, and
  /// growing one from a single entry by doubling reallocated it three times more.
  static let initialColumnCapacity = 8

  /// Records that the row in `slot` holds `symbol`, at index `hint` of its cells.
  mutating func insertIntoColumn(_ symbol: SymbolID, slot: Int32, hint: Int) {
    let index = Int(symbol)
    noteColumnWrite(index)
    columns[index].append(ColumnEntry(slot: slot, hint: Int32(hint)))
    if columns[index].count > 2 * Int(compactedLength[index]) + compactionSlack { compactColumn(symbol) }
  }

  /// ``insertIntoColumn(_:slot:hint:)`` for each of the first `count` `(symbol, hint)` pairs of
  /// `cells` (a symbol in the `slot` field); columns that double are compacted afterwards.
  mutating func insertIntoColumns(_ cells: [ColumnEntry], count: Int, slot: Int32) {
    var doubled: [SymbolID] = []
    for cell in cells[0..<count] {
      if appendToColumn(Int(cell.slot), ColumnEntry(slot: slot, hint: cell.hint)) { doubled.append(cell.slot) }
    }
    for symbol in doubled { compactColumn(symbol) }
  }

  /// The index of `symbol`'s cell in the row of `entry.slot`, or nil when the row does not hold
  /// it (a stale entry). O(1) when the hint is still right.
  func cellIndex(of symbol: SymbolID, at entry: ColumnEntry) -> Int? {
    guard heads[Int(entry.slot)] != noSymbol else { return nil }
    return Self.cellIndex(of: symbol, in: rows[Int(entry.slot)].cells, hint: entry.hint)
  }

  /// Rewrites the column of `symbol` to list each slot that holds it exactly once, with exact
  /// hints.
  /// When nothing in the column can be stale or repeated, the pass would keep every entry; it
  /// is then skipped unless `refreshingHints` (a column about to be walked many times).
  mutating func compactColumn(_ symbol: SymbolID, refreshingHints: Bool = false) {
    let index = Int(symbol)
    noteColumnWrite(index)
    if !hasStaleEntries[index] && !refreshingHints {
      // Every entry is live and none repeats: the pass would keep the column as it is (only
      // its hints would be refreshed, and hints are verified wherever they are read).
      compactedLength[index] = Int32(columns[index].count)
      flatJournal?.symbols.append(symbol)
      return
    }
    hasStaleEntries[index] = false
    var column = columns[index]
    columns[index] = []
    var stamps = slotStamps
    slotStamps = []
    stampGeneration &+= 1
    if stampGeneration == 0 {
      for slot in stamps.indices { stamps[slot] = 0 }
      stampGeneration = 1
    }
    if stamps.count < rows.count { stamps.append(contentsOf: repeatElement(0, count: rows.count - stamps.count)) }
    let generation = stampGeneration
    var kept = 0
    stamps.withUnsafeMutableBufferPointer { stamps in
      column.withUnsafeMutableBufferPointer { column in
        for position in column.indices {
          let entry = column[position]
          let slot = Int(entry.slot)
          // A free slot holds an empty row, so its entries are dropped by the lookup.
          guard stamps[slot] != generation else { continue }
          stamps[slot] = generation
          let found = rows[slot].cells.withUnsafeBufferPointer { $0.index(of: symbol, hint: entry.hint) }
          guard let cell = found else { continue }
          column[kept] = ColumnEntry(slot: entry.slot, hint: Int32(cell))
          kept += 1
        }
      }
    }
    column.removeLast(column.count - kept)
    compactedLength[index] = Int32(kept)
    flatJournal?.symbols.append(symbol)
    columns[index] = column
    slotStamps = stamps
  }

  /// The index of `symbol` in `cells`, trying `hint` first.
  static func cellIndex(of symbol: SymbolID, in cells: [Cell], hint: Int32) -> Int? {
    cells.withUnsafeBufferPointer { $0.index(of: symbol, hint: hint) }
  }

  /// ``markChanged(_:)`` for many external symbols at once: one pass over borrowed buffers that
  /// writes the newly dirty symbols straight into the tail of `dirtySymbols`, then the aliases
  /// that follow them, transitively (without recursion: a chain of aliases can be long).
  mutating func markChanged(variables heads: [SymbolID]) {
    if settledAliasValues != nil { settledAliasValues = nil }
    var followed: [SymbolID] = []
    markDirty(heads, noting: &followed)
    while let symbol = followed.popLast() {
      guard let dependents = aliasDependents[symbol] else { continue }
      markDirty(dependents, noting: &followed)
    }
  }

  /// Marks the external `heads` dirty, appending to `followed` the newly dirty ones that aliases
  /// follow. An already dirty symbol's followers are dirty already (they were marked with it, or
  /// are new, hence dirty), so marking stops there.
  private mutating func markDirty(_ heads: [SymbolID], noting followed: inout [SymbolID]) {
    let start = dirtySymbols.count
    dirtySymbols.append(contentsOf: repeatElement(noSymbol, count: heads.count))
    var added = 0
    dirtySymbols.withUnsafeMutableBufferPointer { dirty in
      isDirty.withUnsafeMutableBufferPointer { isDirty in
        hasAliasDependents.withUnsafeBufferPointer { hasAliasDependents in
          for head in heads {
            let index = Int(head)
            if isDirty[index] { continue }
            isDirty[index] = true
            dirty[start + added] = head
            added += 1
            if hasAliasDependents[index] { followed.append(head) }
          }
        }
      }
    }
    dirtySymbols.removeLast(heads.count - added)
  }

  /// Notes that the value of `head` may have changed, for ``updateVariables()``, and with it the
  /// value of every alias that follows it.
  @inline(__always)
  mutating func markChanged(_ head: SymbolID) {
    if settledAliasValues != nil { settledAliasValues = nil }
    let index = Int(head)
    if kinds[index] == .external {
      if isDirty[index] { return }  // and so is every alias that follows it
      isDirty[index] = true
      dirtySymbols.append(head)
    }
    if hasAliasDependents[index] { markAliasDependents(of: head) }
  }

  /// `rows[slot] += factor · other`, dropping the cell of `eliminated` on the way (the symbol
  /// being substituted), and keeping the column index in step. This is the innermost loop of
  /// the solver: it merges (``mergeCells``) into a reused buffer over raw pointers, then stores
  /// an exact-size copy (merges often cancel half the cells; sizing by the inputs would waste that memory).
  mutating func addToRow(slot: Int32, _ other: Row, times factor: Double, eliminating eliminated: SymbolID = noSymbol) {
    let index = Int(slot)
    noteSlotWrite(slot)
    rows[index].constant += factor * other.constant
    markChanged(heads[index])
    if other.cells.isEmpty && eliminated == noSymbol { return }
    if other.cells.count <= Self.inPlaceMergeLimit && 4 * other.cells.count <= rows[index].cells.count {
      addToRowInPlace(slot: slot, other, times: factor, eliminating: eliminated)
      return
    }
    var appeared = takeAppearedBuffer(room: other.cells.count)  // (symbol, index in the merged row)
    let mine = rows[index].cells
    let theirs = other.cells
    var buffer = mergeBuffer
    mergeBuffer = []
    if buffer.count < mine.count + theirs.count {
      buffer = [Cell](repeating: Cell(symbol: 0, coefficient: 0), count: 2 * (mine.count + theirs.count))
    }
    var count = 0
    var appearedCount = 0
    hasStaleEntries.withUnsafeMutableBufferPointer { stale in
      buffer.withUnsafeMutableBufferPointer { buffer in
        appeared.withUnsafeMutableBufferPointer { appeared in
          mine.withUnsafeBufferPointer { mine in
            theirs.withUnsafeBufferPointer { theirs in
              var fresh = 0
              count = mergeCells(
                mine, plus: theirs, times: factor, into: buffer, dropping: eliminated,
                appeared: { symbol, position in
                  appeared[fresh] = ColumnEntry(slot: symbol, hint: Int32(position))
                  fresh += 1
                },
                cancelled: { symbol in stale[Int(symbol)] = true })  // its column entry is stale
              appearedCount = fresh
            }
          }
        }
      }
    }
    let capacity = rows[index].cells.capacity
    if count <= capacity && 2 * count >= capacity {
      // The row's own storage fits the result without wasting more than half of it: reuse it.
      rows[index].cells.removeAll(keepingCapacity: true)
      rows[index].cells.append(contentsOf: buffer[0..<count])
    } else {
      rows[index].cells = Array(buffer[0..<count])
    }
    mergeBuffer = buffer
    // Only now does the row hold the new cells, which a compaction would check.
    insertIntoColumns(appeared, count: appearedCount, slot: slot)
    appearedBuffer = appeared
  }

  /// Takes ``appearedBuffer`` (put it back after use) with room for at least `room` entries;
  /// the first `appearedCount` entries of a merge are `(symbol, index in the row)` pairs.
  @inline(__always)
  private mutating func takeAppearedBuffer(room: Int) -> [ColumnEntry] {
    var appeared = appearedBuffer
    appearedBuffer = []
    if appeared.count < room {
      appeared = [ColumnEntry](repeating: ColumnEntry(slot: 0, hint: 0), count: 2 * room)
    }
    return appeared
  }

  /// The longest `other` that ``addToRow(slot:_:times:eliminating:)`` adds cell by cell.
  static let inPlaceMergeLimit = 8

  /// ``addToRow(slot:_:times:eliminating:)`` for a short `other` and a row at least four times
  /// longer: each of `other`'s few cells is found by binary search and updated, inserted or
  /// removed in place, instead of copying the whole row through the merge buffer (removing a
  /// pinned view's constraint substitutes a two-cell row into every long row of its line).
  /// The arithmetic is the merge's, so both give the same cells.
  private mutating func addToRowInPlace(
    slot: Int32, _ other: Row, times factor: Double, eliminating eliminated: SymbolID
  ) {
    let index = Int(slot)
    var row = Row(cells: rows[index].cells)
    rows[index].cells = []  // the row's storage is then uniquely referenced here
    if eliminated != noSymbol {
      let (position, found) = row.position(of: eliminated)
      if found { row.cells.remove(at: position) }
    }
    var appeared = takeAppearedBuffer(room: other.cells.count)  // (symbol, index in the row)
    var appearedCount = 0
    for cell in other.cells {
      let value = factor * cell.coefficient
      let (position, found) = row.position(of: cell.symbol)
      if found {
        let sum = row.cells[position].coefficient + value
        if abs(sum) > Tolerance.coefficient {
          row.cells[position].coefficient = sum
        } else {
          row.cells.remove(at: position)
          hasStaleEntries[Int(cell.symbol)] = true  // the cell cancelled: its column entry is stale
        }
      } else if abs(value) > Tolerance.coefficient {
        // Cells are visited in increasing order, so later inserts leave this position exact.
        row.cells.insert(Cell(symbol: cell.symbol, coefficient: value), at: position)
        appeared[appearedCount] = ColumnEntry(slot: cell.symbol, hint: Int32(position))
        appearedCount += 1
      }
    }
    rows[index].cells = row.cells
    // Only now does the row hold the new cells, which a compaction would check.
    insertIntoColumns(appeared, count: appearedCount, slot: slot)
    appearedBuffer = appeared
  }

  /// Replaces the parametric `symbol` by `row` (its new definition) in every row, in the
  /// objective and in the artificial objective.
  mutating func substitute(_ symbol: SymbolID, by row: Row) {
    noteColumnWrite(Int(symbol))
    let containing = columns[Int(symbol)]
    columns[Int(symbol)] = []
    compactedLength[Int(symbol)] = 0
    flatJournal?.symbols.append(symbol)
    hasStaleEntries[Int(symbol)] = false
    for entry in containing {
      guard let cell = cellIndex(of: symbol, at: entry) else { continue }  // a stale or repeated entry
      let slot = entry.slot
      let index = Int(slot)
      let coefficient = rows[index].cells[cell].coefficient
      addToRow(slot: slot, row, times: coefficient, eliminating: symbol)
      let head = heads[index]
      let kind = kinds[Int(head)]
      if kind != .external && kind != .dummy && rows[index].constant < -Tolerance.value {
        infeasibleRows.append(head)
      }
    }
    substituteInObjective(symbol, by: row)
    if var phaseOne = artificial {
      artificial = nil
      let coefficient = phaseOne.remove(symbol)
      if coefficient != 0 { phaseOne.add(row, times: coefficient) }
      artificial = phaseOne
    }
  }

  /// Replaces `symbol` by `row` in the objective.
  mutating func substituteInObjective(_ symbol: SymbolID, by row: Row) {
    if objective.substitute(symbol, by: row) {
      for cell in row.cells { noteObjectiveChange(cell.symbol) }
    }
  }

  /// `objective[symbol] += factor · cost`, queueing the symbol if it can now improve the objective.
  mutating func addObjective(_ cost: PriorityVector, times factor: Double, to symbol: SymbolID) {
    objective.add(cost, times: factor, to: symbol)
    noteObjectiveChange(symbol)
  }

  /// Queues `symbol` as an entering candidate when its reduced cost allows it.
  mutating func noteObjectiveChange(_ symbol: SymbolID) {
    let index = Int(symbol)
    if !isCandidate[index] && isImproving(symbol) {
      isCandidate[index] = true
      candidates.push(~symbol)
    }
  }

  /// Whether entering `symbol` would decrease the objective: a parametric restricted,
  /// non-dummy symbol with a negative reduced cost, or a parametric external with any.
  func isImproving(_ symbol: SymbolID) -> Bool {
    let index = Int(symbol)
    if rowIndex[index] >= 0 { return false }
    switch kinds[index] {
    case .dummy: return false
    case .external: return !objective.isZero(symbol)
    case .slack, .error: return objective.isNegative(symbol)
    }
  }

  /// Makes `entering` basic in place of `leaving` (the head of a row that contains `entering`).
  /// The row keeps its slot, so only the columns of `entering` and `leaving` change.
  mutating func pivot(entering: SymbolID, leaving: SymbolID) {
    let slot = rowIndex[Int(leaving)]
    noteSlotWrite(slot)
    var row = rows[Int(slot)]
    rows[Int(slot)] = Row()
    row.solve(head: leaving, for: entering)  // the slot's entry for `entering` goes stale
    rowIndex[Int(leaving)] = -1
    rowIndex[Int(entering)] = slot
    heads[Int(slot)] = entering
    flatJournal?.symbols.append(leaving)
    flatJournal?.symbols.append(entering)
    flatJournal?.slots.append(slot)
    rows[Int(slot)] = row
    insertIntoColumn(leaving, slot: slot, hint: row.position(of: leaving).index)
    markChanged(leaving)
    markChanged(entering)
    substitute(entering, by: row)
  }
}
