import Layout

extension Array where Element == ItemID {
  /// How many items this order and `other` share at their start. Items are appended and
  /// removed, never reordered, so two states of one session differ only after that start.
  ///
  /// - Complexity: O(k) for the k items shared.
  func sharedStartCount(with other: [ItemID]) -> Int {
    var common = 0
    while common < count && common < other.count && self[common] == other[common] { common += 1 }
    return common
  }
}
