import Foundation
import Testing

@testable import CommandLanguage
@testable import LogImport
@testable import Script

/// The promises `target` finds broken by `text`.
private func violations(of target: FuzzTarget, _ text: String) -> [String] {
  Array(text.utf8).withUnsafeBytes { target.violations(in: $0) }
}

@Test func everyFuzzTargetHasAName() {
  #expect(FuzzTarget.allCases.map(\.rawValue) == ["parser", "session", "vfl", "log"])
}

@Test func theVisualFormatTargetWrapsOneHorizontalLineInItsViews() {
  let script = SessionFuzzCheck.visualFormatScript("|-[a]-\n[b]-|")
  #expect(script.hasSuffix("metric m = 8\nH:|-[a]- [b]-|"))
  #expect(SessionFuzzCheck.visualFormatScript("V:[a]-[c]").hasSuffix("\nV:[a]-[c]"))
  #expect(SessionFuzzCheck.visualFormatScript("name: H:[a]").hasSuffix("\nH:name: H:[a]"))
}

@Test func sessionsThatFailAndBreakKeepTheirPromises() {
  let script = """
    add view root size 100x100
    add view a in root
    a.width == 200 as big
    a.width <= root.width as fit
    remove nothing
    a.height == -5 @999
    undo
    set constant big 10
    set size root 10x10
    add view a in root
    """
  #expect(violations(of: .session, script) == [])
  #expect(violations(of: .session, "load a.lyt\nimport log log.txt\nexplain\nundo\nundo\nredo") == [])
}

/// The session target's sessions read logs as lyt's do: its `log.txt` imports (two views, the
/// conflict UIKit logged broken again), so fuzzed scripts reach the imported state.
@Test func fuzzedSessionsImportTheLogTheyShip() throws {
  var session = Session(files: FuzzTarget.files, logImporter: XcodeLogImporter())
  let response = try session.execute(try #require(Parser.parse("import log log.txt").statements.first))
  #expect(response.body.first?.text == "imported the log at line 1 of log.txt: 1 view, 2 constraints (k1…k2)")
  #expect(SessionFuzzCheck.fingerprint(of: session).contains("next c1, edge margin, imported true, undo 1, redo 0"))
}

@Test func visualFormatLinesKeepTheSessionsPromises() {
  for line in ["|-[a]-[b]-|", "[a]-(>=m@750)-[b(==a)]|", "|[a][a][a]|", "V:|-[c]-|", "|-[b(-5)]-|", "H:|["] {
    #expect(violations(of: .vfl, line) == [], "\(line)")
  }
}

@Test func realConsoleLogsAreExplainedWithFixesThatParse() throws {
  let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("XcodeLogTests/Fixtures")
  let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted().prefix(12)
  #expect(names.count == 12)
  for name in names {
    let text = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    #expect(violations(of: .log, text) == [], "\(name)")
  }
}

@Test func theSessionFingerprintSeesEveryKindOfChange() throws {
  var session = Session()
  var seen = [SessionFuzzCheck.fingerprint(of: session)]
  for command in [
    "add view root size 100x100", "add view a in root", "a.width == 10 @750", "set constant c1 20",
    "set priority c1 999",
    "deactivate c1", "metric m = 4", "set margins a 1,2,3,4", "set vflEdgeSpacing 20", "undo", "redo",
  ] {
    let statement = try #require(Parser.parse(command).statements.first)
    _ = try session.execute(statement)
    let fingerprint = SessionFuzzCheck.fingerprint(of: session)
    #expect(fingerprint != seen.last, "\(command) left the fingerprint as it was")
    seen.append(fingerprint)
  }
  // redo returns to the state before undo, exactly.
  #expect(seen[seen.count - 1] == seen[seen.count - 3])
}
