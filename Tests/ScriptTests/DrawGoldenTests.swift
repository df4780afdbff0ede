import Foundation
import Testing

@testable import CommandLanguage
@testable import Script

// Golden drawings: the final layout of every example in examples/, drawn 60 columns wide, must
// equal Tests/ScriptTests/Golden/draw/NAME.txt. To regenerate them after an intended change:
//
//     LYT_REGENERATE_GOLDEN=1 swift test --filter goldenDrawing
//
// then review `git diff Tests/ScriptTests/Golden`.

@Test(arguments: exampleFiles().map(\.lastPathComponent))
func goldenDrawing(of name: String) throws {
  let url = repositoryRoot.appendingPathComponent("examples").appendingPathComponent(name)
  var session = session(try String(contentsOf: url, encoding: .utf8))
  let statement = try #require(Parser.parse("draw --width 60", file: "t.lyt").statements.first)
  let drawing = try session.execute(statement).lines.map { $0 + "\n" }.joined()
  let golden = repositoryRoot.appendingPathComponent("Tests/ScriptTests/Golden/draw")
    .appendingPathComponent(name.replacingOccurrences(of: ".lyt", with: ".txt"))
  if ProcessInfo.processInfo.environment["LYT_REGENERATE_GOLDEN"] != nil {
    try FileManager.default.createDirectory(
      at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
    try drawing.write(to: golden, atomically: true, encoding: .utf8)
    return
  }
  guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
    Issue.record(
      "no golden drawing for \(name): run LYT_REGENERATE_GOLDEN=1 swift test --filter goldenDrawing and review it")
    return
  }
  #expect(drawing == expected)
}
