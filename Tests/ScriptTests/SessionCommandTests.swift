import Cassowary
import Layout
import Testing

@testable import CommandLanguage
@testable import Script

private let window = "add view root size 375x667\nadd view a in root\n"

@Test func addViewReportsTheNewFrame() {
  #expect(response("add view root size 375x667") == ["root: new (0, 0, 375, 667)"])
  #expect(response("view root") == ["root: new (0, 0, 0, 0)"])
}

@Test func addViewClauses() {
  let s = session(
    "add view root size 100x50\nadd view a in root intrinsic 40x20 hug 251,252 resist 700 margins 1,2,3,4")
  let item = s.engine.item(named: "a")
  #expect(item?.intrinsicSize == IntrinsicSize(width: 40, height: 20))
  #expect(item?.hugging.horizontal == Priority(251))
  #expect(item?.hugging.vertical == Priority(252))
  #expect(item?.compressionResistance.vertical == Priority(700))
  #expect(item?.margins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
}

@Test func constraintsGetIDsAndMoveFrames() {
  #expect(response(window + "a.leading == root.leading + 16") == ["added c1", "a: (0, 0, 0, 0) → (16, 0, 0, 0)"])
  #expect(response(window + "add constraint w: a.width == 100") == ["added w", "a: (0, 0, 0, 0) → (0, 0, 100, 0)"])
  #expect(
    response(window + "a.width == 100 as w\na.height == 10") == ["added c1", "a: (0, 0, 100, 0) → (0, 0, 100, 10)"])
}

@Test func unnamedIDsSkipNamesTheUserTook() {
  let s = session(window + "a.width == 1 @10 as c1\na.width == 2 @20\na.width == 3 @30")
  #expect(
    s.engine.constraints.map(\.id) == [
      "root.size.x", "root.size.y", "root.size.width", "root.size.height", "c1", "c2", "c3",
    ])
}

@Test func brokenAndRestoredAreReported() {
  let text = window + "a.leading == root.leading\na.trailing <= root.trailing\na.width == 400"
  #expect(
    response(text) == [
      "added c3", "a: (0, 0, 0, 0) → (0, 0, 375, 0)", "c3 broken: conflicts with root.size.width, c1, c2 (short by 25)",
      "  because a.width = a.right - a.left = root.right - root.left = root.width = 375, but c3 needs a.width == 400",
      // Moving c1 or c2 by 25 would put a outside root: only c3 can give way.
      "  fix: deactivate c3; set priority c3 999; activate c3  → no frame moves; c3 gives way",
    ])
  #expect(response(text + "\nremove c2") == ["a: (0, 0, 375, 0) → (0, 0, 400, 0)", "c3 restored"])
}

@Test func violatedAndSatisfiedAreReported() {
  let text = window + "a.width == 100\na.width == 50 @750"
  #expect(response(text) == ["added c2", "c2 violated by 50 (@750): lost to c1 (required)"])
  #expect(response(text + "\ndeactivate c1") == ["a: (0, 0, 100, 0) → (0, 0, 50, 0)", "c2 satisfied"])
}

/// An intrinsic width that loses while stretched (hugging, @250) and then while compressed
/// (compression resistance, @750) lost twice, to different priorities: both are reported; a
/// violation that only changes its size on the same side is not.
@Test func anEqualityViolatedOnItsOtherSideIsReportedAgain() {
  let text = window + "set intrinsic a 60x20\na.width == 100 as w"
  #expect(
    response(text + "\nset constant w 40") == [
      "a: (0, 0, 100, 20) → (0, 0, 40, 20)",
      "a.intrinsic.width violated by 20 (compressed, resistance @750): lost to w (required)",
    ])
  #expect(response(text + "\nset constant w 90") == ["a: (0, 0, 100, 20) → (0, 0, 90, 20)"])
  #expect(
    response(text + "\nset constant w 40\nset constant w 90") == [
      "a: (0, 0, 40, 20) → (0, 0, 90, 20)",
      "a.intrinsic.width violated by 30 (stretched, hugging @250): lost to w (required)",
    ])
  #expect(
    response(text + "\nset constant w 60") == ["a: (0, 0, 100, 20) → (0, 0, 60, 20)", "a.intrinsic.width satisfied"])
}

/// `why` and `constraints` say on which side an intrinsic size misses, as the change report does.
@Test func whyAndConstraintsNameTheSideAnIntrinsicSizeMisses() {
  let text = window + "set intrinsic a 60x20\na.width == 100 as w"
  let stretched = "  a.intrinsic.width  a.width == 60 @250: violated by 40 (stretched), lost to w (required)"
  #expect(response(text + "\nwhy a.width").last == stretched)
  let compressed = "  a.intrinsic.width  a.width == 60 @250: violated by 20 (compressed), lost to w (required)"
  #expect(response(text + "\nset constant w 40\nwhy a.width").last == compressed)
  #expect(
    response(text + "\nconstraints a").first?.hasSuffix("active  violated by 40 (stretched), lost to w") == true)
}

