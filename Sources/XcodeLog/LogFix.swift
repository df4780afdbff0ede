import Cassowary
import Layout

/// A fix for a log, checked on its rebuilt layout: the lyt commands, what they do, and the
/// change to make in the app's code.
public struct LogFix: Equatable, Sendable {
  /// The commands, as typed in a session that imported the log (`deactivate k2; …`).
  public var command: String
  /// What the fix does to the frames (`UIView_6ee0 grows to 80 tall; k6 gives way`): the words
  /// lyt's sessions give a fix's effect, which the caller that checked the fix in a session
  /// (`Session.fixes(forLog:)` in `LogImport`) writes, since the typed effect is the session's.
  public var effect: String
  /// The same change in the app's code, by the log's constraint ids: ``LogFixText`` words it
  /// with the constraints as the log printed them.
  public var change: FixAction

  /// Creates a fix.
  public init(command: String, effect: String, change: FixAction) {
    self.command = command
    self.effect = effect
    self.change = change
  }
}
