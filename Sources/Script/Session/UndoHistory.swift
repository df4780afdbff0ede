import CommandLanguage

/// The steps a session can undo and redo, and the states they go back to.
///
/// A step is its command's text, a record in the session's ``HistoryLog`` linked to the step
/// before it (a few dozen bytes, in a file once the log outgrows memory); a state is kept only
/// as a checkpoint, every
/// ``spacing`` steps (spaced twice as wide each time the distance from the newest step doubles,
/// so a long history holds a few dozen states). Undoing rebuilds the state from the
/// nearest checkpoint by running the commands after it again: the same layout, constraints, ids
/// and history, with new (equal, not identical) variable objects; every eighth state that
/// rebuild passes is kept for the undos that follow, until the next step is recorded
/// (``keepOnTheWayBack(_:before:)``). A step that cannot be run
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
  /// One mutating command, as read back from the log.
  struct Step {
    /// The command, as `undo` and `redo` name it: its canonical spelling, which parses back to
    /// the same command (as `save` relies on).
    let command: String
    /// Whether the command can run again from its text (``Session/replay(_:)``). A step keeps
    /// no closure and no syntax tree: those came to some 300 bytes a step, most of what a long
    /// session's memory grew by (`lyt-bench --soak`).
    let isReplayable: Bool
    /// The state before the step, when it was kept.
    var before: Session.State?
  }

  /// A step that was undone, with the state `redo` returns to when it cannot be run again.
  struct UndoneStep {
    let step: Step
    let after: Session.State?
  }

  /// A step taken off by `undo`: where its record is, and the state `redo` returns to when it
  /// cannot run again.
  private struct UndoneEntry {
    let record: HistoryLog.Position
    let isReplayable: Bool
    let after: KeptState?
  }

  /// A kept state, behind a reference: a state is some 750 bytes inline (the engine's tables
  /// are references, but there are many of them). Never mutated, so sharing the box is sharing
  /// the value.
  private final class KeptState {
    let state: Session.State

    init(_ state: Session.State) {
      self.state = state
    }
  }

  /// A step's flags in its log record.
  private enum Flag {
    /// The step can run again from its text.
    static let replayable: UInt8 = 1
    /// The step before it could not run again, so this step's state is kept for good.
    static let keepsBefore: UInt8 = 2
  }

  /// The fewest steps between two checkpoints near the newest step: undoing runs at most
  /// ``spacing`` commands again, and a command pays for copying the tables it writes only once
  /// per ``spacing`` commands.
  static let minimumSpacing = 16
  /// The most steps between two checkpoints near the newest step (undoing at 10,000 views runs
  /// at most this many commands again: some 20 ms).
  static let maximumSpacing = 128
  /// Symbols of the layout per step of ``spacing``: a checkpoint's copies cost the layout's
  /// size, so the spacing follows it (see ``fitSpacing(toSymbols:)``). With 1,024, a 1,000-view
  /// screen kept a checkpoint every 16 steps and a 3,000-view one every 64; their first writes
  /// and their release were still a fifth of the 3,030-view session (1.33 s against 1.05 s with
  /// none): at 256 (64 and 128 steps) that session takes 1.17 s, the VFL one 1.6 s instead of 2.1,
  /// and an undo there runs at most 128 commands again (some 10 ms).
  static let symbolsPerSpacingStep = 256

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

  /// The log the steps are in: each step is a record linked to the one before it, so the
  /// history holds in memory only its newest record, its count and its kept states.
  let log: HistoryLog
  /// The newest step's record.
  private var newest: HistoryLog.Position?
  /// Whether the newest step can run again.
  private var newestIsReplayable = true
  /// The number of steps done.
  private(set) var doneCount = 0
  /// The steps undone, most recently undone last.
  private var undone: [UndoneEntry] = []
  /// The states kept, by the position of the step they come before.
  private var kept: [Int: KeptState] = [:]
  /// The positions of the steps that keep their state for good (the step before could not run
  /// again).
  private var keptForGood: Set<Int> = []
  /// The positions of the steps that keep their state as a checkpoint a new step may thin out
  /// (not those kept for good), in increasing order. Visiting only these (a few dozen) instead
  /// of every multiple of the spacing keeps a push from costing the length of the history.
  private var checkpoints: [Int] = []

  /// An empty history whose steps go to `log`.
  init(log: HistoryLog = HistoryLog()) {
    self.log = log
  }

  /// The number of steps undone that `redo` can do again.
  var undoneCount: Int { undone.count }

  /// Whether the step at `position` keeps the state before it.
  func keepsState(at position: Int) -> Bool { kept[position] != nil }

  /// The positions of the steps that keep the state before them, in increasing order.
  var keptPositions: [Int] { kept.keys.sorted() }

  /// Whether the step recorded next, at `position` (the number of steps done), keeps the state
  /// before it: the caller keeps that state aside only then.
  func keepsState(beforeStep position: Int) -> Bool {
    if doneCount > 0 && !newestIsReplayable { return true }
    return position % spacing == 0
  }

  /// Records a step that started from `before` (nil when ``keepsState(beforeStep:)`` said it
  /// needs none) and clears what was undone.
  mutating func record(_ command: String, isReplayable: Bool, before: Session.State?) {
    undone.removeAll()
    let keepsBefore = doneCount > 0 && !newestIsReplayable
    let flags = (isReplayable ? Flag.replayable : 0) | (keepsBefore ? Flag.keepsBefore : 0)
    let record = log.append(command, flags: flags, after: newest)
    push(record, isReplayable: isReplayable, keepsBefore: keepsBefore, before: before)
  }

  /// Takes the newest step off for `undo`, `after` being the state it reached (for `redo`);
  /// nil when there is none.
  ///
  /// - Throws: ``FileAccessError`` when its record cannot be read back; the history is then
  ///   unchanged.
  mutating func popDone(after: Session.State) throws(FileAccessError) -> Step? {
    guard let newest else { return nil }
    let record = try read(newest)
    let position = doneCount - 1
    let before = kept.removeValue(forKey: position)?.state
    keptForGood.remove(position)
    if checkpoints.last == position { checkpoints.removeLast() }
    let isReplayable = record.flags & Flag.replayable != 0
    self.newest = record.previous
    // The step before this one could run again unless this one kept its state for good.
    newestIsReplayable = record.flags & Flag.keepsBefore == 0
    doneCount -= 1
    undone.append(UndoneEntry(record: newest, isReplayable: isReplayable, after: isReplayable ? nil : KeptState(after)))
    return Step(command: record.text, isReplayable: isReplayable, before: before)
  }

  /// Takes the most recently undone step off for `redo`; `before` is the state it starts from.
  ///
  /// - Throws: ``FileAccessError`` when its record cannot be read back; the history is then
  ///   unchanged.
  mutating func popUndone(before: Session.State) throws(FileAccessError) -> UndoneStep? {
    guard let entry = undone.last else { return nil }
    let record = try read(entry.record)
    undone.removeLast()
    // Its record links to the step that is newest again, so it is the newest once more.
    push(
      entry.record, isReplayable: entry.isReplayable, keepsBefore: record.flags & Flag.keepsBefore != 0,
      before: before)
    return UndoneStep(
      step: Step(command: record.text, isReplayable: entry.isReplayable, before: nil), after: entry.after?.state)
  }

  /// The newest kept state at or before position `count` (the state before step `count`), and
  /// that position.
  func checkpoint(atOrBefore count: Int) -> (state: Session.State, position: Int)? {
    let limit = min(count, doneCount - 1)
    guard let position = kept.keys.filter({ $0 <= limit }).max(), let box = kept[position] else { return nil }
    return (box.state, position)
  }

  /// Keeps `state`, the state before the done step at `position`, until the next step is
  /// recorded: a state an undo passed on its way back from a checkpoint, so that the undos
  /// after it run fewer commands again. Thinned like a checkpoint by the next step recorded.
  mutating func keepOnTheWayBack(_ state: Session.State, before position: Int) {
    guard position > 0, position < doneCount, kept[position] == nil else { return }
    kept[position] = KeptState(state)
    checkpoints.insert(position, at: checkpoints.firstIndex { $0 > position } ?? checkpoints.endIndex)
  }

  /// The steps at positions `start..<end`, oldest first (`end` at most ``doneCount``).
  ///
  /// - Throws: ``FileAccessError`` when a record cannot be read back.
  func steps(from start: Int, to end: Int) throws(FileAccessError) -> [Step] {
    var steps: [Step] = []
    var record = newest
    var position = doneCount - 1
    while position >= start, let current = record {
      let read = try read(current)
      if position < end {
        steps.append(
          Step(command: read.text, isReplayable: read.flags & Flag.replayable != 0, before: kept[position]?.state))
      }
      record = read.previous
      position -= 1
    }
    return steps.reversed()
  }

  private func read(_ position: HistoryLog.Position) throws(FileAccessError) -> HistoryLog.Record {
    guard let record = log.record(at: position) else {
      throw log.readFailure ?? FileAccessError(.history(.undoHistoryUnreadable))
    }
    return record
  }

  private mutating func push(
    _ record: HistoryLog.Position, isReplayable: Bool, keepsBefore: Bool, before: Session.State?
  ) {
    let position = doneCount
    newest = record
    newestIsReplayable = isReplayable
    doneCount += 1
    if keepsBefore { keptForGood.insert(position) }
    // The new step keeps its state only as a checkpoint, and the checkpoints behind it thin out
    // as the history grows.
    if let before, isCheckpoint(position) {
      kept[position] = KeptState(before)
      if !keepsBefore { checkpoints.append(position) }
    }
    let thinned = checkpoints.filter { $0 < position && !isCheckpoint($0) }
    guard !thinned.isEmpty else { return }
    for dropped in thinned { kept[dropped] = nil }
    checkpoints.removeAll { thinned.contains($0) }
  }

  /// Whether the step at `position` keeps its state: one every
  /// `spacing · 2^k` steps, `spacing · 2^k` the largest such power at most half its distance
  /// from the newest step (a position dropped once is never asked for again, since the spacing
  /// only grows), and every step after one that cannot be run again. (A quarter kept twice as
  /// many: 76 of a 1,000-view session's 190 MB were checkpoints.)
  private func isCheckpoint(_ position: Int) -> Bool {
    var spacing = self.spacing
    while 2 * spacing <= doneCount - position { spacing *= 2 }
    return keptForGood.contains(position) || position % spacing == 0
  }
}

