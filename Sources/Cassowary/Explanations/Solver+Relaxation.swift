// Which way a required equality can be loosened without any optimal solution changing: read
// off the objective's reduced cost of its marker, without a probe.

extension Solver {
  /// The bound (`expression <= 0` or `expression >= 0`) the required equality `constraint`
  /// (`expression == 0`) can become while every optimal solution stays what it is now, or nil
  /// when that is not known: the constraint is not a required equality the solver holds as a
  /// row or an alias, its marker is basic, or the objective does not weigh its marker (moving it
  /// costs nothing either way).
  ///
  /// The equality's row is `expression + c·d = 0` with `d` its dummy marker and `c` the record's
  /// `markerCoefficient`; the bound `expression <= 0` lets `c·d` rise above zero, and
  /// `expression >= 0` lets it fall below. With `d` parametric, moving it by `t` changes the
  /// objective by `t` times its reduced cost `r`, a priority vector. When `c·r` is positive
  /// (lexicographically, from the strongest level), rising costs something at the strongest
  /// level it touches, and every other parametric symbol's move costs nothing or something (the
  /// tableau is optimal): so every optimal solution of the loosened system keeps `d` at zero,
  /// satisfies the equality, and is an optimal solution of this one, and the other way round.
  /// The same with the signs swapped for `>=`. The other bound may or may not improve anything.
  ///
  /// So when the optimum is unique, the solver re-solved with that bound lands where it is now;
  /// when it is not, it lands somewhere on the same optimal face.
  ///
  /// - Complexity: O(1) expected.
  package func boundKeepingTheOptimum(of constraint: Constraint) -> Relation? {
    guard constraint.relation == .equal, constraint.isRequired, let record = record(of: constraint),
      kinds[Int(record.marker)] == .dummy, rowIndex[Int(record.marker)] < 0,
      let lead = objective.components(of: record.marker).first
    else { return nil }
    let rising = lead.coefficient * record.markerCoefficient
    if rising > 0 { return .lessThanOrEqual }
    if rising < 0 { return .greaterThanOrEqual }
    return nil
  }
}
