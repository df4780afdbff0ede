import Script

/// Runs scripts for `lyt run` and for `lyt` with standard input: one fresh session per script.
struct ScriptCommand {
  var options: RunOptions

  /// Runs the files in order; returns the exit code.
  func run(files: [String]) -> Int32 {
    var results: [(file: String, session: Session)] = []
    var exitCode: Int32 = 0
    for file in files {
      let text: String
      do {
        text = try LocalFiles().read(file)
      } catch {
        Output.error("lyt: cannot read '\(file)': \(error.reason)")
        exitCode = 2
        if options.keepGoing { continue }
        break
      }
      if files.count > 1 && options.format == .text { Output.line("== \(file)") }
      let (runner, completed) = run(text, file: file)
      results.append((file, runner.session))
      exitCode = max(exitCode, runner.exitCode)
      if runner.didQuit || (!completed && !options.keepGoing) { break }
    }
    printDocument(results)
    return exitCode
  }

  /// Runs standard input as a script named `<stdin>`; returns the exit code.
  func runStandardInput() -> Int32 {
    let text: String
    do {
      text = try Output.readStandardInput()
    } catch {
      Output.error("lyt: cannot read standard input: \(error.reason)")
      return 2
    }
    let (runner, _) = run(text, file: "<stdin>")
    printDocument([("<stdin>", runner.session)])
    return runner.exitCode
  }

  private func run(_ text: String, file: String) -> (ScriptRunner, Bool) {
    let colored = !options.noColor && Terminal.colorAllowed
    let json = options.format == .json
    var session = Session(files: LocalFiles())
    session.terminalColumns = Terminal.drawingColumns
    var runner = ScriptRunner(
      session: session,
      options: ScriptRunner.Options(keepGoing: options.keepGoing, colored: colored)
    ) { text, channel in
      switch channel {
      case .transcript: if !json { Output.line(text) }
      case .diagnostics: Output.error(text)
      }
    }
    let completed = runner.run(text, file: file)
    if !json { runner.printSummary() }
    return (runner, completed)
  }

  private func printDocument(_ results: [(file: String, session: Session)]) {
    guard options.format == .json else { return }
    if results.count == 1, let only = results.first {
      Output.write(JSONReport.document(for: only.session))
    } else {
      Output.write(JSONReport.document(files: results))
    }
  }
}
