import ArgumentParser

/// `lyt`: an interactive Auto Layout constraint debugger.
@main
struct Lyt: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lyt",
    abstract: "An interactive Auto Layout constraint debugger.",
    discussion: """
      Without a subcommand, lyt reads commands from standard input when it is not a terminal \
      (the interactive REPL is issue #6).
      """,
    subcommands: [Run.self]
  )

  @OptionGroup var options: RunOptions

  func run() throws {
    guard !Terminal.isTerminal(.standardInput) else {
      Output.error(
        "lyt: the interactive REPL is not available yet (issue #6); "
          + "run a script with `lyt run FILE.lyt`, or pipe commands into `lyt`")
      throw ExitCode(2)
    }
    throw ExitCode(ScriptCommand(options: options).runStandardInput())
  }
}
