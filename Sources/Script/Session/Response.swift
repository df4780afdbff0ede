/// What a command printed and, for `expect`, whether it passed.
public struct Response: Equatable, Sendable {
  /// The lines to print under the command (without indentation).
  public var lines: [String]
  /// The outcome of an `expect` command.
  public var expectation: ExpectationOutcome?
  /// Whether the command was `quit`.
  public var quits: Bool

  /// A response from its parts.
  public init(lines: [String] = [], expectation: ExpectationOutcome? = nil, quits: Bool = false) {
    self.lines = lines
    self.expectation = expectation
    self.quits = quits
  }
}

/// Whether an `expect` command held.
public enum ExpectationOutcome: Equatable, Sendable {
  /// It held.
  case passed
  /// It did not; the message says what was found (`a.width is 100, expected == 120`).
  case failed(String)
}
