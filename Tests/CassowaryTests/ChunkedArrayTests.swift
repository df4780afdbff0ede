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

  @Test("ranges compare by their bits: shared, equal but copied, or differing in one element")
  func sameBitsInRanges() {
    let size = ChunkedArray<Int>.chunkSize
    var original = ChunkedArray<Int>()
    for value in 0..<(2 * size + 52) { original.append(value) }
    var copy = original
    #expect(copy.hasSameBits(in: 0..<size, as: original))
    // Written and written back: a chunk of its own with the same bits.
    copy[3] = -1
    copy[3] = 3
    #expect(copy.hasSameBits(in: 0..<size, as: original))
    copy[size + 6] = -1
    #expect(!copy.hasSameBits(in: size..<(2 * size), as: original))
    #expect(copy.hasSameBits(in: size..<(size + 6), as: original))
    #expect(copy.hasSameBits(in: (size + 7)..<(2 * size), as: original))
    #expect(!copy.hasSameBits(in: (size + 6)..<(size + 7), as: original))
    // Past either array's end: not known to be the same.
    copy.append(5)
    #expect(!copy.hasSameBits(in: (2 * size)..<(2 * size + 53), as: original))
    #expect(copy.hasSameBits(in: (2 * size)..<(2 * size + 52), as: original))
    // A range over two chunks is not compared: not known to be the same.
    #expect(!original.hasSameBits(in: 0..<(size + 1), as: original))
  }

  @Test("byte ranges compare equal only when every byte is, the tail past whole blocks included")
  func sameBytes() {
    for length in [0, 1, 31, 32, 33, 70] {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 7) }
      for changed in 0..<length {
        var other = bytes
        other[changed] ^= 0x10
        bytes.withUnsafeBytes { mine in
          other.withUnsafeBytes { theirs in #expect(!haveSameBytes(mine, theirs), "length \(length), byte \(changed)") }
        }
      }
      let same = bytes
      bytes.withUnsafeBytes { mine in same.withUnsafeBytes { #expect(haveSameBytes(mine, $0)) } }
    }
    [UInt8(1), 2].withUnsafeBytes { two in [UInt8(1)].withUnsafeBytes { #expect(!haveSameBytes(two, $0)) } }
  }
}
