/// A binary min-heap of symbol ids: the candidates for entering the basis.
///
/// Entries are validated lazily by the simplex loop (a symbol may have stopped improving
/// since it was pushed), so the loop finds the first improving id in its order without scanning
/// the whole objective. The primal loop pushes complemented ids (`~symbol`), so its minimum is
/// the newest symbol (Bland's rule on the reversed order).
struct SymbolHeap: Equatable {
  private var storage: [SymbolID] = []

  var isEmpty: Bool { storage.isEmpty }

  mutating func push(_ symbol: SymbolID) {
    storage.append(symbol)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if storage[parent] <= storage[child] { break }
      storage.swapAt(parent, child)
      child = parent
    }
  }

  var minimum: SymbolID? { storage.first }

  /// Every entry, in the heap's storage order.
  var entries: [SymbolID] { storage }

  /// The heap of `transform` applied to every entry, leaving out those it maps to nil.
  func compactMap(_ transform: (SymbolID) -> SymbolID?) -> SymbolHeap {
    var result = SymbolHeap()
    for entry in storage {
      if let mapped = transform(entry) { result.push(mapped) }
    }
    return result
  }

  mutating func popMinimum() -> SymbolID? {
    guard let top = storage.first else { return nil }
    let last = storage.removeLast()
    if storage.isEmpty { return top }
    storage[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      if left >= storage.count { break }
      let right = left + 1
      let child = right < storage.count && storage[right] < storage[left] ? right : left
      if storage[parent] <= storage[child] { break }
      storage.swapAt(parent, child)
      parent = child
    }
    return top
  }
}
