import Layout

/// The layout one fix candidate left, with what every check of a batch reads of it alike,
/// worked out once when first asked for: the frames that moved, whether they keep their shapes
/// and stay apart, and whether the layout leaves something new ambiguous.
///
/// The checks of a batch (``FixBatch``) are all made in one state of the session, so they share
/// the layout before the fix, its frames and its ambiguous components; only the problem differs.
/// A candidate that loosens a stack's pin moves every row of a long form: each of the twenty
/// problems of a list measured those moves and scanned that layout again (a fifth of a JSON
/// document of a 100-row stack, 1,000 views).
final class CandidateLayout {
  /// The candidate.
  let candidate: FixCandidate
  /// What the candidate changed (frames moved, constraints that changed state).
  let changes: LayoutChanges
  /// The layout it left.
  let after: LayoutEngine
  /// The constraints it wrote or changed the state of, by name.
  let changedConstraints: [String]
  /// The items it names that still exist.
  let changedItems: [String]
  /// The state the checks were made in: the first check's view of it.
  private let before: FixCheck

  /// The candidate's layout, judged against the state `check` was made in (every check that
  /// reads this must have been made in that state).
  init(
    candidate: FixCandidate, changes: LayoutChanges, after: LayoutEngine, changedConstraints: [String],
    changedItems: [String], madeLike check: FixCheck
  ) {
    self.candidate = candidate
    self.changes = changes
    self.after = after
    self.changedConstraints = changedConstraints
    self.changedItems = changedItems
    self.before = check
  }

  /// The frames that moved, farthest first (``FixCheck/moves(in:of:)``).
  private(set) lazy var moves: [FrameMove] = FixCheck.moves(in: changes, of: after)

  /// The frames before the fix, with the moved ones at their new places.
  private lazy var frames: FixCheck.Frames = {
    var framesAfter: [String: Rect] = [:]
    for move in moves { framesAfter[move.item] = move.new }
    return FixCheck.Frames(before: before.framesBefore, movedTo: framesAfter)
  }()

  /// Whether every moved frame keeps its shape and no moved view comes to overlap a sibling
  /// (``FixCheck/keepsShape(_:frames:in:)``, ``FixCheck/keepsApart(_:frames:in:)``).
  private(set) lazy var keepsShapesApart: Bool =
    moves.allSatisfy { FixCheck.keepsShape($0, frames: frames, in: after) }
    && FixCheck.keepsApart(moves, frames: frames, in: after)

  /// The frame components the scan may find newly ambiguous: those of the part of the layout
  /// the candidate can reach (``LayoutEngine/ambiguityScope(changing:items:in:limit:)``), or of
  /// the whole layout when that part is large; nil when the layout cannot be scanned. Whether
  /// the scope is the part is kept with it.
  private lazy var reachable: (table: FrameComponentTable, isPart: Bool)? = {
    let engine = before.engineBefore
    let scope = engine.ambiguityScope(
      changing: changedConstraints, items: changedItems, in: after, limit: engine.solverSize / 10)
    // The copies have the session's items, so the table is the session's: made for the part
    // the fix reaches only, at the cost of that part.
    if let scope { return (engine.frameComponentTable(reaching: scope), true) }
    return (try? engine.frameComponentTable()).map { ($0, false) }
  }()

  /// The verdicts of ``leavesNothingNewAmbiguous(watching:)`` so far, by the component watched
  /// besides the new ones.
  private var verdicts: [ItemComponent?: Bool] = [:]

  /// Whether the layout has no ambiguous frame component the state before did not have, nor
  /// `own` (a problem's own ambiguous component) when given. Only the part of the layout the
  /// candidate can reach is scanned: elsewhere every component keeps the verdict it had, so
  /// `own`, when it lies outside, stays ambiguous.
  func leavesNothingNewAmbiguous(watching own: ItemComponent?) -> Bool {
    if let known = verdicts[own] { return known }
    let verdict = scan(watching: own)
    verdicts[own] = verdict
    return verdict
  }

  private func scan(watching own: ItemComponent?) -> Bool {
    guard let (table, isPart) = reachable else { return false }
    let engine = before.engineBefore
    if isPart, let own, !table.contains(own),
      engine.frameComponentTable(reaching: [], items: [own.item.name]).contains(own)
    {
      return false
    }
    // Only what was not ambiguous before is watched, and the problem's own component.
    let ambiguousBefore = before.ambiguousBefore
    let watched = table.filter { !ambiguousBefore.contains($0) || $0 == own }
    return after.ambiguousComponents(in: watched).isEmpty
  }
}
