import Cassowary
import CommandLanguage
import Layout

/// What a fix must achieve for one problem, and the state it is checked against: a candidate
/// runs on a copy of the whole session whose solver is the state's scratch
/// (``Session/onScratch(_:)``), and the copy's changes (``LayoutEngine/takeChanges()``: what
/// moved and which constraints changed state, measured only where something changed) and its
/// ambiguity decide.
struct FixCheck {
  /// The problem the fix must remove.
  var problem: Problem
  /// Constraints the fix may leave violated: those the problem trades against (the conflict's
  /// members, what beat the violated constraint, the tie's members).
  var tradedAgainst: Set<String>
  /// The priority at and above which a constraint that becomes violated is a new problem (1000
  /// for a broken constraint: a required conflict outranks every optional constraint).
  var level: Double
  /// The ambiguous frame components before the fix.
  var ambiguousBefore: Set<ItemComponent>
  /// Whether the fix must leave the ambiguous size positive (nothing decided it: a view pinned
  /// to a zero size is never what was meant).
  var needsPositiveSize = false
  /// The items' frames before the fix (root coordinates), each read once, when first needed:
  /// after a fix, a frame is this one unless the fix's changes list it as moved.
  let framesBefore: FrameCache
  /// Whether the problem is the only broken constraint and no optional level is at 999 or above
  /// (see ``leavesNothingNewAmbiguous(_:)``).
  var onlyBrokenLevel = false
  /// The layout before the fix, where the part a fix can change is measured.
  let engineBefore: LayoutEngine
  /// For an ambiguous component with nothing resisting its move, the slide that moves it when
  /// the other layout found differs by one (see ``keepsItsSlideOpen(_:in:)``).
  var slide: LayoutSlide?

  /// The check for `problem` in `session`'s current state; nil when the session cannot be
  /// scanned for ambiguity.
  init?(problem: Problem, in session: Session) {
    guard let ambiguous = try? session.ambiguousComponentSet() else { return nil }
    self.problem = problem
    ambiguousBefore = ambiguous
    let engine = session.engine
    engineBefore = engine
    framesBefore = session.explanations.framesBeforeFixes { FrameCache(engine) }
    switch problem {
    case .broken(let id):
      level = 1000
      tradedAgainst = Set(engine.constraint(ConstraintID(id))?.conflict?.constraints.compactMap(\.name) ?? [])
      // Counted, not listed: after a line that broke thousands of constraints, listing the
      // unsatisfied ones measured every constraint for each problem checked.
      onlyBrokenLevel =
        engine.brokenConstraintCount == 1 && engine.constraint(ConstraintID(id))?.status == .broken
        && !engine.solver.objectiveLevels.contains { $0.value >= 999 && $0 != .brokenRequired }
    case .violated(let id):
      level = engine.weighedPriority(of: ConstraintID(id))?.value ?? 0
      let loss = session.loss(of: ConstraintID(id), in: engine)
      var traded = loss?.lostTo ?? []
      if let sameLevel = loss?.sameLevel {
        traded += sameLevel.worsened.map(\.id)
        if case .tie(let decidedBy) = sameLevel.kind { traded += decidedBy }
      }
      tradedAgainst = Set(traded.map(\.name) + [id])
    case .ambiguous(let component):
      let alternative = session.alternative(showing: component, in: engine, measuringSlide: true)
      let cause = alternative?.cause
      // The item's first layout may have been found for another of its components and move
      // this one too (a tie trading x and width), but its slide need not move this one.
      if let found = alternative?.slide, engine.slideMoves(found, component.component, of: component.item) {
        slide = found
      }
      if case .tie(let priority, let growing, let shrinking) = cause {
        level = priority.value
        tradedAgainst = Set((growing + shrinking).map(\.name))
      } else {
        level = 0
        tradedAgainst = []
        needsPositiveSize = component.component == .width || component.component == .height
      }
    }
  }

  /// A fix that passed every check, and whether it also leaves nothing new ambiguous (nil: not
  /// asked, see ``run(_:on:scanningIf:)``).
  struct Outcome {
    var candidate: FixCandidate
    var fix: Fix
    /// Whether the layout the fix leaves has nothing new ambiguous; nil when not scanned.
    var leavesNothingNewAmbiguous: Bool?
    /// Whether the fix makes a constraint a bound (`<=` or `>=`) that does not reach its limit in
    /// the layout it leaves: deactivating the constraint instead leaves every layout this one
    /// allows optimal (see ``Session/impliedAmbiguous(_:by:)``).
    var leavesBoundSlack = false
  }

