import BoundedInput
import LogImport
import Script

/// Runs scripts for `lyt run` and for `lyt` with standard input: one fresh session per script.
struct ScriptCommand {
  var options: RunOptions

  /// Runs the files in order; returns the exit code.
  func run(files: [String]) -> Int32 {
    var results: [(file: String, session: Session)] = []
    var recording: SessionRecording?
    var exitCode: Int32 = 0
    for file in files {
      let text: String
      do {
        text = try LocalFiles().read(file)
      } catch {
        Output.error("lyt: cannot read '\(file)': \(FileAccessErrorText.reason(error))")
        exitCode = 2
        if options.keepGoing { continue }
        break
      }
      if files.count > 1 && options.format == .text { Output.line("== \(file)") }
      let (runner, completed) = run(text, file: file)
      results.append((file, runner.session))
      recording = runner.recording
      recording?.finish(with: runner.session)
      exitCode = max(exitCode, runner.exitCode)
      if runner.didQuit || (!completed && !options.keepGoing) { break }
    }
    return writeDocument(results, recording: recording) ? exitCode : 2
  }

  /// Runs standard input as a script named `<stdin>`; returns the exit code.
  func runStandardInput() -> Int32 {
    let text: String
    do {
      text = try Output.readStandardInput()
    } catch {
      Output.error("lyt: cannot read standard input: \(InputErrorText.reason(error))")
      return 2
    }
    let (runner, _) = run(text, file: "<stdin>")
    var recording = runner.recording
    recording?.finish(with: runner.session)
    return writeDocument([("<stdin>", runner.session)], recording: recording) ? runner.exitCode : 2
  }

  private func run(_ text: String, file: String) -> (ScriptRunner, Bool) {
    // A page records what lyt printed: without colour codes.
    let colored = !options.noColor && Terminal.colorAllowed && options.format != .html
    // A JSON document or a page replaces the transcript; nobody reads a JSON run's change
    // reports either: its document explains the final layout.
    let printsTranscript = options.format == .text
    var session = Session.commandLine(files: LocalFiles())
    session.terminalColumns = Terminal.drawingColumns
    session.reportsChanges = options.format != .json
    let output = TranscriptOutput()
    var runner = ScriptRunner(
      session: session,
      options: ScriptRunner.Options(keepGoing: options.keepGoing, colored: colored, printsTranscript: printsTranscript)
    ) { text, channel in
      switch channel {
      case .transcript: output.line(text)
      case .diagnostics: output.error(text)
      }
    }
    if options.format == .html { runner.recording = SessionRecording() }
    let completed = runner.run(text, file: file)
    if printsTranscript { runner.printSummary() }
    output.flush()
    return (runner, completed)
  }

  /// Writes the JSON document or the page, to standard output or to `-o FILE`; false when the
  /// file cannot be written (the error is printed).
  private func writeDocument(_ results: [(file: String, session: Session)], recording: SessionRecording?) -> Bool {
    let document: String
    switch options.format {
    case .json:
      if results.count == 1, let only = results.first {
        document = JSONReport.document(for: only.session)
      } else {
        document = JSONReport.document(files: results)
      }
    case .html:
      guard let recording, let file = results.first?.file else { return true }
      document = HTMLPage.render(recording, title: file)
    case .text, .xcode, .github:
      return true
    }
    guard let output = options.output else {
      Output.write(document)
      return true
    }
    do {
      try LocalFiles().write(document, to: output)
      return true
    } catch {
      Output.error("lyt: cannot write '\(output)': \(FileAccessErrorText.reason(error))")
      return false
    }
  }
}
