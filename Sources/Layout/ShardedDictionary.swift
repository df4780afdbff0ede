import Cassowary

/// A key that picks its shard of a ``ShardedDictionary`` cheaply and the same way every time.
protocol ShardKey: Hashable {
  /// Any number that spreads keys evenly; the dictionary keeps its low bits.
  var shardHash: Int { get }
}

extension String: ShardKey {
  /// FNV-1a over the UTF-8 bytes (ids are a few bytes long: cheaper than a second SipHash), made
  /// so that the keys one command writes land near those the commands before it wrote: an id
  /// that ends in a number (`c4501`, lyt's own constraint ids; `stack.spacing.12`, a stack's)
  /// shares its hash with the 15 numbers next to it, and another id with a dot
  /// (`r12title.intrinsic.width`, the ids lyt makes for a view) goes to one of four shards next
  /// to its view's. After an undo checkpoint, a write copies the shard it lands in: with every
  /// new id in a shard of its own, each command paid for copies that its neighbours now share.
  /// (A stack's numbered ids by their view alone would put thousands in four shards.)
  var shardHash: Int {
    let hash =
      utf8.withContiguousStorageIfAvailable(Self.clusteringHash)
      ?? Array(utf8).withUnsafeBufferPointer(Self.clusteringHash)
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }

  private static func clusteringHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    var digits = bytes.endIndex
    while digits > bytes.startIndex && isDigit(bytes[digits - 1]) { digits -= 1 }
    var hasher = StableHash()
    if digits < bytes.endIndex && bytes.endIndex - digits <= 15 {
      let number = bytes[digits...].reduce(UInt64(0)) { $0 * 10 + UInt64($1 - UInt8(ascii: "0")) }
      hasher.combine(UnsafeBufferPointer(rebasing: bytes[..<digits]))
      return scrambled(hasher.value) &+ (number >> 4)
    }
    if let dot = bytes.firstIndex(of: UInt8(ascii: ".")) {
      hasher.combine(UnsafeBufferPointer(rebasing: bytes[..<dot]))
      var rest = StableHash()
      rest.combine(UnsafeBufferPointer(rebasing: bytes[dot...]))
      return scrambled(hasher.value) &+ (rest.value & 3)
    }
    hasher.combine(bytes)
    return hasher.value
  }

  /// The hash with its high bits folded into the low ones that pick a shard, so that adding a
  /// small number to it moves to the next shard.
  private static func scrambled(_ hash: UInt64) -> UInt64 {
    let folded = hash ^ (hash >> 29) ^ (hash >> 43)
    return folded & ~UInt64(0xff)
  }
}

extension Variable: ShardKey {
  /// The variable's dense id over four: the variables made together (a view's frame) share a
  /// shard, so a command's writes after an undo checkpoint copy fewer shards.
  var shardHash: Int { id >> 2 }
}

/// A dictionary kept in many smaller dictionaries (shards), chosen by the key.
///
/// A session keeps the state before each of its recent commands for `undo` (copy-on-write), so
/// the first write of every command to a dictionary of the engine copied all of it, and dropping
/// an old state released all of that copy again: replaying a 6,000-command script that builds
/// 1,000 views spent two thirds of its time copying and releasing the constraint records. A
/// write here copies the one shard it lands in (and its block of shards). The shards double as the
/// dictionary grows, so that a shard stays a few dozen entries long: with a fixed 64, a shard of
/// a 3,000-view layout's records held 700, and the first writes after each checkpoint of the undo
/// history copied a few of them per command.
struct ShardedDictionary<Key: ShardKey, Value>: Sequence {
  /// The fewest shards (a power of two).
  private static var minimumShardCount: Int { 64 }
  /// The most entries a shard holds on average before the shards double.
  private static var entriesPerShard: Int { 16 }
  /// log2 of the shards in a block.
  private static var blockShift: Int { 6 }
  /// The shards, in blocks of `1 << blockShift`: a write copies the list of blocks, the block
  /// and the shard it lands in. (One flat list of shards was copied whole by the first write
  /// after each copy of the dictionary: a reference per sixteen entries, which the REPL, keeping
  /// the records of the state before every command, paid at every command.)
  private var blocks: [[[Key: Value]]]
  /// The number of shards (a power of two).
  private var shardCount: Int
  /// The number of entries.
  private(set) var count = 0

  /// An empty dictionary.
  init() {
    self.init(shardCount: Self.minimumShardCount)
  }

  private init(shardCount: Int) {
    self.shardCount = shardCount
    let perBlock = Swift.min(shardCount, 1 << Self.blockShift)
    blocks = [[[Key: Value]]](
      repeating: [[Key: Value]](repeating: [:], count: perBlock), count: shardCount / perBlock)
  }

  @inline(__always)
  private func shard(of key: Key) -> (block: Int, shard: Int) {
    let index = key.shardHash & (shardCount - 1)
    return (index >> Self.blockShift, index & ((1 << Self.blockShift) - 1))
  }

  /// The value of `key`; assigning nil removes it.
  subscript(key: Key) -> Value? {
    get {
      let (block, shard) = shard(of: key)
      return blocks[block][shard][key]
    }
    set {
      let (block, shard) = shard(of: key)
      let before = blocks[block][shard].count
      blocks[block][shard][key] = newValue
      count += blocks[block][shard].count - before
      growIfCrowded()
    }
    _modify {
      let (block, shard) = shard(of: key)
      let before = blocks[block][shard].count
      yield &blocks[block][shard][key]
      count += blocks[block][shard].count - before
      growIfCrowded()
    }
  }

  /// The value of `key`, or `defaultValue` (which a mutation then stores).
  subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value {
    get {
      let (block, shard) = shard(of: key)
      return blocks[block][shard][key] ?? defaultValue()
    }
    _modify {
      let (block, shard) = shard(of: key)
      let before = blocks[block][shard].count
      yield &blocks[block][shard][key, default: defaultValue()]
      count += blocks[block][shard].count - before
      growIfCrowded()
    }
  }

  /// Doubles the shards once they hold more than ``entriesPerShard`` entries on average: each
  /// entry is moved once per doubling, so a growth costs what the entries it follows cost.
  @inline(__always)
  private mutating func growIfCrowded() {
    guard count > shardCount * Self.entriesPerShard else { return }
    var grown = ShardedDictionary(shardCount: shardCount * 2)
    for (key, value) in self {
      let (block, shard) = grown.shard(of: key)
      grown.blocks[block][shard][key] = value
    }
    grown.count = count
    self = grown
  }

  /// The iterator over the entries.
  typealias Iterator = FlattenSequence<FlattenSequence<[[[Key: Value]]]>>.Iterator

  /// The entries, shard after shard, in no particular order.
  func makeIterator() -> Iterator {
    blocks.joined().joined().makeIterator()
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
    if lhs.shardCount == rhs.shardCount { return lhs.blocks == rhs.blocks }
    return lhs.allSatisfy { key, value in rhs[key] == value }
  }
}
