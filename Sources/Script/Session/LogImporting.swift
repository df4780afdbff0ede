import CommandLanguage
import Layout

/// Reads a console log for `import log`: what a session needs from a log reader, so that the
/// session does not depend on one. `lyt` passes the reader of Xcode's "Unable to simultaneously
/// satisfy constraints" logs (module `LogImport`); a session without a reader refuses
/// `import log`.
public protocol LogImporter: Sendable {
  /// The first log in `text` that lists constraints, as the commands that rebuild it and what
  /// the session reports about it.
  ///
  /// - Throws: ``LogImportRefusal`` when no log in `text` lists a constraint the reader can read.
  func importLog(from text: String) throws(LogImportRefusal) -> ImportedLog
}

/// Why a file holds no log a session can rebuild.
public enum LogImportRefusal: Error, Equatable, Sendable {
  /// The log's constraint descriptions were redacted (`<private>`).
  case redacted
  /// The file holds no constraint description the reader understands.
  case noConstraints
}

/// One console log as a session rebuilds it: the commands (views first, then one `kN: EXPR` per
/// listed constraint, in the order that makes the engine break what the framework broke), who
/// owns each constraint, and the facts `import log` reports.
public struct ImportedLog: Sendable {
  /// One command with the id of the constraint it adds, if any.
  public struct Step: Sendable {
    /// The command, made from the log, not parsed from text.
    public var command: Command
    /// The listed constraint's id (`k3`), for the note when the session refuses it.
    public var constraintID: String?

    /// A step.
    public init(_ command: Command, constraintID: String? = nil) {
      self.command = command
      self.constraintID = constraintID
    }
  }

  /// A listed constraint: its id and who made it.
  public struct Listed: Sendable, Equatable {
    /// `k1`, `k2`, … as `lyt explain-log` numbers them.
    public var id: String
    /// The app, the framework or an autoresizing mask (advice changes only the app's).
    public var owner: ConstraintOwner

    /// A listed constraint.
    public init(id: String, owner: ConstraintOwner) {
      self.id = id
      self.owner = owner
    }
  }

  /// The commands, in order.
  public var steps: [Step]
  /// The views and guides the commands add, root first.
  public var itemNames: [String]
  /// How many of them are views below the root.
  public var viewCount: Int
  /// How many of them are layout guides.
  public var guideCount: Int
  /// Every constraint the log lists, in the log's order.
  public var listed: [Listed]
  /// The line of the file the log starts on.
  public var line: Int
  /// Which log of the file this is (0 for the first).
  public var index: Int
  /// How many logs the file holds.
  public var logCount: Int
  /// The framework that wrote the log (`UIKit`, `AppKit`).
  public var framework: String
  /// The id of the constraint the framework broke, when the log says.
  public var brokenByFramework: String?
  /// A minimal conflicting set, as the session names its members; empty when the listed
  /// constraints can all hold.
  public var minimalSet: [String]
  /// What the conflict means beyond the constraints: the reader's typed facts, worded when
  /// `import log` is written.
  public var hints: [Hint]

  /// A log as a session rebuilds it.
  public init(
    steps: [Step], itemNames: [String], viewCount: Int, guideCount: Int, listed: [Listed], line: Int,
    index: Int, logCount: Int, framework: String, brokenByFramework: String?, minimalSet: [String],
    hints: [Hint]
  ) {
    self.steps = steps
    self.itemNames = itemNames
    self.viewCount = viewCount
    self.guideCount = guideCount
    self.listed = listed
    self.line = line
    self.index = index
    self.logCount = logCount
    self.framework = framework
    self.brokenByFramework = brokenByFramework
    self.minimalSet = minimalSet
    self.hints = hints
  }
}
