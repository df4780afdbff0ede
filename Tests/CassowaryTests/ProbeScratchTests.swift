import Testing

@testable import Cassowary

/// A probe scratch is reset to its base after every probe: random systems, random probes
/// (constraints that may conflict, removals, walks of the optimal face, edits, holds), and after each
/// probe the scratch holds exactly the base's state, while the probe saw exactly what a fresh
/// copy of the base would have and wrote its records apart. Half the bases are themselves probes
/// whose records changed.
@Test(arguments: 0..<300)
func aProbeScratchIsResetToItsBaseAfterEveryProbe(seed: UInt64) throws {
  let system = RandomSystem(seed: seed, constants: seed % 3 == 0 ? [0, 10] : nil)
  var base = Solver()
  let accepted = system.solve(into: &base)
  let edited = system.variables[0]
  try base.addEditVariable(edited, priority: 750)
  try base.suggestValue(edited, 40)
  if seed % 2 == 1, let first = accepted.first {
    // A probe of a probe (as the frozen copies of losses are): a base whose records changed.
    base = base.explorationProbe
    try base.remove(first)
    try base.add(first)
  }
  let baseRecords = base.records
  var probes = ProbeScratch(base: base)
  let extra = RandomSystem(seed: seed &+ 1_000, variableCount: system.variables.count...system.variables.count)
  for (index, constraint) in extra.constraints.enumerated() {
    // The same constraint over the base's variables, as a probe adds it.
    let mapped = Constraint(
      Expression(
        terms: constraint.expression.terms.map { term in
          Term(system.variables[extra.variables.firstIndex(of: term.variable) ?? 0], term.coefficient)
        }, constant: constant(of: constraint)), constraint.relation, priority: constraint.priority)
    var fresh = base.explorationProbe
    fresh.aliasingEnabled = false
    let expected = Result { () throws(SolverError) in try fresh.add(mapped, restoringOnFailure: false) }
    let matches = probes.probe { probe in
      let actual = Result { () throws(SolverError) in try probe.add(mapped, restoringOnFailure: false) }
      switch (expected, actual) {
      case (.success, .success):
        // Then some more work on the probe: a removal, a walk, an edit.
        if index % 3 == 0, let removed = accepted.first { try? probe.remove(removed) }
        if index % 3 == 1 {
          let symbol = probe.symbol(of: system.variables[index % system.variables.count])
          if symbol != noSymbol { _ = probe.walkInPlace(of: symbol, sense: 1) }
        }
        if index % 3 == 2 { try? probe.suggestValue(edited, Double(index * 7)) }
        // The probe's record changes went to its overlay, not to the base's records.
        return probe.records == baseRecords && probe.recordOverlay?.isEmpty == false
      case (.failure(let expectedError), .failure(let actualError)):
        return "\(expectedError)" == "\(actualError)"
      default:
        return false
      }
    }
    #expect(matches, "seed \(seed), probe \(index)")
    #expect(probes.scratch.hasIdenticalState(to: base), "seed \(seed), after probe \(index)")
    // A hold (the dual simplex on a row no constraint owns) is reset as well, and sees what a
    // fresh copy sees.
    let held = Expression(terms: mapped.expression.terms)
    let target = held.evaluate { base.value(of: $0) } + Double(index % 5) - 2
    var freshHold = base.explorationProbe
    freshHold.aliasingEnabled = false
    let expectedHold = try? freshHold.hold(held, at: target)
    let holdMatches = probes.probe { probe in
      let outcome = try? probe.hold(held, at: target)
      guard outcome == expectedHold else { return false }
      return outcome != .held || system.variables.allSatisfy { probe.value(of: $0) == freshHold.value(of: $0) }
    }
    #expect(holdMatches, "seed \(seed), hold \(index)")
    #expect(probes.scratch.hasIdenticalState(to: base), "seed \(seed), after hold \(index)")
    #expect(sameBookkeeping(probes.scratch, base), "seed \(seed), after hold \(index)")
    #expect(sameBookkeeping(probes.scratch, base), "seed \(seed), after probe \(index)")
    // A probe base compacts lazily (`explorationProbe`), so its columns may not pass the check.
    #expect(probes.scratch.invariantViolation() == (seed % 2 == 0 ? nil : base.invariantViolation()))
  }
}

