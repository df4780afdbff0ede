import Cassowary
import CodeImport
import Layout

/// What a command that changes the layout or writes a file did (``Confirmation``), as the
/// lines printed before its change report.
///
/// ```
/// added c1
/// s arranges a, b with 9 constraints (`constraints s` lists them)
/// undid: add view a in root
/// saved 12 commands to card.lyt
/// ```
enum ConfirmationText {
  /// A command's lines: its confirmations, then its change report (``ChangeReportText``); `no
  /// change` when neither has a line.
  static func body(_ confirmations: [Confirmation], changes: CommandChanges?) -> [ResponseLine] {
    let lines = ResponseLine.plain(lines(confirmations)) + (changes.map(ChangeReportText.lines) ?? [])
    return lines.isEmpty ? [ResponseLine("no change")] : lines
  }

  /// A command's lines in a session that does not report changes (``Session/reportsChanges``):
  /// its confirmations only, none when it has none (what changed is not known).
  static func unreportedBody(_ confirmations: [Confirmation]) -> [ResponseLine] {
    ResponseLine.plain(lines(confirmations))
  }

  /// The lines of every confirmation, in order.
  static func lines(_ confirmations: [Confirmation]) -> [String] {
    confirmations.flatMap(lines)
  }

  /// The lines of one confirmation.
  static func lines(_ confirmation: Confirmation) -> [String] {
    switch confirmation {
    case .addedConstraint(let id): ["added \(id)"]
    case .generated(let constraint): ["added \(constraint.id): \(constraint)"]
    case .code(let step): CodeStepText.lines(step)
    case .stack(let stack): stackLines(stack)
    case .reset(let reset): [resetLine(reset)]
    case .storyboard(let scene): ImportText.lines(scene)
    case .log(let log): ImportText.lines(log)
    case .animation(let run): AnimationText.lines(run)
    case .undid(let command): ["undid: \(command)"]
    case .redid(let command): ["redid: \(command)"]
    case .loaded(let commands, let file, let passed, let failed):
      ["loaded \(plural(commands, "command")) from \(file)"]
        + (passed + failed > 0 ? [ExpectationText.totals(passed: passed, failed: failed)] : [])
    case .saved(let commands, let file): ["saved \(plural(commands, "command")) to \(file)"]
    case .savedPage(let file, let steps, let views, let guides):
      ["wrote \(file): \(plural(steps, "step")), \(plural(views, "view")), " + plural(guides, "guide")]
    case .drew(let file, let views, let guides): ["wrote \(file): \(plural(views, "view")), \(plural(guides, "guide"))"]
    case .exported(let export, let file): exportLines(export, file: file)
    }
  }

  /// `row arranges a, b, c with 9 constraints (`constraints row` lists them)` and a line per
  /// constraint that moving a view into the stack removed.
  private static func stackLines(_ stack: StackArrangement) -> [String] {
    [
      "\(stack.stack) arranges \(stack.views.joined(separator: ", ")) with \(plural(stack.constraintCount, "constraint")) "
        + "(`constraints \(stack.stack)` lists them)"
    ]
      + stack.removed.map { removed in
        "removed \(removed.constraint.id) (\(removed.constraint)): `\(removed.view ?? "a view")` moved into "
          + "`\(stack.stack)`, as addArrangedSubview does"
      }
  }

  /// `cleared 3 views and guides and 5 constraints (and 2 generated: …)`.
  private static func resetLine(_ reset: ResetSummary) -> String {
    "cleared \(plural(reset.items, "view or guide", "views and guides")) and \(plural(reset.written, "constraint"))"
      + (reset.generated > 0 ? " (and \(reset.generated) generated: root sizes, intrinsic sizes, stack views)" : "")
  }

  /// The code itself when it was printed; otherwise `wrote FILE: 3 views, 5 constraints as Swift`.
  private static func exportLines(_ export: CodeExport, file: String?) -> [String] {
    guard let file else {
      var lines = export.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      return lines
    }
    var summary = "wrote \(file): \(plural(export.viewCount, "view")), "
    if export.guideCount > 0 { summary += "\(plural(export.guideCount, "guide")), " }
    summary += "\(plural(export.constraintCount, "constraint")) as \(export.language.displayName)"
    if export.fallbackCount > 0 {
      summary +=
        export.language == .vfl
        ? " (\(export.fallbackCount) not in a VFL line, listed in lyt's syntax)"
        : " (\(export.fallbackCount) as anchors below the blocks)"
    }
    return [summary]
  }
}
