import Cassowary
import Layout

/// What-if answers computed for one state of a session, kept for the explanation commands that
/// follow. Nothing changes the session between `why`, `explain` and `ambiguity`, so asking again
/// reuses the probe instead of copying the solver and re-solving it. The session replaces the
/// cache whenever its state changes (see ``Session/state``), so an answer is only ever reused for
/// the state it was computed in.
///
/// A class so that the explanation commands, which do not change the session, can fill it.
final class ExplanationCache {
  /// A "why not larger / smaller" question.
  private struct BlockerKey: Hashable {
    var anchor: Anchor
    var step: Double
  }

  /// Answers so far (nil: the question has no answer, e.g. the attribute is unknown).
  private var blockers: [BlockerKey: MoveBlocker?] = [:]
  /// Why each violated constraint lost, by id (nil: it holds, or is required or inactive).
  private var losses: [ConstraintID: ConstraintLoss?] = [:]
  /// What the other equally good layout of each ambiguous item shows (nil: none). Its engine is
  /// not kept: a copy of the solver per item would stay in memory as long as the state.
  private var alternatives: [String: AlternativeSummary?] = [:]
  /// The other layouts found by moving one given component of an item: for the components its
  /// first other layout (``alternatives``) leaves where they are. Moved items listed.
  private var furtherAlternatives: [ItemComponent: AlternativeSummary?] = [:]
  /// The values each attribute asked about can take over the optimal layouts (nil: unknown).
  private var ranges: [Anchor: ValueRange?] = [:]
  /// Every ambiguous frame component, once scanned.
  private var ambiguousComponents: [ItemComponent]?
  /// ``ambiguousComponents`` as a set, made once for the state: every fix check compares the
  /// layout it leaves with it (made per check, a list of 3,000 free views' fixes was quadratic).
  private var ambiguousComponentSet: Set<ItemComponent>?
  /// The frames before any fix, shared by the state's fix checks: a parent's views are listed
  /// once, not once per problem (3,000 free views' fixes listed the root's views 6,000 times).
  private var framesBeforeFixes: FixCheck.FrameCache?
  /// Every ambiguous frame component with its range, once measured.
  private var ambiguities: [Ambiguity]?
  /// The ranges of one item's ambiguous components, by item (nil: they could not be measured).
  private var itemRanges: [String: [Ambiguity]?] = [:]
  /// The checked fixes of each problem asked about.
  private var fixes: [Problem: [Fix]] = [:]
  /// The scratch what-if probes of this state run on (one copy of the solver, reset after each
  /// probe), made on the first probe.
  private var probes: ProbeScratch?
  /// Whether the cache holds a scratch, for tests.
  var holdsScratch: Bool { probes != nil }

  /// Lets the scratch go before the state is written: kept, it shares the state's tables, so
  /// the command's first write to each copied it whole (and dropping the scratch later freed
  /// the old copy). The next state's first probe makes a scratch of its own: carrying this one
  /// over and resetting it onto the new state cost more (see ``ProbeScratch/rebase(to:)``).
  func releaseProbeBase() {
    probes = nil
  }

  /// What stops `anchor` from moving by `step` (see ``LayoutEngine/blocker(of:moving:)``):
  /// `compute` runs on the first question only.
  func blocker(of anchor: Anchor, moving step: Double, compute: () -> MoveBlocker?) -> MoveBlocker? {
    Self.answer(in: &blockers, for: BlockerKey(anchor: anchor, step: step), compute)
  }

  /// Runs `body` on the scratch for probes of `solver` (this state's solver, as the explanation
  /// commands prepare it), made on the first call.
  func withProbes<Result>(of solver: Solver, _ body: (inout ProbeScratch) -> Result) -> Result {
    var scratch: ProbeScratch
    if let probes {
      scratch = probes
    } else {
      scratch = ProbeScratch(base: solver)
    }
    probes = nil  // so that the scratch's tables stay uniquely referenced while it is probed
    defer { probes = scratch }
    return body(&scratch)
  }

  /// The values `anchor` can take over the optimal layouts (see ``LayoutEngine/range(of:)``).
  func range(of anchor: Anchor, compute: () -> ValueRange?) -> ValueRange? {
    Self.answer(in: &ranges, for: anchor, compute)
  }

  /// Why the violated constraint `id` lost (see ``LayoutEngine/loss(of:)``).
  func loss(of id: ConstraintID, compute: () -> ConstraintLoss?) -> ConstraintLoss? {
    Self.answer(in: &losses, for: id, compute)
  }

  /// The ranges of one item's ambiguous components (see ``LayoutEngine/ranges(of:)``).
  func ranges(ofItem item: String, compute: () -> [Ambiguity]?) -> [Ambiguity]? {
    Self.answer(in: &itemRanges, for: item, compute)
  }

  /// Why the violated constraint `id` of `engine` (this state's) lost, computed on the state's
  /// scratch on the first question.
  func loss(of id: ConstraintID, in engine: LayoutEngine) -> ConstraintLoss? {
    loss(of: id) {
      withProbes(of: engine.solver) { probes in engine.losses(of: [id], probes: &probes)[id] ?? nil }
    }
  }

