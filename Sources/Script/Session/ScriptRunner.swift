import CommandLanguage

/// Runs scripts through a ``Session`` and prints what `lyt run` prints: each command echoed as
/// `> COMMAND`, its response indented by two spaces, errors as compiler-style diagnostics.
///
/// Output goes to a closure with a channel, so the executable can send the transcript to
/// standard output and diagnostics to standard error, and tests can keep both in order.
public struct ScriptRunner {
  /// Where a piece of output belongs.
  public enum Channel: Sendable {
    /// The echoed commands and their responses.
    case transcript
    /// Errors and failed expectations.
    case diagnostics
  }

  /// How to run.
  public struct Options: Sendable {
    /// Go on after an error instead of stopping.
    public var keepGoing: Bool
    /// Use ANSI colours: broken red, violated yellow, restored and satisfied green, ambiguous
    /// magenta, failed expectations red.
    public var colored: Bool
    /// Echo each command (`> command`) before its response; the REPL turns this off, since the
    /// person just typed the line.
    public var echoesCommands: Bool
    /// Whether the transcript (the echoed commands and the responses) is made at all: false
    /// when nobody reads it (`lyt run --format json`, whose document is printed at the end).
    /// Errors and failed expectations are printed either way.
    public var printsTranscript: Bool

    /// Options from their parts.
    public init(
      keepGoing: Bool = false, colored: Bool = false, echoesCommands: Bool = true, printsTranscript: Bool = true
    ) {
      self.keepGoing = keepGoing
      self.colored = colored
      self.echoesCommands = echoesCommands
      self.printsTranscript = printsTranscript
    }
  }

  /// The session the commands run in.
  public var session: Session
  /// How to run.
  public var options: Options
  /// The number of commands that could not be parsed or run.
  public private(set) var errorCount = 0
  /// Whether a `quit` command ran.
  public private(set) var didQuit = false
  private let emit: (String, Channel) -> Void
  /// Draws an animation live (the REPL on a terminal); returns false to have its frames printed
  /// as text instead. Without a player, frames are printed.
  public var animationPlayer: ((AnimationRun) -> Bool)?
  /// When set, every statement is recorded with what it printed and the session after it
  /// (`lyt run --format html`, `save --html`; docs/PAGES.md).
  public var recording: SessionRecording?
  /// What the current statement printed, while recording.
  private var printed: [String] = []
  /// The animation the current statement showed, while recording.
  private var animated: AnimationRun?

  /// A runner over `session` that prints through `emit` (one call per line, without newline).
  public init(session: Session, options: Options = Options(), emit: @escaping (String, Channel) -> Void) {
    self.session = session
    self.options = options
    self.emit = emit
  }

  /// The exit code so far: 2 after an error, else 1 after a failed expectation, else 0.
  public var exitCode: Int32 {
    errorCount > 0 ? 2 : session.expectationsFailed > 0 ? 1 : 0
  }

  /// Runs a script named `file`. Returns false when it stopped early (an error without
  /// `keepGoing`, or `quit`).
  @discardableResult
  public mutating func run(_ text: String, file: String) -> Bool {
    run(Parser.parse(text, file: file), of: text, file: file)
  }

  /// Runs `parsed`, the result of parsing `text` as the script `file` (for a caller that parsed
  /// it already, as the REPL does to see whether a command is complete). Returns false when it
  /// stopped early.
  @discardableResult
  public mutating func run(_ parsed: ParseResult, of text: String, file: String) -> Bool {
    let source = SourceText(text, file: file)
    var errors = parsed.errors[...]
    for statement in parsed.statements {
      while let error = errors.first, error.range.start.offset < statement.range.start.offset {
        errors.removeFirst()
        guard report([SessionError.Entry(.parse(error.kind), at: error.range)], source: source) else { return false }
      }
      guard execute(statement, source: source) else { return false }
    }
    for error in errors {
      guard report([SessionError.Entry(.parse(error.kind), at: error.range)], source: source) else { return false }
    }
    return true
  }

