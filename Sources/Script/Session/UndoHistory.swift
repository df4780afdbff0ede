/// The steps a session can undo and redo, and the states they go back to.
///
/// Every step starts as an exact copy of the state before it (copy-on-write). Keeping all of
/// them made long sessions unusable: each kept state holds its own copy of every array the next
/// command touched, so a 6,000-command script building 1,000 views held gigabytes and spent most
/// of its time in page faults. So only the newest ``exactSteps`` steps keep their state; older
/// ones keep how to run their command again, plus a checkpoint state every
/// ``checkpointSpacing`` steps (spaced twice as wide each time the distance from the newest step
/// doubles, so a long history holds a few dozen states). Undoing that far back rebuilds the
/// state from the nearest checkpoint by running the commands after it again: the same layout,
/// constraints, ids and history, with new (equal, not identical) variable objects. A step that
/// cannot be run again (`load`, `import log`, `reset`, `animate`) keeps the state after it as
/// well, as the next step's checkpoint. Undone steps likewise keep the state `redo` returns to
/// only for the most recent ones; redoing an older one runs its command again.
struct UndoHistory {
  /// One mutating command.
  struct Step {
    /// The command, as `undo` and `redo` name it: its canonical spelling, which parses back to
    /// the same command (as `save` relies on).
    let command: String
    /// Whether the command can run again from its text (``Session/replay(_:)``). A step keeps
    /// no closure and no syntax tree: those came to some 300 bytes a step, most of what a long
    /// session's memory grew by (`lyt-bench --soak`).
    let isReplayable: Bool
    /// The state before the step, while it is kept.
    var before: Session.State? {
      get { keptBefore?.state }
      set { keptBefore = newValue.map(KeptState.init) }
    }
    /// ``before``, boxed (see ``KeptState``).
    private var keptBefore: KeptState?
    /// Whether `before` is kept for good (the step before could not be run again).
    var keepsBefore = false

    init(command: String, isReplayable: Bool, before: Session.State?) {
      self.command = command
      self.isReplayable = isReplayable
      self.before = before
    }
  }

  /// A step that was undone, with the state `redo` returns to while it is kept (always for a
  /// step that cannot be run again; otherwise for the ``exactSteps`` most recently undone).
  struct UndoneStep {
    let step: Step
    var after: Session.State? {
      get { keptAfter?.state }
      set { keptAfter = newValue.map(KeptState.init) }
    }
    /// ``after``, boxed (see ``KeptState``).
    private var keptAfter: KeptState?

    init(step: Step, after: Session.State?) {
      self.step = step
      self.after = after
    }
  }

  /// A kept state, behind a reference: a state is some 750 bytes inline (the engine's tables
  /// are references, but there are many of them), and a step whose state was dropped must not
  /// keep that room. Unboxed, every step of a 40,000-command session held it: 30 MB of the
  /// history's 120, for states of which a few dozen are kept. Never mutated, so sharing the
  /// box is sharing the value.
  private final class KeptState {
    let state: Session.State

    init(_ state: Session.State) {
      self.state = state
    }
  }

  /// How many of the newest steps keep their exact state. Each one owns every table chunk,
  /// shard, row and column written after it: at 1,000 views 32 of them held 70 MB of a 190 MB
  /// session. Undoing further rebuilds from a checkpoint (at most `checkpointSpacing` commands
  /// behind the window) by running commands again.
  static let exactSteps = 8
  /// Steps between two checkpoints just beyond the exact ones.
  static let checkpointSpacing = 16

  /// The steps done, oldest first.
  private(set) var done: [Step] = []
  /// The steps undone, most recently undone last.
  private(set) var undone: [UndoneStep] = []
  /// The positions in `done` of the steps that left the exact window and still keep their state
  /// as a checkpoint that a new step may thin out (not those kept for good), in increasing
  /// order. Visiting only these (a few dozen) instead of every multiple of the spacing keeps a
  /// push from costing the length of the history.
  private var checkpoints: [Int] = []

