/// The ids of the broken constraints, in the order they broke (a constraint that breaks again
/// goes to the end).
///
/// Every operation of the engine used to compare the whole list before and after it (two sets
/// of every broken id) and remove an id by a scan: after a VFL line that broke 25,000 repeats,
/// each later operation — and each of the dozens a change report's checked fixes run on copies —
/// paid for all of them. Here an id's place is a sequence number in a sharded dictionary, so
/// adding, removing and looking up an id cost O(1) and a copy-on-write copy copies one shard;
/// only listing the ids in order (``ordered``) sorts them.
struct BrokenList: Equatable {
  /// Each broken id's sequence number: later breaks have larger numbers.
  private var sequence = ShardedDictionary<String, Int>()
  /// The sequence number the next id to break gets.
  private var nextSequence = 0

  /// The number of broken constraints.
  var count: Int { sequence.count }

  /// Whether `id` is in the list.
  func contains(_ id: String) -> Bool {
    sequence[id] != nil
  }

  /// Where `id` is in the order (larger is later), or nil when it is not in the list.
  func place(of id: String) -> Int? {
    sequence[id]
  }

  /// Puts `id` at the end (it must not be in the list).
  mutating func append(_ id: String) {
    sequence[id] = nextSequence
    nextSequence += 1
  }

  /// Takes `id` out of the list, if it is there.
  mutating func remove(_ id: String) {
    sequence[id] = nil
  }

  /// The ids in the order they broke.
  ///
  /// - Complexity: O(n log n); operations use it only when every broken constraint must be looked
  ///   at anyway.
  var ordered: [String] {
    sequence.sorted { $0.value < $1.value }.map(\.key)
  }

  /// `ids` that are in the list, each once, in the order they broke.
  func ordered(_ ids: some Sequence<String>) -> [String] {
    var seen = Set<String>()
    return ids.compactMap { id -> (id: String, place: Int)? in
      guard let place = sequence[id], seen.insert(id).inserted else { return nil }
      return (id, place)
    }.sorted { $0.place < $1.place }.map(\.id)
  }

  /// The same ids in the same order (sequence numbers are bookkeeping, not state).
  static func == (lhs: BrokenList, rhs: BrokenList) -> Bool {
    lhs.count == rhs.count && lhs.ordered == rhs.ordered
  }
}
