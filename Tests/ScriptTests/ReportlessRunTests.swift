import Foundation
import Testing

@testable import Script

/// `lyt run --format json` runs its commands without change reports (``Session/reportsChanges``
/// false): nobody reads the transcript, and the document explains the final layout. Everything
/// else must be as in a run that reports: the layout, the history, the expectations, the exit
/// code, and so the document.
@Suite("A run without change reports")
struct ReportlessRunTests {
  /// The runner of a script with or without change reports, its transcript and its document.
  static func run(_ text: String, file: String, reports: Bool) -> (output: String, runner: ScriptRunner) {
    var session = Session()
    session.reportsChanges = reports
    return transcript(text, file: file, session: session, keepGoing: true)
  }

  static func exampleAndLessonNames() -> [String] {
    let lessons = repositoryRoot.appendingPathComponent("examples/lessons")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: lessons.path)) ?? []
    return exampleFiles().map { "examples/\($0.lastPathComponent)" }
      + names.filter { $0.hasSuffix(".lyt") }.sorted().map { "examples/lessons/\($0)" }
  }

  @Test("every example and lesson gives the same document, history and exit code", arguments: exampleAndLessonNames())
  func sameDocument(of path: String) throws {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    let reported = Self.run(text, file: path, reports: true).runner
    let silent = Self.run(text, file: path, reports: false).runner
    #expect(JSONReport.document(for: silent.session) == JSONReport.document(for: reported.session))
    #expect(silent.session.history == reported.session.history)
    #expect(silent.exitCode == reported.exitCode)
    #expect(silent.errorCount == reported.errorCount)
    #expect(silent.session.expectationsPassed == reported.session.expectationsPassed)
    #expect(silent.session.expectationsFailed == reported.session.expectationsFailed)
  }

  @Test("a change answers with its confirmations only; questions and expectations answer as before")
  func responses() {
    let script = """
      add view root size 300x200
      add view box in root
      box.width == 400
      box.leading == root.leading + 20
      box.trailing == root.trailing - 20
      undo
      redo
      show box
      expect box.frame == 20,0,260,0
      """
    let (reported, _) = Self.run(script, file: "t.lyt", reports: true)
    let (silent, runner) = Self.run(script, file: "t.lyt", reports: false)
    #expect(reported.contains("broken"))
    #expect(
      silent == """
        > add view root size 300x200
        > add view box in root
        > box.width == 400
          added c1
        > box.leading == root.leading + 20
          added c2
        > box.trailing == root.trailing - 20
          added c3
        > undo
          undid: box.trailing == root.trailing - 20
        > redo
          redid: box.trailing == root.trailing - 20
        > show box
          box  (20, 0, 400, 0)  in root  absolute (20, 0, 400, 0)
        > expect box.frame == 20,0,260,0
          FAILED: box.frame is (20, 0, 400, 0), expected (20, 0, 260, 0)
        t.lyt:9:1: error: expectation failed: box.frame is (20, 0, 400, 0), expected (20, 0, 260, 0)
        expect box.frame == 20,0,260,0
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        expectations: 0 passed, 1 failed

        """)
    #expect(runner.exitCode == 1)
    #expect(runner.session.engine.constraint("c3")?.status == .broken)
  }

  @Test("a runner that prints no transcript prints the errors and failed expectations only")
  func noTranscript() {
    let script = """
      add view root size 300x200
      add view box in root
      box.widht == 100
      box.width == 100
      expect box.width == 90
      """
    let channels = ChannelCollector()
    var session = Session()
    session.reportsChanges = false
    var runner = ScriptRunner(session: session, options: ScriptRunner.Options(keepGoing: true, printsTranscript: false))
    {
      channels.append($0, $1)
    }
    runner.run(script, file: "t.lyt")
    #expect(channels.lines(of: .transcript).isEmpty)
    #expect(
      channels.lines(of: .diagnostics) == [
        "t.lyt:3:5: error: unknown attribute 'widht' (did you mean 'width'?)\nbox.widht == 100\n    ^~~~~",
        "t.lyt:5:1: error: expectation failed: box.width is 100, expected == 90\nexpect box.width == 90\n^~~~~~~~~~~~~~~~~~~~~~",
      ])
    #expect(runner.exitCode == 2)
    #expect(runner.session.history == ["add view root size 300x200", "add view box in root", "box.width == 100"])
  }

  @Test("a loaded file, undone and redone, gives the same document and history")
  func loadedFile() {
    let files = InMemoryFiles([
      "card.lyt": """
      add view root size 300x200
      add view card in root
      card.leading == root.leading + 20
      card.trailing == root.trailing - 20
      card.width == 400
      """
    ])
    let script = "load card.lyt\nundo\nredo\ncard.top == root.top\nexpect broken c3"
    var reported = Session(files: files)
    var silent = Session(files: files)
    silent.reportsChanges = false
    let (reportedOutput, reportedRunner) = transcript(script, session: reported)
    let (silentOutput, silentRunner) = transcript(script, session: silent)
    reported = reportedRunner.session
    silent = silentRunner.session
    #expect(reportedOutput.contains("  c3 broken: conflicts with root.size.width, c1, c2 (short by 140)\n"))
    #expect(
      silentOutput == """
        > load card.lyt
          loaded 5 commands from card.lyt
        > undo
          undid: load card.lyt
        > redo
          redid: load card.lyt
        > card.top == root.top
          added c4
        > expect broken c3
          ok
        expectations: 1 passed, 0 failed

        """)
    #expect(silentRunner.errorCount == 0)
    #expect(silent.expectationsPassed == 1)
    #expect(JSONReport.document(for: silent) == JSONReport.document(for: reported))
    #expect(silent.history == reported.history)
  }

  @Test("the ambiguity known before a change is carried to the state after it, as with reports")
  func carriedAmbiguity() {
    // Twelve placed boxes and one left free vertically; the change reaches one box only, a small
    // part of the layout, so the ambiguity known before it is carried rather than dropped.
    let boxes = (1...12).flatMap { index in
      [
        "add view b\(index) in root", "b\(index).leading == root.leading + \(index)",
        "b\(index).top == root.top + \(index)", "b\(index).width == 10", "b\(index).height == 10",
      ]
    }
    let script =
      (["add view root size 300x200", "add view a in root", "a.leading == root.leading + 8", "a.width == 40"]
      + boxes + ["ambiguity", "set constant c5 20"]).joined(separator: "\n")
    let reportedRunner = Self.run(script, file: "t.lyt", reports: true).runner
    let silentRunner = Self.run(script, file: "t.lyt", reports: false).runner
    #expect(reportedRunner.errorCount == 0 && silentRunner.errorCount == 0)
    let (reported, silent) = (reportedRunner.session, silentRunner.session)
    #expect(reported.engine.constraint("c5")?.constraint.description == "b1.width == 20")
    let known = reported.explanations.knownAmbiguousComponents
    #expect(known?.map { "\($0.item.name).\($0.component)" } == ["a.y", "a.height"])
    #expect(silent.explanations.knownAmbiguousComponents == known)
  }

  @Test("random sessions with undo, redo and refused commands end in the same document")
  func randomSessions() {
    for seed in UInt64(0)..<40 {
      var random = SplitMix(seed: seed)
      var reported = rowOfTwoSession()
      var silent = reported
      silent.reportsChanges = false
      for _ in 0..<30 {
        let command =
          random.next(6) == 0 ? ["undo", "redo"][random.next(2)] : randomSessionCommand(&random, in: reported)
        runIgnoringErrors(command, on: &reported)
        runIgnoringErrors(command, on: &silent)
      }
      #expect(
        JSONReport.document(for: silent) == JSONReport.document(for: reported), "seed \(seed)")
      #expect(silent.history == reported.history, "seed \(seed)")
    }
  }
}

/// The lines a runner printed, with their channels.
final class ChannelCollector: @unchecked Sendable {
  private var printed: [(String, ScriptRunner.Channel)] = []
  func append(_ line: String, _ channel: ScriptRunner.Channel) { printed.append((line, channel)) }
  func lines(of channel: ScriptRunner.Channel) -> [String] { printed.filter { $0.1 == channel }.map(\.0) }
}
