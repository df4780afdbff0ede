// The ranges of values on the optimal face, and which variables are ambiguous: read off the
// tableau where it decides, else walked with zero-reduced-cost pivots (docs/EXPLANATIONS.md §4).

extension Solver {
  /// The ranges of several variables over the optimal solutions (see ``range(of:)-(Variable)``),
  /// computed on one shared copy.
  ///
  /// Walking to a variable's extremes only pivots on columns whose reduced cost is zero, so the
  /// copy never leaves the set of optimal solutions, and the next variable's walk can start
  /// wherever the last one ended: one copy serves the whole batch instead of one per variable.
  ///
  /// - Complexity: one copy of the solver; for more than 16 variables a pass over every column to read
  ///   which are fixed; a walk of zero-reduced-cost pivots per remaining variable and end.
  public func ranges(of variables: [Variable]) -> [ValueRange] {
    var probe = explorationProbe
    return probe.walkRanges(of: variables, fixed: fixedOnOptimalFace(variables))
  }

  /// Which of `variables` the tableau proves fixed on the optimal face, read off it only for more
  /// than ``fewVariables`` (a pass over every column: worth it for a scan, not for the few
  /// components a command shows; walks are exact either way).
  func fixedOnOptimalFace(_ variables: [Variable]) -> [Bool]? {
    guard variables.count > Self.fewVariables else { return nil }
    var analysis = faceAnalysis(forQuestionsAbout: variables.count)
    return variables.map { variable in
      let symbol = symbol(of: variable)
      return symbol != noSymbol && faceVerdict(of: symbol, in: &analysis) == .fixed
    }
  }

  /// The ranges of `variables` walked on this solver (a probe), one after another: the walks
  /// stay on the optimal face, so each may start wherever the last one ended. `fixed` (from the
  /// solver the probe started as) spares the walks of variables proven fixed.
  mutating func walkRanges(of variables: [Variable], fixed: [Bool]?) -> [ValueRange] {
    variables.indices.map { index in
      let symbol = symbol(of: variables[index])
      guard symbol != noSymbol else { return ValueRange(lower: -.infinity, upper: .infinity) }
      if let fixed, fixed[index] {
        let value = value(ofSymbol: symbol)
        return ValueRange(lower: value, upper: value)
      }
      let upper = walkInPlace(of: symbol, sense: 1)
      let lower = walkInPlace(of: symbol, sense: -1)
      return ValueRange(lower: lower, upper: upper)
    }
  }

  /// Up to this many variables, ``ranges(of:)`` walks each instead of reading the face first.
  static let fewVariables = 16

  /// Whether each variable takes more than one value over the optimal solutions (whether
  /// ``range(of:)-(Variable)`` is wider than a point), decided from the tableau where it can be
  /// (see `Solver+Face.swift`) and by walks on one shared copy for the rest. An unknown variable
  /// counts as ambiguous.
  ///
  /// - Complexity: a pass over every column (the face analysis), then walks on one scratch only for the
  ///   variables the tableau does not decide. The scratch is made only then: most scans (the
  ///   REPL's, after each command, of the part the command reached) need none.
  public func ambiguity(of variables: [Variable]) -> [Bool] {
    let verdicts = faceVerdicts(of: variables)
    guard verdicts.contains(.unknown) else { return verdicts.map { $0 != .fixed } }
    var probes = ProbeScratch(base: self)
    return probes.ambiguity(of: variables, verdicts: verdicts)
  }

  /// What the tableau proves of each of `variables` on the optimal face (see
  /// ``faceVerdict(of:in:)``); nil for a variable the solver does not know.
  func faceVerdicts(of variables: [Variable]) -> [FaceVerdict?] {
    var analysis = faceAnalysis(forQuestionsAbout: variables.count)
    return variables.map { variable in
      let symbol = symbol(of: variable)
      return symbol == noSymbol ? nil : faceVerdict(of: symbol, in: &analysis)
    }
  }

  /// Walks this solver along the optimal face until `symbol` cannot move further in the
  /// direction `sense`, or until it has passed `bound` in that direction (a question that only
  /// asks whether it moves that far need not go on to the end); returns the value reached
  /// (infinite when nothing bounds it). `skippingLastDegenerateStep: false` pivots to the end
  /// (tests compare the two).
  mutating func walkInPlace(
    of symbol: SymbolID, sense: Double, stoppingPast bound: Double? = nil, skippingLastDegenerateStep: Bool = true
  ) -> Double {
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
      if let bound, sense * (value(ofSymbol: symbol) - bound) > 0 { return value(ofSymbol: symbol) }
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
    faceMove(in: parametricCells(of: symbol), sense: sense)
  }

