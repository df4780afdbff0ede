import Layout

extension Session {
  /// Gives the new state the ambiguous frame components of the state before, `ambiguous`,
  /// scanned again only where the command can have changed them: the part of the layout the
  /// constraints it wrote (`written`) reach, and the items it added or removed
  /// (``LayoutEngine/ambiguityScope(changing:items:in:)``). Elsewhere the optimal layouts are
  /// the same, and so is each component's verdict. A full scan at 1,000 views costs a few
  /// milliseconds; the part one command reaches, a fraction of one.
  mutating func carryAmbiguity(from before: LayoutEngine, ambiguous: [ItemComponent], written: [String]) {
    let engine = state.engine
    // A root resized moves everything pinned to it: a full scan, when one is asked, without
    // walking the layout first.
    if written.contains(where: { before.constraint($0)?.origin.isImposed == true }) { return }
    let (namesBefore, namesAfter) = (before.itemNames, engine.itemNames)
    // Items are appended and removed, never reordered: equal lists are the usual case.
    var (added, removed) = (Set<String>(), Set<String>())
    if namesBefore != namesAfter {
      let (old, new) = (Set(namesBefore), Set(namesAfter))
      (added, removed) = (new.subtracting(old), old.subtracting(new))
    }
    // A change that reaches a tenth of the layout is left to a full scan when one is asked:
    // walking a larger part costs more than the scan saves.
    guard
      let scope = before.ambiguityScope(
        changing: written, items: added.union(removed), in: engine, limit: before.solverSize / 10)
    else { return }
    // Only the part's components are listed (not the whole table, then restricted): at 1,000
    // views that listing cost more than the rescan.
    let rescanned = engine.frameComponentTable(reaching: scope, items: added)
    let found = engine.ambiguousComponents(in: rescanned)
    let looked = Set(rescanned.allComponents)
    explanations.seedAmbiguousComponents(
      engine.scannedInTableOrder(ambiguous.filter { !looked.contains($0) } + found))
  }
}
