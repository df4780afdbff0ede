import Layout
import Testing

@testable import CommandLanguage
@testable import Script

/// A page's recording updates each snapshot from the one before it where the command's
/// footprint allows (``SessionRecording/updatesSnapshots``): the states must be those a full
/// measurement of every view and constraint gives.
@Suite("Recordings updated from state to state")
struct RecordingPropertyTests {
  /// The recording of `script`, updating snapshots or measuring each whole.
  private static func record(_ script: String, updating: Bool) -> SessionRecording {
    var runner = ScriptRunner(session: Session(), options: ScriptRunner.Options(keepGoing: true)) { _, _ in }
    var recording = SessionRecording()
    recording.updatesSnapshots = updating
    runner.recording = recording
    runner.run(script, file: "t.lyt")
    return runner.recording ?? SessionRecording()
  }

  /// A random script: a few views, then commands of every kind that changes a layout.
  private static func randomScript(seed: UInt64, length: Int) -> String {
    var random = SplitMix(seed: seed)
    var session = Session()
    var lines = [
      "add view root size 320x480", "add view a in root", "add view b in root", "a.leading == root.leading",
      "b.leading == a.trailing + 8", "a.top == root.top", "b.top == a.top",
    ]
    for line in lines { runIgnoringErrors(line, on: &session) }
    for _ in 0..<length {
      let command = randomSessionCommand(&random, in: session) { operands, random in
        [
          "add stack s\(random.next(2)) in root axis \(random.next(2) == 0 ? "h" : "v") views \(operands.view) \(operands.other)",
          "\(operands.view).width == \(operands.other).height * 2 @\(operands.priority)", "undo", "redo",
          "set hug \(operands.view) \(random.next(2) == 0 ? "h" : "v") \([249, 250, 251, 750][random.next(4)])",
          "add scroll s\(random.next(2)) in root", "s0.contentGuide.width == \(operands.view).width",
          "set margins \(operands.view) \(random.next(20)),8,\(random.next(20)),8",
          "set safeArea root \(random.next(40)),0,\(random.next(30)),0",
          "set hidden \(operands.view) \(random.next(2) == 0)",
          "set size root \(200 + random.next(200))x\(300 + random.next(300))",
          "\(operands.view).firstBaseline == \(operands.other).lastBaseline",
          "\(operands.view).leadingMargin == \(operands.other).leading + 4 as m\(random.next(3))",
        ]
      }
      runIgnoringErrors(command, on: &session)
      lines.append(command)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("over random sessions with undo, redo, removals and stacks, every updated state is a full one")
  func updatedEqualsFull() {
    for seed in UInt64(0)..<40 {
      let script = Self.randomScript(seed: seed, length: 30)
      let updated = Self.record(script, updating: true)
      let full = Self.record(script, updating: false)
      #expect(updated.steps == full.steps, "seed \(seed)")
      #expect(updated.states.count == full.states.count, "seed \(seed)")
      for (index, (left, right)) in zip(updated.states, full.states).enumerated() where left != right {
        Issue.record("seed \(seed), state \(index): \(Self.difference(left, right))\n\(script)")
        break
      }
    }
  }

  /// The first views and constraints that differ, for the failure message.
  private static func difference(_ left: SessionSnapshot, _ right: SessionSnapshot) -> String {
    let views = zip(left.views, right.views).first { $0 != $1 }.map { "\($0) != \($1)" } ?? ""
    let constraints = zip(left.constraints, right.constraints).first { $0 != $1 }.map { "\($0) != \($1)" } ?? ""
    return "views \(left.views.count)/\(right.views.count) \(views); constraints \(constraints)"
  }
}
