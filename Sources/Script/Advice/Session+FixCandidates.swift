import Cassowary
import Layout

// The fixes worth trying for each kind of problem, most promising first. Nothing here is
// checked: ``Session/fixes(for:)`` runs each on a copy of the whole session and keeps those
// that work.

extension Session {
  /// The candidates for `problem`, in the order they are tried.
  func fixCandidates(for problem: Problem) -> [FixCandidate] {
    switch problem {
    case .broken(let id): brokenCandidates(id)
    case .violated(let id): violatedCandidates(id)
    case .ambiguous(let component): ambiguityCandidates(component)
    }
  }

  // MARK: - Broken required constraints

  /// The most members of a conflict whose changes are tried, besides the broken one (a row of
  /// a hundred views pinned end to end is one conflict of two hundred members).
  static let maximumMembersTried = 8
  /// Above this many members, only the broken constraint's every change and the others'
  /// gentlest (lowered to 999, or their constant moved) are tried: each try re-solves a large
  /// part of the layout.
  static let largeConflict = 12

  /// The app's own members of the conflict that broke `id`, the broken one first.
  func ownedConflictMembers(of id: String) -> [String] {
    let engine = state.engine
    guard let info = engine.constraint(ConstraintID(id)), let conflict = info.conflict else { return [] }
    let others = conflict.constraints.compactMap(\.name).filter { $0 != id }
    return ([id] + others).filter { engine.constraint(ConstraintID($0))?.isOwnedByApp == true }
  }

  /// The members whose changes are tried: the broken one, then the others with the largest
  /// constants (a fixed size before an inset: the likelier wrong number, and the one UIKit
  /// breaks most often), at most ``maximumMembersTried`` of them.
  func triedConflictMembers(of id: String) -> [String] {
    let owned = ownedConflictMembers(of: id)
    let limit = owned.count > Self.largeConflict ? 3 : Self.maximumMembersTried
    let engine = state.engine
    // Each size read once: a lookup builds the constraint's description.
    let sized = owned.filter { $0 != id }.map {
      ($0, abs(engine.constraint(ConstraintID($0))?.constraint.constant ?? 0))
    }
    let others = sized.enumerated().sorted { lhs, rhs in
      lhs.element.1 != rhs.element.1 ? lhs.element.1 > rhs.element.1 : lhs.offset < rhs.offset
    }.map(\.element.0)
    return owned.filter { $0 == id } + others.prefix(limit)
  }

  /// For each of the app's members of the conflict, gentlest first (of two fixes that leave the
  /// same frames, the first is kept): lower it to 999 (it gives way while the others hold and
  /// keeps its value otherwise), make an equality an inequality, move its constant by the gap,
  /// or deactivate it.
  private func brokenCandidates(_ id: String) -> [FixCandidate] {
    let engine = state.engine
    let large = (engine.constraint(ConstraintID(id))?.conflict?.constraints.count ?? 0) > Self.largeConflict
    var candidates = translationCandidates(
      among: [id] + (engine.constraint(ConstraintID(id))?.conflict?.constraints.compactMap(\.name) ?? []))
    for member in triedConflictMembers(of: id) {
      guard let info = engine.constraint(ConstraintID(member)) else { continue }
      let gentlestOnly = large && member != id
      // A size asked to be negative cannot hold in any layout: lowering it keeps a wish that
      // makes no sense.
      let impossible =
        info.constraint.effectiveSecond == nil && info.constraint.first.attribute.isDimension
        && info.constraint.relation != .lessThanOrEqual && info.constraint.constant < 0
      if impossible {
        // Most likely a slip of the sign: the size it means.
        candidates.append(FixCommands.setConstant(member, -info.constraint.constant))
      } else if let lowered = FixCommands.setPriority(of: [member], to: 999, in: engine) {
        candidates.append(lowered)
      }
      if info.constraint.relation == .equal && !gentlestOnly {
        for relation in relaxations(of: info) {
          if let relaxed = FixCommands.setRelation(of: member, to: relation, in: engine) { candidates.append(relaxed) }
        }
      }
      // A fixed size of zero is never what was meant.
      let isSize = info.constraint.effectiveSecond == nil && info.constraint.first.attribute.isDimension
      if let constant = engine.constantResolving(
        conflictOf: id, by: member, accepting: { !isSize || $0 > 0 }, solvingEveryMove: Self.checksWithoutShortcuts)
      {
        candidates.append(FixCommands.setConstant(member, constant))
      }
      if !gentlestOnly { candidates.append(FixCommands.deactivate(member)) }
    }
    return candidates
  }

