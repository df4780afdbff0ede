import Testing

@testable import Cassowary

/// A layout where every required constraint holds, given from outside (`RequiredWitness.swift`):
/// checked against every hard side the solver holds, and a violated constraint that holds there
/// skips the loss probe with the required constraints alone, with the same answers.
@Suite("Required witnesses")
struct RequiredWitnessTests {
  @Test("a witness is made only where every required constraint holds, and tells which constraints can hold")
  func witnessIsChecked() throws {
    let rows = SmallBatchLossTests.rows(count: 6)
    var solver = Solver()
    try addAll(rows.constraints, to: &solver)
    let (first, second) = try variables(ofRow: 2, in: rows.constraints)
    // The current solution: every required constraint holds, the squeezed label does not.
    let current = try #require(solver.requiredWitness(values: []))
    #expect(!solver.holds(rows.squeezed[2], at: current))
    // Row 2 with the second label at 60 and the first at 32: 32 + 8 + 60 = 100.
    let moved = try #require(solver.requiredWitness(values: [(first, 32), (second, 60)]))
    #expect(solver.holds(rows.squeezed[2], at: moved))
    #expect(!solver.holds(rows.squeezed[3], at: moved))
    // 50 + 8 + 60 misses the row's required width.
    #expect(solver.requiredWitness(values: [(first, 50), (second, 60)]) == nil)
    // A variable given two values, a variable the solver does not know, a value not finite.
    #expect(solver.requiredWitness(values: [(first, 32), (first, 33), (second, 60)]) == nil)
    #expect(solver.requiredWitness(values: [(Variable("stranger"), 1)]) == nil)
    #expect(solver.requiredWitness(values: [(first, .infinity)]) == nil)
    // Only the hard side of a two-sided constraint counts: x == 40 whose overshoot is required
    // and whose shortfall is wished at 500 (x <= 40 holds hard), beside x <= 30 wished.
    var sides = Solver()
    let x = Variable("x")
    try sides.add(Constraint(Expression(x) - 40, .equal, priority: .required, shortfallPriority: 500))
    try sides.add((x <= 30).priority(750))
    #expect(sides.requiredWitness(values: [(x, 20)]) != nil)
    #expect(sides.requiredWitness(values: [(x, 41)]) == nil)
  }

  @Test("a constraint that misses at the witness is still probed: its loss names the required bound")
  func missingAtTheWitnessIsProbed() throws {
    // x <= 10 required and at 900; the wish x == 20 lost 10 points to both, and the loss names
    // the required bound (the required probe's conflict is preferred to the frozen copy's).
    let x = Variable("x")
    let required = (x <= 10).named("required")
    let strong = (x <= 10).priority(900).named("strong")
    let wish = (x == 20).priority(500).named("wish")
    var solver = Solver()
    try addAll([required, strong, wish], to: &solver)
    let witness = try #require(solver.requiredWitness(values: []))
    #expect(!solver.holds(wish, at: witness))
    var probes = ProbeScratch(base: solver)
    let loss = try #require(solver.losses(of: [wish], probes: &probes, witness: witness).first ?? nil)
    #expect(loss.lostTo.map(\.name) == ["required"])
    #expect(loss.forced == 10)
  }

  @Test("losses with a witness of the layout before a stronger wish equal losses probing everything")
  func sameLosses() throws {
    var proven = 0
    var compared = 0
    for seed in UInt64(0)..<400 {
      let system = RandomSystem(seed: seed, variableCount: 3...8, constraintCount: 4...16)
      var solver = Solver()
      _ = system.solve(into: &solver)
      let before = system.variables.map { (variable: $0, value: solver.value(of: $0)) }
      // A wish stronger than every optional level (as a broken constraint is), or a required
      // constraint: the layout before may or may not be a witness.
      var generator = SeededGenerator(seed: seed &* 7 &+ 1)
      let pushed = system.variables[Int.random(in: 0..<system.variables.count, using: &generator)]
      let target = Double(Int.random(in: -150...150, using: &generator))
      let priority: Priority = Bool.random(using: &generator) ? .brokenRequired : .required
      guard (try? solver.add(Constraint(Expression(pushed) - target, .equal, priority: priority))) != nil else {
        continue
      }
      let violated = solver.constraints.filter { constraint in
        !constraint.isRequired && (solver.violation(of: constraint) ?? 0) > Tolerance.report
          && constraint.priority != .brokenRequired
      }
      guard !violated.isEmpty else { continue }
      let witness = solver.requiredWitness(values: before)
      if let witness { proven += violated.filter { solver.holds($0, at: witness) }.count }
      var probes = ProbeScratch(base: solver)
      let quick = solver.losses(of: violated, probes: &probes, witness: witness)
      let full = solver.losses(of: violated, onParts: false)
      #expect(quick == full, "seed \(seed)")
      compared += 1
    }
    #expect(compared > 100)
    #expect(proven > 50, "only \(proven) probes skipped")
  }

  /// The first and second labels of row `index` of ``SmallBatchLossTests/rows(count:)``.
  private func variables(ofRow index: Int, in constraints: [Constraint]) throws -> (Variable, Variable) {
    let row = try #require(constraints.first { $0.name == "row\(index)" })
    let names = row.expression.terms.map(\.variable)
    let first = try #require(names.first { $0.name == "a\(index)" })
    let second = try #require(names.first { $0.name == "b\(index)" })
    return (first, second)
  }
}
