import Cassowary

/// What changed since the last call to ``LayoutEngine/takeChanges()``.
public struct LayoutChanges: Equatable {
  /// Items whose frame (root coordinates) moved, in item order.
  public var frames: [FrameChange] = []
  /// Constraints whose state changed, in constraint order.
  public var constraints: [ConstraintChange] = []

  /// Creates a change list.
  public init(frames: [FrameChange] = [], constraints: [ConstraintChange] = []) {
    self.frames = frames
    self.constraints = constraints
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { frames.isEmpty && constraints.isEmpty }
}

/// A frame that moved.
public struct FrameChange: Equatable, Sendable {
  /// The item.
  public var item: ItemID
  /// The frame last reported, or nil for an item that is new since then.
  public var old: Rect?
  /// The frame now.
  public var new: Rect

  /// Creates a frame change.
  public init(item: ItemID, old: Rect?, new: Rect) {
    self.item = item
    self.old = old
    self.new = new
  }
}

/// A constraint whose state changed.
public struct ConstraintChange: Equatable, Sendable {
  /// The constraint's id.
  public var id: ConstraintID
  /// What happened to it.
  public var kind: Kind

  /// What can happen to a constraint.
  public enum Kind: String, Equatable, Sendable {
    /// An active constraint that held no longer holds (an optional constraint lost), or an
    /// equality that did not hold now misses on its other side (for an intrinsic size: it was
    /// stretched and is now compressed, or the other way round).
    case violated
    /// An active constraint that did not hold holds again.
    case satisfied
    /// It became broken.
    case broken
    /// It was broken and is required and satisfied again.
    case restored
    /// It was broken and left the layout: deactivated, or removed (then it no longer exists).
    case brokenLeft
    /// It was an active optional constraint that did not hold, and left the layout.
    case violatedLeft
  }

  /// Creates a constraint change.
  public init(id: ConstraintID, kind: Kind) {
    self.id = id
    self.kind = kind
  }
}

extension LayoutEngine {
  /// The frames that moved and the constraints whose state changed since the last call (every
  /// item counts as moved, and every violated or broken constraint as changed, the first time).
  /// Only items whose variables the solver reports as changed (``Solver/updateVariables()``)
  /// are examined, plus items whose insets changed.
  ///
  /// - Complexity: proportional to what changed since the last call: the variables the solver moved, the
  ///   items they belong to, and the constraints written or mentioning a moved variable.
  public mutating func takeChanges() -> LayoutChanges {
    var changedVariables: [Variable] = []
    var examined: Set<String> = []
    var changes = LayoutChanges(frames: takeFrameChanges(changedVariables: &changedVariables, examined: &examined))
    // A constraint's state changes only if its record was written or a variable it mentions moved.
    var candidates = records.takeTouched()
    for variable in changedVariables { candidates += records.ids(mentioning: variable) }
    var reported = reportedStates
    reportedStates = [:]
    changes.constraints = constraintTransitions(of: candidates, updating: &reported)
    reportedStates = reported
    records.markReported()
    if notesFootprints {
      noteFootprint(candidates: candidates, frames: changes.frames, examined: examined)
    } else {
      lastFootprint = nil
      changeMark = UInt64.random(in: .min ... .max)
    }
    return changes
  }

  /// The transitions of the state of the constraints `candidates` names (with repeats, some
  /// perhaps gone) since the last report, in the order the constraints were created, updating
  /// `reported` in place (entries of constraints that are gone are dropped). Not `mutating` on
  /// purpose: called from a mutating method, each reader in the loop would get its own copy of
  /// the whole engine. Whether a constraint holds is measured only when it is active, the one
  /// state in which ``ConstraintChange/Kind/transition(from:to:)`` reads it.
  private func constraintTransitions(
    of candidates: [String], updating reported: inout ShardedDictionary<String, ReportedState>
  ) -> [ConstraintChange] {
    var existing: [(creation: Int, id: String)] = []
    var removed: [ConstraintChange] = []
    for id in Set(candidates) {
      if let creation = records.creationIndex(of: id) {
        existing.append((creation, id))
      } else {
        if let old = reported[id], let kind = ConstraintChange.Kind.leaving(from: old) {
          removed.append(ConstraintChange(id: ConstraintID(id), kind: kind))
        }
        reported[id] = nil
      }
    }
    existing.sort { $0.creation < $1.creation }
    var changes: [ConstraintChange] = removed.sorted { $0.id < $1.id }
    for (_, id) in existing {
      guard let record = records[id] else { continue }
      let state = measuredState(of: record)
      let old = reported[id]
      guard old != state else { continue }
      reported[id] = state
      if let kind = ConstraintChange.Kind.transition(from: old, to: state), !isQuietStackChange(id, kind) {
        changes.append(ConstraintChange(id: ConstraintID(id), kind: kind))
      }
    }
    return changes
  }

  /// A constraint's state as the change report compares it, measured in the current layout
  /// (whether it holds, and on which side an equality misses, only when it is active).
  func measuredState(of record: ConstraintRecord) -> ReportedState {
    var state = ReportedState(status: record.status, holds: false, isUsers: record.origin == .user)
    guard record.status == .active, let installed = record.installed, let residual = solver.residual(of: installed)
    else { return state }
    state.holds = installed.violation(residual: residual) <= Tolerance.report
    state.fallsShort = installed.fallsShort(residual: residual)
    return state
  }
}
