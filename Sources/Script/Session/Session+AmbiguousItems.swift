import Layout

/// What the other layouts detailed so far move of the items after them, for `ambiguity` and
/// `explain`: an item whose ambiguous components an earlier item's layouts move has that item's
/// freedom, and is said to move with it instead of being explained again.
struct AmbiguityCoverage {
  /// For each item an earlier item's layouts moved: the first such item, and the components
  /// they moved (root coordinates).
  private var movedBy: [String: (item: String, components: Set<FrameComponent>)] = [:]

  /// Notes what `alternative`, a layout detailed for `item`, moves.
  mutating func note(_ alternative: AlternativeSummary, of item: String) {
    for moved in alternative.moved ?? [] where moved != item {
      let components = alternative.movedComponents?[moved] ?? FrameComponent.allCases
      movedBy[moved, default: (item, [])].components.formUnion(components)
    }
  }

  /// The first earlier item whose layouts move `item`, with those of `listed` (the item's
  /// ambiguous components) they move; nil when they move none of them.
  func movedWith(_ item: String, among listed: [FrameComponent]) -> (item: String, components: Set<FrameComponent>)? {
    guard let moved = movedBy[item] else { return nil }
    let components = moved.components.intersection(listed)
    return components.isEmpty ? nil : (moved.item, components)
  }
}

extension Session {
  /// One ambiguous item as `ambiguity` and `explain` detail it: its ranges, the earlier item it
  /// moves with (`coverage`), and for the components that leaves free the cause and fixes of
  /// another layout each, found by moving the first of them not yet moved (a view free in both
  /// axes needs a pin in each, and a layout that slides it across does not move it down).
  /// `listed` are its ambiguous components, in the order shown; `coverage` learns what the
  /// layouts found move. Without `checkingFixes` the advice has no fixes (the JSON document
  /// checks those of its first items in one batch); with `firstLayoutOnly`, only the cause of the
  /// item's first other layout is looked for (the JSON document's items past those it checks).
  func ambiguousItem(
    _ item: String, ranges: [Ambiguity], listed: [FrameComponent], coverage: inout AmbiguityCoverage,
    in engine: LayoutEngine, checkingFixes: Bool = true, firstLayoutOnly: Bool = false
  ) -> AmbiguousItem {
    let movedWith = coverage.movedWith(item, among: listed)
    var entry = AmbiguousItem(item: item, ranges: ranges, movesWith: movedWith?.item, advice: nil)
    let found = explainingAlternatives(
      of: item, listed: listed, covered: movedWith?.components ?? [], limit: firstLayoutOnly ? 1 : .max
    ) { component, isFirst in
      // The item's first layout is the one every other question about it finds.
      isFirst
        ? alternative(for: item, in: engine, firstAmbiguous: component, listingMoved: true)
        : alternative(moving: ItemComponent(item: ItemID(item), component: component), in: engine, listingMoved: true)
    }
    for layout in found { coverage.note(layout.alternative, of: item) }
    // In the order the components are listed, whichever layout an earlier question found first
    // (`why card.y` before `ambiguity`).
    let order = Dictionary(listed.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let advice = found.sorted { (order[$0.explains[0]] ?? 0) < (order[$1.explains[0]] ?? 0) }.map {
      ambiguityAdvice(for: item, alternative: $0.alternative, about: $0.explains, checkingFixes: checkingFixes)
    }
    entry.advice = advice.first
    entry.furtherAdvice = Array(advice.dropFirst())
    return entry
  }

  /// An other layout of an item and the components it explains: those it moves that no layout
  /// before it moved (the one it was found by first).
  struct ExplainingLayout {
    var alternative: AlternativeSummary
    var explains: [FrameComponent]
  }

  /// The other layouts that explain `item`'s ambiguous components `listed` (in the order shown)
  /// beyond `covered`: one found by moving the first component not yet moved, then one for the
  /// first that one leaves, and so on. `find` finds the layout that moving a component shows
  /// (`isFirst`: the item's first, nothing covered yet), its moved items listed and compared;
  /// nil stops the search (nothing is left to find, or it is not known).
  func explainingAlternatives(
    of item: String, listed: [FrameComponent], covered: Set<FrameComponent> = [], limit: Int = .max,
    find: (_ component: FrameComponent, _ isFirst: Bool) -> AlternativeSummary?
  ) -> [ExplainingLayout] {
    var covered = covered
    var found: [ExplainingLayout] = []
    var tried = Set<FrameComponent>()
    // The item's first layout may move a later component than the one asked for (an earlier
    // question found it from that one): the components before it are then looked for after.
    let isFirst = covered.isEmpty
    while found.count < limit, let component = listed.first(where: { !covered.contains($0) && !tried.contains($0) }) {
      let askingFirst = isFirst && found.isEmpty
      // The first layout answers for the item, not for this component: its own search follows.
      if !askingFirst { tried.insert(component) }
      guard let alternative = find(component, askingFirst) else { break }
      // A walk that found nothing from this component may have moved one explained already.
      guard !covered.contains(alternative.component) else { continue }
      let moves = Self.components(of: item, movedBy: alternative, among: listed).filter { !covered.contains($0) }
      covered.formUnion(moves)
      // The component it was found by first: its fixes are checked against that one.
      let explains = [alternative.component] + moves.filter { $0 != alternative.component }
      found.append(ExplainingLayout(alternative: alternative, explains: explains))
    }
    return found
  }

  /// The other layouts of `item` beyond its first, for the ambiguous components (`listed`)
  /// the first leaves where they are, as far as this state already knows them (a page's states
  /// show what the change reports found).
  func knownFurtherAlternatives(for item: String, listed: [FrameComponent]) -> [ExplainingLayout] {
    // One component: the first layout moves it, and nothing needs listing what that moves.
    guard listed.count > 1 else { return [] }
    let found = explainingAlternatives(of: item, listed: listed) { component, isFirst in
      isFirst
        ? explanations.knownAlternative(for: item) ?? nil
        : explanations.knownAlternative(moving: ItemComponent(item: ItemID(item), component: component)) ?? nil
    }
    return Array(found.dropFirst())
  }
}
