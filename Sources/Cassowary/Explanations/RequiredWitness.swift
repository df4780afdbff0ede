// A layout in which every required constraint holds, given from outside the solver: a violated
// constraint that holds there too can hold together with the required constraints, so the loss
// probe that asks whether it can (docs/EXPLANATIONS.md §3.2, phase A) need not run.
//
// The change report after a command has one: the layout before the command, which the frames it
// lists as moved held (`old → new`). When the command made no constraint harder (it added one
// that broke, at `Priority.brokenRequired`), every required constraint held there, and so did each
// constraint the report lists as newly violated. The witness is checked, not assumed: every hard
// side of every constraint the solver holds that mentions a given variable is evaluated there
// (the others read the current solution, where every hard side holds: the tableau is feasible),
// so a command that added a required constraint the old layout misses, or frames that do not say
// where the variables were, leave no witness and every probe runs as before.

/// Values for some of a solver's variables (the others at their current values) at which every
/// hard side of every constraint the solver holds is met, within ``Tolerance/value`` (the
/// solver's own zero for values: what its tableau takes for feasible).
package struct RequiredWitness {
  /// The given values, by symbol; NaN where the current value stands.
  private let values: [Double]

  fileprivate init(values: [Double]) { self.values = values }

  /// The value of `symbol` here: the given one, or the solver's current one.
  fileprivate func value(of symbol: SymbolID, in solver: Solver) -> Double {
    let given = values[Int(symbol)]
    return given.isNaN ? solver.value(ofSymbol: symbol) : given
  }

  /// Whether `symbol` has a given value.
  fileprivate func isGiven(_ symbol: SymbolID) -> Bool { !values[Int(symbol)].isNaN }
}

extension Solver {
  /// A witness whose variables are at the current values but for `values`, when every hard
  /// side of every constraint held here is met there (see ``RequiredWitness``); nil otherwise,
  /// when a variable of `values` is unknown here, or when one is given two different values.
  ///
  /// Only the constraints that mention a variable of `values` are evaluated: the others read
  /// the current solution, where every hard side holds (the tableau is feasible).
  ///
  /// - Complexity: every constraint's terms (a lookup each), and an evaluation of those that
  ///   mention a variable of `values`.
  package func requiredWitness(values: [(variable: Variable, value: Double)]) -> RequiredWitness? {
    var bySymbol = [Double](repeating: .nan, count: symbolCount)
    for (variable, value) in values {
      let symbol = symbol(of: variable)
      guard symbol != noSymbol, value.isFinite else { return nil }
      let known = bySymbol[Int(symbol)]
      guard known.isNaN || abs(known - value) <= Tolerance.value else { return nil }
      bySymbol[Int(symbol)] = value
    }
    let witness = RequiredWitness(values: bySymbol)
    for (constraint, record) in allRecords {
      let overshootIsHard = constraint.relation != .greaterThanOrEqual && constraint.priority.isRequired
      let shortfallIsHard =
        constraint.relation == .greaterThanOrEqual
        ? constraint.priority.isRequired : constraint.relation == .equal && constraint.shortfallPriority.isRequired
      guard overshootIsHard || shortfallIsHard,
        constraint.expression.terms.contains(where: { witness.isGiven(symbol(of: $0.variable)) })
      else { continue }
      let residual = residual(of: constraint, constant: record.constant, at: witness)
      if (overshootIsHard && residual > Tolerance.value) || (shortfallIsHard && residual < -Tolerance.value) {
        return nil
      }
    }
    return witness
  }

  /// Whether `constraint` (held here), made required at its current constant, holds at
  /// `witness` within ``Tolerance/value``: then it can hold together with every required
  /// constraint held here, and a probe would find it can.
  package func holds(_ constraint: Constraint, at witness: RequiredWitness) -> Bool {
    guard let record = record(of: constraint) else { return false }
    let residual = residual(of: constraint, constant: record.constant, at: witness)
    return constraint.violation(residual: residual) <= Tolerance.value
  }

  /// `expression + constant` of `constraint` evaluated at `witness`.
  private func residual(of constraint: Constraint, constant: Double, at witness: RequiredWitness) -> Double {
    constraint.expression.terms.reduce(constant) { sum, term in
      let symbol = symbol(of: term.variable)
      return sum + term.coefficient * (symbol == noSymbol ? 0 : witness.value(of: symbol, in: self))
    }
  }
}
