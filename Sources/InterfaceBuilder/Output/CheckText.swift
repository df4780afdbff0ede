/// The report for people: per file and scene, each finding at its line and column with its
/// details, the assumptions, and a count (docs/STORYBOARDS.md §5).
///
/// ```
/// scene "View Controller" (lF6-io-qve), line 11: 3 views, 9 constraints
///   18:37 warning: Misplaced Views: Frame for "First Label" will be different at run time.
///         stored frame: (80, 50, 80, 21)
///         solved frame: (80, 40, 80, 21)
///   assuming:
///     root "View": 375×667 from its stored frame (iPhone 8, retina4_7); …
/// Main.storyboard: 1 warning
/// ```
public enum CheckText {
  /// The text of `reports`; each file is headed `== FILE` when there are several.
  public static func render(_ reports: [FileReport]) -> String {
    var lines: [String] = []
    for report in reports {
      if reports.count > 1 { lines.append("== \(report.file)") }
      lines += self.lines(report)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of one file.
  static func lines(_ report: FileReport) -> [String] {
    if let error = report.error {
      let place = error.position.map { "\(report.file):\($0): " } ?? ""
      return ["\(place)error: \(error.message)"]
    }
    var lines: [String] = []
    if let sentence = StoryboardFindingText.deviceSentence(report) { lines.append(sentence) }
    for finding in report.findings { lines += self.lines(finding, indent: "") }
    for scene in report.scenes { lines += self.lines(scene, indent: "") }
    for variation in report.variations {
      lines.append(StoryboardFindingText.heading(variation) + ": " + variation.keys.joined(separator: ", "))
      for scene in variation.scenes { lines += self.lines(scene, indent: "  ") }
    }
    lines.append("\(report.file): " + summary(warnings: report.warningCount, notes: report.noteCount))
    return lines
  }

  /// A scene: its heading, findings and, when it has findings, the assumptions.
  static func lines(_ scene: SceneReport, indent: String) -> [String] {
    let views = scene.views.count
    let constraints = scene.built.constraintOrder.count
    var head =
      "scene \"\(scene.scene.name)\"" + (scene.scene.id.isEmpty ? "" : " (\(scene.scene.id))")
      + ", line \(scene.scene.position.line): \(views) view\(views == 1 ? "" : "s"), "
      + "\(constraints) constraint\(constraints == 1 ? "" : "s")"
    if scene.findings.isEmpty { head += ", no issues" }
    var lines = [indent + head]
    for finding in scene.findings { lines += self.lines(finding, indent: indent + "  ") }
    if !scene.findings.isEmpty && !scene.assumptions.isEmpty {
      lines.append(indent + "  assuming:")
      lines += scene.assumptions.map { indent + "    " + StoryboardFindingText.assumption($0) }
    }
    return lines
  }

  /// A finding: `LINE:COL severity: Title: message`, details indented under the message, then
  /// each checked fix (``fixLines(_:)``).
  static func lines(_ finding: Finding, indent: String) -> [String] {
    let place = "\(finding.position.line):\(finding.position.column)"
    let pad = String(repeating: " ", count: place.count + 1)
    return ["\(indent)\(place) \(finding.severity.rawValue): \(StoryboardFindingText.headline(finding))"]
      + (finding.details.map(StoryboardFindingText.detail) + fixLines(finding.fixes)).map { indent + pad + $0 }
  }

  /// `fix: CHANGE IN INTERFACE BUILDER  → EFFECT`, and under it the commands that make it in a
  /// session of the scene (`import storyboard`).
  static func fixLines(_ fixes: [CheckFix]) -> [String] {
    fixes.flatMap { ["fix: \(CheckFixText.inInterfaceBuilder($0))  → \($0.effect)", "     lyt: \($0.command)"] }
  }

  /// `no issues`, `2 warnings, 1 note`.
  static func summary(warnings: Int, notes: Int) -> String {
    var parts: [String] = []
    if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
    if notes > 0 { parts.append("\(notes) note\(notes == 1 ? "" : "s")") }
    return parts.isEmpty ? "no issues" : parts.joined(separator: ", ")
  }
}
