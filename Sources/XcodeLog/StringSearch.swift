extension StringProtocol {
  /// The last occurrence of `text`, or nil.
  func lastRange(of text: String) -> Range<Index>? {
    ranges(of: text).last
  }

  /// The first occurrence of any of `texts` (the earliest), or nil.
  func firstRange(ofAny texts: [String]) -> Range<Index>? {
    texts.compactMap { firstRange(of: $0) }.min { $0.lowerBound < $1.lowerBound }
  }
}
