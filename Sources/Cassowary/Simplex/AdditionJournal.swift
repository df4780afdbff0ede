// Taking back a required constraint that the first phase refuses, at the cost of what the phase
// wrote.
//
// A required constraint whose row has no subject is added through an artificial variable (phase
// one). When the phase cannot bring the artificial variable to zero the constraint conflicts and
// the solver must be left as it was. Keeping a copy of the solver to restore from looked free
// (copies share their storage) but was not: every per-symbol table the commit then appends to,
// and every table the phase writes, was copied whole on its first write while the copy held it,
// so each such add cost the size of the layout, and building a layout cost its square (at 3,000
// views, nine tenths of the solver's time). The journal instead keeps, before its first write,
// each row slot and column the phase touches and each objective vector, plus the few small
// lists it appends to; a refused constraint is taken back from it exactly, and an accepted one
// drops it. Only the first phase keeps one: the pivots that follow a successful phase write
// freely.

/// What adding a required constraint through the first phase overwrote (see the file comment).
struct AdditionJournal {
  /// A row slot as it was before its first write.
  struct SavedSlot {
    var slot: Int32
    var row: Row
    var head: SymbolID
  }

  /// A column of the index as it was before its first write.
  struct SavedColumn {
    var symbol: SymbolID
    var column: [ColumnEntry]
    var compactedLength: Int32
    var hasStaleEntries: Bool
  }

  /// The solver's sizes when the journal started: later symbols and slots are dropped whole.
  let symbolCount: Int
  let slotCount: Int
  let dirtyCount: Int
  let externalCount: Int
  let additionCounter: Int
  /// Small lists the phase changes, kept whole.
  let freeSlots: [Int32]
  let infeasibleRows: [SymbolID]
  let candidates: SymbolHeap
  let settledAliasValues: AliasValues?

  private(set) var slots: [SavedSlot] = []
  private(set) var columns: [SavedColumn] = []
  private var savedSlots: Set<Int32> = []
  private var savedColumns: Set<SymbolID> = []

  /// A journal of the writes to come on `solver`.
  init(_ solver: Solver) {
    symbolCount = solver.symbolCount
    slotCount = solver.rows.count
    dirtyCount = solver.dirtySymbols.count
    externalCount = solver.externalSymbols.count
    additionCounter = solver.additionCounter
    freeSlots = solver.freeSlots
    infeasibleRows = solver.infeasibleRows
    candidates = solver.candidates
    settledAliasValues = solver.settledAliasValues
  }

  /// Whether `slot` existed when the journal started and is not kept yet.
  func needs(slot: Int32) -> Bool {
    Int(slot) < slotCount && !savedSlots.contains(slot)
  }

  /// Keeps `slot` as it is now (`row` and `head`): before its first write.
  mutating func save(slot: Int32, row: Row, head: SymbolID) {
    savedSlots.insert(slot)
    slots.append(SavedSlot(slot: slot, row: row, head: head))
  }

  /// Whether the symbol existed when the journal started and its column is not kept yet.
  func needs(column symbol: SymbolID) -> Bool {
    Int(symbol) < symbolCount && !savedColumns.contains(symbol)
  }

  /// Keeps the column of `symbol` as it is now: before its first write.
  mutating func save(column symbol: SymbolID, _ column: [ColumnEntry], compactedLength: Int32, hasStaleEntries: Bool) {
    savedColumns.insert(symbol)
    columns.append(
      SavedColumn(symbol: symbol, column: column, compactedLength: compactedLength, hasStaleEntries: hasStaleEntries))
  }
}

extension Solver {
  /// Starts journaling the writes of an addition (see ``AdditionJournal``).
  mutating func startAdditionJournal() {
    additionJournal = AdditionJournal(self)
    objective.startUndoLog(symbolCount: symbolCount)
  }

  /// Stops journaling: what was written stays.
  mutating func endAdditionJournal() {
    additionJournal = nil
    objective.endUndoLog()
  }

  /// Keeps the row in `slot` before a write while an addition is journaled.
  @inline(__always)
  mutating func noteSlotWrite(_ slot: Int32) {
    if additionJournal?.needs(slot: slot) == true {
      additionJournal?.save(slot: slot, row: rows[Int(slot)], head: heads[Int(slot)])
    }
  }

  /// Keeps the column of symbol `index` before a write while an addition is journaled.
  @inline(__always)
  mutating func noteColumnWrite(_ index: Int) {
    if additionJournal?.needs(column: SymbolID(index)) == true {
      additionJournal?.save(
        column: SymbolID(index), columns[index], compactedLength: compactedLength[index],
        hasStaleEntries: hasStaleEntries[index])
    }
  }

