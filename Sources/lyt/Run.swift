import ArgumentParser

/// `lyt run FILE.lyt…`: replays scripts.
struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay lyt scripts, printing each command's response.",
    discussion: """
      Each file runs in a fresh session. Without files, commands are read from standard input \
      when it is not a terminal. Exit codes: 0 success, 1 an expect failed, 2 a command or file \
      could not be parsed or run.
      """
  )

  @OptionGroup var options: RunOptions

  @Argument(help: "The scripts to run (.lyt files).", completion: .file(extensions: ["lyt"]))
  var files: [String] = []

  func run() throws {
    try options.requireTranscriptFormat(for: "lyt run")
    if options.format == .html && files.count > 1 {
      throw ValidationError("--format html writes one page: give one script (lyt run FILE.lyt --format html)")
    }
    let command = ScriptCommand(options: options)
    if files.isEmpty {
      guard !Terminal.isTerminal(.standardInput) else {
        Output.error("lyt run: give a script to run (lyt run FILE.lyt), or pipe commands into it")
        throw ExitCode(2)
      }
      throw ExitCode(command.runStandardInput())
    }
    throw ExitCode(command.run(files: files))
  }
}

/// The options shared by `lyt run` and `lyt` reading standard input.
struct RunOptions: ParsableArguments {
  @Flag(help: "Go on after an error instead of stopping at the first one.")
  var keepGoing = false

  @Option(
    help: ArgumentHelp(
      "The output format: text (a transcript), json (one document at the end) or html (an interactive page); "
        + "lyt check writes text, json, xcode and github.",
      valueName: "format")
  )
  var format: OutputFormat = .text

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: ArgumentHelp(
      "Write the JSON document or the page to this file instead of standard output.", valueName: "file"),
    completion: .file()
  )
  var output: String?

  @Flag(help: "Turn colour off (also when NO_COLOR is set or the output is not a terminal).")
  var noColor = false
}

/// `--format text|json|xcode|github` (the last two only for `lyt check`, which shares the option:
/// a subcommand cannot define an option the root command already has).
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
  case html
  case xcode
  case github
}

extension RunOptions {
  /// Refuses the formats only `lyt check` writes, and `-o` without a document to write.
  ///
  /// - Throws: `ValidationError` (exit code 2, with the usage).
  func requireTranscriptFormat(for command: String) throws {
    guard format == .text || format == .json || format == .html else {
      throw ValidationError("--format \(format.rawValue) is for lyt check; \(command) writes text, json or html")
    }
    if output != nil && format == .text {
      throw ValidationError("-o writes a document: add --format json or --format html")
    }
  }

  /// Refuses every format but `allowed`, and `-o` (for `lyt explain-log` and `lyt check`, which
  /// write to standard output).
  ///
  /// - Throws: `ValidationError` (exit code 2, with the usage).
  func require(_ allowed: [OutputFormat], for command: String) throws {
    guard allowed.contains(format) else {
      let names = allowed.map(\.rawValue)
      let others = format == .xcode || format == .github ? "is for lyt check" : "is for lyt run"
      throw ValidationError(
        "--format \(format.rawValue) \(others); \(command) writes "
          + "\(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")")
    }
    if output != nil { throw ValidationError("-o is for lyt run; \(command) writes to standard output") }
  }
}
