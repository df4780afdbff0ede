import Foundation
import LogImport
import Testing
import XcodeLog

@testable import Script

// Issue #26 for console logs: the fixes of `lyt explain-log` are the ones `import log` and
// `explain` print (the same engine on the same rebuilt layout), they change only the app's
// constraints, and a conflict inside the framework gets none.

/// The text of a log fixture.
private func fixtureText(_ name: String) throws -> String {
  let url = repositoryRoot.appendingPathComponent("Tests/XcodeLogTests/Fixtures/\(name).txt")
  return try String(contentsOf: url, encoding: .utf8)
}

/// Every fixture file's name.
private let fixtureNames: [String] = {
  let directory = repositoryRoot.appendingPathComponent("Tests/XcodeLogTests/Fixtures")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
}()

@Test func aCellLogsFixesLowerTheAppsConstraintsNotTheCellsHeight() throws {
  let system = try #require(LogScanner.scan(try fixtureText("colo-12")).map(LogSystem.init).first)
  #expect(
    Session.fixes(forLog: system).map(\.command) == [
      "deactivate k4; set priority k4 999; activate k4",
      "remove k4; k4: UITableViewCellContentView_6020.bottom <= UIView_a140.bottom",
      "deactivate k3; set priority k3 999; activate k3",
    ])
  #expect(
    Session.fixes(forLog: system).first.map { LogFixText.inCode($0.change, in: system) }
      == "set the priority of k4 (UITableViewCellContentView_6020.bottom == UIView_a140.bottom) to "
      + "UILayoutPriority(999), before activating it (a required constraint's priority cannot change while it is "
      + "active)")
}

@Test func snapKitsLineIsNamedInTheFix() throws {
  let system = try #require(LogScanner.scan(try fixtureText("snapkit-462")).map(LogSystem.init).first)
  #expect(
    Session.fixes(forLog: system).first.map { LogFixText.inCode($0.change, in: system) }?.hasPrefix(
      "set the priority of k2 (UILabel_a120.left == UIImageView_9f30.right + 10, TripSettingsViewController.swift#73)")
      == true)
}

@Test func appKitLogsSayAppKitsPriorityType() throws {
  let system = try #require(LogScanner.scan(try fixtureText("munki-1241")).map(LogSystem.init).first)
  let fixes = Session.fixes(forLog: system)
  #expect(!fixes.isEmpty)
  #expect(fixes.allSatisfy { LogFixText.inCode($0.change, in: system).contains("NSLayoutConstraint.Priority(") })
}

/// Over every real log: each fix changes only constraints the app owns, a conflict with none of
/// the app's constraints gets no fix, and `import log` then `explain` prints the same fixes as
/// `lyt explain-log` for the broken constraint.
@Test(arguments: fixtureNames)
func fixesOfALogChangeOnlyTheAppsConstraintsAndMatchImportLog(_ name: String) throws {
  let text = try fixtureText(name)
  let systems = LogScanner.scan(text).map(LogSystem.init).filter { !$0.listed.isEmpty }
  guard let system = systems.first else { return }
  let fixes = Session.fixes(forLog: system)
  let owners = Dictionary(system.listed.map { ($0.id, $0.owner) }, uniquingKeysWith: { first, _ in first })
  for fix in fixes {
    let touched = fix.command.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == ":" }).map(String.init)
      .filter { owners[$0] != nil }
    #expect(touched.allSatisfy { owners[$0] == .app }, "\(name): `\(fix.command)` changes \(touched)")
  }
  if system.appConstraints.isEmpty { #expect(fixes.isEmpty, "\(name)") }
  let files = InMemoryFiles(["log.txt": text])
  let (output, _) = transcript(
    "import log log.txt\nexplain", session: Session(files: files, logImporter: XcodeLogImporter()))
  let explainLines = output.split(separator: "\n").drop { !$0.hasPrefix("> explain") }
  let printed = explainLines.filter { $0.hasPrefix("      fix: ") }.map { line in
    String(line.dropFirst("      fix: ".count).split(separator: "  →").first ?? "")
  }
  #expect(printed == fixes.map(\.command), "\(name)")
}

@Test func theImportedSessionKnowsWhoseConstraintsTheyAre() {
  let files = InMemoryFiles(["cell.txt": (try? fixtureText("colo-12")) ?? ""])
  let (_, runner) = transcript("import log cell.txt", session: Session(files: files, logImporter: XcodeLogImporter()))
  let owners = runner.session.engine.constraints.filter { $0.id.name.hasPrefix("k") }.map { "\($0.id):\($0.owner)" }
  #expect(owners == ["k1:system", "k2:app", "k3:app", "k4:app"])
}

@Test func explainOnAnImportedLogLeavesOutWhatTheLogDoesNotSay() {
  let files = InMemoryFiles(["cell.txt": (try? fixtureText("colo-12")) ?? ""])
  let (output, _) = transcript(
    "import log cell.txt\nexplain", session: Session(files: files, logImporter: XcodeLogImporter()))
  #expect(output.contains("> explain\n  1 broken constraint\n"))
  #expect(!output.contains("ambiguous (more than one layout"))
}