  /// The fix `candidate` makes, when it works on a copy of `session`; nil when a command fails or
  /// the copy fails a check. The copy runs on the state's scratch solver (``Session/onScratch(_:)``),
  /// so nothing of it outlives the call: whether the fix leaves something new ambiguous — the
  /// costly scan — is asked only when `shouldScan` says the fix may be shown.
  func run(_ candidate: FixCandidate, on session: Session, scanningIf shouldScan: @escaping (Fix) -> Bool) -> Outcome? {
    Self.run(candidate, on: session, judgedBy: [Judge(check: self, scanningIf: shouldScan)])[0]
  }

  /// A check that judges a candidate's layout, and when it scans that layout for ambiguity.
  struct Judge {
    var check: FixCheck
    /// Whether a fix that passes the other checks is scanned (see ``run(_:on:scanningIf:)``).
    var scanningIf: (Fix) -> Bool
  }

  /// The fix `candidate` makes for each of `judges`' problems (nil where it fails that check):
  /// the commands run once, on the state's scratch, and each check judges the layout they leave
  /// exactly as a run of its own would. Several problems of one list often propose the same
  /// candidate — a container's pin beats every label it squeezes — and in a long stack each run
  /// re-solves most of the layout.
  static func run(_ candidate: FixCandidate, on session: Session, judgedBy judges: [Judge]) -> [Outcome?] {
    // Parsed once: the shortcuts below and the run read the same statements.
    guard let statements = statements(of: candidate),
      !judges.allSatisfy({ $0.check.keepsItsSlideOpen(candidate, parsed: statements, in: session) })
    else { return judges.map { _ in nil } }
    return session.onScratch(removingFirst: firstRemoval(by: statements, in: session)) { copy in
      let writeMark = copy.state.engine.constraintWriteMark
      for statement in statements {
        guard (try? copy.applyForAdvice(statement)) != nil else { return judges.map { _ in nil } }
      }
      // Most candidates leave their problem as it was (a bound on the wrong side, a priority
      // that still loses): the solver's values are current, so that is known before the
      // changes are measured.
      let removes = judges.map { $0.check.removesProblem(in: copy.state.engine) }
      guard removes.contains(true) else { return judges.map { _ in nil } }
      // Every constraint the commands wrote (added ones under their new ids), or, when that is
      // not known, the names they touch.
      let written = copy.state.engine.constraintsWritten(since: writeMark) ?? candidate.touched
      let changes = copy.state.engine.takeChanges()
      let after = copy.state.engine
      let layout = CandidateLayout(
        candidate: candidate, changes: changes, after: after,
        changedConstraints: written + changes.constraints.map(\.id.name),
        changedItems: candidate.touched.filter { after.item(named: ItemID($0)) != nil }, madeLike: judges[0].check)
      var boundSlack = false
      if case .setRelation(let id, _) = candidate.action { boundSlack = isSlack(id, in: after) }
      return zip(judges, removes).map { judge, removes in
        guard removes, var outcome = judge.check.outcome(of: layout) else { return nil }
        outcome.leavesBoundSlack = boundSlack
        if judge.scanningIf(outcome.fix) {
          outcome.leavesNothingNewAmbiguous = judge.check.leavesNothingNewAmbiguous(outcome.fix, in: layout)
        }
        return outcome
      }
    }
  }

