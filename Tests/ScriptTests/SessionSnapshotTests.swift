import Layout
import Testing

@testable import Script

// `SessionSnapshot` and `SessionRecording`: the values the JSON document and the page are made
// of, step by step, with exact frames, ids and statuses.

/// A conflict, an expectation, its repair, a command that fails, and an undo.
let brokenThenRestored = """
  add view root size 300x200
  add view box in root
  box.leading == root.leading + 20
  box.trailing == root.trailing - 20
  box.width == 200 as fixedWidth
  expect broken fixedWidth
  deactivate c2
  why nothing.width
  undo

  """

private func record(_ script: String) -> SessionRecording {
  Session.record(script, file: "t.lyt", files: InMemoryFiles())
}

private func frames(_ snapshot: SessionSnapshot) -> [String: Rect] {
  Dictionary(uniqueKeysWithValues: snapshot.views.map { ($0.name, $0.absolute) })
}

private func status(_ id: String, in snapshot: SessionSnapshot) -> ConstraintStatus? {
  snapshot.constraints.first { $0.id == id }?.status
}

@Test func aRecordingHasOneStepPerCommandAndOneStatePerChange() {
  let recording = record(brokenThenRestored)
  #expect(
    recording.steps.map(\.command) == [
      "add view root size 300x200", "add view box in root", "box.leading == root.leading + 20",
      "box.trailing == root.trailing - 20", "box.width == 200 as fixedWidth", "expect broken fixedWidth",
      "deactivate c2", "why nothing.width", "undo",
    ])
  // `expect` and the failed `why` share the state before them; `undo` goes back to the broken
  // layout, which is a new state (states are not looked up, only compared with the last one).
  #expect(recording.steps.map(\.state) == [0, 1, 2, 3, 4, 4, 5, 5, 6])
  #expect(recording.states.count == 7)
  #expect(recording.steps.map(\.failed) == [false, false, false, false, false, false, false, true, false])
  #expect(recording.steps[0].output == ["root: new (0, 0, 300, 200)"])
  #expect(recording.steps[5].output == ["ok"])
  #expect(recording.steps[7].output.first?.hasPrefix("t.lyt:8:5: error: ") == true)
  // The same layout as before `deactivate c2`; only the expectation count differs.
  #expect(recording.states[6].views == recording.states[4].views)
  #expect(recording.states[6].constraints == recording.states[4].constraints)
  #expect(recording.states[6].conflicts == recording.states[4].conflicts)
  #expect(recording.states[6].expectationsPassed == 1)
}

@Test func snapshotsHoldTheFramesAndStatusesOfEachStep() {
  let states = record(brokenThenRestored).states
  let rect = { (x: Double, y: Double, w: Double, h: Double) in Rect(x: x, y: y, width: w, height: h) }
  #expect(frames(states[0]) == ["root": rect(0, 0, 300, 200)])
  #expect(frames(states[1]) == ["root": rect(0, 0, 300, 200), "box": rect(0, 0, 0, 0)])
  #expect(frames(states[3])["box"] == rect(20, 0, 260, 0))
  #expect(frames(states[4])["box"] == rect(20, 0, 260, 0))
  #expect(frames(states[5])["box"] == rect(20, 0, 200, 0))
  #expect(states[1].views.map(\.kind) == [.view, .view])
  #expect(states[1].views.map(\.parent) == [nil, "root"])
  #expect(
    states[4].constraints.map(\.id) == [
      "root.size.x", "root.size.y", "root.size.width", "root.size.height", "c1", "c2", "fixedWidth",
    ])
  #expect(status("fixedWidth", in: states[4]) == .broken)
  #expect(states[4].constraints.last?.satisfied == false)
  #expect(states[4].constraints.last?.violation == 60)
  #expect(status("c2", in: states[5]) == .inactive)
  #expect(status("fixedWidth", in: states[5]) == .active)
  #expect(states[5].constraints.last?.satisfied == true)
  #expect(states[5].conflicts.isEmpty)
  // Nothing pins the box vertically: y and height are ambiguous, with their ranges.
  #expect(states[5].ambiguous == ["box.y", "box.height"])
  #expect(states[5].ambiguity.map(\.item) == ["box"])
  #expect(states[5].ambiguity.first?.ranges.map(\.component) == ["y", "height"])
}

