import Cassowary

/// What a fix changes, in the developer's terms: lyt's advice spells it as commands, and each
/// surface words it as the change to make in the app's code (a log's fixes, a storyboard's).
public enum FixAction: Equatable, Sendable {
  /// Give required or optional constraints a lower priority (999: they give way).
  case lowerPriority([String], to: Double)
  /// Give an optional constraint another priority.
  case setPriority(String, to: Double)
  /// Change a constraint's relation (`==` to `<=` or `>=`).
  case setRelation(String, to: Relation)
  /// Change a constraint's constant.
  case setConstant(String, to: Double)
  /// Deactivate a constraint.
  case deactivate(String)
  /// Change a view's content hugging (or, when `hugging` is false, compression resistance).
  case setContentPriority(view: String, axis: Axis, hugging: Bool, to: Double)
  /// Add a constraint.
  case add(String)
  /// Stop a view translating its autoresizing mask into constraints (with the constraints that
  /// keep what only the mask decided, when the fix adds some).
  case stopTranslating(String)
}
