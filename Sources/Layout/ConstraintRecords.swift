import Cassowary

/// The engine's constraint records by id, with what the change report needs to look at only
/// what a command touched: the ids written since the report last asked (``takeTouched()``), the
/// order of creation, and which installed constraints mention each variable.
///
/// A report used to evaluate every constraint after every command, which made a long script
/// quadratic (a 6,000-command script building 1,000 views spent half its time there). A
/// constraint's state (status, and whether it holds) can change only if its record is written
/// or a variable of its installed form changes value, so the report reads the touched ids and
/// the constraints of the variables the solver says changed (``ids(mentioning:)``).
struct ConstraintRecords: Sequence {
  private(set) var byID = ShardedDictionary<String, ConstraintRecord>()
  /// Ids written since the last ``takeTouched()`` (with repeats).
  private var touched: [String] = []
  /// The number of writes ``takeTouched()`` has dropped: ``touched`` holds the writes from this
  /// one on (see ``writeMark``).
  private var touchedBase = 0
  /// Which broken constraints the next restore pass must look at.
  private var restoreWatch = RestoreWatch()
  /// The ids of the installed constraints that mention each variable.
  private var idsByVariable = ShardedDictionary<Variable, [String]>()
  /// The ids of the constraints that name each item (as first or second item, or as the stack
  /// view that generated them).
  private var idsByItem = ShardedDictionary<String, [String]>()
  /// When each id was created (a record keeps its number while it exists).
  private var creation = ShardedDictionary<String, Int>()
  private var nextCreation = 0
  /// How many records are the developer's own constraints (not generated).
  private(set) var userCount = 0

  /// The record of `id`. Writing it notes the id as touched and keeps the variable index in step.
  subscript(id: String) -> ConstraintRecord? {
    get { byID[id] }
    set {
      let old = byID[id]
      byID[id] = newValue
      noteWrite(of: id, from: old, to: newValue)
    }
    _modify {
      let old = byID[id]
      yield &byID[id]
      noteWrite(of: id, from: old, to: byID[id])
    }
  }

  /// The constraint of `id`'s record (without copying the rest of the record out).
  func constraint(_ id: String) -> LayoutConstraint? {
    byID[id]?.constraint
  }

  /// The number of records.
  var count: Int { byID.count }

  func makeIterator() -> ShardedDictionary<String, ConstraintRecord>.Iterator { byID.makeIterator() }

  /// The ids written since the last call, each once, in no particular order (some may have no
  /// record any more).
  mutating func takeTouched() -> [String] {
    guard !touched.isEmpty else { return [] }
    let ids = Array(Set(touched))
    touchedBase += touched.count
    touched.removeAll(keepingCapacity: true)
    return ids
  }

  /// A mark of the writes so far, for ``written(since:)``.
  var writeMark: Int { touchedBase + touched.count }

  /// The ids written since `mark` (with repeats), or nil when ``takeTouched()`` dropped some of
  /// them since.
  func written(since mark: Int) -> ArraySlice<String>? {
    guard mark >= touchedBase, mark <= writeMark else { return nil }
    return touched[(mark - touchedBase)...]
  }

  /// What the next restore pass must look at: every broken constraint (`all`), or the broken
  /// ones among `ids` (``RestoreWatch``). Starts over.
  mutating func takeRestoreCandidates() -> (all: Bool, ids: [String]) {
    restoreWatch.take()
  }

  /// What the next restore pass would look at (``takeRestoreCandidates()`` without starting over).
  var pendingRestoreCandidates: (all: Bool, ids: [String]) {
    restoreWatch.pending
  }

  /// Whether a solver constraint named `name` is a member of some broken constraint's recorded
  /// conflict (``RestoreWatch/isConflictMember(_:)``).
  func isBrokenConflictMember(_ name: String) -> Bool {
    restoreWatch.isConflictMember(name)
  }

  /// Forgets the broken constraints written since the last ``takeRestoreCandidates()`` but
  /// `kept` (``RestoreWatch/forgetWrites(keeping:)``).
  mutating func forgetRestoreCandidateWrites(keeping kept: [String]) {
    restoreWatch.forgetWrites(keeping: kept)
  }

