import Foundation
import LogImport
import Testing

@testable import Script

/// A cell log: a 100-high view filling a 44-high content view (iOS 8 form, from
/// wongzigii/Colo#12, as in Tests/XcodeLogTests/Fixtures/colo-12.txt).
private let cellLog = """
  Unable to simultaneously satisfy constraints.
  (
  "<NSLayoutConstraint:0x7fb022ec5600 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x7fb022ec6020(44)]>",
  "<NSLayoutConstraint:0x7fb022ec6450 V:|-(0)-[UIView:0x7fb021f7a140]   (Names: '|':UITableViewCellContentView:0x7fb022ec6020 )>",
  "<NSLayoutConstraint:0x7fb0222d8e40 V:[UIView:0x7fb021f7a140(100)]>",
  "<NSLayoutConstraint:0x7fb022ec6d50 V:[UIView:0x7fb021f7a140]-(0)-|   (Names: '|':UITableViewCellContentView:0x7fb022ec6020 )>"
  )

  Will attempt to recover by breaking constraint <NSLayoutConstraint:0x7fb022ec6d50 V:[UIView:0x7fb021f7a140]-(0)-|   (Names: '|':UITableViewCellContentView:0x7fb022ec6020 )>
  """

private func importing(_ text: String, then commands: String = "") -> (output: String, session: Session) {
  let files = InMemoryFiles(["cell.txt": text])
  let (output, runner) = transcript(
    "import log cell.txt\n" + commands, session: Session(files: files, logImporter: XcodeLogImporter()), keepGoing: true
  )
  return (output, runner.session)
}

@Test func importLogReportsWhatItBuiltAndWhatUIKitBroke() {
  let lines = importing(cellLog).output.split(separator: "\n").map(String.init)
  #expect(lines[0] == "> import log cell.txt")
  #expect(lines[1] == "  imported the log at line 1 of cell.txt: 2 views, 4 constraints (k1…k4)")
  #expect(lines[2] == "  UIKit broke k4")
  #expect(lines[3] == "  minimal conflicting set: k1 k2 k3 k4")
}

@Test func importedViewsAreNamedReadablyAndNestedAsTheLegendSays() {
  let output = importing(cellLog, then: "show UIView_a140").output
  #expect(output.contains("  UIView_a140  (0, 0, 0, 100)  in UITableViewCellContentView_6020  absolute (0, 0, 0, 100)"))
}

@Test func theEngineBreaksTheConstraintUIKitBroke() {
  let output = importing(cellLog, then: "constraints UIView_a140").output
  #expect(output.contains("k4  UITableViewCellContentView_6020.bottom == UIView_a140.bottom  @1000  broken"))
  #expect(output.contains("k3  UIView_a140.height == 100"))
}

@Test func whyWorksOnTheImportedSession() {
  let output = importing(cellLog, then: "why UIView_a140.height").output
  #expect(output.contains("  UIView_a140.height = 100 (root coordinates)"))
  #expect(
    output.contains(
      "    k4  UITableViewCellContentView_6020.bottom == UIView_a140.bottom: violated by 56, lost to k1 (required), k2 (required), k3 (required)"
    ))
}

@Test func importIsOneUndoStep() {
  let (output, session) = importing(cellLog, then: "undo")
  #expect(output.contains("undid: import log cell.txt"))
  #expect(session.state.engine.items.isEmpty)
}

@Test func saveWritesTheImportedCommands() {
  let (_, session) = importing(cellLog)
  #expect(
    session.history == [
      "add view log_window", "add view UITableViewCellContentView_6020 in log_window",
      "add view UIView_a140 in UITableViewCellContentView_6020",
      "UITableViewCellContentView_6020.height == 44 as k1",
      "UIView_a140.top == UITableViewCellContentView_6020.top as k2", "UIView_a140.height == 100 as k3",
      "UITableViewCellContentView_6020.bottom == UIView_a140.bottom as k4",
    ])
}

@Test func aRedactedLogCannotBeImported() {
  let output = importing("[Layout] Unable to simultaneously satisfy constraints:\n<private>\n").output
  #expect(output.contains("error: cannot import 'cell.txt': its constraint descriptions are redacted (<private>)"))
}

@Test func aFileWithoutALogCannotBeImported() {
  let output = importing("hello\n").output
  #expect(output.contains("error: cannot import 'cell.txt': it holds no constraint descriptions lyt can read"))
}

/// Script reads no log by itself: a session given no reader refuses `import log` and is
/// unchanged; lyt's sessions are given ``XcodeLogImporter``.
@Test func aSessionWithoutALogReaderRefusesImportLog() {
  let files = InMemoryFiles(["cell.txt": cellLog])
  let (output, runner) = transcript("add view a\nimport log cell.txt", session: Session(files: files))
  #expect(
    output == """
      > add view a
        a: new (0, 0, 0, 0)
      > import log cell.txt
      t.lyt:2:12: error: cannot import 'cell.txt': this session has no console-log reader
      import log cell.txt
                 ^~~~~~~~
      hint: run it with `lyt`, or give the Session a LogImporter

      """)
  #expect(runner.session.engine.items.map(\.name) == ["a", "a.safeArea"])
  #expect(runner.session.history == ["add view a"])
}

@Test func importingTwiceIsRefusedWithAHint() {
  let output = importing(cellLog, then: "import log cell.txt").output
  #expect(output.contains("error: cannot import 'cell.txt': the session already has `UITableViewCellContentView_6020`"))
  #expect(output.contains("hint: `reset` first, or import into a fresh session"))
}

/// The implicit sizes in a minimal set are named as the session names them (`…height>=0`), not
/// with the numbers `lyt explain-log` gives them (`k16`, `k18`: the session has no such ids).
/// examples/logs/cell-height.txt is from moonlsd/TagFlowExample#8.
@Test func implicitMembersOfTheMinimalSetHaveTheSessionsNames() throws {
  let path = repositoryRoot.appendingPathComponent("examples/logs/cell-height.txt").path
  let log = try String(contentsOfFile: path, encoding: .utf8)
  let (output, session) = importing(log)
  let lines = output.split(separator: "\n").map(String.init)
  #expect(
    lines[4] == "  minimal conflicting set: k1 k2 k3 k4 k5 k6 k7 k8 GWWLabel_YYYY.height>=0 UILabel_ZZZZ.height>=0")
  let conflict = try #require(session.engine.constraint("k2")?.conflict)
  #expect(conflict.constraints.compactMap(\.name).contains("GWWLabel_YYYY.height>=0"))
}