  /// The bounds a member equality of a conflict may become. A broken equality that is the only
  /// broken constraint is kept as close to holding as the required constraints allow (its level
  /// outweighs every optional one), so every layout they allow misses it on the side it misses
  /// on now: only the bound on that side can hold, and the other is not worth a check.
  private func relaxations(of info: ConstraintInfo) -> [Relation] {
    guard info.status == .broken, info.violation != nil, !info.holds, state.engine.brokenConstraintCount == 1 else {
      return [.lessThanOrEqual, .greaterThanOrEqual]
    }
    return [info.fallsShort ? .lessThanOrEqual : .greaterThanOrEqual]
  }

  /// Two of the app's members lowered to 999 together (a view pinned to both edges of a
  /// container that may be too small or too large: both pins give way), for when single
  /// changes leave fewer than ``maximumFixes`` fixes; members in `alone` (lowering them alone
  /// works already) are not paired. Only the first members of a large conflict are paired.
  func brokenPairCandidates(_ id: String, excluding alone: Set<String>) -> [FixCandidate] {
    let engine = state.engine
    let owned = Array(triedConflictMembers(of: id).prefix(6)).filter { !alone.contains($0) }
    var candidates: [FixCandidate] = []
    for (index, first) in owned.enumerated() {
      for second in owned[(index + 1)...] {
        if let lowered = FixCommands.setPriority(of: [first, second], to: 999, in: engine) {
          candidates.append(lowered)
        }
      }
    }
    return candidates
  }

  // MARK: - Violated optional constraints

  /// Make the violated constraint outweigh what beats it, or what beats it give way: priorities
  /// one above or below, content priorities for intrinsic sizes, and for required constraints
  /// that beat it, an inequality instead of an equality or a priority just below its own.
  private func violatedCandidates(_ id: String) -> [FixCandidate] {
    let engine = state.engine
    guard let info = engine.constraint(ConstraintID(id)),
      let level = engine.weighedPriority(of: ConstraintID(id))?.value,
      let loss = loss(of: ConstraintID(id), in: engine)
    else { return [] }
    let competitors = (loss.lostTo + (loss.sameLevel.map { $0.worsened.map(\.id) + Self.decidedBy($0) } ?? [])).map(
      \.name)
    var candidates = translationCandidates(among: competitors)
    let strongest = competitors.compactMap { engine.weighedPriority(of: ConstraintID($0))?.value }.filter { $0 < 1000 }
      .max()
    candidates += priorityCandidates(for: info, to: (strongest ?? level) + 1, in: engine)
    var violatedInEveryOptimum: Bool?  // asked once, when a competitor's bound might be skipped
    for competitor in competitors {
      guard let other = engine.constraint(ConstraintID(competitor)) else { continue }
      if other.constraint.priority.isRequired && other.shortfallPriority.isRequired {
        guard other.isOwnedByApp else { continue }
        if other.constraint.relation == .equal {
          for relation in boundsWorthTrying(
            for: other.id, against: info.id, everyOptimumViolates: &violatedInEveryOptimum)
          {
            if let relaxed = FixCommands.setRelation(of: competitor, to: relation, in: engine) {
              candidates.append(relaxed)
            }
          }
        }
        if let lowered = FixCommands.setPriority(of: [competitor], to: level - 1, in: engine) {
          candidates.append(lowered)
        }
      } else {
        candidates += priorityCandidates(for: other, to: level - 1, in: engine)
      }
    }
    return candidates
  }

  /// The bounds a required equality that beats the violated constraint `problem` may become:
  /// both, but for the one that keeps every optimal layout as it is
  /// (``LayoutEngine/boundKeepingTheOptimum(of:)``) when every optimal layout violates
  /// `problem` and no broken constraint's recorded conflict has the equality as a member (so no
  /// restore can follow its change). Then whatever optimal layout the check lands on leaves the
  /// problem, and the candidate is not worth a run (a third of a screen's candidates).
  /// `everyOptimumViolates` keeps the answer for the problem's other competitors.
  private func boundsWorthTrying(
    for id: ConstraintID, against problem: ConstraintID, everyOptimumViolates: inout Bool?
  ) -> [Relation] {
    let both: [Relation] = [.lessThanOrEqual, .greaterThanOrEqual]
    let engine = state.engine
    guard !Self.checksWithoutShortcuts, !engine.mayRestoreBroken(byChanging: id),
      let keeping = engine.boundKeepingTheOptimum(of: id)
    else { return both }
    if everyOptimumViolates == nil { everyOptimumViolates = isViolatedInEveryOptimum(problem) }
    return everyOptimumViolates == true ? both.filter { $0 != keeping } : both
  }

