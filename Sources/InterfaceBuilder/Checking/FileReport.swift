import BoundedInput
import Layout

/// What `lyt check` found in one file: the document and a report per scene, or why the file
/// could not be read.
public struct FileReport {
  /// The file's path as given.
  public var file: String
  /// The document, when it could be read.
  public var document: IBDocument?
  /// Why the file could not be read (exit code 2).
  public var error: DocumentError?
  /// The scenes' reports, in file order.
  public var scenes: [SceneReport]
  /// Findings about the document as a whole (elements read in lyt's own way, variations).
  public var findings: [Finding]

  /// Every finding of the file, document-wide first, then scene by scene.
  public var allFindings: [Finding] { findings + scenes.flatMap(\.findings) }

  /// How many findings are warnings.
  public var warningCount: Int { allFindings.filter { $0.severity == .warning }.count }

  /// How many findings are notes.
  public var noteCount: Int { allFindings.filter { $0.severity == .note }.count }
}

/// Checks storyboards and XIBs as Interface Builder would: reads the file, builds each scene
/// with Apple's semantics, solves it, and reports (docs/STORYBOARDS.md).
public enum StoryboardChecker {
  /// The report of the file at `path`, read by lyt's input rules (``InputFile``).
  public static func check(path: String, limit: InputLimit = .standard, explainer: ConflictExplainer? = nil)
    -> FileReport
  {
    let text: String
    do {
      text = try InputFile.read(path, limit: limit)
    } catch {
      return FileReport(
        file: path, document: nil, error: DocumentError("cannot read '\(path)': \(error.reason)", at: nil),
        scenes: [], findings: [])
    }
    return check(text: text, file: path, explainer: explainer)
  }

  /// The report of a document's text, named `file` in the report.
  public static func check(text: String, file: String, explainer: ConflictExplainer? = nil) -> FileReport {
    let document: IBDocument
    do {
      document = try DocumentReader.read(text)
    } catch {
      return FileReport(file: file, document: nil, error: error, scenes: [], findings: [])
    }
    let owners = sceneOfID(document)
    let scenes = document.scenes.filter { !$0.roots.isEmpty }.map { scene in
      SceneChecker.check(
        SceneBuilder.build(scene, document: document, sceneOfID: owners), document: document, explainer: explainer)
    }
    let findings = document.problems.map { problem in
      Finding(
        problem.isWarning ? .warning : .note, .input, title: "Input", message: problem.message, at: problem.position)
    }
    return FileReport(file: file, document: document, error: nil, scenes: scenes, findings: findings)
  }

  /// Which scene holds each view and guide id of `document`.
  static func sceneOfID(_ document: IBDocument) -> [String: String] {
    var sceneOfID: [String: String] = [:]
    for scene in document.scenes {
      var pending = scene.roots
      while let view = pending.popLast() {
        sceneOfID[view.id] = scene.id
        for guide in [view.safeAreaGuideID, view.contentGuideID, view.frameGuideID].compactMap({ $0 }) {
          sceneOfID[guide] = scene.id
        }
        pending += view.subviews
      }
      for guide in scene.legacyGuides.keys { sceneOfID[guide] = scene.id }
    }
    return sceneOfID
  }
}
