import InterfaceBuilder

/// What `import storyboard` made: the scene, each view with its Interface Builder id, the
/// constraints whose ids were made into names, what was left out and what lyt assumed.
package struct StoryboardImport: Equatable, Sendable {
  /// A constraint whose Interface Builder id is not a name a script can use.
  package struct Renamed: Equatable, Sendable {
    /// Interface Builder's id (`sTs-ct-ht0`).
    package var ib: String
    /// The session's name for it (`sTs_ct_ht0`).
    package var session: String
  }

  /// The file the scene was read from, as the command names it.
  package var file: String
  /// The scene's name in Interface Builder's outline.
  package var sceneName: String
  /// The scene's id.
  package var sceneID: String
  /// The line of the file the scene starts on.
  package var line: Int
  /// The views, root first, with their names, ids and classes.
  package var views: [ImportedScene.View]
  /// How many constraints the session holds after the import.
  package var constraintCount: Int
  /// The constraints renamed, in the order they were read.
  package var renamed: [Renamed]
  /// What the scene holds that lyt did not import, with where.
  package var leftOut: [ReadingProblem]
  /// What lyt assumed (sizes, safe areas, margins).
  package var assumptions: [SceneAssumption]
}

extension StoryboardImport {
  /// The facts of `scene`, read from `file`.
  init(_ scene: ImportedScene, file: String) {
    self.init(
      file: file, sceneName: scene.sceneName, sceneID: scene.sceneID, line: scene.position.line, views: scene.views,
      constraintCount: scene.engine.constraints.count,
      renamed: scene.renamedConstraints.map { Renamed(ib: $0.ib, session: $0.session) }, leftOut: scene.leftOut,
      assumptions: scene.assumptions)
  }
}
