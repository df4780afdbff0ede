/// A dictionary keyed by symbol, kept in one small dictionary per range of 256 symbol ids.
///
/// The solver's alias tables map a few thousand symbols, and a session's undo checkpoints share
/// them: as one dictionary, the first alias added after each checkpoint copied the whole table
/// (retaining every alias's terms), 6 % of building a 3,000-view layout command by command. Here
/// a write copies the list of ranges and the one range it lands in. Symbols made together have
/// neighbouring ids, so a command's writes land in few ranges.
struct SymbolMap<Value>: Sequence, ExpressibleByDictionaryLiteral {
  /// log2 of the ids a range holds.
  private static var shift: Int { 8 }
  /// One dictionary per range of ids (`id >> shift`); ranges past the last written are absent.
  private var ranges: [[SymbolID: Value]] = []
  /// The number of entries.
  private(set) var count = 0

  /// An empty map.
  init() {}

  /// A map of `elements` (for `[:]`).
  init(dictionaryLiteral elements: (SymbolID, Value)...) {
    for (key, value) in elements { self[key] = value }
  }

  /// Whether the map has no entry.
  var isEmpty: Bool { count == 0 }

  @inline(__always)
  private static func range(of key: SymbolID) -> Int { Int(key) >> shift }

  /// Makes the range of `key` exist.
  @inline(__always)
  private mutating func reserveRange(of key: SymbolID) -> Int {
    let range = Self.range(of: key)
    if range >= ranges.count { ranges.append(contentsOf: repeatElement([:], count: range + 1 - ranges.count)) }
    return range
  }

  /// The value of `key`; assigning nil removes it.
  subscript(key: SymbolID) -> Value? {
    @inline(__always) get {
      let range = Self.range(of: key)
      return range < ranges.count ? ranges[range][key] : nil
    }
    set {
      let range = reserveRange(of: key)
      let before = ranges[range].count
      ranges[range][key] = newValue
      count += ranges[range].count - before
    }
  }

  /// The value of `key`, or `defaultValue` (stored on a write).
  subscript(key: SymbolID, default defaultValue: @autoclosure () -> Value) -> Value {
    get { self[key] ?? defaultValue() }
    _modify {
      let range = reserveRange(of: key)
      let before = ranges[range].count
      defer { count += ranges[range].count - before }
      yield &ranges[range][key, default: defaultValue()]
    }
  }

  /// Removes the entry of `key`, returning its value.
  @discardableResult
  mutating func removeValue(forKey key: SymbolID) -> Value? {
    let range = Self.range(of: key)
    guard range < ranges.count, let value = ranges[range].removeValue(forKey: key) else { return nil }
    count -= 1
    return value
  }

  /// The keys, in no particular order.
  var keys: [SymbolID] { ranges.flatMap(\.keys) }

  /// The entries, in no particular order.
  func makeIterator() -> FlattenSequence<[[SymbolID: Value]]>.Iterator {
    ranges.joined().makeIterator()
  }
}

extension SymbolMap: Equatable where Value: Equatable {
  /// The same entries (however many empty ranges either has).
  static func == (lhs: SymbolMap, rhs: SymbolMap) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for range in 0..<Swift.max(lhs.ranges.count, rhs.ranges.count) {
      let mine = range < lhs.ranges.count ? lhs.ranges[range] : [:]
      let theirs = range < rhs.ranges.count ? rhs.ranges[range] : [:]
      if mine != theirs { return false }
    }
    return true
  }
}