  /// Notes that the engine took a solver constraint that no record installed (an item's
  /// implicit `width >= 0`) out of the solver.
  mutating func noteLeftSolver(_ name: String) {
    restoreWatch.noteLeftSolver(name)
  }

  /// Whether the change report's states were taken after the last write (see
  /// ``markReported()``); a write, or frames taken without the states, clears it.
  private(set) var isReportCurrent = false

  /// Notes that the change report's states were just taken.
  mutating func markReported() { isReportCurrent = true }

  /// Notes that the values the change report's states rest on moved on without them.
  mutating func invalidateReport() { isReportCurrent = false }

  /// The ids of the installed constraints whose expression mentions `variable`.
  func ids(mentioning variable: Variable) -> [String] {
    idsByVariable[variable] ?? []
  }

  /// The ids of the constraints that name `item` as their first or second item, or that the
  /// stack view `item` generated (each once).
  func ids(namingItem item: String) -> [String] {
    idsByItem[item] ?? []
  }

  /// When `id` was created (later ids compare greater), or nil when it has no record.
  func creationIndex(of id: String) -> Int? {
    creation[id]
  }

  /// The given ids in the order their records were made, each once (ids without a record are
  /// dropped): sorted by their creation numbers, without a pass over every record.
  ///
  /// - Complexity: O(k log k) for the k ids.
  func inCreationOrder(_ ids: [String]) -> [String] {
    if ids.isEmpty { return [] }
    let numbered = ids.compactMap { id in creation[id].map { (creation: $0, id: id) } }
    var ordered: [String] = []
    var last = -1
    for (creation, id) in numbered.sorted(by: { $0.creation < $1.creation }) where creation != last {
      ordered.append(id)
      last = creation
    }
    return ordered
  }

  private mutating func noteWrite(of id: String, from old: ConstraintRecord?, to new: ConstraintRecord?) {
    touched.append(id)
    isReportCurrent = false
    restoreWatch.noteWrite(of: id, from: old, to: new)
    userCount += (new.map { $0.origin.isGenerated ? 0 : 1 } ?? 0) - (old.map { $0.origin.isGenerated ? 0 : 1 } ?? 0)
    switch (old, new) {
    case (nil, .some):
      creation[id] = nextCreation
      nextCreation += 1
    case (.some, nil): creation[id] = nil
    default: break
    }
    let oldItems = old.map(Self.itemsNamed) ?? []
    let newItems = new.map(Self.itemsNamed) ?? []
    if oldItems != newItems {
      for item in oldItems {
        idsByItem[item]?.removeAll { $0 == id }
        if idsByItem[item]?.isEmpty == true { idsByItem[item] = nil }
      }
      for item in newItems { idsByItem[item, default: []].append(id) }
    }
    let oldInstalled = old?.installed
    let newInstalled = new?.installed
    guard oldInstalled !== newInstalled else { return }
    if let oldInstalled {
      for variable in Set(oldInstalled.expression.terms.map(\.variable)) {
        idsByVariable[variable]?.removeAll { $0 == id }
        if idsByVariable[variable]?.isEmpty == true { idsByVariable[variable] = nil }
      }
    }
    if let newInstalled {
      for variable in Set(newInstalled.expression.terms.map(\.variable)) {
        idsByVariable[variable, default: []].append(id)
      }
    }
  }
}

extension ConstraintRecords {
  /// The items a record names, each once, in a fixed order.
  fileprivate static func itemsNamed(by record: ConstraintRecord) -> [String] {
    var items = [record.constraint.first.item]
    if let second = record.constraint.second?.item, second != items[0] { items.append(second) }
    if case .stack(let stack) = record.origin, !items.contains(stack) { items.append(stack) }
    return items
  }
}

extension ConstraintRecords: Equatable {
  /// Equal records (what was touched since the last report is bookkeeping, not state).
  static func == (lhs: ConstraintRecords, rhs: ConstraintRecords) -> Bool {
    lhs.byID == rhs.byID
  }
}
