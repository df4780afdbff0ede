/// A map from ``Variable/id`` to the variable's external symbol: open addressing with linear
/// probing and a multiplicative hash, so a lookup is a few instructions and the memory follows
/// the number of variables the solver knows (not the largest id ever created in the process).
struct VariableMap: Equatable {
  private var keys: [Int] = []
  private var values: [SymbolID] = []
  private(set) var count = 0

  private static let empty = -1

  /// The symbol of the variable with id `key`, or `noSymbol`.
  subscript(key: Int) -> SymbolID {
    guard !keys.isEmpty else { return noSymbol }
    let mask = keys.count - 1
    var index = Self.hash(key) & mask
    while true {
      let stored = keys[index]
      if stored == key { return values[index] }
      if stored == Self.empty { return noSymbol }
      index = (index + 1) & mask
    }
  }

  /// Records `symbol` for the variable with id `key` (which must not be present yet).
  mutating func insert(_ key: Int, _ symbol: SymbolID) {
    if (count + 1) * 4 > keys.count * 3 { grow() }
    let mask = keys.count - 1
    var index = Self.hash(key) & mask
    while keys[index] != Self.empty { index = (index + 1) & mask }
    keys[index] = key
    values[index] = symbol
    count += 1
  }

  /// Replaces every stored symbol `s` by `transform(s)` (the keys and their places stay).
  mutating func remapSymbols(_ transform: (SymbolID) -> SymbolID) {
    for index in keys.indices where keys[index] != Self.empty { values[index] = transform(values[index]) }
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    let capacity = max(16, keys.count * 2)
    keys = [Int](repeating: Self.empty, count: capacity)
    values = [SymbolID](repeating: noSymbol, count: capacity)
    count = 0
    for (key, value) in zip(oldKeys, oldValues) where key != Self.empty { insert(key, value) }
  }

  private static func hash(_ key: Int) -> Int {
    Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15 >> 17)
  }
}
