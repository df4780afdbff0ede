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
  ]

  @Test func everyFixtureIsListedInSources() throws {
    let sources = try fixture("SOURCES.md")
    let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".txt") }
    #expect(Set(files) == Set(Self.expected.map(\.0)))
    #expect(files.count >= 17)
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
