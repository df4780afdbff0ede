import Cassowary
import Layout

extension Session {
  /// How many of the constraints that fix a value `why` lists before counting the rest.
  static let fixingLinesShown = 20

  /// `why VIEW.ATTR`: the value, the constraints that fix it (read off the solver's tableau, with
  /// their multipliers when not 1), what it still depends on if it is ambiguous, and the weaker
  /// constraints on the same item that wanted something else, with what they lost to.
  ///
  /// ```
  /// b.left = 108 (root coordinates)
  /// fixed by:
  ///   c1  a.left == root.left
  ///   c2  a.width == 100
  ///   c3  b.left == a.right + 8
  /// wanted something else:
  ///   wish  a.width == 120 @750: violated by 20, lost to c2
  /// ```
  func why(_ reference: QueryReference) throws(SessionError) -> [ResponseLine] {
    let name = try existingItem(reference.item)
    let engine = state.engine.preparedForExplanations
    let anchor: Anchor
    switch reference.attribute.value {
    case .x: anchor = Anchor(name, .left)
    case .y: anchor = Anchor(name, .top)
    case .layout(let attribute): anchor = Anchor(name, attribute)
    }
    let derivation: Derivation
    do {
      derivation = try engine.derivation(of: anchor)
    } catch {
      throw SessionError(error, at: reference.range)
    }
    let range = explanations.range(of: anchor) {
      explanations.withProbes(of: engine.solver) { probes in try? engine.range(of: anchor, probes: &probes) }
    }
    let ambiguous = range.map { !$0.isUnique } ?? false
    var head = ResponseLine("\(reference) = \(Display.number(derivation.value)) (root coordinates)")
    if let range, ambiguous {
      // An ambiguous value is not fixed: said first; what holds it where it happens to be
      // follows, then why it is free and the fixes that decide it.
      head = ResponseLine(
        head.text + ", but it is not fixed: any value in \(Display.range(range)) is as good", .ambiguous)
    }
    var lines: [String] = []
    let chain = engine.derivationChain(of: anchor, derivation: derivation)
    if let chain {
      let rows = DerivationText.lines(of: chain, subject: "\(reference)").map {
        ["  " + $0.text, $0.reasons.joined(separator: ", ")]
      }
      lines += Display.columns(rows)
    }
    // Only the lines shown are built (a line reads the constraint's info, its violation included).
    let fixing = derivation.contributions.prefix(Self.fixingLinesShown).map { contribution -> [String] in
      let id = engine.id(of: contribution.constraint) ?? "?"
      // Implicit constraints (`v.width>=0`) are not user constraints: show the solver's form.
      let text = engine.constraint(id).map { "\($0.constraint)" } ?? "(implicit: sizes are never negative)"
      // The chain shows the arithmetic when there is one: the weights say it otherwise.
      let factor =
        chain != nil || abs(contribution.multiplier - 1) <= 1e-9
        ? ""
        : NumberText.reciprocal(of: contribution.multiplier).map { "× 1/\($0)" }
          ?? "× \(Display.number(contribution.multiplier))"
      return ["  " + id, text, factor]
    }
    if fixing.isEmpty && derivation.freeTerms.isEmpty {
      lines.append("no constraint fixes it (its value is 0 by convention)")
    }
    if !fixing.isEmpty {
      // A value can rest on hundreds of constraints (a width that takes what a long row leaves):
      // the first ones and a count keep the answer readable.
      // The value is a weighted sum of these equations (the solver's derivation); a weight of 1
      // is not written, and the heading says what the others mean.
      let weighted = fixing.contains { !$0[2].isEmpty }
      let heading = ambiguous ? "held there, in this layout, by" : "fixed by"
      lines.append(heading + (weighted ? Self.weightsNote(reference, derivation, ambiguous: ambiguous) + ":" : ":"))
      lines += Display.columns(fixing)
      if derivation.contributions.count > fixing.count {
        lines.append("  … and \(derivation.contributions.count - fixing.count) more")
      }
    }
    if !derivation.freeTerms.isEmpty {
      let free = derivation.freeTerms.map(\.variable.name).joined(separator: ", ")
      lines.append("also depends on \(free), which nothing determines")
    }
    if ambiguous { lines += ambiguityAdvice(for: name, attribute: anchor.attribute, in: engine) }
    if let range, range.isUnique {
      for (word, step) in [("larger", 1.0), ("smaller", -1.0)] {
        if let blocker = explanations.blocker(
          of: anchor, moving: step,
          compute: {
            explanations.withProbes(of: engine.solver) { probes in
              try? engine.blocker(of: anchor, moving: step, probes: &probes)
            }
          })
        {
          lines.append("why not \(word): " + Self.describe(blocker, moving: step))
        }
      }
    }
    var answer = [head] + ResponseLine.plain(lines)
    let losers = engine.violatedConstraints(involving: name)
    if !losers.isEmpty {
      answer.append(ResponseLine("wanted something else:"))
      for info in losers {
        var line = "  \(info.id)  \(info.constraint): " + Display.violation(info)
        if let loss = loss(of: info.id, in: engine) { line += ", " + engine.reason(for: loss) }
        answer.append(ResponseLine(line, .violated))
      }
    }
    return answer
  }

