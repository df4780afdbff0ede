/// One thing `lyt check` reports: where, how serious, of which kind, and what it says — input
/// left out as a typed ``ReadingProblem/Reason``, the checker's verdicts in Interface Builder's
/// words with the details lyt adds (written by `StoryboardFindingText`).
public struct Finding: Equatable, Sendable {
  /// How serious a finding is: warnings make `lyt check` exit with 1, notes do not.
  public enum Severity: String, Sendable {
    /// A layout problem, or input lyt had to leave out.
    case warning
    /// Something worth knowing that does not change the layout (a stale flag, an element read
    /// as a plain view).
    case note
  }

  /// What a finding is about.
  public enum Kind: String, Sendable, CaseIterable {
    /// Required constraints that cannot all hold.
    case conflict
    /// A view whose position or size the constraints leave open.
    case ambiguous
    /// A scroll view whose content size the constraints leave open.
    case scrollableContent = "scrollable-content"
    /// A view whose stored frame is not where its constraints put it.
    case misplaced
    /// Placeholder constraints that leave a view ambiguous once removed at build time.
    case placeholder
    /// A `misplaced` or `ambiguous` flag in the file that the constraints contradict.
    case staleFlag = "stale-flag"
    /// Something in the file lyt left out or read in its own way.
    case input
  }

  /// Warning or note.
  public var severity: Severity
  /// The kind.
  public var kind: Kind
  /// Interface Builder's group for it (`Ambiguous Layout`, `Misplaced Views`).
  public var title: String
  /// What a finding says.
  public enum Message: Equatable, Sendable {
    /// Input lyt left out or read in its own way (kind `input`).
    case input(ReadingProblem.Reason)
    /// A verdict of the checker, in Interface Builder's words where it has them.
    case text(String)
  }

  /// The message.
  public var message: Message
  /// Further lines: frames, constraints, the arithmetic.
  public var details: [String]
  /// Where in the file.
  public var position: SourcePosition
  /// The id of the view or constraint it is about, when there is one.
  public var objectID: String?
  /// Checked fixes (conflicts and ambiguous views, when the check was given an advisor).
  public var fixes: [CheckFix] = []
  /// The size-class configuration it was found in (nil: the default one).
  public var sizeClass: SizeClassVariation? = nil

  /// A finding.
  public init(
    _ severity: Severity, _ kind: Kind, title: String, message: String, details: [String] = [],
    at position: SourcePosition, objectID: String? = nil
  ) {
    self.severity = severity
    self.kind = kind
    self.title = title
    self.message = .text(message)
    self.details = details
    self.position = position
    self.objectID = objectID
  }

  /// The finding of input that reading or building worked around: a warning or a note of kind
  /// `input`, titled `Input`.
  public init(_ problem: ReadingProblem) {
    severity = problem.isWarning ? .warning : .note
    kind = .input
    title = "Input"
    message = .input(problem.reason)
    details = []
    position = problem.position
  }
}
