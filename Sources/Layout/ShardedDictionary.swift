import Cassowary

/// A key that picks its shard of a ``ShardedDictionary`` cheaply and the same way every time.
protocol ShardKey: Hashable {
  /// Any number that spreads keys evenly; the dictionary keeps its low bits.
  var shardHash: Int { get }
}

extension String: ShardKey {
  /// FNV-1a over the UTF-8 bytes (ids are a few bytes long: cheaper than a second SipHash).
  var shardHash: Int {
    var hasher = StableHash()
    hasher.combine(self)
    let hash = hasher.value
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}

extension Variable: ShardKey {
  /// The variable's dense id.
  var shardHash: Int { id }
}

/// A dictionary kept in many smaller dictionaries (shards), chosen by the key.
///
/// A session keeps the state before each of its recent commands for `undo` (copy-on-write), so
/// the first write of every command to a dictionary of the engine copied all of it, and dropping
/// an old state released all of that copy again: replaying a 6,000-command script that builds
/// 1,000 views spent two thirds of its time copying and releasing the constraint records. A
/// write here copies the list of shards and the one shard it lands in. The shards double as the
/// dictionary grows, so that a shard stays a few dozen entries long: with a fixed 64, a shard of
/// a 3,000-view layout's records held 700, and the first writes after each checkpoint of the undo
/// history copied a few of them per command.
struct ShardedDictionary<Key: ShardKey, Value>: Sequence {
  /// The fewest shards (a power of two).
  private static var minimumShardCount: Int { 64 }
  /// The most entries a shard holds on average before the shards double.
  private static var entriesPerShard: Int { 32 }
  private var shards = [[Key: Value]](repeating: [:], count: Self.minimumShardCount)
  /// The number of entries.
  private(set) var count = 0

  /// An empty dictionary.
  init() {}

  @inline(__always)
  private func shard(of key: Key) -> Int { key.shardHash & (shards.count - 1) }

  /// The value of `key`; assigning nil removes it.
  subscript(key: Key) -> Value? {
    get { shards[shard(of: key)][key] }
    set {
      let shard = shard(of: key)
      let before = shards[shard].count
      shards[shard][key] = newValue
      count += shards[shard].count - before
      growIfCrowded()
    }
    _modify {
      let shard = shard(of: key)
      let before = shards[shard].count
      yield &shards[shard][key]
      count += shards[shard].count - before
      growIfCrowded()
    }
  }

  /// The value of `key`, or `defaultValue` (which a mutation then stores).
  subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value {
    get { shards[shard(of: key)][key] ?? defaultValue() }
    _modify {
      let shard = shard(of: key)
      let before = shards[shard].count
      yield &shards[shard][key, default: defaultValue()]
      count += shards[shard].count - before
      growIfCrowded()
    }
  }

  /// Doubles the shards once they hold more than ``entriesPerShard`` entries on average: each
  /// entry is moved once per doubling, so a growth costs what the entries it follows cost.
  @inline(__always)
  private mutating func growIfCrowded() {
    guard count > shards.count * Self.entriesPerShard else { return }
    var grown = [[Key: Value]](repeating: [:], count: shards.count * 2)
    let mask = grown.count - 1
    for shard in shards {
      for (key, value) in shard { grown[key.shardHash & mask][key] = value }
    }
    shards = grown
  }

  /// The entries, shard after shard, in no particular order.
  func makeIterator() -> FlattenSequence<[[Key: Value]]>.Iterator {
    shards.joined().makeIterator()
  }
}

extension ShardedDictionary: ExpressibleByDictionaryLiteral {
  /// A dictionary of the pairs (later repeats win).
  init(dictionaryLiteral elements: (Key, Value)...) {
    self.init()
    for (key, value) in elements { self[key] = value }
  }
}

extension ShardedDictionary: Equatable where Value: Equatable {
  /// The same keys with equal values (shard by shard when both have as many shards, where keys
  /// land in the same shard on both sides).
  static func == (lhs: ShardedDictionary, rhs: ShardedDictionary) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.shards.count == rhs.shards.count { return lhs.shards == rhs.shards }
    return lhs.allSatisfy { key, value in rhs[key] == value }
  }
}
