/// What a command printed and, for `expect`, whether it passed.
public struct Response: Equatable, Sendable {
  /// The lines to print under the command (without indentation).
  public var lines: [String]
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

  /// A response from its parts.
  public init(
    lines: [String] = [], expectation: ExpectationOutcome? = nil, quits: Bool = false, coloredLines: [String]? = nil
  ) {
    self.lines = lines
    self.expectation = expectation
    self.quits = quits
    self.coloredLines = coloredLines
  }
}

/// Whether an `expect` command held.
public enum ExpectationOutcome: Equatable, Sendable {
  /// It held.
  case passed
  /// It did not; the message says what was found (`a.width is 100, expected == 120`).
  case failed(String)
}
