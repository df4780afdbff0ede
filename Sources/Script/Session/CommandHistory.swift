/// The commands that built a session state, as a persistent list in the session's
/// ``HistoryLog``: appending writes one record and shares the older commands with every state
/// that holds them, so a kept state costs O(1) and a command costs its text in the log.
struct CommandHistory {
  /// The log the commands are in.
  let log: HistoryLog
  /// The most recent command.
  private var last: HistoryLog.Position?
  /// The number of commands.
  private(set) var count = 0

  /// An empty history whose commands go to `log`.
  init(log: HistoryLog = HistoryLog()) {
    self.log = log
  }

  /// Adds a command at the end.
  mutating func append(_ command: String) {
    last = log.append(command, after: last)
    count += 1
  }

  /// The commands, oldest first.
  ///
  /// - Throws: ``FileAccessError`` when part of the history was written to a file that cannot
  ///   be read back.
  func readCommands() throws(FileAccessError) -> [String] {
    var result: [String] = []
    result.reserveCapacity(count)
    var position = last
    while let current = position {
      guard let record = log.record(at: current) else {
        throw log.readFailure ?? FileAccessError(.history(.savedHistoryUnreadable))
      }
      result.append(record.text)
      position = record.previous
    }
    return result.reversed()
  }

  /// The commands, oldest first; none when they cannot be read back (``readCommands()`` says
  /// why).
  var commands: [String] { (try? readCommands()) ?? [] }
}