  /// ``prefetchLosses(of:compute:)`` of `engine` (this state's), on the state's scratch.
  func prefetchLosses(of ids: [ConstraintID], in engine: LayoutEngine) {
    prefetchLosses(of: ids) { missing in
      withProbes(of: engine.solver) { probes in engine.losses(of: missing, probes: &probes) }
    }
  }

  /// ``prefetchLosses(of:in:)`` for a change report: `framesBefore` are the moved frames before
  /// the command (see ``LayoutEngine/losses(of:probes:framesBefore:proving:)``); with
  /// ``Session/checksWithoutShortcuts`` they are not used.
  func prefetchLosses(
    of ids: [ConstraintID], in engine: LayoutEngine, framesBefore: () -> [(item: ItemID, frame: Rect)]
  ) {
    prefetchLosses(of: ids) { missing in
      withProbes(of: engine.solver) { probes in
        engine.losses(
          of: missing, probes: &probes, framesBefore: framesBefore, proving: !Session.checksWithoutShortcuts)
      }
    }
  }

  /// Computes in one batch the losses of those `ids` not asked about yet (see
  /// ``LayoutEngine/losses(of:)``), so that the ``loss(of:compute:)`` questions that follow find
  /// them.
  func prefetchLosses(of ids: [ConstraintID], compute: ([ConstraintID]) -> [ConstraintID: ConstraintLoss?]) {
    let missing = ids.filter { losses[$0] == nil }
    guard !missing.isEmpty else { return }
    for (id, loss) in compute(missing) { losses[id] = .some(loss) }
  }

  /// The checked fixes of `problem` (see ``Session/fixes(for:)``): `compute` runs on the first
  /// question only. Not through ``answer(in:for:_:)``: `compute` asks this cache other questions.
  func fixes(for problem: Problem, compute: () -> [Fix]) -> [Fix] {
    if let known = fixes[problem] { return known }
    let answer = compute()
    fixes[problem] = answer
    return answer
  }

  /// Why the violated constraint `id` lost, when this state has worked it out (`.some(nil)`:
  /// it has no loss), else nil.
  func knownLoss(of id: ConstraintID) -> ConstraintLoss?? { losses[id] }

  /// The other layout in which `item` moves, when this state has looked for it (`.some(nil)`:
  /// there is none), else nil.
  func knownAlternative(for item: String) -> AlternativeSummary?? { alternatives[item] }

  /// Another layout in which `component` of its item moves (see
  /// ``Session/alternative(moving:in:)``): `compute`'s answer the first time, kept.
  /// An answer kept without what `detail` asks for is found again: `compute` is given it.
  func alternative(
    moving component: ItemComponent, with detail: AlternativeDetail,
    compute: (_ known: AlternativeSummary?) -> AlternativeSummary?
  ) -> AlternativeSummary? {
    Self.alternative(in: &furtherAlternatives, for: component, with: detail, compute)
  }

  /// The other layout in which `component` of its item moves, when this state has looked for
  /// it (`.some(nil)`: there is none), else nil.
  func knownAlternative(moving component: ItemComponent) -> AlternativeSummary?? { furtherAlternatives[component] }

  /// The checked fixes of `problem` when this state has computed them already (the change
  /// report checks the fixes of every problem it prints), else nil.
  func knownFixes(for problem: Problem) -> [Fix]? { fixes[problem] }

  /// What another layout as good as the current one, in which `item` moves, shows (see
  /// ``LayoutEngine/alternative(for:)``): `compute`'s answer the first time, kept. When an
  /// answer kept without what `detail` asks for (its moved items, its slide, what the item
  /// itself moves) is asked for, `compute` is given it to find the same layout again (by the
  /// component it moved), this time with what was missing.
  func alternative(
    for item: String, with detail: AlternativeDetail, compute: (_ known: AlternativeSummary?) -> AlternativeSummary?
  ) -> AlternativeSummary? {
    Self.alternative(in: &alternatives, for: item, with: detail, compute)
  }

  /// The other layout kept in `table` for `key` when it holds `detail`, else `compute`'s
  /// (given what was kept), kept for next time.
  private static func alternative<Key: Hashable>(
    in table: inout [Key: AlternativeSummary?], for key: Key, with detail: AlternativeDetail,
    _ compute: (_ known: AlternativeSummary?) -> AlternativeSummary?
  ) -> AlternativeSummary? {
    let known = table[key]
    if let known {
      guard let summary = known, !summary.detail.isSuperset(of: detail) else { return known }
    }
    let answer = compute(known ?? nil)
    table[key] = answer
    return answer
  }

  /// The answer kept in `table` for `key`, or `compute`'s, kept for next time (a nil answer
  /// included).
  private static func answer<Key: Hashable, Value>(
    in table: inout [Key: Value?], for key: Key, _ compute: () -> Value?
  ) -> Value? {
    if let known = table[key] { return known }
    let answer = compute()
    table[key] = answer
    return answer
  }

