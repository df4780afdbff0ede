import Cassowary
import Layout

/// Violated constraints and what they lost to, as sentences: the change report, `why`,
/// `violations`, `explain` and the JSON document's `reason` write them with these.
enum LossText {
  /// `c4 (@750)`, `l.intrinsic.width (@250/750)`, or `c1 (required)`.
  static func labelled(_ id: String, _ priorities: ConstraintPriorities?) -> String {
    guard let priorities, !priorities.isRequired else { return "\(id) (required)" }
    return "\(id) (@\(level(priorities)))"
  }

  /// `750`, or `250/750` when the shortfall is weighed otherwise (an intrinsic size).
  static func level(_ priorities: ConstraintPriorities) -> String {
    let level = Display.priority(priorities.priority.value)
    guard priorities.shortfall != priorities.priority else { return level }
    return level + "/" + Display.priority(priorities.shortfall.value)
  }

  /// Why a constraint is violated, after `violated by N (@P)`:
  /// `lost to c4 (@750)`, `outvoted at @500: holding it would cost c2 10 and c4 10 (20 > 10)`,
  /// `tied at @250 with l2.intrinsic.width: …`, or both parts when stronger constraints force
  /// only some of it.
  static func reason(_ explained: ExplainedLoss) -> String {
    let loss = explained.loss
    func labelled(_ id: ConstraintID) -> String { Self.labelled(id.name, explained.priorities[id.name]) }
    var parts: [String] = []
    if !loss.lostTo.isEmpty {
      let shown = loss.lostTo.prefix(LayoutEngine.maximumListed).map(labelled)
      let rest = loss.lostTo.count - shown.count
      let winners = "lost to " + shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
      let partial = loss.sameLevel != nil && loss.forced > Tolerance.report
      parts.append(partial ? "\(Display.number(loss.forced)) of it \(winners)" : winners)
    }
    if let sameLevel = loss.sameLevel {
      let level = "@" + Display.priority(loss.priority.value)
      let share = parts.isEmpty ? "" : "the other \(Display.number(sameLevel.amount)) "
      let others = sameLevel.worsened.map { "\($0.id) \(Display.number($0.increase))" }
      let names = sameLevel.worsened.map(\.id.name).joined(separator: ", ")
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

  /// What beat a violated constraint, in a few words for a listing: `lost to c4, c5`,
  /// `tied at @750 with b.intrinsic.width`, or `outvoted at @500`.
  static func shortReason(_ loss: ConstraintLoss) -> String {
    if !loss.lostTo.isEmpty {
      let shown = loss.lostTo.prefix(3)
      let rest = loss.lostTo.count - shown.count
      return "lost to " + shown.map(\.name).joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
    }
    guard let sameLevel = loss.sameLevel else { return "nothing stronger wins" }
    let level = "@" + Display.priority(loss.priority.value)
    switch sameLevel.kind {
    case .outvoted: return "outvoted at \(level)"
    case .tie:
      let names = sameLevel.worsened.map(\.id.name)
      return "tied at \(level)" + (names.isEmpty ? "" : " with " + names.joined(separator: ", "))
    }
  }

  /// `violated by 20`, with the side for an intrinsic size: `violated by 20 (compressed)`.
  static func violation(_ violated: ViolatedConstraint) -> String {
    "violated by " + Display.number(violated.violation) + (violated.side.map { " (\($0.rawValue))" } ?? "")
  }

  /// The priority that lost: `@750`, or for an intrinsic size the side it misses on and that
  /// side's priority, `stretched, hugging @250` or `compressed, resistance @750`.
  static func losingPriority(_ violated: ViolatedConstraint) -> String {
    switch violated.side {
    case nil: "@" + level(violated.priorities)
    case .compressed: "compressed, resistance @" + Display.priority(violated.priorities.shortfall.value)
    case .stretched: "stretched, hugging @" + Display.priority(violated.priorities.priority.value)
    }
  }

  /// `c3 violated by 50 (@500): lost to c4 (@750)`, or `l.intrinsic.width violated by 20
  /// (stretched, hugging @250): …`; without the reason when the loss is not known.
  static func line(_ violated: ViolatedConstraint) -> ResponseLine {
    let line = "\(violated.id) violated by \(Display.number(violated.violation)) (\(losingPriority(violated)))"
    guard let loss = violated.loss else { return ResponseLine(line, .violated) }
    return ResponseLine(line + ": " + reason(loss), .violated)
  }
}
