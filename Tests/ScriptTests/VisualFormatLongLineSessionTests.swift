import Layout
import Testing

@testable import CommandLanguage
@testable import Script

// VFL lines of thousands of elements through the session (issue #33): one line of 25,000
// repeats of a view used to run for minutes, naming each constraint by a search from `.2` and
// finishing an engine operation per constraint. These tests check exact ids, messages and
// frames at sizes where that showed; they time nothing.

/// An engine with `root` (`width` × 100) and views `v1` … `vN` in it, built without commands.
private func engine(views count: Int, width: Double) throws -> LayoutEngine {
  var engine = LayoutEngine()
  try engine.addView("root")
  try engine.setRootSize(Size(width: width, height: 100), of: "root")
  for index in 1...count { try engine.addView("v\(index)", in: "root") }
  return engine
}

/// The response lines of one command run on `session`, and the session after it.
private func run(_ text: String, on session: Session) -> (lines: [String], session: Session) {
  let (output, runner) = transcript(text, session: session)
  let lines = output.split(separator: "\n").map(String.init)
  return (lines.filter { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }, runner.session)
}

@Test func aLineOfTwoThousandViewsListsEveryConstraintAndPlacesTheLastView() throws {
  let count = 2000
  let width = 8 + Double(count) * 10 + Double(count - 1) * 8 + 8
  let line = "H:|" + (1...count).map { "-[v\($0)(10)]" }.joined() + "-|"
  let (lines, after) = run(line, on: Session(engine: try engine(views: count, width: width)))
  let added = lines.filter { $0.hasPrefix("added ") }
  #expect(added.count == 2 * count + 1)
  #expect(
    Array(added.prefix(3)) == [
      "added H.root-v1: v1.leading == root.leadingMargin", "added H.v1.width: v1.width == 10",
      "added H.v1-v2: v2.leading == v1.trailing + 8",
    ])
  #expect(added.last == "added H.v2000-root: root.trailingMargin == v2000.trailing")
  #expect(lines[added.count] == "v1: (0, 0, 0, 0) → (8, 0, 10, 0)")
  #expect(lines[added.count + 19] == "v20: (0, 0, 0, 0) → (350, 0, 10, 0)")
  #expect(Array(lines.suffix(from: added.count + 20)) == ["… and 1980 more frames"])
  #expect(try after.engine.frame(of: "v2000") == Rect(x: 35_990, y: 0, width: 10, height: 0))
  #expect(after.engine.constraints.filter { $0.id.name.hasPrefix("H.") }.count == 2 * count + 1)
}

@Test func aNamedLineOfTwoThousandViewsNumbersItsConstraints() throws {
  let count = 2000
  let line = "row: H:" + (1...count).map { "[v\($0)]" }.joined(separator: "-")
  let added = run(line, on: Session(engine: try engine(views: count, width: 400))).lines.filter {
    $0.hasPrefix("added ")
  }
  #expect(added.count == count - 1)
  #expect(added.first == "added row.1: v2.leading == v1.trailing + 8")
  #expect(added.last == "added row.1999: v2000.leading == v1999.trailing + 8")
}

@Test func aViewRepeatedAThousandTimesBreaksEveryRepeat() {
  let setup = "add view root size 400x400\nadd view a in root\n"
  let line = "H:|" + String(repeating: "-[a]", count: 1000) + "-|"
  let (output, runner) = transcript(setup + line + "\nH:[a]-[a]")
  let commands = output.components(separatedBy: "\n> ").map { command in
    command.split(separator: "\n").dropFirst().map { String($0.dropFirst(2)) }
  }
  let lines = commands[commands.count - 2]
  // 1,001 constraints, `a`'s frame, 20 broken constraints with their fixes, the rest counted.
  #expect(lines.count == 1001 + 1 + 40 + 1)
  #expect(
    Array(lines.prefix(3)) == [
      "added H.root-a: a.leading == root.leadingMargin", "added H.a-a: a.leading == a.trailing + 8",
      "added H.a-a.2: a.leading == a.trailing + 8",
    ])
  #expect(
    Array(lines[998..<1004]) == [
      "added H.a-a.998: a.leading == a.trailing + 8", "added H.a-a.999: a.leading == a.trailing + 8",
      "added H.a-root: root.trailingMargin == a.trailing", "a: (0, 0, 0, 0) → (8, 0, 384, 0)",
      "H.a-a broken: conflicts with a.width>=0 (short by 8)",
      "  fix: deactivate H.a-a; set priority H.a-a 999; activate H.a-a  → no frame moves; H.a-a gives way",
    ])
  #expect(lines[1040] == "H.a-a.20 broken: conflicts with a.width>=0 (short by 8)")
  #expect(lines.last == "… and 979 more constraint changes")
  // The next line with the same label resumes after the last number taken.
  #expect(commands.last?.first == "added H.a-a.1000: a.leading == a.trailing + 8")
  #expect(runner.session.engine.constraints.filter { $0.status == .broken }.count == 1000)
}

@Test func generatedIdsSkipTakenNumbersWithoutStartingOver() throws {
  var oneView = try engine(views: 1, width: 320)
  for id in ["x", "x.3"] {
    try oneView.add(LayoutConstraint(id: id, Anchor("v1", .width), .equal, nil, constant: 10))
  }
  var ids = GeneratedIDs()
  #expect(
    ["x", "x", "x", "y", "y", "x"].map { ids.unique($0, in: oneView) } == ["x.2", "x.4", "x.5", "y", "y.2", "x.6"])
}

@Test func aLineContinuedOverAThousandSourceLinesLocatesItsErrors() {
  let setup = "add view root size 400x400\nadd view a in root\nadd view other\n"
  let body = "H:|" + String(repeating: "-[a]\\\n", count: 1000)
  // Line 4 holds `H:|-[a]\`; lines 5 to 1003 hold `-[a]\`; the last line is 1004.
  #expect(
    transcript(setup + body + "-[zz]-|").output.contains(
      "t.lyt:1004:3: error: Unable to parse constraint format: zz is not a key in the views dictionary.\n"
        + "-[zz]-|\n  ^\n"))
  #expect(
    transcript(setup + body + "-[a(==other)]-|").output.contains(
      "t.lyt:1004:5: error: Unable to activate constraint with anchors <a.width> and <other.width> because they "
        + "have no common ancestor."))
  #expect(transcript(setup + body + "-[a(==other)]-|").output.hasSuffix("-[a(==other)]-|\n    ^~~~~~~\n"))
}

@Test func aLineOfTwentyFiveThousandRepeatsParsesToItsExactText() {
  let line = "H:|" + String(repeating: "-[a]", count: 25_000) + "-|"
  let parsed = Parser.parse(line, file: "t.lyt")
  #expect(parsed.errors.isEmpty)
  guard case .visualFormat(let format)? = parsed.statements.first?.command else {
    Issue.record("not a VFL line")
    return
  }
  #expect(format.format.value == line)
  #expect(format.pieces.count == 1)
}
