import CommandLanguage
import Layout
import Script
import Testing

/// SnapKit, Masonry and PureLayout code applied to a session: what `updateConstraints` and
/// `remakeConstraints` change, what SnapKit would crash on, and the frames that follow.
@Suite struct LibrarySessionTests {
  func session(_ code: String) throws -> Session { try codeSession(code) }
  func constraints(_ session: Session) -> [String] { userConstraints(session) }
  func frame(_ session: Session, _ view: String) throws -> String { try frameText(session, view) }

  static let header = """
    paste {
      header.snp.makeConstraints { make in
        make.top.leading.trailing.equalToSuperview()
        make.height.equalTo(100)
        self.headerRight = make.right.equalToSuperview().inset(10).priority(999).constraint
      }
    }

    """

  @Test func updateChangesTheConstantsOfMatchingConstraints() throws {
    let session = try session(
      Self.header + """
        header.snp.updateConstraints { make in
          make.height.equalTo(120)
          make.leading.equalToSuperview().offset(4)
        }
        headerRight.update(inset: 30)
        """)
    #expect(
      constraints(session) == [
        "c1: header.top == root.top", "c2: header.leading == root.leading + 4", "c3: header.trailing == root.trailing",
        "c4: header.height == 120", "headerRight: header.right == root.right - 30 @999",
      ])
    #expect(try frame(session, "header") == "4,0,386,120")
  }

  /// SnapKit raises when an update matches nothing; lyt refuses the block, says what differs and
  /// leaves the session as it was.
  @Test func anUpdateSnapKitWouldCrashOnIsRefused() throws {
    var session = try session(Self.header)
    let before = session
    let block =
      "header.snp.updateConstraints { make in\n  make.top.equalToSuperview()\n  make.height.equalTo(80).priority(.high)\n}"
    do {
      for statement in Parser.parse(block, file: "t.lyt").statements { _ = try session.execute(statement) }
      Issue.record("the update was applied")
    } catch {
      let diagnostic = try #require(error.entries.first?.diagnostic)
      #expect(
        diagnostic.message
          == "SnapKit's updateConstraints finds no constraint to update for header.height "
          + "(c4 (header.height == 100) differs in priority 1000, the update 750)")
      #expect(diagnostic.range.start.line == 3)
      #expect(diagnostic.hint?.contains("fatal error") == true)
      #expect(session.hasIdenticalState(to: before))
    }
  }

  @Test func anUpdateOfAViewWithoutSnapKitConstraintsMakesThem() throws {
    let session = try session(
      "footer.snp.updateConstraints { make in\n make.height.equalTo(30)\n make.bottom.equalToSuperview()\n}")
    #expect(constraints(session) == ["c1: footer.height == 30", "c2: footer.bottom == root.bottom"])
    #expect(try frame(session, "footer") == "0,814,0,30")
  }

  /// Remake takes out the view's SnapKit constraints only: an anchor constraint stays, a held
  /// one is deactivated (its name still works), the others are removed.
  @Test func remakeReplacesOnlyTheLibrarysConstraints() throws {
    let session = try session(
      "add view header in root\nheader.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor).isActive = true\n"
        + Self.header + "header.snp.remakeConstraints { make in\n make.edges.equalToSuperview().inset(20)\n}")
    #expect(
      constraints(session) == [
        "c1: header.bottom <= root.bottom", "headerRight: header.right == root.right - 10 @999 (inactive)",
        "c6: header.left == root.left + 20", "c7: header.top == root.top + 20", "c8: header.right == root.right - 20",
        "c9: header.bottom == root.bottom - 20",
      ])
    #expect(try frame(session, "header") == "20,20,350,804")
  }

  /// Masonry's insets, an update that changes one constant and adds what matches nothing (a
  /// different priority here), and a remake that replaces all of them.
  @Test func masonryMakeUpdateAndRemake() throws {
    var session = try session(
      """
      [card mas_makeConstraints:^(MASConstraintMaker *make) {
        make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(10, 20, 30, 40));
        make.height.mas_equalTo(100).priorityHigh();
      }];
      [card mas_updateConstraints:^(MASConstraintMaker *make) {
        make.height.mas_equalTo(200).priorityHigh();
        make.width.mas_equalTo(50).priorityLow();
      }];
      """)
    #expect(
      constraints(session) == [
        "c1: card.left == root.left + 20", "c2: card.right == root.right - 40", "c3: card.top == root.top + 10",
        "c4: card.bottom == root.bottom - 30", "c5: card.height == 200 @750", "c6: card.width == 50 @250",
      ])
    #expect(try frame(session, "card") == "20,10,330,804")
    try run(
      """
      [card mas_remakeConstraints:^(MASConstraintMaker *make) {
        make.top.left.equalTo(self.view).offset(5);
        make.size.mas_equalTo(CGSizeMake(60, 70));
      }];
      """, in: &session)
    #expect(
      constraints(session) == [
        "c7: card.top == root.top + 5", "c8: card.left == root.left + 5", "c9: card.width == 60",
        "c10: card.height == 70",
      ])
    #expect(try frame(session, "card") == "5,5,60,70")
  }

  @Test func pureLayoutFrames() throws {
    let session = try session(
      """
      title.autoPinEdge(toSuperviewSafeArea: .top, withInset: 20)
      title.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16), excludingEdge: .top)
      [badge autoSetDimensionsToSize:CGSizeMake(24, 24)];
      [badge autoPinEdge:ALEdgeTop toEdge:ALEdgeTop ofView:title withOffset:4];
      badge.autoPinEdge(toSuperviewEdge: .right, withInset: 8)
      """)
    #expect(try frame(session, "title") == "16,20,358,824")
    #expect(try frame(session, "badge") == "358,24,24,24")
  }

  @Test func theSuperviewOfARootIsAnError() throws {
    var session = try session("")
    let before = session
    #expect(throws: SessionError.self) {
      for statement in Parser.parse("root.snp.makeConstraints { make in make.edges.equalToSuperview() }", file: "t.lyt")
        .statements
      {
        _ = try session.execute(statement)
      }
    }
    #expect(session.hasIdenticalState(to: before))
  }
}
