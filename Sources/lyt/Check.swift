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
      hold. Size-class variations are checked too: each configuration they apply in (wC hR, \
      wC hC, wR hC, wR hR) on a device of its classes. --format text (for people), json, xcode (PATH:LINE:COL: warning: …, which Xcode \
      and most CI systems annotate) or github (GitHub Actions workflow annotations). Exit codes: \
      0 no warnings, 1 warnings, 2 a file cannot be read (with its line and column).
      """
  )

  @Argument(help: "The storyboards and XIBs to check.", completion: .file(extensions: ["storyboard", "xib"]))
  var files: [String]

  @Flag(
    name: .customLong("update-frames"),
    help: ArgumentHelp(
      "Write the solved frames of misplaced views back into each file first (Interface Builder's Update Frames).",
      discussion: "Only views the constraints determine, in scenes without conflicts; nothing else in the file changes."
    ))
  var updateFrames = false

  @Option(
    help: ArgumentHelp(
      "Lay controllers' views out for this device (its id, retina6_1, or its name, \"iPhone 11\") instead of the file's.",
      discussion: "Stored frames are the file's own device's then, so misplaced views are not checked.",
      valueName: "device"))
  var device: String?

  @OptionGroup var options: RunOptions

  func run() throws {
    try options.require([.text, .json, .xcode, .github], for: "lyt check")
    let checking = CheckOptions(
      explainer: { engine, id in ConflictText.conflictLines(engine.brokenAnswer(id), indent: "").map(\.text) },
      advisor: { scene, problems in Session.fixes(forScene: scene, problems: problems) }, device: try chosenDevice())
    var reports = files.map { StoryboardChecker.check(path: $0, limit: Limits.input, options: checking) }
    if updateFrames { reports = try reports.map { try update($0, options: checking) } }
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

  /// The device `--device` names, or nil without the option.
  private func chosenDevice() throws -> Device? {
    guard let device else { return nil }
    if updateFrames {
      throw ValidationError("--update-frames writes the file's own device's frames; it cannot be used with --device")
    }
    guard let found = Device.matching(device) else {
      let known = Device.all.map { "\($0.id) (\($0.name))" }.joined(separator: ", ")
      throw ValidationError("unknown device '\(device)'; lyt knows \(known)")
    }
    return found
  }

  /// Writes the frame update of `report`'s file (when it changes anything), says what changed,
  /// and returns the report of the file as written.
  private func update(_ report: FileReport, options checking: CheckOptions) throws -> FileReport {
    guard report.error == nil, let text = try? LocalFiles().read(report.file) else { return report }
    let update = FrameUpdate.apply(to: text, report: StoryboardChecker.check(text: text, file: report.file))
    let toStandardOutput = options.format == .text
    func say(_ line: String) { if toStandardOutput { Output.line(line) } else { Output.error(line) } }
    guard !update.changes.isEmpty else {
      say("\(report.file): no frame to update")
      return report
    }
    do {
      try LocalFiles().write(update.text, to: report.file)
    } catch {
      Output.error("lyt: cannot write '\(report.file)': \(FileAccessErrorText.reason(error))")
      throw ExitCode(2)
    }
    say("\(report.file): updated \(update.changes.count) frame\(update.changes.count == 1 ? "" : "s")")
    for change in update.changes {
      say("  \(change.position): \"\(change.name)\" (\(change.id)) \(change.old) → \(change.new)")
    }
    return StoryboardChecker.check(text: update.text, file: report.file, options: checking)
  }
}
