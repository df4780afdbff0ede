import InterfaceBuilder

/// What `import storyboard` and `import log` made (``StoryboardImport``, ``LogImportSummary``),
/// as lines.
///
/// ```
/// imported scene "Album Controller" (sTs-sc-001) at line 6 of album.storyboard: 6 views, 42 constraints
///   view = sTs-rt-001 "View" (UIView)
/// imported the log at line 6 of cell.txt: 5 views, 8 constraints (k1…k8)
/// minimal conflicting set: k1 k2 k3
/// ```
enum ImportText {
  /// The scene, each view with its Interface Builder id, the renamed constraints, what was
  /// left out and the assumptions.
  static func lines(_ scene: StoryboardImport) -> [String] {
    var lines = [
      "imported scene \"\(scene.sceneName)\" (\(scene.sceneID)) at line \(scene.line) of \(scene.file): "
        + "\(plural(scene.views.count, "view")), \(plural(scene.constraintCount, "constraint"))"
    ]
    for view in scene.views {
      let outline = view.outlineName == view.className ? "" : " \"\(view.outlineName)\""
      lines.append("  \(view.name) = \(view.id)\(outline) (\(view.className))")
    }
    if let first = scene.renamed.first {
      let count = scene.renamed.count
      lines.append(
        "constraint ids: Interface Builder's, made into names (\(first.ib) is \(first.session)"
          + (count > 1 ? ", and \(count - 1) more: `constraints` lists them" : "") + ")")
    }
    for problem in scene.leftOut {
      let place = "\(problem.position.line):\(problem.position.column)"
      lines.append("left out (\(place)): \(StoryboardFindingText.problem(problem.reason))")
    }
    return lines + scene.assumptions.map { "assuming " + StoryboardFindingText.assumption($0) }
  }

  /// The log and its counts, which log of the file it is, what the framework broke, the
  /// minimal conflicting set, what was left out and the hints.
  static func lines(_ log: LogImportSummary) -> [String] {
    var header = "imported the log at line \(log.line) of \(log.file): \(plural(log.viewCount, "view"))"
    if log.guideCount > 0 { header += ", \(plural(log.guideCount, "guide"))" }
    header += ", \(plural(log.constraintCount, "constraint")) (k1…k\(log.constraintCount))"
    var lines = [header]
    if log.logCount > 1 { lines.append("the file holds \(log.logCount) logs; this is log \(log.index + 1)") }
    if let broken = log.brokenByFramework { lines.append("\(log.framework) broke \(broken)") }
    if !log.minimalSet.isEmpty {
      lines.append("minimal conflicting set: " + log.minimalSet.joined(separator: " "))
    } else {
      lines.append("the listed constraints can all hold (the log omits something; see `lyt explain-log`)")
    }
    lines += log.refused.map { "\($0.constraintID ?? "`\($0.command)`") not imported: " + refusal($0.reason) }
    return lines + log.hints.map { "hint: " + $0.fact.sentence }
  }

  /// Why the session refused a command of a log: the error's message.
  private static func refusal(_ reason: SessionError.Reason?) -> String {
    reason.map { SessionErrorText.diagnostic($0, at: nowhere).message } ?? "refused"
  }
}
