// Substring search over UTF-8 bytes. The standard library's `contains(_:)`, `ranges(of:)` and
// `firstRange(of:)` with a string pattern build a searcher (a table keyed by characters) on every
// call; scanning a log calls them for every line and description, which made a 14 MB text
// without a log take 14 s. These compare bytes: a needle found in the bytes is found in the text
// (UTF-8 is self-synchronising), and its byte offsets are valid string indices.

extension StringProtocol {
  /// The byte offsets in `utf8` where `needle` starts, first to last; stops after `limit`.
  private func byteOffsets(of needle: String, limit: Int = .max) -> [Int] {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return [] }
    let found: [Int]? = utf8.withContiguousStorageIfAvailable { bytes in
      var offsets: [Int] = []
      var position = 0
      let last = bytes.count - pattern.count
      while position <= last, offsets.count < limit {
        if bytes[position] == first {
          var matched = 1
          while matched < pattern.count, bytes[position + matched] == pattern[matched] { matched += 1 }
          if matched == pattern.count {
            offsets.append(position)
            position += pattern.count
            continue
          }
        }
        position += 1
      }
      return offsets
    }
    if let found { return found }
    return String(self).byteOffsets(of: needle, limit: limit)
  }

  /// The range of `needle` at `offset` bytes from the start.
  private func range(ofBytes count: Int, at offset: Int) -> Range<Index> {
    let lower = utf8.index(utf8.startIndex, offsetBy: offset)
    return lower..<utf8.index(lower, offsetBy: count)
  }

  /// Whether `needle` occurs.
  func containsText(_ needle: String) -> Bool {
    !byteOffsets(of: needle, limit: 1).isEmpty
  }

  /// How many times `needle` occurs, without overlaps.
  func occurrences(of needle: String) -> Int {
    byteOffsets(of: needle).count
  }

  /// The first occurrence of `needle`, or nil.
  func firstTextRange(of needle: String) -> Range<Index>? {
    byteOffsets(of: needle, limit: 1).first.map { range(ofBytes: needle.utf8.count, at: $0) }
  }

  /// The last occurrence of `needle`, or nil.
  func lastRange(of needle: String) -> Range<Index>? {
    byteOffsets(of: needle).last.map { range(ofBytes: needle.utf8.count, at: $0) }
  }

  /// The first occurrence of any of `texts` (the earliest), or nil.
  func firstRange(ofAny texts: [String]) -> Range<Index>? {
    texts.compactMap { firstTextRange(of: $0) }.min { $0.lowerBound < $1.lowerBound }
  }
}
