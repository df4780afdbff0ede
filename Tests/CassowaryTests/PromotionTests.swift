import Testing

@testable import Cassowary

/// Promoting a broken (held at ``Priority/brokenRequired``) constraint back to required in place
/// (`Solver+Promote.swift`), against removing it and adding the required version.
@Suite("Promotion in place")
struct PromotionTests {
  /// `constraint` with its required sides demoted to the broken level, as the layout engine does.
  static func demoted(_ constraint: Constraint) -> Constraint {
    func demote(_ priority: Priority) -> Priority { priority.isRequired ? .brokenRequired : priority }
    return Constraint(
      constraint.expression, constraint.relation, priority: demote(constraint.priority),
      shortfallPriority: demote(constraint.shortfallPriority), name: constraint.name)
  }

  @Test("a width that broke against a pin holds again in place once the pin goes, and stays required")
  func brokenWidthIsPromotedInPlace() throws {
    let width = Variable("w")
    var solver = Solver()
    let pin = Constraint(width - 100, .equal, name: "pin")
    try solver.add(pin)
    let narrow = Constraint(width - 50, .lessThanOrEqual, name: "narrow")
    #expect(conflictOfAdding(narrow, to: &solver)?.constraints.map(\.name) == ["pin", "narrow"])
    let broken = Self.demoted(narrow)
    try solver.add(broken)
    solver.updateVariables()
    #expect(solver.value(of: width) == 100)
    #expect(solver.violation(of: broken) == 50)
    try solver.remove(pin)
    solver.updateVariables()
    #expect(solver.value(of: width) == 50)
    let symbols = solver.symbolCount
    #expect(solver.record(of: broken).flatMap { solver.promotion(of: broken, to: narrow, record: $0) } != nil)
    try solver.replace(broken, with: narrow)
    #expect(solver.symbolCount == symbols, "no symbol made: the row was kept")
    #expect(solver.record(of: narrow)?.other == noSymbol)
    expectConsistent(solver)
    solver.updateVariables()
    #expect(solver.value(of: width) == 50)
    #expect(solver.violationsByLevel.map(\.total).allSatisfy { $0 == 0 })
    // Required now: a wider pin conflicts with it, and it alone.
    let wider = Constraint(width - 60, .greaterThanOrEqual, name: "wider")
    #expect(conflictOfAdding(wider, to: &solver)?.constraints.map(\.name) == ["narrow", "wider"])
    try solver.add(Constraint(width - 60, .greaterThanOrEqual, priority: 750))
    solver.updateVariables()
    #expect(solver.value(of: width) == 50)
  }

