import Testing

@testable import Cassowary

/// ``RowBuilder/add(contentsOf:)`` adds many contributions in one step (a chain of aliases
/// expanded into one row): it must build bit for bit the row that adding them one by one builds.
@Suite("Row builder")
struct RowBuilderTests {
  /// The cells and constant of a builder's row, bit for bit.
  private func bits(_ builder: RowBuilder) -> [String] {
    var copy = builder
    let row = copy.row(times: 1)
    return ["constant \(row.constant.bitPattern)"] + row.cells.map { "\($0.symbol) \($0.coefficient.bitPattern)" }
  }

  @Test("in one step or one by one, the same row, over 300 random sets of contributions", arguments: 0..<300)
  func sameRowAsOneByOne(seed: UInt64) {
    var generator = Generator(seed: seed)
    var oneByOne = RowBuilder()
    oneByOne.reset(constant: 3)
    // Cells already there: symbols among the contributions' and others.
    for _ in 0..<Int(generator.next() % 40) {
      oneByOne.add(SymbolID(generator.next() % 200), Double(Int(generator.next() % 21) - 10) / 4)
    }
    var together = oneByOne
    let symbols = 1 + Int(generator.next() % 150)
    // Repeats that cancel exactly, sums that land within the tolerance of zero, tiny values
    // dropped on their own, and fractions whose sums depend on their order.
    let values: [Double] = [1, -1, 0.1, 0.2, -0.3, 1e-10, -1e-10, 5e-10, 1.0 / 3, -2.0 / 3, 7.25, 1e-9]
    var contributions: [Cell] = []
    for _ in 0..<Int(generator.next() % 400) {
      let symbol = SymbolID(generator.next() % UInt64(symbols))
      contributions.append(Cell(symbol: symbol, coefficient: values[Int(generator.next() % UInt64(values.count))]))
    }
    if seed % 3 == 0 { contributions.reverse() }
    for cell in contributions { oneByOne.add(cell.symbol, cell.coefficient) }
    together.add(contentsOf: contributions)
    #expect(bits(together) == bits(oneByOne))
  }

  @Test("5,000 contributions, newest symbol first: every one in its place")
  func descendingSymbols() {
    var builder = RowBuilder()
    builder.reset(constant: 0)
    builder.add(contentsOf: (0..<5000).reversed().map { Cell(symbol: SymbolID($0), coefficient: Double($0 % 7) - 3) })
    let row = builder.row(times: 1)
    let kept = (0..<5000).filter { $0 % 7 != 3 }
    #expect(row.cells.map(\.symbol) == kept.map { SymbolID($0) })
    #expect(row.cells.map(\.coefficient) == kept.map { Double($0 % 7) - 3 })
  }
}

/// A small deterministic generator (SplitMix64).
private struct Generator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed &* 0x2545_F491_4F6C_DD1D }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
