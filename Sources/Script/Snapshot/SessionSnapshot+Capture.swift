import Layout

// Taking a snapshot of a session: every value the JSON document and the page show, computed
// once. Fixes are checked (each on a copy of the session) for the first
// `Session.fixedProblemsPerList` problems of each list only. A page records a snapshot after
// every command: those take only the explanations and fixes its change report worked out
// already, and cost what the command changed rather than what the layout holds.

extension SessionSnapshot {
  /// How much of its problems a snapshot explains.
  public enum Explanations: Sendable {
    /// Every violated constraint's loss and every ambiguous item's cause, and the checked fixes
    /// of the first ``Session/fixedProblemsPerList`` problems of each list, the most important
    /// first (the JSON document).
    case everyProblem
    /// Only what the state has worked out already: the losses, causes and fixes the change
    /// report of the command that made the state printed (each state of a page).
    case alreadyKnown
  }

  /// The session as it is now. Given `previous`, the snapshot of the state `footprint` starts
  /// from (``ChangeFootprint/base``), only the views and constraints the footprint names are
  /// measured again; the others are taken from `previous`. `withRangeEnds`: each finite end of an
  /// ambiguous range also gets the layout at that end (a page draws it; the JSON document does not
  /// print it, and each end is a walk of the solver).
  ///
  /// - Complexity: one pass over the items and constraints (measuring each, or without
  ///   `previous` only those the footprint names), plus one range search per ambiguous item, and
  ///   with `.everyProblem` one loss per violated optional constraint and the fixes of at most
  ///   ``Session/fixedProblemsPerList`` problems per list.
  package init(
    _ session: Session, explaining checks: Explanations = .everyProblem, updating previous: SessionSnapshot? = nil,
    footprint: ChangeFootprint? = nil, withRangeEnds: Bool = false
  ) {
    let engine = session.engine
    // A new direction moves every leading and trailing without moving a frame.
    let basis = footprint.flatMap { footprint in
      previous.flatMap { $0.direction == engine.direction ? (footprint, $0) : nil }
    }
    views = Self.views(of: engine, updating: basis)
    constraints = Self.constraints(of: engine, updating: basis)
    let broken = constraints.filter { $0.status == .broken }
    if case .everyProblem = checks {
      session.prepareFixes(for: broken.prefix(Session.fixedProblemsPerList).map { .broken($0.id) })
    }
    conflicts = broken.enumerated().compactMap { index, snapshot in
      engine.constraint(ConstraintID(snapshot.id)).map { info in
        ConflictSnapshot(info, in: session, fixes: checks.fixes(of: .broken(info.id.name), rank: index, in: session))
      }
    }
    ambiguous = ((try? session.ambiguousComponents()) ?? []).map { "\($0.item).\($0.component)" }
    violations = Self.violations(of: constraints, in: session, checks: checks)
    ambiguity = Self.ambiguity(in: session, checks: checks, withRangeEnds: withRangeEnds)
    expectationsPassed = session.expectationsPassed
    expectationsFailed = session.expectationsFailed
    animations = session.animations
    direction = engine.direction
  }

  /// Every view and user guide of `engine`; with a basis, those that did not move (nor their
  /// parent) and kept their place, parent and kind are taken from the basis's snapshot.
  private static func views(
    of engine: LayoutEngine, updating basis: (ChangeFootprint, SessionSnapshot)?
  ) -> [ViewSnapshot] {
    let items = engine.items.filter { !$0.kind.isSystemGuide }
    let old = basis?.1.views ?? []
    let moved = basis?.0.movedItems ?? []
    return items.enumerated().compactMap { index, item in
      if basis != nil, index < old.count, old[index].name == item.name, old[index].parent == item.parent,
        old[index].kind == item.kind, !moved.contains(item.name), !(item.parent.map(moved.contains) ?? false),
        old[index].autoresizingMask == item.autoresizingMask,
        old[index].translatesAutoresizingMask == item.translatesAutoresizingMask,
        old[index].safeAreaInsets == item.safeAreaInsets
      {
        return old[index]
      }
      guard let frame = try? engine.relativeFrame(of: ItemID(item.name)),
        let absolute = try? engine.frame(of: ItemID(item.name))
      else { return nil }
      return ViewSnapshot(
        name: item.name, kind: item.kind, parent: item.parent, frame: frame, absolute: absolute,
        autoresizingMask: item.autoresizingMask, translatesAutoresizingMask: item.translatesAutoresizingMask,
        safeAreaInsets: item.safeAreaInsets)
    }
  }

