import CommandLanguage
import Foundation
import Layout
import Script
import Testing

/// Frames, autoresizing masks and `translatesAutoresizingMaskIntoConstraints` in pasted code
/// (docs/CODE.md, "Frames and autoresizing masks").
@Suite struct AutoresizingCodeTests {
  /// A session with a 390×844 root, after running `code` as one paste.
  private func pasted(_ code: String) throws -> Session {
    var session = Session()
    try run("add view root size 390x844", in: &session)
    try run("paste {\n\(code)\n}", in: &session)
    return session
  }

  private func mask(of view: String, in session: Session) -> String? {
    session.engine.item(named: ItemID(view)).flatMap { item in
      item.translatesAutoresizingMask ? item.autoresizingMask?.notation : nil
    }
  }

  @Test func swiftMasksAndFrames() throws {
    let session = try pasted(
      """
      let banner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      view.addSubview(banner)
      let badge = UILabel()
      badge.autoresizingMask = .flexibleLeftMargin
      badge.frame = CGRect(x: 330, y: 8, width: 50, height: 20)
      banner.addSubview(badge)
      """)
    #expect(mask(of: "banner", in: session) == "h=-&- v=--&")
    #expect(mask(of: "badge", in: session) == "h=&-- v=--&")
    #expect(try session.engine.relativeFrame(of: "badge") == Rect(x: 330, y: 8, width: 50, height: 20))
    var wider = session
    try run("set size root 500x844", in: &wider)
    #expect(try wider.engine.frame(of: "banner") == Rect(x: 0, y: 0, width: 500, height: 44))
    #expect(try wider.engine.frame(of: "badge") == Rect(x: 440, y: 8, width: 50, height: 20))
  }

  @Test func objectiveCMasksWithBitwiseOr() throws {
    let session = try pasted(
      """
      UIView *panel = [[UIView alloc] initWithFrame:CGRectMake(10, 20, 100, 50)];
      panel.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
      [self.view addSubview:panel];
      UIView *plain = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
      plain.autoresizingMask = UIViewAutoresizingNone;
      [self.view addSubview:plain];
      """)
    #expect(mask(of: "panel", in: session) == "h=-&- v=-&-")
    #expect(mask(of: "plain", in: session) == "h=--& v=--&")
    #expect(
      session.engine.autoresizingConstraintIDs(of: "panel") == [
        "panel.autoresizing.left", "panel.autoresizing.right", "panel.autoresizing.top", "panel.autoresizing.bottom",
      ])
  }

  @Test func theFlagTurnsItOffAndAZeroFrameIsNoFrame() throws {
    let session = try pasted(
      """
      let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
      card.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(card)
      let title = UILabel(frame: .zero)
      view.addSubview(title)
      card.widthAnchor.constraint(equalToConstant: 200).isActive = true
      """)
    #expect(mask(of: "card", in: session) == nil)
    #expect(mask(of: "title", in: session) == nil)
    #expect(session.engine.autoresizingConstraintIDs(of: "card").isEmpty)
    #expect(session.engine.brokenConstraintCount == 0)
  }

  @Test func theForgottenLineBreaksTheAppsConstraint() throws {
    var session = Session()
    try run("add view root size 390x844", in: &session)
    let statement = try #require(
      Parser.parse(
        "paste {\nlet card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))\nview.addSubview(card)\n"
          + "card.widthAnchor.constraint(equalToConstant: 200).isActive = true\n}", file: "t.lyt"
      ).statements.first)
    let lines = try session.execute(statement).lines
    #expect(
      lines.contains(
        "card translates its autoresizing mask h=--& v=--& from its frame (20, 20, 100, 100) into "
          + "card.autoresizing.left, card.autoresizing.width, card.autoresizing.top, card.autoresizing.height (line 2)")
    )
    #expect(
      lines.contains(
        "  fix: set translates card false; card.leading == root.leading + 20; card.top == root.top + 20; card.height == 100  → card widens to 200"
      ))
    #expect(session.engine.constraint("c1")?.status == .broken)
  }

  @Test func aViewNeverAddedSaysSoAndABadFlagIsAnError() throws {
    var session = Session()
    try run("add view root size 390x844", in: &session)
    let statement = try #require(
      Parser.parse("paste {\nlet lost = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))\n}", file: "t.lyt")
        .statements.first)
    #expect(
      try session.execute(statement).lines == [
        "lost is never added to a superview here: its frame and autoresizing mask are not applied (line 2)"
      ])
    let before = session
    let bad = try #require(
      Parser.parse(
        "paste {\nlet v = UIView()\nview.addSubview(v)\nv.autoresizingMask = [.flexibleWidht]\n}", file: "t.lyt"
      )
      .statements.first)
    #expect(throws: SessionError.self) { try session.execute(bad) }
    #expect(session.hasIdenticalState(to: before))
  }
}