  /// Whether every optimal layout violates the constraint `id`: the layout has one optimum (its
  /// ambiguity is known and empty, and `id` is violated in it), or the range of `id`'s
  /// expression over the optimal layouts stays a thousandth of a point clear of holding (two
  /// walks on the state's probe scratch).
  private func isViolatedInEveryOptimum(_ id: ConstraintID) -> Bool {
    if explanations.knownAmbiguousComponents?.isEmpty == true { return true }
    let engine = state.engine
    return explanations.withProbes(of: engine.solver) { probes in
      engine.isViolatedInEveryOptimum(id, by: 1e-3, probes: &probes)
    }
  }

  private static func decidedBy(_ sameLevel: ConstraintLoss.SameLevel) -> [ConstraintID] {
    if case .tie(let decidedBy) = sameLevel.kind { return decidedBy }
    return []
  }

  /// A new priority for an optional constraint the app controls: its own priority, or for an
  /// intrinsic size the view's hugging when it is stretched, its compression resistance when it
  /// is compressed, and both when it holds (which side a change would weigh is not known yet).
  func priorityCandidates(for info: ConstraintInfo, to priority: Double, in engine: LayoutEngine) -> [FixCandidate] {
    if case .intrinsicSize(let axis) = info.origin {
      let view = info.constraint.first.item
      let value = (try? engine.value(of: info.constraint.first)) ?? info.constraint.constant
      let sides = info.holds ? [true, false] : [value > info.constraint.constant]
      return sides.compactMap { FixCommands.setContentPriority(of: view, axis: axis, hugging: $0, to: priority) }
    }
    guard info.isOwnedByApp, !info.constraint.priority.isRequired else { return [] }
    return FixCommands.setPriority(of: [info.id.name], to: priority, in: engine).map { [$0] } ?? []
  }

  // MARK: - Ambiguity

  /// For a tie, each member's priority one step up and one down (the two directions keep one
  /// layout or the other); for missing constraints, pins at the current value, to the other edge
  /// of the parent, or to a scroll view's frame.
  private func ambiguityCandidates(_ component: ItemComponent) -> [FixCandidate] {
    let engine = state.engine
    guard let alternative = alternative(for: component.item.name, in: engine, firstAmbiguous: component.component)
    else {
      return missingConstraintCandidates(component)
    }
    switch alternative.cause {
    case .missingConstraints:
      return missingConstraintCandidates(component)
    case .tie(let priority, let growing, let shrinking):
      var candidates: [FixCandidate] = []
      for id in shrinking + growing {
        guard let info = engine.constraint(id) else { continue }
        for step in [-1.0, 1.0] { candidates += priorityCandidates(for: info, to: priority.value + step, in: engine) }
      }
      return candidates
    }
  }

  /// Constraints that fix an ambiguous component: a pin at its current value relative to the
  /// parent (or, when the parent floats with it, the outermost floating container's pin to its
  /// parent), the edge opposite a pinned one at the same inset, a centre, or for a scroll view's
  /// content the scroll view's frame.
  private func missingConstraintCandidates(_ component: ItemComponent) -> [FixCandidate] {
    let engine = state.engine
    let name = component.item
    guard let item = engine.item(named: name), let frame = try? engine.relativeFrame(of: name) else { return [] }
    let parent = item.parent
    var expressions: [String] = []
    switch component.component {
    case .x, .y:
      expressions += positionPins(of: name, along: component.component)
      // A parent that floats along with the item (a stack view added but not yet placed) makes
      // any pin to it slide too: the container that floats outermost is pinned to its parent.
      if let container = outermostFloatingContainer(of: name, along: component.component) {
        expressions += positionPins(of: container, along: component.component)
      }
    case .width:
      expressions += scrollContentCandidates(of: item, dimension: "width")
      if let parent, engine.item(named: ItemID(parent))?.kind == .scrollView {
        expressions.append("\(name).width == \(parent).frameGuide.width")
      }
      if let parent {
        let inset = pinnedInset(of: name.name, edges: [.leading, .left]) ?? 0
        expressions.append("\(name).trailing == \(parent).trailing" + Display.offset(-inset))
      }
      if frame.width > 0 { expressions.append("\(name).width == \(Display.number(frame.width))") }
    case .height:
      expressions += scrollContentCandidates(of: item, dimension: "height")
      if let parent, engine.item(named: ItemID(parent))?.kind == .scrollView {
        expressions.append("\(name).height == \(parent).frameGuide.height")
      }
      if let parent {
        let inset = pinnedInset(of: name.name, edges: [.top]) ?? 0
        expressions.append("\(name).bottom == \(parent).bottom" + Display.offset(-inset))
      }
      if frame.height > 0 { expressions.append("\(name).height == \(Display.number(frame.height))") }
    }
    return expressions.map(FixCommands.add)
  }

