import CommandLanguage
import InterfaceBuilder
import Layout

extension Session {
  /// `import storyboard FILE [SCENE]`: lays the scene out as `lyt check` does and makes it the
  /// session, as one undo step: its views named from their outline names, its constraints with
  /// their Interface Builder ids (made into names a script can use when they are not), the
  /// sizes the checker assumes. The session must be empty; on any error it is unchanged.
  mutating func importStoryboard(_ file: Name, scene: Name?, at range: SourceRange) throws(SessionError)
    -> [Confirmation]
  {
    guard state.engine.items.isEmpty else {
      throw SessionError.at(
        range, "`import storyboard` starts a session, and this one already has views",
        hint: "`reset` first, or import into a fresh session")
    }
    let text: String
    do {
      text = try files.read(file.value)
    } catch {
      throw SessionError.at(file.range, "cannot read '\(file.value)': \(error.reason)")
    }
    let imported: ImportedScene
    switch SceneImporter.importScene(text: text, selector: scene?.value) {
    case .success(let scene): imported = scene
    case .failure(let error): throw importError(error, file: file, scene: scene, text: text, at: range)
    }
    var engine = imported.engine
    _ = engine.takeChanges()
    state.engine = engine
    return [.storyboard(StoryboardImport(imported, file: file.value))]
  }

  /// An error in the file points into it (with a note at the command); one about the scene
  /// points at the scene's name, or at the file when none was given.
  private func importError(
    _ error: SceneImportError, file: Name, scene: Name?, text: String, at range: SourceRange
  ) -> SessionError {
    guard let position = error.position else {
      return SessionError.at(scene?.range ?? file.range, error.message, hint: error.hint)
    }
    let source = SourceText(text, file: file.value)
    let location = SourceLocation(file: file.value, line: position.line, column: position.column, offset: 0)
    let inFile = SessionError.at(SourceRange(at: location), error.message, hint: error.hint)
    let note = Diagnostic(.note, "while importing '\(file.value)'", at: range)
    return inFile.loaded(from: source, note: note)
  }
}
