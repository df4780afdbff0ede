/// FNV-1a over bytes, 64 bits: the same in every run (Swift's `Hasher` is seeded per process) and
/// cheap on the few bytes of an id. Used to pick a dictionary's shard and to name session states.
package struct StableHash {
  /// The hash of the bytes combined so far.
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The hash of no bytes.
  package init() {}

  /// Adds one byte.
  @inline(__always)
  package mutating func combine(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
  }

  /// Adds `bytes` in order.
  @inline(__always)
  package mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
    for byte in bytes { combine(byte) }
  }

  /// Adds the eight bytes of `word`, least significant first.
  package mutating func combine(_ word: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { combine(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
  }

  /// Adds the UTF-8 bytes of `text`, read from contiguous storage (iterating the UTF-8 view byte
  /// by byte cost three times as much).
  package mutating func combine(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ combine($0) }) == nil {
      Array(text.utf8).withUnsafeBufferPointer { combine($0) }
    }
  }
}
