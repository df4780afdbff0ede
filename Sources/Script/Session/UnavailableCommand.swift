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
    case .visualFormat: self.init(name: "VFL lines", issue: 7, topic: "Visual Format Language")
    case .addStack: self.init(name: "add stack", issue: 7, topic: "stack views")
    case .distribute: self.init(name: "distribute", issue: 7, topic: "distribution helpers")
    case .set(.hidden): self.init(name: "set hidden", issue: 7, topic: "stack views")
    case .explain: self.init(name: "explain", issue: 8, topic: "explanations")
    case .exercise: self.init(name: "exercise", issue: 8, topic: "explanations")
    case .importLog: self.init(name: "import log", issue: 10, topic: "Xcode log import")
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
    let subject = name == "VFL lines" ? "VFL lines are" : "`\(name)` is"
    return Diagnostic(
      .error, "\(subject) not available yet (issue #\(issue): \(topic))", at: range,
      hint: "this build of lyt parses the command but cannot run it")
  }
}
