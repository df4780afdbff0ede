import Layout

extension Session {
  /// Gives the new state the ambiguous frame components of the state before, `ambiguous`,
  /// scanned again only where the command can have changed them: the part of the layout the
  /// constraints it wrote (`written`) reach, and the items it added or removed
  /// (``LayoutEngine/ambiguityScope(changing:items:since:limit:)``). Elsewhere the optimal layouts are
  /// the same, and so is each component's verdict. A full scan at 1,000 views costs a few
  /// milliseconds; the part one command reaches, a fraction of one.
  ///
  /// `roomyBefore`: the written constraints that held with room to spare in the state before,
  /// when it is at hand (undo and redo): taking one away rescans nothing around it.
  mutating func carryAmbiguity(
    from before: LayoutOutline, ambiguous: [ItemComponent], written: [String], roomyBefore: Set<String> = []
  ) {
    let engine = state.engine
    // A root resized moves everything pinned to it: a full scan, when one is asked, without
    // walking the layout first.
    if written.contains(where: before.isImposed) { return }
    let (added, removed) = Self.itemsAddedAndRemoved(from: before, to: engine)
    // A change that reaches a tenth of the layout is left to a full scan when one is asked:
    // walking a larger part costs more than the scan saves.
    guard
      let scope = engine.ambiguityScope(
        changing: written, items: added.union(removed), since: before, roomyBefore: roomyBefore,
        limit: engine.solverSize / 10)
    else { return }
    // Only the part's components are listed (not the whole table, then restricted): at 1,000
    // views that listing cost more than the rescan.
    let rescanned = engine.frameComponentTable(reaching: scope, items: added)
    let found = engine.ambiguousComponents(in: rescanned)
    let looked = Set(rescanned.allComponents)
    explanations.seedAmbiguousComponents(
      engine.scannedInTableOrder(ambiguous.filter { !looked.contains($0) } + found))
  }

  /// The items `after` has and `before` not, and those `before` has and `after` not. Items are
  /// appended and removed, never reordered, so the added ones end the list: found from its end,
  /// they cost what was added (two sets of every name cost two fifths of carrying the ambiguity
  /// after an `add view` at 1,000 views). The items are looked for removed ones only when the
  /// counts say some were: when `before` has its order (undo and redo), only those after the
  /// start both orders share (an undo of `add view` at 3,000 views looked up all 6,000 items).
  static func itemsAddedAndRemoved(
    from before: LayoutOutline, to after: LayoutEngine
  ) -> (added: Set<String>, removed: Set<String>) {
    let namesAfter = after.itemNames
    var added = Set<String>()
    for name in namesAfter.reversed() {
      guard before.item(named: name.name) == nil else { break }
      added.insert(name.name)
    }
    var removed = Set<String>()
    guard before.itemCount > namesAfter.count - added.count else { return (added, removed) }
    if let namesBefore = before.itemOrder {
      // Every item of the shared start is in both.
      let common = namesBefore.sharedStartCount(with: namesAfter)
      for name in namesBefore[common...] where after.item(named: name) == nil { removed.insert(name.name) }
    } else {
      for name in before.unorderedItemNames where after.item(named: ItemID(name)) == nil { removed.insert(name) }
    }
    return (added, removed)
  }
}
