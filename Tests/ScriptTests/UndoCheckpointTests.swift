import Testing

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
    for _ in 0..<3000 {
      switch random.next(10) {
      case 0, 1:
        _ = history.popDone(after: Session.State())
        model.undo()
      case 2:
        _ = history.popUndone(before: Session.State())
        model.redo()
      default:
        let replayable = random.next(40) != 0
        history.record("c", isReplayable: replayable, before: Session.State())
        model.record(replayable: replayable)
      }
      #expect(history.done.map { $0.before != nil } == model.kept, "seed \(seed)")
    }
    // Thousands of steps, a few dozen states.
    #expect(model.kept.filter { $0 }.count < 64)
  }

  @Test("a step whose state was dropped holds no room for one")
  func stepsDoNotHoldAStateInline() {
    #expect(MemoryLayout<UndoHistory.Step>.size < MemoryLayout<Session.State>.size / 4)
    #expect(MemoryLayout<UndoHistory.UndoneStep>.size < MemoryLayout<Session.State>.size / 4)
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
    var position = oldest - oldest % UndoHistory.checkpointSpacing
    while position >= 0 {
      if kept[position] && !isCheckpoint(position) { kept[position] = false }
      position -= UndoHistory.checkpointSpacing
    }
  }

  private func isCheckpoint(_ position: Int) -> Bool {
    var spacing = UndoHistory.checkpointSpacing
    while 2 * spacing <= done.count - position { spacing *= 2 }
    return done[position].keepsBefore || position % spacing == 0
  }
}
