import CommandLanguage
import Layout
import Script
import Testing

/// `import storyboard FILE [SCENE]`: a scene becomes the session, all or nothing.
@Suite struct ImportStoryboardTests {
  /// A session that reads the named fixtures.
  func session(_ names: [String]) throws -> Session {
    var files: [String: String] = [:]
    for name in names { files[name] = try fixture(name) }
    return Session(files: InMemoryFiles(files))
  }

  /// Every view's frame in root coordinates, by name.
  func frames(_ session: Session) throws -> [String: Rect] {
    var frames: [String: Rect] = [:]
    for item in session.engine.items where item.kind.isView {
      frames[item.name] = try session.engine.frame(of: ItemID(item.name))
    }
    return frames
  }

  @Test func theSceneBecomesTheSessionWithTheCheckersFrames() throws {
    var session = try session(["square-thumbnail-strip.storyboard"])
    let lines = try run("import storyboard square-thumbnail-strip.storyboard", in: &session)
    #expect(
      Array(lines.prefix(7)) == [
        "imported scene \"Album Controller\" (sTs-sc-001) at line 6 of square-thumbnail-strip.storyboard: "
          + "6 views, 42 constraints",
        "  view = sTs-rt-001 \"View\" (UIView)",
        "  shelf = sTs-sh-001 \"Shelf\" (UIView)",
        "  thumbnails = sTs-st-001 \"Thumbnails\" (UIStackView)",
        "  imageView = sTs-im-one \"Image View\" (UIImageView)",
        "  imageView2 = sTs-im-two \"Image View\" (UIImageView)",
        "  imageView3 = sTs-im-thr \"Image View\" (UIImageView)",
      ])
    let side = (374.0 - 16) / 3
    let frames = try frames(session)
    #expect(frames["view"] == Rect(x: 0, y: 0, width: 414, height: 896))
    #expect(frames["shelf"] == Rect(x: 20, y: 99, width: 374, height: 128))
    #expect(frames["thumbnails"] == Rect(x: 20, y: 99, width: 374, height: 128))
    let second = Rect(x: 20 + side + 8, y: 99 + (128 - side) / 2, width: side, height: side)
    #expect(frames["imageView2"]?.isClose(to: second) == true)
    // Interface Builder's ids that are not lyt names become names a script can use.
    #expect(session.engine.constraint("sTs_ct_r01") != nil)
    #expect(try run("set constant sTs_ct_hgt 200", in: &session).isEmpty == false)
    #expect(try session.engine.frame(of: "shelf").height == 200)
  }

  @Test func theSavedScriptReplaysToTheSameFrames() throws {
    let name = "tabs-standard-spacing.storyboard"
    var first = try session([name])
    try run("import storyboard \(name) Outbox", in: &first)
    #expect(first.savedScript == "# lyt session: 1 command\nimport storyboard \(name) Outbox\n")
    var second = try session([name])
    try run(first.savedScript, in: &second)
    let frames = try frames(first)
    #expect(frames["outbox"] == Rect(x: 0, y: 207.5, width: 375, height: 42))
    #expect(try self.frames(second) == frames)
  }

  @Test func manyScenesAndNoSceneNamedIsAnErrorThatListsThem() throws {
    var session = try session(["table-under-pushed-bar.storyboard"])
    let before = session
    let statement = try #require(
      Parser.parse("import storyboard table-under-pushed-bar.storyboard", file: "t.lyt").statements.first)
    #expect {
      try session.execute(statement)
    } throws: { error in
      let diagnostic = (error as? SessionError)?.entries.first?.diagnostic
      return diagnostic?.description
        == "t.lyt:1:19: error: the file has 2 scenes: \"Hub Controller\" (tUp-sc-hub), "
        + "\"Settings Controller\" (tUp-sc-set)"
    }
    #expect(session.hasIdenticalState(to: before))
    #expect(throws: SessionError.self) {
      try run("import storyboard table-under-pushed-bar.storyboard \"Login\"", in: &session)
    }
    #expect(session.hasIdenticalState(to: before))
    try run("import storyboard table-under-pushed-bar.storyboard tUp-sc-set", in: &session)
    #expect(try session.engine.frame(of: "toggles") == Rect(x: 20, y: 88, width: 374, height: 774))
  }

  @Test func aBrokenFileIsAnErrorInsideIt() throws {
    let text = try fixture("sheet-button-misplaced.xib")
    let cut = try #require(text.range(of: "<label opaque=\"NO\""))
    var session = Session(files: InMemoryFiles(["cut.xib": String(text[..<cut.upperBound])]))
    let before = session
    let statement = try #require(Parser.parse("import storyboard cut.xib", file: "t.lyt").statements.first)
    do {
      _ = try session.execute(statement)
      Issue.record("imported a truncated file")
    } catch {
      let descriptions = error.entries.map(\.diagnostic.description)
      #expect(
        descriptions == [
          "cut.xib:19:35: error: the XML ends before the document does (is the file truncated?)",
          "t.lyt:1:1: note: while importing 'cut.xib'",
        ])
    }
    #expect(session.hasIdenticalState(to: before))
  }

  @Test func aSessionWithViewsIsLeftAsItIs() throws {
    var session = try session(["margin-inset-label.storyboard"])
    try run("add view root size 100x100", in: &session)
    let before = session
    #expect(throws: SessionError.self) { try run("import storyboard margin-inset-label.storyboard", in: &session) }
    #expect(session.hasIdenticalState(to: before))
  }
}
