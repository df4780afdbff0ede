import Foundation
import Layout
import Testing

@testable import CommandLanguage
@testable import Script

// `draw`: the layout in box-drawing characters, scaled to a width in columns.

/// A 100x50 root with one view at (10, 10, 30, 20).
private let oneView = """
  add view root size 100x50
  add view a in root
  a.left == root.left + 10
  a.top == root.top + 10
  a.width == 30
  a.height == 20

  """

@Test func drawScalesTheRootToTheWidth() {
  #expect(
    response(oneView + "draw --width 20") == [
      "root 100x50, 1 column = 5.26 pt",
      "┌root──────────────┐",
      "│ ┌a────┐          │",
      "│ │     │          │",
      "│ └─────┘          │",
      "│                  │",
      "└──────────────────┘",
    ])
}

@Test func drawWithoutWidthUsesTheTerminalColumns() throws {
  var session = session(oneView)
  session.terminalColumns = 20
  let statement = try #require(Parser.parse("draw", file: "t.lyt").statements.first)
  let lines = try session.execute(statement).lines
  #expect(lines.count == 7)
  #expect(lines.dropFirst().allSatisfy { $0.count == 20 })
  #expect(lines.first == "root 100x50, 1 column = 5.26 pt")
}

@Test func edgesThatMeetJoin() {
  let text = """
    add view root size 100x50
    add view a in root
    a.left == root.left
    a.top == root.top
    a.width == 50
    a.height == 50
    draw --width 21
    """
  #expect(
    response(text) == [
      "root 100x50, 1 column = 5 pt",
      "┌root─a───┬─────────┐",
      "│         │         │",
      "│         │         │",
      "│         │         │",
      "│         │         │",
      "└─────────┴─────────┘",
    ])
}

@Test func problemsAreMarkedByLineStyleWithALegend() {
  let text = """
    add view root size 300x200
    add view a in root
    add view b in root
    add view c in root
    a.leading == root.leading + 20
    a.top == root.top + 20
    a.width == 100
    a.height == 40
    a.width == 300 as tooWide
    b.leading == a.trailing + 10
    b.top == a.top
    b.width == 120
    b.height == 40
    b.width == 200 @500
    c.top == root.top + 100
    c.height == 40
    c.width == 200
    draw --width 40
    """
  #expect(
    response(text) == [
      "root 300x200, 1 column = 7.69 pt",
      "┌root──────────────────────────────────┐",
      "│  ┏a━━━━━━━━━━━┓╔b══════════════╗     │",
      "│  ┃            ┃║               ║     │",
      "│  ┃            ┃║               ║     │",
      "│  ┗━━━━━━━━━━━━┛╚═══════════════╝     │",
      "│                                      │",
      "│                                      │",
      "├c╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┐            │",
      "╎                         ╎            │",
      "├╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┘            │",
      "│                                      │",
      "│                                      │",
      "│                                      │",
      "└──────────────────────────────────────┘",
      "legend: ┏━┓ broken: a   ┌╌┐ ambiguous: c   ╔═╗ violated: b",
    ])
}

@Test func coloredDrawingsPaintMarkedViews() {
  let text = oneView + "a.width == 40 as wider\ndraw --width 20"
  let lines = LineCollector()
  var runner = ScriptRunner(session: Session(), options: ScriptRunner.Options(colored: true)) { line, _ in
    lines.append(line)
  }
  runner.run(text, file: "t.lyt")
  let picture = lines.lines.drop { !$0.contains("draw --width 20") }.dropFirst()
  #expect(picture.dropFirst(2).first == "  │ \u{1B}[31m┏a━━━━┓          \u{1B}[0m│")
  #expect(picture.last == "  legend: \u{1B}[31m┏━┓\u{1B}[0m broken: a")
}

@Test func smallAndFarViewsAreReported() {
  let text = """
    add view root size 100x50
    add view dot in root
    dot.left == root.left + 50
    dot.top == root.top + 20
    dot.width == 0
    dot.height == 0
    add view far in root
    far.left == root.left + 300
    far.top == root.top
    far.width == 10
    far.height == 10
    add view longname in root
    longname.left == root.left + 10
    longname.top == root.top + 30
    longname.width == 20
    longname.height == 10
    draw --width 21
    """
  #expect(
    response(text) == [
      "root 100x50, 1 column = 5 pt",
      "┌root───────────────┐",
      "│                   │",
      "│         ·         │",
      "│ ┌lo…┐             │",
      "│ └───┘             │",
      "└───────────────────┘",
      "names that did not fit: dot, longname",
      "outside the picture: far",
    ])
}

