/// What a command printed and, for `expect`, whether it passed.
public struct Response: Equatable, Sendable {
  /// The lines to print under the command (without indentation), each with what it reports.
  public var body: [ResponseLine]
  /// The outcome of an `expect` command.
  public var expectation: ExpectationOutcome?
  /// Whether the command was `quit`.
  public var quits: Bool
  /// The same lines with ANSI colours, printed instead of ``lines`` when colour is on (`draw`).
  public var coloredLines: [String]?
  /// What an `animate` command showed, for drawing it live.
  public var animation: AnimationRun?
  /// Which of ``lines`` list the animation's frames: a live drawing replaces them.
  public var animationLines: Range<Int>?
  /// What a question command found, as a value (``body`` is its text); nil for the commands
  /// that still answer in lines only.
  public var answer: Answer?
  /// What a command that changes the layout changed, as a value (its lines end ``body``); nil
  /// for the other commands, and for `reset`, which reports nothing.
  public var changes: CommandChanges?
  /// What a command that changes the layout or writes a file did, as values (their lines start
  /// ``body``, before the change report); empty for the other commands.
  package var confirmations: [Confirmation] = []

  /// The text of the lines (``body`` without the kinds).
  public var lines: [String] { body.map(\.text) }

  /// A response from its parts.
  public init(
    body: [ResponseLine] = [], expectation: ExpectationOutcome? = nil, quits: Bool = false,
    coloredLines: [String]? = nil
  ) {
    self.body = body
    self.expectation = expectation
    self.quits = quits
    self.coloredLines = coloredLines
  }

  /// The response to a question: `answer` and its lines.
  public init(answer: Answer) {
    self.init(body: AnswerText.lines(answer))
    self.answer = answer
  }

  /// The response to a command that writes a file or prints what it would write: its
  /// confirmations and their lines.
  init(confirmations: [Confirmation]) {
    self.init(body: ResponseLine.plain(ConfirmationText.lines(confirmations)))
    self.confirmations = confirmations
  }

  /// A response of lines that report nothing of a constraint's or item's state (listings, files).
  public init(plain lines: [String], coloredLines: [String]? = nil) {
    self.init(body: ResponseLine.plain(lines), coloredLines: coloredLines)
  }
}

/// One line of a response: its text and what it reports, which decides its colour.
public struct ResponseLine: Equatable, Sendable {
  /// The text, without indentation (a multi-line command keeps its line breaks).
  public var text: String
  /// What the line reports.
  public var kind: LineKind

  /// A line of `kind`.
  public init(_ text: String, _ kind: LineKind = .plain) {
    self.text = text
    self.kind = kind
  }

  /// The line with `prefix` before its text, of the same kind.
  func indented(_ prefix: String) -> ResponseLine {
    ResponseLine(prefix + text, kind)
  }

  /// Lines that report no status.
  static func plain(_ lines: [String]) -> [ResponseLine] {
    lines.map { ResponseLine($0) }
  }
}

extension Array where Element == ResponseLine {
  /// Every line with `prefix` before its text.
  func indented(_ prefix: String) -> [ResponseLine] {
    map { $0.indented(prefix) }
  }
}

/// What a response line reports. Renderers pick a line's style by its kind (the terminal's
/// colours: `ScriptRunner`), never by its words.
public enum LineKind: Equatable, Sendable, CaseIterable {
  /// Anything else: frames, listings, hints, fixes, files written.
  case plain
  /// A failed expectation (`FAILED: a.width is 100, expected == 120`).
  case failedExpectation
  /// A required constraint broken by a change, or a count that includes broken ones
  /// (`c7 broken: conflicts with c2, c5 (short by 20)`, `1 broken constraint, …`).
  case broken
  /// A broken constraint that left the layout (`c7 no longer broken: removed`).
  case noLongerBroken
  /// An optional constraint that does not hold (`c3 violated by 20 (@500): lost to c4 (@750)`).
  case violated
  /// An inactive constraint that would not hold if it were active (a `constraints` row: `would
  /// be violated by 20`).
  case wouldBeViolated
  /// A broken constraint installed again (`c7 restored`).
  case restored
  /// A violated constraint that holds again (`c3 satisfied`).
  case satisfied
  /// A value the constraints leave free (`…: any value in [0, 100] is as good`).
  case ambiguous
}

/// Whether an `expect` command held.
public enum ExpectationOutcome: Equatable, Sendable {
  /// It held.
  case passed
  /// It did not: what was found (``ExpectationText`` writes `a.width is 100, expected == 120`).
  case failed(ExpectationFailure)

  /// The failure's message (`a.width is 100, expected == 120`); nil when it passed.
  public var message: String? {
    guard case .failed(let failure) = self else { return nil }
    return ExpectationText.message(failure)
  }
}