extension Session {
  /// The state before step `count` of the undo history (after the first `count` steps): the
  /// nearest kept state, and the steps after it run again. Those steps all ran from that very
  /// state before, so they cannot fail now; should one fail anyway, the state stops at the step
  /// before it.
  ///
  /// - Throws: ``FileAccessError`` when the steps cannot be read back from the history's file;
  ///   the state is then unchanged.
  ///
  /// Returns every ``onTheWayBackStride``-th state it passed (the state before the step at
  /// each position, counted back from `count`): an undo keeps them for the undos that follow it
  /// (``UndoHistory/keepOnTheWayBack(_:before:)``), which then run at most that many commands
  /// again instead of every command from the checkpoint.
  @discardableResult
  mutating func rebuildState(beforeStep count: Int) throws(FileAccessError) -> [(position: Int, state: State)] {
    guard let start = undoHistory.checkpoint(atOrBefore: count) else { return [] }
    let steps = try undoHistory.steps(from: start.position, to: count)
    let previous = state.engine
    state = start.state
    // The checkpoint's items are the first of the state it was rebuilt from (the same
    // objects, unless made anew since): their frame components need not be listed again.
    state.engine.adoptScanTable(from: previous)
    var passed: [(position: Int, state: State)] = []
    for (offset, step) in steps.enumerated() {
      guard step.isReplayable else { break }
      let position = start.position + offset
      if offset > 0 && (count - position) % onTheWayBackStride == 0 { passed.append((position, state)) }
      do { try replay(step) } catch { break }
    }
    return passed
  }

