import Cassowary
import Layout

// Sentences shared by the change report, `ambiguity`, `exercise` and `explain`.

extension LayoutEngine {
  /// The whole line for a violated constraint: `c3 violated by 50 (@500): lost to c4 (@750)`, or
  /// `l.intrinsic.width violated by 20 (stretched, hugging @250): …`; `loss` is what it lost to,
  /// when known.
  func violationLine(_ id: String, loss: ConstraintLoss?) -> ResponseLine {
    guard let info = constraint(id) else { return ResponseLine("\(id) violated", .violated) }
    return LossText.line(ViolatedConstraint(info, loss: loss.map(explained)))
  }

  /// The lines explaining a broken constraint: its conflict and the arithmetic (the fixes are
  /// the session's: ``Session/brokenLines(_:in:)``).
  ///
  /// ```
  /// c10 broken: conflicts with c1, c2, c3 (short by 8)
  ///   because b.left = a.right + 8 = a.left + a.width + 8 = root.left + 100 + 8 = 100 + 8 = 108, but c10 needs b.left <= 100
  /// ```
  func conflictLines(_ id: String, indent: String = "  ") -> [ResponseLine] {
    guard let info = constraint(id), let conflict = info.conflict else {
      return [ResponseLine("\(id) broken", .broken)]
    }
    let others = conflict.constraints.compactMap(\.name).filter { $0 != id }
    let gap = Display.number(conflict.gap)
    // A constraint that conflicts with nothing else cannot hold on its own (`a.width == a.width + 1`).
    var lines = [
      ResponseLine(
        others.isEmpty
          ? "\(id) broken: it can never hold, whatever the layout (short by \(gap))"
          : "\(id) broken: conflicts with \(others.joined(separator: ", ")) (short by \(gap))", .broken)
    ]
    if let sum = conflictSum(of: id), let text = Self.sumText(sum) {
      lines.append(ResponseLine(indent + "because " + text))
      return lines
    }
    guard let explanation = conflictExplanation(of: id) else { return lines }
    if let chain = explanation.chain {
      // A long chain is elided in this one-line form (`why` prints it whole).
      let steps = DerivationText.inline(chain, subject: "\(explanation.subject)", elided: true)
      lines.append(
        ResponseLine(
          indent + "because \(explanation.subject) = \(steps), but \(id) needs \(explanation.subject) "
            + explanation.requirement))
    }
    return lines
  }
}

extension LayoutEngine {
  /// `16 + 300 + 16 = 332, but root.width is 320: 12 points too wide`; nil when fewer than two
  /// lengths add up (the derivation says more then).
  static func sumText(_ sum: ConflictSum) -> String? {
    let terms = sum.terms.filter { abs($0.value) > Tolerance.report }
    guard terms.count >= 2, let first = terms.first else { return nil }
    func bounded(_ text: String, _ bound: ConflictSum.Bound) -> String {
      switch bound {
      case .exact: text
      case .atMost: "at most " + text
      case .atLeast: "at least " + text
      }
    }
    var text = bounded(Display.number(first.value), first.bound)
    for term in terms.dropFirst() {
      text += (term.value < 0 ? " - " : " + ") + bounded(Display.number(abs(term.value)), term.bound)
    }
    text += " = " + bounded(Display.number(sum.total), sum.totalBound)
    text += ", but \(sum.container) is \(Display.number(sum.containerValue))"
    if !sum.containerConstraint.hasPrefix(sum.container.item + ".size.") { text += " (\(sum.containerConstraint))" }
    let difference = sum.total - sum.containerValue
    let horizontal = sum.container.attribute.isHorizontal
    let word = difference > 0 ? (horizontal ? "too wide" : "too tall") : (horizontal ? "too narrow" : "too short")
    return text + ": \(Display.number(abs(difference))) points \(word)"
  }
}

extension Session {
  /// The lines explaining a broken constraint of `engine` (this state's, perhaps prepared for
  /// explanations): its conflict, the arithmetic, and the checked fixes.
  func brokenLines(_ id: String, in engine: LayoutEngine, indent: String = "  ") -> [ResponseLine] {
    engine.conflictLines(id, indent: indent)
      + ResponseLine.plain(engine.translationNotes(forConflictOf: id)).indented(indent)
      + ResponseLine.plain(FixText.lines(fixes(for: .broken(id)), none: brokenWithoutFix(id))).indented(indent)
  }

  /// What to say when no checked fix exists for the broken constraint `id`: the conflict is the
  /// framework's when none of its members is the app's.
  private func brokenWithoutFix(_ id: String) -> String {
    ownedConflictMembers(of: id).isEmpty
      ? "no fix: none of these constraints is the app's to change"
      : "no single change fixes it without breaking something else"
  }
}

extension LayoutEngine {
  /// The lines that explain broken constraint `id` — its conflict and the arithmetic, as
  /// `explain` prints them, without the fixes (which need a session) — for tools that build an
  /// engine themselves (`lyt check`).
  public func brokenConstraintLines(_ id: String) -> [String] {
    conflictLines(id, indent: "").map(\.text)
  }
}

extension LayoutEngine {
  /// For each view whose translated autoresizing mask is in the conflict of broken constraint
  /// `id`: `card still translates its autoresizing mask h=--& v=--& into constraints
  /// (card.autoresizing.width), as UIKit does until translatesAutoresizingMaskIntoConstraints is
  /// false`.
  func translationNotes(forConflictOf id: String) -> [String] {
    guard let conflict = constraint(id)?.conflict else { return [] }
    var byView: [(view: String, ids: [String])] = []
    for name in [id] + conflict.constraints.compactMap(\.name) {
      guard let info = constraint(name), case .autoresizing = info.origin else { continue }
      let view = info.constraint.first.item
      if let index = byView.firstIndex(where: { $0.view == view }) {
        if !byView[index].ids.contains(name) { byView[index].ids.append(name) }
      } else {
        byView.append((view, [name]))
      }
    }
    return byView.map { view, ids in
      let mask = item(named: view)?.autoresizingMask.map { " \($0.notation)" } ?? ""
      return "\(view) still translates its autoresizing mask\(mask) into constraints (\(ids.joined(separator: ", "))), "
        + "as UIKit does until translatesAutoresizingMaskIntoConstraints is false"
    }
  }
}
