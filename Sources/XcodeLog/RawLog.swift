/// A constraint description found in a file, before it is read.
public struct RawEntry: Hashable, Sendable {
  /// The description, `<…>`, with paste artefacts removed and wrapped lines joined.
  public var text: String
  /// The 1-based line where it starts.
  public var line: Int
  /// The 1-based column where it starts.
  public var column: Int

  /// Creates an entry.
  public init(text: String, line: Int, column: Int) {
    self.text = text
    self.line = line
    self.column = column
  }
}

/// One "Unable to simultaneously satisfy constraints" log found in a file.
public struct RawLog: Hashable, Sendable {
  /// The 1-based line of its first line (the message, or the first entry when the message was not pasted).
  public var line: Int
  /// The listed constraint descriptions, in order.
  public var entries: [RawEntry]
  /// The description after "Will attempt to recover by breaking constraint", if present.
  public var broken: RawEntry?
  /// How many entries were redacted (`<private>`).
  public var redacted: Int
  /// Whether the "Unable to simultaneously satisfy constraints" message itself was found.
  public var hasMessage: Bool

  /// Creates a log.
  public init(
    line: Int, entries: [RawEntry] = [], broken: RawEntry? = nil, redacted: Int = 0, hasMessage: Bool = false
  ) {
    self.line = line
    self.hasMessage = hasMessage
    self.entries = entries
    self.broken = broken
    self.redacted = redacted
  }

  /// Whether anything was found in it.
  var isEmpty: Bool { entries.isEmpty && broken == nil && redacted == 0 && !hasMessage }
}
