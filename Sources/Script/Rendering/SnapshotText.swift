/// The sentences of a snapshot's problems (``ViolationSnapshot``, ``AmbiguitySnapshot``) as the
/// JSON document and the page write them: the words the transcript has (``LossText``,
/// ``AmbiguityText``).
enum SnapshotText {
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
