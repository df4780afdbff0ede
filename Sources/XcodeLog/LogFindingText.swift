import Cassowary

/// The words of what lyt concludes about a console log: its summary (``LogSummarySentence``s,
/// one paragraph) and its hints (``LogHint``). `lyt explain-log` (text and JSON) and `import log`
/// write them through here; nothing else words them.
public enum LogFindingText {
  /// The summary as one paragraph.
  public static func summary(_ sentences: [LogSummarySentence]) -> String {
    sentences.map(sentence).joined(separator: " ")
  }

  /// One sentence of the summary.
  public static func sentence(_ sentence: LogSummarySentence) -> String {
    switch sentence {
    case .allRedacted:
      "The log's constraint descriptions are redacted (<private>), so there is nothing to rebuild: "
        + "copy the message from Xcode's debug console, which prints them in full, rather than from Console.app "
        + "or a device log."
    case .noneReadable(let count, let error, let line):
      "None of the \(plural(count, "constraint description")) could be read (\(error.message) on line \(line))."
    case .nothingListed: "The log lists no constraint descriptions (the list was probably not pasted)."
    case .satisfiable(let count, let platform, let omission, let broken):
      satisfiable(count, platform, omission, broken)
    case .conflict(let listed, let implicit, let gap): conflict(listed, implicit, gap)
    case .withoutAnyOne(let ids): "Without any one of \(ids.joined(separator: ", ")) the rest can hold."
    case .brokeMember(let platform, let broken):
      "\(platform.rawValue) broke \(broken.id) (\(broken.readable)), so that one is not in effect."
    case .brokeOutsideSet(let platform, let broken):
      "\(platform.rawValue) broke \(broken.id) (\(broken.readable)), which is not in this set: the log holds more "
        + "than one conflict, or the engine chose another one."
    case .unreadable(let lines):
      "\(plural(lines.count, "description")) could not be read and \(are(lines.count)) left out (lines "
        + "\(lines.map(String.init).joined(separator: ", ")))."
    case .redacted(let count): "\(plural(count, "entry", "entries")) \(are(count)) redacted (<private>)."
    case .hint(let hint): self.hint(hint)
    }
  }

  /// A hint: what the conflict means for the app and what to do outside its constraints.
  public static func hint(_ hint: LogHint) -> String {
    switch hint {
    case .frameworkOnly(let platform, let broken): frameworkOnly(platform.rawValue, broken: broken)
    case .autoresizingMask(let view, let constraints):
      "Set translatesAutoresizingMaskIntoConstraints = false on \(view): its autoresizing mask became "
        + "\(constraints.joined(separator: ", ")), which fight the constraints you added."
    case .measuringSize(let id, let identifier, let cellRowHeight):
      "\(id) (\(identifier)) is a size UIKit sets while it measures the view: required, it wins, so one of your "
        + "constraints on that axis must be able to give way (priority 999)." + rowHeight(cellRowHeight)
    case .containerSize(let id, let identifier, let cellRowHeight):
      "\(id) (\(identifier)) is the size the container imposes (a table or collection cell, a view controller's "
        + "root view): required, it wins, so one of your constraints on that axis must be able to give way "
        + "(priority 999)." + rowHeight(cellRowHeight)
    case .hiddenArrangedView:
      "A hidden arranged view is collapsed by UISV-hiding; a required size or spacing on it cannot collapse."
    case .stackView(let id, let identifier):
      "UIStackView positions and sizes its arranged views itself (\(id), \(identifier)): a required constraint of "
        + "yours that does the same must agree with the stack's axis, distribution, alignment and spacing exactly."
    case .prototypingConstraints:
      "Add constraints to the view in Interface Builder: NSIBPrototypingLayoutConstraint means the storyboard "
        + "gave it none, so Xcode added fixed ones at build time that now fight yours."
    case .duplicate(let first, let second, let attribute, let remedy):
      "\(first) and \(second) both set \(attribute): one is probably left over from an earlier layout; "
        + "\(self.remedy(remedy))."
    case .negativeSize(let object):
      "The constraints would give \(object) a negative size: the spacings need more room than there is."
    }
  }

  private static func frameworkOnly(_ framework: String, broken: String?) -> String {
    "None of these constraints is the app's: the conflict is inside \(framework) (an action sheet's, a "
      + "keyboard's or a bar's own views), and \(framework) recovers\(broken.map { " by breaking \($0)" } ?? ""). "
      + "There is nothing in the app's constraints to change; if it shows on screen, the view it comes from is "
      + "configured in a way \(framework) does not lay out (an action sheet without a source view on iPad, a "
      + "keyboard extension's height)."
  }

  private static func rowHeight(_ cellRowHeight: Bool) -> String {
    cellRowHeight
      ? " For self-sizing cells also use rowHeight = UITableView.automaticDimension with an estimatedRowHeight." : ""
  }

  private static func remedy(_ remedy: LogHint.Remedy) -> String {
    switch remedy {
    case .deactivateFirst: "deactivate the old constraint before activating the new one"
    case .snapKit: "use remakeConstraints (or updateConstraints) instead of makeConstraints"
    case .masonry: "use mas_remakeConstraints (or mas_updateConstraints) instead of mas_makeConstraints"
    }
  }

  private static func conflict(
    _ listed: [LogSummarySentence.Member], _ implicit: [LogSummarySentence.Member], _ gap: Double?
  ) -> String {
    var opening =
      listed.count == 1
      ? "This required constraint cannot hold" : "These \(listed.count) required constraints cannot hold together"
    if !implicit.isEmpty {
      opening += " with " + implicit.map { "\($0.id) (\($0.readable))" }.joined(separator: ", ")
    }
    opening += ": " + listed.map { "\($0.id) \($0.readable)" }.joined(separator: "; ")
    if let gap, gap > 1e-6 { opening += " (they are \(NumberText.text(gap, .thousandths)) points apart)" }
    return opening + "."
  }

  private static func satisfiable(
    _ count: Int, _ platform: LogPlatform, _ omission: LogSummarySentence.Omission,
    _ broken: LogSummarySentence.Member?
  ) -> String {
    var text =
      "The \(plural(count, "required constraint")) the log lists can all hold at once, so the log "
      + "omits something \(platform.rawValue)'s engine had: "
    switch omission {
    case .baselineOffsets:
      text +=
        "most likely the baseline offsets (font metrics) of the views whose baselines are constrained, "
        + "which lyt leaves free"
    case .multiplierOrigin:
      text +=
        "most likely the origin of the view a location multiplier is measured in (a multiplier on a "
        + "position applies in the coordinates of the view the constraint is installed on)"
    case .margin:
      text +=
        "a layout margin other than the default 8 (a view controller's root view or a cell's content view "
        + "has larger ones), or a required constraint it did not print"
    case .unprinted:
      text +=
        "a required constraint it did not print, such as a size a container imposes, an "
        + "autoresizing-mask constraint or an intrinsic content size at priority 1000"
    }
    if let broken {
      text += "; it must work against \(broken.id) (\(broken.readable)), the one \(platform.rawValue) broke"
    }
    return text + "."
  }
}

/// `1 constraint`, `3 constraints`.
func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
  "\(count) " + (count == 1 ? singular : (pluralForm ?? singular + "s"))
}

/// `is` or `are`.
func are(_ count: Int) -> String { count == 1 ? "is" : "are" }
