import Cassowary
import Testing

@testable import CommandLanguage
@testable import Layout
@testable import Script

/// The frame components a full ambiguity scan looks at are kept from state to state
/// (``LayoutEngine/scanTable``) and extended by the items added since; the kept table is always
/// the one listed anew.
@Suite("The kept frame component table")
struct FrameComponentTableCacheTests {
  /// The table listed anew, with no kept one.
  private static func listedAnew(_ engine: LayoutEngine) throws -> FrameComponentTable {
    var fresh = engine
    fresh.scanTable = FrameComponentTableCache()
    return try fresh.frameComponentTable()
  }

  private static func names(_ table: FrameComponentTable) -> [String] {
    table.allComponents.map { "\($0.item).\($0.component)" }
  }

  private static func expectSame(_ engine: LayoutEngine, _ comment: Comment) throws {
    let kept = try engine.frameComponentTable()
    let anew = try listedAnew(engine)
    #expect(kept.allComponents == anew.allComponents, comment)
    #expect(kept.variables.count == anew.variables.count, comment)
    #expect(zip(kept.variables, anew.variables).allSatisfy { $0 === $1 }, comment)
  }

  @Test("a view added after a scan is appended; a removed stack guide is not listed")
  func addedAndRemovedItems() throws {
    var session = rowOfTwoSession()
    _ = try session.engine.frameComponentTable()
    runIgnoringErrors("add view c in root", on: &session)
    #expect(
      Array(Self.names(try session.engine.frameComponentTable()).suffix(4)) == ["c.x", "c.y", "c.width", "c.height"])
    try Self.expectSame(session.engine, "after add view")
    // A stack of three equally spaced views makes gap guides; one view fewer removes one.
    runIgnoringErrors("add stack s in root axis h distribution equalSpacing views a b c", on: &session)
    let withGuides = Self.names(try session.engine.frameComponentTable())
    #expect(withGuides.filter { $0.hasPrefix("s.gap") } == ["s.gap1.x", "s.gap1.width", "s.gap2.x", "s.gap2.width"])
    try Self.expectSame(session.engine, "after add stack")
    // Hiding an arranged view collapses it: one gap guide fewer.
    runIgnoringErrors("set hidden c true", on: &session)
    #expect(
      Self.names(try session.engine.frameComponentTable()).filter { $0.hasPrefix("s.gap") } == [
        "s.gap1.x", "s.gap1.width",
      ])
    try Self.expectSame(session.engine, "after hiding an arranged view")
    // A guide removed from before an item added since the last scan: the kept part no longer
    // leads the order.
    var engine = session.engine
    _ = try engine.setHidden(false, of: ItemID("c"))
    _ = try engine.frameComponentTable()
    _ = try engine.addView(ItemID("d"), in: ItemID("root"))
    _ = try engine.setHidden(true, of: ItemID("c"))
    #expect(
      Self.names(try engine.frameComponentTable()).filter { $0.hasPrefix("s.gap") } == ["s.gap1.x", "s.gap1.width"])
    try Self.expectSame(engine, "after a guide before a new view was removed")
  }

  @Test("the kept table is handed on while the items it lists still lead the order")
  func handedOnWhileItsItemsLead() {
    let order = ["a", "b", "c"].map { ItemID($0) }
    func listing(_ names: [ItemID]) -> FrameComponentTableCache {
      let cache = FrameComponentTableCache()
      cache.append(names.map { (ItemComponent(item: $0, component: .x), Variable("\($0).left")) }, listing: names)
      return cache
    }
    // Appended, or removed after the listed items: handed on, and the old one left empty.
    let old = listing(order)
    let appended = old.handedOn(to: order + [ItemID("d")])
    #expect(appended.itemCount == 3 && old.itemCount == 0)
    #expect(appended.table.allComponents.map(\.item.name) == ["a", "b", "c"])
    let longer = listing(order + [ItemID("d")])
    #expect(longer.handedOn(to: order + [ItemID("d")]).itemCount == 4)
    // One of them removed (with an item appended before): not handed on.
    let listed = listing(order)
    let grown = listed.handedOn(to: order + [ItemID("d")])
    #expect(grown.handedOn(to: ["a", "c", "d"].map { ItemID($0) }).itemCount == 0)
    #expect(listing(order).handedOn(to: ["a", "b"].map { ItemID($0) }).itemCount == 0)
  }

  @Test("a prefix of the kept table lists the first items, guides without components included")
  func prefixOfTheFirstItems() {
    let order = ["a", "a.safeArea", "b", "c"].map { ItemID($0) }
    let cache = FrameComponentTableCache()
    let found = ["a", "b", "c"].flatMap { name in
      [FrameComponent.x, .width].map { (ItemComponent(item: ItemID(name), component: $0), Variable("\(name).\($0)")) }
    }
    cache.append(found, listing: order)
    #expect(cache.itemCount == 4)
    let prefix = cache.prefix(listing: 3, of: order)
    #expect(prefix.itemCount == 3)
    #expect(Self.names(prefix.table) == ["a.x", "a.width", "b.x", "b.width"])
    #expect(zip(prefix.table.variables, found.prefix(4).map(\.1)).allSatisfy { $0 === $1 })
    // The guide without components counts as an item listed.
    #expect(Self.names(cache.prefix(listing: 2, of: order).table) == ["a.x", "a.width"])
    // The original keeps its whole table, and a longer prefix than it lists is empty.
    #expect(cache.itemCount == 4 && cache.table.allComponents.count == 6)
    #expect(cache.prefix(listing: 5, of: order + [ItemID("d")]).itemCount == 0)
    // The prefix is handed on as the first items of a longer order.
    #expect(prefix.handedOn(to: Array(order.prefix(3)) + [ItemID("d")]).itemCount == 3)
  }

  @Test("a state rebuilt for undo takes the table of the items it shares with the state before")
  func rebuiltStateAdoptsTheTable() throws {
    var session = rowOfTwoSession()
    for index in 0..<40 { runIgnoringErrors("add view v\(index) in root", on: &session) }
    let before = try session.engine.frameComponentTable()
    #expect(session.engine.itemNames.count == 3 * 2 + 40 * 2)
    runIgnoringErrors("undo", on: &session)
    // Rebuilt from a checkpoint and the commands after it run again: the checkpoint's items
    // come from the table before, the items made again are listed anew.
    let adopted = session.engine.scanTable.itemCount
    #expect(adopted > 0 && adopted < session.engine.itemNames.count)
    let after = try session.engine.frameComponentTable()
    #expect(after.allComponents == Array(before.allComponents.dropLast(4)))
    #expect(zip(after.variables, before.variables).prefix(adopted * 2).allSatisfy { $0 === $1 })
    try Self.expectSame(session.engine, "after undo")
  }

  @Test("a view made anew under its old name at its old place is listed anew")
  func itemMadeAnewIsNotAdopted() throws {
    var session = rowOfTwoSession()
    runIgnoringErrors("add view c in root", on: &session)
    _ = try session.engine.frameComponentTable()
    let made = session.engine.item(named: ItemID("c"))?.variables
    // Undone and added again: the same name at the same place, with new variables.
    runIgnoringErrors("undo", on: &session)
    runIgnoringErrors("add view c in root", on: &session)
    let remade = session.engine.item(named: ItemID("c"))?.variables
    #expect(made != nil && remade != nil && made != remade)
    var engine = session.engine
    engine.scanTable = FrameComponentTableCache()
    var old = session.engine
    old.scanTable = FrameComponentTableCache()
    // A table listed with the first `c` is not taken by a state with the second.
    var first = rowOfTwoSession()
    runIgnoringErrors("add view c in root", on: &first)
    _ = try first.engine.frameComponentTable()
    engine.adoptScanTable(from: first.engine)
    #expect(engine.scanTable.itemCount == 0)
    // One with the same items is.
    _ = try session.engine.frameComponentTable()
    old.adoptScanTable(from: session.engine)
    #expect(old.scanTable.itemCount == session.engine.itemNames.count)
    try Self.expectSame(old, "adopted from the same items")
  }

  @Test("over long random sessions without stacks, undo and redo keep the table the one listed anew")
  func adoptedEqualsListedAnew() throws {
    for seed in UInt64(0)..<40 {
      var random = SplitMix(seed: seed)
      var session = rowOfTwoSession()
      for step in 0..<60 {
        if random.next(2) == 0 { _ = try session.engine.frameComponentTable() }
        let command = randomSessionCommand(&random, in: session) { operands, random in
          ["add view v\(random.next(8)) in \(operands.view)", "undo", "undo", "redo", "add view w\(step) in root"]
        }
        runIgnoringErrors(command, on: &session)
        try Self.expectSame(session.engine, "after `\(command)` (step \(step), seed \(seed))")
      }
    }
  }

  @Test("a state that branches off after undo lists its own items, not the other branch's")
  func branchesAfterUndo() throws {
    var session = rowOfTwoSession()
    let start = session.engine
    runIgnoringErrors("add view c in root", on: &session)
    _ = try session.engine.frameComponentTable()
    runIgnoringErrors("undo", on: &session)
    runIgnoringErrors("add view d in root", on: &session)
    #expect(
      Array(Self.names(try session.engine.frameComponentTable()).suffix(4)) == ["d.x", "d.y", "d.width", "d.height"])
    try Self.expectSame(session.engine, "after the branch")
    // A copy taken before both branches still lists its own items.
    try Self.expectSame(start, "the state before both")
    var other = start
    _ = try other.addView(ItemID("e"), in: ItemID("root"))
    _ = try start.frameComponentTable()
    try Self.expectSame(other, "a copy that added another view")
    try Self.expectSame(start, "the state it was copied from")
  }

  @Test("over random sessions with stacks, scroll views and undo, the kept table is the one listed anew")
  func keptEqualsListedAnew() throws {
    for seed in UInt64(0)..<100 {
      var random = SplitMix(seed: seed)
      var session = rowOfTwoSession()
      for step in 0..<30 {
        _ = try session.engine.frameComponentTable()
        let command = randomSessionCommand(&random, in: session) { operands, random in
          [
            "add stack s\(random.next(2)) in root axis \(random.next(2) == 0 ? "h" : "v") distribution "
              + "\(["fill", "equalSpacing", "equalCentering"][random.next(3)]) views \(operands.view) \(operands.other)",
            "add view v\(random.next(6)) in \(operands.view)", "undo", "redo", "add scroll s\(random.next(2)) in root",
            "set hidden \(operands.view) \(random.next(2) == 0)",
          ]
        }
        runIgnoringErrors(command, on: &session)
        try Self.expectSame(session.engine, "after `\(command)` (step \(step), seed \(seed))")
      }
    }
  }
}
