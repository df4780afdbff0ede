import Layout

/// Ambiguities as sentences: why an attribute is free, once a tie's note on levels, and the
/// fixes (``AmbiguityAdvice``), as `why`, `exercise`, `ambiguity` and `explain` write them.
enum AmbiguityText {
  /// `cause: missing constraints: nothing resists the change`, or `cause: a tie at @250: …`.
  static func causeLine(_ advice: AmbiguityAdvice) -> String {
    "cause: " + cause(advice)
  }

  /// What `ambiguity` and `explain` write under an ambiguous item's ranges: the item it moves
  /// with, then each cause with its fixes. When the item's components need more than one answer
  /// (a view free in both axes), each line names the components it is about:
  ///
  /// ```
  /// cause of badge.width: missing constraints: nothing resists the change
  /// fix: badge.trailing == root.trailing - 16  → badge widens to 288
  /// cause of badge.height: missing constraints: nothing resists the change
  /// fix: badge.bottom == root.bottom - 16  → badge grows to 600 tall
  /// ```
  static func itemLines(_ entry: AmbiguousItem, saidLevels: inout Bool) -> [String] {
    let advice = entry.allAdvice
    let naming = advice.count + (entry.movesWith == nil ? 0 : 1) > 1
    func names(_ components: [FrameComponent]) -> String {
      components.map { "\(entry.item).\($0)" }.joined(separator: ", ")
    }
    var lines: [String] = []
    if let first = entry.movesWith {
      let moving = entry.componentsMovingWith
      lines.append(
        naming
          ? "\(names(moving)) \(moving.count == 1 ? "moves" : "move") with \(first) (same freedom)"
          : "moves with \(first) (same freedom)")
    }
    for given in advice {
      lines.append(naming ? "cause of \(names(given.moves)): " + cause(given) : causeLine(given))
      lines += detailLines(given, saidLevels: &saidLevels)
    }
    return lines
  }

  /// `missing constraints: nothing resists the change`, or `a tie at @250 between …`.
  static func cause(_ advice: AmbiguityAdvice) -> String {
    cause(advice.cause, isIntrinsicTie: advice.isIntrinsicTie)
  }

  /// `cause`'s sentence; `isIntrinsicTie` adds Xcode's name for a tie of intrinsic sizes.
  static func cause(_ cause: AmbiguityCause, isIntrinsicTie: Bool) -> String {
    switch cause {
    case .missingConstraints:
      return "missing constraints: nothing resists the change"
    case .tie(let priority, let growing, let shrinking):
      return
        "a tie at @\(Display.priority(priority.value)) between \((shrinking + growing).map(\.name).joined(separator: ", ")): "
        + "the other layout trades the violation of one for the other, point for point"
        + (isIntrinsicTie ? " (Xcode: content priority ambiguity)" : "")
    }
  }

  /// What follows the cause: the note on levels after an answer's first tie (``tieLevelLine``)
  /// and the `fix:` lines.
  static func detailLines(_ advice: AmbiguityAdvice, saidLevels: inout Bool) -> [String] {
    tieLevelLine(advice.cause, alreadySaid: &saidLevels) + FixText.lines(advice.fixes, none: noFixLine(advice))
  }

  /// What an ambiguity without a checked fix says. A size nothing sets, of a view nothing
  /// places either, has no value lyt could suggest (zero is never meant, and pinning the far
  /// edge leaves the position free): the user picks one.
  static func noFixLine(_ advice: AmbiguityAdvice) -> String {
    let component = advice.component.component
    guard case .missingConstraints = advice.cause, component == .width || component == .height else {
      return FixText.noAmbiguityFix
    }
    let name = "\(advice.component.item).\(component)"
    return "no size to suggest: give it one (`\(name) == …`), or pin both its edges"
  }

  /// `(one constraint at @251 outweighs any number at @250)`, said once per answer after the
  /// first tie: priorities are strict levels, so a step of one decides a tie.
  static func tieLevelLine(_ cause: AmbiguityCause, alreadySaid: inout Bool) -> [String] {
    guard case .tie(let priority, _, _) = cause, !alreadySaid, priority.value + 1 <= 999 else { return [] }
    alreadySaid = true
    let level = Display.priority(priority.value)
    return ["(one constraint at @\(Display.priority(priority.value + 1)) outweighs any number at @\(level))"]
  }
}
