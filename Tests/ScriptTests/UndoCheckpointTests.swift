import Testing

@testable import CommandLanguage
@testable import Script

/// Which steps of a long undo history keep their state: a thinning set of checkpoints, and
/// every step after one that cannot be run again. A push visits only the checkpoints it may thin out; these tests hold it to what a scan
/// of every multiple of the spacing (how it was first written) keeps.
@Suite("Undo history checkpoints")
struct UndoCheckpointTests {
  @Test("random records, undos and redos keep exactly the states a full scan keeps", arguments: 0..<8)
  func keptStatesMatchAFullScan(seed: UInt64) {
    var random = SplitMix(seed: seed)
    var history = UndoHistory()
    var model = CheckpointModel()
    for step in 0..<3000 {
      // Half the seeds widen the spacing as a growing layout would, at a random step.
      if seed >= 4 && random.next(300) == 0 {
        history.fitSpacing(toSymbols: step * 40)
        model.spacing = history.spacing
      }
      switch random.next(10) {
      case 0, 1:
        _ = try? history.popDone(after: Session.State())
        model.undo()
      case 2:
        _ = try? history.popUndone(before: Session.State())
        model.redo()
      default:
        let replayable = random.next(40) != 0
        history.record("c", isReplayable: replayable, before: Session.State())
        model.record(replayable: replayable)
      }
      #expect((0..<history.doneCount).map { history.keepsState(at: $0) } == model.kept, "seed \(seed)")
    }
    // Thousands of steps, a few dozen states.
    #expect(model.kept.filter { $0 }.count < 64)
  }

  @Test("the spacing follows the layout's size, a power of two from 16 to 128 that never shrinks")
  func spacingFitsTheLayout() {
    var history = UndoHistory()
    #expect(history.spacing == 16)
    history.fitSpacing(toSymbols: 4_000)
    #expect(history.spacing == 16)
    history.fitSpacing(toSymbols: 4_097)
    #expect(history.spacing == 32)
    history.fitSpacing(toSymbols: 14_000)  // about 1,000 views
    #expect(history.spacing == 64)
    history.fitSpacing(toSymbols: 4_000)
    #expect(history.spacing == 64)
    history.fitSpacing(toSymbols: 40_000)  // about 3,000 views
    #expect(history.spacing == 128)
    history.fitSpacing(toSymbols: 130_000)  // about 10,000 views
    #expect(history.spacing == 128)
    history.fitSpacing(toSymbols: 10_000_000)
    #expect(history.spacing == 128)
  }

  @Test("widening the spacing drops the checkpoints between the new multiples at the next step")
  func wideningThinsCheckpoints() {
    var history = UndoHistory()
    for _ in 0..<40 { history.record("c", isReplayable: true, before: Session.State()) }
    #expect(history.keptPositions == [0, 16, 32])
    history.fitSpacing(toSymbols: 40_000)
    history.record("c", isReplayable: true, before: nil)
    #expect(history.keptPositions == [0])
  }

  @Test("an undo keeps every eighth state it passes on its way back, until the next step")
  func undoKeepsStatesOnTheWayBack() throws {
    var session = rowOfTwoSession()
    for index in 0..<40 { runIgnoringErrors("add view v\(index) in root", on: &session) }
    #expect(session.undoHistory.doneCount == 47)
    #expect(session.undoHistory.keptPositions == [0, 16, 32])
    // Back to the state before step 46: rebuilt from the checkpoint at 32, passing 38.
    runIgnoringErrors("undo", on: &session)
    #expect(session.undoHistory.keptPositions == [0, 16, 32, 38])
    #expect(session.engine.itemNames.last?.name == "v38.safeArea")
    // The next undos start from 38, and reach it: its state is the one the commands left.
    for _ in 0..<8 { runIgnoringErrors("undo", on: &session) }
    #expect(session.undoHistory.doneCount == 38)
    #expect(session.engine.itemNames.last?.name == "v30.safeArea")
    var fresh = rowOfTwoSession()
    for index in 0..<31 { runIgnoringErrors("add view v\(index) in root", on: &fresh) }
    #expect(session.engine.itemNames == fresh.engine.itemNames)
    #expect(session.state.history.commands == fresh.state.history.commands)
    #expect(session.undoHistory.keptPositions == [0, 16, 32])
    // A new step thins out a state kept on the way back like any between checkpoints.
    var other = rowOfTwoSession()
    for index in 0..<40 { runIgnoringErrors("add view v\(index) in root", on: &other) }
    runIgnoringErrors("undo", on: &other)
    #expect(other.undoHistory.keptPositions == [0, 16, 32, 38])
    runIgnoringErrors("add view w in root", on: &other)
    #expect(other.undoHistory.keptPositions == [0, 16, 32])
  }

  @Test("with checkpoints 128 apart, an undo keeps every sixteenth state it passes")
  func theStatesKeptOnTheWayBackFollowTheSpacing() {
    var session = rowOfTwoSession()
    session.undoHistory.fitSpacing(toSymbols: 40_000)
    #expect(session.undoHistory.spacing == 128)
    for index in 0..<150 { runIgnoringErrors("add view v\(index) in root", on: &session) }
    #expect(session.undoHistory.doneCount == 157)
    #expect(session.undoHistory.keptPositions == [0, 128])
    // Back to the state before step 156: rebuilt from 128, passing 140 (not 132, 140 and 148).
    runIgnoringErrors("undo", on: &session)
    #expect(session.undoHistory.keptPositions == [0, 128, 140])
    for _ in 0..<16 { runIgnoringErrors("undo", on: &session) }
    #expect(session.undoHistory.doneCount == 140)
    var fresh = rowOfTwoSession()
    for index in 0..<133 { runIgnoringErrors("add view v\(index) in root", on: &fresh) }
    #expect(session.engine.itemNames == fresh.engine.itemNames)
  }

  @Test("a command is one reference, so the closure that runs it again holds one")
  func commandsAreOneReference() {
    #expect(MemoryLayout<Command>.size == MemoryLayout<AnyObject>.size)
  }
}

/// The undo history's rule for kept states, written as a scan of every multiple of the spacing
/// at each push.
private struct CheckpointModel {
  struct Step {
    var replayable: Bool
    var keepsBefore = false
  }

  var done: [Step] = []
  var kept: [Bool] = []
  var undone: [Step] = []
  /// The history's spacing, widened as it widens.
  var spacing = UndoHistory.minimumSpacing

  mutating func record(replayable: Bool) {
    undone.removeAll()
    push(Step(replayable: replayable))
  }

  mutating func undo() {
    guard let step = done.popLast() else { return }
    kept.removeLast()
    undone.append(step)
  }

  mutating func redo() {
    guard let step = undone.popLast() else { return }
    push(step)
  }

  private mutating func push(_ step: Step) {
    var step = step
    if let previous = done.last, !previous.replayable { step.keepsBefore = true }
    done.append(step)
    kept.append(true)
    let oldest = done.count - 1
    if !isCheckpoint(oldest) { kept[oldest] = false }
    var position = oldest - oldest % UndoHistory.minimumSpacing
    while position >= 0 {
      if kept[position] && !isCheckpoint(position) { kept[position] = false }
      position -= UndoHistory.minimumSpacing
    }
  }

  private func isCheckpoint(_ position: Int) -> Bool {
    var spacing = self.spacing
    while 2 * spacing <= done.count - position { spacing *= 2 }
    return done[position].keepsBefore || position % spacing == 0
  }
}
