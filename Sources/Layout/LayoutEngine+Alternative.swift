// A second valid layout for an ambiguous item, and what kind of ambiguity it shows.

import Cassowary

/// Why a layout is ambiguous (Apple's two causes).
public enum AmbiguityCause: Equatable, Sendable {
  /// Nothing resists the move: constraints are missing.
  case missingConstraints
  /// Optional constraints of one priority trade violation point for point: `growing` would be
  /// violated more in the other layout, `shrinking` less (Xcode's "content priority ambiguity"
  /// when they are intrinsic sizes).
  case tie(priority: Priority, growing: [ConstraintID], shrinking: [ConstraintID])
}

/// Another layout exactly as good as the current one.
public struct AlternativeLayout {
  /// The engine in the other layout (a copy: frames, constraints and violations can be read).
  public var engine: LayoutEngine
  /// The frame component that was moved to find it.
  public var component: FrameComponent
  /// The items whose frames differ, in item order.
  public var moved: [ItemID]
  /// Why both layouts are equally good.
  public var cause: AmbiguityCause
  /// The slide from this layout to the other, when it was asked for and the two differ by one
  /// (no constraint's value differs between them).
  package var slide: LayoutSlide?
}

extension LayoutEngine {
  /// Another optimal layout in which `name`'s first ambiguous frame component (x, y, width,
  /// height) takes a different value: the far end of its range, or 10 points further when the
  /// range is unbounded. Nil when the item's frame is determined. The engine is not changed.
  /// `firstAmbiguous`, when the caller knows it (from ``ambiguousComponents(of:)``), is that
  /// component: the ones before it are not measured, nor is it.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  ///
  /// - Complexity: as ``Cassowary/Solver/alternative(moving:step:)``.
  public func alternative(
    for item: ItemID, firstAmbiguous: FrameComponent? = nil
  ) throws(LayoutError) -> AlternativeLayout? {
    var probes = ProbeScratch(base: solver)
    return try alternative(for: item, firstAmbiguous: firstAmbiguous, probes: &probes) { $0 }
  }

  /// ``alternative(for:firstAmbiguous:)`` found on `probes` (a scratch of this engine's solver):
  /// `inspect` reads the other layout before the scratch is reset. What it returns is the
  /// answer; an answer that keeps the layout's engine costs a copy of the scratch's tables.
  /// Without `listingMoved` the layout's ``AlternativeLayout/moved`` is left empty: listing the
  /// moved items compares every frame that may have moved, all of them when a whole layout
  /// slides (an unpinned container), and a caller that wants only the cause need not pay that.
  /// With `measuringSlide` the layout's ``AlternativeLayout/slide`` is measured when the two
  /// layouts differ by a slide (a pass over the variables). Without `readingValues` (nor the
  /// list or the slide) `inspect` promises to read only the layout's component and cause, not
  /// its engine: the values the walk moved are not evaluated ahead, and when the tableau shows
  /// that the walk would change no constraint's slack or error
  /// (``Cassowary/ProbeScratch/movesWithoutChangingATag(_:)``) the cause is
  /// ``AmbiguityCause/missingConstraints`` without a walk, and the layout handed over has this
  /// layout's engine.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  package func alternative<Result>(
    for id: ItemID, firstAmbiguous: FrameComponent? = nil, probes: inout ProbeScratch, listingMoved: Bool = true,
    measuringSlide: Bool = false, readingValues: Bool = true, _ inspect: (AlternativeLayout) -> Result
  ) throws(LayoutError) -> Result? {
    let item = try lookup(id.name)
    let start = firstAmbiguous.flatMap { FrameComponent.allCases.firstIndex(of: $0) } ?? 0
    let frame = frameExpressions(of: item)
    for component in FrameComponent.allCases[start...] {
      let expression = frame.expression(of: component)
      if component != firstAmbiguous {
        guard !probes.range(of: expression).isUnique else { continue }
      }
      let settling = readingValues || listingMoved || measuringSlide
      if !settling && probes.movesWithoutChangingATag(expression) {
        return inspect(AlternativeLayout(engine: self, component: component, moved: [], cause: .missingConstraints))
      }
      let found = probes.alternative(moving: expression, settlingValues: settling) { walked in
        inspect(alternative(in: walked, moving: component, listingMoved: listingMoved, measuringSlide: measuringSlide))
      }
      if let found { return found }
    }
    return nil
  }

  /// The other layout `walked` (a solver of this engine, moved along the optimal face) shows;
  /// its moved items left empty unless `listingMoved`, its slide not measured unless
  /// `measuringSlide`.
  private func alternative(
    in walked: Solver, moving component: FrameComponent, listingMoved: Bool, measuringSlide: Bool
  ) -> AlternativeLayout {
    var other = self
    other.solver = walked
    let movedItems = listingMoved ? moved(in: walked).map { ItemID($0.name) } : []
    let changedTags = solver.constraintsWithChangedTags(in: walked)
    return AlternativeLayout(
      engine: other, component: component, moved: movedItems, cause: cause(comparedTo: other, changedTags: changedTags),
      slide: measuringSlide ? slide(to: walked, changedTags: changedTags) : nil)
  }

  /// The items whose frames differ in `walked` (a solver of this engine, moved along the optimal
  /// face), in item order, with their frames (root coordinates) there.
  ///
  /// A frame is its four variables plus constants the two layouts share: only items whose
  /// variables differ need their frames compared. They are found from the variables whose values
  /// differ (visiting every item copied each, a twentieth of a narrow `explain`), then the few
  /// moved put in item order.
  func moved(in walked: Solver) -> [(name: String, frame: Rect)] {
    var moved: [(index: Int, name: String, frame: Rect)] = []
    for name in itemsDepending(on: solver.variablesWithChangedValues(in: walked)) {
      guard let item = itemsByName[name] else { continue }
      let frame = absoluteFrame(item, in: walked)
      if absoluteFrame(item) != frame { moved.append((itemIndex[name] ?? 0, name, frame)) }
    }
    return moved.sorted { $0.index < $1.index }.map { ($0.name, $0.frame) }
  }

  /// Which optional constraints trade violation between this layout and an equally good one,
  /// `changedTags` being the constraints whose tag symbols differ there
  /// (``Cassowary/Solver/constraintsWithChangedTags(in:)``).
  func cause(comparedTo other: LayoutEngine, changedTags: [Constraint]) -> AmbiguityCause {
    var growing: [ConstraintID] = []
    var shrinking: [ConstraintID] = []
    var level: Priority?
    // Only constraints whose slack or error moved can be violated differently.
    let changed = changedTags.filter { !$0.isRequired }.compactMap(\.name)
    for id in inConstraintOrder(changed) {
      guard let installed = records[id]?.installed, !installed.isRequired,
        let now = solver.violation(of: installed), let then = other.solver.violation(of: installed)
      else { continue }
      guard abs(then - now) > Tolerance.report else { continue }
      if then > now { growing.append(ConstraintID(id)) } else { shrinking.append(ConstraintID(id)) }
      let weighed = [solver.weighedPriority(of: installed), other.solver.weighedPriority(of: installed)]
        .compactMap { $0 }.max()
      if let weighed, weighed > (level ?? Priority(0)) { level = weighed }
    }
    guard let level, !growing.isEmpty || !shrinking.isEmpty else { return .missingConstraints }
    return .tie(priority: level, growing: growing, shrinking: shrinking)
  }
}
