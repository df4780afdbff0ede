import Cassowary

// Ambiguity: the values an attribute can take over all optimal layouts.

/// An item's frame component whose value the constraints do not determine.
public struct Ambiguity: Equatable, Sendable {
  /// The item.
  public var item: ItemID
  /// The ambiguous component (`x`, `y` in root coordinates, `width`, `height`).
  public var component: FrameComponent
  /// The values it can take without making the layout any worse.
  public var range: ValueRange
}

/// An item's frame component, named (an ambiguous one, before its range is measured).
public struct ItemComponent: Hashable, Sendable {
  /// The item.
  public var item: ItemID
  /// The component (`x`, `y` in root coordinates, `width`, `height`).
  public var component: FrameComponent

  /// The component `component` of `item`.
  public init(item: ItemID, component: FrameComponent) {
    self.item = item
    self.component = component
  }
}

extension LayoutEngine {
  /// The values a frame component (root coordinates) can take over all optimal layouts: one
  /// point when the layout determines it, an interval when it is ambiguous.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  ///
  /// - Complexity: as ``Cassowary/Solver/range(of:)-(Expression)``.
  public func range(of item: ItemID, _ component: FrameComponent) throws(LayoutError) -> ValueRange {
    try range(of: frameExpression(component, of: try lookup(item.name)))
  }

  /// The values an attribute can take over all optimal layouts.
  ///
  /// - Throws: as ``expression(of:)``.
  ///
  /// - Complexity: as ``Cassowary/Solver/range(of:)-(Expression)``.
  public func range(of anchor: Anchor) throws(LayoutError) -> ValueRange {
    try range(of: expression(of: anchor))
  }

