import Layout
import Testing

@testable import CommandLanguage
@testable import Script

// A command that changes the layout reports its changes as a typed value (``CommandChanges`` in
// ``Response/changes``); these check its fields exactly and that ``ChangeReportText`` writes
// the lines the command printed.

/// The response of `command` run after `text` (every command must succeed).
private func responding(_ command: String, after text: String) throws -> Response {
  var session = session(text)
  return try session.execute(try #require(Parser.parse(command, file: "t.lyt").statements.first))
}

/// A frame in root coordinates.
private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

private let pinnedA = """
  add view root size 320x480
  add view a in root
  a.leading == root.leading + 10
  a.width == 100
  a.top == root.top
  a.height == 20
  """

@Test func aBrokenConstraintReportsItsConflictAndFixes() throws {
  let response = try responding("a.width == 50 as narrow", after: pinnedA)
  let changes = try #require(response.changes)
  #expect(changes.frames.isEmpty && changes.moreFrames == 0 && changes.moreConstraints == 0)
  // Adding a constraint does not report ambiguity.
  #expect(changes.ambiguity == nil)
  #expect(changes.constraints.map(\.id) == ["narrow"])
  guard case .broken(let answer) = changes.constraints.first?.change else {
    Issue.record("not broken: \(changes.constraints)")
    return
  }
  #expect(answer.id == "narrow" && answer.others == ["c2"] && answer.gap == 50 && !answer.isFrameworks)
  #expect(
    answer.fixes?.map(\.line) == [
      "deactivate narrow; set priority narrow 999; activate narrow", "remove narrow; narrow: a.width >= 50",
      "deactivate c2; set priority c2 999; activate c2",
    ])
  // The command's own line, then the report.
  #expect(response.body == [ResponseLine("added narrow")] + ChangeReportText.lines(changes))
  #expect(
    response.body.dropFirst() == [
      ResponseLine("narrow broken: conflicts with c2 (short by 50)", .broken),
      ResponseLine("  because a.width = 100, but narrow needs a.width == 50"),
      ResponseLine(
        "  fix: deactivate narrow; set priority narrow 999; activate narrow  → no frame moves; narrow gives way"),
      ResponseLine("  fix: remove narrow; narrow: a.width >= 50  → no frame moves"),
      ResponseLine("  fix: deactivate c2; set priority c2 999; activate c2  → a narrows to 50; c2 gives way"),
    ])
}

@Test func aViolatedConstraintReportsItsLoss() throws {
  let response = try responding(
    "label.width == 60 @800 as squeeze",
    after: """
      add view root size 320x480
      add view label in root intrinsic 100x20
      label.leading == root.leading
      label.top == root.top
      """)
  let changes = try #require(response.changes)
  #expect(changes.frames == [CommandChanges.Frame(item: "label", old: rect(0, 0, 100, 20), new: rect(0, 0, 60, 20))])
  #expect(changes.constraints.map(\.id) == ["label.intrinsic.width"])
  guard case .violated(let violated?) = changes.constraints.first?.change else {
    Issue.record("not violated: \(changes.constraints)")
    return
  }
  #expect(violated.violation == 40 && violated.side == .compressed)
  #expect(violated.priorities == ConstraintPriorities(priority: 250, shortfall: 750))
  #expect(violated.loss?.loss.lostTo == ["squeeze"] && violated.loss?.loss.sameLevel == nil)
  #expect(violated.loss?.priorities == ["squeeze": ConstraintPriorities(priority: 800, shortfall: 800)])
  #expect(response.body == [ResponseLine("added squeeze")] + ChangeReportText.lines(changes))
  #expect(
    response.body.dropFirst() == [
      ResponseLine("label: (0, 0, 100, 20) → (0, 0, 60, 20)"),
      ResponseLine(
        "label.intrinsic.width violated by 40 (compressed, resistance @750): lost to squeeze (@800)", .violated),
    ])
}

@Test func aCommandThatMovesManyFramesDescribesTwentyAndCountsTheRest() throws {
  let views = (0..<25).map { view in
    "add view v\(view) in root\nv\(view).leading == root.leading\nv\(view).width == root.width\n"
      + "v\(view).top == root.top\nv\(view).height == 10"
  }
  let response = try responding(
    "set size root 400x480", after: "add view root size 320x480\n" + views.joined(separator: "\n"))
  let changes = try #require(response.changes)
  // The root and its 25 views moved: 26 frames, 20 described.
  #expect(changes.frames.count == ChangeReport.maximumFrames && changes.moreFrames == 6)
  #expect(
    changes.frames.first == CommandChanges.Frame(item: "root", old: rect(0, 0, 320, 480), new: rect(0, 0, 400, 480)))
  #expect(changes.frames.last?.item == "v18")
  #expect(changes.constraints.isEmpty && changes.moreConstraints == 0)
  #expect(changes.ambiguity == AmbiguityChange(appeared: [], settled: []))
  #expect(ChangeReportText.lines(changes) == response.body)
  #expect(response.body[ChangeReport.maximumFrames] == ResponseLine("… and 6 more frames"))
}

@Test func undoReportsTheBrokenConstraintLeaving() throws {
  let response = try responding("undo", after: pinnedA + "\na.width == 50 as narrow")
  let changes = try #require(response.changes)
  #expect(changes.constraints == [.init(id: "narrow", change: .noLongerBroken(.removed))])
  #expect(response.body == [ResponseLine("undid: a.width == 50 as narrow")] + ChangeReportText.lines(changes))
  #expect(response.body.last == ResponseLine("narrow no longer broken: removed", .noLongerBroken))
}

@Test func questionsCarryNoChanges() throws {
  #expect(try responding("show a", after: pinnedA).changes == nil)
}
