import Cassowary
import Layout

/// A fix for a log, checked on its rebuilt layout: the lyt commands, what they do, and the
/// change to make in the app's code.
public struct LogFix: Equatable, Sendable {
  /// The change in the app's code, by the log's constraint ids; ``LogFixText`` words it with the
  /// constraints as the log printed them.
  public enum Change: Equatable, Sendable {
    /// Give required constraints a lower priority, before activating them.
    case lowerPriority([String], to: Double)
    /// Give an optional constraint another priority.
    case setPriority(String, to: Double)
    /// Change a constraint's relation (`==` to `<=` or `>=`).
    case setRelation(String, to: Relation)
    /// Change a constraint's constant.
    case setConstant(String, to: Double)
    /// Remove (deactivate) a constraint.
    case deactivate(String)
    /// Change a view's content hugging (or, when `hugging` is false, compression resistance).
    case setContentPriority(view: String, axis: Axis, hugging: Bool, to: Double)
    /// Add a constraint, as written.
    case add(String)
    /// Stop a view translating its autoresizing mask into constraints.
    case stopTranslating(String)
  }

  /// The commands, as typed in a session that imported the log (`deactivate k2; …`).
  public var command: String
  /// What the fix does to the frames (`UIView_6ee0 grows to 80 tall; k6 gives way`): the words
  /// lyt's sessions give a fix's effect, which the caller that checked the fix in a session
  /// (`Session.fixes(forLog:)` in `LogImport`) writes, since the typed effect is the session's.
  public var effect: String
  /// The same change in the app's code.
  public var change: Change

  /// Creates a fix.
  public init(command: String, effect: String, change: Change) {
    self.command = command
    self.effect = effect
    self.change = change
  }
}