  /// ``range(of:)-(Anchor)`` walked on `probes`, a scratch of this engine's solver.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  package func range(of anchor: Anchor, probes: inout ProbeScratch) throws(LayoutError) -> ValueRange {
    probes.range(of: try expression(of: anchor))
  }

  /// The ambiguous frame components of the given items (all items when nil), in item order and
  /// `x`, `y`, `width`, `height` within an item. System guides that only mirror their view are
  /// skipped; a scroll view's content size is reported as the width and height of
  /// `NAME.contentGuide`.
  ///
  /// Which components are ambiguous is mostly read off the tableau without pivoting (see
  /// ``Cassowary/Solver/ambiguity(of:)``); ``ambiguities(of:)`` also measures their ranges.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  ///
  /// - Complexity: a pass over every solver column (the face analysis) and walks only for the
  ///   components it leaves open; proportional to the items asked for beyond that.
  public func ambiguousComponents(of names: [ItemID]? = nil) throws(LayoutError) -> [ItemComponent] {
    var queries = solver
    return try ambiguousComponents(of: names, queries: &queries)
  }

  /// ``ambiguousComponents(of:)`` with the walks on `probes`, a scratch of this engine's solver.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  package func ambiguousComponents(of names: [ItemID]? = nil, probes: inout ProbeScratch) throws(LayoutError)
    -> [ItemComponent]
  {
    try ambiguousComponents(of: names, queries: &probes)
  }

  private func ambiguousComponents(
    of names: [ItemID]?, queries: inout some OptimalFaceQueries
  ) throws(LayoutError) -> [ItemComponent] {
    guard let names else {
      let table = try frameComponentTable()
      let flags = queries.ambiguity(of: table.variables)
      return zip(table.components, flags).compactMap { $1 ? $0 : nil }
    }
    let components = try frameComponents(of: names)
    let flags = queries.ambiguity(of: components.map(\.variable))
    return zip(components, flags).compactMap { $1 ? $0.component : nil }
  }

  /// The ambiguous frame components of the given items (all items when nil) with the values each
  /// can take, in the order of ``ambiguousComponents(of:)``.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  ///
  /// - Complexity: as ``ambiguousComponents(of:)``, then ``ranges(of:)`` for the components it finds.
  public func ambiguities(of names: [ItemID]? = nil) throws(LayoutError) -> [Ambiguity] {
    try ranges(of: try ambiguousComponents(of: names))
  }

  /// The values each of the given frame components can take over all optimal layouts (one batch
  /// of walks on one copy of the solver: see ``Cassowary/Solver/ranges(of:)``), in their order.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  ///
  /// - Complexity: as ``Cassowary/Solver/ranges(of:)`` for the components' expressions.
  public func ranges(of components: [ItemComponent]) throws(LayoutError) -> [Ambiguity] {
    var queries = solver
    return try ranges(of: components, queries: &queries)
  }

  /// ``ranges(of:)-([ItemComponent])`` walked on `probes`, a scratch of this engine's solver.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  package func ranges(of components: [ItemComponent], probes: inout ProbeScratch) throws(LayoutError) -> [Ambiguity] {
    try ranges(of: components, queries: &probes)
  }

  private func ranges(
    of components: [ItemComponent], queries: inout some OptimalFaceQueries
  ) throws(LayoutError) -> [Ambiguity] {
    var terms: [(variable: Variable, offset: Double)] = []
    for component in components {
      let item = try lookup(component.item.name)
      terms.append(frameTerm(component.component, of: item, insets: frameInsets(of: item)))
    }
    let ranges = queries.ranges(of: terms.map(\.variable))
    return zip(components, zip(terms, ranges)).map { component, measured in
      Ambiguity(item: component.item, component: component.component, range: measured.1.shifted(by: measured.0.offset))
    }
  }

  /// The optimal layout at one end of `component`'s range (`sense` 1 for its largest value, -1
  /// for its smallest): the frames (root coordinates) of the views and user guides that stand
  /// elsewhere there than in the current layout, in item order (empty when the current layout is
  /// at that end). The component's item, when it moves, moves with its whole frame (coupled
  /// components move together), and so do the others. Nil when that end is unbounded. The walk
  /// stays on the optimal face, so the frames are those of a layout that exists, as good as
  /// this one.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  ///
  /// - Complexity: one walk on `probes` and a pass over the solver's values (which items moved).
  package func rangeEnd(
    of component: ItemComponent, sense: Double, probes: inout ProbeScratch
  ) throws(LayoutError) -> [(name: String, frame: Rect)]? {
    let item = try lookup(component.item.name)
    let variable = frameTerm(component.component, of: item, insets: frameInsets(of: item)).variable
    return probes.extreme(of: variable, sense: sense) { walked in
      moved(in: walked).filter { itemsByName[$0.name].map { !$0.kind.isSystemGuide } ?? false }
    }
  }

  /// The range of a linear expression over the optimal solutions.
  func range(of expression: Expression) throws(LayoutError) -> ValueRange {
    solver.range(of: expression)
  }

  /// The frame components an ambiguity scan looks at, with their variables, listed once: an
  /// engine with the same items (a copy a fix is checked on) scans with it directly (see
  /// ``ambiguousComponents(in:)``).
  ///
  /// Kept (``scanTable``) and extended by the items added since: listing every item's
  /// components copied every item out of its table, a third of a full scan at 3,000 views, and
  /// the REPL scans after each command whose change reaches too far to carry.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)`` (not for this engine's own items).
  package func frameComponentTable() throws(LayoutError) -> FrameComponentTable {
    let cache = scanTable
    guard cache.itemCount <= itemOrder.count else {
      let found = try frameComponents(of: nil)
      return FrameComponentTable(components: found.map(\.component), variables: found.map(\.variable))
    }
    if cache.itemCount < itemOrder.count {
      let added = try frameComponents(of: Array(itemOrder[cache.itemCount...]))
      cache.append(added, listing: itemOrder)
    }
    return cache.table
  }

  /// Takes over the frame components `other` listed for its first items (its ``scanTable``)
  /// for the items both engines have first in their order, when this engine has fewer listed:
  /// a state rebuilt from an undo checkpoint then scans without listing every item again (at
  /// 3,000 views that listing was half of the scan after an undo). The items are the same
  /// objects exactly when their names agree and the last of them has the same variables: items
  /// are only appended to the order, so an item removed and made again (with new variables)
  /// moves every item after it, and the items a rebuilt state made anew come after every older
  /// one. A stack guide's components follow its stack's axis, so engines with stacks keep their
  /// own tables.
  package mutating func adoptScanTable(from other: LayoutEngine) {
    let shared = min(itemOrder.count, other.itemOrder.count, other.scanTable.itemCount)
    guard shared > scanTable.itemCount, stacks.isEmpty, other.stacks.isEmpty,
      itemOrder[..<shared].elementsEqual(other.itemOrder[..<shared]),
      let mine = itemsByName[itemOrder[shared - 1].name], let theirs = other.itemsByName[itemOrder[shared - 1].name],
      mine.variables == theirs.variables
    else { return }
    assert(
      itemOrder[..<shared].allSatisfy { itemsByName[$0.name]?.variables == other.itemsByName[$0.name]?.variables },
      "an item of the shared prefix was made anew")
    scanTable = other.scanTable.prefix(listing: shared, of: other.itemOrder)
  }

  /// The part of ``frameComponentTable()`` a scan of `scope` looks at: the components whose
  /// variable is in `scope`, and every component of the items `items` (those this engine does
  /// not know are skipped), in item order — ``FrameComponentTable/restricted(to:items:)`` of the
  /// whole table, made at the cost of the part. A component's variable is its item's own (see
  /// ``register(_:ownVariables:)``), so the items to list are the owners of the scope's variables.
  package func frameComponentTable(reaching scope: Set<Variable>, items: Set<String> = []) -> FrameComponentTable {
    var owners = Set<String>()
    for variable in scope {
      if let owner = variableOwners[variable], itemsByName[owner] != nil { owners.insert(owner) }
    }
    for name in items where itemsByName[name] != nil { owners.insert(name) }
    guard let found = try? frameComponents(of: owners.map { ItemID($0) }) else {
      return FrameComponentTable(components: [], variables: [])
    }
    let kept = found.filter { scope.contains($0.variable) || items.contains($0.component.item.name) }
    return FrameComponentTable(components: kept.map(\.component), variables: kept.map(\.variable))
  }

  /// Which of `components` a scan of this engine looks at (their item exists and lists them, see
  /// ``frameComponentTable()``), in the table's order: by item, then x, y, width, height.
  ///
  /// - Complexity: O(n log n) for n components.
  public func scannedInTableOrder(_ components: some Sequence<ItemComponent>) -> [ItemComponent] {
    var keyed: [(index: Int, rank: Int, component: ItemComponent)] = []
    for component in components {
      guard let index = itemIndex[component.item.name], let item = itemsByName[component.item.name],
        scannedComponents(of: item).contains(component.component),
        let rank = FrameComponent.allCases.firstIndex(of: component.component)
      else { continue }
      keyed.append((index, rank, component))
    }
    keyed.sort { ($0.index, $0.rank) < ($1.index, $1.rank) }
    return keyed.map(\.component)
  }

  /// ``ambiguousComponents(of:)`` of every item, from a table made by this engine or by one with
  /// the same items.
  package func ambiguousComponents(in table: FrameComponentTable) -> [ItemComponent] {
    let flags = solver.ambiguity(of: table.variables)
    return zip(table.components, flags).compactMap { $1 ? $0 : nil }
  }

  /// The frame components the ambiguity scan looks at, in item order, with their variables (a
  /// frame component is its variable plus a constant, which cannot make it ambiguous).
  private func frameComponents(
    of names: [ItemID]?
  ) throws(LayoutError) -> [(component: ItemComponent, variable: Variable)] {
    var found: [(component: ItemComponent, variable: Variable)] = []
    // Each name's place looked up once, not at every comparison of the sort.
    let order =
      names.map { names in names.map { (itemIndex[$0.name] ?? 0, $0) }.sorted { $0.0 < $1.0 }.map(\.1) } ?? itemOrder
    for name in order {
      let item = try lookup(name.name)
      let insets = frameInsets(of: item)
      for component in scannedComponents(of: item) {
        let variable = frameTerm(component, of: item, insets: insets).variable
        found.append((ItemComponent(item: name, component: component), variable))
      }
    }
    return found
  }

  /// The frame components of `item` an ambiguity scan looks at, in the order of
  /// ``FrameComponent/allCases``.
  private func scannedComponents(of item: Item) -> [FrameComponent] {
    switch item.kind {
    case .view, .scrollView, .guide: FrameComponent.allCases
    case .contentGuide: [.width, .height]
    case .safeAreaGuide, .frameGuide: []
    case .stackGuide: stackGuideComponents(item)
    }
  }

  private func frameExpression(_ component: FrameComponent, of item: Item) -> Expression {
    frameExpressions(of: item).expression(of: component)
  }
}

