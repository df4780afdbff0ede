import CommandLanguage
import Foundation
import Layout
import LineEditor
import LogImport
import Script

/// The interactive REPL: `lyt` with no subcommand when standard input and output are terminals.
struct REPL {
  var options: RunOptions

  /// The prompt shown while a `{ … }` block or a line ending in `\` is still open.
  static let continuationPrompt = "...> "

  /// Runs until `quit` or Ctrl-D; returns the exit code.
  func run() -> Int32 {
    let colored = !options.noColor && Terminal.colorAllowed
    var files = PastedFiles(base: LocalFiles())
    let state = SessionBox(Session.commandLine(files: files))
    var history = HistoryFile.path(environment: ProcessInfo.processInfo.environment)
    if let path = history, case .refused(let reason) = HistoryFile.place(of: path) {
      Output.error("lyt: not keeping history in '\(path)': \(reason)")
      history = nil
    }
    guard
      let editor = LineEditor(
        programName: "lyt", prompt: Self.prompt(for: state.session), historyPath: history,
        vocabulary: { Self.vocabulary(for: state.session) })
    else {
      Output.error("lyt: cannot start the line editor")
      return 2
    }
    // A command's transcript is shown once it is complete, so that a long one can be paged.
    let transcript = TranscriptBuffer()
    var runner = ScriptRunner(
      session: state.session, options: ScriptRunner.Options(keepGoing: true, colored: colored, echoesCommands: false)
    ) { text, channel in
      switch channel {
      case .transcript:
        transcript.lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      case .diagnostics:
        transcript.flush()
        Output.error(text)
      }
    }
    let player = AnimationPlayer(colored: colored)
    runner.animationPlayer = { run in
      transcript.flush()
      return player.play(run)
    }
    Output.line("lyt — type help for the commands, quit or Ctrl-D to leave")
    var pending: [String] = []
    while true {
      editor.prompt = pending.isEmpty ? Self.prompt(for: runner.session) : Self.continuationPrompt
      switch editor.readLine() {
      case .line(let typed):
        var line = typed
        if pending.isEmpty, let shortcut = REPLShortcuts.command(for: line) { line = shortcut }
        pending.append(line)
        let text = pending.joined(separator: "\n")
        // Parsed once: to see whether the command is complete, then run as parsed.
        let parsed = Parser.parse(text, file: "<repl>")
        if pending.count == 1, PastedText.kind(ofLine: line) != nil, parsed.errors.count > 0 {
          pending = []
          let pasted = Self.readPaste(startingWith: line, from: editor)
          if let command = Self.command(forPaste: pasted, files: &files) {
            runner.session.files = files
            Output.line("  pasted an Xcode console log (\(pasted.count) lines): \(command)")
            runner.run(command, file: "<repl>")
          } else {
            runner.run(parsed, of: text, file: "<repl>")
          }
          transcript.page()
          state.session = runner.session
          continue
        }
        if parsed.isIncomplete { continue }
        pending = []
        runner.session.terminalColumns = Terminal.drawingColumns
        runner.session.terminalRows = Terminal.size.rows
        runner.run(parsed, of: text, file: "<repl>")
        transcript.page()
        state.session = runner.session
        if runner.didQuit { return 0 }
      case .interrupted(let discarded):
        Output.line("^C")
        if pending.isEmpty && discarded.isEmpty {
          Output.line("(type quit or press Ctrl-D on an empty line to leave)")
        }
        pending = []
      case .endOfInput:
        Output.line("")
        return 0
      }
    }
  }

  /// The lines of a paste that starts with `first`: every line that arrives without a pause, up to
  /// the line UIKit ends its message with. None of them goes into the history.
  static func readPaste(startingWith first: String, from editor: LineEditor) -> [String] {
    var lines = [first]
    editor.prompt = ""
    while !PastedText.endsConsoleLog(lines[lines.count - 1]), editor.inputPending(within: 0.25),
      case .line(let next) = editor.readLine(recordsHistory: false)
    {
      lines.append(next)
    }
    return lines
  }

  /// `import log NAME` for a pasted console log, kept in `files`; nil for other pasted text (a
  /// trace or an exception), which the parser names.
  static func command(forPaste lines: [String], files: inout PastedFiles) -> String? {
    guard lines.contains(where: { PastedText.kind(ofLine: $0) == .consoleLog }) else { return nil }
    let name = files.keep(lines.joined(separator: "\n"))
    return "import log \"\(name)\""
  }

  /// `lyt 5v 12c 1! 2?> `: views, constraints, then broken (`!`) and ambiguous items (`?`)
  /// when there are any.
  static func prompt(for session: Session) -> String {
    let counts = session.counts
    var parts = ["lyt", "\(counts.views)v", "\(counts.constraints)c"]
    if counts.broken > 0 { parts.append("\(counts.broken)!") }
    if counts.ambiguousItems > 0 { parts.append("\(counts.ambiguousItems)?") }
    return parts.joined(separator: " ") + "> "
  }

  /// The words Tab completes from in `session`.
  static func vocabulary(for session: Session) -> CompletionVocabulary {
    let commands = CommandReference.topicWords
    var second: [String: [String]] = [:]
    for word in commands {
      let words = CommandReference.secondWords(after: word)
      if !words.isEmpty { second[word] = words }
    }
    return CompletionVocabulary(
      commands: commands, secondWords: second, items: session.knownNames(of: .item),
      attributes: QueriedAttribute.spellings, constraintIDs: session.knownNames(of: .constraint),
      metrics: session.knownNames(of: .metric), keywords: keywords,
      priorities: PriorityName.allCases.map(\.rawValue),
      helpTopics: CommandReference.helpTopicNames + commands, listDirectory: directoryEntries)
  }
}

/// The lines of the running command's transcript, not yet shown.
private final class TranscriptBuffer {
  var lines: [String] = []

  /// Shows what is buffered as it is (before an error or an animation, which appear in order).
  func flush() {
    for line in lines { Output.line(line) }
    lines = []
  }

  /// Shows what is buffered, through the pager when it is taller than the terminal.
  func page() {
    Pager.show(lines)
    lines = []
  }
}

/// The session the completion closure reads; the REPL updates it after every command.
private final class SessionBox {
  var session: Session
  init(_ session: Session) { self.session = session }
}

/// The entries of a directory for path completion, sorted, directories with a trailing `/`.
@Sendable
private func directoryEntries(_ path: String) -> [String] {
  let manager = FileManager.default
  guard let names = try? manager.contentsOfDirectory(atPath: path) else { return [] }
  return names.sorted().map { name in
    var isDirectory: ObjCBool = false
    let full = path == "." ? name : (path.hasSuffix("/") ? path + name : path + "/" + name)
    _ = manager.fileExists(atPath: full, isDirectory: &isDirectory)
    return isDirectory.boolValue ? name + "/" : name
  }
}

/// The keywords inside commands, read off the help table's syntax lines (the same source as
/// `help`): lowercase words that are not command words, such as `in`, `size`, `axis`, `ltr`.
private let keywords: [String] = {
  let words = CommandReference.entries.flatMap { entry in
    entry.syntax.split { !$0.isLetter }.map(String.init).dropFirst()
  }
  var seen: Set<String> = []
  return words.filter { word in
    word.count >= 2 && word.allSatisfy(\.isLowercase) && seen.insert(word).inserted
  } + AutoresizingMask.names.map(\.name)
}()
