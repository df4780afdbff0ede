import CommandLanguage
import Foundation
import Layout
import Script
import Testing

/// The snippets of Fixtures/SOURCES.md (written for lyt, each modelled on a real file), imported
/// into a session with one root view: each makes exactly the constraints and frames listed, or
/// fails where lyt means it to, leaving the session as it was.
@Suite struct FixtureTests {
  enum Outcome: Sendable {
    /// The user constraints afterwards, and `VIEW x,y,w,h` frames.
    case made([String], frames: [String])
    /// `line:column: message`
    case error(String)
  }

  static let expected: [(String, Outcome)] = [
    (
      "clean-architecture-study.swift.txt",
      .made(
        [
          "c1: heading.leading == root.safeArea.leading + 24", "c2: heading.trailing == root.safeArea.trailing + 24",
          "c3: heading.top == root.safeArea.top + 24",
        ], frames: ["heading 24,24,390,0"])
    ),
    (
      "hello-safe-area.swift.txt",
      .made(
        [
          "pinTop: card.top == root.safeArea.top", "fixWidth: card.width == 240", "fixHeight: card.height == 80",
          "centre: card.centerX == root.centerX",
        ], frames: ["card 75,0,240,80"])
    ),
    (
      "notch-practice.swift.txt",
      .made(
        [
          "c1: fullView.top == root.safeArea.top", "c2: fullView.bottom == root.safeArea.bottom",
          "c3: fullView.left == root.safeArea.left", "c4: fullView.right == root.safeArea.right",
        ], frames: ["fullView 0,0,390,844"])
    ),
    (
      "safe-area-insets.swift.txt",
      .made(
        [
          "c1: box.width == 120", "c2: box.height == 160", "c3: box.leading == root.safeArea.leading",
          "c4: box.top == root.safeArea.top",
        ], frames: ["box 0,0,120,160"])
    ),
    (
      "add-constraint-with-code.m.txt",
      .made(
        [
          "c1: caption.top == root.topMargin + 80", "c2: caption.leading == root.leadingMargin + 24",
          "c3: action.leading == caption.trailing + 12", "c4: action.centerY == caption.centerY",
        ], frames: ["caption 32,88,0,0", "action 44,88,0,0"])
    ),
    ("layout-width-extension.swift.txt", .error("4:13: expected a view or a layout guide, found self")),
    (
      "apple-docs-dimension.swift.txt",
      .made(
        ["c1: toggle.width == 1.5 * toggle.height + 20", "c2: toggle.width == 1.5 * toggle.height + 20"],
        frames: ["toggle 0,0,20,0"])
    ),
    (
      "apple-docs-less-than.swift.txt",
      .made(
        ["c1: badge.leading <= root.leadingMargin", "c2: badge.leading <= root.leadingMargin"],
        frames: ["badge 8,0,0,0"])
    ),
    (
      "lesson-3-2.swift.txt",
      .made(
        [
          "c1: banner.top == root.top + 80", "c2: banner.leading == root.leading + 40",
          "c3: banner.trailing == root.trailing - 40", "c4: banner.bottom == root.bottom + 120",
        ], frames: ["banner 40,80,310,884"])
    ),
    (
      "robot-check.swift.txt",
      .made(
        [
          "c1: greeting.leading == root.leading + 10", "c2: greeting.top == root.top + 10",
          "c3: greeting.trailing == root.trailing - 10", "c4: greeting.bottom == root.bottom + 10",
        ], frames: ["greeting 10,10,370,844"])
    ),
    (
      "constraints-demo-swift2.swift.txt",
      .error("20:109: lyt has no `topLayoutGuide` (deprecated since iOS 11)")
    ),
    (
      "nyxian-template.m.txt",
      .made(
        [
          "c1: message.top == root.top", "c2: message.bottom == root.bottom", "c3: message.leading == root.leading",
          "c4: message.trailing == root.trailing",
        ], frames: ["message 0,0,390,844"])
    ),
    // `corner` is placed by its frame and translates its mask (`&--`, `--&`): pinned 30 from the
    // right edge of the 390-wide root, 60 wide, 24 down, 20 tall.
    (
      "ios-study-autoresizing.swift.txt",
      .made(
        ["c1: below.top == corner.bottom + 16", "c2: below.trailing == root.trailing - 16"],
        frames: ["corner 300,24,60,20", "below 374,60,0,0"])
    ),
    (
      "programmatic-constraints.swift.txt",
      .made(
        [
          "c1: nameLabel.width == 180", "c2: nameLabel.top == root.top + 90", "c3: nameLabel.left == root.left + 16",
          "c4: roleLabel.width == 180", "c5: roleLabel.top == root.top + 90",
        ], frames: ["nameLabel 16,90,180,0", "roleLabel 0,90,180,0"])
    ),
    ("hugging-notes.m.txt", .made(["widthRule: saveButton.width == 88"], frames: ["saveButton 0,0,88,0"])),
    ("non-required-height.swift.txt", .error("2:16: `heightAnchor` of which view?")),
    (
      "layout-margins-post.swift.txt",
      .error("2:22: `self.layoutMarginsGuide`: lyt does not know which view `self` is")
    ),
    (
      "anchors-button-init.swift.txt",
      .made(
        [
          "c1: goButton.centerX == root.centerX", "c2: goButton.centerY == root.centerY",
          "c3: hint.top == root.safeArea.top + 24", "c4: hint.left == root.safeArea.left + 24",
        ],
        frames: [])
    ),
    (
      "anchors-closure-property.swift.txt",
      .made(
        [
          "c1: greeting.top == root.safeArea.top + 32", "c2: greeting.leading == root.safeArea.leading + 32",
          "c3: greeting.trailing == root.safeArea.trailing - 32",
        ],
        frames: [])
    ),
    (
      "anchors-image-view.swift.txt",
      .made(
        [
          "c1: posterView.centerX == root.centerX", "c2: posterView.top == root.top + 64",
          "c3: posterView.width == 150", "c4: posterView.height == 150",
        ],
        frames: ["posterView 120,64,150,150"])
    ),
    (
      "constraint-items-storyboard.swift.txt",
      .made(
        [
          "centreX: note.centerX == root.centerX", "pinTop: note.top == root.bottom",
          "centreY: note.centerY == root.centerY",
        ],
        frames: [])
    ),
    (
      "masonry-example-basic.m.txt",
      .made(
        [
          "c1: leafView.top >= root.top + 12", "c2: leafView.left == root.left + 12",
          "c3: leafView.bottom == seaView.top - 12", "c4: leafView.right == brickView.left - 12",
          "c5: leafView.width == brickView.width", "c6: leafView.height == brickView.height",
          "c7: leafView.height == seaView.height", "c8: brickView.top == root.top + 12",
          "c9: brickView.left == leafView.right + 12", "c10: brickView.bottom == seaView.top - 12",
          "c11: brickView.right == root.right - 12", "c12: brickView.width == leafView.width",
          "c13: brickView.height == leafView.height", "c14: brickView.height == seaView.height",
          "c15: seaView.top == leafView.bottom + 12", "c16: seaView.left == root.left + 12",
          "c17: seaView.bottom == root.bottom - 12", "c18: seaView.right == root.right - 12",
          "c19: seaView.height == leafView.height", "c20: seaView.height == brickView.height",
        ],
        frames: ["leafView 12,12,177,404", "brickView 201,12,177,404", "seaView 12,428,366,404"])
    ),
    (
      "masonry-example-constants.m.txt",
      .made(
        [
          "c1: plumView.top == root.top + 24", "c2: plumView.left == root.left + 24",
          "c3: plumView.bottom == root.bottom - 24", "c4: plumView.right == root.right - 24",
          "c5: limeView.centerX == root.centerX", "c6: limeView.centerY == root.centerY + 40",
          "c7: limeView.width == 160", "c8: limeView.height == 90",
        ],
        frames: ["plumView 24,24,342,796", "limeView 115,417,160,90"])
    ),
    (
      "masonry-example-distribute.m.txt",
      .made(
        [
          "distribute.tabA.left: tabA.left == root.left + 15", "distribute.tabB.width: tabB.width == tabA.width",
          "distribute.tabB.left: tabB.left == tabA.right + 10", "distribute.tabC.width: tabC.width == tabB.width",
          "distribute.tabC.left: tabC.left == tabB.right + 10", "distribute.tabD.width: tabD.width == tabC.width",
          "distribute.tabD.left: tabD.left == tabC.right + 10", "distribute.tabD.right: tabD.right == root.right - 15",
          "c1: tabA.top == root.top + 80", "c2: tabA.height == 44", "c3: tabB.top == root.top + 80",
          "c4: tabB.height == 44", "c5: tabC.top == root.top + 80", "c6: tabC.height == 44",
          "c7: tabD.top == root.top + 80", "c8: tabD.height == 44",
        ],
        frames: ["tabA 15,80,82.5,44", "tabB 107.5,80,82.5,44", "tabC 200,80,82.5,44", "tabD 292.5,80,82.5,44"])
    ),
    (
      "masonry-icon-label-cell.m.txt",
      .made(
        [
          "c1: badgeImageView.left == contentView.left", "c2: badgeImageView.centerY == contentView.centerY",
          "c3: badgeImageView.width == 24", "c4: badgeImageView.height == 24",
          "c5: caption.left == badgeImageView.right + 8", "c6: caption.centerY == contentView.centerY",
          "c7: caption.right == contentView.right - 12",
        ],
        frames: [])
    ),
    ("masonry-learn.m.txt", .error("3:13: a new view named `view`: lyt reads `view` as the view controller's root")),
    (
      "masonry-main-cell.m.txt",
      .made(
        [
          "c1: thumb.centerY == contentView.centerY", "c2: thumb.left == contentView.left + 12",
          "c3: thumb.top == contentView.top + 6", "c4: thumb.bottom == contentView.bottom - 6", "c5: thumb.width == 48",
          "c6: heading.centerY == contentView.centerY", "c7: heading.left == thumb.right + 12",
          "c8: heading.right == contentView.right - 12", "c9: heading.top == contentView.top + 6",
          "c10: heading.bottom == contentView.bottom - 6",
        ],
        frames: [])
    ),
    (
      "masonry-post-priority.m.txt",
      .made(
        ["c1: tailView.left == headView.right @750", "c2: tailView.left == hostView.left + 24 @250"],
        frames: [])
    ),
    (
      "masonry-post-update.m.txt",
      .made(
        [
          "c1: toggle.left == root.left + 40", "c2: toggle.top == root.top + 160", "c3: toggle.width == 80",
          "c4: toggle.height == 80",
        ],
        frames: ["toggle 40,160,80,80"])
    ),
    (
      "masonry-readme-update.m.txt",
      .made(
        [
          "c1: tag.centerX == root.centerX", "c2: tag.centerY == root.centerY", "c3: tag.height == 120",
          "c4: tag.width == 120",
        ],
        frames: ["tag 135,362,120,120"])
    ),
    (
      "purelayout-example-demo1.swift.txt",
      .made(
        [
          "c1: orangeView.centerY == root.centerY", "c2: orangeView.centerX == root.centerX",
          "c3: orangeView.width == 60", "c4: orangeView.height == 60", "c5: tealView.top == orangeView.bottom",
          "c6: tealView.left == orangeView.right", "c7: tealView.width == orangeView.width",
          "c8: tealView.height == 30", "c9: stripView.top == tealView.bottom + 12", "c10: stripView.height == 20",
          "c11: stripView.left == root.left + 16", "c12: stripView.right == root.right - 16",
          "c13: barView.top == stripView.bottom + 12", "c14: barView.centerX == root.centerX",
          "c15: barView.height == 3 * stripView.height", "c16: barView.width == 120",
        ],
        frames: [
          "orangeView 165,392,60,60", "tealView 225,452,60,30", "stripView 16,494,358,20", "barView 135,526,120,60",
        ])
    ),
    (
      "purelayout-example-demo2.m.txt",
      .error("11:25: PureLayout's `autoPinToTopLayoutGuideOfViewController` is not read")
    ),
    (
      "purelayout-example-demo3.swift.txt",
      .made(
        [
          "c1: chipA.height == 36", "c2: chipB.height == 36", "c3: chipC.height == 36",
          "c4: chipA.leading == root.leading + 12", "c5: chipB.leading == chipA.trailing + 12",
          "c6: chipB.width == chipA.width", "c7: chipB.centerY == chipA.centerY",
          "c8: chipC.leading == chipB.trailing + 12", "c9: chipC.width == chipB.width",
          "c10: chipC.centerY == chipB.centerY", "c11: chipC.trailing == root.trailing - 12",
          "c12: chipA.centerY == root.centerY",
        ],
        frames: ["chipA 12,404,114,36", "chipB 138,404,114,36", "chipC 264,404,114,36"])
    ),
    (
      "purelayout-fitting.m.txt",
      .made(
        [
          "c1: headline.top == root.top + 12", "c2: headline.leading == root.leading + 16",
          "c3: headline.trailing == root.trailing - 24", "c4: panel.top == headline.bottom",
          "c5: panel.left == headline.left", "c6: panel.right == root.right - 16", "c7: panel.height == 50",
          "c8: photo.left == headline.left", "c9: photo.top == panel.bottom + 16",
          "c10: photo.bottom == root.bottom - 16", "c11: photo.width == 90", "c12: photo.height == 90",
        ],
        frames: ["headline 16,12,350,660", "panel 16,672,358,50", "photo 16,738,90,90"])
    ),
    ("purelayout-only-title-cell.m.txt", .error("4:72: unknown number `RowInset`")),
    (
      "snapkit-example-scroll.swift.txt",
      .made(
        [
          "c1: scroller.left == root.left", "c2: scroller.top == root.top", "c3: scroller.right == root.right",
          "c4: scroller.bottom == root.bottom", "c5: page.left == scroller.left", "c6: page.top == scroller.top",
          "c7: page.right == scroller.right", "c8: page.bottom == scroller.bottom", "c9: page.width == scroller.width",
          "c10: body.top == page.top + 24", "c11: body.leading == page.leading + 24",
          "c12: body.trailing == page.trailing - 24", "c13: body.bottom == page.bottom - 24",
        ],
        frames: ["scroller 0,0,390,844", "page 0,0,390,844", "body 24,24,342,796"])
    ),
    (
      "snapkit-example-simple-layout.swift.txt",
      .made(
        [
          "c1: hub.centerX == root.centerX", "c2: hub.centerY == root.centerY", "c3: hub.width == 80",
          "c4: hub.height == 80", "c5: southWest.top == hub.bottom + 16", "c6: southWest.right == hub.left - 16",
          "c7: southWest.width == 80", "c8: southWest.height == 80", "c9: southEast.top == hub.bottom + 16",
          "c10: southEast.left == hub.right + 16", "c11: southEast.width == 80", "c12: southEast.height == 80",
          "c13: northEast.bottom == hub.top - 16", "c14: northEast.left == hub.right + 16",
          "c15: northEast.width == 80", "c16: northEast.height == 80",
        ],
        frames: ["hub 155,382,80,80", "southWest 59,478,80,80", "southEast 251,478,80,80", "northEast 251,286,80,80"])
    ),
    (
      "snapkit-held-top.swift.txt",
      .made(
        [
          "c1: tile.width == 120", "c2: tile.height == 120", "c3: tile.centerX == root.centerX",
          "tileTop: tile.top == root.top + 90",
        ],
        frames: ["tile 135,90,120,120"])
    ),
    (
      "snapkit-labeled-search.swift.txt",
      .made(
        [
          "filterWidth: filterField.width == root.width", "filterTop: filterField.top == root.safeArea.top",
          "filterCenterX: filterField.centerX == root.centerX", "c1: resultsList.top == filterField.bottom",
          "c2: resultsList.leading == root.leading", "c3: resultsList.trailing == root.trailing",
          "c4: resultsList.bottom == root.bottom", "c5: spinnerCover.left == root.left",
          "c6: spinnerCover.top == root.top", "c7: spinnerCover.right == root.right",
          "c8: spinnerCover.bottom == root.bottom",
        ],
        frames: ["spinnerCover 0,0,390,844"])
    ),
    (
      "snapkit-pod-test.swift.txt",
      .made(
        [
          "c1: banner.left == root.left + 12", "c2: banner.right == root.right - 12",
          "c3: banner.top == root.topMargin", "c4: banner.height == 64",
        ],
        frames: ["banner 12,8,366,64"])
    ),
    (
      "snapkit-red-view.swift.txt",
      .made(
        [
          "c1: stamp.width == 72", "c2: stamp.height == 72", "c3: stamp.top == root.safeArea.top",
          "c4: stamp.centerX == root.centerX",
        ],
        frames: ["stamp 159,0,72,72"])
    ),
    (
      "vfl-cell-swift2.swift.txt",
      .made(
        [
          "V.contentView-avatarView: avatarView.top == contentView.topMargin",
          "V.avatarView.height: avatarView.height == 56",
          "V.contentView-nameLabel: nameLabel.top == contentView.topMargin",
          "V.nameLabel-contentView: contentView.bottomMargin == nameLabel.bottom",
          "H.contentView-nameLabel: nameLabel.leading == contentView.leadingMargin",
          "H.nameLabel-avatarView: avatarView.leading == nameLabel.trailing + 8",
          "H.avatarView.width: avatarView.width == 56",
          "H.avatarView-contentView: contentView.trailingMargin == avatarView.trailing",
        ],
        frames: [])
    ),
    ("vfl-project6b.swift.txt", .error("19:9: `for` is not read: lyt reads layout code that runs straight through")),
    (
      "vfl-single-view-options.m.txt",
      .made(
        [
          "across.1: _card.leading == root.leading + 24", "across.2: root.trailing == _card.trailing + 24",
          "down.1: _card.top == root.topMargin", "down.2: _card.height == 240",
          "down.3: root.bottom == _card.bottom + 40",
        ],
        frames: ["_card 24,8,342,240"])
    ),

  ]