  /// `symbol` over the parametric symbols: its row when it is basic, its definition when it is
  /// an alias, itself when it is parametric.
  func parametricCells(of symbol: SymbolID) -> [Cell] {
    if let row = row(of: symbol) { return row.cells }
    if isAlias(symbol) { return aliasRow(of: symbol).cells }
    return [Cell(symbol: symbol, coefficient: 1)]
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

extension ProbeScratch {
  /// ``Solver/ranges(of:)`` of ``base``, walked on the scratch (one probe for the batch).
  package mutating func ranges(of variables: [Variable]) -> [ValueRange] {
    let fixed = base.fixedOnOptimalFace(variables)
    return probe { $0.walkRanges(of: variables, fixed: fixed) }
  }

  /// ``Solver/ambiguity(of:)`` of ``base``: read off its tableau where it can be, the rest walked
  /// on the scratch (one probe, only when the tableau leaves a variable undecided).
  ///
  /// Only whether a range is wider than `Tolerance.report` matters, so each walk stops as soon as
  /// that is settled (an ambiguous symbol often moves on the first step that is not degenerate,
  /// several pivots before its extreme). The walks stay on the optimal face, so every value they
  /// pass is an optimal solution: an undecided variable that a walk moved away from its value in
  /// ``base`` is ambiguous without a walk of its own. (On the 1,000-view benchmark layout squeezed
  /// narrower than its rows, a basis that lets the rows' right ends absorb the squeeze left 189
  /// variables to walk, 456 pivots of about a million instructions each.)
  package mutating func ambiguity(of variables: [Variable]) -> [Bool] {
    ambiguity(of: variables, verdicts: base.faceVerdicts(of: variables))
  }

  /// ``ambiguity(of:)`` given what the tableau of ``base`` proves of each variable
  /// (``Solver/faceVerdicts(of:)``).
  mutating func ambiguity(of variables: [Variable], verdicts: [FaceVerdict?]) -> [Bool] {
    guard verdicts.contains(.unknown) else { return verdicts.map { $0 != .fixed } }
    let base = self.base
    return probe { probe in
      var ambiguous: [Bool?] = verdicts.map { verdict in
        switch verdict {
        case .fixed: return false
        case .moves, nil: return true
        case .unknown: return nil
        }
      }
      let undecided = ambiguous.indices.filter { ambiguous[$0] == nil }
      let symbols = variables.map { probe.symbol(of: $0) }
      let baseAliases = base.dirtyAliasValues()
      for (position, index) in undecided.enumerated() where ambiguous[index] == nil {
        let symbol = symbols[index]
        let start = probe.value(ofSymbol: symbol)
        let upper = probe.walkInPlace(of: symbol, sense: 1, stoppingPast: start + Tolerance.report)
        if upper - start > Tolerance.report {
          ambiguous[index] = true
        } else {
          let lower = probe.walkInPlace(of: symbol, sense: -1, stoppingPast: upper - Tolerance.report)
          ambiguous[index] = !ValueRange(lower: lower, upper: upper).isUnique
        }
        probe.settleAliasValues()
        for later in undecided[(position + 1)...] where ambiguous[later] == nil {
          let symbol = symbols[later]
          let moved = probe.value(ofSymbol: symbol) - base.value(ofSymbol: symbol, in: baseAliases)
          if abs(moved) > Tolerance.report { ambiguous[later] = true }
        }
      }
      return ambiguous.map { $0 ?? true }
    }
  }
}

extension ProbeScratch {
  /// The optimal layout at one end of `variable`'s range over the optimal solutions of ``base``:
  /// the scratch walked along the optimal face until `variable` cannot move further in the
  /// direction `sense` (1 for the largest value, -1 for the smallest), read by `inspect` before
  /// the scratch is reset. Nil when that end is unbounded or the variable is unknown. Every
  /// value the walk reaches is an optimal solution, so `inspect` reads a layout that exists.
  ///
  /// - Complexity: one probe: the zero-reduced-cost pivots of one walk.
  package mutating func extreme<Result>(
    of variable: Variable, sense: Double, _ inspect: (Solver) -> Result
  ) -> Result? {
    let symbol = base.symbol(of: variable)
    guard symbol != noSymbol else { return nil }
    return probe { probe in
      guard probe.walkInPlace(of: symbol, sense: sense).isFinite else { return nil }
      probe.settleAliasValues()  // `inspect` reads the walked layout's values
      return inspect(probe)
    }
  }
}
