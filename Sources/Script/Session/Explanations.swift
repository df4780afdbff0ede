import Layout

// Sentences shared by the change report, `why`, `ambiguity`, `exercise` and `explain`.

extension LayoutEngine {
  /// The most constraints a sentence names; the rest are counted (JSON has them all).
  static let maximumListed = 8

  /// `c4 (@750)`, or `c1 (required)`.
  func labelled(_ id: String) -> String {
    guard let info = constraint(id) else { return "\(id) (required)" }
    return info.constraint.priority.isRequired && info.shortfallPriority.isRequired
      ? "\(id) (required)" : "\(id) (@\(Display.priority(info)))"
  }

  /// Why a constraint is violated, after `violated by N (@P)`:
  /// `lost to c4 (@750)`, `outvoted at @500: holding it would cost c2 10 and c4 10 (20 > 10)`,
  /// `tied at @250 with l2.intrinsic.width: …`, or both parts when stronger constraints force
  /// only some of it.
  func reason(for loss: ConstraintLoss) -> String {
    var parts: [String] = []
    if !loss.lostTo.isEmpty {
      let shown = loss.lostTo.prefix(Self.maximumListed).map(labelled)
      let rest = loss.lostTo.count - shown.count
      let winners = "lost to " + shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
      let partial = loss.sameLevel != nil && loss.forced > Tolerance.report
      parts.append(partial ? "\(Display.number(loss.forced)) of it \(winners)" : winners)
    }
    if let sameLevel = loss.sameLevel {
      let level = "@" + Display.number(loss.priority.value)
      let share = parts.isEmpty ? "" : "the other \(Display.number(sameLevel.amount)) "
      let others = sameLevel.worsened.map { "\($0.id) \(Display.number($0.increase))" }
      let names = sameLevel.worsened.map(\.id).joined(separator: ", ")
      switch sameLevel.kind {
      case .outvoted(let cost):
        let paid = cost + sameLevel.amount
        parts.append(
          share + "outvoted at \(level): holding it would cost "
            + (others.isEmpty ? "more" : others.joined(separator: ", "))
            + " (\(Display.number(paid)) > \(Display.number(sameLevel.amount)))")
      case .tie(let decidedBy):
        let tie = share + "tied at \(level)" + (names.isEmpty ? "" : " with \(names)")
        if decidedBy.isEmpty {
          parts.append(tie + ": an equally good layout satisfies it (ambiguous)")
        } else {
          parts.append(
            tie + "; the weaker " + decidedBy.map(labelled).joined(separator: ", ")
              + (decidedBy.count == 1 ? " breaks the tie" : " break the tie"))
        }
      }
    }
    return parts.isEmpty ? "nothing stronger wins" : parts.joined(separator: "; ")
  }

  /// The whole line for a violated constraint: `c3 violated by 50 (@500): lost to c4 (@750)`, or
  /// `l.intrinsic.width violated by 20 (stretched, hugging @250): …`.
  func violationLine(_ id: String) -> String {
    violationLine(id, loss: loss(of: id))
  }

  /// ``violationLine(_:)`` with the constraint's loss already known.
  func violationLine(_ id: String, loss: ConstraintLoss?) -> String {
    guard let info = constraint(id) else { return "\(id) violated" }
    let line = "\(id) violated by \(Display.number(info.violation ?? 0)) (\(Display.losingPriority(info)))"
    guard let loss else { return line }
    return line + ": " + reason(for: loss)
  }

  /// The lines explaining a broken constraint: its conflict, the arithmetic, the fixes.
  ///
  /// ```
  /// c10 broken: conflicts with c1, c2, c3 (short by 8)
  ///   because b.left = a.right + 8 = (a.left + a.width) + 8 = (0 + 100) + 8 = 108, but c10 needs b.left <= 100
  ///   to fix: remove or deactivate any one of c10, c1, c2, c3, or `set constant c10 108`
  /// ```
  func brokenLines(_ id: String, indent: String = "  ") -> [String] {
    guard let info = constraint(id), let conflict = info.conflict else { return ["\(id) broken"] }
    let others = conflict.constraints.compactMap(\.name).filter { $0 != id }
    var lines = [
      "\(id) broken: conflicts with \(others.joined(separator: ", ")) (short by \(Display.number(conflict.gap)))"
    ]
    guard let explanation = conflictExplanation(of: id) else { return lines }
    if let chain = explanation.chain {
      // A long chain is elided in this one-line form (`why` prints it whole).
      let texts = chain.map(\.text)
      let shown = texts.count > 5 ? Array(texts.prefix(2)) + ["…"] + texts.suffix(2) : texts
      let steps = shown.joined(separator: " = ")
      lines.append(
        indent + "because \(explanation.subject) = \(steps), but \(id) needs \(explanation.subject) "
          + explanation.requirement)
    }
    // Only constraints a person wrote can be removed; generated and implicit ones are not listed.
    let removable = ([id] + others).filter { constraint($0)?.origin == .user }
    var fixes: [String] = []
    if !removable.isEmpty { fixes.append("remove or deactivate any one of " + removable.joined(separator: ", ")) }
    fixes += explanation.constantFixes.prefix(3).map { "`set constant \($0.id) \(Display.number($0.constant))`" }
    if !fixes.isEmpty { lines.append(indent + "to fix: " + fixes.joined(separator: ", or ")) }
    return lines
  }
}
