import CommandLanguage
import Layout

extension Session {
  /// `exercise VIEW`: for each frame component of the view that is ambiguous (and that an
  /// earlier layout of the answer did not already vary), another layout exactly as good as the
  /// current one in which it differs: what moves, why both are equally good, and fixes checked
  /// on a copy of the session (``ExerciseAnswer``).
  ///
  /// - Throws: ``SessionError`` when the view does not exist or cannot be measured.
  func exercise(_ path: ItemPath) throws(SessionError) -> ExerciseAnswer {
    let name = try existingItem(path)
    let engine = state.engine.preparedForExplanations
    var answer = ExerciseAnswer(item: name, layouts: [])
    var varied = Set<FrameComponent>()
    for component in FrameComponent.allCases where !varied.contains(component) {
      let alternative: AlternativeLayout?
      do {
        guard !(try engine.range(of: ItemID(name), component)).isUnique else { continue }
        alternative = try engine.alternative(for: ItemID(name), firstAmbiguous: component)
      } catch {
        throw SessionError(error, at: path.range ?? nowhere)
      }
      guard let alternative, alternative.component == component else { continue }
      if let old = try? engine.frame(of: ItemID(name)), let new = try? alternative.engine.frame(of: ItemID(name)) {
        varied.formUnion(new.components(differingFrom: old, tolerance: 0))
      }
      answer.layouts.append(otherLayout(name, alternative, in: engine))
    }
    return answer
  }

  /// One other layout of `exercise`: the frames that move, the cause and the fixes.
  private func otherLayout(
    _ name: String, _ alternative: AlternativeLayout, in engine: LayoutEngine
  ) -> ExerciseAnswer.OtherLayout {
    let movedSet = Set(alternative.moved.map(\.name))
    let moves = alternative.moved.compactMap { moved -> ExerciseAnswer.OtherLayout.Move? in
      guard !Self.followsItsView(moved.name, among: movedSet), let old = try? engine.frame(of: moved),
        let new = try? alternative.engine.frame(of: moved)
      else { return nil }
      return ExerciseAnswer.OtherLayout.Move(item: moved.name, from: old, to: new)
    }
    return ExerciseAnswer.OtherLayout(
      moves: moves, advice: ambiguityAdvice(for: name, alternative: AlternativeSummary(alternative)))
  }

  /// `ambiguity`: the ambiguous frame components grouped by item, with their ranges, the cause
  /// and fixes checked on a copy of the session (``AmbiguityAnswer``).
  ///
  /// - Throws: ``SessionError`` when the layout cannot be scanned for ambiguity.
  func ambiguity() throws(SessionError) -> AmbiguityAnswer {
    var coverage = AmbiguityCoverage()
    let items = try ambiguousItems().map { item, ambiguities in
      // The walks start from the first component listed (see ``explain()``).
      ambiguousItem(
        item, ranges: ambiguities, listed: ambiguities.map(\.component), coverage: &coverage, in: state.engine)
    }
    return AmbiguityAnswer(items: items)
  }

  /// What another layout as good as the current one, in which `item` moves, shows; kept for the
  /// state (nil when there is none, or the engine cannot build it). Its moved items are listed
  /// only when `listingMoved` (``AlternativeSummary/moved`` is nil otherwise): the cause alone
  /// costs a walk, the list also a comparison of every frame the walk may have moved. Its slide
  /// is measured only when `measuringSlide` (a pass over the variables that moved), and what the
  /// item itself moves is compared whenever the walk settles its values (with either, or
  /// `comparingItem`).
  func alternative(
    for item: String, in engine: LayoutEngine, firstAmbiguous: FrameComponent? = nil, listingMoved: Bool = false,
    measuringSlide: Bool = false, comparingItem: Bool = false
  ) -> AlternativeSummary? {
    let detail = Self.detail(listingMoved: listingMoved, measuringSlide: measuringSlide, comparingItem: comparingItem)
    return explanations.alternative(for: item, with: detail) { known in
      // A layout found before without some detail is found again by the component it moved:
      // the same walk, so the same layout and cause; what it had is kept.
      findAlternative(
        of: ItemID(item), from: known?.component ?? firstAmbiguous, with: detail.union(known?.detail ?? []),
        in: engine)
    }
  }

  /// Another layout as good as the current one, found by moving `component` of its item (or,
  /// when that does not move, a later ambiguous component of it), its slide measured and what
  /// the item moves compared, its moved items listed when `listingMoved`; kept for the state.
  /// For the components the item's first other layout
  /// (``alternative(for:in:firstAmbiguous:listingMoved:measuringSlide:comparingItem:)``) leaves
  /// where they are: a view free in both axes needs a constraint for each.
  func alternative(moving component: ItemComponent, in engine: LayoutEngine, listingMoved: Bool) -> AlternativeSummary?
  {
    // The slide too: checking the component's fixes skips the pins that slide with it.
    let detail = Self.detail(listingMoved: listingMoved, measuringSlide: true, comparingItem: true)
    return explanations.alternative(moving: component, with: detail) { known in
      findAlternative(
        of: component.item, from: component.component, with: detail.union(known?.detail ?? []), in: engine)
    }
  }

  /// The other layout that shows the ambiguity of `component`, its slide measured when
  /// `measuringSlide`: the item's first (the one every question about the item finds) when it
  /// moves that component, else the one found by moving that component. A view free in both
  /// axes: the layout that slides it across, found for its x, says nothing of its y, and its
  /// cause need not be the one there (a tie of heights beside a missing pin across).
  func alternative(
    showing component: ItemComponent, in engine: LayoutEngine, measuringSlide: Bool = false
  ) -> AlternativeSummary? {
    let item = component.item.name
    let first = alternative(
      for: item, in: engine, firstAmbiguous: component.component, measuringSlide: measuringSlide)
    guard let first, first.component != component.component else { return first }
    // Found for another component: whether it moves this one too is read only now (a walk that
    // settles the item's values, which `why` of that other component does not need).
    let compared = alternative(for: item, in: engine, measuringSlide: measuringSlide, comparingItem: true)
    guard compared?.itemMoves?.contains(component.component) != true else { return compared }
    return alternative(moving: component, in: engine, listingMoved: false)
  }

