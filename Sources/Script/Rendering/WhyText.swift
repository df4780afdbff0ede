import Cassowary
import CommandLanguage
import Layout

/// `why`'s answer as lines (``WhyAnswer``):
///
/// ```
/// b.left = 108 (root coordinates)
///   = a.right + 8           c3
///   = a.left + a.width + 8  a's frame
///   …
/// fixed by:
///   c1  a.left == root.left
///   c2  a.width == 100
///   c3  b.left == a.right + 8
/// why not larger: c1, c2, c3 (required) forbid it
/// wanted something else:
///   wish  a.width == 120 @750: violated by 20, lost to c2 (required)
/// ```
enum WhyText {
  /// The whole answer.
  static func lines(_ answer: WhyAnswer) -> [ResponseLine] {
    var lines = [head(answer)]
    lines += ResponseLine.plain(derivationLines(answer))
    if let ambiguity = answer.ambiguity {
      var said = false
      lines.append(ResponseLine(AmbiguityText.causeLine(ambiguity)))
      lines += ResponseLine.plain(AmbiguityText.detailLines(ambiguity, saidLevels: &said)).indented("  ")
    }
    for (word, step, blocker) in [("larger", 1.0, answer.whyNotLarger), ("smaller", -1.0, answer.whyNotSmaller)] {
      if let blocker { lines.append(ResponseLine("why not \(word): " + describe(blocker, moving: step))) }
    }
    if !answer.wanted.isEmpty {
      lines.append(ResponseLine("wanted something else:"))
      for violated in answer.wanted {
        var line = "  \(violated.id)  \(violated.constraint): " + LossText.violation(violated)
        if let loss = violated.loss { line += ", " + LossText.reason(loss) }
        lines.append(ResponseLine(line, .violated))
      }
    }
    return lines
  }

  /// `b.left = 108 (root coordinates)`, and for an ambiguous value `…, but it is not fixed: any
  /// value in [0, inf] is as good`: an ambiguous value is not fixed, said first; what holds it
  /// where it happens to be follows, then why it is free and the fixes that decide it.
  static func head(_ answer: WhyAnswer) -> ResponseLine {
    let text = "\(answer.subject) = \(Display.number(answer.derivation.value)) (root coordinates)"
    guard let range = answer.ambiguousRange else { return ResponseLine(text) }
    return ResponseLine(text + ", but it is not fixed: any value in \(Display.range(range)) is as good", .ambiguous)
  }

  /// The chain, the constraints the value rests on and what it still depends on.
  static func derivationLines(_ answer: WhyAnswer) -> [String] {
    let derivation = answer.derivation
    var lines: [String] = []
    if let chain = derivation.chain {
      let rows = DerivationText.lines(of: chain, subject: answer.subject).map {
        ["  " + $0.text, $0.reasons.joined(separator: ", ")]
      }
      lines += Display.columns(rows)
    }
    let fixing = derivation.support.map { support -> [String] in
      // Implicit constraints (`v.width>=0`) are not user constraints: show the solver's form.
      let text = support.constraint.map { "\($0)" } ?? "(implicit: sizes are never negative)"
      return ["  " + support.id, text, derivation.chain == nil ? factor(support.weight) : ""]
    }
    if fixing.isEmpty && derivation.free.isEmpty {
      lines.append("no constraint fixes it (its value is 0 by convention)")
    }
    if !fixing.isEmpty {
      // A value can rest on hundreds of constraints (a width that takes what a long row leaves):
      // the first ones and a count keep the answer readable.
      // The value is a weighted sum of these equations (the solver's derivation); a weight of 1
      // is not written, and the heading says what the others mean.
      let weighted = fixing.contains { !$0[2].isEmpty }
      let ambiguous = answer.ambiguousRange != nil
      let heading = ambiguous ? "held there, in this layout, by" : "fixed by"
      lines.append(heading + (weighted ? weightsNote(answer) + ":" : ":"))
      lines += Display.columns(fixing)
      if derivation.supportCount > fixing.count {
        lines.append("  … and \(derivation.supportCount - fixing.count) more")
      }
    }
    if !derivation.free.isEmpty {
      lines.append("also depends on \(derivation.free.joined(separator: ", ")), which nothing determines")
    }
    return lines
  }

  /// A constraint's weight after it (the chain shows the arithmetic when there is one: the
  /// weights say it otherwise): `× 1/3`, `× 0.5`, or nothing for 1.
  static func factor(_ weight: Double) -> String {
    guard abs(weight - 1) > 1e-9 else { return "" }
    return NumberText.reciprocal(of: weight).map { "× 1/\($0)" } ?? "× \(Display.number(weight))"
  }

  /// What the weights of the constraints that fix a value mean, for the heading above them:
  /// ` (multiply each equation by its weight and add them up: that gives b.width = 107.5)`.
  static func weightsNote(_ answer: WhyAnswer) -> String {
    let rest = answer.ambiguousRange != nil ? " plus what nothing determines" : ""
    return " (multiply each equation by its weight and add them up: that gives "
      + "\(answer.subject) = \(Display.number(answer.derivation.value))\(rest))"
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
      return ids.map(\.name).joined(separator: ", ")
        + (ids.count == 1 ? " (required) forbids it" : " (required) forbid it")
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
