import CommandLanguage
import InterfaceBuilder
import Layout

// The fixes of `lyt check`: the scene imported into a fresh session, exactly as
// `import storyboard` does, and the checked fixes of its conflicts and ambiguous views — so
// both give the same advice — each said as the change to make in Interface Builder.

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
    return problems.map { problem in
      let fixes: [Fix]
      switch problem {
      case .conflict(let id): fixes = session.fixes(for: .broken(id))
      case .ambiguous(let view, let component):
        fixes = session.fixes(for: .ambiguous(ItemComponent(item: ItemID(view), component: component)))
      }
      return fixes.map { fix in
        var effect = fix.effect
        effect.givesWay = effect.givesWay.map(words.ibID)
        return CheckFix(
          command: fix.line, effect: FixText.effect(effect), inInterfaceBuilder: words.describe(fix.action))
      }
    }
  }
}

/// A fix in Interface Builder's terms: constraints by their equation and Interface Builder id,
/// views by their outline name and id, the inspectors' field names.
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

  /// `view.width == 343 (cRm-ct-w01)`.
  func constraint(_ id: String) -> String {
    guard let info = engine.constraint(ConstraintID(id)) else { return ibID(id) }
    return "\(info.constraint) (\(ibID(id)))"
  }

  /// `"Total" (cRm-lb-001)`.
  func view(_ name: String) -> String {
    guard let view = views[name] else { return name }
    return "\"\(view.outlineName)\" (\(view.id))"
  }

  /// The session's view names an expression uses, each once, in order.
  func viewNames(in expression: String) -> [String] {
    var names: [String] = []
    let words = expression.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    for word in words where views[word] != nil && !names.contains(word) { names.append(word) }
    return names
  }

  /// The change `action` makes, as a developer makes it in Interface Builder.
  func describe(_ action: FixAction) -> String {
    switch action {
    case .lowerPriority(let ids, let priority):
      return "set the Priority of " + ids.map(constraint).joined(separator: " and ") + " to "
        + Display.priority(priority)
    case .setPriority(let id, let priority):
      return "set the Priority of \(constraint(id)) to \(Display.priority(priority))"
    case .setRelation(let id, let relation):
      let word = relation == .lessThanOrEqual ? "Less Than or Equal" : "Greater Than or Equal"
      return "change the Relation of \(constraint(id)) to \(word)"
    case .setConstant(let id, let constant):
      return "change the Constant of \(constraint(id)) to \(Display.number(constant))"
    case .deactivate(let id):
      return "delete \(constraint(id)) (or uncheck Installed)"
    case .setContentPriority(let name, let axis, let hugging, let priority):
      let field = hugging ? "Content Hugging Priority" : "Content Compression Resistance Priority"
      return "set the \(field) of \(view(name)), \(axis == .horizontal ? "Horizontal" : "Vertical"), to "
        + Display.priority(priority)
    case .add(let expression):
      let named = viewNames(in: expression).map { "\($0) is \(view($0))" }
      return "add the constraint \(expression)" + (named.isEmpty ? "" : " (\(named.joined(separator: ", ")))")
    case .stopTranslating(let name):
      return "give \(view(name)) constraints instead of its autoresizing mask "
        + "(translatesAutoresizingMaskIntoConstraints off)"
    }
  }
}
