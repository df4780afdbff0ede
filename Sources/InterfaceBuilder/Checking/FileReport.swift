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
  /// The device the scenes were laid out for instead of the file's own (`--device`).
  public var checkedDevice: Device?

  /// What `--device` changes, for the reader: nil without it.
  public var deviceSentence: String? {
    guard let device = checkedDevice else { return nil }
    let own = document?.deviceID.map { id in Device.named(id).map { "\($0.name) (\($0.id))" } ?? id }
    return "laid out for --device \(device.name) (\(device.id)): misplaced views are not checked, "
      + "the stored frames being for " + (own ?? "the file's own canvas")
  }

  /// Every finding of the file, document-wide first, then scene by scene.
  public var allFindings: [Finding] { findings + scenes.flatMap(\.findings) }

  /// How many findings are warnings.
  public var warningCount: Int { allFindings.filter { $0.severity == .warning }.count }

  /// How many findings are notes.
  public var noteCount: Int { allFindings.filter { $0.severity == .note }.count }
}

/// How `lyt check` checks: what explains conflicts, what fixes problems, and the device to lay
/// the scenes out for.
public struct CheckOptions {
  /// Explains a conflict's arithmetic; nil lists its members only.
  public var explainer: ConflictExplainer?
  /// Gives checked fixes for conflicts and ambiguous views; nil gives none.
  public var advisor: SceneAdvisor?
  /// The device to lay controllers' views out for instead of the file's own (`--device`); then
  /// stored frames say nothing, and misplacement is not checked.
  public var device: Device?

  /// Options.
  public init(explainer: ConflictExplainer? = nil, advisor: SceneAdvisor? = nil, device: Device? = nil) {
    self.explainer = explainer
    self.advisor = advisor
    self.device = device
  }
}

/// Checks storyboards and XIBs as Interface Builder would: reads the file, builds each scene
/// with Apple's semantics, solves it, and reports (docs/STORYBOARDS.md).
public enum StoryboardChecker {
  /// The report of the file at `path`, read by lyt's input rules (``InputFile``).
  public static func check(path: String, limit: InputLimit = .standard, options: CheckOptions = CheckOptions())
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
    return check(text: text, file: path, options: options)
  }

  /// The report of a document's text, named `file` in the report.
  public static func check(text: String, file: String, options: CheckOptions = CheckOptions()) -> FileReport {
    let document: IBDocument
    do {
      document = try DocumentReader.read(text)
    } catch {
      return FileReport(file: file, document: nil, error: error, scenes: [], findings: [])
    }
    let owners = sceneOfID(document)
    var building = SceneBuilder.Options()
    building.device = options.device
    let scenes = document.scenes.filter { !$0.roots.isEmpty }.map { scene in
      let report = SceneChecker.check(
        SceneBuilder.build(scene, document: document, sceneOfID: owners, options: building), document: document,
        explainer: options.explainer)
      guard let advisor = options.advisor else { return report }
      return SceneAdvice.advise(report, document: document, sceneOfID: owners, options: building, advisor: advisor)
    }
    let findings = document.problems.map { problem in
      Finding(
        problem.isWarning ? .warning : .note, .input, title: "Input", message: problem.message, at: problem.position)
    }
    return FileReport(
      file: file, document: document, error: nil, scenes: scenes, findings: findings, checkedDevice: options.device)
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
