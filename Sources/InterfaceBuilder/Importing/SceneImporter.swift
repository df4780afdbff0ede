import Layout

/// Reads a document and lays one of its scenes out for a session (`import storyboard`).
public enum SceneImporter {
  /// The scene of `text` that `selector` names (its name as the outline shows it, or its id);
  /// without a selector, the only scene with views.
  public static func importScene(text: String, selector: String?) -> Result<ImportedScene, SceneImportError> {
    let document: IBDocument
    do {
      document = try DocumentReader.read(text)
    } catch {
      return .failure(SceneImportError(message: error.message, position: error.position, hint: nil))
    }
    let scenes = document.scenes.filter { !$0.roots.isEmpty }
    let chosen: IBScene
    switch choose(selector, among: scenes) {
    case .success(let scene): chosen = scene
    case .failure(let error): return .failure(error)
    }
    return .success(imported(chosen, document: document, sceneOfID: StoryboardChecker.sceneOfID(document)))
  }

  /// Scene `chosen` of `document` laid out for a session, with constraint ids a script can name;
  /// `options` as the checker builds (its device).
  static func imported(
    _ chosen: IBScene, document: IBDocument, sceneOfID: [String: String],
    options: SceneBuilder.Options = SceneBuilder.Options()
  ) -> ImportedScene {
    var builder = options
    builder.constraintID = SessionIDs()
    let built = SceneBuilder.build(chosen, document: document, sceneOfID: sceneOfID, options: builder)
    let views = built.viewIDs.compactMap { id -> ImportedScene.View? in
      guard let view = built.view(id), let name = built.name(of: id) else { return nil }
      return ImportedScene.View(id: id, name: name, className: view.className, outlineName: view.displayName)
    }
    let renamed = built.constraintOrder.compactMap { id in
      built.engineIDs[id].flatMap { $0 == id ? nil : (ib: id, session: $0) }
    }
    let assumptions = built.roots.compactMap { built.environments[$0]?.assumptions }.flatMap { $0 }
    return ImportedScene(
      sceneName: chosen.name, sceneID: chosen.id, position: chosen.position, views: views, engine: built.engine,
      renamedConstraints: renamed, leftOut: document.problems + built.problems, assumptions: assumptions)
  }

  /// The scene `selector` names, or why there is none.
  static func choose(_ selector: String?, among scenes: [IBScene]) -> Result<IBScene, SceneImportError> {
    let listing = scenes.map { "\"\($0.name)\" (\($0.id))" }.joined(separator: ", ")
    guard let selector else {
      if scenes.count == 1, let only = scenes.first { return .success(only) }
      if scenes.isEmpty {
        return .failure(SceneImportError(message: "the file has no scene with views", position: nil, hint: nil))
      }
      return .failure(
        SceneImportError(
          message: "the file has \(scenes.count) scenes: \(listing)", position: nil,
          hint: "name one after the file, by its name or id: import storyboard FILE \"\(scenes[0].name)\""))
    }
    let byID = scenes.filter { $0.id == selector }
    let byName = scenes.filter { $0.name == selector }
    if let scene = byID.first ?? (byName.count == 1 ? byName.first : nil) { return .success(scene) }
    if byName.count > 1 {
      return .failure(
        SceneImportError(
          message: "\(byName.count) scenes are named \"\(selector)\"", position: nil,
          hint: "name it by its id: " + byName.map(\.id).joined(separator: ", ")))
    }
    return .failure(
      SceneImportError(
        message: "the file has no scene \"\(selector)\"; its scenes: \(listing)", position: nil,
        hint: "name a scene as the list shows it, or by its id"))
  }
}

/// Constraint ids a script can name: an Interface Builder id that is a lyt name stays as it is;
/// another gets `-` and other characters as `_`, and a `c_` in front when it does not start
/// with a letter (`2Vp-kA-nZL` → `c_2Vp_kA_nZL`), with a number when that is taken.
struct SessionIDs {
  private var taken: Set<String> = []

  /// The session id for Interface Builder constraint id `id`.
  mutating func callAsFunction(_ id: String) -> String {
    var base = String(id.unicodeScalars.map { Self.isNameCharacter($0) ? Character($0) : "_" })
    if let first = base.unicodeScalars.first, !Self.isLetter(first) && first != "_" { base = "c_" + base }
    if base.isEmpty { base = "c" }
    var name = base
    var counter = 2
    while taken.contains(name) {
      name = "\(base)_\(counter)"
      counter += 1
    }
    taken.insert(name)
    return name
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value >= 65 && scalar.value <= 90) || (scalar.value >= 97 && scalar.value <= 122)
  }

  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isLetter(scalar) || (scalar.value >= 48 && scalar.value <= 57) || scalar == "_"
  }
}
