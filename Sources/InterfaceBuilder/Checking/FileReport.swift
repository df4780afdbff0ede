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
  /// The size-class configurations the file's variations apply in, each checked.
  public var variations: [VariationReport] = []

  /// Every finding of the file, document-wide first, then scene by scene.
  public var allFindings: [Finding] {
    findings + scenes.flatMap(\.findings) + variations.flatMap { $0.scenes.flatMap(\.findings) }
  }

  /// How many findings are warnings.
  public var warningCount: Int { allFindings.filter { $0.severity == .warning }.count }

  /// How many findings are notes.
  public var noteCount: Int { allFindings.filter { $0.severity == .note }.count }
}

/// One size-class configuration of a file, checked: the device it was laid out on, the
/// variations that apply in it, and the scenes they change.
public struct VariationReport {
  /// The configuration (both classes given).
  public var sizeClass: SizeClassVariation
  /// The device and orientation it was laid out on.
  public var layout: VariationDevice
  /// The keys of the file's variations that apply in it, as written.
  public var keys: [String]
  /// The scenes those variations change, each laid out in the configuration.
  public var scenes: [SceneReport]
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
        file: path, document: nil,
        error: DocumentError("cannot read '\(path)': \(InputErrorText.reason(error))", at: nil),
        scenes: [], findings: [])
    }
    return check(text: text, file: path, options: options)
  }

  /// The report of a document's text, named `file` in the report.
  public static func check(text: String, file: String, options: CheckOptions = CheckOptions()) -> FileReport {
    let tree: XMLNode
    let document: IBDocument
    do {
      tree = try DocumentReader.tree(text)
      document = try DocumentReader.read(tree: tree)
    } catch {
      return FileReport(file: file, document: nil, error: error, scenes: [], findings: [])
    }
    var building = SceneBuilder.Options()
    building.device = options.device
    let scenes = check(document.scenes.filter { !$0.roots.isEmpty }, of: document, building: building, options: options)
    let findings = document.problems.map(Finding.init)
    var report = FileReport(
      file: file, document: document, error: nil, scenes: scenes, findings: findings, checkedDevice: options.device)
    report.variations = checkVariations(tree, document: document, options: options, known: report.allFindings)
    return report
  }

  /// Each size-class configuration some variation of `document` applies in, laid out on a device
  /// of its classes (docs/STORYBOARDS.md §2.5): the scenes those variations change, with the
  /// findings the default configuration (`known`) does not already list as input problems.
  static func checkVariations(_ tree: XMLNode, document: IBDocument, options: CheckOptions, known: [Finding])
    -> [VariationReport]
  {
    guard document.platform == .iOS, !document.variations.isEmpty else { return [] }
    let preferred = options.device ?? document.deviceID.flatMap(Device.named)
    var reports: [VariationReport] = []
    for configuration in SizeClassVariation.configurations {
      let keys = document.variations.filter { $0.applies(in: configuration) }.map(\.key)
      guard !keys.isEmpty,
        let layout = VariationDevice.choose(for: configuration, preferred: preferred, landscape: document.landscape),
        var variant = try? DocumentReader.read(tree: tree, configuration: configuration)
      else { continue }
      variant.landscape = layout.landscape
      var building = SceneBuilder.Options()
      building.device = layout.device
      building.sizeClass = configuration
      let changed = variant.scenes.filter { !$0.roots.isEmpty && !$0.variationKeys.isDisjoint(with: keys) }
      var scenes = check(changed, of: variant, building: building, options: options)
      for index in scenes.indices {
        scenes[index].findings.removeAll { finding in
          finding.kind == .input && known.contains { $0.message == finding.message && $0.position == finding.position }
        }
        for finding in scenes[index].findings.indices { scenes[index].findings[finding].sizeClass = configuration }
      }
      reports.append(VariationReport(sizeClass: configuration, layout: layout, keys: keys, scenes: scenes))
    }
    return reports
  }

  /// The reports of `scenes` of `document`, built with `building`, with their fixes when asked.
  static func check(
    _ scenes: [IBScene], of document: IBDocument, building: SceneBuilder.Options, options: CheckOptions
  ) -> [SceneReport] {
    let owners = sceneOfID(document)
    return scenes.map { scene in
      let report = SceneChecker.check(
        SceneBuilder.build(scene, document: document, sceneOfID: owners, options: building), document: document,
        explainer: options.explainer)
      guard let advisor = options.advisor else { return report }
      return SceneAdvice.advise(report, document: document, sceneOfID: owners, options: building, advisor: advisor)
    }
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
