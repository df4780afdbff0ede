import Layout
import Testing

@testable import CommandLanguage
@testable import Script

/// `add view … frame X,Y,W,H [autoresizing MASK]`, `set translates`, `set autoresizing`
/// (docs/LANGUAGE.md §1.2.1), through the command language.
@Suite("Autoresizing commands")
struct AutoresizingCommandTests {
  private let card = "add view root size 320x480\nadd view card in root frame 20,40,100,44 autoresizing h=&-& v=--&\n"

  @Test("a frame and a mask in any of the three spellings; the log's notation is the canonical one")
  func spellings() {
    #expect(
      command("add view v in root frame 1,2,3,4 autoresizing flexibleWidth,flexibleTopMargin")?.description
        == "add view v in root frame 1,2,3,4 autoresizing h=-&- v=&--")
    #expect(command("add view v in root frame 1,2,3,4")?.description == "add view v in root frame 1,2,3,4")
    #expect(
      command("add view v in root frame 1,2,3,4 autoresizing none")?.description
        == "add view v in root frame 1,2,3,4 autoresizing h=--& v=--&")
    #expect(command("set autoresizing v v=-&-")?.description == "set autoresizing v h=--& v=-&-")
    #expect(command("set autoresizing v v=&&& h=&--")?.description == "set autoresizing v h=&-- v=&&&")
    #expect(command("set translates v false")?.description == "set translates v false")
  }

  @Test("the mask's constraints, listed with Apple's notation, and frames that follow the root")
  func constraintsAndFrames() {
    var s = session(card)
    let listed = response(card + "constraints card")
    #expect(
      listed == [
        "card.autoresizing.width   card.width == 100                                 @1000  active (autoresizing mask h=&-& v=--&)",
        "card.autoresizing.left    card.left == root.right / 11 - 9.090909090909092  @1000  active (autoresizing mask h=&-& v=--&)",
        "card.autoresizing.top     card.top == root.top + 40                         @1000  active (autoresizing mask h=&-& v=--&)",
        "card.autoresizing.height  card.height == 44                                 @1000  active (autoresizing mask h=&-& v=--&)",
      ])
    // Margins 20 and 200 share the root's 100 more points: the left one takes 100 · 20/220.
    s = session(card + "set size root 420x480")
    let frame = s.engine.item(named: "card").flatMap { try? s.engine.relativeFrame(of: ItemID($0.name)) }
    #expect(frame.map { abs($0.x - (20 + 100 * 20.0 / 220)) < 1e-9 && $0.width == 100 && $0.y == 40 } == true)
  }

  @Test("a width the app adds conflicts: the app's constraint breaks, the fix turns translation off")
  func theForgottenLine() throws {
    let lines = response(card + "card.width == 200")
    #expect(
      lines == [
        "added c1",
        "c1 broken: conflicts with card.autoresizing.width (short by 100)",
        "  because card.width = 100, but c1 needs card.width == 200",
        "  card still translates its autoresizing mask h=&-& v=--& into constraints (card.autoresizing.width), "
          + "as UIKit does until translatesAutoresizingMaskIntoConstraints is false",
        "  fix: set translates card false; card.leading == root.leading + 20; card.top == root.top + 40; "
          + "card.height == 44  → card widens to 200",
        "  fix: deactivate c1; set priority c1 999; activate c1  → no frame moves; c1 gives way",
        "  fix: remove c1; c1: card.width <= 200  → no frame moves",
      ])
    // The fix, applied: the app's width holds, the pins keep the rest of the frame.
    let fixed = session(
      card + "card.width == 200\nset translates card false; card.leading == root.leading + 20; "
        + "card.top == root.top + 40; card.height == 44")
    #expect(try fixed.engine.relativeFrame(of: "card") == Rect(x: 20, y: 40, width: 200, height: 44))
    #expect(fixed.engine.constraint("c1")?.status == .active)
    #expect(fixed.engine.autoresizingConstraintIDs(of: "card").isEmpty)
    #expect(fixed.engine.brokenConstraintCount == 0)
  }

  @Test("the pins after translation keep what the mask kept: a stretching width pins both edges")
  func pinsInTheMasksSpirit() throws {
    let header = "add view root size 320x480\nadd view header in root frame 0,0,320,60 autoresizing h=-&- v=--&\n"
    let lines = response(header + "header.height == 80")
    #expect(
      lines.contains(
        "  fix: set translates header false; header.leading == root.leading; header.trailing == root.trailing; "
          + "header.top == root.top  → header grows to 80 tall"))
    // Applied, the header still follows the root's width, as its mask made it.
    let fixed = session(
      header + "header.height == 80\nset translates header false; header.leading == root.leading; "
        + "header.trailing == root.trailing; header.top == root.top\nset size root 400x480")
    #expect(try fixed.engine.relativeFrame(of: "header") == Rect(x: 0, y: 0, width: 400, height: 80))
    #expect(fixed.engine.brokenConstraintCount == 0)
    #expect(try fixed.engine.ambiguousComponents(of: ["header"]).isEmpty)
  }

  @Test("when the app's constraints decide the frame, turning translation off alone is the fix")
  func thePlainFix() {
    let lines = response(
      card + "card.leading == root.leading + 10\ncard.trailing == root.trailing - 10\n"
        + "card.top == root.top\ncard.height == 50")
    #expect(lines.first == "added c4")
    #expect(lines.contains("  fix: set translates card false  → card becomes 300×50 and moves to (10, 0)"))
  }

  @Test("set translates: one undo step each way, the change report as usual, nothing when unchanged")
  func translatesUndoRedo() throws {
    var s = session(card)
    let before = s
    let off = try s.execute(Parser.parse("set translates card false", file: "t.lyt").statements[0])
    #expect(
      off.lines == [
        "card: (20, 40, 100, 44) → (0, 0, 0, 0)",
        "ambiguous now: card.x, card.y, card.width, card.height (see ambiguity)",
      ])
    #expect(s.engine.item(named: "card")?.translatesAutoresizingMask == false)
    #expect(
      s.engine.item(named: "card")?.autoresizingMask == [
        .flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin,
      ])
    let again = try s.execute(Parser.parse("set translates card false", file: "t.lyt").statements[0])
    #expect(again.lines == ["no change"])
    _ = try s.execute(Parser.parse("undo", file: "t.lyt").statements[0])
    _ = try s.execute(Parser.parse("undo", file: "t.lyt").statements[0])
    #expect(s.hasEqualState(to: before))
    _ = try s.execute(Parser.parse("redo", file: "t.lyt").statements[0])
    #expect(s.engine.autoresizingConstraintIDs(of: "card").isEmpty)
  }

  @Test("set translates true makes the constraints from the current frame and the parent's current size")
  func translatingAgainUsesTheCurrentFrame() throws {
    let s = session(
      "add view root size 320x480\nadd view a in root\na.leading == root.leading + 30 as l\n"
        + "a.top == root.top + 10\na.width == 60\na.height == 20\nset autoresizing a flexibleWidth\n"
        + "remove l\nset translates a true\nset size root 400x480")
    #expect(
      s.engine.autoresizingConstraintIDs(of: "a") == [
        "a.autoresizing.left", "a.autoresizing.right", "a.autoresizing.top", "a.autoresizing.height",
      ])
    // Removing `l` left x free (0); translating kept x 0 and a right margin of 260; the app's
    // width 60 then broke (the mask is imposed), and the wider root widens the view by 80.
    #expect(try s.engine.relativeFrame(of: "a") == Rect(x: 0, y: 10, width: 140, height: 20))
    #expect(s.engine.constraint("c2")?.status == .broken)
  }

  @Test("save writes commands that rebuild the same session")
  func saveRoundTrip() throws {
    var s = session(
      card + "card.width == 200\nset size root 400x480\nset autoresizing card flexibleWidth,flexibleHeight\n"
        + "add view badge in card frame 4,4,10,10\nset translates card false\nset translates card true",
      files: InMemoryFiles())
    _ = try s.execute(Parser.parse("save out.lyt", file: "t.lyt").statements[0])
    let files = try #require(s.files as? InMemoryFiles)
    #expect(
      files.contents["out.lyt"]?.contains("add view card in root frame 20,40,100,44 autoresizing h=&-& v=--&\n") == true
    )
    #expect(files.contents["out.lyt"]?.contains("set autoresizing card h=-&- v=-&-\n") == true)
    var fresh = Session(files: files)
    _ = try fresh.execute(Parser.parse("load out.lyt", file: "t.lyt").statements[0])
    #expect(observableState(of: fresh) == observableState(of: s))
  }

  @Test("the JSON document adds translates and autoresizing to such views only")
  func json() {
    let document = JSONReport.document(for: session(card + "add view other in root\nset translates card false"))
    #expect(
      document.contains(
        "\"card\": {\"frame\": [0, 0, 0, 0], \"absolute\": [0, 0, 0, 0], \"parent\": \"root\", "
          + "\"translates\": false, \"autoresizing\": \"h=&-& v=--&\"}"))
    #expect(document.contains("\"other\": {\"frame\": [0, 0, 0, 0], \"absolute\": [0, 0, 0, 0], \"parent\": \"root\"}"))
  }

  @Test("mistakes: an error at the right place with a hint, and nothing half-applied")
  func errors() {
    #expect(
      transcript("add view root frame 0,0,320,480").output == """
        > add view root frame 0,0,320,480
        t.lyt:1:21: error: `root` is a root view: `frame` places a subview in its parent
        add view root frame 0,0,320,480
                            ^~~~~~~~~~~
        hint: give a root its size with `size WxH` (`add view root size 320x480`)

        """)
    #expect(
      rendered("add view v in root frame 1,2,3,4 autoresizing h=-x-") == """
        t.lyt:1:47: error: 'h=-x-' is not an autoresizing mask
        add view v in root frame 1,2,3,4 autoresizing h=-x-
                                                      ^~~~~
        hint: write `none`, UIKit's names joined by commas (flexibleWidth,flexibleTopMargin), or the log's \
        `h=-&- v=--&`: per axis the leading margin, the size and the trailing margin, '&' flexible, '-' fixed
        """)
    #expect(
      rendered("set autoresizing v flexibleWidth,flexibleHieght") == """
        t.lyt:1:34: error: unknown autoresizing flag 'flexibleHieght' (did you mean 'flexibleHeight'?)
        set autoresizing v flexibleWidth,flexibleHieght
                                         ^~~~~~~~~~~~~~
        hint: expected 'flexibleLeftMargin', 'flexibleWidth', 'flexibleRightMargin', 'flexibleTopMargin', \
        'flexibleHeight' or 'flexibleBottomMargin'
        """)
    #expect(
      rendered("add view v in root autoresizing none").hasPrefix(
        "t.lyt:1:33: error: 'add view … autoresizing' needs 'frame X,Y,W,H'"))
    #expect(rendered("set autoresizing v h=-&- h=--&").hasPrefix("t.lyt:1:26: error: unexpected 'h' after the end"))
    #expect(
      runError("add view root size 320x480\nset translates crad false") == "unknown view 'crad'")
    #expect(
      runError("add view root size 320x480\nset translates root true")?.hasPrefix("`root` is a root view") == true)
    // The mask's ids are taken by a constraint of the app's: the view is not made at all.
    var s = session("add view root size 320x480\nroot.width == 320 as v.autoresizing.left")
    let before = s
    #expect(throws: SessionError.self) {
      try s.execute(Parser.parse("add view v in root frame 1,2,3,4", file: "t.lyt").statements[0])
    }
    #expect(s.hasEqualState(to: before))
    #expect(
      runError(card + "set constant card.autoresizing.top 3")?.contains("`set translates card false` removes") == true)
    #expect(runError(card + "remove card.autoresizing.top")?.contains("is generated by lyt") == true)
  }
}
