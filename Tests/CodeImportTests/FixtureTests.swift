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
    ("ios-study-autoresizing.swift.txt", .error("2:12: lyt does not model autoresizing masks yet")),
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
  ]

  @Test func everyFixtureIsListedInSources() throws {
    let sources = try fixture("SOURCES.md")
    let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".txt") }
    #expect(Set(files) == Set(Self.expected.map(\.0)))
    #expect(files.count >= 17)
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
  let rect = try session.engine.frame(of: view)
  return [rect.x, rect.y, rect.width, rect.height].map { format($0) }.joined(separator: ",")
}