/// `constraint`'s constant (its expression's).
private func constant(of constraint: Constraint) -> Double {
  constraint.expression.constant
}

/// Whether the tables `hasIdenticalState(to:)` does not compare (which a reset restores too) agree.
private func sameBookkeeping(_ lhs: Solver, _ rhs: Solver) -> Bool {
  lhs.isCandidate == rhs.isCandidate && lhs.isDirty == rhs.isDirty && lhs.hasStaleEntries == rhs.hasStaleEntries
    && lhs.hasAliasDependents == rhs.hasAliasDependents && lhs.publishedValues == rhs.publishedValues
    && lhs.hasBeenPublished == rhs.hasBeenPublished && lhs.dirtySymbols == rhs.dirtySymbols
    && lhs.candidates == rhs.candidates && lhs.additionCounter == rhs.additionCounter
}

/// One scratch answers a series of questions (ranges, ambiguity flags, other layouts, losses) as
/// fresh copies of its base do, and is left identical to its base.
@Test(arguments: 0..<200)
func questionsInTurnOnOneScratchAnswerAsFreshCopies(seed: UInt64) {
  let system = RandomSystem(seed: seed, constants: seed % 2 == 0 ? [0, 0, 10, 20] : nil)
  var base = Solver()
  _ = system.solve(into: &base)
  var probes = ProbeScratch(base: base)
  #expect(probes.ambiguity(of: system.variables) == base.ambiguity(of: system.variables), "seed \(seed)")
  #expect(probes.ranges(of: system.variables) == base.ranges(of: system.variables), "seed \(seed)")
  let sum = system.variables.reduce(Expression(constant: 0)) { $0 + Expression($1) }
  #expect(probes.range(of: sum) == base.range(of: sum), "seed \(seed)")
  for variable in system.variables {
    let onScratch = probes.alternative(moving: Expression(variable)) { other in
      system.variables.map { other.value(of: $0) }
    }
    let fresh = base.alternative(moving: Expression(variable)).map { other in
      system.variables.map { other.value(of: $0) }
    }
    #expect(onScratch == fresh, "seed \(seed), \(variable.name)")
  }
  let optional = base.constraints.filter { !$0.isRequired }
  #expect(base.losses(of: optional, probes: &probes) == base.losses(of: optional), "seed \(seed)")
  #expect(probes.scratch.hasIdenticalState(to: base), "seed \(seed)")
}

/// Rows of views squeezed below their preferred widths (the benchmark's shape, 120 views): large
/// enough that each probe's journals stay short and the resets copy back only what they list
/// (debug builds check every reset against the base). The losses on one scratch are those of
/// fresh copies, and the scratch ends identical to its base.
@Test func squeezedRowsExplainOnOneScratchAsOnFreshCopies() throws {
  let rowCount = 6
  let rowLength = 20
  let superWidth = Variable("super.width")
  var base = Solver()
  var optional: [Constraint] = []
  for row in 0..<rowCount {
    var previous: (x: Variable, width: Variable)?
    for index in 0..<rowLength {
      let i = row * rowLength + index
      let x = Variable("v\(i).x")
      let width = Variable("v\(i).width")
      if let previous {
        try base.add(Constraint(Expression(x) - Expression(previous.x) - Expression(previous.width) - 8, .equal))
      } else {
        try base.add(Constraint(Expression(x) - 8, .equal))
      }
      if index == rowLength - 1 {
        try base.add(Constraint(Expression(x) + Expression(width) + 8 - Expression(superWidth), .equal))
      }
      try base.add(Constraint(Expression(width) - 10, .greaterThanOrEqual))
      let preferred = Constraint(
        Expression(width) - Double(20 + (7 * i) % 50), .equal, priority: i % 2 == 0 ? Priority(250) : Priority(500))
      try base.add(preferred)
      optional.append(preferred)
      previous = (x, width)
    }
  }
  try base.addEditVariable(superWidth, priority: 750)
  try base.suggestValue(superWidth, 600)
  var probes = ProbeScratch(base: base)
  let violated = optional.filter { (base.violation(of: $0) ?? 0) > 0 }
  #expect(violated.count >= rowCount)
  #expect(base.losses(of: violated, probes: &probes) == base.losses(of: violated))
  #expect(probes.ranges(of: [superWidth]) == base.ranges(of: [superWidth]))
  // A probe whose new row is headed by a symbol the base already has (the edited width).
  let pinned = probes.probe { probe -> Double? in
    guard (try? probe.add(Constraint(Expression(superWidth) - 590, .equal))) != nil else { return nil }
    return probe.value(of: superWidth)
  }
  #expect(pinned == 590)
  #expect(probes.scratch.hasIdenticalState(to: base))
}

