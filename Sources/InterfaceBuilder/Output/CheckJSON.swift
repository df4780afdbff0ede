import Layout

/// The JSON document of `lyt check --format json` (docs/STORYBOARDS.md §6): per file the
/// document's target, the findings, and per scene every view keyed by its Interface Builder id
/// with its class, name, solved and stored frames (the file's own coordinates, relative to the
/// superview), verdicts and flags, the conflicts with their minimal sets, and the assumptions.
public enum CheckJSON {
  /// The document for `reports`.
  public static func document(_ reports: [FileReport]) -> String {
    "{\"files\": [\n" + reports.map(file).joined(separator: ",\n") + "\n]}\n"
  }

  static func file(_ report: FileReport) -> String {
    var fields = ["\"file\": \(string(report.file))"]
    if let error = report.error {
      fields.append(
        "\"error\": {\"message\": \(string(error.message)), \"line\": \(error.position.map { "\($0.line)" } ?? "null"), "
          + "\"column\": \(error.position.map { "\($0.column)" } ?? "null")}")
      fields.append("\"warnings\": 0, \"notes\": 0, \"findings\": [], \"scenes\": [], \"variations\": []")
      return "{" + fields.joined(separator: ", ") + "}"
    }
    fields.append("\"error\": null")
    if let document = report.document {
      fields.append(
        "\"document\": {\"kind\": \(string(document.kind.rawValue)), \"platform\": \(string(document.platform.rawValue)), "
          + "\"tools_version\": \(document.toolsVersion.map(ReportNumbers.text) ?? "null"), "
          + "\"device\": \(document.deviceID.map(string) ?? "null"), "
          + "\"checked_device\": \(report.checkedDevice.map { string($0.id) } ?? "null")}")
    }
    fields.append("\"warnings\": \(report.warningCount), \"notes\": \(report.noteCount)")
    fields.append("\"findings\": [" + report.findings.map(finding).joined(separator: ", ") + "]")
    fields.append("\"scenes\": [\n" + report.scenes.map(scene).joined(separator: ",\n") + "]")
    fields.append("\"variations\": [" + report.variations.map(variation).joined(separator: ",\n") + "]")
    return "{" + fields.joined(separator: ",\n ") + "}"
  }

  /// A size-class configuration: its names, the variations that apply, where it was laid out,
  /// and its scenes as `scenes` holds the default's.
  static func variation(_ report: VariationReport) -> String {
    let fields = [
      "\"size_class\": \(string(report.sizeClass.shortName))", "\"name\": \(string(report.sizeClass.longName))",
      "\"width_class\": \(string(report.sizeClass.width?.rawValue ?? ""))",
      "\"height_class\": \(string(report.sizeClass.height?.rawValue ?? ""))",
      "\"keys\": [" + report.keys.map(string).joined(separator: ", ") + "]",
      "\"device\": \(string(report.layout.device.id))",
      "\"orientation\": \(string(report.layout.landscape ? "landscape" : "portrait"))",
      "\"scenes\": [\n" + report.scenes.map(scene).joined(separator: ",\n") + "]",
    ]
    return "{" + fields.joined(separator: ",\n ") + "}"
  }

  static func scene(_ report: SceneReport) -> String {
    var fields = [
      "\"id\": \(string(report.scene.id))", "\"name\": \(string(report.scene.name))",
      "\"line\": \(report.scene.position.line)", "\"column\": \(report.scene.position.column)",
      "\"roots\": [" + report.built.tree.roots.map(string).joined(separator: ", ") + "]",
    ]
    let views = report.views.map { view in
      "    \(string(view.id)): " + self.view(view, parent: report.built.parent(of: view.id))
    }
    fields.append("\"views\": {\n" + views.joined(separator: ",\n") + "}")
    fields.append("\"conflicts\": [" + report.conflicts.map(conflict).joined(separator: ", ") + "]")
    fields.append("\"findings\": [" + report.findings.map(finding).joined(separator: ",\n    ") + "]")
    fields.append(
      "\"assumptions\": ["
        + report.assumptions.map { string(StoryboardFindingText.assumption($0)) }.joined(separator: ", ") + "]")
    return "  {" + fields.joined(separator: ",\n  ") + "}"
  }

  static func view(_ view: SceneReport.ViewVerdict, parent: String?) -> String {
    let fields = [
      "\"class\": \(string(view.className))", "\"name\": \(string(view.name))",
      "\"lyt_name\": \(string(view.engineName))", "\"parent\": \(parent.map(string) ?? "null")",
      "\"frame\": \(ReportNumbers.jsonFrame(view.frame))",
      "\"stored_frame\": \(ReportNumbers.jsonFrame(view.storedFrame))",
      "\"misplaced\": \(view.misplaced)",
      "\"ambiguous\": [" + view.ambiguous.map { string($0.rawValue) }.joined(separator: ", ") + "]",
      "\"flags\": {\"misplaced\": \(view.flaggedMisplaced), \"ambiguous\": \(view.flaggedAmbiguous)}",
    ]
    return "{" + fields.joined(separator: ", ") + "}"
  }

  static func conflict(_ conflict: SceneReport.Conflict) -> String {
    let fields = [
      "\"broken\": \(string(conflict.broken))",
      "\"minimal_set\": [" + conflict.minimalSet.map(string).joined(separator: ", ") + "]",
      "\"members\": [" + conflict.members.map { string(StoryboardFindingText.member($0)) }.joined(separator: ", ")
        + "]",
      "\"gap\": \(ReportNumbers.text(conflict.gap))",
      "\"explanation\": [" + conflict.explanation.map(string).joined(separator: ", ") + "]",
      "\"fixes\": " + fixes(conflict.fixes),
    ]
    return "{" + fields.joined(separator: ", ") + "}"
  }

  static func finding(_ finding: Finding) -> String {
    var fields = [
      "\"severity\": \(string(finding.severity.rawValue))", "\"kind\": \(string(finding.kind.rawValue))",
      "\"title\": \(string(StoryboardFindingText.title(finding.kind)))",
      "\"message\": \(string(StoryboardFindingText.message(finding.message)))",
      "\"details\": [" + finding.details.map { string(StoryboardFindingText.detail($0)) }.joined(separator: ", ") + "]",
      "\"line\": \(finding.position.line)", "\"column\": \(finding.position.column)",
      "\"object\": \(finding.objectID.map(string) ?? "null")",
    ]
    if finding.kind == .conflict || finding.kind == .ambiguous { fields.append("\"fixes\": " + fixes(finding.fixes)) }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// `[{"command", "effect", "in_interface_builder", "verified": true}, …]`: only fixes the
  /// advice engine checked are ever reported.
  static func fixes(_ fixes: [CheckFix]) -> String {
    "["
      + fixes.map { fix in
        "{\"command\": \(string(fix.command)), \"effect\": \(string(fix.effect)), "
          + "\"in_interface_builder\": \(string(CheckFixText.inInterfaceBuilder(fix))), \"verified\": true}"
      }.joined(separator: ", ") + "]"
  }

  static func string(_ text: String) -> String { JSONText.string(text) }
}