@Test func severalIDsAreAllOrNothing() {
  let s = session(window + "a.width == 100\na.height == 10")
  var copy = s
  let statement = Parser.parse("deactivate c1 c3", file: "t.lyt").statements[0]
  #expect(throws: SessionError.self) { try copy.execute(statement) }
  #expect(copy.hasIdenticalState(to: s))
  #expect(runError(window + "a.width == 100\ndeactivate c1 c9") == "unknown constraint 'c9' (did you mean 'c1'?)")
}

@Test func setCommands() {
  let s = session(
    window + "a.width == 100 @500\nset priority c1 600\nset constant c1 80\nset margins a 1,2,3,4\n"
      + "set safeArea root 10,0,0,0\nset intrinsic a 5x6\nset hug a v 300\nset resist a h 800\nset size root 200x100")
  #expect(s.engine.constraint("c1")?.constraint.priority == Priority(600))
  #expect(s.engine.constraint("c1")?.constraint.constant == 80)
  #expect(s.engine.item(named: "a")?.hugging.vertical == Priority(300))
  #expect(s.engine.item(named: "a")?.compressionResistance.horizontal == Priority(800))
  #expect((try? s.engine.frame(of: "root")) == Rect(x: 0, y: 0, width: 200, height: 100))
  #expect((try? s.engine.frame(of: "root.safeArea")) == Rect(x: 0, y: 10, width: 200, height: 90))
}

@Test func showPrintsRelativeAndAbsoluteFrames() {
  let text = window + "a.leading == root.leading + 10\nadd view b in a\nb.leading == a.leading + 5\nshow"
  #expect(
    response(text) == [
      "root  (0, 0, 375, 667)",
      "a     (10, 0, 0, 0)     in root  absolute (10, 0, 0, 0)",
      "b     (5, 0, 0, 0)      in a     absolute (15, 0, 0, 0)",
    ])
  #expect(
    response(text.replacingOccurrences(of: "\nshow", with: "\nshow b")) == [
      "b  (5, 0, 0, 0)  in a  absolute (15, 0, 0, 0)"
    ])
}

@Test func constraintsListsStatusAndViolation() {
  let text = window + "a.width == 100\na.width == 50 @750\na.width == 20 as w\ndeactivate w\nconstraints a"
  #expect(
    response(text) == [
      "c1  a.width == 100  @1000  active",
      "c2  a.width == 50   @750   active    violated by 50, lost to c1",
      "w   a.width == 20   @1000  inactive  would be violated by 80",
    ])
}

@Test func ambiguityListsRanges() {
  #expect(
    response(window + "a.width == 10\na.height == 10\na.top == root.top\nambiguity") == [
      "a.x  any value in [-inf, inf]", "  cause: missing constraints: nothing resists the change",
      "  fix: a.leading == root.leading  → no frame moves",
      "  fix: a.centerX == root.centerX  → a moves to x 182.5",
    ])
  #expect(response("add view root size 10x10\nambiguity") == ["no ambiguous attributes"])
}

@Test func expectations() {
  let text = window + "a.leading == root.leading + 16\na.width == 100\na.height == 50 @750\na.height == 20\n"
  #expect(response(text + "expect a.frame == 16,0,100,20") == ["ok"])
  #expect(
    response(text + "expect a.frame == 16,0,100,21") == [
      "FAILED: a.frame is (16, 0, 100, 20), expected (16, 0, 100, 21)"
    ])
  #expect(response(text + "expect a.width == 100.0009") == ["ok"])
  #expect(response(text + "expect a.width >= 101") == ["FAILED: a.width is 100, expected >= 101"])
  #expect(response(text + "expect a.trailing <= 116") == ["ok"])
  #expect(response(text + "expect satisfied c2") == ["ok"])
  #expect(response(text + "expect violated c3") == ["ok"])
  #expect(response(text + "expect violated c2") == ["FAILED: c2 is active and holds"])
  #expect(response(text + "expect broken c2") == ["FAILED: c2 is active and holds"])
  #expect(response(text + "expect ambiguous a.y") == ["ok"])
  #expect(response(text + "expect ambiguous a.x") == ["FAILED: a.x is determined (16)"])
  #expect(response(text + "expect unambiguous a") == ["FAILED: ambiguous: a.y"])
}

@Test func undoAndRedo() {
  let text = window + "a.width == 100\nundo"
  #expect(
    response(text) == [
      "undid: a.width == 100", "a: (0, 0, 100, 0) → (0, 0, 0, 0)", "ambiguous now: a.width (see ambiguity)",
    ])
  #expect(
    response(text + "\nredo") == [
      "redid: a.width == 100", "a: (0, 0, 0, 0) → (0, 0, 100, 0)", "no longer ambiguous: a.width",
    ])
  #expect(
    response(window + "undo\nundo") == ["undid: add view root size 375x667", "root: removed (was (0, 0, 375, 667))"])
  #expect(runError("undo") == "nothing to undo")
  #expect(runError("redo") == "nothing to redo")
}

@Test func resetClearsAndIsUndoable() {
  // Counted as the prompt counts them (`lyt 2v 1c`): the root's size is generated.
  #expect(
    response(window + "a.width == 1\nreset") == [
      "cleared 2 views and guides and 1 constraint (and 4 generated: root sizes, intrinsic sizes, stack views)"
    ])
  let s = session(window + "reset\nundo")
  #expect(s.engine.item(named: "a") != nil)
  #expect(session(window + "reset").history.isEmpty)
}

