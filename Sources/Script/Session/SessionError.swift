import CommandLanguage

/// Why a command could not run. The session is unchanged.
///
/// Each entry is a typed ``Reason``, the range it points at, and the text that range is in: nil
/// for the text the failed statement came from, or the text of a file that `load` or `import`
/// read (then a note at the command follows). The session says why in values only; the words
/// are made in one place, ``SessionErrorText``, and an entry's ``Entry/diagnostic`` is what it
/// writes. Callers that print or count errors read ``diagnostics``, ``entries`` and ``message``;
/// callers that act on the cause read ``reason``.
public struct SessionError: Error, Sendable {
  /// A reason, where it points, and the text it points into.
  public struct Entry: Sendable {
    /// Why (or, for a note, where the error was met).
    public var reason: Reason
    /// The text the caret underlines.
    public var range: SourceRange
    /// The text it points into, or nil for the failed statement's own text.
    public var source: SourceText?

    /// An entry from its parts.
    public init(_ reason: Reason, at range: SourceRange, source: SourceText? = nil) {
      self.reason = reason
      self.range = range
      self.source = source
    }

    /// The entry in words, ready for `DiagnosticRenderer` (``SessionErrorText``).
    public var diagnostic: Diagnostic { SessionErrorText.diagnostic(reason, at: range) }
  }

  /// The error first, then notes.
  public var entries: [Entry]

  /// An error at `range` in the statement's own text.
  public init(_ reason: Reason, at range: SourceRange) {
    self.entries = [Entry(reason, at: range)]
  }

  /// An error from entries.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The first entry's reason: why the command failed.
  public var reason: Reason? { entries.first?.reason }

  /// The diagnostics, error first.
  public var diagnostics: [Diagnostic] { entries.map(\.diagnostic) }

  /// The first diagnostic's message.
  public var message: String { entries.first?.diagnostic.message ?? "" }

  /// The error as seen from the command that read `source` (`load`, `import code`, `import
  /// storyboard`): entries without a text now point into `source`, and `note` at `range`, the
  /// command, follows.
  func loaded(from source: SourceText, note: Note, at range: SourceRange) -> SessionError {
    SessionError(
      entries: entries.map { Entry($0.reason, at: $0.range, source: $0.source ?? source) }
        + [Entry(.note(note), at: range)])
  }
}