extension FrameExpressions {
  /// The expression of one frame component.
  func expression(of component: FrameComponent) -> Expression {
    switch component {
    case .x: left
    case .y: top
    case .width: width
    case .height: height
    }
  }
}

/// The frame components of the first items of an engine's order (``LayoutEngine/scanTable``):
/// a reference, so that a scan of a state lists them for every copy of the state, and the next
/// state lists only the items it added.
final class FrameComponentTableCache {
  /// The components, in item order.
  private var components: [ItemComponent] = []
  /// Their variables.
  private var variables: [Variable] = []
  /// How many components the first items listed have: one count per item listed (a guide
  /// without scanned components counts too), for ``prefix(listing:of:)``.
  private var itemEnds: [Int] = []
  /// How many items, the first of the order, the table lists.
  var itemCount: Int { itemEnds.count }
  /// The last of them.
  private var lastItem: String?

  /// The table.
  var table: FrameComponentTable { FrameComponentTable(components: components, variables: variables) }

  /// Appends the components of the items after those listed, up to the end of `order` (`found`,
  /// in that order).
  func append(_ found: [(component: ItemComponent, variable: Variable)], listing order: [ItemID]) {
    var next = found.startIndex
    for name in order[itemCount...] {
      while next < found.endIndex && found[next].component.item == name { next += 1 }
      itemEnds.append(components.count + next)
    }
    components += found.map(\.component)
    variables += found.map(\.variable)
    lastItem = order.last?.name
  }

