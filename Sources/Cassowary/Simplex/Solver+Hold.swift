// Holding an expression at a value on a probe by the dual simplex: the cheap way to ask what a
// forced move would cost ("why not larger?").

extension Solver {
  /// The outcome of ``hold(_:at:)``.
  package enum HoldOutcome: Hashable, Sendable {
    /// The solver was re-solved with the expression at the value.
    case held
    /// The required constraints forbid the value (the solver is in an unspecified state).
    case forbidden
    /// The dual simplex does not apply: the expression names a variable the solver does not
    /// know, or depends on a variable nothing determines. Nothing was changed.
    case notApplicable
  }

  /// Re-solves the solver with `expression` held at `value` as if by a required equality, by the
  /// dual simplex: the row of `expression - value`, substituted, goes in under a new dummy head
  /// whose row is infeasible, and the dual simplex pivots until every row is feasible again,
  /// keeping the objective optimal throughout. Far cheaper than ``add(_:restoringOnFailure:)``
  /// of that equality (which adds an artificial variable and runs both phases), for the same
  /// optimum when the optimum is unique.
  ///
  /// For probes: the solver then holds a row no constraint owns, so reset it (``ProbeScratch``)
  /// or discard it afterwards, and do not add to or remove from it in between. Nothing tells
  /// which required constraints forbid a value: add the equality for that.
  ///
  /// `newestFirst` breaks the dual simplex's ties (which infeasible row leaves, which column
  /// enters) towards the newest symbols instead of the oldest. Either way the optimum reached
  /// depends on the symbols' order only; which one is cheaper depends on the tableau: the why-not
  /// probes of `why` pass it (on the benchmark layout at its preferred width a probe then enters
  /// the symbols of the views added last, held by few rows: 8.0 → 5.5 M instructions for
  /// `why v500.width`), the losses keep the default (their probes run where the layout was
  /// squeezed, and newest-first made the narrow `explain` 37.9 → 59.5 M).
  ///
  /// - Throws: ``SolverError/iterationLimit(_:)``.
  package mutating func hold(
    _ expression: Expression, at value: Double, newestFirst: Bool = false
  ) throws(SolverError) -> HoldOutcome {
    let equality = Constraint(expression - value, .equal)
    var pending = makeRow(for: equality, constant: equality.expression.constant)
    defer { recycle(&pending) }
    guard pending.newVariables.isEmpty else { return .notApplicable }
    var row = pending.row
    // The marker is a dummy that must stay zero: the row itself must reach zero. Negated, its
    // constant (normalised to be non-negative) is the infeasibility the dual simplex removes.
    _ = row.remove(pending.record.marker)
    guard row.cells.allSatisfy({ kinds[Int($0.symbol)] != .external }) else { return .notApplicable }
    row.scale(by: -1)
    // Forbidden at once (every symbol in the row is a dummy, as for an attribute that required
    // equalities fix): said before anything is written, so that the probe copies no table.
    if row.constant < -Tolerance.value && dualEntering(row) == nil { return .forbidden }
    let head = makeSymbol(.dummy)
    insertRow(row, head: head)
    infeasibleRows.removeAll(keepingCapacity: true)
    if row.constant < -Tolerance.value { infeasibleRows.append(head) }
    let feasible = try dualOptimizeInIDOrder(newestFirst: newestFirst)
    infeasibleRows.removeAll(keepingCapacity: true)
    return feasible ? .held : .forbidden
  }

  /// ``dualOptimize()`` with the leaving row chosen by the smallest head id among the infeasible
  /// ones (the largest with `newestFirst`, which also breaks the entering column's ties towards
  /// the newest) rather than the last one found, so that the optimum reached depends on the
  /// symbols' order only, not on where rows sit in the tableau (a solver made of part of the
  /// tableau reaches the same one).
  ///
  /// The candidates wait in a heap by head id and are checked when they come up: a row that
  /// became feasible meanwhile is dropped, and one that turns infeasible again is appended to
  /// `infeasibleRows` again by the substitution that made it so. Scanning every candidate for
  /// the smallest id at each pivot cost the number of infeasible rows per pivot: holding one of
  /// 3,000 constraints on one attribute at its value flips every error between the two values,
  /// one pivot each, and that scan was a sixth of the losses' time.
  mutating func dualOptimizeInIDOrder(newestFirst: Bool = false) throws(SolverError) -> Bool {
    var queue = SymbolHeap()
    var iterations = 0
    while true {
      for candidate in infeasibleRows { queue.push(newestFirst ? ~candidate : candidate) }
      infeasibleRows.removeAll(keepingCapacity: true)
      guard let head = popInfeasibleHead(from: &queue, newestFirst: newestFirst) else { return true }
      iterations += 1
      if iterations > iterationLimit { throw .iterationLimit(iterationLimit) }
      // The row is read first: read in the argument list, it made the call copy the whole solver
      // (some forty references retained and released per pivot).
      let row = rows[Int(rowIndex[Int(head)])]
      guard let entering = dualEntering(row, tiesToNewest: newestFirst) else { return false }
      pivot(entering: entering, leaving: head)
      noteObjectiveChange(entering)
    }
  }

  /// The first head in `queue` (ids complemented with `newestFirst`) whose row is still
  /// infeasible, taken off with every entry before it; nil when none is.
  private func popInfeasibleHead(from queue: inout SymbolHeap, newestFirst: Bool) -> SymbolID? {
    while let entry = queue.popMinimum() {
      let candidate = newestFirst ? ~entry : entry
      let index = rowIndex[Int(candidate)]
      if index >= 0 && rows[Int(index)].constant < -Tolerance.value { return candidate }
    }
    return nil
  }
}
