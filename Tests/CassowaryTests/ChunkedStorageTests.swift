import Testing

@testable import Cassowary

/// The objective's vectors in chunks and the alias tables in ranges of ids: the same contents as
/// one flat buffer or one dictionary, and a copy that a write separates only where it lands.
@Suite("Objective vectors in chunks, symbol maps in ranges")
struct ChunkedStorageTests {
  private typealias Component = PriorityVector.Component

  /// `count` components at levels `count`, `count - 1`, …, 1, each coefficient its level times
  /// `scale`.
  private func vector(_ count: Int, scale: Double) -> [Component] {
    (0..<count).map { Component(level: Double(count - $0), coefficient: scale * Double(count - $0)) }
  }

  /// Vectors for `count` symbols, symbol `i`'s of `size(i)` components scaled by `scale(i)`.
  private func filled(_ count: Int, size: (Int) -> Int, scale: (Int) -> Double) -> SparseVectors {
    var vectors = SparseVectors()
    for symbol in 0..<count {
      vectors.append()
      vectors.set(SymbolID(symbol), to: vector(size(symbol), scale: scale(symbol)))
    }
    return vectors
  }

  @Test("vectors across many chunks, one wider than a chunk, read back what was written")
  func vectorsAcrossChunks() {
    var vectors = SparseVectors()
    var expected: [[Component]] = []
    for symbol in 0..<3_000 {
      vectors.append()
      // Sizes up to 16 fill a chunk of 4,096 after a few hundred symbols; symbol 1,500 needs
      // a chunk of its own.
      let written = vector(symbol == 1_500 ? 5_000 : symbol % 16 + 1, scale: Double(symbol + 1))
      vectors.set(SymbolID(symbol), to: written)
      expected.append(written)
    }
    #expect(vectors.storedCount > 4 * 4_096)
    for symbol in 0..<3_000 { #expect(vectors.components(of: SymbolID(symbol)) == expected[symbol]) }
    // Growing a vector past its slice moves it to the end; adding at a level it has changes it
    // in place.
    vectors.add(7, level: 0.5, to: 10)
    vectors.add(2, level: 11, to: 10)
    expected[10].append(Component(level: 0.5, coefficient: 7))
    expected[10][0].coefficient += 2
    #expect(vectors.components(of: 10) == expected[10])
    #expect(vectors.lead(1_500) == Component(level: 5_000, coefficient: 1_501 * 5_000))
  }

  @Test("a copy keeps its values while the original is written, and compares equal to a rewrite")
  func copiesSeparateOnWrite() {
    var vectors = filled(2_000, size: { $0 % 8 + 1 }, scale: { _ in 1 })
    let copy = vectors
    vectors.add(100, level: 1, to: 1_999)
    vectors.clear(3)
    #expect(copy.components(of: 1_999) == vector(8, scale: 1))
    #expect(copy.components(of: 3) == vector(4, scale: 1))
    #expect(vectors.components(of: 1_999).last == Component(level: 1, coefficient: 101))
    #expect(vectors.isEmpty(3))
    #expect(copy == copy.restricted(to: nil))
    #expect(copy != vectors)
  }

  @Test("a journaled restore after writes and appended slices equals the base")
  func journaledRestore() {
    let base = filled(1_000, size: { $0 % 5 + 1 }, scale: { _ in 2 })
    var scratch = base
    scratch.keepsPlaces = true
    // Writes in place, growth that appends new slices (past the base's last chunk), new symbols.
    var written: [SymbolID] = []
    for symbol in stride(from: 0, to: 1_000, by: 7) {
      scratch.add(1, level: 0.25, to: SymbolID(symbol))
      scratch.add(3, level: Double(symbol % 5 + 1), to: SymbolID(symbol))
      written.append(SymbolID(symbol))
    }
    for _ in 0..<600 {
      scratch.append()
      scratch.set(SymbolID(scratch.count - 1), to: vector(9, scale: 1))
    }
    #expect(scratch != base)
    scratch.restore(from: base, at: written)
    #expect(scratch.count == base.count)
    #expect(scratch == base)
    #expect(scratch.storedCount == base.storedCount)
  }

  @Test("a symbol map reads, counts, removes and compares like a dictionary")
  func symbolMapLikeDictionary() {
    var map = SymbolMap<[SymbolID]>()
    var dictionary: [SymbolID: [SymbolID]] = [:]
    for step in 0..<5_000 {
      let key = SymbolID((step * 7_919) % 3_001)
      switch step % 4 {
      case 0, 1:
        map[key, default: []].append(SymbolID(step))
        dictionary[key, default: []].append(SymbolID(step))
      case 2:
        #expect(map.removeValue(forKey: key) == dictionary.removeValue(forKey: key))
      default:
        map[key] = nil
        dictionary[key] = nil
      }
      #expect(map.count == dictionary.count)
    }
    #expect(!map.isEmpty)
    #expect(map.keys.sorted() == dictionary.keys.sorted())
    for (key, value) in map { #expect(dictionary[key] == value) }
    for key in 0..<3_100 { #expect(map[SymbolID(key)] == dictionary[SymbolID(key)]) }
    // Equal contents compare equal, however many empty ranges either has made.
    var rebuilt = SymbolMap<[SymbolID]>()
    for (key, value) in dictionary { rebuilt[key] = value }
    rebuilt[9_000] = []
    rebuilt[9_000] = nil
    #expect(rebuilt == map)
    rebuilt[1] = [-1]
    #expect(rebuilt != map)
  }
}
