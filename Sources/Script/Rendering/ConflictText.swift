import Cassowary
import Layout

/// A broken constraint's explanation (``BrokenAnswer``) as lines:
///
/// ```
/// c10 broken: conflicts with c1, c2, c3 (short by 8)
///   because b.left = a.right + 8 = a.left + a.width + 8 = root.left + 100 + 8 = 100 + 8 = 108, but c10 needs b.left <= 100
///   fix: deactivate c10  → no frame moves
/// ```
package enum ConflictText {
  /// The whole explanation: the conflict, its arithmetic, the translated masks and, when the
  /// answer has them, the fixes; the lines after the first are indented by `indent`.
  static func lines(_ answer: BrokenAnswer, indent: String = "  ") -> [ResponseLine] {
    var lines = conflictLines(answer, indent: indent)
    lines += ResponseLine.plain(answer.translations.map(translationNote)).indented(indent)
    if let fixes = answer.fixes {
      let none =
        answer.isFrameworks
        ? "no fix: none of these constraints is the app's to change"
        : "no single change fixes it without breaking something else"
      lines += ResponseLine.plain(FixText.lines(fixes, none: none)).indented(indent)
    }
    return lines
  }

  /// The conflict and its arithmetic, without the masks and fixes.
  package static func conflictLines(_ answer: BrokenAnswer, indent: String = "  ") -> [ResponseLine] {
    let id = answer.id
    guard let others = answer.others else { return [ResponseLine("\(id) broken", .broken)] }
    let gap = Display.number(answer.gap)
    // A constraint that conflicts with nothing else cannot hold on its own (`a.width == a.width + 1`).
    var lines = [
      ResponseLine(
        others.isEmpty
          ? "\(id) broken: it can never hold, whatever the layout (short by \(gap))"
          : "\(id) broken: conflicts with \(others.joined(separator: ", ")) (short by \(gap))", .broken)
    ]
    switch answer.arithmetic {
    case .sum(let sum):
      lines.append(ResponseLine(indent + "because " + sumText(sum)))
    case .chain(let explanation):
      guard let chain = explanation.chain else { break }
      // A long chain is elided in this one-line form (`why` prints it whole).
      let steps = DerivationText.inline(chain, subject: "\(explanation.subject)", elided: true)
      lines.append(
        ResponseLine(
          indent + "because \(explanation.subject) = \(steps), but \(id) needs \(explanation.subject) "
            + requirementText(explanation.requirement)))
    case nil:
      break
    }
    return lines
  }

  /// `<= a.right + 8 = 108`, or `<= 100` for a constant.
  static func requirementText(_ requirement: ConflictRequirement) -> String {
    let value = NumberText.format(requirement.value)
    guard let right = requirement.rightSide else { return "\(requirement.relation.rawValue) \(value)" }
    return "\(requirement.relation.rawValue) \(right.text) = \(value)"
  }

  /// `16 + 300 + 16 = 332, but root.width is 320: 12 points too wide`.
  static func sumText(_ sum: ConflictSum) -> String {
    func bounded(_ text: String, _ bound: ConflictSum.Bound) -> String {
      switch bound {
      case .exact: text
      case .atMost: "at most " + text
      case .atLeast: "at least " + text
      }
    }
    var text = ""
    for (index, term) in sum.writtenTerms.enumerated() {
      if index == 0 {
        text = bounded(Display.number(term.value), term.bound)
      } else {
        text += (term.value < 0 ? " - " : " + ") + bounded(Display.number(abs(term.value)), term.bound)
      }
    }
    text += " = " + bounded(Display.number(sum.total), sum.totalBound)
    text += ", but \(sum.container) is \(Display.number(sum.containerValue))"
    if !sum.containerConstraint.name.hasPrefix(sum.container.item + ".size.") {
      text += " (\(sum.containerConstraint))"
    }
    let difference = sum.total - sum.containerValue
    let horizontal = sum.container.attribute.isHorizontal
    let word = difference > 0 ? (horizontal ? "too wide" : "too tall") : (horizontal ? "too narrow" : "too short")
    return text + ": \(Display.number(abs(difference))) points \(word)"
  }

  /// `card still translates its autoresizing mask h=--& v=--& into constraints
  /// (card.autoresizing.width), as UIKit does until translatesAutoresizingMaskIntoConstraints is
  /// false`.
  static func translationNote(_ translation: BrokenAnswer.Translation) -> String {
    let mask = translation.mask.map { " \($0.notation)" } ?? ""
    return "\(translation.view) still translates its autoresizing mask\(mask) into constraints "
      + "(\(translation.ids.joined(separator: ", "))), "
      + "as UIKit does until translatesAutoresizingMaskIntoConstraints is false"
  }
}
