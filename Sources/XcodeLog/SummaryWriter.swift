import Cassowary

/// Writes the one-paragraph summary of a log (rules in docs/EXPLAIN-LOG.md).
struct SummaryWriter {
  var system: LogSystem
  var minimalSet: [LogConstraint]
  var gap: Double?
  var fixes: [String]

  /// The paragraph.
  var text: String {
    let listed = system.listed
    if listed.isEmpty { return emptyText }
    var sentences: [String] = []
    if minimalSet.isEmpty {
      sentences.append(satisfiableText(listed))
    } else {
      sentences += conflictSentences()
    }
    if !system.unreadable.isEmpty {
      sentences.append(
        "\(plural(system.unreadable.count, "description")) could not be read and \(are(system.unreadable.count)) "
          + "left out (lines \(system.unreadable.map { String($0.entry.line) }.joined(separator: ", "))).")
    }
    if system.redacted > 0 {
      sentences.append("\(plural(system.redacted, "entry", "entries")) \(are(system.redacted)) redacted (<private>).")
    }
    sentences += fixes
    return sentences.joined(separator: " ")
  }

  private var emptyText: String {
    if system.redacted > 0 {
      return "The log's constraint descriptions are redacted (<private>), so there is nothing to rebuild: "
        + "copy the message from Xcode's debug console, which prints them in full, rather than from Console.app "
        + "or a device log."
    }
    if !system.unreadable.isEmpty {
      return "None of the \(plural(system.unreadable.count, "constraint description")) could be read "
        + "(\(system.unreadable[0].error.message) on line \(system.unreadable[0].entry.line))."
    }
    return "The log lists no constraint descriptions (the list was probably not pasted)."
  }

  private func conflictSentences() -> [String] {
    var sentences: [String] = []
    let ids = minimalSet.map(\.id)
    let listedCount = minimalSet.filter { !$0.implicit }.count
    var opening =
      listedCount == 1
      ? "This required constraint cannot hold" : "These \(listedCount) required constraints cannot hold together"
    let implicit = minimalSet.filter(\.implicit)
    if !implicit.isEmpty {
      opening += " with " + implicit.map { "\($0.id) (\($0.readable))" }.joined(separator: ", ")
    }
    opening += ": " + minimalSet.filter { !$0.implicit }.map { "\($0.id) \($0.readable)" }.joined(separator: "; ")
    if let gap, gap > 1e-6 { opening += " (they are \(NumberText.text(gap, .thousandths)) points apart)" }
    sentences.append(opening + ".")
    sentences.append("Without any one of \(ids.joined(separator: ", ")) the rest can hold.")
    let framework = system.platform.rawValue
    if let broken = system.brokenByUIKit, let constraint = system.constraint(broken) {
      if ids.contains(broken) {
        sentences.append("\(framework) broke \(broken) (\(constraint.readable)), so that one is not in effect.")
      } else {
        sentences.append(
          "\(framework) broke \(broken) (\(constraint.readable)), which is not in this set: the log holds more "
            + "than one conflict, or the engine chose another one.")
      }
    }
    return sentences
  }

  /// The listed constraints hold together: the log leaves something out.
  private func satisfiableText(_ listed: [LogConstraint]) -> String {
    let required = listed.filter { $0.priority >= 1000 }
    var text =
      "The \(plural(required.count, "required constraint")) the log lists can all hold at once, so the log "
      + "omits something \(system.platform.rawValue)'s engine had: "
    let descriptions = listed.compactMap(\.description)
    let anchors = descriptions.flatMap { [$0.first, $0.second].compactMap { $0 } }
    if anchors.contains(where: { $0.attribute.isBaseline }) {
      text +=
        "most likely the baseline offsets (font metrics) of the views whose baselines are constrained, "
        + "which lyt leaves free"
    } else if descriptions.contains(where: { $0.multiplier != 1 && $0.second != nil && !$0.first.attribute.isDimension }
    ) {
      text +=
        "most likely the origin of the view a location multiplier is measured in (a multiplier on a "
        + "position applies in the coordinates of the view the constraint is installed on)"
    } else if anchors.contains(where: { $0.attribute.isMargin }) {
      text +=
        "a layout margin other than the default 8 (a view controller's root view or a cell's content view "
        + "has larger ones), or a required constraint it did not print"
    } else {
      text +=
        "a required constraint it did not print, such as a size a container imposes, an "
        + "autoresizing-mask constraint or an intrinsic content size at priority 1000"
    }
    if let broken = system.brokenByUIKit, let constraint = system.constraint(broken) {
      text += "; it must work against \(broken) (\(constraint.readable)), the one \(system.platform.rawValue) broke"
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
