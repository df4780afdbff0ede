// What-if probes on one reused copy instead of a fresh copy each.
//
// A probe is a copy of the solver that takes one more constraint (or a walk) and is dropped. The
// copy is cheap to make, but its first writes copy every table they touch: the arrays of rows
// and columns hold one buffer per row and per symbol, so copying them retains every buffer, and
// dropping the probe releases them all again (at 1,000 views, 5,000 rows and 11,000 columns,
// most of the cost of a `why`). A scratch solver keeps its own tables of rows and columns between
// probes and is reset to the base after each one: the rows and columns it still shares with the
// base are kept, only the ones the probe rewrote are shared again, and the records it changed
// (kept apart, in an overlay: copying the base's on the first write cost a fifth of a `why`) are
// dropped. The flat tables (kinds, row indices, the objective's levels) that a probe wrote
// to are its own by then: the reset copies the base's values into them (a memcpy each), so that
// the next probe's first writes copy nothing (copying them eagerly when the scratch is made did
// not pay for the two or three probes of a `why`; ten losses share one).

/// A copy of a solver for what-if probes: each probe runs on the copy, which is then reset to
/// the base in place, so a series of probes costs the copy's tables once and then only what
/// each probe changes.
package struct ProbeScratch {
  /// The solver the probes start from.
  package private(set) var base: Solver
  private(set) var scratch: Solver
  /// The removal a lend made first, kept for the next (``lend(removingFirst:_:)``).
  private var lastRemoval: FirstRemoval?
  /// How many lends started from a removal an earlier lend kept (for tests and measurements).
  package private(set) var firstRemovalsReused = 0
  /// A scratch for probes on `base`. Its tables become its own as its probes write them (a probe
  /// that writes none, such as a forced move that conflicts at once, copies nothing).
  package init(base: Solver) {
    self.base = base
    scratch = base.explorationProbe
    scratch.aliasingEnabled = false
    scratch.objective.startJournal()
    scratch.flatJournal = FlatJournal()
    scratch.aliasJournal = AliasJournal()
  }

  /// The range of values `expression` takes over all optimal solutions of ``base`` (see
  /// ``Solver/range(of:)-(Expression)``), walked on the scratch.
  package mutating func range(of expression: Expression) -> ValueRange {
    let terms = expression.simplifiedTerms
    if terms.isEmpty { return ValueRange(lower: expression.constant, upper: expression.constant) }
    if terms.count == 1 && terms[0].coefficient == 1 {
      let symbol = base.symbol(of: terms[0].variable)
      guard symbol != noSymbol else { return ValueRange(lower: -.infinity, upper: .infinity) }
      let value = base.value(ofSymbol: symbol)
      // No move on the face in a direction: the value is that extreme, and nothing is walked.
      let canRise = base.faceMove(of: symbol, sense: 1) != nil
      let canFall = base.faceMove(of: symbol, sense: -1) != nil
      if !canRise && !canFall { return ValueRange(lower: value, upper: value).shifted(by: expression.constant) }
      let (lower, upper) = probe { probe in
        // The face is convex: the walk down may start wherever the walk up ended.
        let upper = canRise ? probe.walkInPlace(of: symbol, sense: 1) : value
        let lower = canFall ? probe.walkInPlace(of: symbol, sense: -1) : value
        return (lower, upper)
      }
      return ValueRange(lower: lower, upper: upper).shifted(by: expression.constant)
    }
    return probe { probe in
      guard let (_, symbol, _) = probe.measure(expression) else {
        return ValueRange(lower: -.infinity, upper: .infinity)
      }
      let upper = probe.walkInPlace(of: symbol, sense: 1)
      let lower = probe.walkInPlace(of: symbol, sense: -1)
      return ValueRange(lower: lower, upper: upper)
    }
  }

  /// Makes `newBase` the solver the probes start from: a new scratch on it, whose probes copy
  /// the tables they write. Resetting this one in place instead (its rows and columns compared
  /// with the new base's by their bits, every flat table and objective chunk it owned filled from
  /// the new base) was meant to cost what differs, but cost what the scratch had ever written:
  /// by the end of a 3,000-view screen the whole tableau, at every new state and every frozen
  /// copy a loss rebases onto (a seventh of the session's time, `lyt-bench --screen`).
  ///
  /// - Complexity: O(1); the next probes pay for the tables they write.
  package mutating func rebase(to newBase: Solver) {
    self = ProbeScratch(base: newBase)
  }

  /// Runs `body` on a solver in the state of ``base`` (the scratch), then resets the scratch,
  /// whatever `body` did to it or threw.
  package mutating func probe<Result, Failure: Error>(
    _ body: (inout Solver) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    do {
      let result = try body(&scratch)
      scratch.reset(to: base)
      return result
    } catch {
      scratch.reset(to: base)
      throw error
    }
  }
}

/// The scratch right after one constraint left it, as a lent scratch's first write made it: the
/// next lend whose first write removes the same constraint starts from there instead of solving
/// again (see ``ProbeScratch/lend(removingFirst:_:)``).
package final class FirstRemoval {
  /// The constraint removed.
  let constraint: Constraint
  /// The scratch after the removal, until a lend takes it.
  private var after: Solver?

  init(_ constraint: Constraint) { self.constraint = constraint }

  /// Whether a scratch after the removal is kept.
  var hasSolver: Bool { after != nil }

  /// Keeps `solver`, the scratch right after the removal.
  func keep(_ solver: Solver) {
    after = solver
    after?.firstRemoval = nil
  }

  /// The scratch after the removal, given once: the two fix candidates that loosen one pin
  /// share it, and it holds every row the removal rewrote.
  func takeSolver() -> Solver? {
    defer { after = nil }
    return after
  }
}

extension ProbeScratch {
  /// ``lend(_:)`` for a `body` whose first write to the scratch is the removal of `constraint`
  /// (nil: not known), with nothing written before it: a fix candidate that deactivates or
  /// removes an installed constraint, or lowers its priority (deactivated first). The scratch
  /// right after that removal is kept, and the next lend that removes the same constraint first
  /// starts from it: at the same base the removal is the same solve, and on a long stack view a
  /// pin's removal is nearly all of a candidate's cost. Only the most recent removal is kept, and
  /// only one that rewrote enough rows to repay keeping it (``Solver/rowWritesWorthKeeping(symbolCount:)``).
  package mutating func lend<Result>(removingFirst constraint: Constraint?, _ body: (inout Solver) -> Result) -> Result
  {
    guard let constraint else { return lend(body) }
    if lastRemoval?.constraint !== constraint { lastRemoval = FirstRemoval(constraint) }
    let reusing = lastRemoval?.hasSolver == true
    scratch.firstRemoval = lastRemoval
    defer { scratch.firstRemoval = nil }
    let result = lend(body)
    if reusing && lastRemoval?.hasSolver == false { firstRemovalsReused += 1 }
    return result
  }
}

extension ProbeScratch {
  /// Lends the scratch to `body` with the base's own settings (aliasing on when the base has it),
  /// for what-if changes made through a layer above the solver — a layout engine that takes the
  /// scratch as its solver while a fix is checked on a copy of a session — then resets it to
  /// ``base``, whatever `body` did to it. Changes run on the lent scratch decide exactly as they
  /// would on a copy of the base: a scratch only keeps its record changes apart and never
  /// reclaims symbols, neither of which changes a choice.
  package mutating func lend<Result>(_ body: (inout Solver) -> Result) -> Result {
    scratch.aliasingEnabled = base.aliasingEnabled
    let result = body(&scratch)
    scratch.aliasingEnabled = false
    scratch.reset(to: base)
    return result
  }
}
