import Testing

@testable import Cassowary

// Two fix candidates that loosen one pin both start by taking it out of the solver; a lent probe
// scratch keeps the solver right after that removal for the next lend that starts the same way
// (`ProbeScratch.lend(removingFirst:_:)`). What follows must be exactly what a removal of its own
// would have given.

/// Every variable's value, bit for bit.
private func bits(of solver: Solver, _ variables: [Variable]) -> [UInt64] {
  variables.map { solver.value(of: $0).bitPattern }
}

@Test("a lend that starts from a kept removal ends where a removal of its own ends", arguments: 0..<4)
func keptRemovalsGiveTheSameLayouts(batch: UInt64) {
  var reused = 0
  for seed in (batch * 50)..<(batch * 50 + 50) {
    let system = RandomSystem(seed: seed, variableCount: 3...10, constraintCount: 4...16)
    var solver = Solver()
    let accepted = system.solve(into: &solver)
    guard accepted.count >= 2 else { continue }
    let removed = accepted[Int(seed) % accepted.count]
    // What each candidate does after the removal: re-add it as it was, add it with another
    // priority, or nothing.
    let other = Constraint(removed.expression, removed.relation, priority: removed.priority.isRequired ? 999 : 1000)
    let followUps: [(inout Solver) -> Void] = [
      { try? $0.add(removed) }, { try? $0.add(other) }, { _ in },
    ]
    var kept = ProbeScratch(base: solver)
    var plain = ProbeScratch(base: solver)
    for followUp in followUps + followUps {
      let withKept = kept.lend(removingFirst: removed) { scratch -> [UInt64] in
        guard (try? scratch.remove(removed)) != nil else { return [] }
        followUp(&scratch)
        return bits(of: scratch, system.variables) + [UInt64(scratch.constraints.count)]
      }
      let alone = plain.lend { scratch -> [UInt64] in
        guard (try? scratch.remove(removed)) != nil else { return [] }
        followUp(&scratch)
        return bits(of: scratch, system.variables) + [UInt64(scratch.constraints.count)]
      }
      #expect(withKept == alone, "seed \(seed)")
    }
    // The base is untouched by either.
    #expect(bits(of: kept.base, system.variables) == bits(of: solver, system.variables))
    reused += kept.firstRemovalsReused
  }
  // Each pair of lends after the first reuses the removal the one before kept: three per seed.
  // 150 per batch when written (three reuses per seed).
  #expect(reused > 100)
}

@Test("a removal that rewrites a row or two of a large layout is not kept, and the lends agree")
func smallRemovalsOfLargeLayoutsAreNotKept() throws {
  // 400 variables, each held at or above its index and pulled weakly to 0: some 1,200 symbols,
  // and taking one lower bound out rewrites its row and its variable's.
  let variables = (0..<400).map { Variable("v\($0)") }
  var bounds: [Constraint] = []
  var solver = Solver()
  for (index, variable) in variables.enumerated() {
    let bound = Constraint(Expression(terms: [Term(variable, 1)], constant: -Double(index)), .greaterThanOrEqual)
    try solver.add(bound)
    try solver.add(Constraint(Expression(variable), .equal, priority: 1))
    bounds.append(bound)
  }
  solver.updateVariables()
  #expect(Solver.rowWritesWorthKeeping(symbolCount: solver.symbolCount) >= 8)
  let removed = bounds[200]
  var kept = ProbeScratch(base: solver)
  var plain = ProbeScratch(base: solver)
  for _ in 0..<3 {
    let withKept = kept.lend(removingFirst: removed) { scratch -> [UInt64] in
      guard (try? scratch.remove(removed)) != nil else { return [] }
      return bits(of: scratch, variables)
    }
    let alone = plain.lend { scratch -> [UInt64] in
      guard (try? scratch.remove(removed)) != nil else { return [] }
      return bits(of: scratch, variables)
    }
    #expect(withKept == alone)
    #expect(withKept[200] == 0.0.bitPattern)
  }
  #expect(kept.firstRemovalsReused == 0)
}
