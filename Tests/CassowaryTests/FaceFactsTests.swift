import Testing

@testable import Cassowary

/// The face facts a few questions work out on demand (fixedness by the fixpoint over the
/// degenerate rows around a column, rooms, moves) must be those the whole-tableau pass finds, in
/// whatever order the columns are asked.
@Suite("Face facts on demand")
struct FaceFactsTests {
  @Test("on demand equals every column at once over 3,000 random systems, a third of them degenerate")
  func onDemandEqualsEveryColumn() {
    var decidedByRows = 0
    for seed in UInt64(1)...3000 {
      let constants: [Double]? = [[-10, 0, 0, 0, 10, 20], nil, [0]][Int(seed % 3)]
      let system = RandomSystem(seed: seed, variableCount: 2...7, constraintCount: 3...16, constants: constants)
      var solver = Solver()
      _ = system.solve(into: &solver)
      let whole = FaceFacts(of: solver, judgingEveryColumn: true)
      let symbols = (0..<solver.symbolCount).map { SymbolID($0) }
      // One set of facts asked in reverse order, and a fresh one per symbol.
      let shared = FaceFacts(of: solver, judgingEveryColumn: false)
      for symbol in symbols.reversed() {
        for facts in [shared, FaceFacts(of: solver, judgingEveryColumn: false)] {
          #expect(facts.isFixed(symbol) == whole.isFixed(symbol), "seed \(seed), symbol \(symbol): fixed")
          #expect(facts.reach(of: symbol) == whole.reach(of: symbol), "seed \(seed), symbol \(symbol): reach")
          #expect(facts.moves(symbol) == whole.moves(symbol), "seed \(seed), symbol \(symbol): moves")
        }
        if whole.isFixed(symbol) && solver.rowIndex[Int(symbol)] == -1 && solver.isFixedByItsKind(symbol) == nil {
          decidedByRows += 1
        }
      }
    }
    // The systems do exercise the fixpoint.
    #expect(decidedByRows > 100)
  }
}