  /// Every constraint of `engine`; with a basis whose constraints are the first ones still in
  /// the same order, those the footprint does not name are taken from the basis's snapshot.
  private static func constraints(
    of engine: LayoutEngine, updating basis: (ChangeFootprint, SessionSnapshot)?
  ) -> [ConstraintSnapshot] {
    let ids = engine.constraintIDs
    guard let (footprint, previous) = basis, previous.constraints.count <= ids.count,
      zip(previous.constraints, ids).allSatisfy({ $0.id == $1.name })
    else { return engine.constraints.map { ConstraintSnapshot($0, in: engine) } }
    return ids.enumerated().compactMap { index, id in
      if index < previous.constraints.count, !footprint.constraints.contains(id.name) {
        return previous.constraints[index]
      }
      return engine.constraint(id).map { ConstraintSnapshot($0, in: engine) }
    }
  }

  /// One entry per violated optional constraint, in the order of the constraints; fixes are
  /// checked for the most important ones (the order `explain` lists them in).
  private static func violations(
    of constraints: [ConstraintSnapshot], in session: Session, checks: Explanations
  ) -> [ViolationSnapshot] {
    let engine = session.engine
    let violated = constraints.filter { $0.status == .active && !$0.satisfied }
    let limit = Session.fixedProblemsPerList
    var ranks: [String: Int] = [:]
    if case .everyProblem = checks {
      let infos = violated.compactMap { engine.constraint(ConstraintID($0.id)) }
      let ranked = infos.count <= limit ? infos : Session.violated(in: infos, of: engine)
      for (rank, info) in ranked.prefix(limit).enumerated() { ranks[info.id.name] = rank }
      session.explanations.prefetchLosses(of: violated.map { ConstraintID($0.id) }, in: engine)
      session.prepareFixes(for: ranked.prefix(limit).map { .violated($0.id.name) })
    }
    return violated.map { constraint in
      guard let loss = checks.loss(of: constraint.id, in: session) else {
        return ViolationSnapshot(
          id: constraint.id, violation: constraint.violation, priority: constraint.priority, forced: 0, lostTo: [],
          kind: .forced, loss: nil, fixes: nil, explained: false)
      }
      var kind = ViolationSnapshot.Kind.forced
      switch loss?.sameLevel?.kind {
      case .outvoted?: kind = .outvoted
      case .tie(let decidedBy)?: kind = decidedBy.isEmpty ? .tie : .tieBroken
      case nil: break
      }
      return ViolationSnapshot(
        id: constraint.id, violation: constraint.violation, priority: loss?.priority.value ?? constraint.priority,
        forced: loss?.forced ?? 0, lostTo: loss?.lostTo.map(\.name) ?? [], kind: kind,
        loss: loss.map(engine.explained),
        fixes: checks.fixes(of: .violated(constraint.id), rank: ranks[constraint.id] ?? limit, in: session))
    }
  }

  /// One entry per ambiguous item: its ranges and, when lyt finds a second layout, the cause and
  /// the checked fixes (for the first ``Session/fixedProblemsPerList`` items). With every
  /// problem explained, the items are detailed as `ambiguity` details them
  /// (``detailedAmbiguity(_:in:)``); else as far as the state knows them.
  private static func ambiguity(
    in session: Session, checks: Explanations, withRangeEnds: Bool
  ) -> [AmbiguitySnapshot] {
    guard let groups = try? session.ambiguousItems() else { return [] }
    var detailed: [AmbiguousItem]?
    if case .everyProblem = checks { detailed = detailedAmbiguity(groups, in: session) }
    return groups.enumerated().map { index, group in
      var entry = AmbiguitySnapshot(
        item: group.item,
        ranges: group.ambiguities.map {
          let ends = withRangeEnds ? session.rangeEnds(of: $0) : (lower: nil, upper: nil)
          return AmbiguitySnapshot.Range(
            component: $0.component.description, lower: $0.range.lower, upper: $0.range.upper,
            lowerLayout: ends.lower, upperLayout: ends.upper)
        })
      if let detailed {
        entry.describe(detailed[index], withFixes: index < Session.fixedProblemsPerList)
        return entry
      }
      guard let known = session.explanations.knownAlternative(for: group.item) else {
        entry.explained = false
        return entry
      }
      if let alternative = known {
        let problem = Problem.ambiguous(ItemComponent(item: ItemID(group.item), component: alternative.component))
        entry.cause = alternative.cause
        entry.isIntrinsicTie = session.isIntrinsicTie(alternative.cause)
        entry.fixes = session.knownFixes(for: problem)
        entry.also = session.knownFurtherAlternatives(
          for: group.item, listed: group.ambiguities.map(\.component)
        ).map { layout in
          let alternative = layout.alternative
          let problem = Problem.ambiguous(ItemComponent(item: ItemID(group.item), component: alternative.component))
          return AmbiguitySnapshot.Further(
            components: layout.explains.map(\.description), cause: alternative.cause,
            isIntrinsicTie: session.isIntrinsicTie(alternative.cause), fixes: session.knownFixes(for: problem))
        }
      }
      return entry
    }
  }