@Test func saveAndLoad() throws {
  var s = session(window + "a.width == 100\nmetric pad = 8", files: InMemoryFiles())
  let save = Parser.parse("save out.lyt", file: "t.lyt").statements[0]
  #expect(try s.execute(save).lines == ["saved 4 commands to out.lyt"])
  let files = try #require(s.files as? InMemoryFiles)
  #expect(
    files.contents["out.lyt"]
      == "# lyt session: 4 commands\nadd view root size 375x667\nadd view a in root\na.width == 100\nmetric pad = 8\n")
  var fresh = Session(files: files)
  let load = Parser.parse("load out.lyt", file: "t.lyt").statements[0]
  #expect(
    try fresh.execute(load).lines == [
      "loaded 4 commands from out.lyt", "root: new (0, 0, 375, 667)", "a: new (0, 0, 100, 0)",
    ])
  #expect(fresh.history == s.history)
  #expect(fresh.metrics == ["pad": 8])
  _ = try fresh.execute(Parser.parse("undo", file: "t.lyt").statements[0])
  #expect(fresh.engine.items.isEmpty)
}

@Test func loadErrorsPointIntoTheLoadedFile() {
  var s = Session(files: InMemoryFiles(["bad.lyt": "add view root\nshow rooot\n"]))
  let load = Parser.parse("load bad.lyt", file: "main.lyt").statements[0]
  do {
    _ = try s.execute(load)
    Issue.record("load should fail")
  } catch {
    #expect(
      error.diagnostics.map(\.description) == [
        "bad.lyt:2:6: error: unknown view 'rooot' (did you mean 'root'?)",
        "main.lyt:1:1: note: while loading 'bad.lyt'",
      ])
  }
  #expect(s.engine.items.isEmpty)
  #expect(runError("load missing.lyt") == "cannot read 'missing.lyt': files are not available here")
}

@Test func loadThatLoadsItselfStops() {
  var s = Session(files: InMemoryFiles(["loop.lyt": "load loop.lyt\n"]))
  #expect(throws: SessionError.self) { try s.execute(Parser.parse("load loop.lyt", file: "t.lyt").statements[0]) }
}

@Test func helpAndQuit() throws {
  var s = Session()
  let help = try s.execute(Parser.parse("help undo", file: "t.lyt").statements[0])
  #expect(help.lines == ["undo", "  undo the last change", "  example: undo"])
  #expect(try s.execute(Parser.parse("quit", file: "t.lyt").statements[0]).quits)
}

@Test func unknownNamesSuggest() {
  #expect(runError("add view card\nshow cardd") == "unknown view 'cardd' (did you mean 'card'?)")
  #expect(runError("add view card\ncardd.width == 1") == "unknown view 'cardd' (did you mean 'card'?)")
  #expect(runError("add view card\ncard.width == rooot.width") == "unknown view 'rooot'")
  #expect(
    runError("add view card\ncard.top == card.safeAria.top")
      == "unknown guide 'card.safeAria' (did you mean 'card.safeArea'?)")
  #expect(runError("add view card\nadd view a in cardd") == "unknown view 'cardd' (did you mean 'card'?)")
  #expect(runError("add view card\nset priority c1 5") == "unknown constraint 'c1'")
}

@Test func engineRefusalsAreErrors() {
  #expect(runError("add view a\nadd view a") == "a view or guide named `a` already exists")
  #expect(runError("add view a\nadd view b in a size 10x10")?.hasPrefix("`b` is inside `a`") == true)
  #expect(runError("add view a\na.left == a.top") == "Invalid pairing of layout attributes")
  #expect(runError("add view a\na.width == 1 as w\nset priority w 500")?.hasPrefix("Mutating a priority") == true)
  #expect(runError("add view a\na.width == 1 as w\na.width == 2 as w") == "a constraint with id `w` already exists")
}

@Test func everyCommandRuns() {
  #expect(runError("draw") == nil)
  #expect(runError("animate {\n  metric m = 1\n}") == nil)
  #expect(runError("import log x.txt") == "cannot read 'x.txt': files are not available here")
}

@Test func aConstraintThatCanNeverHoldSaysSo() {
  let text = "add view root size 100x100\nadd view a in root\na.width == a.width + 1"
  #expect(
    response(text) == [
      "added c1", "c1 broken: it can never hold, whatever the layout (short by 1)",
      "  fix: deactivate c1; set priority c1 999; activate c1  → no frame moves; c1 gives way",
      "  fix: remove c1; c1: a.width <= a.width + 1  → no frame moves",
    ])
  #expect(
    response(text + "\nconstraints").last == "c1                a.width == a.width + 1  @1000  broken  can never hold")
}

@Test func aBareBraceNamesTheBlockItCouldOpen() {
  #expect(
    rendered("{ show }") == """
      t.lyt:1:1: error: expected a command (a block is written `animate { … }`), found '{'
      { show }
      ^
      """)
}
