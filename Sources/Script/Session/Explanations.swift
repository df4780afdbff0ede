import Cassowary
import Layout

// Lines shared by the change report, `violations` and `explain`, from their typed answers.

extension LayoutEngine {
  /// The whole line for a violated constraint: `c3 violated by 50 (@500): lost to c4 (@750)`, or
  /// `l.intrinsic.width violated by 20 (stretched, hugging @250): …`; `loss` is what it lost to,
  /// when known.
  func violationLine(_ id: String, loss: ConstraintLoss?) -> ResponseLine {
    guard let info = constraint(ConstraintID(id)) else { return ResponseLine("\(id) violated", .violated) }
    return LossText.line(ViolatedConstraint(info, loss: loss.map(explained)))
  }

  /// The lines explaining a broken constraint: its conflict and the arithmetic (the fixes are
  /// the session's: ``Session/brokenLines(_:in:indent:)``).
  ///
  /// ```
  /// c10 broken: conflicts with c1, c2, c3 (short by 8)
  ///   because b.left = a.right + 8 = a.left + a.width + 8 = root.left + 100 + 8 = 100 + 8 = 108, but c10 needs b.left <= 100
  /// ```
  func conflictLines(_ id: String, indent: String = "  ") -> [ResponseLine] {
    ConflictText.conflictLines(brokenAnswer(id), indent: indent)
  }

  /// The lines that explain broken constraint `id` — its conflict and the arithmetic, as
  /// `explain` prints them, without the fixes (which need a session) — for tools that build an
  /// engine themselves (`lyt check`).
  public func brokenConstraintLines(_ id: String) -> [String] {
    conflictLines(id, indent: "").map(\.text)
  }
}

extension Session {
  /// The lines explaining a broken constraint of `engine` (this state's, perhaps prepared for
  /// explanations): its conflict, the arithmetic, the translated masks and the checked fixes.
  func brokenLines(_ id: String, in engine: LayoutEngine, indent: String = "  ") -> [ResponseLine] {
    ConflictText.lines(brokenAnswer(id, in: engine), indent: indent)
  }
}