  /// The details asked for.
  private static func detail(listingMoved: Bool, measuringSlide: Bool, comparingItem: Bool) -> AlternativeDetail {
    var detail: AlternativeDetail = []
    if listingMoved { detail.insert(.moved) }
    if measuringSlide { detail.insert(.slide) }
    if comparingItem || listingMoved || measuringSlide { detail.insert(.itemMoves) }
    return detail
  }

  /// The walk to another layout of `item` from its component `start`, on the state's scratch,
  /// summed up with `detail`.
  private func findAlternative(
    of item: ItemID, from start: FrameComponent?, with detail: AlternativeDetail, in engine: LayoutEngine
  ) -> AlternativeSummary? {
    let listing = detail.contains(.moved)
    let measuring = detail.contains(.slide)
    let comparing = detail.contains(.itemMoves)
    return explanations.withProbes(of: engine.solver) { probes in
      (try? engine.alternative(
        for: item, firstAmbiguous: start, probes: &probes, listingMoved: listing, measuringSlide: measuring,
        readingValues: comparing
      ) {
        AlternativeSummary(
          $0, listingMoved: listing, measuredSlide: measuring, comparedTo: engine, item: comparing ? item : nil)
      }) ?? nil
    }
  }

  /// Why the violated constraint `id` lost, kept for the state.
  func loss(of id: ConstraintID, in engine: LayoutEngine) -> ConstraintLoss? {
    explanations.loss(of: id, in: engine)
  }

  /// Whether a system guide (`v.safeArea`) moved only because its view did.
  static func followsItsView(_ item: String, among moved: Set<String>) -> Bool {
    guard let dot = item.firstIndex(of: ".") else { return false }
    return moved.contains(String(item[..<dot]))
  }

  /// Ambiguous frame components with their ranges, grouped by item, in item order.
  func ambiguousItems() throws(SessionError) -> [(item: String, ambiguities: [Ambiguity])] {
    let components = try ambiguousComponents()
    let found: [Ambiguity]
    do {
      found = try explanations.ambiguities { () throws(LayoutError) in
        let engine = state.engine
        return try explanations.withProbes(of: engine.solver) { probes in
          Result { () throws(LayoutError) in try engine.ranges(of: components, probes: &probes) }
        }.get()
      }
    } catch {
      throw SessionError(error, at: nowhere)
    }
    return Self.grouped(found, by: \.item.name).map { ($0.item, $0.members) }
  }

  /// The layouts at the two ends of an ambiguous component's range (see
  /// ``AmbiguitySnapshot/Range/lowerLayout``): only the finite ends are walked to.
  func rangeEnds(of ambiguity: Ambiguity) -> (lower: [ItemFrame]?, upper: [ItemFrame]?) {
    let engine = state.engine
    let component = ItemComponent(item: ambiguity.item, component: ambiguity.component)
    func end(_ sense: Double, _ value: Double) -> [ItemFrame]? {
      guard value.isFinite else { return nil }
      let frames = explanations.withProbes(of: engine.solver) { probes in
        try? engine.rangeEnd(of: component, sense: sense, probes: &probes)
      }
      return frames?.map { ItemFrame(item: $0.name, frame: $0.frame) }
    }
    return (end(-1, ambiguity.range.lower), end(1, ambiguity.range.upper))
  }

  /// Every ambiguous frame component of the layout, kept for the state (see
  /// ``LayoutEngine/ambiguousComponents(of:)``: mostly read off the tableau, without measuring
  /// ranges).
  ///
  /// - Throws: ``SessionError`` when the layout cannot be scanned.
  public func ambiguousComponents() throws(SessionError) -> [ItemComponent] {
    do {
      return try explanations.ambiguousComponents { () throws(LayoutError) in
        let engine = state.engine
        return try explanations.withProbes(of: engine.solver) { probes in
          Result { () throws(LayoutError) in try engine.ambiguousComponents(probes: &probes) }
        }.get()
      }
    } catch {
      throw SessionError(error, at: nowhere)
    }
  }

  /// ``ambiguousComponents()`` as a set, made once for the state.
  ///
  /// - Throws: ``SessionError`` when the layout cannot be scanned for ambiguity.
  func ambiguousComponentSet() throws(SessionError) -> Set<ItemComponent> {
    let components = try ambiguousComponents()
    return explanations.ambiguousComponentSet { Set(components) }
  }

  /// Ambiguous frame components (without ranges) grouped by item, in item order.
  func ambiguousComponentsByItem() throws(SessionError) -> [(item: String, components: [ItemComponent])] {
    Self.grouped(try ambiguousComponents(), by: \.item.name).map { ($0.item, $0.members) }
  }

  /// Consecutive elements with the same item, grouped.
  private static func grouped<Element>(
    _ elements: [Element], by item: (Element) -> String
  ) -> [(item: String, members: [Element])] {
    var groups: [(item: String, members: [Element])] = []
    for element in elements {
      if groups.last?.item == item(element) {
        groups[groups.count - 1].members.append(element)
      } else {
        groups.append((item(element), [element]))
      }
    }
    return groups
  }

  /// The number of broken constraints.
  static func brokenCount(_ engine: LayoutEngine) -> Int {
    engine.constraints.filter { $0.status == .broken }.count
  }
}
