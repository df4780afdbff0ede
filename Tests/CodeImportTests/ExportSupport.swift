import CodeImport
import CommandLanguage
import Layout
import Script
import Testing

/// A session after running lyt commands (every one must succeed).
func exportSession(
  _ script: String, files: InMemoryFiles = InMemoryFiles(), sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Session {
  var session = Session(files: files)
  let parsed = Parser.parse(script, file: "t.lyt")
  #expect(parsed.errors.isEmpty, "\(parsed.errors.map(\.message))", sourceLocation: sourceLocation)
  for statement in parsed.statements {
    do {
      _ = try session.execute(statement)
    } catch {
      Issue.record("\(statement): \(error.message)", sourceLocation: sourceLocation)
    }
  }
  return session
}

/// The code `export LANGUAGE` prints for the session `script` builds.
func exported(_ script: String, as language: ExportLanguage, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> String
{
  CodeExporter.export(exportSession(script, sourceLocation: sourceLocation).exportModel, as: language).text
}
