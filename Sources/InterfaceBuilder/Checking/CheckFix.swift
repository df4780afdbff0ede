import Layout

/// A checked fix of a finding: the change in Interface Builder's terms, the commands that make
/// it in a session of the scene (`import storyboard`), and what it does to the layout. The
/// advice engine of lyt's sessions tried it on a copy of the scene and kept it only because it
/// removes the problem and breaks nothing else (docs/ADVICE.md).
public struct CheckFix: Equatable, Sendable {
  /// The commands, in a session of the imported scene: `set constant cRm_ct_w01 343`.
  public var command: String
  /// What it does, in a few words: `dashedRuleView narrows to 343; cRm-ct-w01 gives way`. The
  /// words lyt's sessions give a fix's effect, written by the advisor that checked the fix in a
  /// session (`Session.fixes(forScene:problems:)` in Script), since the typed effect is the
  /// session's and this module does not depend on Script.
  public var effect: String
  /// The change to make in Interface Builder, naming the constraint by its equation and id:
  /// `change the Constant of dashedRuleView.width == 568 (cRm-ct-w01) to 343`.
  public var inInterfaceBuilder: String

  /// A fix.
  public init(command: String, effect: String, inInterfaceBuilder: String) {
    self.command = command
    self.effect = effect
    self.inInterfaceBuilder = inInterfaceBuilder
  }
}

/// A problem of a scene whose fixes the advice engine is asked for, in the names of the scene
/// imported for a session (``ImportedScene``).
public enum SceneProblem: Equatable, Sendable {
  /// A conflict, by the session id of the constraint the engine broke.
  case conflict(broken: String)
  /// An ambiguous view, by its name in the session, and its first open component.
  case ambiguous(view: String, component: FrameComponent)
}

/// Checked fixes for a scene's problems: one list per problem, in order. `lyt` passes the
/// session's advice engine (``StoryboardChecker/check(text:file:options:)``); a library user
/// without one gets reports without fixes.
public typealias SceneAdvisor = (_ scene: ImportedScene, _ problems: [SceneProblem]) -> [[CheckFix]]