/// A scratch lent to a layer above the solver (``ProbeScratch/lend(_:)``, as fix checks run a
/// session's commands on it) decides as a plain copy of its base does — aliasing included, a new
/// variable's required equality becoming an alias as in the base — and is its base again after.
@Test(arguments: 0..<100)
func aLentScratchDecidesAsACopyAndIsResetAfter(seed: UInt64) throws {
  let system = RandomSystem(seed: seed, constants: seed % 3 == 0 ? [0, 10] : nil)
  var base = Solver()
  let accepted = system.solve(into: &base)
  var probes = ProbeScratch(base: base)
  let fresh = Variable("fresh")
  let anchor = system.variables[Int(seed) % system.variables.count]
  // What a fix does: a removal, a new constraint over a new variable, another constant.
  func change(_ solver: inout Solver) -> [Double]? {
    if let first = accepted.first { try? solver.remove(first) }
    guard (try? solver.add(Constraint(Expression(fresh) - Expression(anchor) - 8, .equal))) != nil else { return nil }
    if let last = accepted.last, last !== accepted.first, solver.contains(last) {
      let moved = Constraint(
        Expression(terms: last.expression.terms, constant: 3), last.relation, priority: last.priority)
      try? solver.replace(last, with: moved)
    }
    return (system.variables + [fresh]).map { solver.value(of: $0) }
  }
  var copy = base
  let expected = change(&copy)
  for round in 0..<2 {
    let actual = probes.lend { scratch in
      #expect(scratch.aliasingEnabled == base.aliasingEnabled)
      return change(&scratch)
    }
    #expect(actual == expected, "seed \(seed), round \(round)")
    #expect(probes.scratch.hasIdenticalState(to: base), "seed \(seed), round \(round)")
    #expect(sameBookkeeping(probes.scratch, base), "seed \(seed), round \(round)")
  }
}

/// A lent scratch takes back a required constraint its first phase refuses from the addition's
/// journal, as a copy of its base does (system 2.7b of docs/EXPLANATIONS.md: the phase pivots
/// before it fails), and is its base again after: the rollback's writes reach the scratch's own
/// journal.
@Test func aLentScratchTakesBackARefusalOfTheFirstPhase() throws {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")
  var base = Solver()
  try addAll(
    [(x >= 30).named("r1"), Constraint(x - 50, .equal, priority: 500, name: "o1"), (y == x + 10).named("r2")],
    to: &base)
  var probes = ProbeScratch(base: base)
  // A write before the refusal (a new row and symbols), the refusal, then a change after it.
  func change(_ solver: inout Solver) -> [String]? {
    guard (try? solver.add((z == y + 1).named("z"))) != nil else { return nil }
    guard let conflict = conflictOfAdding((y <= 35).named("new"), to: &solver) else { return nil }
    guard (try? solver.add(Constraint(Expression(x) - 40, .equal, priority: 750, name: "o2"))) != nil else {
      return nil
    }
    return conflict.constraints.compactMap(\.name).sorted() + [x, y, z].map { "\(solver.value(of: $0))" }
  }
  var copy = base
  let expected = change(&copy)
  #expect(expected == ["new", "r1", "r2", "40.0", "50.0", "51.0"])
  for round in 0..<2 {
    let actual = probes.lend { change(&$0) }
    #expect(actual == expected, "round \(round)")
    #expect(probes.scratch.hasIdenticalState(to: base), "round \(round)")
    #expect(sameBookkeeping(probes.scratch, base), "round \(round)")
  }
}
