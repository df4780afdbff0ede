import Layout

// The explanation fields of the `lyt run --format json` document (docs/CLI.md §5):
// a conflict's gap and arithmetic, what each violated optional constraint lost to, and each
// ambiguous item's cause with checked fixes.

extension JSONReport {
  /// `{"broken": "c8", "minimal_set": […], "gap": 8, "explanation": ["c8 broken: …", "because …"],
  /// "fixes": […]}`; `fixes` is null past the first ``Session/fixedProblemsPerList`` conflicts.
  /// `extra` fields go before the closing brace.
  static func conflict(_ conflict: ConflictSnapshot, extra: String = "") -> String {
    "    {\"broken\": \(string(conflict.broken)), \"minimal_set\": [\(list(conflict.minimalSet))], "
      + "\"gap\": \(optionalNumber(conflict.gap)), \"explanation\": [\(list(SnapshotText.explanation(conflict)))], "
      + "\"fixes\": \(fixes(conflict.fixes))\(extra)}"
  }

  /// `[{"command": "set priority c7 999", "effect": "…", "verified": true}, …]`: the effect in
  /// the words the transcript's `fix:` line has (``FixText``); every ``Fix`` was checked on a copy
  /// of the whole session (a candidate becomes one only then); `null` when none were checked.
  static func fixes(_ fixes: [Fix]?) -> String {
    guard let fixes else { return "null" }
    let entries = fixes.map { fix in
      "{\"command\": \(string(fix.line)), \"effect\": \(string(FixText.effect(fix.effect))), \"verified\": true}"
    }
    return "[" + entries.joined(separator: ", ") + "]"
  }

  /// A violated optional constraint: how far off, at which priority, what it lost to and why
  /// (the sentence the change report prints), and the checked fixes; `extra` fields go before
  /// the closing brace. A page's state may leave the loss out: its fields are then null.
  static func violation(_ violation: ViolationSnapshot, extra: String = "") -> String {
    let head =
      "    {\"id\": \(string(violation.id)), \"violation\": \(optionalNumber(violation.violation)), "
      + "\"priority\": \(Display.jsonPriority(violation.priority)), "
    guard violation.explained else {
      return head + "\"forced\": null, \"lost_to\": null, \"kind\": null, \"reason\": null, "
        + "\"fixes\": \(fixes(violation.fixes))\(extra)}"
    }
    return head + "\"forced\": \(Display.jsonNumber(violation.forced)), \"lost_to\": [\(list(violation.lostTo))], "
      + "\"kind\": \(string(violation.kind.rawValue)), \"reason\": \(string(SnapshotText.reason(violation))), "
      + "\"fixes\": \(fixes(violation.fixes))\(extra)}"
  }

  /// An ambiguous item: its ranges and, when lyt found a second layout, the cause and fixes;
  /// `extra` fields go before the closing brace.
  static func ambiguity(_ entry: AmbiguitySnapshot, extra: String = "") -> String {
    let ranges = entry.ranges.map { "\(string($0.component)): [\(bound($0.lower)), \(bound($0.upper))]" }
    var text = "    {\"item\": \(string(entry.item)), \"ranges\": {\(ranges.joined(separator: ", "))}"
    if let movesWith = entry.movesWith {
      text += ", \"moves_with\": {\"item\": \(string(movesWith.item)), \"components\": [\(list(movesWith.components))]}"
    }
    if let cause = SnapshotText.cause(entry) {
      text += ", \"cause\": \(string(cause)), \"fixes\": \(fixes(entry.fixes))"
    }
    return text + also(entry) + extra + "}"
  }

  /// `, "also": [{"components": […], "cause": …, "fixes": …}, …]`: the causes and fixes of the
  /// components the entry's cause leaves free (``AmbiguitySnapshot/also``); empty when there are
  /// none.
  static func also(_ entry: AmbiguitySnapshot) -> String {
    guard !entry.also.isEmpty else { return "" }
    let also = entry.also.map { further in
      let cause = AmbiguityText.cause(further.cause, isIntrinsicTie: further.isIntrinsicTie)
      return "{\"components\": [\(list(further.components))], \"cause\": \(string(cause)), "
        + "\"fixes\": \(fixes(further.fixes))}"
    }
    return ", \"also\": [\(also.joined(separator: ", "))]"
  }

  /// Strings as the items of a JSON array, without the brackets.
  private static func list(_ texts: [String]) -> String { texts.map(string).joined(separator: ", ") }

  /// A range bound: a number, or the strings `"-inf"` / `"inf"` (JSON has no infinity).
  private static func bound(_ value: Double) -> String {
    value.isInfinite ? string(value < 0 ? "-inf" : "inf") : Display.jsonNumber(value)
  }
}
