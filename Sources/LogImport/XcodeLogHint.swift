import Script
import XcodeLog

/// A ``LogHint`` as `import log` carries it: the typed fact, worded by `LogFindingText` (the
/// words `lyt explain-log` gives it) when the session's answer is written.
public struct XcodeLogHint: LogImportHint, Equatable {
  /// The fact.
  public var hint: LogHint

  /// The fact `hint`.
  public init(_ hint: LogHint) {
    self.hint = hint
  }

  /// `LogFindingText.hint(_:)`.
  public var sentence: String { LogFindingText.hint(hint) }
}
