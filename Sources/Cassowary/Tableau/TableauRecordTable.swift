/// The records of the constraints a solver holds, by constraint identity.
///
/// The records sit densely in chunks of 1,024 and an open-addressing index (linear probing, a
/// multiplicative hash of the object's address) maps a constraint to its position. A dictionary
/// of records moved every 64-byte record and hashed every key with SipHash each time it grew: a
/// tenth of the time of adding the 5,110 constraints of the 1,000-view benchmark went to that
/// growth and its fresh memory. Here growing rehashes 4-byte positions and moves no record, and a
/// write to a copy (a session keeps the state before each command for `undo`) copies one chunk.
/// Removal moves the last record into the gap.
struct TableauRecordTable: Sequence, Equatable {
  /// Per bucket, the position of a record in `records`, or `empty`. The count is a power of two.
  private var buckets: [Int32] = []
  /// The constraint of each record, in the records' order.
  private var keys = ChunkedArray<Constraint>()
  private var records = ChunkedArray<TableauRecord>()

  private static let empty: Int32 = -1

  /// An empty table.
  init() {}

  /// The number of records.
  var count: Int { records.count }

  /// Whether the table holds no record.
  var isEmpty: Bool { records.count == 0 }

  /// The record of `constraint`; assigning nil removes it.
  subscript(constraint: Constraint) -> TableauRecord? {
    get {
      guard let position = position(of: constraint) else { return nil }
      return records[position]
    }
    set {
      if let record = newValue {
        if let position = position(of: constraint) {
          records[position] = record
        } else {
          insert(record, for: constraint)
        }
      } else {
        remove(constraint)
      }
    }
  }

  /// The position in `records` of `constraint`'s record.
  @inline(__always)
  private func position(of constraint: Constraint) -> Int? {
    guard !buckets.isEmpty else { return nil }
    let mask = buckets.count - 1
    var bucket = Self.hash(constraint) & mask
    while true {
      let stored = buckets[bucket]
      if stored == Self.empty { return nil }
      if keys[Int(stored)] === constraint { return Int(stored) }
      bucket = (bucket + 1) & mask
    }
  }

  /// The bucket that holds `constraint`'s position (which must be present).
  private func bucket(of constraint: Constraint) -> Int {
    let mask = buckets.count - 1
    var bucket = Self.hash(constraint) & mask
    while keys[Int(buckets[bucket])] !== constraint { bucket = (bucket + 1) & mask }
    return bucket
  }

  private mutating func insert(_ record: TableauRecord, for constraint: Constraint) {
    if (records.count + 1) * 4 > buckets.count * 3 { grow() }
    keys.append(constraint)
    records.append(record)
    place(Int32(records.count - 1), for: constraint)
  }

  /// Puts `position` in the first free bucket of `constraint`'s probe sequence.
  private mutating func place(_ position: Int32, for constraint: Constraint) {
    let mask = buckets.count - 1
    var bucket = Self.hash(constraint) & mask
    while buckets[bucket] != Self.empty { bucket = (bucket + 1) & mask }
    buckets[bucket] = position
  }

  private mutating func grow() {
    buckets = [Int32](repeating: Self.empty, count: Swift.max(16, buckets.count * 2))
    for (position, key) in keys.enumerated() { place(Int32(position), for: key) }
  }

  private mutating func remove(_ constraint: Constraint) {
    guard let position = position(of: constraint) else { return }
    deleteBucket(bucket(of: constraint))
    let last = records.count - 1
    if position != last {
      // The last record fills the gap; its bucket now points there.
      let moved = keys[last]
      buckets[bucket(of: moved)] = Int32(position)
      keys[position] = moved
      records[position] = records[last]
    }
    keys.removeLast()
    records.removeLast()
  }

  /// Empties `bucket` and moves later entries of its cluster back, so that every probe sequence
  /// stays unbroken (deletion without tombstones).
  private mutating func deleteBucket(_ bucket: Int) {
    let mask = buckets.count - 1
    var gap = bucket
    var next = (bucket + 1) & mask
    while buckets[next] != Self.empty {
      let home = Self.hash(keys[Int(buckets[next])]) & mask
      // The entry at `next` may move to `gap` when its home is not in the cyclic range (gap, next].
      let distanceToNext = (next - home) & mask
      let distanceToGap = (gap - home) & mask
      if distanceToGap < distanceToNext {
        buckets[gap] = buckets[next]
        gap = next
      }
      next = (next + 1) & mask
    }
    buckets[gap] = Self.empty
  }

  @inline(__always)
  private static func hash(_ constraint: Constraint) -> Int {
    let address = UInt64(UInt(bitPattern: ObjectIdentifier(constraint)))
    return Int(truncatingIfNeeded: (address >> 4) &* 0x9E37_79B9_7F4A_7C15 >> 20)
  }

  /// Rewrites every record in place with `body` (the constraints and their places stay).
  mutating func updateEach(_ body: (inout TableauRecord) -> Void) {
    for position in records.indices { body(&records[position]) }
  }

  /// The (constraint, record) pairs, in no particular order.
  func makeIterator() -> Zip2Sequence<ChunkedArray<Constraint>, ChunkedArray<TableauRecord>>.Iterator {
    zip(keys, records).makeIterator()
  }

  /// The same constraints with the same records, whatever their order.
  static func == (lhs: TableauRecordTable, rhs: TableauRecordTable) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return zip(lhs.keys, lhs.records).allSatisfy { rhs[$0.0] == $0.1 }
  }
}
