import CodeImport
import CommandLanguage
import Layout

extension Session {
  /// The session's views and user constraints as a model for the code export.
  public var exportModel: ExportModel {
    ExportModel(engine: state.engine, classes: state.codeClasses)
  }

  /// `export LANGUAGE [FILE]`: the code, printed, or written to `file` (the session is unchanged
  /// either way).
  mutating func export(_ language: ExportLanguage, to file: Name?) throws(SessionError) -> Confirmation {
    let export = CodeExporter.export(exportModel, as: language)
    guard let file else { return .exported(export, file: nil) }
    do {
      try files.write(export.text, to: file.value)
    } catch {
      throw SessionError(.file(.cannotWriteExport(file: file.value, error)), at: file.range)
    }
    return .exported(export, file: file.value)
  }
}