  @Test func everyFixtureIsListedInSources() throws {
    let sources = try fixture("SOURCES.md")
    let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".txt") }
    #expect(Set(files) == Set(Self.expected.map(\.0)))
    #expect(files.count >= 40)
    for file in files { #expect(sources.contains("`\(file)`"), "\(file) is not in SOURCES.md") }
  }

  /// Cut short anywhere, a snippet imports whole or fails leaving the session exactly as
  /// it was: nothing of it half-applied.
  @Test func cutSnippetsApplyAllOrNothing() throws {
    for (name, _) in Self.expected {
      let text = Array(try fixture(name))
      for end in stride(from: 0, to: text.count, by: 53) {
        var session = Session(files: InMemoryFiles([name: String(text[..<end])]))
        try run("add view root size 390x844", in: &session)
        let before = session
        let statement = try #require(Parser.parse("import code \(name)", file: "t.lyt").statements.first)
        do {
          _ = try session.execute(statement)
        } catch {
          #expect(session.hasIdenticalState(to: before), "\(name) cut at \(end)")
        }
      }
    }
  }

  @Test(arguments: expected.map(\.0))
  func realSnippet(_ name: String) throws {
    let text = try fixture(name)
    let outcome = try #require(Self.expected.first { $0.0 == name }?.1)
    var session = Session(files: InMemoryFiles([name: text]))
    try run("add view root size 390x844", in: &session)
    let before = session
    let statement = try #require(Parser.parse("import code \(name)", file: "t.lyt").statements.first)
    switch outcome {
    case .made(let constraints, let frames):
      _ = try session.execute(statement)
      let made = session.engine.constraints.filter { !$0.origin.isGenerated }.map { "\($0.id): \($0.constraint)" }
      #expect(made == constraints)
      for frame in frames {
        let parts = frame.split(separator: " ")
        let rect = try session.engine.frame(of: ItemID(String(parts[0])))
        let numbers = [rect.x, rect.y, rect.width, rect.height].map { format($0) }.joined(separator: ",")
        #expect("\(parts[0]) \(numbers)" == frame)
      }
    case .error(let message):
      do {
        _ = try session.execute(statement)
        Issue.record("\(name) imported, expected \(message)")
      } catch {
        let diagnostic = try #require(error.entries.first?.diagnostic)
        #expect("\(diagnostic.range.start.line):\(diagnostic.range.start.column): \(diagnostic.message)" == message)
        #expect(diagnostic.range.start.file == name)
        #expect(session.hasIdenticalState(to: before))
      }
    }
  }
}

/// Runs lyt commands in a session (each must succeed).
func run(_ text: String, in session: inout Session) throws {
  for statement in Parser.parse(text, file: "t.lyt").statements {
    _ = try session.execute(statement)
  }
}

/// A session with a 390×844 root, after `code` (lyt commands and code).
func codeSession(_ code: String) throws -> Session {
  var session = Session()
  try run("add view root size 390x844\n" + code, in: &session)
  return session
}

/// `id: constraint` for every user constraint, `(inactive)` after the inactive ones.
func userConstraints(_ session: Session) -> [String] {
  session.engine.constraints.filter { !$0.origin.isGenerated }.map {
    "\($0.id): \($0.constraint)" + ($0.status == .inactive ? " (inactive)" : "")
  }
}

/// `x,y,w,h` of a view.
func frameText(_ session: Session, _ view: String) throws -> String {
  let rect = try session.engine.frame(of: ItemID(view))
  return [rect.x, rect.y, rect.width, rect.height].map { format($0) }.joined(separator: ",")
}
