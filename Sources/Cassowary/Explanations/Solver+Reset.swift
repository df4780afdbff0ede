// Resetting a probe scratch to its base in place (``ProbeScratch``): the rows and columns it still
// shares with the base are kept, the ones a probe rewrote are shared again, and the flat tables it
// wrote get the base's values copied back (only the journaled entries). A scratch is only ever reset
// to the base it was made from: another base gets a new scratch (``ProbeScratch/rebase(to:)``).

extension Solver {
  /// Makes this solver (a copy of `base` that went on) hold exactly `base`'s state again while
  /// keeping its own tables of rows, columns, owners and variables: an element that still
  /// shares its storage with `base` is kept, the others are made `base`'s again. The records are `base`'s (a
  /// scratch writes only to its overlay, which becomes `base`'s or is emptied); everything else
  /// is shared with `base` outright.
  /// The solver's own settings (compaction, aliasing) stay. `base` must be the solver this one
  /// was last reset to (or copied from): the objective and the wider flat tables restore only
  /// what their journals list (see ``Objective/restoreJournaled(from:)`` and
  /// ``FlatTables/restore(from:journal:)``), and the alias tables undo theirs
  /// (``AliasTables/undo(_:)``); debug builds check the result.
  mutating func reset(to base: Solver) {
    let slack = compactionSlack
    let aliasing = aliasingEnabled
    var rows = self.rows
    self.rows = ChunkedArray()
    var columns = self.columns
    self.columns = ChunkedArray()
    // The owners and variables too: a probe's first new symbol appends to their last chunks,
    // which then copied them (retaining a chunk's references each) and dropped the copies at the
    // reset (releasing them), a fifth of a loss at 3,000 views.
    var owners = owner
    owner = ChunkedArray()
    var variables = variableOf
    variableOf = ChunkedArray()
    let journal = flatJournal
    let keepsJournal = flatJournal != nil
    var tables = takeFlatTables()
    tables.restore(from: base, journal: journal)
    // The alias tables it wrote are its own: the writes are undone in them.
    let keepsAliasJournal = aliasJournal != nil
    let aliasTables = takeAliasTablesAsBeforeJournal()
    var objective = self.objective
    self.objective = Objective()
    objective.restoreJournaled(from: base.objective)
    var overlay = recordOverlay ?? [:]
    recordOverlay = nil
    overlay.removeAll(keepingCapacity: true)
    // Elements compared by their bits: a row's constant and storage reference, a column's
    // reference (reading each buffer's count would touch 19,000 buffers scattered over the heap,
    // a cache miss each, at 1,000 views).
    rows.reshare(with: base.rows) { Self.reshareByBits(&$0, with: $1) }
    columns.reshare(with: base.columns) { Self.reshareByBits(&$0, with: $1) }
    owners.reshare(with: base.owner) { Self.reshareByBits(&$0, with: $1) }
    variables.reshare(with: base.variableOf) { Self.reshareByBits(&$0, with: $1) }
    self = base
    self.rows = rows
    self.columns = columns
    owner = owners
    variableOf = variables
    putFlatTables(tables)
    if let aliasTables { putAliasTables(aliasTables) }
    self.objective = objective
    // The base's own changes (a probe of a probe) if it has any, else none.
    if base.recordOverlay?.isEmpty ?? true { recordOverlay = overlay }
    compactionSlack = slack
    aliasingEnabled = aliasing
    flatJournal = keepsJournal ? FlatJournal() : nil
    aliasJournal = keepsAliasJournal ? AliasJournal() : nil
    assert(
      kinds == base.kinds && rowIndex == base.rowIndex && compactedLength == base.compactedLength
        && publishedValues == base.publishedValues && heads == base.heads && objective == base.objective,
      "a write to a flat table or the objective escaped its journal")
    assert(
      aliases == base.aliases && aliasHeadOfMarker == base.aliasHeadOfMarker
        && aliasDependents == base.aliasDependents,
      "a write to an alias table escaped its journal")
    assert(
      rows.count == base.rows.count && columns.count == base.columns.count
        && zip(rows, base.rows).allSatisfy {
          $0.constant.bitPattern == $1.constant.bitPattern && $0.cells.isSameBuffer(as: $1.cells)
        } && zip(columns, base.columns).allSatisfy { $0.isSameBuffer(as: $1) },
      "a reset left a row or column of its own")
    assert(
      owner.count == base.owner.count && zip(owner, base.owner).allSatisfy { $0 === $1 }
        && variableOf.count == base.variableOf.count && zip(variableOf, base.variableOf).allSatisfy { $0 === $1 },
      "a reset left an owner or a variable of its own")
  }

