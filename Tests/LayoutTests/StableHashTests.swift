import Testing

@testable import Layout

/// FNV-1a's published test values, so that shard choices and session marks stay the same from
/// run to run and release to release.
@Suite("Stable hash")
struct StableHashTests {
  @Test("the empty input, one letter and a word give FNV-1a 64's reference values")
  func referenceValues() {
    #expect(StableHash().value == 0xcbf2_9ce4_8422_2325)
    var a = StableHash()
    a.combine("a")
    #expect(a.value == 0xaf63_dc4c_8601_ec8c)
    var foobar = StableHash()
    foobar.combine("foobar")
    #expect(foobar.value == 0x85944171f73967e8)
  }

  @Test("a word is its eight bytes, least significant first")
  func wordsAreLittleEndianBytes() {
    var word = StableHash()
    word.combine(UInt64(0x0807_0605_0403_0201))
    var bytes = StableHash()
    for byte in UInt8(1)...8 { bytes.combine(byte) }
    #expect(word.value == bytes.value)
  }
}
