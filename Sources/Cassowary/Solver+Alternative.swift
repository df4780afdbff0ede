// A second optimal layout: the other end of an ambiguous value's range (research note §4.4).

extension Solver {
  /// A copy of the solver moved to another optimal solution in which `expression` takes a
  /// different value, or nil when every optimal solution gives it the same value.
  ///
  /// The copy walks the optimal face with zero-reduced-cost pivots to the far end of the
  /// expression's range (towards its upper end when there is room, else its lower end). When that
  /// end is unbounded, the copy instead pins the expression `step` points further with a
  /// required constraint. Every level's total violation is the same in the copy as here: it is
  /// an equally good layout (Apple's `exerciseAmbiguityInLayout`). The live solver is not changed.
  public func alternative(moving expression: Expression, step: Double = 10) -> Solver? {
    if !aliases.isEmpty { return resolved.alternative(moving: expression, step: step) }
    var probe = self
    let measure = Variable("measure")
    // Defining a new variable never conflicts: its own row takes it as subject.
    guard (try? probe.add(Constraint(Expression(measure) - expression, .equal))) != nil else { return nil }
    let symbol = probe.symbol(of: measure)
    let current = probe.value(ofSymbol: symbol)
    for sense in [1.0, -1.0] {
      let (walked, end) = probe.walkToExtreme(of: symbol, sense: sense)
      if end.isInfinite {
        var pinned = probe
        let target = current + sense * step
        guard (try? pinned.add(Constraint(Expression(measure) - target, .equal))) != nil else { continue }
        return pinned
      }
      if abs(end - current) > Tolerance.report { return walked }
    }
    return nil
  }

  /// The copy reached by walking the optimal face (Bland order) until `symbol` cannot move
  /// further in the direction `sense`, and the value it reaches there (infinite when nothing
  /// bounds it).
  func walkToExtreme(of symbol: SymbolID, sense: Double) -> (solver: Solver, value: Double) {
    if !aliases.isEmpty { return resolved.walkToExtreme(of: symbol, sense: sense) }
    var probe = self
    for _ in 0..<iterationLimit {
      let cells = probe.row(of: symbol)?.cells ?? [Cell(symbol: symbol, coefficient: 1)]
      var move: (column: SymbolID, direction: Double)?
      for cell in cells {
        let index = Int(cell.symbol)
        let rate = sense * cell.coefficient
        guard abs(rate) > Tolerance.coefficient else { continue }
        switch probe.kinds[index] {
        case .dummy: continue
        case .external: move = (cell.symbol, rate > 0 ? 1 : -1)
        case .slack, .error:
          if rate > 0 && probe.objective.isZero(cell.symbol) { move = (cell.symbol, 1) }
        }
        if move != nil { break }
      }
      guard let (column, direction) = move else { return (probe, probe.value(ofSymbol: symbol)) }
      guard let leaving = probe.leavingRow(for: column, direction: direction) else {
        return (probe, sense * .infinity)
      }
      probe.pivot(entering: column, leaving: leaving)
    }
    return (probe, probe.value(ofSymbol: symbol))
  }
}
