import Layout

/// `constraints`'s listing as lines (``ConstraintListing``): one row per constraint in columns,
/// typed with what it reports (broken, violated, would be violated).
///
/// ```
/// c1  a.width == 100        @1000  active
/// c7  a.width == 120        @750   active    violated by 20, lost to c1
/// c9  b.left >= a.right     @1000  inactive  would be violated by 8
/// ```
enum ConstraintListingText {
  /// The whole listing.
  static func lines(_ listing: ConstraintListing) -> [ResponseLine] {
    if listing.rows.isEmpty { return [ResponseLine("no constraints")] }
    return zip(Display.columns(listing.rows.map(cells)), listing.rows).map { ResponseLine($0, kind($1.state)) }
  }

  /// A row's cells: id, equation, priority, status with where it comes from, and what stands
  /// in its way when it does not hold.
  private static func cells(_ row: ConstraintListing.Row) -> [String] {
    [row.id, row.constraint.equation, "@" + LossText.level(row.priorities), row.status.rawValue + origin(row)]
      + state(row.state)
  }

  /// ` (framework's)` or ` (autoresizing mask)` for a log's constraint that is not the app's,
  /// ` (autoresizing mask h=-&- v=--&)` for a translated mask; nothing for the others.
  private static func origin(_ row: ConstraintListing.Row) -> String {
    if row.origin == .user && row.owner != .app {
      return row.owner == .system ? " (framework's)" : " (autoresizing mask)"
    }
    if case .autoresizing = row.origin {
      return " (autoresizing mask" + (row.autoresizingMask.map { " " + $0.notation } ?? "") + ")"
    }
    return ""
  }

  /// The last cell: `conflicts with c2, c5`, `violated by 20, lost to c4`, `would be violated
  /// by 8`; none when the constraint holds.
  private static func state(_ state: ConstraintListing.Row.State) -> [String] {
    switch state {
    case .holds:
      return []
    case .broken(let others):
      return [others.isEmpty ? "can never hold" : "conflicts with " + others.joined(separator: ", ")]
    case .violated(let violation, let side, let loss):
      return [
        "violated by " + Display.number(violation) + (side.map { " (\($0.rawValue))" } ?? "")
          + (loss.map { ", " + LossText.shortReason($0) } ?? "")
      ]
    case .wouldBeViolated(let violation):
      return ["would be violated by \(Display.number(violation))"]
    }
  }

  /// What a row reports.
  private static func kind(_ state: ConstraintListing.Row.State) -> LineKind {
    switch state {
    case .holds: .plain
    case .broken: .broken
    case .violated: .violated
    case .wouldBeViolated: .wouldBeViolated
    }
  }
}
