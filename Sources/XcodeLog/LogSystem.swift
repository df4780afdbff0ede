import Cassowary
import Layout

/// A description that could not be read, with where and why.
public struct UnreadableEntry: Hashable, Sendable {
  /// The entry as found.
  public var entry: RawEntry
  /// Why it could not be read.
  public var error: DescriptionError
}

/// One log rebuilt as a linear system: its objects with readable names, every listed constraint
/// with the implicit ones lyt adds (sizes `>= 0`, default margins), and the solver constraints.
public struct LogSystem: Sendable {
  /// The 1-based line where the log starts.
  public var line: Int
  /// The objects, in order of first appearance (made-up margins guides last).
  public var objects: [LogObject]
  /// The constraints: listed ones `k1…` in log order, then implicit ones.
  public var constraints: [LogConstraint]
  /// The descriptions that could not be read.
  public var unreadable: [UnreadableEntry]
  /// The id of the constraint UIKit said it would break, if the log says.
  public var brokenByUIKit: String?
  /// How many entries were redacted (`<private>`).
  public var redacted: Int
  /// The framework that printed the log.
  public var platform: LogPlatform = .uikit
  /// The solver constraints, by id.
  let solverConstraints: [String: Constraint]

  /// Reads a log's descriptions and rebuilds its system.
  public init(_ log: RawLog) {
    var builder = LogSystemBuilder()
    builder.read(log)
    self.line = log.line
    self.objects = builder.objects
    self.constraints = builder.constraints
    self.unreadable = builder.unreadable
    self.brokenByUIKit = builder.brokenID
    self.redacted = log.redacted
    self.solverConstraints = builder.solverConstraints
    platform = LogOwnership.platform(of: self)
    for index in constraints.indices { constraints[index].owner = LogOwnership.owner(of: constraints[index], in: self) }
  }

  /// The listed constraints the app made (the ones advice may change).
  public var appConstraints: [LogConstraint] { listed.filter { $0.owner == .app } }

  /// The constraint with `id`.
  public func constraint(_ id: String) -> LogConstraint? {
    constraints.first { $0.id == id }
  }

  /// The solver constraint with `id`.
  func solverConstraint(_ id: String) -> Constraint? { solverConstraints[id] }

  /// The readable name of the object the log printed as `reference`.
  public func objectName(_ reference: LogObjectReference) -> String? {
    objects.first { $0.reference?.identity == reference.identity }?.name
  }

  /// The listed (not implicit) constraints.
  public var listed: [LogConstraint] { constraints.filter { !$0.implicit } }
}
