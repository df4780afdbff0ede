import Testing

@testable import Cassowary

@Suite("Chunked arrays")
struct ChunkedArrayTests {
  @Test("appends across chunk boundaries keep every element in order")
  func appendsInOrder() {
    var array = ChunkedArray<Int>()
    for value in 0..<2500 { array.append(value * 3) }
    #expect(array.count == 2500)
    #expect(Array(array) == (0..<2500).map { $0 * 3 })
    #expect(array[1023] == 3069 && array[1024] == 3072 && array[2499] == 7497)
  }

  @Test("a copy is independent of writes to the original, in any chunk")
  func copiesAreValues() {
    var original = ChunkedArray<Int>()
    for value in 0..<2100 { original.append(value) }
    let copy = original
    original[5] = -1
    original[2050] = -2
    original.append(7)
    #expect(copy.count == 2100 && original.count == 2101)
    #expect(copy[5] == 5 && copy[2050] == 2050)
    #expect(original[5] == -1 && original[2050] == -2 && original[2100] == 7)
  }

  @Test("removing the last elements drops emptied chunks and appends start them again")
  func removeLastAcrossChunks() {
    var array = ChunkedArray<Int>()
    for value in 0..<2049 { array.append(value) }
    for _ in 0..<1025 { array.removeLast() }
    #expect(array.count == 1024)
    #expect(Array(array) == Array(0..<1024))
    array.append(-5)
    #expect(array.count == 1025 && array[1024] == -5 && array[1023] == 1023)
    for _ in 0..<1025 { array.removeLast() }
    #expect(array.isEmpty)
    array.append(9)
    #expect(Array(array) == [9])
  }
}
