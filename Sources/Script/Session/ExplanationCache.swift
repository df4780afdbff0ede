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

  /// What stops `anchor` from moving by `step` (see ``LayoutEngine/blocker(of:moving:)``):
  /// `compute` runs on the first question only.
  func blocker(of anchor: Anchor, moving step: Double, compute: () -> MoveBlocker?) -> MoveBlocker? {
    let key = BlockerKey(anchor: anchor, step: step)
    if let known = blockers[key] { return known }
    let answer = compute()
    blockers[key] = answer
    return answer
  }
}