  /// The checks of a candidate's layout but the ambiguity scan, and the fix they describe, for
  /// a candidate that removes the problem (``removesProblem(in:)``).
  private func outcome(of layout: CandidateLayout) -> Outcome? {
    let (candidate, changes, after) = (layout.candidate, layout.changes, layout.after)
    var givesWay: [String] = []
    for change in changes.constraints {
      switch change.kind {
      case .broken: return nil
      case .violated:
        let id = change.id
        let weighed = after.weighedPriority(of: id)?.value ?? 0
        guard tradedAgainst.contains(id.name) || candidate.touched.contains(id.name) || weighed < level else {
          return nil
        }
        givesWay.append(id.name)
      case .satisfied, .restored, .brokenLeft, .violatedLeft: break
      }
    }
    // A constraint the fix lowers, broken before, gives way without a transition of its own.
    for id in candidate.touched where !givesWay.contains(id) {
      if let info = after.constraint(ConstraintID(id)), info.status == .active, !info.holds { givesWay.append(id) }
    }
    guard layout.keepsShapesApart else { return nil }
    let moves = layout.moves
    let squeezed = givesWay.filter { id in
      guard let info = after.constraint(ConstraintID(id)), case .intrinsicSize = info.origin else { return false }
      return info.fallsShort
    }
    let crushed = Self.crushedViews(near: candidate.touched + Array(tradedAgainst), moves, in: after)
    // An intrinsic size that stretches shows in its view's move; one that is squeezed is named.
    let stretched = givesWay.filter { id in
      guard let info = after.constraint(ConstraintID(id)), case .intrinsicSize = info.origin else { return false }
      return !info.fallsShort
    }
    let effect = FixEffect(
      moves: moves, givesWay: givesWay.filter { !squeezed.contains($0) && !stretched.contains($0) },
      compressed: squeezed.compactMap { after.constraint(ConstraintID($0))?.constraint.first.item }, crushed: crushed)
    let cost = FixCost(
      isPreferred: candidate.isPreferred, touchedNames: candidate.touched, crushed: crushed.count,
      newViolations: givesWay.filter { !candidate.touched.contains($0) }.count,
      pointsMoved: moves.reduce(0) { $0 + $1.distance })
    return Outcome(
      candidate: candidate,
      fix: Fix(commands: candidate.commands, action: candidate.action, effect: effect, cost: cost))
  }

  /// Whether the layout a fix leaves has no ambiguous frame component the session did not have,
  /// and not the one the problem is about (``CandidateLayout/leavesNothingNewAmbiguous(watching:)``,
  /// which scans only the part of the layout the fix can reach).
  ///
  /// One fix needs no scan: the broken constraint itself lowered from its broken level to 999
  /// when it is the only broken constraint and nothing else weighs at 999 or above. It stays the
  /// strongest optional constraint, every level keeps its rank, so the optimal layouts are the
  /// same.
  private func leavesNothingNewAmbiguous(_ fix: Fix, in layout: CandidateLayout) -> Bool {
    keepsTheLevelsInOrder(fix) || layout.leavesNothingNewAmbiguous(watching: problem.ambiguousComponent)
  }

  /// Whether `fix` lowers the only broken constraint (the problem) to 999 in a layout where no
  /// other level is at 999 or above.
  private func keepsTheLevelsInOrder(_ fix: Fix) -> Bool {
    guard case .broken(let id) = problem, case .lowerPriority(let ids, let priority) = fix.action, ids == [id],
      priority == 999, onlyBrokenLevel
    else { return false }
    return true
  }

  /// Whether the active inequality `id` holds in `engine` short of its limit (by more than the
  /// solver's tolerance, so that its slack is not at zero in the optimal tableau).
  private static func isSlack(_ id: String, in engine: LayoutEngine) -> Bool {
    guard let info = engine.constraint(ConstraintID(id)), info.status == .active, info.constraint.relation != .equal,
      let first = try? engine.value(of: info.constraint.first)
    else { return false }
    let constraint = info.constraint
    var right = constraint.constant
    if let second = constraint.effectiveSecond {
      guard let value = try? engine.value(of: second) else { return false }
      right += value * constraint.multiplier
    }
    let slack = constraint.relation == .lessThanOrEqual ? right - first : first - right
    return slack > Tolerance.report * max(1, abs(right))
  }

  /// The solver constraint a candidate's first command (`statements`) takes out before anything else is
  /// written: `deactivate ID` or `remove ID` of one active constraint (which read the session,
  /// then remove its solver constraint). The two candidates that loosen one pin — made a bound,
  /// or deactivated for a lower priority — both start so, and on a long stack view that removal
  /// is nearly all of their cost; nil for any other candidate (and without shortcuts).
  private static func firstRemoval(by statements: [Statement], in session: Session) -> Constraint? {
    guard !Session.checksWithoutShortcuts, let first = statements.first else { return nil }
    switch first.command {
    case .deactivate(let ids) where ids.count == 1, .remove(let ids) where ids.count == 1:
      return session.engine.activeSolverConstraint(ids[0].value)
    default:
      return nil
    }
  }

