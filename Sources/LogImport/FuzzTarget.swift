import CommandLanguage
import Script
import XcodeLog

/// The inputs lyt is fuzzed on, one target each (see docs/FUZZING.md): each turns arbitrary bytes
/// into that input, runs it, and lists the promises it broke. The targets live here, beside the
/// log reader, because sessions can `import log` and the `log` target explains logs.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// The parser alone: errors inside the text and renderable, canonical spellings that parse back.
  case parser
  /// Commands run in a session: a command that fails changes nothing, and every required
  /// constraint holds unless it is marked broken.
  case session
  /// One VFL line over a few views and metrics, run in a session (the session's promises).
  case vfl
  /// A console log explained as `lyt explain-log` does, and imported into a session.
  case log

  /// The promises `bytes` broke, as lines to print.
  public func violations(in bytes: UnsafeRawBufferPointer) -> [String] {
    switch self {
    case .parser: FuzzCheck.violations(in: bytes)
    case .session: Self.sessionViolations(String(decoding: bytes, as: UTF8.self))
    case .vfl:
      Self.sessionViolations(SessionFuzzCheck.visualFormatScript(String(decoding: bytes, as: UTF8.self)))
    case .log: Self.logViolations(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Files a fuzzed session can `load` and `import log`.
  static let files = InMemoryFiles([
    "a.lyt": "add view root size 100x100\nadd view x in root\nx.width == 40\n",
    "log.txt": """
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>",
        "<NSLayoutConstraint:0x3 UIView:0x2.width == 50   (active)>"
    )
    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x3 UIView:0x2.width == 50   (active)>
    """,
  ])

  /// `text` run in a session over ``files`` that reads logs as `lyt` does.
  static func sessionViolations(_ text: String) -> [String] {
    SessionFuzzCheck.violations(text, files: files, logImporter: XcodeLogImporter())
  }

  /// Explains `text` as `lyt explain-log` does (with checked fixes) and imports it into a session:
  /// nothing may trap, and a fix lyt prints must be a command the imported session accepts.
  static func logViolations(_ text: String) -> [String] {
    var problems: [String] = []
    for explanation in LogExplanation.explainAll(text) where !explanation.satisfiable {
      for fix in Session.fixes(forLog: explanation.system) where Parser.parse(fix.command, file: "fix").errors.count > 0
      {
        problems.append("the fix `\(fix.command)` does not parse")
      }
    }
    var session = Session(files: InMemoryFiles(["log.txt": text]), logImporter: XcodeLogImporter())
    for command in ["import log log.txt", "explain", "constraints"] {
      guard let statement = Parser.parse(command, file: "fuzz").statements.first else { continue }
      _ = try? session.execute(statement)
    }
    return problems
  }
}
