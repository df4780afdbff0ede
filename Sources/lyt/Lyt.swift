import ArgumentParser
import CAllocatorTuning
import Foundation
import LineEditor

/// `lyt`: an interactive Auto Layout constraint debugger.
@main
struct Lyt: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lyt",
    abstract: "An interactive Auto Layout constraint debugger.",
    discussion: """
      Without a subcommand, lyt starts the interactive REPL when standard input and output are \
      terminals (see docs/REPL.md), and otherwise reads commands from standard input as a script. \
      `lyt FILE.lyt…` runs scripts as `lyt run FILE.lyt…` does.
      """,
    version: version,
    subcommands: [Run.self, ExplainLog.self, Check.self, Export.self, Reference.self]
  )

  /// What `lyt --version` prints.
  static let version = "lyt 0.2.0"

  @OptionGroup var options: RunOptions

  /// Tunes the allocator for the solver copies explanations make (see CAllocatorTuning.h), then
  /// parses the command line and runs.
  /// A usage error exits with 2, the code for every error (ArgumentParser's own is 64, which the
  /// contract does not have), after the message and the usage line.
  static func main() {
    lyt_keep_freed_memory_for_copies()
    let arguments = Array(CommandLine.arguments.dropFirst())
    let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
    if case .unknown(let word, let suggestion) = ArgumentRouting.route(arguments, fileExists: exists) {
      let hint = suggestion.map { "did you mean '\($0)'?" } ?? "run a script with `lyt FILE.lyt` or `lyt run FILE.lyt`"
      Output.error("lyt: '\(word)' is neither a subcommand nor a file; \(hint)")
      Output.error("Usage: lyt [FILE.lyt…] | lyt run|explain-log|check|export|reference … (see 'lyt --help')")
      exit(withError: ExitCode(2))
    }
    do {
      var command = try parseAsRoot(ArgumentRouting.rewrite(arguments, fileExists: exists))
      try command.run()
    } catch {
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      Output.error(fullMessage(for: error))
      exit(withError: ExitCode(2))
    }
  }

  func run() throws {
    try options.requireTranscriptFormat(for: "lyt")
    if Terminal.isTerminal(.standardInput) {
      guard LineEditor.isInteractive else {
        Output.error("lyt: the REPL needs a terminal on standard output too; run a script with `lyt run FILE.lyt`")
        throw ExitCode(2)
      }
      throw ExitCode(REPL(options: options).run())
    }
    throw ExitCode(ScriptCommand(options: options).runStandardInput())
  }
}