  /// Whether `candidate` leaves the problem's component ambiguous whatever the solver does with
  /// it: it adds one constraint whose value the problem's slide keeps (``LayoutSlide``), such as
  /// a view centred in a parent that floats with it. Every layout the candidate leaves optimal
  /// then slides along with its component, which fails the check; so it is not run.
  func keepsItsSlideOpen(_ candidate: FixCandidate, in session: Session) -> Bool {
    Self.statements(of: candidate).map { keepsItsSlideOpen(candidate, parsed: $0, in: session) } ?? false
  }

  /// ``keepsItsSlideOpen(_:in:)`` for a candidate whose commands are parsed already.
  private func keepsItsSlideOpen(_ candidate: FixCandidate, parsed statements: [Statement], in session: Session) -> Bool
  {
    guard !Session.checksWithoutShortcuts, let slide, case .add = candidate.action, statements.count == 1,
      case .addConstraint(let definition) = statements[0].command,
      let constraint = try? session.layoutConstraint(definition, id: "")
    else { return false }
    return engineBefore.keepsOpen(slide, adding: constraint)
  }

  /// A candidate's commands, parsed; nil when one of them is not exactly one statement.
  private static func statements(of candidate: FixCandidate) -> [Statement]? {
    var statements: [Statement] = []
    for command in candidate.commands {
      let parsed = Parser.parse(command)
      guard parsed.errors.isEmpty, parsed.statements.count == 1 else { return nil }
      statements.append(parsed.statements[0])
    }
    return statements
  }

  /// Whether the problem is gone in `engine`.
  private func removesProblem(in engine: LayoutEngine) -> Bool {
    switch problem {
    case .broken(let id):
      return engine.constraint(ConstraintID(id))?.status != .broken
    case .violated(let id):
      guard let info = engine.constraint(ConstraintID(id)) else { return false }
      return info.status == .active && info.holds
    case .ambiguous(let component):
      guard needsPositiveSize else { return true }
      let size = (try? engine.frame(of: component.item)).map { component.component == .width ? $0.width : $0.height }
      return (size ?? 0) > Tolerance.report
    }
  }

  /// The frames that moved, farthest first; a system guide is left out when its view moved too.
  static func moves(in changes: LayoutChanges, of engine: LayoutEngine) -> [FrameMove] {
    let moved = Set(changes.frames.map(\.item.name))
    let moves = changes.frames.compactMap { change -> FrameMove? in
      guard let old = change.old, !Session.followsItsView(change.item.name, among: moved) else { return nil }
      let move = FrameMove(item: change.item.name, old: old, new: change.new)
      return move.distance > Tolerance.report ? move : nil
    }
    return moves.enumerated().sorted { lhs, rhs in
      abs(lhs.element.distance - rhs.element.distance) > 1e-9
        ? lhs.element.distance > rhs.element.distance : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// The frames of a session's items, read when first asked for and kept, and each view's
  /// child views with their frames (a fix changes no item, so they hold for every copy).
  final class FrameCache {
    private let engine: LayoutEngine
    private var frames: [String: Rect?] = [:]
    private var childViews: [String: Siblings] = [:]

    /// A parent's child views: names, frames, and where each name is.
    struct Siblings {
      var names: [String]
      var frames: [Rect]
      var index: [String: Int]
    }

    init(_ engine: LayoutEngine) { self.engine = engine }

    subscript(item: String) -> Rect? {
      if let known = frames[item] { return known }
      let frame = try? engine.frame(of: ItemID(item))
      frames[item] = frame
      return frame
    }

    /// The views in `parent`, with their frames before the fix.
    func views(in parent: String) -> Siblings {
      if let known = childViews[parent] { return known }
      let views = engine.childViewFrames(of: ItemID(parent))
      let names = views.map(\.item.name)
      let siblings = Siblings(
        names: names, frames: views.map(\.frame),
        index: Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }))
      childViews[parent] = siblings
      return siblings
    }
  }

  /// Frames before and after a fix, from the frames before and the moves.
  struct Frames {
    var before: FrameCache
    var movedTo: [String: Rect]

