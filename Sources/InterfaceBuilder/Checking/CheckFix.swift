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
  /// The change, in the names of the scene's session; ``CheckFixText`` says it as a developer
  /// makes it in Interface Builder (`change the Constant of dashedRuleView.width == 568
  /// (cRm-ct-w01) to 343`), with ``names``.
  public var change: FixAction
  /// What Interface Builder calls the constraints and views ``change`` names.
  public var names: SceneNames

  /// A fix.
  public init(command: String, effect: String, change: FixAction, names: SceneNames) {
    self.command = command
    self.effect = effect
    self.change = change
    self.names = names
  }
}

/// What Interface Builder calls constraints and views, by their names in a session of the
/// imported scene (``ImportedScene`` renames ids that are not valid lyt names).
public struct SceneNames: Equatable, Sendable {
  /// A constraint: its definition in the session and its Interface Builder id.
  public struct Constraint: Equatable, Sendable {
    /// The constraint as the session holds it (nil when it has none).
    public var definition: LayoutConstraint?
    /// The id in the file (`cRm-ct-w01`), or the session id when it was not renamed.
    public var ibID: String

    /// A constraint's names.
    public init(definition: LayoutConstraint?, ibID: String) {
      self.definition = definition
      self.ibID = ibID
    }
  }

  /// A view: its name in the document outline and its id in the file.
  public struct View: Equatable, Sendable {
    /// The outline's name (`Total`).
    public var outlineName: String
    /// The id in the file (`cRm-lb-001`).
    public var id: String

    /// A view's names.
    public init(outlineName: String, id: String) {
      self.outlineName = outlineName
      self.id = id
    }
  }

  /// The constraints, by session id.
  public var constraints: [String: Constraint]
  /// The views, by session name.
  public var views: [String: View]

  /// Names for the given constraints and views.
  public init(constraints: [String: Constraint] = [:], views: [String: View] = [:]) {
    self.constraints = constraints
    self.views = views
  }

  /// The session's view names `expression` uses that this table names, each once, in order.
  public func viewNames(in expression: String) -> [String] {
    var names: [String] = []
    for word in Self.names(in: expression) where views[word] != nil && !names.contains(word) { names.append(word) }
    return names
  }

  /// The words of `expression` that can be names (letters, digits and `_`), in order.
  public static func names(in expression: String) -> [String] {
    expression.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
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
