import CommandLanguage

/// Why a command could not run. The session is unchanged.
///
/// Each entry is a diagnostic and the text it points into: nil for the text the failed
/// statement came from, or the text of a file that `load` read (then a note at the `load`
/// command follows).
public struct SessionError: Error, Sendable {
  /// A diagnostic and the text it points into.
  public struct Entry: Sendable {
    /// The diagnostic.
    public var diagnostic: Diagnostic
    /// The text it points into, or nil for the failed statement's own text.
    public var source: SourceText?

    /// An entry from its parts.
    public init(_ diagnostic: Diagnostic, source: SourceText? = nil) {
      self.diagnostic = diagnostic
      self.source = source
    }
  }

  /// The error first, then notes.
  public var entries: [Entry]

  /// An error with one diagnostic in the statement's own text.
  public init(_ diagnostic: Diagnostic) {
    self.entries = [Entry(diagnostic)]
  }

  /// An error from entries.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// An error at `range` with a message and an optional hint.
  static func at(_ range: SourceRange, _ message: String, hint: String? = nil) -> SessionError {
    SessionError(Diagnostic(.error, message, at: range, hint: hint))
  }

  /// The diagnostics, error first.
  public var diagnostics: [Diagnostic] { entries.map(\.diagnostic) }

  /// The first diagnostic's message.
  public var message: String { entries.first?.diagnostic.message ?? "" }

  /// The error as seen from the command that loaded `source`: entries without a text now
  /// point into `source`, and a note points at the `load` command.
  func loaded(from source: SourceText, note: Diagnostic) -> SessionError {
    SessionError(entries: entries.map { Entry($0.diagnostic, source: $0.source ?? source) } + [Entry(note)])
  }
}
