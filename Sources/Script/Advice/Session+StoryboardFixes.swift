import CommandLanguage
import InterfaceBuilder
import Layout

// The fixes of `lyt check`: the scene imported into a fresh session, exactly as
// `import storyboard` does, and the checked fixes of its conflicts and ambiguous views — so
// both give the same advice — each with the names Interface Builder gives what it changes
// (`CheckFixText` says it as the change to make there).

extension Session {
  /// The checked fixes of each of `problems` of `scene` (a ``SceneAdvisor``), in order: the
  /// scene made a session, then ``fixes(for:)`` of each conflict's broken constraint and each
  /// ambiguous view's open component, changing only the file's constraints and views.
  public static func fixes(forScene scene: ImportedScene, problems: [SceneProblem]) -> [[CheckFix]] {
    var session = Session()
    var engine = scene.engine
    _ = engine.takeChanges()
    session.state.engine = engine
    let words = StoryboardFixText(scene: scene, engine: engine)
    let sessionProblems = problems.map { problem -> Problem in
      switch problem {
      case .conflict(let id): .broken(id)
      case .ambiguous(let view, let component): .ambiguous(ItemComponent(item: ItemID(view), component: component))
      }
    }
    session.prepareFixes(for: sessionProblems)
    return sessionProblems.map { problem in
      session.fixes(for: problem).map { fix in
        var effect = fix.effect
        effect.givesWay = effect.givesWay.map(words.ibID)
        return CheckFix(
          command: fix.line, effect: FixText.effect(effect), change: fix.action, names: words.names(for: fix.action))
      }
    }
  }
}

/// How the scene names the session's constraints and views: constraints by their Interface
/// Builder id, views by their outline name and id.
struct StoryboardFixText {
  let scene: ImportedScene
  let engine: LayoutEngine
  private let ibIDs: [String: String]
  private let views: [String: ImportedScene.View]

  init(scene: ImportedScene, engine: LayoutEngine) {
    self.scene = scene
    self.engine = engine
    ibIDs = Dictionary(scene.renamedConstraints.map { ($0.session, $0.ib) }) { first, _ in first }
    views = Dictionary(scene.views.map { ($0.name, $0) }) { first, _ in first }
  }

  /// The Interface Builder id of session constraint `id` (itself when it was not renamed).
  func ibID(_ id: String) -> String { ibIDs[id] ?? id }

  /// What Interface Builder calls the constraints and views `action` names (for `add`, the
  /// views its expression names).
  func names(for action: FixAction) -> SceneNames {
    var names = SceneNames()
    func constraint(_ id: String) {
      names.constraints[id] = SceneNames.Constraint(definition: engine.definition(of: ConstraintID(id)), ibID: ibID(id))
    }
    func view(_ name: String) {
      guard let view = views[name] else { return }
      names.views[name] = SceneNames.View(outlineName: view.outlineName, id: view.id)
    }
    switch action {
    case .lowerPriority(let ids, _): ids.forEach(constraint)
    case .setPriority(let id, _), .setRelation(let id, _), .setConstant(let id, _), .deactivate(let id):
      constraint(id)
    case .setContentPriority(let name, _, _, _), .stopTranslating(let name): view(name)
    case .add(let expression):
      for word in SceneNames.names(in: expression) { view(word) }
    }
    return names
  }
}