  /// How far apart the states an undo keeps on its way back from a checkpoint are (see
  /// ``rebuildState(beforeStep:)``): an eighth of the checkpoints' spacing, at least eight, so
  /// that an undo keeps at most eight of them however wide the spacing. Keeping a state costs
  /// about two commands run again (the next command copies the tables it writes); eight apart,
  /// 160 undos in a row at the end of the 3,030-view screen (checkpoints 64 apart) ran commands
  /// again for a fifth of the instructions they took from the checkpoints alone. Eight apart
  /// with checkpoints 128 apart, the sixteen states an undo kept there raised the peak of the
  /// 3,000-view VFL screen's 160 undos from 241 to 272 MB.
  var onTheWayBackStride: Int { max(8, undoHistory.spacing / 8) }

  /// Runs `step`'s command again on the state it started from, exactly as it ran the first
  /// time: its text parsed back to the command, applied, then the change report's bookkeeping.
  mutating func replay(_ step: UndoHistory.Step) throws(SessionError) {
    let parsed = Parser.parse(step.command)
    guard parsed.errors.isEmpty, parsed.statements.count == 1, let statement = parsed.statements.first else {
      throw SessionError(.history(.cannotRunAgain(command: step.command)), at: nowhere)
    }
    let markBefore = state.engine.changeMark
    _ = try apply(statement.command, at: statement.range)
    _ = state.engine.takeChanges()
    state.engine.nameReportedState(Self.mark(after: markBefore, command: step.command))
    state.history.append(step.command)
  }
}
