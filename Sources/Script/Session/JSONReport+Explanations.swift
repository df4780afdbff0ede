import Layout

// The explanation fields of the `lyt run --format json` document (docs/CLI.md §5):
// a conflict's gap and arithmetic, what each violated optional constraint lost to, and each
// ambiguous item's cause with checked fixes.

extension JSONReport {
  /// `, "gap": 8, "explanation": ["c8 broken: …", "because …"], "fixes": […]` for a broken
  /// constraint; `fixes` is null past the first ``Session/fixedProblemsPerList`` conflicts.
  static func conflictDetails(_ info: ConstraintInfo, in session: Session, checksFixes: Bool) -> String {
    let gap = info.conflict.map { Display.jsonNumber($0.gap) } ?? "null"
    let lines = session.engine.conflictLines(info.id, indent: "").map(string).joined(separator: ", ")
    return ", \"gap\": \(gap), \"explanation\": [\(lines)], \"fixes\": "
      + (checksFixes ? fixes(session.fixes(for: .broken(info.id))) : "null")
  }

  /// `[{"command": "set priority c7 999", "effect": "…", "verified": true}, …]`: every fix lyt
  /// prints was checked on a copy of the whole session.
  static func fixes(_ fixes: [Fix]) -> String {
    let entries = fixes.map { fix in
      "{\"command\": \(string(fix.line)), \"effect\": \(string(FixText.effect(fix.effect))), \"verified\": true}"
    }
    return "[" + entries.joined(separator: ", ") + "]"
  }

  /// One entry per violated optional constraint: how far off, at which priority, what it lost to
  /// and why (the sentence the change report prints), and the checked fixes (null but for the
  /// ``Session/fixedProblemsPerList`` most important).
  static func violations(in session: Session) -> [String] {
    let engine = session.engine
    let violated = engine.constraints.filter { $0.status == .active && !$0.holds }
    // Fixes are checked for the most important ones (the order of `violations`); the entries
    // stay in the order of the constraints.
    let limit = Session.fixedProblemsPerList
    let fixed = Set(
      (violated.count <= limit ? violated : Session.violated(in: violated, of: engine)).prefix(limit).map(\.id))
    return violated.map { info in
      let loss = engine.loss(of: info.id)
      let lostTo = (loss?.lostTo ?? []).map(string).joined(separator: ", ")
      var kind = "forced"
      switch loss?.sameLevel?.kind {
      case .outvoted?: kind = "outvoted"
      case .tie(let decidedBy)?: kind = decidedBy.isEmpty ? "tie" : "tie-broken"
      case nil: break
      }
      let reason = loss.map { engine.reason(for: $0) } ?? ""
      return "    {\"id\": \(string(info.id)), \"violation\": \(info.violation.map(Display.jsonNumber) ?? "null"), "
        + "\"priority\": \(Display.jsonPriority(loss?.priority.value ?? info.constraint.priority.value)), "
        + "\"forced\": \(Display.jsonNumber(loss?.forced ?? 0)), \"lost_to\": [\(lostTo)], "
        + "\"kind\": \(string(kind)), \"reason\": \(string(reason)), "
        + "\"fixes\": \(fixed.contains(info.id) ? fixes(session.fixes(for: .violated(info.id))) : "null")}"
    }
  }

  /// One entry per ambiguous item: its ranges, the cause, and the checked fixes (null past the
  /// first ``Session/fixedProblemsPerList`` items).
  static func ambiguityEntries(in session: Session) -> [String] {
    guard let groups = try? session.ambiguousItems() else { return [] }
    return groups.enumerated().map { index, group in
      let ranges = group.ambiguities.map { ambiguity in
        "\(string(ambiguity.component.description)): [\(bound(ambiguity.range.lower)), \(bound(ambiguity.range.upper))]"
      }
      var entry = "    {\"item\": \(string(group.item)), \"ranges\": {\(ranges.joined(separator: ", "))}"
      if let alternative = session.alternative(for: group.item, in: session.engine) {
        let problem = Problem.ambiguous(ItemComponent(item: group.item, component: alternative.component))
        entry +=
          ", \"cause\": \(string(session.describe(alternative.cause))), \"fixes\": "
          + (index < Session.fixedProblemsPerList ? fixes(session.fixes(for: problem)) : "null")
      }
      return entry + "}"
    }
  }

  /// A range bound: a number, or the strings `"-inf"` / `"inf"` (JSON has no infinity).
  private static func bound(_ value: Double) -> String {
    value.isInfinite ? string(value < 0 ? "-inf" : "inf") : Display.jsonNumber(value)
  }
}