  /// Makes `mine` equal to `theirs` element by element, replacing only the elements whose bits
  /// differ (and the count). For rows and columns equal bits mean the same constant and the same
  /// storage. Nearly every element is the same after a probe, so the tables are compared a block
  /// of sixteen words at a time (``haveSameBytes(_:_:)``), element by element only in a block
  /// that differs.
  private static func reshareByBits<Element>(_ mine: inout [Element], with theirs: [Element]) {
    let wordsPerElement = MemoryLayout<Element>.stride / 8
    guard MemoryLayout<Element>.size == MemoryLayout<Element>.stride, MemoryLayout<Element>.stride % 8 == 0,
      wordsPerElement == 1 || wordsPerElement == 2
    else {
      // Not a table of plain references: share the base's whole (the next write copies it).
      mine = theirs
      return
    }
    // Still the very same table (the probe never wrote to it): nothing to do, and writing to it
    // now would copy it.
    if mine.sharesStorage(with: theirs) { return }
    if mine.count > theirs.count { mine.removeLast(mine.count - theirs.count) }
    let common = mine.count
    var differing: [Int] = []
    mine.withUnsafeBytes { mineBytes in
      theirs.withUnsafeBytes { theirBytes in
        let words = common * wordsPerElement
        func differs(_ word: Int) -> UInt64 {
          mineBytes.load(fromByteOffset: word &* 8, as: UInt64.self)
            ^ theirBytes.load(fromByteOffset: word &* 8, as: UInt64.self)
        }
        func collect(_ words: Range<Int>) {
          for element in (words.lowerBound / wordsPerElement)..<(words.upperBound / wordsPerElement) {
            var bits: UInt64 = 0
            for word in (element * wordsPerElement)..<((element + 1) * wordsPerElement) { bits |= differs(word) }
            if bits != 0 { differing.append(element) }
          }
        }
        let block = 16
        var start = 0
        while start + block <= words {
          let bytes = (start * 8)..<((start + block) * 8)
          if !haveSameBytes(
            UnsafeRawBufferPointer(rebasing: mineBytes[bytes]), UnsafeRawBufferPointer(rebasing: theirBytes[bytes]))
          {
            collect(start..<(start + block))
          }
          start += block
        }
        collect(start..<words)
      }
    }
    if !differing.isEmpty {
      mine.withUnsafeMutableBufferPointer { mine in
        theirs.withUnsafeBufferPointer { theirs in
          for index in differing { mine[index] = theirs[index] }
        }
      }
    }
    if mine.count < theirs.count { mine.append(contentsOf: theirs[mine.count...]) }
  }
}

extension Array {
  /// Whether both arrays are the very same buffer (the reference compared, the buffer not read).
  /// False for distinct buffers with equal contents; an array and its unmodified copy are the
  /// same buffer.
  @inline(__always)
  func isSameBuffer(as other: [Element]) -> Bool {
    unsafeBitCast(self, to: UInt.self) == unsafeBitCast(other, to: UInt.self)
  }

  /// Whether both arrays use the same storage (so neither was written since one was copied from
  /// the other). Empty arrays count as sharing.
  @inline(__always)
  func sharesStorage(with other: [Element]) -> Bool {
    guard count == other.count else { return false }
    if isEmpty { return true }
    return withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
  }
}

/// The solver's flat tables (per symbol and per row slot). A probe's first write to one copies
/// it (copy-on-write, element by element); a reset then copies the base's values into that
/// storage of the scratch's own (one memcpy) instead of sharing the base's table again, so the
/// next probe's writes copy nothing. Tables a probe never wrote stay shared.
struct FlatTables {
  var kinds: [SymbolKind]
  var rowIndex: [Int32]
  var compactedLength: [Int32]
  var hasStaleEntries: [Bool]
  var isCandidate: [Bool]
  var isDirty: [Bool]
  var hasAliasDependents: [Bool]
  var publishedValues: [Double]
  var hasBeenPublished: [Bool]
  var heads: [SymbolID]

