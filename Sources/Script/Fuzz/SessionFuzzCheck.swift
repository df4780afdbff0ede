import CommandLanguage
import Layout

/// The promises a session keeps on arbitrary commands, checked statement by statement: the body
/// of the `session` and `vfl` fuzz targets (`FuzzTarget` in module `LogImport`, which lists the
/// targets; docs/FUZZING.md).
package enum SessionFuzzCheck {
  /// The most statements of one input a session runs (an input is at most a few KB).
  package static let maximumStatements = 200

  /// The VFL target's script: views `a`, `b`, `c` in `root`, a metric, then the bytes as one line
  /// (made a horizontal line unless it names its orientation).
  package static func visualFormatScript(_ line: String) -> String {
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

  /// Runs `text` statement by statement in a session over `files` and `logImporter`: a
  /// statement that fails must leave the session as it was (its ``fingerprint(of:)``), and after
  /// each one every active required constraint that is not broken must hold.
  package static func violations(
    _ text: String, files: any FileAccess, logImporter: (any LogImporter)?
  ) -> [String] {
    var session = Session(files: files, logImporter: logImporter)
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
  package static func fingerprint(of session: Session) -> [String] {
    let state = session.state
    var lines = state.history.commands
    lines += state.metrics.sorted { $0.key < $1.key }.map { "metric \($0.key) = \($0.value)" }
    lines.append(
      "next c\(state.nextConstraintNumber), edge \(state.vflEdgeSpacing), imported \(state.importedLog), "
        + "undo \(session.undoHistory.doneCount), redo \(session.undoHistory.undoneCount)")
    for item in state.engine.items {
      let frame = (try? state.engine.frame(of: ItemID(item.name))).map { "\($0)" } ?? "no frame"
      lines.append("\(item.name) in \(item.parent ?? "-"): \(frame), margins \(item.margins)")
    }
    for info in state.engine.constraints {
      lines.append(
        "\(info.constraint) \(info.origin) \(info.owner) \(info.status) short \(info.shortfallPriority) "
          + "violation \(info.violation.map { "\($0)" } ?? "-")")
    }
    return lines
  }
}
