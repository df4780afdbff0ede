/// The sentences of a snapshot's problems (``ConflictSnapshot``, ``ViolationSnapshot``,
/// ``AmbiguitySnapshot``) as the JSON document and the page write them: the words the transcript
/// has (``ConflictText``, ``LossText``, ``AmbiguityText``).
enum SnapshotText {
  /// A conflict's `explanation`: `c8 broken: conflicts with …` and its arithmetic, unindented.
  static func explanation(_ conflict: ConflictSnapshot) -> [String] {
    ConflictText.conflictLines(conflict.answer, indent: "").map(\.text)
  }

  /// A violation's `reason`: `lost to c4 (@750)`, …; empty when it has no loss or it was not
  /// worked out.
  static func reason(_ violation: ViolationSnapshot) -> String {
    violation.loss.map(LossText.reason) ?? ""
  }

  /// An ambiguous item's `cause`: `missing constraints: nothing resists the change`, …; nil
  /// when lyt found no second layout.
  static func cause(_ entry: AmbiguitySnapshot) -> String? {
    entry.cause.map { AmbiguityText.cause($0, isIntrinsicTie: entry.isIntrinsicTie) }
  }
}