  /// Makes these tables hold `base`'s values (see ``restore(_:from:)``). With a `journal` (the
  /// tables held `base`'s values when it started, and only appends went unrecorded), the wider
  /// tables get back only the entries it lists: the one-byte tables are copied whole (a probe
  /// writes them in the pivot's innermost loops, where recording would cost every solver).
  mutating func restore(from base: Solver, journal: FlatJournal?) {
    Self.restore(&kinds, from: base.kinds)
    Self.restore(&hasStaleEntries, from: base.hasStaleEntries)
    Self.restore(&isCandidate, from: base.isCandidate)
    Self.restore(&isDirty, from: base.isDirty)
    Self.restore(&hasAliasDependents, from: base.hasAliasDependents)
    Self.restore(&hasBeenPublished, from: base.hasBeenPublished)
    if let journal, journal.symbols.count < base.symbolCount / 8, journal.slots.count < base.heads.count / 8 {
      Self.restore(&rowIndex, from: base.rowIndex, at: journal.symbols)
      Self.restore(&compactedLength, from: base.compactedLength, at: journal.symbols)
      Self.restore(&publishedValues, from: base.publishedValues, at: journal.symbols)
      Self.restore(&heads, from: base.heads, at: journal.slots)
    } else {
      Self.restore(&rowIndex, from: base.rowIndex)
      Self.restore(&compactedLength, from: base.compactedLength)
      Self.restore(&publishedValues, from: base.publishedValues)
      Self.restore(&heads, from: base.heads)
    }
  }

  /// Makes `mine` (equal to `theirs` but at `indices` and past its end) equal to `theirs`.
  static func restore<Element: BitwiseCopyable, Index: BinaryInteger>(
    _ mine: inout [Element], from theirs: [Element], at indices: [Index]
  ) {
    if mine.sharesStorage(with: theirs) { return }
    if mine.count > theirs.count { mine.removeLast(mine.count - theirs.count) }
    guard mine.count == theirs.count else {
      restore(&mine, from: theirs)
      return
    }
    mine.withUnsafeMutableBufferPointer { mine in
      theirs.withUnsafeBufferPointer { theirs in
        for index in indices where Int(index) < theirs.count { mine[Int(index)] = theirs[Int(index)] }
      }
    }
  }

  /// Makes `mine` hold `theirs`'s values: nothing to do while it still shares `theirs`'s storage,
  /// else copied into its own storage.
  static func restore<Element: BitwiseCopyable>(_ mine: inout [Element], from theirs: [Element]) {
    if mine.sharesStorage(with: theirs) { return }
    if mine.count > theirs.count { mine.removeLast(mine.count - theirs.count) }
    if mine.count < theirs.count { mine.append(contentsOf: theirs[mine.count...]) }
    mine.withUnsafeMutableBufferPointer { mine in
      theirs.withUnsafeBufferPointer { theirs in
        if let target = mine.baseAddress, let source = theirs.baseAddress {
          target.update(from: source, count: theirs.count)
        }
      }
    }
  }
}

extension Solver {
  /// Moves the flat tables out, leaving empty ones.
  mutating func takeFlatTables() -> FlatTables {
    let tables = FlatTables(
      kinds: kinds, rowIndex: rowIndex, compactedLength: compactedLength, hasStaleEntries: hasStaleEntries,
      isCandidate: isCandidate, isDirty: isDirty, hasAliasDependents: hasAliasDependents,
      publishedValues: publishedValues, hasBeenPublished: hasBeenPublished, heads: heads)
    (kinds, rowIndex, compactedLength, hasStaleEntries) = ([], [], [], [])
    (isCandidate, isDirty, hasAliasDependents) = ([], [], [])
    (publishedValues, hasBeenPublished, heads) = ([], [], [])
    return tables
  }

  /// Puts flat tables back.
  mutating func putFlatTables(_ tables: FlatTables) {
    (kinds, rowIndex, compactedLength, hasStaleEntries) =
      (tables.kinds, tables.rowIndex, tables.compactedLength, tables.hasStaleEntries)
    (isCandidate, isDirty, hasAliasDependents) = (tables.isCandidate, tables.isDirty, tables.hasAliasDependents)
    (publishedValues, hasBeenPublished, heads) = (tables.publishedValues, tables.hasBeenPublished, tables.heads)
  }
}
