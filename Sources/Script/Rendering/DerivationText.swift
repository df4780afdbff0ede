import Cassowary
import Layout

/// A derivation chain as `why` and conflict explanations write it: each step `= sum`, and where
/// the subject reappeared on the right and was solved for, `so 2 * c.left = sum`.
enum DerivationText {
  /// One written step: the words that lead in (`=`, or `so 2 * c.left =`), the sum, and the
  /// reasons.
  struct Line: Equatable {
    var lead: String
    var sum: String
    var reasons: [String]

    /// `= a.right + 8` or `so 2 * c.left = 495`.
    var text: String { lead + " " + sum }
  }

  /// The lines of `chain`, a derivation of `subject` (`c.left`, or `b.x` as the user wrote it).
  static func lines(of chain: [DerivationStep], subject: String) -> [Line] {
    var multiple = 1.0
    return chain.map { step in
      defer { multiple = step.multiple }
      let reasons = step.reasons.map(words)
      guard step.multiple != multiple else { return Line(lead: "=", sum: step.text, reasons: reasons) }
      let left = NumberText.scaled(subject, by: step.multiple, number: NumberText.display)
      return Line(lead: "so \(left) =", sum: step.text, reasons: reasons)
    }
  }

  /// What justifies a step, as `why`, explanations and pages write it: the constraint's id, or
  /// `a's frame`.
  static func words(_ reason: DerivationReason) -> String {
    switch reason {
    case .constraint(let id): id
    case .frame(let item): "\(item)'s frame"
    }
  }

  /// The chain on one line, after `subject = `: `a.right + 8 = … = 108`, or `… - c.left, so
  /// 2 * c.left = 495, so c.left = 247.5`; `elided` keeps the first two and last two steps.
  static func inline(_ chain: [DerivationStep], subject: String, elided: Bool) -> String {
    let all = lines(of: chain, subject: subject)
    let shown = elided && all.count > 5 ? Array(all.prefix(2)) + [nil] + all.suffix(2) : all.map { $0 }
    var text = ""
    for (index, line) in shown.enumerated() {
      guard let line else {
        text += " = …"
        continue
      }
      if index == 0 {
        text = line.sum
      } else {
        text += (line.lead == "=" ? " = " : ", " + line.lead + " ") + line.sum
      }
    }
    return text
  }
}
