/// What differs between two versions of a list whose entries each have a key (a view's name, a
/// constraint's id): the entries that are new or differ, the keys that left, and the new order
/// of the keys when it is not the old one without the keys that left followed by the new ones.
struct KeyedListChange<Entry: Equatable>: Equatable {
  /// Entries that are new or differ from the entry of the same key, in the new list's order.
  var changed: [Entry]
  /// Keys of the old list that the new one does not have, in the old order.
  var removed: [String]
  /// Every key of the new list in order, when a reader could not infer it.
  var order: [String]?

  /// The change from `old` to `new`; entries are matched by `key` (the first of equal keys;
  /// keys are expected to be unique).
  ///
  /// - Complexity: O(n + m) for lists of n and m entries.
  init(from old: [Entry], to new: [Entry], key: (Entry) -> String) {
    // Most changes keep the old entries where they were and add new ones at the end: compared
    // in place, without hashing every key.
    if old.count <= new.count, zip(old, new).allSatisfy({ key($0) == key($1) }) {
      changed = zip(old, new).compactMap { $0 == $1 ? nil : $1 } + new[old.count...]
      removed = []
      order = nil
      added = new.count - old.count
      return
    }
    var oldEntries: [String: Entry] = [:]
    oldEntries.reserveCapacity(old.count)
    for entry in old where oldEntries[key(entry)] == nil { oldEntries[key(entry)] = entry }
    let newKeys = new.map(key)
    let kept = Set(newKeys)
    changed = new.filter { oldEntries[key($0)] != $0 }
    added = changed.count { oldEntries[key($0)] == nil }
    removed = old.map(key).filter { !kept.contains($0) }
    let inferred = old.map(key).filter { kept.contains($0) } + newKeys.filter { oldEntries[$0] == nil }
    order = inferred == newKeys ? nil : newKeys
  }

  /// How many entries the change lists.
  var size: Int { changed.count + removed.count + (order?.count ?? 0) }

  /// How many entries of the old list the change rewrites: changed or removed entries and the
  /// order, not the new ones (a reader adds those once, and they are part of the new list).
  var rewrites: Int { (changed.count - added) + removed.count + (order?.count ?? 0) }

  /// How many of ``changed`` are new keys.
  private(set) var added = 0
}

extension KeyedListChange: Sendable where Entry: Sendable {}
