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
      throw SessionError(.importing(.storyboardIntoNonEmptySession), at: range)
    }
    let text: String
    do {
      text = try files.read(file.value)
    } catch {
      throw SessionError(.file(.cannotRead(file: file.value, error)), at: file.range)
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
      return SessionError(.importing(.storyboard(error)), at: scene?.range ?? file.range)
    }
    let source = SourceText(text, file: file.value)
    let location = SourceLocation(file: file.value, line: position.line, column: position.column, offset: 0)
    let inFile = SessionError(.importing(.storyboard(error)), at: SourceRange(at: location))
    return inFile.loaded(from: source, note: .importing(file: file.value), at: range)
  }
}
