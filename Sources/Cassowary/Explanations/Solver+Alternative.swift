// A second optimal layout: the other end of an ambiguous value's range (docs/EXPLANATIONS.md §4.4).

extension Solver {
  /// A copy of the solver moved to another optimal solution in which `expression` takes a
  /// different value, or nil when every optimal solution gives it the same value.
  ///
  /// The copy walks the optimal face with zero-reduced-cost pivots to the far end of the
  /// expression's range (towards its upper end when there is room, else its lower end). When that
  /// end is unbounded, the copy instead pins the expression `step` points further with a
  /// required constraint. Every level's total violation is the same in the copy as here: it is
  /// an equally good layout (Apple's `exerciseAmbiguityInLayout`). The live solver is not changed.
  ///
  /// - Complexity: a scratch copy and the zero-reduced-cost pivots of one walk (an add when the range
  ///   is unbounded).
  public func alternative(moving expression: Expression, step: Double = 10) -> Solver? {
    var probes = ProbeScratch(base: self)
    return probes.alternative(moving: expression, step: step) { $0 }
  }
}

extension ProbeScratch {
  /// ``Solver/alternative(moving:step:)`` on the scratch: `inspect` reads the other layout (the
  /// scratch, walked) before the scratch is reset; nil when every optimal solution gives
  /// `expression` the same value. Each direction starts from ``base`` with the expression
  /// measured (a probe each, and one more to pin an unbounded one). With `settlingValues` every
  /// alias the walk moved is evaluated once before `inspect` reads values (a reader of its
  /// constraints' slacks and errors alone, never aliases, need not pay that: in a layout that
  /// slides whole, every alias moved).
  package mutating func alternative<Result>(
    moving expression: Expression, step: Double = 10, settlingValues: Bool = true, _ inspect: (Solver) -> Result
  ) -> Result? {
    for sense in [1.0, -1.0] {
      let walked: AlternativeWalk<Result> = probe { probe in
        guard let (_, symbol, current) = probe.measure(expression) else { return .none }
        // No move on the face this way: the value is already that extreme.
        guard probe.faceMove(of: symbol, sense: sense) != nil else { return .notThisWay }
        let end = probe.walkInPlace(of: symbol, sense: sense)
        if end.isInfinite { return .unbounded(current) }
        guard abs(end - current) > Tolerance.report else { return .notThisWay }
        if settlingValues { probe.settleAliasValues() }  // `inspect` reads the other layout's values
        return .found(inspect(probe))
      }
      switch walked {
      case .none: return nil
      case .notThisWay: continue
      case .found(let result): return result
      case .unbounded(let current):
        // Nothing bounds the walk: the expression is pinned `step` further instead.
        let pinned: Result? = probe { probe in
          guard let (measure, _, _) = probe.measure(expression) else { return nil }
          let pin = Constraint(Expression(measure) - (current + sense * step), .equal)
          guard (try? probe.add(pin, restoringOnFailure: false)) != nil else { return nil }
          if settlingValues { probe.settleAliasValues() }
          return inspect(probe)
        }
        if let pinned { return pinned }
      }
    }
    return nil
  }
}

extension ProbeScratch {
  /// Whether the other layout ``alternative(moving:step:settlingValues:_:)`` finds for
  /// `expression` changes no constraint's slack or error: measured, the expression's row holds
  /// external parametric symbols, dummies (which never move) and slacks or errors that cost
  /// something (which no walk on the optimal face moves), and no row headed by anything but an
  /// external holds any of those externals (each moves freely either way, nothing restricted in
  /// its column). Then the walk takes an external and meets no bound, the expression is pinned
  /// further, and the pin's subject, one of those externals, is substituted into rows of
  /// externals alone, with no cost to change: every slack and error keeps its value.
  ///
  /// The measure's row is read off ``base`` without adding it (``Solver/measuredCells(of:)``):
  /// a probe that added it and reset the scratch cost a floating form's JSON document most of
  /// its causes (1,100 items, each free with the form).
  package mutating func movesWithoutChangingATag(_ expression: Expression) -> Bool {
    guard let cells = base.measuredCells(of: expression) else {
      // A variable the solver does not hold: the measure's row may take it as subject.
      return probe { probe in
        guard let (_, symbol, _) = probe.measure(expression) else { return false }
        return probe.movesWithoutChangingATag(overCells: probe.parametricCells(of: symbol))
      }
    }
    return base.movesWithoutChangingATag(overCells: cells)
  }
}

extension Solver {
  /// The cells of the row ``measure(_:)`` would give `expression`'s new variable (the
  /// expression over the parametric symbols: each basic term's row, each alias's definition
  /// substituted, with the same sums in the same order, up to an exact change of sign), without
  /// adding it; nil when a variable of it is not in the solver (the measure's row might then
  /// take that variable as its subject).
  func measuredCells(of expression: Expression) -> [Cell]? {
    var row = RowBuilder()
    row.reset(constant: 0)
    for term in expression.simplifiedTerms {
      let known = symbolOfVariable[term.variable.id]
      if known == noSymbol { return nil }
      if isAlias(known) {
        addAliasDefinition(known, times: term.coefficient, to: &row)
      } else if let definition = self.row(of: known) {
        row.add(definition, times: term.coefficient)
      } else {
        row.add(known, term.coefficient)
      }
    }
    return row.row(times: 1).cells
  }

  /// Whether a measure whose row holds `cells` moves without changing a tag (see
  /// ``ProbeScratch/movesWithoutChangingATag(_:)``).
  func movesWithoutChangingATag(overCells cells: [Cell]) -> Bool {
    var moves = false
    for cell in cells {
      switch kinds[Int(cell.symbol)] {
      case .dummy: continue
      case .slack, .error: guard !objective.isZero(cell.symbol) else { return false }
      case .external:
        guard leavingRow(for: cell.symbol, direction: 1) == nil, leavingRow(for: cell.symbol, direction: -1) == nil
        else { return false }
        moves = moves || abs(cell.coefficient) > Tolerance.coefficient
      }
    }
    return moves
  }
}

/// How one direction of ``ProbeScratch/alternative(moving:step:_:)`` ended.
private enum AlternativeWalk<Result> {
  /// The expression could not be measured: there is no alternative.
  case none
  /// The walk this way did not move the expression.
  case notThisWay
  /// Nothing bounds the walk; the expression was at `current`.
  case unbounded(Double)
  /// Another layout, as inspected.
  case found(Result)
}

extension Solver {
  /// Defines a new variable equal to `expression` (which never conflicts: its own row takes it
  /// as subject) and returns its symbol and value; nil if the add fails. For probes.
  mutating func measure(_ expression: Expression) -> (variable: Variable, symbol: SymbolID, value: Double)? {
    let measure = Variable("measure")
    guard (try? add(Constraint(Expression(measure) - expression, .equal), restoringOnFailure: false)) != nil
    else { return nil }
    let symbol = symbol(of: measure)
    return (measure, symbol, value(ofSymbol: symbol))
  }
}