@Test func aConflictHoldsItsMinimalSetArithmeticAndFixes() throws {
  let conflict = try #require(record(brokenThenRestored).states[4].conflicts.first)
  #expect(conflict.broken == "fixedWidth")
  #expect(conflict.minimalSet == ["root.size.width", "c1", "c2", "fixedWidth"])
  #expect(conflict.gap == 60)
  #expect(conflict.answer.others == ["root.size.width", "c1", "c2"])
  #expect(conflict.answer.gap == 60)
  #expect(
    SnapshotText.explanation(conflict) == [
      "fixedWidth broken: conflicts with root.size.width, c1, c2 (short by 60)",
      "because 20 + 200 + 20 = 240, but root.width is 300: 60 points too narrow",
    ])
  #expect(
    conflict.fixes?.map(\.line) == [
      "deactivate fixedWidth; set priority fixedWidth 999; activate fixedWidth",
      "remove fixedWidth; fixedWidth: box.width >= 200", "deactivate c2; set priority c2 999; activate c2",
    ])
  // The snapshot keeps the typed fix; its sentence is the renderer's, as in the transcript.
  let last = try #require(conflict.fixes?.last)
  #expect(last.effect.moves.map(\.item) == ["box"])
  #expect(last.effect.moves.first.map { $0.new.width } == 200)
  #expect(last.effect.givesWay == ["c2"])
  #expect(FixText.effect(last.effect) == "box narrows to 200; c2 gives way")
  #expect(
    FixText.line(last) == "fix: deactivate c2; set priority c2 999; activate c2  → box narrows to 200; c2 gives way")
}

@Test func constraintsCarryTheValuesOfTheAttributesTheyRelate() throws {
  let state = record(brokenThenRestored).states[4]
  let c2 = try #require(state.constraints.first { $0.id == "c2" })
  #expect(c2.first == AnchorValue(item: "box", attribute: .trailing, value: 280))
  #expect(c2.second == AnchorValue(item: "root", attribute: .trailing, value: 300))
  let fixed = try #require(state.constraints.last)
  #expect(fixed.first == AnchorValue(item: "box", attribute: .width, value: 260))
  #expect(fixed.second == nil)
}

@Test func fixesAreCheckedForTheFirstConflictsOnly() {
  var script =
    "add view root size 100x100\nadd view v in root\nv.leading == root.leading\nv.trailing == root.trailing\n"
  let count = Session.fixedProblemsPerList + 1
  for width in 0..<count { script += "v.width == \(101 + width)\n" }
  let snapshot = SessionSnapshot(session(script))
  #expect(snapshot.conflicts.count == count)
  #expect(snapshot.conflicts.dropLast().allSatisfy { $0.fixes != nil })
  #expect(snapshot.conflicts.last?.fixes == nil)
}

@Test func violationsSayWhatTheyLostTo() throws {
  let snapshot = SessionSnapshot(
    session(
      """
      add view root size 100x100
      add view v in root
      v.width == root.width
      v.width == 50 @750 as narrow
      """))
  let violation = try #require(snapshot.violations.first)
  #expect(violation.id == "narrow")
  #expect(violation.violation == 50)
  #expect(violation.priority == 750)
  #expect(violation.lostTo == ["root.size.width", "c1"])
  #expect(violation.kind == .forced)
  #expect(violation.fixes?.isEmpty == false)
  // The loss as a value; its sentence is written at the edge.
  #expect(violation.loss?.loss.lostTo == ["root.size.width", "c1"])
  #expect(violation.loss?.priorities["c1"] == ConstraintPriorities(priority: .required, shortfall: .required))
  #expect(SnapshotText.reason(violation) == "lost to root.size.width (required), c1 (required)")
  #expect(JSONReport.violation(violation).contains(#""reason": "lost to root.size.width (required), c1 (required)""#))
}

@Test func theJSONDocumentIsRenderedFromTheSnapshot() {
  let session = session(brokenThenRestored.split(separator: "\n").prefix(5).joined(separator: "\n"))
  #expect(JSONReport.document(for: session) == JSONReport.document(for: SessionSnapshot(session)))
}
