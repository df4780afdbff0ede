/// How serious a diagnostic is.
public enum Severity: String, Hashable, Sendable {
  /// The command cannot be parsed or run.
  case error
  /// Suspicious but accepted.
  case warning
  /// Additional information about the previous diagnostic.
  case note
}

/// A message about a place in a script, ready for `DiagnosticRenderer`; parse errors and errors
/// found while running a command share this form.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious it is.
  public var severity: Severity
  /// The one-line message.
  public var message: String
  /// The text the caret underlines.
  public var range: SourceRange
  /// Advice printed after the caret, if any.
  public var hint: String?

  /// A diagnostic from its parts.
  public init(_ severity: Severity, _ message: String, at range: SourceRange, hint: String? = nil) {
    self.severity = severity
    self.message = message
    self.range = range
    self.hint = hint
  }

  /// `file:line:column: error: message`
  public var description: String { "\(range.start): \(severity.rawValue): \(message)" }
}

extension ParseError {
  /// The error as a diagnostic.
  public var diagnostic: Diagnostic { Diagnostic(.error, message, at: range, hint: hint) }
}
