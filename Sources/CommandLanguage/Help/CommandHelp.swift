/// One line of the command reference: the syntax of one command form, what it does, an example.
public struct CommandHelp: Hashable, Sendable {
  /// The form of command the entry documents.
  public var kind: CommandKind
  /// The words `help` finds it by (`set priority`).
  public var topic: String
  /// Other words `help` accepts for it (`view` for `add view`).
  public var aliases: [String]
  /// One line of syntax.
  public var syntax: String
  /// One sentence on what it does.
  public var summary: String
  /// A complete example command; it parses to a command of `kind`.
  public var example: String

  /// An entry from its parts.
  public init(
    _ kind: CommandKind, topic: String, aliases: [String] = [], syntax: String, summary: String, example: String
  ) {
    self.kind = kind
    self.topic = topic
    self.aliases = aliases
    self.syntax = syntax
    self.summary = summary
    self.example = example
  }

  /// Whether `help TOPIC` shows this entry: the topic or an alias, or their first words.
  public func matches(_ query: String) -> Bool {
    ([topic] + aliases).contains { $0 == query || $0.hasPrefix(query + " ") }
  }
}
