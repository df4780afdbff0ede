import Testing

@testable import Cassowary

// An ambiguity's cause needs no walk when the tableau shows the walk changes no slack or error
// (`ProbeScratch.movesWithoutChangingATag`): the layout then slides, and nothing resists it.

/// A random system solved, with the expressions to ask about: each variable, and `pair` of each
/// two consecutive variables (plus 3).
private func solvedSystem(seed: UInt64, pair: (Variable, Variable) -> [Term]) -> (Solver, [Expression]) {
  let system = RandomSystem(seed: seed, variableCount: 4...14, constraintCount: 2...16)
  var solver = Solver()
  _ = system.solve(into: &solver)
  var expressions = system.variables.map { Expression($0) }
  for (first, second) in zip(system.variables, system.variables.dropFirst()) {
    expressions.append(Expression(terms: pair(first, second), constant: 3))
  }
  return (solver, expressions)
}

@Test("a move the tableau says changes no slack or error changes none when walked", arguments: 0..<4)
func movesWithoutChangingATagHoldWhenWalked(batch: UInt64) {
  var predicted = 0
  var walkedWithoutChange = 0
  for seed in (batch * 60)..<(batch * 60 + 60) {
    let (solver, expressions) = solvedSystem(seed: seed) { [Term($0, 1), Term($1, 0.5)] }
    var probes = ProbeScratch(base: solver)
    for expression in expressions {
      let walked = solver.alternative(moving: expression)
      let unchanged = walked.map { solver.constraintsWithChangedTags(in: $0).isEmpty } ?? false
      if unchanged { walkedWithoutChange += 1 }
      guard probes.movesWithoutChangingATag(expression) else { continue }
      predicted += 1
      #expect(unchanged, "seed \(seed), \(expression)")
    }
  }
  // Per batch when written: 245-347 predicted of 436-550 walks that changed nothing.

  #expect(predicted > 100)
  #expect(walkedWithoutChange >= predicted)
}

@Test("the measure's row read off the tableau is the row a measure adds", arguments: 0..<4)
func measuredCellsAreTheMeasuresRow(batch: UInt64) {
  var compared = 0
  for seed in (batch * 60)..<(batch * 60 + 60) {
    // A variable twice: the measure merges its terms, and so must the row read off the tableau.
    let (solver, expressions) = solvedSystem(seed: seed) { [Term($0, 1), Term($1, -0.5), Term($0, 2)] }
    var probes = ProbeScratch(base: solver)
    for expression in expressions {
      guard let cells = solver.measuredCells(of: expression) else { continue }
      // The measure's row also holds its own marker, a new dummy (which never moves).
      let added = probes.probe { probe -> [Cell]? in
        guard let (_, symbol, _) = probe.measure(expression) else { return nil }
        let row = probe.parametricCells(of: symbol)
        let markers = row.filter { probe.kinds[Int($0.symbol)] == .dummy && !cells.contains($0) }
        guard markers.count == 1 else { return nil }
        return row.filter { $0 != markers[0] }
      }
      compared += 1
      #expect(added == cells, "seed \(seed), \(expression)")
    }
  }
  #expect(compared > 200)
}
