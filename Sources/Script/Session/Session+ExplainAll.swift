import Layout

extension Session {
  /// How many ambiguous items `explain` details (the rest are counted, `ambiguity` has them all).
  static let detailedAmbiguities = 3
  /// How many violated constraints `explain` details (the rest are counted, `violations` has
  /// them all).
  static let detailedViolations = 10

  /// `explain`: every problem in the session, most important first (``ExplainAnswer``).
  ///
  /// - Throws: ``SessionError`` when the layout cannot be scanned for ambiguity.
  func explain() throws(SessionError) -> ExplainAnswer {
    let engine = state.engine.preparedForExplanations
    // Constraints that hold have nothing to explain: their info is not built.
    let unsatisfied = engine.unsatisfiedConstraints
    let broken = unsatisfied.filter { $0.status == .broken }
    let allViolated = Self.violated(in: unsatisfied, of: engine)
    let designed = designedViolations(among: allViolated, in: engine)
    let violated = allViolated.filter { designed[$0.id.name] == nil }
    // A log lists only the constraints in conflict: what it leaves free is not the app's problem.
    let ambiguous = state.importedLog ? [] : try ambiguousComponentsByItem()
    let stretched = designed.values.filter { $0 == .stretched }.count
    // Only the constraints shown are analysed: what beat each is a probe of its own.
    let shown = violated.prefix(Self.detailedViolations)
    return ExplainAnswer(
      broken: broken.map { brokenAnswer($0.id.name, in: engine) }, ambiguousCount: ambiguous.count,
      ambiguous: explainedAmbiguities(ambiguous, in: engine), violatedCount: violated.count,
      violated: violationAdvice(shown, in: engine, fixingTies: false),
      designed: ExplainAnswer.Designed(stretched: stretched, givingWay: designed.count - stretched))
  }

  /// `explain`'s ambiguous items: the first ones with their ranges, causes and fixes.
  private func explainedAmbiguities(
    _ ambiguous: [(item: String, components: [ItemComponent])], in engine: LayoutEngine
  ) -> [AmbiguousItem] {
    var coverage = AmbiguityCoverage()
    return ambiguous.prefix(Self.detailedAmbiguities).map { item, components in
      // Only the items shown are measured.
      let ranges =
        explanations.ranges(ofItem: item) {
          explanations.withProbes(of: engine.solver) { probes in try? engine.ranges(of: components, probes: &probes) }
        } ?? []
      // The walks start from the first component shown (a stack's spanning guide follows its
      // view across and lists only its y), else the first the scan found.
      let listed = ranges.isEmpty ? components.map(\.component) : ranges.map(\.component)
      return ambiguousItem(item, ranges: ranges, listed: listed, coverage: &coverage, in: engine)
    }
  }

  /// Why a violated constraint is as its author designed it, not a problem to explain.
  enum DesignedViolation {
    /// An intrinsic size stretched to fill the space the layout gives its view (a label pinned
    /// to both edges of its cell, the lower-hugging view of a row), unless an open tie decides
    /// which view stretches (that is an ambiguity).
    case stretched
    /// A constraint lowered to 999 so that it gives way whenever required constraints disagree
    /// (UIKit's idiom), and only required constraints beat it.
    case givesWay
  }

  /// The designed violations among `violated`, by id.
  func designedViolations(among violated: [ConstraintInfo], in engine: LayoutEngine) -> [String: DesignedViolation] {
    let candidates = violated.filter { info in
      if case .intrinsicSize = info.origin { return !info.fallsShort }
      return info.constraint.priority.value == 999
    }
    guard !candidates.isEmpty else { return [:] }
    explanations.prefetchLosses(of: candidates.map(\.id), in: engine)
    var designed: [String: DesignedViolation] = [:]
    for info in candidates {
      let loss = loss(of: info.id, in: engine)
      if case .intrinsicSize = info.origin {
        if !Self.isOpenTie(loss) { designed[info.id.name] = .stretched }
      } else if let loss, loss.sameLevel == nil, !loss.lostTo.isEmpty,
        loss.lostTo.allSatisfy({ engine.constraint($0).map(Self.isRequired) ?? true })
      {
        designed[info.id.name] = .givesWay
      }
    }
    return designed
  }

  private static func isRequired(_ info: ConstraintInfo) -> Bool {
    info.constraint.priority.isRequired && info.shortfallPriority.isRequired
  }

  /// `violations`: every violated optional constraint, most important first, with what beat it
  /// and checked fixes (none for a designed violation) (``ViolationsAnswer``).
  func violations() -> ViolationsAnswer {
    let engine = state.engine.preparedForExplanations
    let violated = Self.violated(in: engine.unsatisfiedConstraints, of: engine)
    let limit = Self.fixedProblemsPerList
    let designed = designedViolations(among: violated, in: engine)
    return ViolationsAnswer(
      violated: violationAdvice(violated[...], in: engine, unfixed: Set(designed.keys), fixLimit: limit),
      designed: violated.map(\.id.name).filter { designed[$0] != nil }, fixesCheckedFor: limit)
  }

  /// Each violated constraint with what beat it (the losses computed in one batch), and the
  /// checked fixes of each of the first `fixLimit` — except for those in `unfixed` and, unless
  /// `fixingTies`, for a tie that leaves the layout ambiguous (`explain` gives its fixes under
  /// the ambiguity).
  private func violationAdvice(
    _ violated: ArraySlice<ConstraintInfo>, in engine: LayoutEngine, fixingTies: Bool = true,
    unfixed: Set<String> = [], fixLimit: Int = .max
  ) -> [ViolationAdvice] {
    explanations.prefetchLosses(of: violated.map(\.id), in: engine)
    func isFixed(_ info: ConstraintInfo, at index: Int) -> Bool {
      index < fixLimit && (fixingTies || !Self.isOpenTie(loss(of: info.id, in: engine)))
        && !unfixed.contains(info.id.name)
    }
    prepareFixes(
      for: violated.enumerated().prefix(fixLimit).filter { isFixed($1, at: $0) }.map { .violated($1.id.name) })
    return violated.enumerated().map { index, info in
      let loss = loss(of: info.id, in: engine)
      var advice = ViolationAdvice(violated: ViolatedConstraint(info, loss: loss.map(engine.explained)), fixes: nil)
      if isFixed(info, at: index) { advice.fixes = fixes(for: .violated(info.id.name)) }
      return advice
    }
  }

  /// Whether a loss is a tie nothing decides (the layout is ambiguous there).
  private static func isOpenTie(_ loss: ConstraintLoss?) -> Bool {
    guard case .tie(let decidedBy) = loss?.sameLevel?.kind else { return false }
    return decidedBy.isEmpty
  }

  /// The active constraints of `unsatisfied` that are violated (a stack's quiet changes left
  /// out), most important first: by the priority their violation is weighed at, then by how far
  /// they are off, then in the order they were added.
  static func violated(in unsatisfied: [ConstraintInfo], of engine: LayoutEngine) -> [ConstraintInfo] {
    let violated = unsatisfied.filter {
      $0.status == .active && !$0.holds && !engine.isQuietStackChange($0.id, .violated)
    }
    let keyed = violated.enumerated().map { index, info in
      (info: info, priority: engine.weighedPriority(of: info.id)?.value ?? info.constraint.priority.value, index: index)
    }
    return keyed.sorted { lhs, rhs in
      if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
      let (left, right) = (lhs.info.violation ?? 0, rhs.info.violation ?? 0)
      if abs(left - right) > 1e-9 { return left > right }
      return lhs.index < rhs.index
    }.map(\.info)
  }
}
