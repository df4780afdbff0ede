import Layout
import Testing

@testable import CommandLanguage
@testable import Script

/// A session keeps the state before a command only when something needs it (a checkpoint of the
/// undo history, a report comparing the two states, ambiguity carried over); a command that
/// fails after writing is undone by rebuilding the state from the last checkpoint.
@Suite("States kept only when needed")
struct KeptStateTests {
  private func statement(_ text: String) throws -> Statement {
    try #require(Parser.parse(text, file: "t.lyt").statements.first)
  }

  private func views(_ count: Int) -> String {
    (["add view root size 320x480"] + (1..<count).map { "add view v\($0) in root" }).joined(separator: "\n")
  }

  @Test("forty commands keep three states: the checkpoints at steps 0, 16 and 32")
  func statesAreKeptAtCheckpointsOnly() {
    let s = session(views(40))
    let kept = s.undoHistory.keptPositions
    #expect(kept == [0, 16, 32])
  }

  @Test("a command that fails before writing leaves the very state")
  func aFailureBeforeAnyWriteKeepsTheVeryState() throws {
    var s = session(views(5))
    let before = s
    #expect(throws: SessionError.self) { try s.execute(try statement("v1.width == nowhere.width")) }
    #expect(s.hasIdenticalState(to: before))
  }

  @Test("a command that fails after writing leaves an equal state, which goes on as the old one would")
  func aFailureAfterAWriteRebuildsAnEqualState() throws {
    // `add view` makes the view, then finds the autoresizing ids taken: it has written.
    var s = session(views(3) + "\nroot.width == 320 as v.autoresizing.left")
    let before = s
    let error = #expect(throws: SessionError.self) {
      try s.execute(try statement("add view v in root frame 1,2,3,4"))
    }
    #expect(error?.message.contains("v.autoresizing.left") == true)
    #expect(!s.hasIdenticalState(to: before))
    #expect(s.hasEqualState(to: before))
    #expect(s.engine.item(named: "v") == nil)
    #expect(s.history == before.history)
    var untouched = before
    for command in ["v1.width == 40", "v1.leading == root.leading + 8", "undo", "undo", "undo", "redo"] {
      let rebuilt = try s.execute(try statement(command))
      let original = try untouched.execute(try statement(command))
      #expect(rebuilt.lines == original.lines, "\(command)")
    }
    #expect(s.hasEqualState(to: untouched))
  }

  @Test("a batch refused partway (code whose second constraint spans two hierarchies) leaves an equal state")
  func aBatchRefusedPartwayRebuildsAnEqualState() throws {
    // The engine adds the batch without a copy of itself to restore: the first constraint is in
    // when the second is refused, and the session puts back the state the command started from.
    var s = session(views(3) + "\nadd view other size 100x100")
    let before = s
    #expect(throws: SessionError.self) {
      try s.execute(
        try statement(
          "NSLayoutConstraint.activate([v1.leadingAnchor.constraint(equalTo: v2.leadingAnchor), "
            + "v1.topAnchor.constraint(equalTo: other.topAnchor)])"))
    }
    #expect(s.hasEqualState(to: before))
    #expect(s.engine.userConstraintCount == 0)
    var untouched = before
    for command in ["H:|-[v1]-[v2]-|", "undo", "v1.width == 40", "undo", "redo"] {
      let rebuilt = try s.execute(try statement(command))
      let original = try untouched.execute(try statement(command))
      #expect(rebuilt.lines == original.lines, "\(command)")
    }
    #expect(s.hasEqualState(to: untouched))
  }

  @Test("an import reads a file: undo never runs it again, so a file changed since changes nothing")
  func importsAreNotRunAgain() throws {
    let code =
      "let badge = UIView()\nview.addSubview(badge)\n"
      + "badge.widthAnchor.constraint(equalToConstant: 24).isActive = true\n"
    var s = session(views(2), files: InMemoryFiles(["Badge.swift": code]))
    _ = try s.execute(try statement("import code Badge.swift"))
    #expect(try s.engine.frame(of: "badge").width == 24)
    s.files = InMemoryFiles(["Badge.swift": code.replacingOccurrences(of: "24", with: "99")])
    for _ in 0..<20 { _ = try s.execute(try statement("v1.width == 10")) }
    for _ in 0..<20 { _ = try s.execute(try statement("undo")) }
    #expect(try s.engine.frame(of: "badge").width == 24)
    #expect(s.history.last == "import code Badge.swift")
  }
}
