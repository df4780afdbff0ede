/// What `import log` made: the log it read, how much of it the session holds, its conflict,
/// the steps the session refused and what the conflict means.
package struct LogImportSummary: Equatable, Sendable {
  /// A command of the log the session refused: left out.
  package struct Refused: Equatable, Sendable {
    /// The listed constraint it would have added (`k3`), if any.
    package var constraintID: String?
    /// The command, as written.
    package var command: String
    /// Why the session refused it (nil when the error named no reason); ``ImportText`` words it
    /// as the error's message.
    package var reason: SessionError.Reason?
  }

  /// The file, as the command names it.
  package var file: String
  /// The line of the file the log starts on.
  package var line: Int
  /// How many views below the root the log names.
  package var viewCount: Int
  /// How many layout guides it names.
  package var guideCount: Int
  /// How many constraints it lists (`k1…kN`).
  package var constraintCount: Int
  /// How many logs the file holds.
  package var logCount: Int
  /// Which of them this is (0 for the first).
  package var index: Int
  /// The framework that wrote the log (`UIKit`, `AppKit`).
  package var framework: String
  /// The constraint the framework broke, when the log says.
  package var brokenByFramework: String?
  /// A minimal conflicting set; empty when the listed constraints can all hold.
  package var minimalSet: [String]
  /// The commands left out.
  package var refused: [Refused]
  /// What the conflict means beyond the constraints: the reader's typed facts, worded by
  /// ``ImportText``.
  package var hints: [ImportedLog.Hint]
}

extension LogImportSummary {
  /// The facts of `log`, read from `file`, with the steps the session refused.
  init(_ log: ImportedLog, file: String, refused: [Refused]) {
    self.init(
      file: file, line: log.line, viewCount: log.viewCount, guideCount: log.guideCount,
      constraintCount: log.listed.count, logCount: log.logCount, index: log.index, framework: log.framework,
      brokenByFramework: log.brokenByFramework, minimalSet: log.minimalSet, refused: refused, hints: log.hints)
  }
}
