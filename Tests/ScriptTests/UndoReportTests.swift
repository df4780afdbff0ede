import Layout
import Testing

@testable import CommandLanguage
@testable import Script

/// `undo` and `redo` report the difference between two states. One step apart, the step's own
/// footprint says where that difference can lie (``LayoutEngine/footprint(between:)``); the
/// report made from it is the one a comparison of every frame and constraint makes.
@Suite("Undo and redo reports")
struct UndoReportTests {
  private static func statement(_ text: String) -> Statement? {
    Parser.parse(text, file: "t.lyt").statements.first
  }

  /// The report's content, comparable.
  private static func content(_ report: ChangeReport) -> [String] {
    report.moves.map { "\($0.item): \(String(describing: $0.old)) → \(String(describing: $0.new))" }
      + report.constraints.map { "\($0.id) \($0.kind)" }
  }

  @Test("over random sessions, the report from the footprint is the whole comparison's")
  func footprintReportEqualsWholeComparison() throws {
    var footprintReports = 0
    for seed in UInt64(0)..<40 {
      var random = SplitMix(seed: seed)
      var session = rowOfTwoSession()
      for step in 0..<30 {
        let command =
          random.next(3) == 0
          ? ["undo", "redo"][random.next(2)]
          : randomSessionCommand(&random, in: session) { operands, random in
            [
              "add stack s\(random.next(2)) in root axis h views \(operands.view) \(operands.other)",
              "set safeArea root \(random.next(40)),0,\(random.next(30)),0",
              "set size root \(200 + random.next(200))x\(300 + random.next(300))",
              "set hidden \(operands.view) \(random.next(2) == 0)",
            ]
          }
        let old = session.engine
        guard let statement = Self.statement(command), (try? session.execute(statement)) != nil else { continue }
        guard command == "undo" || command == "redo" else { continue }
        if session.engine.footprint(between: old) != nil { footprintReports += 1 }
        let fast = ChangeReport(from: old, to: session)
        let whole = ChangeReport(from: old, to: session, comparingEverything: true)
        #expect(Self.content(fast) == Self.content(whole), "after `\(command)` (step \(step), seed \(seed))")
      }
    }
    // The footprint path is the one taken, not a fallback every time.
    #expect(footprintReports > 100)
  }

  @Test("undo and redo of a new view report it from the footprint: removed, then new again")
  func undoAndRedoOfANewView() throws {
    var session = Session()
    for command in ["add view root size 320x480", "add view a in root", "a.leading == root.leading + 10"] {
      _ = try session.execute(try #require(Self.statement(command)))
    }
    _ = try session.execute(try #require(Self.statement("add view c in root frame 10,20,30,40")))
    var old = session.engine
    let undo = try session.execute(try #require(Self.statement("undo")))
    #expect(session.engine.footprint(between: old) != nil)
    let whole = ChangeReport(from: old, to: session, comparingEverything: true)
    #expect(Self.content(ChangeReport(from: old, to: session)) == Self.content(whole))
    #expect(undo.lines == ["undid: add view c in root frame 10,20,30,40", "c: removed (was (10, 20, 30, 40))"])
    old = session.engine
    let redo = try session.execute(try #require(Self.statement("redo")))
    #expect(session.engine.footprint(between: old) != nil)
    #expect(redo.lines == ["redid: add view c in root frame 10,20,30,40", "c: new (10, 20, 30, 40)"])
  }

  @Test("undo and redo of a conflict report the broken constraint leaving and coming back")
  func undoAndRedoOfAConflict() throws {
    var session = Session()
    for command in [
      "add view root size 320x480", "add view a in root", "a.leading == root.leading + 10", "a.width == 100",
      "a.top == root.top", "a.height == 20", "a.width == 50 as narrow",
    ] {
      _ = try session.execute(try #require(Self.statement(command)))
    }
    var old = session.engine
    let undo = try session.execute(try #require(Self.statement("undo")))
    #expect(session.engine.footprint(between: old) != nil)
    #expect(undo.lines == ["undid: a.width == 50 as narrow", "narrow no longer broken: removed"])
    old = session.engine
    let redo = try session.execute(try #require(Self.statement("redo")))
    #expect(session.engine.footprint(between: old) != nil)
    #expect(
      redo.lines == [
        "redid: a.width == 50 as narrow", "narrow broken: conflicts with c2 (short by 50)",
        "  because a.width = 100, but narrow needs a.width == 50",
        "  fix: deactivate narrow; set priority narrow 999; activate narrow  → no frame moves; narrow gives way",
        "  fix: remove narrow; narrow: a.width >= 50  → no frame moves",
        "  fix: deactivate c2; set priority c2 999; activate c2  → a narrows to 50; c2 gives way",
      ])
  }

  @Test("undo of an intrinsic size that changed sides reports it again, as the command did")
  func undoOfASideFlip() throws {
    var session = Session()
    for command in [
      "add view root size 320x480", "add view label in root intrinsic 100x20", "label.leading == root.leading",
      "label.top == root.top", "label.width == 60 @800 as squeeze",
    ] {
      _ = try session.execute(try #require(Self.statement(command)))
    }
    let stretch = try session.execute(try #require(Self.statement("set constant squeeze 140")))
    let undo = try session.execute(try #require(Self.statement("undo")))
    #expect(
      stretch.lines == [
        "label: (0, 0, 60, 20) → (0, 0, 140, 20)",
        "label.intrinsic.width violated by 40 (stretched, hugging @250): lost to squeeze (@800)",
      ])
    // Violated before and after the undo, but on the other side: the same rule as the command's
    // report says so (before one rule served both, undo said nothing here).
    #expect(
      undo.lines == [
        "undid: set constant squeeze 140", "label: (0, 0, 140, 20) → (0, 0, 60, 20)",
        "label.intrinsic.width violated by 40 (compressed, resistance @750): lost to squeeze (@800)",
      ])
  }
}
