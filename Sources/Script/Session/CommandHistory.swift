/// The commands that built a session state, as a persistent list: appending shares the older
/// commands with every snapshot that holds them, so an undo snapshot costs O(1).
struct CommandHistory {
  /// The most recent command.
  private var last: HistoryNode?
  /// The number of commands.
  private(set) var count = 0

  /// Adds a command at the end.
  mutating func append(_ command: String) {
    last = HistoryNode(command, previous: last)
    count += 1
  }

  /// The commands, oldest first.
  var commands: [String] {
    var result: [String] = []
    result.reserveCapacity(count)
    var node = last
    while let current = node {
      result.append(current.command)
      node = current.previous
    }
    return result.reversed()
  }
}

/// One command in a ``CommandHistory``.
final class HistoryNode {
  let command: String
  var previous: HistoryNode?

  init(_ command: String, previous: HistoryNode?) {
    self.command = command
    self.previous = previous
  }

  /// Releases a long chain iteratively: the default recursive release of a linked list could
  /// exhaust the stack for a history of hundreds of thousands of commands.
  deinit {
    var next = previous
    previous = nil
    while var node = next {
      next = nil
      guard isKnownUniquelyReferenced(&node) else { break }
      next = node.previous
      node.previous = nil
    }
  }
}