  /// The cache of an engine whose item order just became `order`: this one's table, moved
  /// (this one is left empty, so the new one appends in place), when `order` still starts with
  /// the items it lists — an item was appended, or one after them removed; else an empty one. The
  /// order changes one append or removal at a time and names each item once, so the items
  /// listed are still first exactly when the last of them is still at its place. The engines
  /// that shared this one scan their items again, should they scan.
  func handedOn(to order: [ItemID]) -> FrameComponentTableCache {
    let next = FrameComponentTableCache()
    guard itemCount > 0, itemCount <= order.count, order[itemCount - 1].name == lastItem else { return next }
    swap(&next.components, &components)
    swap(&next.variables, &variables)
    swap(&next.itemEnds, &itemEnds)
    next.lastItem = lastItem
    lastItem = nil
    return next
  }

  /// A new cache that lists the first `count` items of this one (`order`, the order they are
  /// the first items of): copied, so that this one keeps its table.
  func prefix(listing count: Int, of order: [ItemID]) -> FrameComponentTableCache {
    let prefix = FrameComponentTableCache()
    guard count > 0, count <= itemCount, count <= order.count else { return prefix }
    let end = itemEnds[count - 1]
    prefix.components = Array(components[..<end])
    prefix.variables = Array(variables[..<end])
    prefix.itemEnds = Array(itemEnds[..<count])
    prefix.lastItem = order[count - 1].name
    return prefix
  }
}

/// Every frame component an ambiguity scan looks at, with its variable (see
/// ``LayoutEngine/frameComponentTable()``).
package struct FrameComponentTable {
  /// The components, in item order.
  let components: [ItemComponent]
  /// Their variables, in the same order.
  let variables: [Variable]

  /// The components `isIncluded` keeps, with their variables.
  package func filter(_ isIncluded: (ItemComponent) -> Bool) -> FrameComponentTable {
    let kept = components.indices.filter { isIncluded(components[$0]) }
    return FrameComponentTable(components: kept.map { components[$0] }, variables: kept.map { variables[$0] })
  }

  /// The components whose variable is one of `scope`, and those of the items `items`.
  package func restricted(to scope: Set<Variable>, items: Set<String> = []) -> FrameComponentTable {
    let kept = variables.indices.filter { scope.contains(variables[$0]) || items.contains(components[$0].item.name) }
    return FrameComponentTable(components: kept.map { components[$0] }, variables: kept.map { variables[$0] })
  }

  /// The components, in item order.
  package var allComponents: [ItemComponent] { components }

  /// Whether the table holds `component`.
  package func contains(_ component: ItemComponent) -> Bool { components.contains(component) }
}
