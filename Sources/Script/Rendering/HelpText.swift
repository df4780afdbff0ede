import CommandLanguage

/// What `help` prints: the command reference (its words are `CommandLanguage`'s), or one topic
/// of it, wrapped to `width`; a topic it does not know is said here.
enum HelpText {
  /// The lines of `help` or `help TOPIC`.
  static func lines(topic: String?, width: Int) -> [String] {
    let text = CommandReference.helpText(topic: topic, width: width) ?? "no help on '\(topic ?? "")'"
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