  /// Every ambiguous frame component of the layout (see
  /// ``LayoutEngine/ambiguousComponents(of:)``); an error is not kept, so the next question meets
  /// it again.
  func ambiguousComponents(
    compute: () throws(LayoutError) -> [ItemComponent]
  ) throws(LayoutError) -> [ItemComponent] {
    if let ambiguousComponents { return ambiguousComponents }
    let answer = try compute()
    ambiguousComponents = answer
    return answer
  }

  /// The ambiguous frame components as a set: `make`'s the first time (from the state's
  /// components, ``ambiguousComponents(compute:)``), kept.
  func ambiguousComponentSet(_ make: () -> Set<ItemComponent>) -> Set<ItemComponent> {
    if let ambiguousComponentSet { return ambiguousComponentSet }
    let made = make()
    ambiguousComponentSet = made
    return made
  }

  /// The frames of the state before any fix: `make`'s the first time, kept.
  func framesBeforeFixes(_ make: () -> FixCheck.FrameCache) -> FixCheck.FrameCache {
    if let framesBeforeFixes { return framesBeforeFixes }
    let made = make()
    framesBeforeFixes = made
    return made
  }

  /// The ambiguous frame components, when they are known already.
  var knownAmbiguousComponents: [ItemComponent]? { ambiguousComponents }

  /// Keeps `components` as the answer to ``ambiguousComponents(compute:)`` unless it is known.
  func seedAmbiguousComponents(_ components: [ItemComponent]) {
    if ambiguousComponents == nil { ambiguousComponents = components }
  }

  /// Every ambiguous frame component of the layout with its range (see
  /// ``LayoutEngine/ambiguities(of:)``); an error is not kept, so the next question meets it
  /// again.
  func ambiguities(compute: () throws(LayoutError) -> [Ambiguity]) throws(LayoutError) -> [Ambiguity] {
    if let ambiguities { return ambiguities }
    let answer = try compute()
    ambiguities = answer
    return answer
  }
}

/// What an answer about another layout holds beyond its component and cause, each a cost of the
/// walk: the values it moved settled and the item's frame compared, the moved items listed (every
/// frame that may have moved compared), the slide measured (a pass over the variables).
struct AlternativeDetail: OptionSet {
  let rawValue: Int
  /// ``AlternativeSummary/itemMoves``.
  static let itemMoves = AlternativeDetail(rawValue: 1)
  /// ``AlternativeSummary/moved`` and ``AlternativeSummary/movedComponents``.
  static let moved = AlternativeDetail(rawValue: 2)
  /// ``AlternativeSummary/slide``.
  static let slide = AlternativeDetail(rawValue: 4)
}

/// What an ``AlternativeLayout`` shows, without its engine: the component moved to find it, the
/// items that move, why both layouts are equally good, and whether they differ by a slide.
struct AlternativeSummary {
  var component: FrameComponent
  /// The items that move, in item order; nil when they were not listed.
  var moved: [String]?
  /// The frame components of each moved item that differ in the other layout (root
  /// coordinates), by item; nil when the moved items were not listed or not compared.
  var movedComponents: [String: [FrameComponent]]?
  /// The frame components of the item asked about that differ in the other layout, in
  /// ``FrameComponent`` order; nil when its values were not settled.
  var itemMoves: [FrameComponent]?
  var cause: AmbiguityCause
  /// Whether the slide was measured (``slide`` is nil otherwise, whatever the layouts).
  var measuredSlide: Bool
  /// The slide between the two layouts, when measured and they differ by one.
  var slide: LayoutSlide?

  /// The summary of `alternative`, whose moved items were listed when `listingMoved` and whose
  /// slide was measured when `measuredSlide`. With `current` (the layout `alternative` is an
  /// other of), the components `item` moves are compared (its values must be settled), and with
  /// listed moved items the components each of them moves.
  init(
    _ alternative: AlternativeLayout, listingMoved: Bool = true, measuredSlide: Bool = false,
    comparedTo current: LayoutEngine? = nil, item: ItemID? = nil
  ) {
    component = alternative.component
    moved = listingMoved ? alternative.moved.map(\.name) : nil
    if let current, let item, let now = try? current.frame(of: item),
      let then = try? alternative.engine.frame(of: item)
    {
      itemMoves = then.components(differingFrom: now)
    }
    if listingMoved, let current {
      var components: [String: [FrameComponent]] = [:]
      for item in alternative.moved {
        guard let now = try? current.frame(of: item), let then = try? alternative.engine.frame(of: item) else {
          continue
        }
        components[item.name] = then.components(differingFrom: now)
      }
      movedComponents = components
    }
    cause = alternative.cause
    self.measuredSlide = measuredSlide
    slide = alternative.slide
  }

  /// What it holds beyond its component and cause.
  var detail: AlternativeDetail {
    var detail: AlternativeDetail = []
    if itemMoves != nil { detail.insert(.itemMoves) }
    if moved != nil { detail.insert(.moved) }
    if measuredSlide { detail.insert(.slide) }
    return detail
  }
}