  /// Makes the solver what it was when the journal started, taking `constraint` back, and ends
  /// the journal. Costs what the journal holds.
  mutating func rollBackAddition(of constraint: Constraint) {
    guard let journal = additionJournal else { return }
    additionJournal = nil
    artificial = nil
    // Rows: the heads of the slots written lose their rows, then the saved rows come back.
    for slot in journal.slots.map(\.slot) + Array(Int32(journal.slotCount)..<Int32(rows.count)) {
      let head = heads[Int(slot)]
      if head != noSymbol && Int(head) < journal.symbolCount {
        rowIndex[Int(head)] = -1
        flatJournal?.symbols.append(head)
      }
    }
    for saved in journal.slots {
      rows[Int(saved.slot)] = saved.row
      heads[Int(saved.slot)] = saved.head
      flatJournal?.slots.append(saved.slot)
      if saved.head != noSymbol {
        rowIndex[Int(saved.head)] = saved.slot
        flatJournal?.symbols.append(saved.head)
      }
    }
    if rows.count > journal.slotCount {
      rows.removeLast(rows.count - journal.slotCount)
      heads.removeLast(heads.count - journal.slotCount)
    }
    freeSlots = journal.freeSlots
    for saved in journal.columns {
      let index = Int(saved.symbol)
      columns[index] = saved.column
      compactedLength[index] = saved.compactedLength
      hasStaleEntries[index] = saved.hasStaleEntries
      flatJournal?.symbols.append(saved.symbol)
    }
    objective.rollBack()
    // Candidates and dirty symbols: the lists as they were, with their flags.
    for symbol in candidates.entries where Int(~symbol) < journal.symbolCount { isCandidate[Int(~symbol)] = false }
    candidates = journal.candidates
    for symbol in candidates.entries { isCandidate[Int(~symbol)] = true }
    for symbol in dirtySymbols[journal.dirtyCount...] where Int(symbol) < journal.symbolCount {
      isDirty[Int(symbol)] = false
    }
    dirtySymbols.removeLast(dirtySymbols.count - journal.dirtyCount)
    infeasibleRows = journal.infeasibleRows
    settledAliasValues = journal.settledAliasValues
    // The registration of the constraint, and its symbols.
    _ = takeRecord(of: constraint)
    additionCounter = journal.additionCounter
    externalSymbols.removeLast(externalSymbols.count - journal.externalCount)
    removeLastSymbols(symbolCount - journal.symbolCount)
  }

  /// Drops the last `count` symbols from every per-symbol table (symbols no row, column, record
  /// or variable refers to any more).
  private mutating func removeLastSymbols(_ count: Int) {
    guard count > 0 else { return }
    kinds.removeLast(count)
    rowIndex.removeLast(count)
    compactedLength.removeLast(count)
    hasStaleEntries.removeLast(count)
    isCandidate.removeLast(count)
    isDirty.removeLast(count)
    hasAliasDependents.removeLast(count)
    publishedValues.removeLast(count)
    hasBeenPublished.removeLast(count)
    for _ in 0..<count {
      columns.removeLast()
      owner.removeLast()
      variableOf.removeLast()
    }
  }
}

#if DEBUG
  extension Solver {
    /// Checks that a rollback left the solver as `before` (debug builds: every refused addition
    /// in the tests is compared with a copy taken before it). A column's stale flag may stay set:
    /// it only makes the next compaction do a full pass.
    func assertSameState(as before: Solver) {
      assert(rows.count == before.rows.count && heads == before.heads, "rollback: slots differ")
      for slot in rows.indices {
        assert(
          rows[slot].constant.bitPattern == before.rows[slot].constant.bitPattern
            && rows[slot].cells == before.rows[slot].cells, "rollback: row \(slot) differs")
      }
      assert(kinds == before.kinds && rowIndex == before.rowIndex, "rollback: symbols differ")
      assert(columns == before.columns && compactedLength == before.compactedLength, "rollback: columns differ")
      assert(
        zip(hasStaleEntries, before.hasStaleEntries).allSatisfy { $0 || !$1 }
          && hasStaleEntries.count == before.hasStaleEntries.count, "rollback: stale flags differ")
      assert(freeSlots == before.freeSlots, "rollback: free slots differ")
      assert(
        objective == before.objective && objective.levels == before.objective.levels, "rollback: objective differs")
      assert(candidates == before.candidates && isCandidate == before.isCandidate, "rollback: candidates differ")
      assert(dirtySymbols == before.dirtySymbols && isDirty == before.isDirty, "rollback: dirty symbols differ")
      assert(infeasibleRows == before.infeasibleRows && artificial == nil, "rollback: phase state differs")
      assert(
        records == before.records && additionCounter == before.additionCounter
          && externalSymbols == before.externalSymbols && symbolOfVariable == before.symbolOfVariable,
        "rollback: records differ")
      assert(
        owner.count == before.owner.count && variableOf.count == before.variableOf.count
          && publishedValues == before.publishedValues && hasBeenPublished == before.hasBeenPublished
          && hasAliasDependents == before.hasAliasDependents, "rollback: per-symbol tables differ")
    }
  }
#endif
