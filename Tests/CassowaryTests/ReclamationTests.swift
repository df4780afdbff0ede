import Testing

@testable import Cassowary

/// Retired symbols (of removed constraints, of finished first phases) are reclaimed by renumbering
/// the live ones in order: the tables stop growing once the layout stops growing, and the solver
/// makes exactly the choices it would have made without the reclamation.
@Suite("Reclaiming the symbols of removed constraints")
struct ReclamationTests {
  @Test("1,000 cycles of adding and removing one constraint leave the tables as large as a few")
  func churnKeepsTablesSmall() throws {
    let width = Variable("width")
    let left = Variable("left")
    var solver = Solver()
    try solver.add(width >= 0)
    try solver.add((left == 8).priority(750))
    let settled = solver.symbolCount
    var largest = 0
    for cycle in 0..<1000 {
      let wish = (width == Double(cycle % 7)).priority(cycle % 2 == 0 ? .required : 500)
      try solver.add(wish)
      try solver.remove(wish)
      largest = max(largest, solver.symbolCount)
    }
    #expect(largest <= settled + 2 * Solver.minimumRetiredForReclamation + 2)
    #expect(solver.objective.storedComponentCount <= 4 * Solver.minimumRetiredForReclamation)
    #expect(solver.rows.count <= 4)
    #expect(solver.value(of: left) == 8)
    expectConsistent(solver)
  }

  @Test("after 1,000 constraints came and went, the held ones are still listed in the order they were added")
  func constraintsAfterChurnKeepTheirOrder() throws {
    let width = Variable("width")
    var solver = Solver()
    let first = (width >= 0).named("first")
    let second = (width == 10).priority(500).named("second")
    try solver.add(first)
    try solver.add(second)
    for cycle in 0..<1000 {
      let wish = (width == Double(cycle % 7)).priority(250)
      try solver.add(wish)
      try solver.remove(wish)
    }
    let last = (width <= 40).named("last")
    try solver.add(last)
    // Far more additions than held constraints: the list is sorted, not placed in a table as long
    // as every addition so far.
    #expect(solver.additionCounter > 4 * 3 + 64)
    #expect(solver.constraints.compactMap(\.name) == ["first", "second", "last"])
  }

  @Test("edit variables added and removed 1,000 times are reclaimed too")
  func editChurnKeepsTablesSmall() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x >= 10)
    for cycle in 0..<1000 {
      try solver.addEditVariable(x, priority: 750)
      try solver.suggestValue(x, Double(cycle % 30))
      #expect(solver.value(of: x) == max(10, Double(cycle % 30)))
      try solver.removeEditVariable(x)
    }
    #expect(solver.symbolCount <= 2 * Solver.minimumRetiredForReclamation + 4)
    expectConsistent(solver)
  }

  @Test("a solver that reclaims after every removal answers as one that never does", arguments: 0..<150)
  func reclaimingChangesNoAnswer(seed: UInt64) throws {
    let system = RandomSystem(seed: seed, constraintCount: 6...18, constants: seed % 2 == 0 ? [0, 0, 10, 20] : nil)
    var reclaiming = Solver()
    // A probe (a solver with a record overlay) never reclaims.
    var keeping = Solver().explorationProbe
    var generator = SeededGenerator(seed: seed &+ 977)
    var held: [Constraint] = []
    for constraint in system.constraints {
      let accepted = (try? reclaiming.add(constraint)) != nil
      #expect(accepted == ((try? keeping.add(constraint)) != nil), "seed \(seed)")
      if accepted { held.append(constraint) }
      // Now and then take a held constraint out again, and reclaim at once.
      if !held.isEmpty && Int.random(in: 0..<3, using: &generator) == 0 {
        let removed = held.remove(at: Int.random(in: 0..<held.count, using: &generator))
        try reclaiming.remove(removed)
        try keeping.remove(removed)
        reclaiming.reclaimRetiredSymbols()
        #expect(reclaiming.symbolCount <= keeping.symbolCount, "seed \(seed)")
      }
      expectSameAnswers(reclaiming, keeping, variables: system.variables, held: held, seed: seed)
    }
    expectConsistent(reclaiming)
  }

  @Test("every stored property of a solver is known to the reclamation")
  func everyStoredPropertyIsRenumbered() {
    // A new per-symbol table, or anything else that holds symbol ids, must be renumbered in
    // `Solver+Reclamation.swift` (and reset by `ProbeScratch`): add it there, then here.
    let known: Set<String> = [
      "kinds", "rowIndex", "columns", "compactedLength", "flatJournal", "hasStaleEntries", "owner", "variableOf",
      "isCandidate", "rows", "heads", "freeSlots", "appearedBuffer", "mergeBuffer", "rowBuilder", "newKindsScratch",
      "newVariablesScratch", "slotStamps", "stampGeneration", "objective", "candidates", "artificial",
      "infeasibleRows", "symbolOfVariable", "externalSymbols", "publishedValues", "hasBeenPublished", "records",
      "recordOverlay", "edits", "additionCounter", "dirtySymbols", "isDirty", "aliases", "aliasHeadOfMarker",
      "aliasDependents", "hasAliasDependents", "settledAliasValues", "aliasingEnabled", "compactionSlack",
      "retiredSymbolCount", "numbering", "additionJournal", "aliasJournal", "firstRemoval",
    ]
    let stored = Set(Mirror(reflecting: Solver()).children.compactMap(\.label))
    #expect(stored == known)
  }

  @Test("changes between a solver and a copy that reclaimed are found by constraint and variable")
  func changesAcrossNumberings() throws {
    let x = Variable("x")
    let y = Variable("y")
    var base = Solver()
    let wishes = (0..<80).map { (x == Double($0)).priority(250) }
    for wish in wishes { try base.add(wish) }
    let pinned = (y == 5).priority(750)
    try base.add(pinned)
    try base.add(Constraint(Expression(y) - Expression(x), .lessThanOrEqual))  // y <= x
    var copy = base
    for wish in wishes.dropLast() { try copy.remove(wish) }
    #expect(copy.numbering != base.numbering)  // the copy reclaimed its retired symbols
    var same = base.explorationProbe  // never reclaims: the same numbering as base
    for wish in wishes.dropLast() { try same.remove(wish) }
    #expect(same.numbering == base.numbering)
    #expect(
      base.variablesWithChangedValues(in: copy).map(\.name) == base.variablesWithChangedValues(in: same).map(\.name))
    #expect(base.constraintsWithChangedTags(in: copy) == base.constraintsWithChangedTags(in: same))
    #expect(!base.variablesWithChangedValues(in: copy).isEmpty)
  }
}

/// Expects two solvers that took the same operations to agree exactly: values, violations, and
/// the explanations that depend on the order of symbols (losses, ranges).
private func expectSameAnswers(
  _ lhs: Solver, _ rhs: Solver, variables: [Variable], held: [Constraint], seed: UInt64,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for variable in variables {
    #expect(lhs.value(of: variable) == rhs.value(of: variable), "seed \(seed)", sourceLocation: sourceLocation)
    #expect(lhs.range(of: variable) == rhs.range(of: variable), "seed \(seed)", sourceLocation: sourceLocation)
  }
  for constraint in held {
    #expect(
      lhs.violation(of: constraint) == rhs.violation(of: constraint), "seed \(seed)", sourceLocation: sourceLocation)
  }
  let optional = held.filter { !$0.isRequired }
  #expect(lhs.losses(of: optional) == rhs.losses(of: optional), "seed \(seed)", sourceLocation: sourceLocation)
}