  /// Each shape of equality: both sides broken, or one broken and the other optional (an
  /// intrinsic size with its hugging or its compression resistance required).
  @Test(
    "an equality's broken sides are fixed in place and its optional side keeps weighing",
    arguments: [
      (Priority.required, Priority.required), (Priority.required, Priority(250)), (Priority(250), Priority.required),
    ])
  func equalitySides(priority: Priority, shortfall: Priority) throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    let pin = Constraint(x - 80, .equal, name: "pin")
    try solver.add(pin)
    try solver.add(Constraint(y - 200, .equal, priority: 500))
    let size = Constraint(x + y - 300, .equal, priority: priority, shortfallPriority: shortfall, name: "size")
    let broken = Self.demoted(size)
    try solver.add(broken)
    try solver.remove(pin)
    try solver.add(Constraint(x - 80, .equal, priority: 750))
    let symbols = solver.symbolCount
    try solver.replace(broken, with: size)
    #expect(solver.symbolCount == symbols)
    expectConsistent(solver)
    solver.updateVariables()
    // 750 keeps x at 80, and y's 500 pulls the sum to 280: a required shortfall keeps it at 300.
    #expect(solver.value(of: x) == 80)
    #expect(solver.value(of: y) == (shortfall.isRequired ? 220 : 200))
    // The optional side, if any, still gives way: pull x + y below 300 and above it.
    var lower = solver
    try lower.add(Constraint(x + y - 290, .equal, priority: 600))
    lower.updateVariables()
    #expect(lower.value(of: x) + lower.value(of: y) == (shortfall.isRequired ? 300 : 290))
    var upper = solver
    try upper.add(Constraint(x + y - 310, .equal, priority: 600))
    upper.updateVariables()
    #expect(upper.value(of: x) + upper.value(of: y) == (priority.isRequired ? 300 : 310))
  }

  @Test("a broken constraint that still cannot hold is not promoted, and a refusal changes nothing")
  func refusalLeavesTheSolverIdentical() throws {
    let width = Variable("w")
    var solver = Solver()
    try solver.add(Constraint(width - 100, .equal, name: "pin"))
    let narrow = Constraint(width - 50, .lessThanOrEqual, name: "narrow")
    let broken = Self.demoted(narrow)
    try solver.add(broken)
    #expect(solver.record(of: broken).flatMap { solver.promotion(of: broken, to: narrow, record: $0) } == nil)
    let before = solver
    #expect(throws: SolverError.self) { try solver.replace(broken, with: narrow) }
    #expect(solver.hasIdenticalState(to: before))
  }

  /// Over random systems: required constraints that conflict are held broken; then some other
  /// constraints go, and each broken one is made required again both ways. Promotion in place
  /// must give the same outcome as removing and adding (refused alike, the same unique values
  /// and level totals), keep the tableau optimal, and behave the same afterwards (further
  /// removals and edits).
  @Test("promotion in place agrees with remove and add, now and after later changes")
  func agreesWithRemoveAndAdd() throws {
    var promotedInPlace = 0
    var refused = 0
    var succeeded = 0
    var pivoted = 0
    for seed in UInt64(1)...3000 {
      let system = RandomSystem(seed: seed, constants: seed % 2 == 0 ? [0, 10, 20] : nil)
      var generator = SeededGenerator(seed: seed &+ 77)
      var solver = Solver()
      var held: [Constraint] = []
      var broken: [(required: Constraint, soft: Constraint, conflict: [Constraint])] = []
      for constraint in system.constraints {
        if let conflict = conflictOfAdding(constraint, to: &solver) {
          let soft = Self.demoted(constraint)
          try solver.add(soft)
          broken.append((constraint, soft, conflict.constraints))
        } else if solver.contains(constraint) {
          held.append(constraint)
        }
      }
      guard !broken.isEmpty else { continue }
      for (required, soft, conflict) in broken {
        // Mostly, a member of its conflict goes first (a fix), or something else does.
        let members = conflict.filter { member in held.contains { $0 === member } }
        let candidates = Int.random(in: 0..<4, using: &generator) == 0 ? held : members
        if let removed = candidates.randomElement(using: &generator) {
          try solver.remove(removed)
          held.removeAll { $0 === removed }
        }
        var reference = solver
        let promotion = solver.record(of: soft).flatMap { solver.promotion(of: soft, to: required, record: $0) }
        let inPlace = promotion != nil
        if let leaving = promotion?.leaving, leaving != noSymbol { pivoted += 1 }
        let before = solver
        var failure: SolverError?
        do throws(SolverError) {
          try solver.replace(soft, with: required)
        } catch {
          failure = error
          #expect(solver.hasIdenticalState(to: before), "seed \(seed): a refused promotion changed the solver")
        }
        let failed = failure != nil
        var referenceFailure: SolverError?
        do throws(SolverError) {
          try reference.remove(soft)
          try reference.add(required)
        } catch { referenceFailure = error }
        // Refused alike, with the same conflict (the same members in the same order, the same gap).
        #expect(failure == referenceFailure, "seed \(seed): \(required)")
        #expect(!(inPlace && failed), "seed \(seed): a promotion in place was refused")
        if failed {
          refused += 1
          continue
        }
        if inPlace { promotedInPlace += 1 }
        succeeded += 1
        held.append(required)
        compare(solver, reference, system.variables, "seed \(seed) after promoting \(required)")
        // The same future: remove another constraint, then edit a variable, on both.
        if let other = held.filter({ $0 !== required }).randomElement(using: &generator) {
          try solver.remove(other)
          try reference.remove(other)
          held.removeAll { $0 === other }
          compare(solver, reference, system.variables, "seed \(seed) after removing \(other)")
        }
        let edited = system.variables[Int.random(in: 0..<system.variables.count, using: &generator)]
        let target = Double(Int.random(in: -150...150, using: &generator))
        if !solver.hasEditVariable(edited) {
          try solver.addEditVariable(edited, priority: 600)
          try reference.addEditVariable(edited, priority: 600)
        }
        try solver.suggestValue(edited, target)
        try reference.suggestValue(edited, target)
        compare(solver, reference, system.variables, "seed \(seed) after suggesting \(target) for \(edited)")
      }
    }
    // 304 of 322 promotions go in place (7 of them after a pivot), 248 are refused.
    #expect(promotedInPlace > 250 && succeeded - promotedInPlace > 0, "the generator should give both kinds")
    #expect(pivoted > 0, "and a basic error at zero")
    #expect(refused > 50, "and promotions that cannot hold")
  }

  /// Expects the same level totals, the same values where `reference`'s are unique, and an
  /// optimal, consistent tableau.
  private func compare(_ solver: Solver, _ reference: Solver, _ variables: [Variable], _ context: String) {
    if let problem = solver.invariantViolation() { Issue.record("\(context): \(problem)") }
    for variable in variables where reference.isUniquelyDetermined(variable) {
      #expect(abs(solver.value(of: variable) - reference.value(of: variable)) < 1e-6, "\(context): \(variable)")
    }
    for level in reference.violationsByLevel {
      let total = solver.violationsByLevel.first { $0.priority == level.priority }?.total ?? 0
      #expect(abs(total - level.total) < 1e-6, "\(context): level \(level.priority)")
    }
  }
}
