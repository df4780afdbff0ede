import Cassowary
import Layout

// A broken constraint's conflict as lines, from its typed answer (``ConflictText``), for what
// has an engine and no session: the JSON document's `explanation` and `lyt check`.

extension LayoutEngine {
  /// The lines explaining a broken constraint: its conflict and the arithmetic (without the
  /// fixes, which need a session).
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
