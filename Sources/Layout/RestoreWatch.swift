import Cassowary

/// Which broken constraints the next restore pass must look at
/// (``LayoutEngine/restoreBroken()``), kept from the writes of the constraint records.
///
/// The pass skips a broken constraint whose recorded conflict is intact: the conflict is still
/// about its own constraint (promoted back to required) and every other member is still in the
/// solver. A pass leaves every broken constraint's conflict intact (checked, or recomputed just
/// then), and an intact conflict stops being intact only when
///
/// - the broken constraint's own record is written (its constant, priority or conflict changed), or
/// - a member leaves the solver: the record that installed it is written with another installed
///   constraint or none, or the engine removes an implicit constraint
///   (``ConstraintRecords/noteLeftSolver(_:)``).
///
/// So the pass needs to look only at the broken constraints written since the last pass, unless
/// a constraint that is a member of some broken constraint's conflict left the solver: then at
/// every broken constraint. Members are counted by name (a conflict's solver constraints are
/// named by their records' ids, implicit ones `item.width>=0`), which can only overcount.
///
/// The pass used to look at every broken constraint after every operation: a VFL line that broke
/// 25,000 repeats made each later operation, and each of the copies a change report's checked
/// fixes run, cost 25,000 checks.
struct RestoreWatch {
  /// Per name, how many broken constraints' conflicts hold another member of that name.
  private var memberCounts = ShardedDictionary<String, Int>()
  /// Broken constraints written since the last ``take()`` (with repeats).
  private var written: [String] = []
  /// Whether a member of some broken constraint's conflict left the solver since the last
  /// ``take()``.
  private var memberLeft = false

  /// What the next pass must look at: every broken constraint (`all`), or the broken ones among
  /// `ids`. Starts over.
  mutating func take() -> (all: Bool, ids: [String]) {
    defer {
      written.removeAll(keepingCapacity: true)
      memberLeft = false
    }
    return pending
  }

  /// What the next pass would look at, as ``take()`` returns it.
  var pending: (all: Bool, ids: [String]) {
    (memberLeft, written)
  }

  /// Forgets the broken constraints written since the last ``take()`` but `kept` (a pass wrote
  /// them with the conflicts it just found), not that a member left the solver.
  mutating func forgetWrites(keeping kept: [String]) {
    written = kept
  }

  /// Notes a write of record `id`.
  mutating func noteWrite(of id: String, from old: ConstraintRecord?, to new: ConstraintRecord?) {
    let oldConflict = old?.status == .broken ? old?.conflict : nil
    let newConflict = new?.status == .broken ? new?.conflict : nil
    if let oldConflict { count(oldConflict, of: id, by: -1) }
    if let newConflict { count(newConflict, of: id, by: 1) }
    if new?.status == .broken { written.append(id) }
    if let installed = old?.installed, installed !== new?.installed {
      noteLeftSolver(id)
      if let name = installed.name, name != id { noteLeftSolver(name) }
    }
  }

  /// Whether a solver constraint named `name` is a member of some broken constraint's conflict
  /// (so that its leaving the solver makes the next pass look at every broken constraint).
  func isConflictMember(_ name: String) -> Bool {
    memberCounts[name] != nil
  }

  /// Notes that a solver constraint named `name` left the solver.
  mutating func noteLeftSolver(_ name: String) {
    if memberCounts[name] != nil { memberLeft = true }
  }

  /// Adds `delta` to the count of every member of `conflict` other than `id`'s own constraint
  /// (a name that occurs twice counts twice, on the way in and out alike).
  private mutating func count(_ conflict: Conflict, of id: String, by delta: Int) {
    for member in conflict.constraints where member !== conflict.constraint {
      guard let name = member.name, name != id else { continue }
      let updated = (memberCounts[name] ?? 0) + delta
      memberCounts[name] = updated > 0 ? updated : nil
    }
  }
}
