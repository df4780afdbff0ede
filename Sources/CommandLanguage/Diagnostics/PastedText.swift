/// Text from Xcode's console pasted where lyt expects commands: a console log of broken
/// constraints, `_autolayoutTrace` output, or a VFL exception. The parser names it instead of
/// reporting an unknown command per line, and the REPL collects a pasted log and imports it.
public enum PastedText: String, Equatable, Sendable {
  /// An "Unable to simultaneously satisfy constraints" log, or constraint descriptions.
  case consoleLog
  /// The tree `po [[UIWindow keyWindow] _autolayoutTrace]` prints.
  case layoutTrace
  /// An "Unable to parse constraint format" exception.
  case formatException

  /// What `line` is a line of, when it can only be a line of pasted console text.
  public static func kind(ofLine line: some StringProtocol) -> PastedText? {
    let text = line.drop { $0 == " " || $0 == "\t" }
    if logPhrases.contains(where: { text.contains($0) }) { return .consoleLog }
    if descriptionStarts.contains(where: { text.hasPrefix($0) }) { return .consoleLog }
    if text.contains("Unable to parse constraint format") || text.contains("NSInvalidArgumentException") {
      return .formatException
    }
    if text.contains("AMBIGUOUS LAYOUT") || text.contains("_autolayoutTrace") || text.hasPrefix("•")
      || text.hasPrefix("*<") || (text.hasPrefix("|") && text.contains(":0x"))
    {
      return .layoutTrace
    }
    return nil
  }

  /// Whether `line` is the last line UIKit prints after a log of broken constraints.
  public static func endsConsoleLog(_ line: some StringProtocol) -> Bool {
    line.contains("may also be helpful")
  }

  /// Phrases only UIKit's and AppKit's messages about broken constraints contain.
  private static let logPhrases = [
    "Unable to simultaneously satisfy constraints", "Will attempt to recover by breaking constraint",
    "Probably at least one of the constraints in the following list",
    "UIViewAlertForUnsatisfiableConstraints", "UIConstraintBasedLayoutDebugging",
    "translatesAutoresizingMaskIntoConstraints)",
  ]

  /// How a constraint's description starts in a log (`"<NSLayoutConstraint:0x…`).
  private static let descriptionStarts = [
    "\"<NSLayoutConstraint:", "<NSLayoutConstraint:", "\"<NSAutoresizingMaskLayoutConstraint:",
    "<NSAutoresizingMaskLayoutConstraint:", "\"<NSContentSizeLayoutConstraint:", "<NSContentSizeLayoutConstraint:",
    "\"<NSIBPrototypingLayoutConstraint:", "<NSIBPrototypingLayoutConstraint:",
  ]

  /// The error's message: what the text is.
  var message: String {
    switch self {
    case .consoleLog: "this is a line of an Xcode console log, not a lyt command"
    case .layoutTrace: "this is `_autolayoutTrace` output, not a lyt command"
    case .formatException: "this is Xcode's VFL exception, not a lyt command"
    }
  }

  /// What to do with it instead.
  var hint: String {
    switch self {
    case .consoleLog:
      "save it to a file and run `import log FILE`, or paste the whole log at the REPL prompt"
    case .layoutTrace:
      "it names ambiguous views, not their constraints; `import log` a list of their constraints"
    case .formatException:
      "write the format as a lyt line, such as `H:|-[a]-|`: lyt points at what is wrong in it"
    }
  }
}
