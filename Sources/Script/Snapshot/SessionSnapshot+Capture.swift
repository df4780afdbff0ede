import Layout

// Taking a snapshot of a session: every value the JSON document and the page show, computed
// once. Fixes are checked (each on a copy of the session) for the first
// `Session.fixedProblemsPerList` problems of each list only.

extension SessionSnapshot {
  /// The session as it is now.
  ///
  /// - Complexity: one pass over the items and constraints, plus one loss per violated optional
  ///   constraint, one range search per ambiguous item, and the fixes of at most
  ///   ``Session/fixedProblemsPerList`` problems per list.
  public init(_ session: Session) {
    let engine = session.engine
    views = engine.items.filter { !$0.kind.isSystemGuide }.compactMap { item in
      guard let frame = try? engine.relativeFrame(of: item.name), let absolute = try? engine.frame(of: item.name)
      else { return nil }
      return ViewSnapshot(name: item.name, kind: item.kind, parent: item.parent, frame: frame, absolute: absolute)
    }
    constraints = engine.constraints.map { ConstraintSnapshot($0, in: engine) }
    conflicts = engine.constraints.filter { $0.status == .broken }.enumerated().map { index, info in
      ConflictSnapshot(info, in: session, checksFixes: index < Session.fixedProblemsPerList)
    }
    ambiguous = ((try? session.ambiguousComponents()) ?? []).map { "\($0.item).\($0.component)" }
    violations = Self.violations(in: session)
    ambiguity = Self.ambiguity(in: session)
    expectationsPassed = session.expectationsPassed
    expectationsFailed = session.expectationsFailed
    animations = session.animations
    direction = engine.direction
  }

  /// One entry per violated optional constraint, in the order of the constraints; fixes are
  /// checked for the most important ones (the order `explain` lists them in).
  private static func violations(in session: Session) -> [ViolationSnapshot] {
    let engine = session.engine
    let violated = engine.constraints.filter { $0.status == .active && !$0.holds }
    let limit = Session.fixedProblemsPerList
    let fixed = Set(
      (violated.count <= limit ? violated : Session.violated(in: violated, of: engine)).prefix(limit).map(\.id))
    return violated.map { info in
      let loss = engine.loss(of: info.id)
      var kind = ViolationSnapshot.Kind.forced
      switch loss?.sameLevel?.kind {
      case .outvoted?: kind = .outvoted
      case .tie(let decidedBy)?: kind = decidedBy.isEmpty ? .tie : .tieBroken
      case nil: break
      }
      return ViolationSnapshot(
        id: info.id, violation: info.violation, priority: loss?.priority.value ?? info.constraint.priority.value,
        forced: loss?.forced ?? 0, lostTo: loss?.lostTo ?? [], kind: kind,
        reason: loss.map { engine.reason(for: $0) } ?? "",
        fixes: fixed.contains(info.id) ? FixSnapshot.list(session.fixes(for: .violated(info.id))) : nil)
    }
  }

  /// One entry per ambiguous item: its ranges and, when lyt finds a second layout, the cause and
  /// the checked fixes (for the first ``Session/fixedProblemsPerList`` items).
  private static func ambiguity(in session: Session) -> [AmbiguitySnapshot] {
    guard let groups = try? session.ambiguousItems() else { return [] }
    return groups.enumerated().map { index, group in
      var entry = AmbiguitySnapshot(
        item: group.item,
        ranges: group.ambiguities.map {
          AmbiguitySnapshot.Range(component: $0.component.description, lower: $0.range.lower, upper: $0.range.upper)
        })
      if let alternative = session.alternative(for: group.item, in: session.engine) {
        let problem = Problem.ambiguous(ItemComponent(item: group.item, component: alternative.component))
        entry.cause = session.describe(alternative.cause)
        entry.fixes = index < Session.fixedProblemsPerList ? FixSnapshot.list(session.fixes(for: problem)) : nil
      }
      return entry
    }
  }
}

extension ConstraintSnapshot {
  /// A constraint as it stands in `engine`.
  init(_ info: ConstraintInfo, in engine: LayoutEngine) {
    let constraint = info.constraint
    self.init(
      id: info.id, text: constraint.description, priority: constraint.priority.value, status: info.status,
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
  /// A broken constraint's conflict, its arithmetic and (when `checksFixes`) its checked fixes.
  init(_ info: ConstraintInfo, in session: Session, checksFixes: Bool) {
    self.init(
      broken: info.id, minimalSet: info.conflict?.constraints.compactMap(\.name) ?? [], gap: info.conflict?.gap,
      explanation: session.engine.conflictLines(info.id, indent: ""),
      fixes: checksFixes ? FixSnapshot.list(session.fixes(for: .broken(info.id))) : nil)
  }
}

extension FixSnapshot {
  /// The fixes as lines and effects.
  static func list(_ fixes: [Fix]) -> [FixSnapshot] {
    fixes.map { FixSnapshot(command: $0.line, effect: FixText.effect($0.effect)) }
  }
}
