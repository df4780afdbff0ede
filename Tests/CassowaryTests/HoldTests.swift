import Testing

@testable import Cassowary

/// `hold(_:at:)` (the dual simplex) must reach an optimum of the same layout as adding the
/// required equality (both simplex phases), and refuse exactly the values the equality is
/// refused for, and those the inequality that asks for at least the move is refused for.
@Suite("Holding an expression at a value")
struct HoldTests {
  @Test(
    "hold(_:at:) agrees with adding the equality over 3,000 random systems, ties broken either way",
    arguments: [false, true])
  func holdAgreesWithAddingTheEquality(newestFirst: Bool) throws {
    var outcomes: [Solver.HoldOutcome: Int] = [:]
    for seed in UInt64(1)...3000 {
      let (system, solver, accepted) = solvedSystem(seed: seed)
      let first = system.variables[Int(seed) % system.variables.count]
      let second = system.variables[Int(seed / 7) % system.variables.count]
      for expression in [Expression(first), Expression(first) + Expression(second) * 0.5 - 3] {
        for step in [1.0, -1.0, 12.5] {
          let target = expression.evaluate { solver.value(of: $0) } + step
          var held = solver.explorationProbe
          let outcome = try held.hold(expression, at: target, newestFirst: newestFirst)
          outcomes[outcome, default: 0] += 1
          var added = solver.explorationProbe
          let addedOK = (try? added.add(Constraint(expression - target, .equal), restoringOnFailure: false)) != nil
          let context = "seed \(seed), \(expression) at \(target)"
          // Phase A of a loss holds a violated inequality at its bound to learn whether it can
          // hold at all: the two must agree.
          var bounded = solver.explorationProbe
          let inequality = Constraint(expression - target, step > 0 ? .greaterThanOrEqual : .lessThanOrEqual)
          let boundedOK = (try? bounded.add(inequality, restoringOnFailure: false)) != nil
          if outcome != .notApplicable {
            #expect(boundedOK == (outcome == .held), "\(context): hold \(outcome), \(inequality) added: \(boundedOK)")
          }
          switch outcome {
          case .notApplicable:
            continue
          case .forbidden:
            #expect(!addedOK, "\(context): hold refused a value the equality allows")
          case .held:
            #expect(addedOK, "\(context): hold allowed a value the equality is refused for")
            guard addedOK else { continue }
            #expect(same(expression.evaluate { held.value(of: $0) }, target), "\(context): not held")
            for constraint in accepted where constraint.isRequired {
              #expect((held.violation(of: constraint) ?? 0) <= 1e-6, "\(context): \(constraint) broken")
            }
            let heldTotals = held.violationsByLevel
            let addedTotals = added.violationsByLevel
            #expect(
              heldTotals.count == addedTotals.count
                && zip(heldTotals, addedTotals).allSatisfy { $0.priority == $1.priority && same($0.total, $1.total) },
              "\(context): optimum \(heldTotals) differs from \(addedTotals)")
          }
        }
      }
    }
    // Each outcome occurs, so that no branch passes for want of cases.
    #expect((outcomes[.held] ?? 0) > 1000 && (outcomes[.forbidden] ?? 0) > 100 && (outcomes[.notApplicable] ?? 0) > 100)
  }
}

/// Equal within the solver's tolerance for values of this size.
private func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }

/// Phase B of a loss holds the violation at its bound by the dual simplex instead of adding caps:
/// the level's cost, and so outvoted or tied, must be the same either way.
@Suite("Phase B by holding the violation at its bound")
struct HeldPhaseBTests {
  @Test("the same cost and kind as with caps added, over 5,000 random systems")
  func sameCostAsCaps() {
    var compared = 0
    for seed in UInt64(1)...5000 {
      let (_, solver, accepted) = solvedSystem(seed: seed)
      for constraint in accepted where !constraint.isRequired {
        guard let loss = solver.loss(of: constraint), let level = solver.weighedPriority(of: constraint) else {
          continue
        }
        var heldScratch = ProbeScratch(base: solver)
        var cappedScratch = ProbeScratch(base: solver)
        let held = solver.sameLevelLoss(
          of: constraint, violation: loss.violation, forced: loss.forced, level: level, on: &heldScratch)
        let capped = solver.sameLevelLoss(
          of: constraint, violation: loss.violation, forced: loss.forced, level: level, on: &cappedScratch,
          byCaps: true)
        let context = "seed \(seed), \(constraint)"
        #expect(
          (held == nil) == (capped == nil), "\(context): \(String(describing: held)) vs \(String(describing: capped))")
        guard let held, let capped else { continue }
        compared += 1
        #expect(same(held.amount, capped.amount), "\(context)")
        switch (held.kind, capped.kind) {
        case (.outvoted(let a), .outvoted(let b)): #expect(same(a, b), "\(context): cost \(a) vs \(b)")
        case (.tie, .tie): break
        default: Issue.record("\(context): \(held.kind) vs \(capped.kind)")
        }
      }
    }
    #expect(compared > 500)
  }
}

/// A random system for `seed` (a third with free constants, a third degenerate, a third with
/// every constant zero), solved: the system, the solver and the constraints it accepted.
private func solvedSystem(seed: UInt64) -> (RandomSystem, Solver, [Constraint]) {
  let constants: [Double]? = [nil, [-10, 0, 0, 0, 10, 20], [0]][Int(seed % 3)]
  let system = RandomSystem(seed: seed, variableCount: 2...7, constraintCount: 3...16, constants: constants)
  var solver = Solver()
  let accepted = system.solve(into: &solver)
  return (system, solver, accepted)
}
