// The solver's records of its constraints (marker and error symbols, constant, order of
// addition): read and written through these accessors, which a probe scratch redirects to an
// overlay (``ProbeScratch``) so that its first write does not copy the base's records.

extension Solver {
  /// The record of `constraint`, if the solver holds it (on a scratch, its overlay first).
  @inline(__always)
  func record(of constraint: Constraint) -> TableauRecord? {
    if let overlay = recordOverlay, !overlay.isEmpty, let entry = overlay[constraint] { return entry }
    return records[constraint]
  }

  /// Every record, the overlay of a scratch applied (a merged copy only while it has changes).
  var allRecords: TableauRecordTable {
    guard let overlay = recordOverlay, !overlay.isEmpty else { return records }
    var merged = records
    for (constraint, record) in overlay { merged[constraint] = record }
    return merged
  }

  /// Writes (or with nil removes) the record of `constraint`; a scratch writes to its overlay.
  mutating func setRecord(_ record: TableauRecord?, for constraint: Constraint) {
    if recordOverlay != nil {
      recordOverlay?[constraint] = .some(record)
    } else {
      records[constraint] = record
    }
  }

  /// Removes and returns the record of `constraint`.
  mutating func takeRecord(of constraint: Constraint) -> TableauRecord? {
    let record = self.record(of: constraint)
    if record != nil { setRecord(nil, for: constraint) }
    return record
  }
}
