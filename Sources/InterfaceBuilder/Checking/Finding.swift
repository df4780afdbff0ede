import Layout

/// One thing `lyt check` reports: where, how serious, of which kind, and what it says — input
/// left out as a typed ``ReadingProblem/Reason``, the checker's verdicts as a typed ``Verdict``
/// with typed ``Detail``s (their words, Interface Builder's where it has them:
/// `StoryboardFindingText`).
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
  /// What a finding says.
  public enum Message: Equatable, Sendable {
    /// Input lyt left out or read in its own way (kind `input`).
    case input(ReadingProblem.Reason)
    /// A verdict of the checker.
    case verdict(Verdict)
  }

  /// What the checker found, with the facts its words need (views by their outline names; the
  /// finding's ``objectID`` is the id).
  public enum Verdict: Equatable, Sendable {
    /// Required constraints that cannot all hold: the Interface Builder ids of the minimal set
    /// (empty when all its members are generated), and how far the broken one stays from holding.
    case conflict(constraints: [String], gap: Double)
    /// The view's stored frame is not where its constraints put it.
    case misplaced(view: String)
    /// The constraints leave these components of the view open (in `FrameComponent` order).
    case ambiguous(view: String, components: [FrameComponent])
    /// The constraints leave the scroll view's content width, height or both open.
    case scrollableContent(view: String, width: Bool, height: Bool)
    /// These components of the view are open once the placeholder constraints are removed at
    /// build time (and were not before).
    case placeholderAmbiguity(view: String, components: [FrameComponent])
    /// The file flags the view misplaced, but its stored frame is where its constraints put it.
    case staleMisplacedFlag(view: String)
    /// The file flags the view ambiguous, but its constraints determine its frame.
    case staleAmbiguousFlag(view: String)
  }

  /// A further fact of a finding, one line in every format.
  public enum Detail: Equatable, Sendable {
    /// The frame the file stores, as compared (the file's coordinates).
    case storedFrame(Rect)
    /// The frame the constraints give, as compared.
    case solvedFrame(Rect)
    /// The differing components derive from baselines or font-based spacing, which lyt
    /// estimates, through these constraints.
    case fontDependent(constraints: [String])
    /// The file does not flag the view misplaced.
    case notFlaggedMisplaced
    /// The file does not flag the view ambiguous.
    case notFlaggedAmbiguous
    /// The open components of one axis (x and width, or y and height) that need constraints.
    case needsConstraints([FrameComponent])
    /// The scroll view's content width, height or both need constraints.
    case needsContentConstraints(width: Bool, height: Bool)
    /// The placeholder constraints removed at build time, by id.
    case placeholderConstraints([String])
    /// A member of a conflict.
    case member(ConflictMember)
    /// A line of a conflict's explanation, in the explainer's words.
    case explanation(String)
  }

  /// The message.
  public var message: Message
  /// Further lines: frames, constraints, the arithmetic.
  public var details: [Detail]
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
    _ severity: Severity, _ kind: Kind, verdict: Verdict, details: [Detail] = [],
    at position: SourcePosition, objectID: String? = nil
  ) {
    self.severity = severity
    self.kind = kind
    self.message = .verdict(verdict)
    self.details = details
    self.position = position
    self.objectID = objectID
  }

  /// The finding of input that reading or building worked around: a warning or a note of kind
  /// `input`.
  public init(_ problem: ReadingProblem) {
    severity = problem.isWarning ? .warning : .note
    kind = .input
    message = .input(problem.reason)
    details = []
    position = problem.position
  }
}
