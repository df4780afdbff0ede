import CommandLanguage
import Layout

/// The short report after a mutating command, worked out as a ``CommandChanges`` value: frames
/// that moved (root coordinates) and constraints that became broken (first, with their checked
/// fixes), restored, violated or satisfied, or left the layout while broken or violated.
/// ``ChangeReportText`` writes it:
///
/// ```
/// a: (0, 0, 0, 0) → (16, 20, 100, 44)
/// c7 broken: conflicts with c2, c5 (short by 20)
/// c3 violated by 20 (@500): lost to c4 (@750)
/// ```
struct ChangeReport {
  /// A frame that appeared, moved or disappeared.
  typealias Move = CommandChanges.Frame

  /// The frames, in item order.
  var moves: [Move]
  /// The constraint changes, in constraint order.
  var constraints: [ConstraintChange]
  /// The session after the change, to describe constraints and check fixes; the losses and
  /// fixes go to its cache for the new state, so `why` and `explain` right after the command do
  /// not compute them again.
  var session: Session
  /// The engine after the change.
  var engine: LayoutEngine {
    _read { yield session.engine }
  }
  /// The session's cache for the new state.
  var cache: ExplanationCache { session.explanations }

  /// The most frame lines printed; the rest are counted.
  static let maximumFrames = 20
  /// The most constraint lines printed (each violated one costs a loss computation); the rest
  /// are counted.
  static let maximumConstraints = 20

  /// The report of what ``LayoutEngine/takeChanges()`` returned.
  init(_ changes: LayoutChanges, session: Session) {
    self.moves = changes.frames.map { Move(item: $0.item.name, old: $0.old, new: $0.new) }
    self.constraints = changes.constraints
    self.session = session
  }

  /// The difference between two whole states (for undo, redo, load and reset). One step apart
  /// (an undo or redo), only what the step's footprint lists can differ, and the items that one
  /// state has and the other not (comparing every frame and constraint cost 60 M instructions at
  /// 1,000 views, for a change of a few, and two thirds of an undo at 3,000 views when the step
  /// added or removed a view); `comparingEverything` compares everything anyway (for tests that
  /// check the two agree).
  init(from old: LayoutEngine, to session: Session, comparingEverything: Bool = false) {
    let new = session.engine
    if !comparingEverything, let footprint = new.footprint(between: old) {
      (moves, constraints) = Self.difference(
        from: old, to: new, within: footprint, sameItems: old.itemNames == new.itemNames)
    } else {
      (moves, constraints) = Self.difference(from: old, to: new)
    }
    self.session = session
  }

  /// Every frame and constraint of the two states compared.
  private static func difference(from old: LayoutEngine, to new: LayoutEngine) -> ([Move], [ConstraintChange]) {
    var moves: [Move] = []
    for item in new.items {
      let before = try? old.frame(of: ItemID(item.name))
      let after = try? new.frame(of: ItemID(item.name))
      if before != after { moves.append(Move(item: item.name, old: before, new: after)) }
    }
    for item in old.items where new.item(named: ItemID(item.name)) == nil {
      moves.append(Move(item: item.name, old: try? old.frame(of: ItemID(item.name)), new: nil))
    }
    var constraints: [ConstraintChange] = []
    for info in old.constraints where new.constraint(info.id) == nil {
      if let kind = ConstraintChange.Kind.leaving(from: info) {
        constraints.append(ConstraintChange(id: info.id, kind: kind))
      }
    }
    for info in new.constraints {
      if let kind = ConstraintChange.Kind.transition(from: old.constraint(info.id), to: info),
        !new.isQuietStackChange(info.id, kind)
      {
        constraints.append(ConstraintChange(id: info.id, kind: kind))
      }
    }
    return (moves, constraints)
  }