  /// A pin of `name`'s position on the axis of `component` (`.x` or `.y`) to its parent at the
  /// current inset, then its centre on the parent's. Nothing decides the position, so where the
  /// solver left it is arbitrary: an inset that would keep the item past its parent's edge (a
  /// floating form of centred rows sits at y -10; in right-to-left a floating row sits left of
  /// the window) is brought to the nearest inset that holds it inside, when it fits.
  private func positionPins(of name: ItemID, along component: FrameComponent) -> [String] {
    let engine = state.engine
    guard let parent = engine.item(named: name)?.parent, let frame = try? engine.relativeFrame(of: name),
      let parentFrame = try? engine.relativeFrame(of: ItemID(parent))
    else { return [] }
    func inside(_ inset: Double, span: Double, in parentSpan: Double) -> Double {
      min(max(0, inset), max(0, parentSpan - span))
    }
    // The pin where it is, its centre, and, when it is not flush, the pin flush with the edge
    // (in right-to-left the solver leaves a free view at the left, 290 points from the leading
    // edge: `+ 290` moves nothing, the flush pin is the one a right-to-left layout means).
    func pins(_ edge: String, _ centre: String, inset: Double) -> [String] {
      ["\(name).\(edge) == \(parent).\(edge)" + Display.offset(inset), "\(name).\(centre) == \(parent).\(centre)"]
        + (inset == 0 ? [] : ["\(name).\(edge) == \(parent).\(edge)"])
    }
    if component == .y {
      return pins("top", "centerY", inset: inside(frame.y, span: frame.height, in: parentFrame.height))
    }
    let leadingInset = engine.direction == .rightToLeft ? parentFrame.width - frame.x - frame.width : frame.x
    return pins("leading", "centerX", inset: inside(leadingInset, span: frame.width, in: parentFrame.width))
  }

  /// The outermost of `name`'s ancestors whose position on the axis of `component` is ambiguous
  /// too (each parent up to it floats with the one inside), when its own parent's is not: a pin
  /// to any container below it moves with the item, so only that container's pin can place it.
  /// Nil when `name`'s parent is placed, or when every ancestor floats.
  private func outermostFloatingContainer(of name: ItemID, along component: FrameComponent) -> ItemID? {
    let engine = state.engine
    guard let ambiguous = try? ambiguousComponentSet() else { return nil }
    var container: ItemID?
    var current = name
    while let parent = engine.item(named: current)?.parent.map(ItemID.init),
      ambiguous.contains(ItemComponent(item: parent, component: component))
    {
      container = parent
      current = parent
    }
    guard let container, engine.item(named: container)?.parent != nil else { return nil }
    return container
  }

  /// For a scroll view's content guide whose size nothing decides, each content view's size tied
  /// to the scroll view's frame (`content.width == list.frameGuide.width`: it scrolls along the
  /// other axis only), before the guide's own.
  private func scrollContentCandidates(of item: Item, dimension: String) -> [String] {
    guard item.kind == .contentGuide, let scroll = item.parent, let view = state.engine.item(named: ItemID(scroll))
    else {
      return []
    }
    return view.children.filter { state.engine.item(named: ItemID($0))?.kind.isView == true }.map { child in
      "\(child).\(dimension) == \(scroll).frameGuide.\(dimension)"
    }
  }

  /// The constant of an active required constraint that places the item's leading (or top)
  /// edge, `item.leading == parent.leading + 16` or `b.left == a.right + 8`: the opposite edge
  /// gets the same inset.
  private func pinnedInset(of item: String, edges: [Attribute]) -> Double? {
    let pins = state.engine.constraints(involving: ItemID(item)).filter { info in
      let constraint = info.constraint
      return info.status == .active && constraint.priority.isRequired && constraint.relation == .equal
        && constraint.multiplier == 1 && constraint.first.item == item && edges.contains(constraint.first.attribute)
        && constraint.second != nil
    }
    return pins.first?.constraint.constant
  }
}
