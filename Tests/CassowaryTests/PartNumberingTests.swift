import Testing

@testable import Cassowary

/// The ids of a part's symbols: each old id's position among the part's sorted old ids, by
/// binary search for a small part and by a table for a large one, the same either way.
@Suite("A part's symbol numbering")
struct PartNumberingTests {
  @Test("a small part looks its ids up; outside ids are noSymbol")
  func smallPart() {
    let numbering = PartNumbering([3, 7, 100], symbolCount: 1_000)
    #expect([3, 7, 100].map { numbering[$0] } == [0, 1, 2])
    #expect([0, 2, 4, 8, 99, 101, 999].map { numbering[$0] } == Array(repeating: noSymbol, count: 7))
  }

  @Test("a large part and a small one agree on every id")
  func bothWaysAgree() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<50 {
      let symbolCount = Int.random(in: 1...400, using: &random)
      let part = (0..<symbolCount).filter { _ in Bool.random(using: &random) }.map { SymbolID($0) }
      // The same part numbered in a solver 16 times larger takes the other way.
      let numbered = PartNumbering(part, symbolCount: symbolCount)
      let searched = PartNumbering(part, symbolCount: 16 * symbolCount + 16)
      for old in 0..<symbolCount {
        let expected = part.firstIndex(of: SymbolID(old)).map { SymbolID($0) } ?? noSymbol
        #expect(numbered[old] == expected)
        #expect(searched[old] == expected)
      }
    }
  }
}
