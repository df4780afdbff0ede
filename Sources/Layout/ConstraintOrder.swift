/// The ids of the constraints in the order they were created, in chunks of consecutive ids.
///
/// Every copy of an engine shares the order: an undo state, and each fix check's copy of the
/// session. As one array, the first write to a shared order — a fix check that removes or adds
/// one constraint — copied every id (at 3,000 views 14,000 ids retained and released again, a
/// fourteenth of the JSON document's fix checks). In chunks, a write copies the chunk it lands
/// in and the short array of chunks. Each id is stored with its creation number (see
/// ``ConstraintRecords/creationIndex(of:)``), which increases along the order, so the chunk that
/// holds an id is found by a binary search.
struct ConstraintOrder: Sequence, Equatable {
  /// An id and its creation number.
  struct Entry: Equatable {
    var id: ConstraintID
    var creation: Int
  }

  /// The most ids of one chunk.
  private static let chunkCapacity = 512

  /// Non-empty chunks, in order; creation numbers increase along each and across them.
  private var chunks: [[Entry]] = []
  /// The number of ids.
  private(set) var count = 0

  /// Appends `id`, whose creation number `creation` is larger than every other's.
  mutating func append(_ id: ConstraintID, creation: Int) {
    let entry = Entry(id: id, creation: creation)
    if let last = chunks.indices.last, chunks[last].count < Self.chunkCapacity {
      chunks[last].append(entry)
    } else {
      chunks.append([entry])
    }
    count += 1
  }

  /// Removes the last id (the one just appended, when its constraint could not be installed).
  mutating func removeLast() {
    guard let last = chunks.indices.last else { return }
    chunks[last].removeLast()
    if chunks[last].isEmpty { chunks.removeLast() }
    count -= 1
  }

  /// Removes `id`, created as number `creation` (or looked for among every id when that is not
  /// known); nothing when it is not in the order.
  mutating func remove(_ id: ConstraintID, creation: Int?) {
    guard let (chunk, index) = position(of: id, creation: creation) else { return }
    chunks[chunk].remove(at: index)
    if chunks[chunk].isEmpty { chunks.remove(at: chunk) }
    count -= 1
  }

  private func position(of id: ConstraintID, creation: Int?) -> (chunk: Int, index: Int)? {
    if let creation {
      // The first chunk whose last creation number is not below `creation`.
      var low = 0
      var high = chunks.count
      while low < high {
        let middle = (low + high) / 2
        if let last = chunks[middle].last, last.creation < creation { low = middle + 1 } else { high = middle }
      }
      if low < chunks.count, let index = chunks[low].firstIndex(where: { $0.creation == creation && $0.id == id }) {
        return (low, index)
      }
    }
    for (chunk, entries) in chunks.enumerated() {
      if let index = entries.firstIndex(where: { $0.id == id }) { return (chunk, index) }
    }
    return nil
  }

  /// The ids, in order.
  func makeIterator() -> LazyMapSequence<FlattenSequence<[[Entry]]>, ConstraintID>.Iterator {
    chunks.joined().lazy.map(\.id).makeIterator()
  }

  var underestimatedCount: Int { count }

  /// The ids, in order, as one array.
  var ids: [ConstraintID] {
    var ids: [ConstraintID] = []
    ids.reserveCapacity(count)
    for chunk in chunks {
      for entry in chunk { ids.append(entry.id) }
    }
    return ids
  }

  /// Two orders are equal when they list the same ids in the same order, however chunked.
  static func == (lhs: ConstraintOrder, rhs: ConstraintOrder) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}
