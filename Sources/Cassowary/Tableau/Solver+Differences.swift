// What a probe changed: the constraints whose violation may differ between two solvers, found
// from their tag symbols instead of by evaluating every constraint in both.

extension Solver {
  /// The constraints this solver holds whose slack or error symbols have a different value in
  /// `other` (a copy of it that went on), in the order they were added.
  ///
  /// At an optimum a constraint's residual is fixed by its tag symbols (its normalised row is a
  /// linear identity between its expression and them), so a constraint that is not listed has
  /// the same violation in both solvers: a caller comparing violations need only look at these.
  /// Dummy markers are always 0 and never listed.
  package func constraintsWithChangedTags(in other: Solver) -> [Constraint] {
    guard numbering == other.numbering else { return constraintsWithChangedTags(byRecordIn: other) }
    // A tag is never an alias, so its value is its row's constant when basic and 0 otherwise: a
    // tag whose value differs heads, in one solver or the other, a slot whose head or constant
    // differs. So one pass over the slots finds every candidate.
    var changed: [Constraint] = []
    var seen = Set<ObjectIdentifier>()
    let limit = min(symbolCount, other.symbolCount)
    func consider(_ symbol: SymbolID) {
      guard symbol != noSymbol, Int(symbol) < limit else { return }
      let kind = kinds[Int(symbol)]
      guard kind == .slack || kind == .error, value(ofSymbol: symbol) != other.value(ofSymbol: symbol),
        let constraint = owner[Int(symbol)], record(of: constraint) != nil,
        seen.insert(ObjectIdentifier(constraint)).inserted
      else { return }
      changed.append(constraint)
    }
    // A chunk of rows with the same bits in both (the same constants and cell buffers), under the
    // same heads, holds no difference: a probe writes a few rows, so most of a large tableau is
    // passed over a chunk at a time.
    let slotCount = max(heads.count, other.heads.count)
    var start = 0
    while start < slotCount {
      let slots = start..<min(start + ChunkedArray<Row>.chunkSize, slotCount)
      start = slots.upperBound
      if rows.hasSameBits(in: slots, as: other.rows) && Self.equal(heads, other.heads, in: slots) { continue }
      for slot in slots {
        let mine = slot < heads.count ? heads[slot] : noSymbol
        let theirs = slot < other.heads.count ? other.heads[slot] : noSymbol
        if mine == theirs && (mine == noSymbol || rows[slot].constant == other.rows[slot].constant) { continue }
        consider(mine)
        consider(theirs)
      }
    }
    return changed.sorted { (record(of: $0)?.order ?? 0) < (record(of: $1)?.order ?? 0) }
  }

  /// Whether `mine` and `theirs` hold the same symbols in `range` (within both).
  private static func equal(_ mine: [SymbolID], _ theirs: [SymbolID], in range: Range<Int>) -> Bool {
    guard range.upperBound <= mine.count, range.upperBound <= theirs.count else { return false }
    return mine[range].withUnsafeBytes { mine in theirs[range].withUnsafeBytes { haveSameBytes(mine, $0) } }
  }

  /// The variables whose value differs between this solver and `other` (a copy of it that went
  /// on), those this solver knows first; a variable a solver does not know counts as 0 there.
  /// One pass over the values, without looking any variable up.
  package func variablesWithChangedValues(in other: Solver) -> [Variable] {
    guard numbering == other.numbering else { return variablesWithChangedValues(byVariableIn: other) }
    var changed: [Variable] = []
    let mine = dirtyAliasValues()
    let theirs = other.dirtyAliasValues()
    for symbol in externalSymbols {
      let their = Int(symbol) < other.symbolCount ? other.value(ofSymbol: symbol, in: theirs) : 0
      if value(ofSymbol: symbol, in: mine) != their, let variable = variableOf[Int(symbol)] {
        changed.append(variable)
      }
    }
    // Variables first used on the copy (a walk's measure can bring in one nothing constrained).
    for symbol in other.externalSymbols where Int(symbol) >= symbolCount {
      if other.value(ofSymbol: symbol, in: theirs) != 0, let variable = other.variableOf[Int(symbol)] {
        changed.append(variable)
      }
    }
    return changed
  }

  /// ``constraintsWithChangedTags(in:)`` for a solver whose symbols are numbered differently (one
  /// of the two reclaimed its retired symbols since they were copies): each constraint's tags
  /// are read from both solvers' records (a constraint `other` does not hold has tags of 0
  /// there, as its dropped symbols read in the same numbering).
  private func constraintsWithChangedTags(byRecordIn other: Solver) -> [Constraint] {
    var changed: [(order: Int, constraint: Constraint)] = []
    for (constraint, record) in allRecords {
      let theirs = other.record(of: constraint)
      let tags = [(record.marker, theirs?.marker ?? noSymbol), (record.other, theirs?.other ?? noSymbol)]
      let moved = tags.contains { mine, their in
        guard mine != noSymbol, kinds[Int(mine)] == .slack || kinds[Int(mine)] == .error else { return false }
        return value(ofSymbol: mine) != (their == noSymbol ? 0 : other.value(ofSymbol: their))
      }
      if moved { changed.append((record.order, constraint)) }
    }
    return changed.sorted { $0.order < $1.order }.map(\.constraint)
  }

  /// ``variablesWithChangedValues(in:)`` for a solver whose symbols are numbered differently:
  /// each variable is looked up in both.
  private func variablesWithChangedValues(byVariableIn other: Solver) -> [Variable] {
    var changed: [Variable] = []
    let mine = dirtyAliasValues()
    let theirs = other.dirtyAliasValues()
    for symbol in externalSymbols {
      guard let variable = variableOf[Int(symbol)] else { continue }
      let their = other.symbol(of: variable)
      let value = their == noSymbol ? 0 : other.value(ofSymbol: their, in: theirs)
      if self.value(ofSymbol: symbol, in: mine) != value { changed.append(variable) }
    }
    for symbol in other.externalSymbols {
      guard let variable = other.variableOf[Int(symbol)], self.symbol(of: variable) == noSymbol else { continue }
      if other.value(ofSymbol: symbol, in: theirs) != 0 { changed.append(variable) }
    }
    return changed
  }
}
