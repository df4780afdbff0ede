import Foundation
import Layout
import LineEditor
import Script

/// The interactive REPL: `lyt` with no subcommand when standard input and output are terminals.
struct REPL {
  var options: RunOptions

  /// The prompt shown while a `{ … }` block or a line ending in `\` is still open.
  static let continuationPrompt = "...> "

  /// Runs until `quit` or Ctrl-D; returns the exit code.
  func run() -> Int32 {
    let colored = !options.noColor && Terminal.colorAllowed
    let state = SessionBox(Session(files: LocalFiles()))
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
    var runner = ScriptRunner(
      session: state.session, options: ScriptRunner.Options(keepGoing: true, colored: colored, echoesCommands: false)
    ) { text, channel in
      switch channel {
      case .transcript: Output.line(text)
      case .diagnostics: Output.error(text)
      }
    }
    runner.animationPlayer = AnimationPlayer(colored: colored).play
    Output.line("lyt — type help for the commands, quit or Ctrl-D to leave")
    var pending: [String] = []
    while true {
      editor.prompt = pending.isEmpty ? Self.prompt(for: runner.session) : Self.continuationPrompt
      switch editor.readLine() {
      case .line(let line):
        pending.append(line)
        let text = pending.joined(separator: "\n")
        if Parser.parse(text, file: "<repl>").isIncomplete { continue }
        pending = []
        runner.session.terminalColumns = Terminal.drawingColumns
        runner.run(text, file: "<repl>")
        state.session = runner.session
        if runner.didQuit { return 0 }
      case .interrupted:
        Output.line("^C")
        if pending.isEmpty { Output.line("(type quit or press Ctrl-D on an empty line to leave)") }
        pending = []
      case .endOfInput:
        Output.line("")
        return 0
      }
    }
  }

  /// `lyt 5v 12c 1! 2?> `: views, constraints, then broken (`!`) and ambiguous items (`?`)
  /// when there are any.
  static func prompt(for session: Session) -> String {
    let engine = session.engine
    let views = session.knownNames(of: .view).count
    let user = engine.constraints.filter { !$0.origin.isGenerated }
    var parts = ["lyt", "\(views)v", "\(user.count)c"]
    let broken = engine.constraints.filter { $0.status == .broken }.count
    if broken > 0 { parts.append("\(broken)!") }
    let ambiguous = Set(((try? session.ambiguousComponents()) ?? []).map(\.item)).count
    if ambiguous > 0 { parts.append("\(ambiguous)?") }
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
      metrics: session.knownNames(of: .metric), keywords: keywords, listDirectory: directoryEntries)
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
  }
}()
