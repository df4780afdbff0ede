import Layout

/// One scene of an Interface Builder document laid out for a lyt session (`import storyboard`):
/// the engine the checker builds, with constraint ids a script can name, and the table from
/// Interface Builder ids to the names the session uses.
public struct ImportedScene {
  /// One view of the scene.
  public struct View: Equatable, Sendable {
    /// The Interface Builder id.
    public var id: String
    /// The name in the session (`dashedRuleView`).
    public var name: String
    /// The class (the custom class when set).
    public var className: String
    /// The name Interface Builder's outline shows.
    public var outlineName: String
  }

  /// The scene's name as Interface Builder shows it.
  public var sceneName: String
  /// The scene's id.
  public var sceneID: String
  /// Where the scene starts in the file.
  public var position: SourcePosition
  /// The views, roots first, in tree order.
  public var views: [View]
  /// The engine, built and solved: views, guides, intrinsic sizes, margins, safe areas, the
  /// roots' sizes and every constraint the checker adds.
  public var engine: LayoutEngine
  /// The file's constraints whose ids are not names a script can use, with the id they have in
  /// the session (`2Vp-kA-nZL` → `c_2Vp_kA_nZL`).
  public var renamedConstraints: [(ib: String, session: String)]
  /// What was left out, each with its position in the file.
  public var leftOut: [ReadingProblem]
  /// The assumptions the layout rests on.
  public var assumptions: [SceneAssumption]
}

/// Why a scene cannot be imported.
public struct SceneImportError: Error, Equatable, Sendable {
  /// What went wrong.
  public var message: String
  /// Where in the file, when the file is at fault.
  public var position: SourcePosition?
  /// What to do about it.
  public var hint: String?
}
