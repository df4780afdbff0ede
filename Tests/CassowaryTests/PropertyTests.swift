import Testing

@testable import Cassowary

/// Properties over seeded random systems (1,000 or more systems per property).
@Suite("Properties of random systems")
struct PropertyTests {
  static let seeds: [UInt64] = Array(1...1000)

  @Test("every accepted required constraint holds; every refusal names a minimal conflict")
  func requiredConstraintsHold() throws {
    var refusals = 0
    for seed in Self.seeds {
      let system = RandomSystem(seed: seed)
      var solver = Solver()
      for constraint in system.constraints {
        let before = solver
        do throws(SolverError) {
          try solver.add(constraint)
        } catch {
          guard case .unsatisfiable(let conflict) = error else {
            Issue.record("seed \(seed): unexpected \(error)")
            continue
          }
          refusals += 1
          #expect(conflict.isMinimal, "seed \(seed): \(conflict)")
          #expect(conflict.constraints.allSatisfy { $0.isRequired }, "seed \(seed)")
          #expect(solver.hasIdenticalState(to: before), "seed \(seed): a failed add changed the solver")
        }
        if let problem = solver.invariantViolation() { Issue.record("seed \(seed): \(problem)") }
      }
      for constraint in solver.constraints where constraint.isRequired {
        let violation = solver.violation(of: constraint) ?? .infinity
        #expect(violation < 1e-6, "seed \(seed): \(constraint) off by \(violation)")
      }
    }
    #expect(refusals > 100, "the generator should produce conflicts")
  }

  @Test("another insertion order reaches the same unique values and level totals")
  func orderIndependence() throws {
    for seed in Self.seeds {
      let system = RandomSystem(seed: seed)
      var forward = Solver()
      let accepted = system.solve(into: &forward)
      var backward = Solver()
      for constraint in accepted.reversed() { try backward.add(constraint) }
      for variable in system.variables where forward.isUniquelyDetermined(variable) {
        #expect(backward.isUniquelyDetermined(variable), "seed \(seed): \(variable)")
        #expect(abs(forward.value(of: variable) - backward.value(of: variable)) < 1e-6, "seed \(seed)")
      }
      let forwardTotals = forward.violationsByLevel
      let backwardTotals = backward.violationsByLevel
      #expect(forwardTotals.map(\.priority) == backwardTotals.map(\.priority), "seed \(seed)")
      for (lhs, rhs) in zip(forwardTotals, backwardTotals) {
        #expect(abs(lhs.total - rhs.total) < 1e-6, "seed \(seed): level \(lhs.priority)")
      }
    }
  }

  @Test("add then remove restores the previous values")
  func addThenRemove() throws {
    for seed in Self.seeds {
      var system = RandomSystem(seed: seed)
      let extra = system.constraints.removeLast()
      var solver = Solver()
      _ = system.solve(into: &solver)
      let before = system.variables.map { solver.value(of: $0) }
      let unique = system.variables.map { solver.isUniquelyDetermined($0) }
      guard (try? solver.add(extra)) != nil else { continue }
      try solver.remove(extra)
      if let problem = solver.invariantViolation() { Issue.record("seed \(seed): \(problem)") }
      for (index, variable) in system.variables.enumerated() where unique[index] {
        #expect(abs(solver.value(of: variable) - before[index]) < 1e-6, "seed \(seed): \(variable)")
      }
    }
  }

  @Test("the range of every variable contains its value, and a copy's probe leaves the original alone")
  func rangesContainValues() {
    for seed in Self.seeds.prefix(500) {
      let system = RandomSystem(seed: seed)
      var solver = Solver()
      _ = system.solve(into: &solver)
      let before = solver
      for variable in system.variables {
        let range = solver.range(of: variable)
        let value = solver.value(of: variable)
        #expect(range.lower <= value + 1e-6 && value - 1e-6 <= range.upper, "seed \(seed): \(variable)")
        _ = solver.derivation(of: variable)
      }
      #expect(solver.hasIdenticalState(to: before))
    }
  }

  @Test("suggesting values keeps the tableau optimal and equal to a fresh solve")
  func suggestionsMatchFreshSolve() throws {
    for seed in Self.seeds.prefix(300) {
      let system = RandomSystem(seed: seed)
      var solver = Solver()
      let accepted = system.solve(into: &solver)
      let edited = system.variables[0]
      try solver.addEditVariable(edited, priority: 600)
      var generator = SeededGenerator(seed: seed)
      for _ in 0..<4 {
        let target = Double(Int.random(in: -150...150, using: &generator))
        try solver.suggestValue(edited, target)
        if let problem = solver.invariantViolation() { Issue.record("seed \(seed): \(problem)") }
        var fresh = Solver()
        try addAll(accepted, to: &fresh)
        try fresh.add((edited == target).priority(600))
        for level in fresh.violationsByLevel {
          let incremental = solver.violationsByLevel.first { $0.priority == level.priority }?.total ?? 0
          #expect(abs(incremental - level.total) < 1e-6, "seed \(seed): level \(level.priority)")
        }
      }
    }
  }
}