    func after(_ item: String) -> Rect? { movedTo[item] ?? before[item] }
  }

  /// Whether a moved frame keeps its shape: no negative size, no zero size it did not have, not
  /// off the window (left of or above the root's origin), not out of a parent it was inside
  /// along either axis, none of its children out of it along an axis they were inside, and a
  /// root with a size keeps it. Containment is judged per axis: a tall form that already runs
  /// past the bottom of the screen still must not be pushed past its right edge.
  static func keepsShape(_ move: FrameMove, frames: Frames, in after: LayoutEngine) -> Bool {
    let (old, new) = (move.old, move.new)
    let tolerance = Tolerance.report
    if new.width < -tolerance || new.height < -tolerance { return false }
    if (old.width > tolerance && new.width <= tolerance) || (old.height > tolerance && new.height <= tolerance) {
      return false
    }
    // Off the window: to the left of or above the root's origin, where it was not.
    if (old.x >= -tolerance && new.x < -tolerance) || (old.y >= -tolerance && new.y < -tolerance) { return false }
    guard let item = after.item(named: ItemID(move.item)) else { return true }
    guard let parent = item.parent else { return after.constraint(ConstraintID("\(move.item).size.width")) == nil }
    if !item.kind.isSystemGuide, after.item(named: ItemID(parent))?.kind != .scrollView,
      let parentBefore = frames.before[parent], let parentAfter = frames.after(parent),
      old.leavesAnAxis(of: parentBefore, movingTo: new, in: parentAfter)
    {
      return false
    }
    guard item.kind != .scrollView else { return true }
    for child in item.children {
      guard let childBefore = frames.before[child], let childAfter = frames.after(child) else { continue }
      if childBefore.leavesAnAxis(of: old, movingTo: childAfter, in: new) { return false }
    }
    return true
  }

  /// Whether no moved view now overlaps a sibling view it did not overlap before (a fix that
  /// slides one view over another is never what was meant). Each parent's views are gathered
  /// once with their frames before and after; the pairs are then compared by arithmetic alone.
  static func keepsApart(_ moves: [FrameMove], frames: Frames, in after: LayoutEngine) -> Bool {
    var movesByParent: [String: [FrameMove]] = [:]
    for move in moves {
      guard let item = after.item(named: ItemID(move.item)), item.kind.isView, let parent = item.parent else {
        continue
      }
      movesByParent[parent, default: []].append(move)
    }
    for (parent, moved) in movesByParent {
      let siblings = frames.before.views(in: parent)
      var framesAfter = siblings.frames
      var placed: [SiblingMove] = []
      for move in moved {
        if let index = siblings.index[move.item] {
          framesAfter[index] = move.new
          placed.append(SiblingMove(index: index, old: move.old, new: move.new))
        }
      }
      // A view that was not among its parent's views before is compared with every one.
      for move in moved where siblings.index[move.item] == nil {
        for index in framesAfter.indices {
          if move.new.overlaps(framesAfter[index]) && !move.old.overlaps(siblings.frames[index]) { return false }
        }
      }
      if !movesKeepApart(placed, before: siblings.frames, after: framesAfter) { return false }
    }
    return true
  }

  /// A sibling that moved: its position among its parent's views, its frame before and after.
  struct SiblingMove {
    let index: Int
    let old: Rect
    let new: Rect
  }

