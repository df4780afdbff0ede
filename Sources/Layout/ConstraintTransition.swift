/// The one rule for what is worth reporting about a constraint between two of its states: the
/// engine's change tracking (``LayoutEngine/takeChanges()``) applies it to the states it
/// measured last time, and the session's reports of whole-state differences (undo, redo, load,
/// reset) to the constraints of the two states, so both report the same transitions.
extension ConstraintChange.Kind {
  /// The change from `old` (nil: not reported before, or new) to `new`, or nil when there is
  /// nothing to say. A constraint that becomes broken, is restored, stops or starts holding, or
  /// (an equality that still does not hold) now misses on its other side — for an intrinsic
  /// size, stretched and now compressed — is reported; one that leaves the layout as
  /// ``leaving(from:)`` says.
  static func transition(from old: ReportedState?, to new: ReportedState) -> Self? {
    if new.status == .broken { return old?.status == .broken ? nil : .broken }
    if new.status == .inactive { return old.flatMap(leaving) }
    guard new.status == .active else { return nil }
    if old?.status == .broken { return .restored }
    if old?.status != .active { return new.holds ? nil : .violated }
    // An equality violated on its other side now lost to something else (for an intrinsic
    // size, its other priority): reported again.
    guard let old, old.holds != new.holds || old.fallsShort != new.fallsShort else { return nil }
    return new.holds ? .satisfied : .violated
  }

  /// What leaving the layout (deactivated or removed) means for a constraint last in state
  /// `old`: worth a line when the user wrote it and it was broken or did not hold.
  static func leaving(from old: ReportedState) -> Self? {
    guard old.isUsers else { return nil }
    switch old.status {
    case .broken: return .brokenLeft
    case .active: return old.holds ? nil : .violatedLeft
    case .inactive: return nil
    }
  }

  /// ``transition(from:to:)`` for a constraint as two states of the engine describe it.
  package static func transition(from old: ConstraintInfo?, to new: ConstraintInfo) -> Self? {
    transition(from: old.map(ReportedState.init), to: ReportedState(new))
  }

  /// ``leaving(from:)`` for a constraint as the state it left describes it.
  package static func leaving(from old: ConstraintInfo) -> Self? { leaving(from: ReportedState(old)) }
}

extension ReportedState {
  /// The state the rule compares, read from a constraint's info: whether it holds and on which
  /// side it misses count only while it is active, as when the engine measures it.
  init(_ info: ConstraintInfo) {
    let active = info.status == .active
    self.init(
      status: info.status, holds: active && info.holds, fallsShort: active && info.fallsShort,
      isUsers: info.origin == .user)
  }
}
