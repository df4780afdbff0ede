/// One sentence of a log's summary (rules in docs/EXPLAIN-LOG.md): the facts `SummaryWriter`
/// finds, in order. Their words: `LogFindingText.summary(_:)`.
public enum LogSummarySentence: Equatable, Sendable {
  /// A constraint of the log by its id and in readable form.
  public struct Member: Equatable, Sendable {
    /// `k2`.
    public var id: String
    /// `UIView_7f1.width == 200`.
    public var readable: String

    /// A constraint by its id and readable form.
    public init(id: String, readable: String) {
      self.id = id
      self.readable = readable
    }
  }

  /// What the log most likely omits when its listed constraints can all hold.
  public enum Omission: Equatable, Sendable {
    /// The baseline offsets (font metrics) of views whose baselines are constrained.
    case baselineOffsets
    /// The origin of the view a location multiplier is measured in.
    case multiplierOrigin
    /// A layout margin other than the default 8.
    case margin
    /// A required constraint it did not print.
    case unprinted
  }

  /// Every description is redacted: nothing to rebuild.
  case allRedacted
  /// None of the `count` descriptions could be read; the first one's error and line.
  case noneReadable(count: Int, firstError: DescriptionError, line: Int)
  /// The log lists no descriptions.
  case nothingListed
  /// The listed required constraints (`requiredCount`) can all hold: what the log most likely
  /// omits, and the constraint `platform` broke when the log names it.
  case satisfiable(requiredCount: Int, LogPlatform, omission: Omission, broken: Member?)
  /// The minimal set's listed members cannot hold together (with its implicit members), and how
  /// far apart they are.
  case conflict(listed: [Member], implicit: [Member], gap: Double?)
  /// Without any one of these ids the rest can hold.
  case withoutAnyOne([String])
  /// The framework broke a member of the set.
  case brokeMember(LogPlatform, Member)
  /// The framework broke a constraint outside the set.
  case brokeOutsideSet(LogPlatform, Member)
  /// Descriptions left out because they could not be read, by line.
  case unreadable(lines: [Int])
  /// How many entries were redacted.
  case redacted(Int)
  /// A hint.
  case hint(LogHint)
}
