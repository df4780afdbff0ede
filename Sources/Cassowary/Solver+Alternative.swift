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
    var probe = explorationProbe
    probe.aliasingEnabled = false
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
    // No move on the face: the value is the extreme, and nothing is copied.
    guard faceMove(of: symbol, sense: sense) != nil else { return (self, value(ofSymbol: symbol)) }
    var probe = explorationProbe
    let value = probe.walkInPlace(of: symbol, sense: sense)
    return (probe, value)
  }

}

extension Solver {
  /// The ranges of several variables over the optimal solutions (see ``range(of:)-(Variable)``),
  /// computed on one shared copy.
  ///
  /// Walking to a variable's extremes only pivots on columns whose reduced cost is zero, so the
  /// copy never leaves the set of optimal solutions, and the next variable's walk can start
  /// wherever the last one ended: one copy serves the whole batch instead of one per variable.
  public func ranges(of variables: [Variable]) -> [ValueRange] {
    // Reading the face off the tableau is a pass over every column: worth it for a scan, not for
    // the few components a command shows (walks are exact either way).
    let analysis = variables.count > Self.fewVariables ? faceAnalysis() : nil
    var probe = explorationProbe
    return variables.map { variable in
      let symbol = probe.symbol(of: variable)
      guard symbol != noSymbol else { return ValueRange(lower: -.infinity, upper: .infinity) }
      // A variable no direction of the optimal face can move is determined: no walk needed.
      if let analysis, faceVerdict(of: symbol, in: analysis) == .fixed {
        let value = probe.value(ofSymbol: symbol)
        return ValueRange(lower: value, upper: value)
      }
      let upper = probe.walkInPlace(of: symbol, sense: 1)
      let lower = probe.walkInPlace(of: symbol, sense: -1)
      return ValueRange(lower: lower, upper: upper)
    }
  }

  /// Up to this many variables, ``ranges(of:)`` walks each instead of reading the face first.
  static let fewVariables = 16

  /// Whether each variable takes more than one value over the optimal solutions (whether
  /// ``range(of:)-(Variable)`` is wider than a point), decided from the tableau where it can be
  /// (see `Solver+Face.swift`) and by walks on one shared copy for the rest. An unknown variable
  /// counts as ambiguous.
  public func ambiguity(of variables: [Variable]) -> [Bool] {
    let analysis = faceAnalysis()
    var probe: Solver?
    return variables.map { variable in
      let symbol = symbol(of: variable)
      guard symbol != noSymbol else { return true }
      switch faceVerdict(of: symbol, in: analysis) {
      case .fixed: return false
      case .moves: return true
      case .unknown:
        // One copy, made on the first unknown and walked in place (optional chaining mutates the
        // wrapped value without copying it).
        if probe == nil { probe = explorationProbe }
        guard let upper = probe?.walkInPlace(of: symbol, sense: 1),
          let lower = probe?.walkInPlace(of: symbol, sense: -1)
        else { return true }
        return !ValueRange(lower: lower, upper: upper).isUnique
      }
    }
  }

  /// Walks this solver along the optimal face until `symbol` cannot move further in the
  /// direction `sense`; returns the value reached (infinite when nothing bounds it).
  /// `skippingLastDegenerateStep: false` pivots to the end (tests compare the two).
  mutating func walkInPlace(of symbol: SymbolID, sense: Double, skippingLastDegenerateStep: Bool = true) -> Double {
    for _ in 0..<iterationLimit {
      guard let (column, direction) = faceMove(of: symbol, sense: sense) else { return value(ofSymbol: symbol) }
      guard let leaving = leavingRow(for: column, direction: direction) else { return sense * .infinity }
      // A degenerate step moves nothing. When `symbol` could not move on from the basis it
      // leads to, that basis is not needed: its one row is enough to tell, and the pivot (a
      // substitution into every row that holds the column, often hundreds) is skipped.
      if skippingLastDegenerateStep, isDegenerateStep(leaving: leaving),
        let after = cellsAfterPivot(of: symbol, entering: column, leaving: leaving),
        faceMove(in: after, sense: sense) == nil
      {
        return value(ofSymbol: symbol)
      }
      pivot(entering: column, leaving: leaving)
    }
    return value(ofSymbol: symbol)
  }

  /// Whether a pivot on the row of `leaving` (chosen by ``leavingRow(for:direction:)``) is a step
  /// of length zero: the row is a dummy's, or its constant is not positive.
  private func isDegenerateStep(leaving: SymbolID) -> Bool {
    let slot = Int(rowIndex[Int(leaving)])
    return kinds[Int(leaving)] == .dummy || rows[slot].constant <= 0
  }

  /// The cells of `symbol`'s row as they would read after pivoting `entering` in for `leaving`
  /// (without doing it), or nil for an alias. A parametric symbol's row is itself.
  private func cellsAfterPivot(of symbol: SymbolID, entering: SymbolID, leaving: SymbolID) -> [Cell]? {
    if isAlias(symbol) { return nil }
    if symbol == leaving { return [Cell(symbol: symbol, coefficient: 1)] }
    // The pivot row solved for `entering`: the row `entering` gets.
    var solved = rows[Int(rowIndex[Int(leaving)])]
    solved.solve(head: leaving, for: entering)
    if symbol == entering { return solved.cells }
    guard var after = row(of: symbol) else { return [Cell(symbol: symbol, coefficient: 1)] }
    let factor = after.remove(entering)
    if factor != 0 { after.add(solved, times: factor) }
    return after.cells
  }

  /// A column that moves `symbol` in the direction `sense` without leaving the optimal face: a
  /// parametric external in its row, or a restricted column with a zero reduced cost whose
  /// increase moves it that way. Nil when there is none.
  func faceMove(of symbol: SymbolID, sense: Double) -> (column: SymbolID, direction: Double)? {
    if let row = row(of: symbol) { return faceMove(in: row.cells, sense: sense) }
    if isAlias(symbol) { return faceMove(in: aliasRow(of: symbol).cells, sense: sense) }
    return faceMove(in: [Cell(symbol: symbol, coefficient: 1)], sense: sense)
  }

  /// ``faceMove(of:sense:)`` for a symbol whose row holds `cells`.
  private func faceMove(in cells: [Cell], sense: Double) -> (column: SymbolID, direction: Double)? {
    for cell in cells {
      let rate = sense * cell.coefficient
      guard abs(rate) > Tolerance.coefficient else { continue }
      switch kinds[Int(cell.symbol)] {
      case .dummy: continue
      case .external: return (cell.symbol, rate > 0 ? 1 : -1)
      case .slack, .error: if rate > 0 && objective.isZero(cell.symbol) { return (cell.symbol, 1) }
      }
    }
    return nil
  }
}
