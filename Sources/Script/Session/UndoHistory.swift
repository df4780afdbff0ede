/// The steps a session can undo and redo, and the states they go back to.
///
/// A step keeps how to run its command again; a state is kept only as a checkpoint, every
/// ``spacing`` steps (spaced twice as wide each time the distance from the newest step doubles,
/// so a long history holds a few dozen states). Undoing rebuilds the state from the
/// nearest checkpoint by running the commands after it again: the same layout, constraints, ids
/// and history, with new (equal, not identical) variable objects. A step that cannot be run
/// again (`load`, `import log`, `import code`, `import storyboard`, `reset`, `animate`) keeps the
/// state after it as well, as the next step's checkpoint.
///
/// States are not kept for every step because a kept state shares its tables with the state
/// the next command writes: every table that command touched was then copied whole. Keeping
/// the eight newest, as this history once did, made each command at 3,000 views cost the
/// layout's size (three quarters of its time) and held a copy of each table per step. Now a
/// command pays for the copies once per checkpoint, and ``Session`` keeps the state before a
/// command only when this history asks for it (``keepsState(beforeStep:)``) or a report needs
/// it. Undone steps likewise keep the state `redo` returns to only when they cannot run again;
/// redoing another runs its command again.
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

  /// A step that was undone, with the state `redo` returns to when it cannot be run again.
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

  /// The fewest steps between two checkpoints near the newest step: undoing runs at most
  /// ``spacing`` commands again, and a command pays for copying the tables it writes only once
  /// per ``spacing`` commands.
  static let minimumSpacing = 16
  /// The most steps between two checkpoints near the newest step (undoing at 10,000 views runs
  /// at most this many commands again: some 20 ms).
  static let maximumSpacing = 128
  /// Symbols of the layout per step of ``spacing``: a checkpoint's copies cost the layout's
  /// size, so the spacing follows it (see ``fitSpacing(toSymbols:)``).
  static let symbolsPerSpacingStep = 1024

  /// Steps between two checkpoints near the newest step: a power of two from ``minimumSpacing``
  /// to ``maximumSpacing`` that only grows (so a position dropped once is never asked for again).
  private(set) var spacing = minimumSpacing

  /// Widens ``spacing`` to fit a layout of `symbolCount` solver symbols: the copies a checkpoint
  /// costs grow with the layout, so spacing them in proportion keeps a command's share of them
  /// constant. Fixed at 16, the first write after each checkpoint and the checkpoints dropped
  /// later were a fifth of a 3,000-view session (`lyt-bench --screen`: 6.75 s, 5.24 s at 64).
  mutating func fitSpacing(toSymbols symbolCount: Int) {
    var fitted = spacing
    while fitted < Self.maximumSpacing && fitted * Self.symbolsPerSpacingStep < symbolCount { fitted *= 2 }
    spacing = fitted
  }

  /// The steps done, oldest first.
  private(set) var done: [Step] = []
  /// The steps undone, most recently undone last.
  private(set) var undone: [UndoneStep] = []
  /// The positions in `done` of the steps that keep their state as a checkpoint that a new step
  /// may thin out (not those kept for good), in increasing order. Visiting only these (a few dozen) instead of every multiple of the spacing keeps a
  /// push from costing the length of the history.
  private var checkpoints: [Int] = []

  /// Whether the step recorded next, at `position` (the number of steps done), keeps the state
  /// before it: the caller keeps that state aside only then.
  func keepsState(beforeStep position: Int) -> Bool {
    if let previous = done.last, !previous.isReplayable { return true }
    return position % spacing == 0
  }

  /// Records a step that started from `before` (nil when ``keepsState(beforeStep:)`` said it
  /// needs none) and clears what was undone.
  mutating func record(_ command: String, isReplayable: Bool, before: Session.State?) {
    undone.removeAll()
    push(Step(command: command, isReplayable: isReplayable, before: before))
  }

  /// Takes the newest step off for `undo`, `after` being the state it reached (for `redo`).
  mutating func popDone(after: Session.State) -> Step? {
    guard let step = done.popLast() else { return nil }
    if checkpoints.last == done.count { checkpoints.removeLast() }
    undone.append(UndoneStep(step: step, after: step.isReplayable ? nil : after))
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
    let newest = done.count
    done.append(step)
    // The new step keeps its state only as a checkpoint, and the checkpoints behind it thin out
    // as the history grows.
    if !isCheckpoint(newest) {
      done[newest].before = nil
    } else if done[newest].before != nil && !done[newest].keepsBefore {
      checkpoints.append(newest)
    }
    let thinned = checkpoints.filter { $0 < newest && !isCheckpoint($0) }
    guard !thinned.isEmpty else { return }
    for position in thinned { done[position].before = nil }
    checkpoints.removeAll { thinned.contains($0) }
  }

  /// Whether the step at `position` keeps its state: one every
  /// `spacing · 2^k` steps, `spacing · 2^k` the largest such power at most half its distance
  /// from the newest step (a position dropped once is never asked for again, since the spacing
  /// only grows), and every step after one that cannot be run again. (A quarter kept twice as
  /// many: 76 of a 1,000-view session's 190 MB were checkpoints.)
  private func isCheckpoint(_ position: Int) -> Bool {
    var spacing = self.spacing
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
    let markBefore = state.engine.changeMark
    _ = try apply(statement.command, at: statement.range)
    _ = state.engine.takeChanges()
    state.engine.nameReportedState(Self.mark(after: markBefore, command: step.command))
    state.history.append(step.command)
  }
}