  /// The frames and constraints `footprint` lists compared, in the same order as comparing
  /// everything; unless the two states have the `sameItems` (in the same order), also the items
  /// only one of them has. Put in order by their places, not by a pass over every item and
  /// constraint: at 3,000 views, hashing every constraint id to ask the footprint about it was a
  /// tenth of an undo.
  private static func difference(
    from old: LayoutEngine, to new: LayoutEngine, within footprint: ChangeFootprint, sameItems: Bool
  ) -> ([Move], [ConstraintChange]) {
    let (onlyNew, onlyOld) = sameItems ? ([], []) : itemsInOnlyOne(old, new)
    var moves: [Move] = []
    for name in new.inItemOrder(footprint.movedItems.union(onlyNew.map(\.name))) {
      let before = try? old.frame(of: name)
      let after = try? new.frame(of: name)
      if before != after { moves.append(Move(item: name.name, old: before, new: after)) }
    }
    for name in onlyOld {
      moves.append(Move(item: name.name, old: try? old.frame(of: name), new: nil))
    }
    let listed = Array(footprint.constraints)
    var constraints: [ConstraintChange] = []
    for id in old.inConstraintOrder(listed).map(ConstraintID.init) where new.constraint(id) == nil {
      if let info = old.constraint(id), let kind = ConstraintChange.Kind.leaving(from: info) {
        constraints.append(ConstraintChange(id: id, kind: kind))
      }
    }
    for id in new.inConstraintOrder(listed).map(ConstraintID.init) {
      guard let info = new.constraint(id) else { continue }
      if let kind = ConstraintChange.Kind.transition(from: old.constraint(id), to: info),
        !new.isQuietStackChange(id, kind)
      {
        constraints.append(ConstraintChange(id: id, kind: kind))
      }
    }
    return (moves, constraints)
  }

  /// The items `new` has and `old` not, and those `old` has and `new` not, each in item order.
  /// When one list of items extends the other (an undo or redo of `add view`), the extra ones
  /// are its end; otherwise every item is looked up in the other state.
  private static func itemsInOnlyOne(_ old: LayoutEngine, _ new: LayoutEngine) -> (new: [ItemID], old: [ItemID]) {
    let oldNames = old.itemNames
    let newNames = new.itemNames
    let common = oldNames.sharedStartCount(with: newNames)
    if common == oldNames.count { return (Array(newNames[common...]), []) }
    if common == newNames.count { return ([], Array(oldNames[common...])) }
    return (newNames.filter { old.item(named: $0) == nil }, oldNames.filter { new.item(named: $0) == nil })
  }

  /// What the report says, as a value (``ChangeReportText`` writes it), without the ambiguity
  /// (the session adds it): the first ``maximumFrames`` frames, the first
  /// ``maximumConstraints`` constraint changes (broken ones first) with their conflicts, fixes
  /// and losses, and how many more there are. Losses and fixes are worked out for the described
  /// constraints only, and go to the session's cache.
  var changes: CommandChanges {
    let movedItems = Set(moves.map(\.item))
    let shown = moves.filter { move in
      // A system guide (`v.safeArea`) is left out when its view moved too: it follows the view.
      guard let dot = move.item.firstIndex(of: ".") else { return true }
      return !movedItems.contains(String(move.item[..<dot]))
    }
    // Broken constraints first: they are what the change got wrong, and a long list of
    // violations must not push them (and their fixes) out of the report.
    let ordered = constraints.filter { $0.kind == .broken } + constraints.filter { $0.kind != .broken }
    let described = ordered.prefix(Self.maximumConstraints)
    // The layout before the command, where what is newly violated held: often a witness that
    // those constraints can hold with the required ones (a command whose constraint broke).
    let violated = described.filter { $0.kind == .violated }.map(\.id)
    if !violated.isEmpty {
      cache.prefetchLosses(of: violated, in: engine) {
        moves.compactMap { move in move.old.map { (item: ItemID(move.item), frame: $0) } }
      }
    }
    // A closure, not the method `describe` itself: a method value holds a copy of the report,
    // and so of the whole session (some sixty references retained and released per command).
    return CommandChanges(
      frames: Array(shown.prefix(Self.maximumFrames)), moreFrames: max(0, shown.count - Self.maximumFrames),
      constraints: described.map { describe($0) },
      moreConstraints: max(0, constraints.count - Self.maximumConstraints), ambiguity: nil)
  }

  /// One constraint's change with what its line needs: a broken one's conflict and fixes, a
  /// violated one's loss.
  private func describe(_ change: ConstraintChange) -> CommandChanges.ChangedConstraint {
    var gone: CommandChanges.Departure { engine.constraint(change.id) == nil ? .removed : .inactive }
    let described: CommandChanges.ChangedConstraint.Change
    switch change.kind {
    case .broken: described = .broken(session.brokenAnswer(change.id.name, in: engine))
    case .restored: described = .restored
    case .brokenLeft: described = .noLongerBroken(gone)
    case .violatedLeft: described = .noLongerViolated(gone)
    case .satisfied: described = .satisfied
    case .violated:
      let loss = cache.loss(of: change.id, in: engine)
      described = .violated(
        engine.constraint(change.id).map { ViolatedConstraint($0, loss: loss.map { engine.explained($0) }) })
    }
    return CommandChanges.ChangedConstraint(id: change.id.name, change: described)
  }
}
