/// A command that parses but whose implementation belongs to another issue and has not landed.
struct UnavailableCommand {
  /// How the command is named in the message (`why`, `add stack`).
  var name: String
  /// The issue that implements it.
  var issue: Int
  /// What the issue is about.
  var topic: String

  /// The missing command `command` is, or nil when it is available.
  init?(_ command: Command) {
    switch command {
    default: return nil
    }
  }

  private init(name: String, issue: Int, topic: String) {
    self.name = name
    self.issue = issue
    self.topic = topic
  }

  /// `` `explain` is not available yet (issue #8: explanations) ``.
  func diagnostic(at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .error, "`\(name)` is not available yet (issue #\(issue): \(topic))", at: range,
      hint: "this build of lyt parses the command but cannot run it")
  }
}
