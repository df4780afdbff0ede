import Testing

@testable import Cassowary

/// The batch of ranges used by the ambiguity scan (one shared copy, walks only where a face
/// direction can reach) must agree with the ranges computed one variable at a time on a fresh copy each.
@Suite("Ranges in one batch")
struct BatchRangeTests {
  @Test("ranges(of:) equals range(of:) variable by variable over 1,000 random systems")
  func batchEqualsOneByOne() {
    for seed in UInt64(1)...1000 { expectBatchEqualsOneByOne(RandomSystem(seed: seed), seed: seed) }
  }
}

/// Solves `system` and compares the batch of ranges with the ranges walked one variable at a time.
private func expectBatchEqualsOneByOne(_ system: RandomSystem, seed: UInt64) {
  var solver = Solver()
  _ = system.solve(into: &solver)
  let batch = solver.ranges(of: system.variables)
  for (variable, range) in zip(system.variables, batch) {
    let single = solver.range(of: variable)
    let same = { (a: Double, b: Double) in a == b || abs(a - b) <= 1e-6 * max(1, abs(a)) }
    #expect(
      same(range.lower, single.lower) && same(range.upper, single.upper),
      "seed \(seed), \(variable.name): batch \(range), alone \(single)")
  }
}

/// The batch skips the walk for symbols the tableau proves fixed on a degenerate optimum
/// (`Solver+Face.swift`); these systems are built to be degenerate, so that proof is exercised.
@Suite("Ranges on degenerate optima")
struct DegenerateRangeTests {
  @Test("ranges(of:) equals range(of:) over 3,000 random degenerate systems")
  func batchEqualsOneByOneWhenDegenerate() {
    for seed in UInt64(1)...3000 {
      let system = RandomSystem(
        seed: seed, variableCount: 2...7, constraintCount: 3...16, constants: [-10, 0, 0, 0, 10, 20])
      expectBatchEqualsOneByOne(system, seed: seed)
    }
  }
}

/// A walk stops without its last pivot when that pivot is degenerate and the symbol could not
/// move on from the basis it leads to; it must reach the same value as a walk that pivots.
@Suite("Walks that skip their last degenerate pivot")
struct DegenerateWalkTests {
  @Test("every variable's walk up and down reaches the same value with and without the skip")
  func skippedLastStepReachesTheSameValue() {
    var skipped = 0
    for seed in UInt64(1)...3000 {
      let constants: [Double]? = [[-10, 0, 0, 0, 10, 20], nil, [0]][Int(seed % 3)]
      let system = RandomSystem(seed: seed, variableCount: 2...7, constraintCount: 3...16, constants: constants)
      var solver = Solver()
      _ = system.solve(into: &solver)
      for variable in system.variables {
        let symbol = solver.symbol(of: variable)
        guard symbol != noSymbol else { continue }
        for sense in [1.0, -1.0] {
          var full = solver.explorationProbe
          var short = solver.explorationProbe
          let expected = full.walkInPlace(of: symbol, sense: sense, skippingLastDegenerateStep: false)
          let actual = short.walkInPlace(of: symbol, sense: sense)
          // The same value up to rounding: a degenerate pivot moves nothing, but re-deriving the
          // row can leave 1e-16 where the skipped walk reads the value before it.
          #expect(
            actual == expected || abs(actual - expected) <= 1e-9, "seed \(seed), \(variable.name), sense \(sense)")
          if !short.hasIdenticalState(to: full) { skipped += 1 }
        }
      }
    }
    // The systems do exercise the skip.
    #expect(skipped > 100)
  }
}

/// `ambiguity(of:)` decides most variables from the tableau (`Solver+Face.swift`): a column with
/// room proves ambiguity, fixed columns prove determinacy. It must agree with the walks. A third of
/// the systems have only zero constants (every row degenerate): there, claiming room where a
/// degenerate row blocks a column is caught.
@Suite("Ambiguity flags")
struct AmbiguityFlagTests {
  @Test("ambiguity(of:) is !range(of:).isUnique over 3,000 random systems, degenerate or not")
  func flagsMatchRanges() {
    for seed in UInt64(1)...3000 {
      let constants: [Double]? = [[-10, 0, 0, 0, 10, 20], nil, [0]][Int(seed % 3)]
      let system = RandomSystem(seed: seed, variableCount: 2...7, constraintCount: 3...16, constants: constants)
      var solver = Solver()
      _ = system.solve(into: &solver)
      let flags = solver.ambiguity(of: system.variables)
      for (variable, isAmbiguous) in zip(system.variables, flags) {
        let range = solver.range(of: variable)
        #expect(isAmbiguous == !range.isUnique, "seed \(seed), \(variable.name): flag \(isAmbiguous), range \(range)")
      }
    }
  }
}
