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
    var changed: [Constraint] = []
    var seen = Set<ObjectIdentifier>()
    let count = min(symbolCount, other.symbolCount)
    for index in 0..<count {
      let kind = kinds[index]
      guard kind == .slack || kind == .error else { continue }
      let symbol = SymbolID(index)
      guard value(ofSymbol: symbol) != other.value(ofSymbol: symbol), let constraint = owner[index],
        records[constraint] != nil
      else { continue }
      if seen.insert(ObjectIdentifier(constraint)).inserted { changed.append(constraint) }
    }
    return changed.sorted { (records[$0]?.order ?? 0) < (records[$1]?.order ?? 0) }
  }
}