@Test func contentIsClippedToItsScrollView() {
  let text = """
    add view root size 100x100
    add scroll s in root
    s.left == root.left
    s.top == root.top
    s.width == 100
    s.height == 40
    add view content in s
    content.left == s.left
    content.top == s.top
    content.width == 100
    content.height == 400
    content.trailing == s.trailing
    content.bottom == s.bottom
    draw --width 11
    """
  #expect(
    response(text) == [
      "root 100x100, 1 column = 10 pt",
      "┌root─s───┐",
      "│content  │",
      "├─────────┤",
      "│         │",
      "│         │",
      "└─────────┘",
    ])
}

/// (`response` leaves out the empty line between the pictures.)
@Test func rootsAreDrawnOneAfterAnother() {
  #expect(
    response("add view one size 40x20\nadd view two size 20x10\ndraw --width 10") == [
      "one 40x20, 1 column = 4.44 pt",
      "┌one─────┐",
      "│        │",
      "└────────┘",
      "two 20x10, 1 column = 2.22 pt",
      "┌two─────┐",
      "│        │",
      "└────────┘",
    ])
}

@Test func aTallRootIsScaledDownToTheRowLimit() {
  let lines = response("add view root size 10x1000\ndraw --width 80")
  #expect(lines.count == 2 + TerminalPicture.defaultMaximumRows)
  #expect(lines.first == "root 10x1000, 1 column = 2.51 pt")
  #expect(lines.dropFirst().prefix(TerminalPicture.defaultMaximumRows).allSatisfy { $0.count == 5 })
  #expect(lines.last == "names that did not fit: root")
}

@Test func nothingToDraw() {
  #expect(response("draw") == ["no views"])
  #expect(response("add view root\ndraw") == ["root 0x0: nothing to draw (give it a size: set size root WxH)"])
}

@Test func drawWidthMustBeAWholeNumberInRange() {
  let message = "draw width must be a whole number from 10 to 1000"
  #expect(runError("draw --width 5") == message)
  #expect(runError("draw --width 20.5") == message)
  #expect(runError("draw --width 2000") == message)
  #expect(runError("draw --width 10") == nil)
}

@Test func drawIsNotAnUndoStep() throws {
  var session = session(oneView)
  let before = session
  let statement = try #require(Parser.parse("draw --width 30", file: "t.lyt").statements.first)
  _ = try session.execute(statement)
  #expect(session.hasIdenticalState(to: before))
  #expect(session.history.count == 6)
  #expect(session.undoHistory.doneCount == before.undoHistory.doneCount)
}

@Test func hugeFramesAreDrawnWithoutTrouble() throws {
  let text = """
    add view root size 100x50
    add view wide in root
    wide.left == root.left - 1e300
    wide.width == 2e300
    wide.top == root.top + 10
    wide.height == 10
    draw --width 12
    """
  #expect(
    response(text) == [
      "root 100x50, 1 column = 9.09 pt",
      "┌root──────┐",
      "wide───────┼",
      "│          │",
      "└──────────┘",
    ])
  var session = session("add view root size 1e300x10")
  let statement = try #require(Parser.parse("draw --svg out.svg", file: "t.lyt").statements.first)
  #expect(try session.execute(statement).lines == ["wrote out.svg: 1 view, 0 guides"])
}

/// Issue #28: in the REPL, `draw` fits the terminal's height as well as its width.
@Test func drawFitsTheTerminalsHeightInTheREPL() throws {
  var tall = session("add view root size 375x667\nadd view card in root\nH:|-[card]-|\nV:|-[card]-|")
  tall.terminalColumns = 78
  let statement = try #require(Parser.parse("draw").statements.first)
  let scriptLines = try tall.execute(statement).lines
  #expect(scriptLines.count > 40)
  tall.terminalRows = 24
  let lines = try tall.execute(statement).lines
  // The heading and 21 rows (a legend would be one more), and the prompt: 24 rows at most.
  #expect(lines.count == 22)
  #expect(lines.first == "root 375x667, 1 column = 16.68 pt")
  #expect(try tall.execute(Parser.parse("draw --width 78").statements[0]).lines == scriptLines)
}
