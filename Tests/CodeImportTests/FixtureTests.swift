import Foundation
import Layout
import Script
import Testing

/// The real snippets of Fixtures/SOURCES.md, imported into a session with one root view: each
/// makes exactly the constraints and frames listed, or fails where lyt means it to, leaving the
/// session as it was.
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
          "c1: title.leading == root.safeArea.leading + 16", "c2: title.trailing == root.safeArea.trailing + 16",
          "c3: title.top == root.safeArea.top + 16",
        ], frames: ["title 16,16,390,0"])
    ),
    (
      "hello-safe-area.swift.txt",
      .made(
        [
          "anchor1: view1.top == root.safeArea.top", "anchor2: view1.width == 300", "anchor3: view1.height == 100",
          "anchor4: view1.centerX == root.centerX",
        ], frames: ["view1 45,0,300,100"])
    ),
    (
      "notch-practice.swift.txt",
      .made(
        [
          "c1: safeAreaView.top == root.safeArea.top", "c2: safeAreaView.bottom == root.safeArea.bottom",
          "c3: safeAreaView.left == root.safeArea.left", "c4: safeAreaView.right == root.safeArea.right",
        ], frames: ["safeAreaView 0,0,390,844"])
    ),
    (
      "safe-area-insets.swift.txt",
      .made(
        [
          "c1: customView.width == 200", "c2: customView.height == 200",
          "c3: customView.leading == root.safeArea.leading", "c4: customView.top == root.safeArea.top",
        ], frames: ["customView 0,0,200,200"])
    ),
    (
      "add-constraint-with-code.m.txt",
      .made(
        [
          "c1: label.top == root.topMargin + 100", "c2: label.leading == root.leadingMargin + 20",
          "c3: button.leading == label.trailing + 10", "c4: button.centerY == label.centerY",
        ], frames: ["label 28,108,0,0", "button 38,108,0,0"])
    ),
    ("layout-width-extension.swift.txt", .error("4:18: expected a view or a layout guide, found self")),
    (
      "apple-docs-dimension.swift.txt",
      .made(
        ["c1: button.width == 2 * button.height + 40", "c2: button.width == 2 * button.height + 40"],
        frames: ["button 0,0,40,0"])
    ),
    (
      "apple-docs-less-than.swift.txt",
      .made(
        ["c1: subview.leading <= root.leadingMargin", "c2: subview.leading <= root.leadingMargin"],
        frames: ["subview 8,0,0,0"])
    ),
    (
      "lesson-3-2.swift.txt",
      .made(
        [
          "c1: topLabel.top == root.top + 100", "c2: topLabel.leading == root.leading + 50",
          "c3: topLabel.trailing == root.trailing - 50", "c4: topLabel.bottom == root.bottom + 150",
        ], frames: ["topLabel 50,100,290,894"])
    ),
    (
      "robot-check.swift.txt",
      .made(
        [
          "c1: label.leading == root.leading + 12", "c2: label.top == root.top + 12",
          "c3: label.trailing == root.trailing - 12", "c4: label.bottom == root.bottom + 12",
        ], frames: ["label 12,12,366,844"])
    ),
    (
      "constraints-demo-swift2.swift.txt",
      .error("24:115: lyt has no `topLayoutGuide` (deprecated since iOS 11)")
    ),
    (
      "nyxian-template.m.txt",
      .made(
        [
          "c1: label.top == root.top", "c2: label.bottom == root.bottom", "c3: label.leading == root.leading",
          "c4: label.trailing == root.trailing",
        ], frames: ["label 0,0,390,844"])
    ),
    ("ios-study-autoresizing.swift.txt", .error("2:14: lyt does not model autoresizing masks yet")),
    (
      "programmatic-constraints.swift.txt",
      .made(
        [
          "c1: labelOne.width == 160", "c2: labelOne.top == root.top + 100", "c3: labelOne.left == root.left + 20",
          "c4: labelTwo.width == 160", "c5: labelTwo.top == root.top + 100",
        ], frames: ["labelOne 20,100,160,0", "labelTwo 0,100,160,0"])
    ),
    ("hugging-notes.m.txt", .made(["constraint: testButton.width == 100"], frames: ["testButton 0,0,100,0"])),
    ("non-required-height.swift.txt", .error("2:26: `heightAnchor` of which view?")),
    (
      "layout-margins-post.swift.txt",
      .error("1:27: `self.layoutMarginsGuide`: lyt does not know which view `self` is")
    ),
    // SnapKit
    (
      "snapkit-pod-test.swift.txt",
      .made(
        [
          "c1: v.left == root.left + 10", "c2: v.right == root.right - 10", "c3: v.top == root.topMargin",
          "c4: v.height == 80",
        ], frames: ["v 10,8,370,80"])
    ),
    (
      "snapkit-labeled-search.swift.txt",
      .made(
        [
          "searchBarWidth: searchBar.width == root.width", "searchBarTop: searchBar.top == root.safeArea.top",
          "searchBarCenterX: searchBar.centerX == root.centerX", "c1: videoTable.top == searchBar.bottom",
          "c2: videoTable.leading == root.leading", "c3: videoTable.trailing == root.trailing",
          "c4: videoTable.bottom == root.bottom", "c5: viewWait.left == root.left", "c6: viewWait.top == root.top",
          "c7: viewWait.right == root.right", "c8: viewWait.bottom == root.bottom",
        ], frames: ["viewWait 0,0,390,844"])
    ),
    (
      "snapkit-red-view.swift.txt",
      .made(
        [
          "c1: redView.width == 100", "c2: redView.height == 100", "c3: redView.top == root.safeArea.top",
          "c4: redView.centerX == root.centerX",
        ], frames: ["redView 145,0,100,100"])
    ),
    (
      "snapkit-example-simple-layout.swift.txt",
      .made(
        [
          "c1: blackView.centerX == root.centerX", "c2: blackView.centerY == root.centerY",
          "c3: blackView.width == 100",
          "c4: blackView.height == 100", "c5: redView.top == blackView.bottom + 20",
          "c6: redView.right == blackView.left - 20", "c7: redView.width == 100", "c8: redView.height == 100",
          "c9: yellowView.top == blackView.bottom + 20", "c10: yellowView.left == blackView.right + 20",
          "c11: yellowView.width == 100", "c12: yellowView.height == 100", "c13: blueView.bottom == blackView.top - 20",
          "c14: blueView.left == blackView.right + 20", "c15: blueView.width == 100", "c16: blueView.height == 100",
          "c17: greenView.bottom == blackView.top - 20", "c18: greenView.right == blackView.left - 20",
          "c19: greenView.width == 100", "c20: greenView.height == 100",
        ],
        frames: [
          "blackView 145,372,100,100", "redView 25,492,100,100", "yellowView 265,492,100,100",
          "blueView 265,252,100,100", "greenView 25,252,100,100",
        ])
    ),
    (
      "snapkit-example-scroll.swift.txt",
      .made(
        [
          "c1: scrollView.left == root.left", "c2: scrollView.top == root.top", "c3: scrollView.right == root.right",
          "c4: scrollView.bottom == root.bottom", "c5: contentView.left == scrollView.left",
          "c6: contentView.top == scrollView.top", "c7: contentView.right == scrollView.right",
          "c8: contentView.bottom == scrollView.bottom", "c9: contentView.width == scrollView.width",
          "c10: label.top == contentView.top + 20", "c11: label.leading == contentView.leading + 20",
          "c12: label.trailing == contentView.trailing - 20", "c13: label.bottom == contentView.bottom - 20",
        ], frames: ["label 20,20,350,804"])
    ),
    (
      "snapkit-training-available.swift.txt",
      .error("2:17: `if` is not read: lyt reads layout code that runs straight through")
    ),
    // Masonry
    (
      "masonry-learn.m.txt",
      .error("3:13: a new view named `view`: lyt reads `view` as the view controller's root")
    ),
    (
      "masonry-readme-update.m.txt",
      .made(
        [
          "c1: label.centerX == root.centerX", "c2: label.centerY == root.centerY", "c3: label.height == 100",
          "c4: label.width == 100",
        ], frames: ["label 145,372,100,100"])
    ),
    (
      "masonry-main-cell.m.txt",
      .made(
        [
          "c1: icon.centerY == contentView.centerY", "c2: icon.left == contentView.left + 10",
          "c3: icon.top == contentView.top + 10", "c4: icon.bottom == contentView.bottom - 10", "c5: icon.width == 60",
          "c6: name.centerY == contentView.centerY", "c7: name.left == icon.right + 10",
          "c8: name.right == contentView.right - 10", "c9: name.top == contentView.top + 10",
          "c10: name.bottom == contentView.bottom - 10",
        ], frames: ["icon 10,10,60,0", "name 80,10,0,0"])
    ),
    (
      "masonry-icon-label-cell.m.txt",
      .made(
        [
          "c1: iconImageView.left == contentView.left", "c2: iconImageView.centerY == contentView.centerY",
          "c3: iconImageView.width == 30", "c4: iconImageView.height == 30",
          "c5: label.left == iconImageView.right + 10",
          "c6: label.centerY == contentView.centerY", "c7: label.right == contentView.right - 15",
        ], frames: ["iconImageView 0,-15,30,30"])
    ),
    (
      "masonry-list-cell.m.txt",
      .made(
        [
          "c1: _iconIV.width == 34", "c2: _iconIV.height == 34", "c3: _iconIV.top == contentView.top + 5",
          "c4: _iconIV.left == contentView.left + 5", "c5: _iconIV.bottom == contentView.bottom - 5",
        ], frames: ["contentView 0,0,0,44", "_iconIV 5,5,34,34"])
    ),
    (
      "masonry-example-constants.m.txt",
      .made(
        [
          "c1: purpleView.top == root.top + 20", "c2: purpleView.left == root.left + 20",
          "c3: purpleView.bottom == root.bottom - 20", "c4: purpleView.right == root.right - 20",
          "c5: orangeView.centerX == root.centerX", "c6: orangeView.centerY == root.centerY + 50",
          "c7: orangeView.width == 200", "c8: orangeView.height == 100",
        ], frames: ["purpleView 20,20,350,804", "orangeView 95,422,200,100"])
    ),
    ("masonry-example-basic.m.txt", .error("5:11: `addSubview` of self: lyt does not know which view `self` is")),
    // PureLayout
    (
      "purelayout-example-demo1.swift.txt",
      .made(
        [
          "c1: blueView.centerY == root.centerY", "c2: blueView.centerX == root.centerX", "c3: blueView.width == 50",
          "c4: blueView.height == 50", "c5: redView.top == blueView.bottom", "c6: redView.left == blueView.right",
          "c7: redView.width == blueView.width", "c8: redView.height == 40",
          "c9: yellowView.top == redView.bottom + 10",
          "c10: yellowView.height == 25", "c11: yellowView.left == root.left + 20",
          "c12: yellowView.right == root.right - 20", "c13: greenView.top == yellowView.bottom + 10",
          "c14: greenView.centerX == root.centerX", "c15: greenView.height == 2 * yellowView.height",
          "c16: greenView.width == 150",
        ],
        frames: [
          "blueView 170,397,50,50", "redView 220,447,50,40", "yellowView 20,497,350,25", "greenView 120,532,150,50",
        ])
    ),
    (
      "purelayout-uiview-autolayout.m.txt",
      .made(
        ["c1: redView.width == 200", "c2: redView.height == 150", "c3: redView.left == blueView.right + 8"],
        frames: ["redView 8,0,200,150"])
    ),
    (
      "purelayout-fitting.m.txt",
      .made(
        [
          "c1: titleLabel.top == root.top + 10", "c2: titleLabel.leading == root.leading + 20",
          "c3: titleLabel.trailing == root.trailing - 30", "c4: blueView.top == titleLabel.bottom",
          "c5: blueView.left == titleLabel.left", "c6: blueView.right == root.right - 10", "c7: blueView.height == 44",
          "c8: imageView.left == titleLabel.left", "c9: imageView.top == blueView.bottom + 20",
          "c10: imageView.bottom == root.bottom - 20", "c11: imageView.width == 100", "c12: imageView.height == 100",
        ], frames: ["titleLabel 20,10,340,650", "blueView 20,660,360,44", "imageView 20,724,100,100"])
    ),
    ("purelayout-only-title-cell.m.txt", .error("4:73: unknown number `CellLeading`")),
    (
      "purelayout-shared-view.swift.txt",
      .made(
        [
          "c1: subview.centerY == layout.centerY", "c2: subview.centerX == layout.centerX", "c3: subview.width == 80",
          "c4: subview.height == 80",
        ], frames: ["subview -40,-40,80,80"])
    ),
    (
      "purelayout-cat-facts.swift.txt",
      .made(
        [
          "c1: anyView.top == root.top + 10", "c2: anyView.leading == root.leading + 10",
          "c3: anyView.bottom == root.bottom - 10", "c4: anyView.trailing == root.trailing - 10",
        ], frames: ["anyView 10,10,370,824"])
    ),
    // More SnapKit and Masonry
    (
      "snapkit-held-top.swift.txt",
      .made(
        [
          "c1: box.width == 200", "c2: box.height == 200", "c3: box.centerX == root.centerX",
          "topConstraint: box.top == root.top + 60",
        ], frames: ["box 95,60,200,200"])
    ),
    (
      "masonry-post-offsets.m.txt",
      .made(
        [
          "c1: blueView.left == grayView.left + 3", "c2: blueView.top == grayView.top + 2",
          "c3: blueView.width == grayView.width - 5", "c4: blueView.height == grayView.height - 5",
        ], frames: ["blueView 3,2,0,0"])
    ),
    (
      "masonry-post-edges-offset.m.txt",
      .made(
        [
          "c1: yellowView.left == blueView.left - 1", "c2: yellowView.right == blueView.right - 1",
          "c3: yellowView.top == blueView.top - 1", "c4: yellowView.bottom == blueView.bottom - 1",
        ], frames: ["yellowView -1,-1,0,0"])
    ),
    (
      "masonry-post-priority.m.txt",
      .made(
        ["c1: rightView.left == leftView.right @750", "c2: rightView.left == superView.left + 10 @250"],
        frames: ["rightView 0,0,0,0"])
    ),
    (
      "masonry-post-update.m.txt",
      .made(
        [
          "c1: button.left == root.left + 30", "c2: button.top == root.top + 100", "c3: button.width == 100",
          "c4: button.height == 100",
        ], frames: ["button 30,100,100,100"])
    ),
  ]

  @Test func everyFixtureIsListedInSources() throws {
    let sources = try fixture("SOURCES.md")
    let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".txt") }
    #expect(Set(files) == Set(Self.expected.map(\.0)))
    #expect(files.count >= 40)
    for file in files { #expect(sources.contains("`\(file)`"), "\(file) is not in SOURCES.md") }
  }

  /// Cut short anywhere, a real snippet imports whole or fails leaving the session exactly as
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
        let rect = try session.engine.frame(of: String(parts[0]))
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
