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
        varied.formUnion(FrameComponent.allCases.filter { Self.value(of: $0, in: old) != Self.value(of: $0, in: new) })
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

  /// One component of a frame.
  private static func value(of component: FrameComponent, in frame: Rect) -> Double {
    switch component {
    case .x: frame.x
    case .y: frame.y
    case .width: frame.width
    case .height: frame.height
    }
  }

  /// `ambiguity`: the ambiguous frame components grouped by item, with their ranges, the cause
  /// and fixes checked on a copy of the session (``AmbiguityAnswer``).
  ///
  /// - Throws: ``SessionError`` when the layout cannot be scanned for ambiguity.
  func ambiguity() throws(SessionError) -> AmbiguityAnswer {
    var explained: [String: String] = [:]
    let items = try ambiguousItems().map { item, ambiguities in
      var entry = AmbiguousItem(item: item, ranges: ambiguities, movesWith: explained[item], advice: nil)
      // The walk starts from the first component listed (see ``explain()``).
      guard entry.movesWith == nil,
        let alternative = alternative(
          for: item, in: state.engine, firstAmbiguous: ambiguities.first?.component, listingMoved: true)
      else { return entry }
      for moved in alternative.moved ?? [] where explained[moved] == nil { explained[moved] = item }
      entry.advice = ambiguityAdvice(for: item, alternative: alternative)
      return entry
    }
    return AmbiguityAnswer(items: items)
  }

  /// What another layout as good as the current one, in which `item` moves, shows; kept for the
  /// state (nil when there is none, or the engine cannot build it). Its moved items are listed
  /// only when `listingMoved` (``AlternativeSummary/moved`` is nil otherwise): the cause alone
  /// costs a walk, the list also a comparison of every frame the walk may have moved. Its slide
  /// is measured only when `measuringSlide` (a pass over the variables that moved).
  func alternative(
    for item: String, in engine: LayoutEngine, firstAmbiguous: FrameComponent? = nil, listingMoved: Bool = false,
    measuringSlide: Bool = false
  ) -> AlternativeSummary? {
    explanations.alternative(for: item, listingMoved: listingMoved, measuringSlide: measuringSlide) { known in
      // A layout found before without its moved items or slide is found again by the component
      // it moved: the same walk, so the same layout and cause; what it had is kept.
      let start = known?.component ?? firstAmbiguous
      let listing = listingMoved || known?.moved != nil
      let measuring = measuringSlide || known?.measuredSlide == true
      return explanations.withProbes(of: engine.solver) { probes in
        (try? engine.alternative(
          for: ItemID(item), firstAmbiguous: start, probes: &probes, listingMoved: listing, measuringSlide: measuring,
          readingValues: false
        ) {
          AlternativeSummary($0, listingMoved: listing, measuredSlide: measuring)
        }) ?? nil
      }
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
