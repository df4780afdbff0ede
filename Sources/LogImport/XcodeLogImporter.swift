import Script
import XcodeLog

/// The reader of Xcode's "Unable to simultaneously satisfy constraints" logs that `lyt` gives its
/// sessions for `import log`: the first log with constraints in a file, as the commands that
/// rebuild it (``LogImportCommands``) and what ``LogExplanation`` concludes about it.
public struct XcodeLogImporter: LogImporter {
  /// A reader.
  public init() {}

  /// The first log in `text` that lists constraints, rebuilt.
  ///
  /// - Throws: ``LogImportRefusal/redacted`` when every log's descriptions are `<private>`,
  ///   ``LogImportRefusal/noConstraints`` when no log lists a constraint lyt can read.
  public func importLog(from text: String) throws(LogImportRefusal) -> ImportedLog {
    let logs = LogScanner.scan(text)
    let systems = logs.map(LogSystem.init)
    guard let index = systems.firstIndex(where: { !$0.listed.isEmpty }) else {
      throw logs.contains { $0.redacted > 0 } ? .redacted : .noConstraints
    }
    let system = systems[index]
    return Self.imported(system, index: index, of: logs.count, explanation: LogExplanation(system))
  }

  /// `system` rebuilt: the log at `index` of a file that holds `count` logs, with the minimal
  /// set and hints of `explanation` (none without one: rebuilding for fixes needs only the
  /// commands and owners, and the conflict search is not free).
  static func imported(
    _ system: LogSystem, index: Int = 0, of count: Int = 1, explanation: LogExplanation? = nil
  ) -> ImportedLog {
    let commands = LogImportCommands(system)
    return ImportedLog(
      steps: commands.steps, itemNames: commands.itemNames, viewCount: commands.viewCount,
      guideCount: commands.guideCount,
      listed: system.listed.map { ImportedLog.Listed(id: $0.id, owner: $0.owner) },
      line: system.line, index: index, logCount: count, framework: system.platform.rawValue,
      brokenByFramework: system.brokenByUIKit,
      minimalSet: explanation?.minimalSet.map { id in system.constraint(id).map(sessionName) ?? id } ?? [],
      hints: explanation?.hints.map { ImportedLog.Hint(XcodeLogHint($0)) } ?? [])
  }

  /// How the session names a constraint of the log: a listed one by its id (`k3`), an implicit
  /// size by the session's id for it (`label.height>=0`, where `lyt explain-log` numbers it
  /// `k16`: the session has no `k16`), another implicit one by what it states.
  static func sessionName(_ constraint: LogConstraint) -> String {
    guard constraint.implicit else { return constraint.id }
    for dimension in ["width", "height"] where constraint.readable.hasSuffix(".\(dimension) >= 0") {
      return String(constraint.readable.dropLast(" >= 0".count)) + ">=0"
    }
    return "`\(constraint.readable)`"
  }
}
