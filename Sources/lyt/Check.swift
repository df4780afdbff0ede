import ArgumentParser
import InterfaceBuilder
import Script

/// `lyt check FILE…`: checks storyboards and XIBs as Interface Builder would, on any machine
/// (docs/STORYBOARDS.md).
struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check storyboards and XIBs for conflicting, ambiguous and misplaced views.",
    discussion: """
      Reads each .storyboard or .xib, lays out every scene with Auto Layout's semantics and \
      reports what Interface Builder's issue navigator would: conflicting constraints, ambiguous \
      layouts, misplaced views, and the misplaced/ambiguous flags the file holds that no longer \
      hold. --format text (for people), json, xcode (PATH:LINE:COL: warning: …, which Xcode \
      and most CI systems annotate) or github (GitHub Actions workflow annotations). Exit codes: \
      0 no warnings, 1 warnings, 2 a file cannot be read (with its line and column).
      """
  )

  @Argument(help: "The storyboards and XIBs to check.", completion: .file(extensions: ["storyboard", "xib"]))
  var files: [String]

  @OptionGroup var options: RunOptions

  func run() throws {
    try options.require([.text, .json, .xcode, .github], for: "lyt check")
    let explainer: ConflictExplainer = { engine, id in engine.brokenConstraintLines(id) }
    let reports = files.map { StoryboardChecker.check(path: $0, limit: Limits.input, explainer: explainer) }
    switch options.format {
    case .text: Output.write(CheckText.render(reports))
    case .json: Output.write(CheckJSON.document(reports))
    case .xcode: Output.write(CheckAnnotations.xcode(reports))
    case .github: Output.write(CheckAnnotations.github(reports))
    case .html: break  // refused above
    }
    if reports.contains(where: { $0.error != nil }) { throw ExitCode(2) }
    if reports.contains(where: { $0.warningCount > 0 }) { throw ExitCode(1) }
  }
}
