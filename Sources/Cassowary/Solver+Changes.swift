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
  public func constraintsWithChangedTags(in other: Solver) -> [Constraint] {
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
    for slot in 0..<max(heads.count, other.heads.count) {
      let mine = slot < heads.count ? heads[slot] : noSymbol
      let theirs = slot < other.heads.count ? other.heads[slot] : noSymbol
      if mine == theirs && (mine == noSymbol || rows[slot].constant == other.rows[slot].constant) { continue }
      consider(mine)
      consider(theirs)
    }
    return changed.sorted { (record(of: $0)?.order ?? 0) < (record(of: $1)?.order ?? 0) }
  }

  /// The variables whose value differs between this solver and `other` (a copy of it that went
  /// on), those this solver knows first; a variable a solver does not know counts as 0 there.
  /// One pass over the values, without looking any variable up.
  public func variablesWithChangedValues(in other: Solver) -> [Variable] {
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
}
