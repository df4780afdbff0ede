import Foundation
import Layout
import Testing

@testable import Script

// Golden transcripts: every example in examples/ runs in-process and its transcript must equal
// Tests/ScriptTests/Golden/NAME.txt byte for byte. To regenerate them after an intended change:
//
//     LYT_REGENERATE_GOLDEN=1 swift test --filter GoldenTranscriptTests
//
// then review the diff with `git diff Tests/ScriptTests/Golden`.

@Test func thereAreExamples() {
  #expect(exampleFiles().count >= 4)
}

@Test(arguments: exampleFiles().map(\.lastPathComponent))
func goldenTranscript(of name: String) throws {
  let url = repositoryRoot.appendingPathComponent("examples").appendingPathComponent(name)
  let text = try String(contentsOf: url, encoding: .utf8)
  let (output, runner) = transcript(text, file: "examples/\(name)")
  #expect(runner.exitCode == 0, "every example passes its expectations")
  let golden = repositoryRoot.appendingPathComponent("Tests/ScriptTests/Golden")
    .appendingPathComponent(name.replacingOccurrences(of: ".lyt", with: ".txt"))
  if ProcessInfo.processInfo.environment["LYT_REGENERATE_GOLDEN"] != nil {
    try output.write(to: golden, atomically: true, encoding: .utf8)
    return
  }
  let expected = try String(contentsOf: golden, encoding: .utf8)
  #expect(output == expected)
}

@Test(arguments: exampleFiles().map(\.lastPathComponent))
func saveAndLoadRoundTrip(of name: String) throws {
  let url = repositoryRoot.appendingPathComponent("examples").appendingPathComponent(name)
  let text = try String(contentsOf: url, encoding: .utf8)
  let original = session(text)
  let saved = original.savedScript
  var files = InMemoryFiles(["saved.lyt": saved])
  files.contents["saved.lyt"] = saved
  let loaded = session("load saved.lyt", files: files)
  #expect(loaded.savedScript == saved)
  #expect(observableState(of: loaded) == observableState(of: original))
  // Replaying the saved script directly gives the same state too.
  #expect(observableState(of: session(saved)) == observableState(of: original))
}

/// Everything a user can observe about a session's layout, as text.
func observableState(of session: Session) -> String {
  let engine = session.engine
  var lines = ["direction \(engine.direction)"]
  for item in engine.items {
    let frame = (try? engine.frame(of: ItemID(item.name))).map { "\($0)" } ?? "?"
    lines.append(
      "\(item.name) \(item.kind) \(item.parent ?? "-") \(frame) \(item.margins) \(item.safeAreaInsets) "
        + "\(item.autoresizingMask.map { "\($0)" } ?? "-") \(item.translatesAutoresizingMask)")
  }
  for info in engine.constraints {
    lines.append("\(info.id) \(info.constraint) \(info.status) \(info.violation ?? -1) \(info.shortfallPriority)")
  }
  lines.append("metrics \(session.metrics.sorted { $0.key < $1.key })")
  lines.append(contentsOf: session.history)
  return lines.joined(separator: "\n")
}
