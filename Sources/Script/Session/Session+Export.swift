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
  mutating func export(_ language: ExportLanguage, to file: Name?) throws(SessionError) -> [String] {
    let export = CodeExporter.export(exportModel, as: language)
    guard let file else {
      var lines = export.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      return lines
    }
    do {
      try files.write(export.text, to: file.value)
    } catch {
      throw SessionError.at(
        file.range, "cannot write '\(file.value)': \(error.reason)",
        hint: "check that the folder exists and is writable, or leave out FILE to print the code")
    }
    var summary = "wrote \(file.value): \(plural(export.viewCount, "view")), "
    if export.guideCount > 0 { summary += "\(plural(export.guideCount, "guide")), " }
    summary += "\(plural(export.constraintCount, "constraint")) as \(language.displayName)"
    if export.fallbackCount > 0 {
      summary +=
        language == .vfl
        ? " (\(export.fallbackCount) not in a VFL line, listed in lyt's syntax)"
        : " (\(export.fallbackCount) as anchors below the blocks)"
    }
    return [summary]
  }
}
