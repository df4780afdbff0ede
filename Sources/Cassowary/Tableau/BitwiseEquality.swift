/// Whether two byte ranges of the same length hold the same bytes: compared 32 bytes at a time
/// with the differences gathered rather than tested per word, so that a scan over a table that
/// barely changed (a probe's rows against its base's) costs a few instructions per element.
@inline(__always)
func haveSameBytes(_ mine: UnsafeRawBufferPointer, _ theirs: UnsafeRawBufferPointer) -> Bool {
  guard mine.count == theirs.count else { return false }
  let blockSize = MemoryLayout<SIMD4<UInt64>>.size
  var differing = SIMD4<UInt64>()
  var offset = 0
  while offset + blockSize <= mine.count {
    differing |=
      mine.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt64>.self)
      ^ theirs.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt64>.self)
    offset += blockSize
  }
  var tail: UInt8 = 0
  while offset < mine.count {
    tail |= mine[offset] ^ theirs[offset]
    offset += 1
  }
  return differing == SIMD4() && tail == 0
}
