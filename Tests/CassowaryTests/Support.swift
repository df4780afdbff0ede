import Testing

@testable import Cassowary

/// A small, fast, seedable generator (SplitMix64) so property tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Asserts that the solver's internal invariants hold.
func expectConsistent(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(solver.invariantViolation() == nil, sourceLocation: sourceLocation)
}

/// Adds constraints that are expected to be accepted.
func addAll(_ constraints: [Constraint], to solver: inout Solver) throws {
  for constraint in constraints { try solver.add(constraint) }
}

/// The conflict of a failing add, or nil if it did not fail that way.
func conflictOfAdding(_ constraint: Constraint, to solver: inout Solver) -> Conflict? {
  do throws(SolverError) {
    try solver.add(constraint)
    return nil
  } catch {
    if case .unsatisfiable(let conflict) = error { return conflict }
    return nil
  }
}