  /// What the weights of the constraints that fix a value mean, for the heading above them:
  /// ` (each side of each equation × its weight, added up, gives b.width = 107.5)`.
  static func weightsNote(_ reference: QueryReference, _ derivation: Derivation, ambiguous: Bool) -> String {
    let rest = ambiguous ? " plus what nothing determines" : ""
    return " (multiply each equation by its weight and add them up: that gives "
      + "\(reference) = \(Display.number(derivation.value))\(rest))"
  }

  /// Why an ambiguous attribute of `item` is free, and the checked fixes that decide it.
  private func ambiguityAdvice(for item: String, attribute: Attribute, in engine: LayoutEngine) -> [String] {
    let component: FrameComponent =
      attribute.isDimension ? (attribute.isHorizontal ? .width : .height) : (attribute.isHorizontal ? .x : .y)
    guard let alternative = alternative(for: item, in: engine, firstAmbiguous: component) else { return [] }
    let problem = Problem.ambiguous(ItemComponent(item: item, component: alternative.component))
    var said = false
    return ["cause: " + describe(alternative.cause)]
      + Self.tieLevelLine(alternative.cause, alreadySaid: &said).map { "  " + $0 }
      + FixText.lines(fixes(for: problem), none: FixText.noAmbiguityFix).map { "  " + $0 }
  }

  /// `c2 (required) forbids it`, or `1 point more would violate c4 (@750) by 1 and relieve …`
  /// (`1 point less` when `step` is negative).
  static func describe(_ blocker: MoveBlocker, moving step: Double) -> String {
    func list(_ changes: [MoveBlocker.Change]) -> String {
      changes.map { "\($0.id) (\(Display.level($0.priority))) by \(Display.number($0.amount))" }
        .joined(separator: ", ")
    }
    switch blocker {
    case .required(let ids):
      if ids.isEmpty { return "required constraints forbid it" }
      return ids.joined(separator: ", ") + (ids.count == 1 ? " (required) forbids it" : " (required) forbid it")
    case .nothing:
      return "nothing resists (ambiguous)"
    case .cost(let worse, let relieved):
      var text = "1 point \(step < 0 ? "less" : "more") would violate " + (worse.isEmpty ? "nothing more" : list(worse))
      if !relieved.isEmpty { text += " and relieve " + list(relieved) }
      if let strongest = worse.map(\.priority).max() {
        let gained = relieved.map(\.priority).max()
        if let gained, gained < strongest {
          text += " — \(Display.number(strongest.value)) beats \(Display.number(gained.value))"
        }
      }
      return text
    }
  }
}