  /// Records a step that started from `before` and clears what was undone.
  mutating func record(_ command: String, isReplayable: Bool, before: Session.State) {
    undone.removeAll()
    push(Step(command: command, isReplayable: isReplayable, before: before))
  }

  /// Takes the newest step off for `undo`, `after` being the state it reached (for `redo`).
  mutating func popDone(after: Session.State) -> Step? {
    guard let step = done.popLast() else { return nil }
    if checkpoints.last == done.count { checkpoints.removeLast() }
    undone.append(UndoneStep(step: step, after: after))
    let oldest = undone.count - 1 - Self.exactSteps
    if oldest >= 0 && undone[oldest].step.isReplayable { undone[oldest].after = nil }
    return step
  }

  /// Takes the most recently undone step off for `redo`; `before` is the state it starts from.
  mutating func popUndone(before: Session.State) -> UndoneStep? {
    guard let undoneStep = undone.popLast() else { return nil }
    var step = undoneStep.step
    step.before = before
    push(step)
    return undoneStep
  }

  /// The newest kept state at or before position `count` (the state before step `count`), and
  /// that position.
  func checkpoint(atOrBefore count: Int) -> (state: Session.State, position: Int)? {
    for position in stride(from: min(count, done.count - 1), through: 0, by: -1) {
      if let state = done[position].before { return (state, position) }
    }
    return nil
  }

  private mutating func push(_ step: Step) {
    var step = step
    if let previous = done.last, !previous.isReplayable { step.keepsBefore = true }
    done.append(step)
    let oldest = done.count - Self.exactSteps
    guard oldest >= 0 else { return }
    // The step that just left the exact window keeps its state only as a checkpoint, and the
    // checkpoints behind it thin out as the history grows. (After undos, the window moves back
    // over steps that left it before: those keep what they kept, as a redone step does.)
    if !isCheckpoint(oldest) {
      done[oldest].before = nil
    } else if done[oldest].before != nil && !done[oldest].keepsBefore && !checkpoints.contains(oldest) {
      checkpoints.insert(oldest, at: checkpoints.firstIndex { $0 > oldest } ?? checkpoints.count)
    }
    let thinned = checkpoints.filter { $0 < oldest && !isCheckpoint($0) }
    guard !thinned.isEmpty else { return }
    for position in thinned { done[position].before = nil }
    checkpoints.removeAll { thinned.contains($0) }
  }

  /// Whether the step at `position`, beyond the exact window, keeps its state: one every
  /// `spacing · 2^k` steps, `spacing · 2^k` the largest such power at most half its distance
  /// from the newest step (a position dropped once is never asked for again, since the spacing
  /// only grows), and every step after one that cannot be run again. (A quarter kept twice as
  /// many: 76 of a 1,000-view session's 190 MB were checkpoints.)
  private func isCheckpoint(_ position: Int) -> Bool {
    var spacing = Self.checkpointSpacing
    while 2 * spacing <= done.count - position { spacing *= 2 }
    return done[position].keepsBefore || position % spacing == 0
  }
}

extension Session {
  /// The state before step `count` of the undo history (after the first `count` steps): the
  /// nearest kept state, and the steps after it run again. Those steps all ran from that very
  /// state before, so they cannot fail now; should one fail anyway, the state stops at the step
  /// before it.
  mutating func rebuildState(beforeStep count: Int) {
    guard let start = undoHistory.checkpoint(atOrBefore: count) else { return }
    state = start.state
    for step in undoHistory.done[start.position..<count] {
      guard step.isReplayable else { break }
      do { try replay(step) } catch { break }
    }
  }

  /// Runs `step`'s command again on the state it started from, exactly as it ran the first
  /// time: its text parsed back to the command, applied, then the change report's bookkeeping.
  mutating func replay(_ step: UndoHistory.Step) throws(SessionError) {
    let parsed = Parser.parse(step.command)
    guard parsed.errors.isEmpty, parsed.statements.count == 1, let statement = parsed.statements.first else {
      throw SessionError.at(nowhere, "`\(step.command)` cannot run again")
    }
    _ = try apply(statement.command, at: statement.range)
    _ = state.engine.takeChanges()
    state.history.append(step.command)
  }
}