  /// Prints the expectation totals, if any expectation ran.
  public func printSummary() {
    let passed = session.expectationsPassed
    let failed = session.expectationsFailed
    guard passed + failed > 0 else { return }
    emit(ExpectationText.totals(passed: passed, failed: failed), .transcript)
  }

  /// Runs one statement, recording it when ``recording`` is set; false when the run must stop.
  private mutating func execute(_ statement: Statement, source: SourceText) -> Bool {
    guard recording != nil else { return run(statement, source: source) }
    printed = []
    animated = nil
    let errorsBefore = errorCount
    let goesOn = run(statement, source: source)
    recording?.record(
      command: statement.command.description, output: printed, failed: errorCount > errorsBefore,
      changesState: statement.command.changesState, session: session, animation: animated)
    return goesOn
  }

  /// Runs one statement; false when the run must stop.
  private mutating func run(_ statement: Statement, source: SourceText) -> Bool {
    // Printing goes through static helpers: a method of the runner called here, where `self` is
    // `inout`, copied the whole runner (its session) for each line printed.
    let colored = options.colored
    if options.echoesCommands && options.printsTranscript {
      let echo = statement.command.description.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in echo.enumerated() {
        emit(Self.paint(index == 0 ? "> \(line)" : "  \(line)", "1", colored: colored), .transcript)
      }
    }
    do {
      let response = try session.execute(statement)
      if options.printsTranscript {
        Self.printLines(of: response, colored: colored, player: animationPlayer, emit: emit)
      }
      if recording != nil {
        animated = response.animation
        printed += response.lines.flatMap {
          $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
      }
      if case .failed(let failure) = response.expectation {
        let diagnostic = ExpectationText.diagnostic(failure, at: statement.range)
        emit(DiagnosticRenderer(source: source, colored: options.colored).render(diagnostic), .diagnostics)
      }
      if response.quits {
        didQuit = true
        return false
      }
      return true
    } catch {
      return report(error.entries, source: source)
    }
  }

  /// Prints a response's lines through `emit`, an animation live when `player` takes it.
  private static func printLines(
    of response: Response, colored: Bool, player: ((AnimationRun) -> Bool)?, emit: (String, Channel) -> Void
  ) {
    var lines =
      colored ? (response.coloredLines ?? response.body.map { styled($0, colored: colored) }) : response.lines
    if let run = response.animation, let range = response.animationLines, range.upperBound <= lines.count,
      let player
    {
      for line in lines[..<range.lowerBound] { emit(line.isEmpty ? "" : "  " + line, .transcript) }
      lines = player(run) ? Array(lines[range.upperBound...]) : Array(lines[range.lowerBound...])
    }
    // A line may hold a multi-line command (`undid: animate { … }`): indent each of its lines.
    for line in lines.flatMap({ $0.split(separator: "\n", omittingEmptySubsequences: false) }) {
      emit(line.isEmpty ? "" : "  " + line, .transcript)
    }
  }

  /// Prints an error; false when the run must stop.
  private mutating func report(_ entries: [SessionError.Entry], source: SourceText) -> Bool {
    errorCount += 1
    for entry in entries {
      let renderer = DiagnosticRenderer(source: entry.source ?? source, colored: options.colored)
      let text = renderer.render(entry.diagnostic)
      emit(text, .diagnostics)
      if recording != nil { printed += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }
    return options.keepGoing
  }

  /// A response line in the colour of what it reports.
  private static func styled(_ line: ResponseLine, colored: Bool) -> String {
    colorCode(of: line.kind).map { paint(line.text, $0, colored: colored) } ?? line.text
  }

  /// The ANSI colour of a kind of line: red for broken constraints (one that left the layout
  /// while broken too) and failed expectations, yellow for what does not hold (or would not),
  /// green for what holds again, magenta for a value left free; nil for a plain line.
  static func colorCode(of kind: LineKind) -> String? {
    switch kind {
    case .plain: nil
    case .failedExpectation, .broken, .noLongerBroken: "31"
    case .violated, .wouldBeViolated: "33"
    case .restored, .satisfied: "32"
    case .ambiguous: "35"
    }
  }

  private static func paint(_ text: String, _ code: String, colored: Bool) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
