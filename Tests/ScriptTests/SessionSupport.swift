import Foundation
import Layout
import Testing

@testable import CommandLanguage
@testable import Script

/// Runs `text` through a runner over `session` and returns the transcript with the diagnostics
/// in order, one string with a trailing newline, and the runner.
func transcript(
  _ text: String, file: String = "t.lyt", session: Session = Session(), keepGoing: Bool = false
) -> (output: String, runner: ScriptRunner) {
  let lines = LineCollector()
  var runner = ScriptRunner(session: session, options: ScriptRunner.Options(keepGoing: keepGoing)) { line, _ in
    lines.append(line)
  }
  runner.run(text, file: file)
  runner.printSummary()
  return (lines.text, runner)
}

/// The lines a runner printed.
final class LineCollector: @unchecked Sendable {
  private(set) var lines: [String] = []
  func append(_ line: String) { lines.append(line) }
  var text: String { lines.map { $0 + "\n" }.joined() }
}

/// A session after running `text` (every command must succeed).
func session(
  _ text: String, files: InMemoryFiles = InMemoryFiles(), sourceLocation: Testing.SourceLocation = #_sourceLocation
)
  -> Session
{
  var session = Session(files: files)
  let parsed = Parser.parse(text, file: "t.lyt")
  #expect(parsed.errors.isEmpty, "\(parsed.errors)", sourceLocation: sourceLocation)
  for statement in parsed.statements {
    do {
      _ = try session.execute(statement)
    } catch {
      Issue.record("\(statement): \(error.message)", sourceLocation: sourceLocation)
    }
  }
  return session
}

/// The response lines of the last command of `text`, run after the others.
func response(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
  let (output, _) = transcript(text)
  let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard let echo = lines.lastIndex(where: { $0.hasPrefix("> ") }) else { return [] }
  return lines[(echo + 1)...].filter { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
}

/// The first error message of running `text`, or nil.
func runError(_ text: String) -> String? {
  var session = Session()
  for statement in Parser.parse(text, file: "t.lyt").statements {
    do {
      _ = try session.execute(statement)
    } catch {
      return error.message
    }
  }
  return nil
}

/// The repository's root directory.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The example scripts, sorted by name.
func exampleFiles() -> [URL] {
  let directory = repositoryRoot.appendingPathComponent("examples")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return names.filter { $0.hasSuffix(".lyt") }.sorted().map { directory.appendingPathComponent($0) }
}

/// A required width 60 points too wide for the space its pinned edges leave: `wide` breaks.
let boxTooWide = """
  add view root size 300x200
  add view box in root
  box.leading == root.leading + 20
  box.trailing == root.trailing - 20
  box.width == 200 as wide
  """

/// The typed answer of `command` run after `text` (every command must succeed), as `read` takes
/// it from the response's ``Answer`` (nil: not the case asked for), and the lines of the response.
func answered<Value>(
  _ command: String, after text: String, _ read: (Answer) -> Value?,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> (answer: Value, body: [ResponseLine]) {
  var session = session(text, sourceLocation: sourceLocation)
  let statement = try #require(Parser.parse(command, file: "t.lyt").statements.first, sourceLocation: sourceLocation)
  let response = try session.execute(statement)
  let typed = response.answer.flatMap(read)
  let answer = try #require(typed, "no such answer", sourceLocation: sourceLocation)
  return (answer, response.body)
}
