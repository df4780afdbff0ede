import Layout
import XcodeLog

/// The inputs lyt is fuzzed on, one target each (see docs/FUZZING.md): each turns arbitrary bytes
/// into that input, runs it, and lists the promises it broke.
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

  /// The most statements of one input a session runs (an input is at most a few KB).
  static let maximumStatements = 200

  /// The promises `bytes` broke, as lines to print.
  public func violations(in bytes: UnsafeRawBufferPointer) -> [String] {
    switch self {
    case .parser: FuzzCheck.violations(in: bytes)
    case .session: Self.sessionViolations(String(decoding: bytes, as: UTF8.self))
    case .vfl: Self.sessionViolations(Self.visualFormatScript(String(decoding: bytes, as: UTF8.self)))
    case .log: Self.logViolations(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The VFL target's script: views `a`, `b`, `c` in `root`, a metric, then the bytes as one line
  /// (made a horizontal line unless it names its orientation).
  static func visualFormatScript(_ line: String) -> String {
    let setup = """
      add view root size 320x480
      add view a in root
      add view b in root
      add view c in a
      metric m = 8

      """
    let oneLine = line.replacing("\n", with: " ")
    return setup + (oneLine.hasPrefix("H:") || oneLine.hasPrefix("V:") ? oneLine : "H:" + oneLine)
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

  /// Runs `text` statement by statement: a statement that fails must leave the session as it
  /// was (its ``fingerprint(of:)``), and after each one every active required constraint that is
  /// not broken must hold.
  static func sessionViolations(_ text: String) -> [String] {
    var session = Session(files: files)
    var problems: [String] = []
    for statement in Parser.parse(text, file: "fuzz").statements.prefix(maximumStatements) {
      let before = fingerprint(of: session)
      do {
        _ = try session.execute(statement)
      } catch {
        if fingerprint(of: session) != before {
          problems.append("`\(statement.command)` failed (\(error.message)) but changed the session")
        }
      }
      for info in session.engine.constraints
      where info.status == .active && info.constraint.priority.isRequired && info.shortfallPriority.isRequired
        && !info.holds
      {
        problems.append("after `\(statement.command)`: \(info.id) is required, not broken, and violated")
      }
    }
    return problems
  }

  /// Everything a command may change, as lines: the commands that built the state, metrics and
  /// settings, every item's frame and margins, every constraint with its status and violation, and
  /// the undo and redo steps. (The JSON document says the same and more, but its problems cost a
  /// whole explanation per statement; they follow from this state.)
  static func fingerprint(of session: Session) -> [String] {
    let state = session.state
    var lines = state.history.commands
    lines += state.metrics.sorted { $0.key < $1.key }.map { "metric \($0.key) = \($0.value)" }
    lines.append(
      "next c\(state.nextConstraintNumber), edge \(state.vflEdgeSpacing), imported \(state.importedLog), "
        + "undo \(session.undoHistory.done.count), redo \(session.undoHistory.undone.count)")
    for item in state.engine.items {
      let frame = (try? state.engine.frame(of: item.name)).map { "\($0)" } ?? "no frame"
      lines.append("\(item.name) in \(item.parent ?? "-"): \(frame), margins \(item.margins)")
    }
    for info in state.engine.constraints {
      lines.append(
        "\(info.constraint) \(info.origin) \(info.owner) \(info.status) short \(info.shortfallPriority) "
          + "violation \(info.violation.map { "\($0)" } ?? "-")")
    }
    return lines
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
    var session = Session(files: InMemoryFiles(["log.txt": text]))
    for command in ["import log log.txt", "explain", "constraints"] {
      guard let statement = Parser.parse(command, file: "fuzz").statements.first else { continue }
      _ = try? session.execute(statement)
    }
    return problems
  }
}