  /// Every ambiguous item (`groups`) as `ambiguity` details it — an item whose components an
  /// earlier item's layouts move is said to move with that item instead of being walked again
  /// (in a floating form, every view moves with the first: each walked on its own made the
  /// document quadratic in the views) — with the fixes of the first
  /// ``Session/fixedProblemsPerList`` checked in one batch (a floating form's items all propose
  /// the form's pins).
  private static func detailedAmbiguity(
    _ groups: [(item: String, ambiguities: [Ambiguity])], in session: Session
  ) -> [AmbiguousItem] {
    let engine = session.engine
    var coverage = AmbiguityCoverage()
    // Past the items whose fixes are checked, each item's first cause only (its further ones
    // cost a walk each: 3,000 free views walked three times each).
    var items = groups.enumerated().map { index, group in
      session.ambiguousItem(
        group.item, ranges: group.ambiguities, listed: group.ambiguities.map(\.component), coverage: &coverage,
        in: engine, checkingFixes: false, firstLayoutOnly: index >= Session.fixedProblemsPerList)
    }
    let checked = items.indices.prefix(Session.fixedProblemsPerList)
    session.prepareFixes(for: checked.flatMap { items[$0].allAdvice.map { .ambiguous($0.component) } })
    for index in checked {
      var item = items[index]
      if let component = item.advice?.component { item.advice?.fixes = session.fixes(for: .ambiguous(component)) }
      for further in item.furtherAdvice.indices {
        item.furtherAdvice[further].fixes = session.fixes(for: .ambiguous(item.furtherAdvice[further].component))
      }
      items[index] = item
    }
    return items
  }
}

extension AmbiguitySnapshot {
  /// Takes the item it moves with, its cause and further causes from `item` (as `ambiguity`
  /// details it), and their fixes when `withFixes` (else they are not checked: nil).
  mutating func describe(_ item: AmbiguousItem, withFixes: Bool) {
    movesWith = item.movesWith.map {
      MovesWith(item: $0, components: item.componentsMovingWith.map(\.description))
    }
    if let advice = item.advice {
      cause = advice.cause
      isIntrinsicTie = advice.isIntrinsicTie
      fixes = withFixes ? advice.fixes : nil
    }
    also = item.furtherAdvice.map { advice in
      Further(
        components: advice.moves.map(\.description), cause: advice.cause, isIntrinsicTie: advice.isIntrinsicTie,
        fixes: withFixes ? advice.fixes : nil)
    }
  }
}

extension ConstraintSnapshot {
  /// A constraint as it stands in `engine`.
  init(_ info: ConstraintInfo, in engine: LayoutEngine) {
    let constraint = info.constraint
    self.init(
      id: info.id.name, text: constraint.description, priority: constraint.priority.value, status: info.status,
      satisfied: info.holds, violation: info.violation, origin: info.origin,
      first: AnchorValue(constraint.first, in: engine),
      second: constraint.second.map { AnchorValue($0, in: engine) })
  }
}

extension AnchorValue {
  /// An attribute and its value in `engine`.
  init(_ anchor: Anchor, in engine: LayoutEngine) {
    self.init(item: anchor.item, attribute: anchor.attribute, value: try? engine.value(of: anchor))
  }
}

extension ConflictSnapshot {
  /// A broken constraint's conflict, its arithmetic and its checked `fixes` (nil: not checked).
  init(_ info: ConstraintInfo, in session: Session, fixes: [Fix]?) {
    self.init(
      broken: info.id.name, minimalSet: info.conflict?.constraints.compactMap(\.name) ?? [], gap: info.conflict?.gap,
      answer: session.engine.brokenAnswer(info.id.name),
      fixes: fixes)
  }
}

extension SessionSnapshot.Explanations {
  /// The fixes a snapshot shows for `problem`, the `rank`-th most important of its list: nil
  /// when they are not checked.
  func fixes(of problem: Problem, rank: Int, in session: Session) -> [Fix]? {
    switch self {
    case .everyProblem:
      rank < Session.fixedProblemsPerList ? session.fixes(for: problem) : nil
    case .alreadyKnown:
      session.knownFixes(for: problem)
    }
  }

  /// Why the violated constraint `id` lost: `.some(nil)` when it has no loss, nil when it is not
  /// worked out.
  func loss(of id: String, in session: Session) -> ConstraintLoss?? {
    switch self {
    case .everyProblem: .some(session.loss(of: ConstraintID(id), in: session.engine))
    case .alreadyKnown: session.explanations.knownLoss(of: ConstraintID(id))
    }
  }
}