  /// Whether no moved sibling (`moves`) overlaps another sibling after (`after`, the moved ones at
  /// their new frames) that it did not overlap before (`before`; its own old frame from its
  /// move). A sweep along x compares only the pairs whose frames after share some width, and a
  /// pair only when one of them moved: the siblings of a row that all move (a conflict of 200
  /// widths) cost their count, not its square, as comparing every moved view with every sibling
  /// did (5 of the 135 M instructions of `lyt-bench --explain --only break`).
  ///
  /// - Complexity: O(n log n) to sort the n siblings, plus the pairs the sweep keeps active.
  static func movesKeepApart(_ moves: [SiblingMove], before: [Rect], after: [Rect]) -> Bool {
    guard !moves.isEmpty else { return true }
    // A few views moved among many: each compared with every sibling costs less than sorting
    // them all (a fix for one of 3,000 free views sorted the root's 3,000 views).
    if moves.count * 16 < after.count {
      return moves.allSatisfy { move in
        after.indices.allSatisfy { other in
          other == move.index || !(move.new.overlaps(after[other]) && !move.old.overlaps(before[other]))
        }
      }
    }
    var moveAt = [SiblingMove?](repeating: nil, count: after.count)
    for move in moves { moveAt[move.index] = move }
    // The moved one's new frame overlaps the other's frame after, and its old one did not
    // overlap the other's frame before.
    func collides(_ move: SiblingMove, with other: Int) -> Bool {
      move.new.overlaps(after[other]) && !move.old.overlaps(before[other])
    }
    let order = after.indices.sorted { after[$0].x < after[$1].x }
    var active: [Int] = []
    var activeMoved: [Int] = []
    for index in order {
      let start = after[index].x
      // Frames that end before this one starts share no width with it or with any after it.
      if let move = moveAt[index] {
        active.removeAll { after[$0].x + after[$0].width <= start }
        for other in active {
          if collides(move, with: other) { return false }
          if let otherMove = moveAt[other], collides(otherMove, with: index) { return false }
        }
        activeMoved.append(index)
      } else {
        activeMoved.removeAll { after[$0].x + after[$0].width <= start }
        for other in activeMoved {
          if let otherMove = moveAt[other], collides(otherMove, with: index) { return false }
        }
      }
      active.append(index)
    }
    return true
  }

  /// Views near the fix (moved, changed by it, or named by the constraints it trades against)
  /// that have an intrinsic size on an axis and end up with no size on it. A constraint's items
  /// are read from its definition, not its measured information, and a frame only for a view
  /// with an intrinsic size: the others are never crushed (the 200 members a large conflict
  /// trades against cost 4.4 of `break`'s 106 M instructions that way).
  private static func crushedViews(near touched: [String], _ moves: [FrameMove], in engine: LayoutEngine) -> [String] {
    var names = Set(moves.map(\.item))
    for name in touched {
      if engine.item(named: ItemID(name)) != nil { names.insert(name) }
      if let constraint = engine.definition(of: ConstraintID(name)) {
        names.insert(constraint.first.item)
        if let second = constraint.second { names.insert(second.item) }
      }
    }
    return names.sorted().filter { name in
      guard let item = engine.item(named: ItemID(name)) else { return false }
      let intrinsic = item.intrinsicSize
      let (hasWidth, hasHeight) = ((intrinsic.width ?? 0) > 0, (intrinsic.height ?? 0) > 0)
      guard hasWidth || hasHeight, let frame = try? engine.frame(of: ItemID(name)) else { return false }
      return (hasWidth && frame.width <= Tolerance.report) || (hasHeight && frame.height <= Tolerance.report)
    }
  }

}

extension Rect {
  /// Whether the two rectangles share an area (touching edges, or a rectangle with no width or
  /// height, do not count).
  func overlaps(_ other: Rect) -> Bool {
    let tolerance = Tolerance.report
    return min(x + width, other.x + other.width) - max(x, other.x) > tolerance
      && min(y + height, other.y + other.height) - max(y, other.y) > tolerance
  }

  /// Whether the rectangle's horizontal extent lies within `other`'s (edges may touch).
  func isInsideHorizontally(_ other: Rect) -> Bool {
    let tolerance = Tolerance.report
    return x >= other.x - tolerance && x + width <= other.x + other.width + tolerance
  }

  /// Whether the rectangle's vertical extent lies within `other`'s (edges may touch).
  func isInsideVertically(_ other: Rect) -> Bool {
    let tolerance = Tolerance.report
    return y >= other.y - tolerance && y + height <= other.y + other.height + tolerance
  }

  /// Whether this rectangle, inside `container` along an axis, leaves `containerAfter` along
  /// that axis once it becomes `after`: a view that was inside its parent horizontally must
  /// stay so even when it runs past the parent's bottom (a long form on a small screen).
  func leavesAnAxis(of container: Rect, movingTo after: Rect, in containerAfter: Rect) -> Bool {
    (isInsideHorizontally(container) && !after.isInsideHorizontally(containerAfter))
      || (isInsideVertically(container) && !after.isInsideVertically(containerAfter))
  }
}
