import Layout

extension Session {
  /// How many ambiguous items `explain` details (the rest are counted, `ambiguity` has them all).
  static let detailedAmbiguities = 3
  /// How many violated constraints `explain` details (the rest are counted, `violations` has
  /// them all).
  static let detailedViolations = 10

  /// `explain`: every problem in the session, most important first — broken required
  /// constraints with their conflict and arithmetic, ambiguous views with the cause (and where
  /// to get checked fixes), then violated optional constraints with what beat them.
  func explain() throws(SessionError) -> [ResponseLine] {
    let engine = state.engine.preparedForExplanations
    // Constraints that hold have nothing to explain: their info is not built.
    let unsatisfied = engine.unsatisfiedConstraints
    let broken = unsatisfied.filter { $0.status == .broken }
    let allViolated = Self.violated(in: unsatisfied, of: engine)
    let designed = designedViolations(among: allViolated, in: engine)
    let violated = allViolated.filter { designed[$0.id] == nil }
    // A log lists only the constraints in conflict: what it leaves free is not the app's problem.
    let ambiguous = state.importedLog ? [] : try ambiguousComponentsByItem()
    if broken.isEmpty && violated.isEmpty && ambiguous.isEmpty {
      guard designed.isEmpty else {
        return ResponseLine.plain(
          ["nothing to explain: the layout is unambiguous and breaks nothing"] + designedLine(designed))
      }
      return [ResponseLine("nothing to explain: every constraint holds and the layout is unambiguous")]
    }
    var summary: [String] = []
    if !broken.isEmpty { summary.append(plural(broken.count, "broken constraint")) }
    if !ambiguous.isEmpty { summary.append(plural(ambiguous.count, "ambiguous item")) }
    if !violated.isEmpty { summary.append(plural(violated.count, "violated optional constraint")) }
    // The summary reports broken constraints when it counts any (they come first).
    var lines = [ResponseLine(summary.joined(separator: ", "), broken.isEmpty ? .plain : .broken)]
    if !broken.isEmpty {
      lines.append(
        ResponseLine("broken (required constraints that cannot all hold; kept above every optional priority):"))
      for info in broken { lines += brokenLines(info.id, in: engine).indented("  ") }
    }
    if !ambiguous.isEmpty {
      lines += ResponseLine.plain(explainedAmbiguities(ambiguous, in: engine))
    }
    if !violated.isEmpty {
      lines.append(ResponseLine("violated (optional constraints that lost, most important first):"))
      // Only the constraints shown are analysed: what beat each is a probe of its own.
      let shown = violated.prefix(Self.detailedViolations)
      lines += violationLines(shown, in: engine, fixingTies: false)
      if violated.count > shown.count {
        lines.append(
          ResponseLine("  … and \(violated.count - shown.count) more: `violations` lists them all with what beat each"))
      }
    }
    return lines + ResponseLine.plain(designedLine(designed))
  }

  /// `explain`'s ambiguity section: the first items with their ranges, causes and fixes.
  private func explainedAmbiguities(
    _ ambiguous: [(item: String, components: [ItemComponent])], in engine: LayoutEngine
  ) -> [String] {
    var lines = ["ambiguous (more than one layout is equally good):"]
    var explained: [String: String] = [:]
    var saidLevels = false
    for (index, (item, components)) in ambiguous.enumerated() {
      if index == Self.detailedAmbiguities {
        lines.append(
          "  … and \(plural(ambiguous.count - index, "more item")): `ambiguity` lists them with causes and fixes")
        break
      }
      // Only the items shown are measured.
      let ranges =
        explanations.ranges(ofItem: item) {
          explanations.withProbes(of: engine.solver) { probes in try? engine.ranges(of: components, probes: &probes) }
        } ?? []
      lines.append(
        "  \(item): " + ranges.map { "\($0.component) in \(Display.range($0.range))" }.joined(separator: ", "))
      if let first = explained[item] {
        lines.append("    moves with \(first) (same freedom)")
        continue
      }
      // The scan found the item's ambiguous components: the first is where the walk starts.
      let first = components.first?.component
      guard let alternative = alternative(for: item, in: engine, firstAmbiguous: first) else { continue }
      for moved in alternative.moved where explained[moved] == nil { explained[moved] = item }
      lines.append("    cause: " + describe(alternative.cause))
      lines += Self.tieLevelLine(alternative.cause, alreadySaid: &saidLevels).map { "    " + $0 }
      lines += fixLines(for: item, alternative: alternative).map { "    " + $0 }
    }
    return lines
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
        if !Self.isOpenTie(loss) { designed[info.id] = .stretched }
      } else if let loss, loss.sameLevel == nil, !loss.lostTo.isEmpty,
        loss.lostTo.allSatisfy({ engine.constraint($0).map(Self.isRequired) ?? true })
      {
        designed[info.id] = .givesWay
      }
    }
    return designed
  }

  private static func isRequired(_ info: ConstraintInfo) -> Bool {
    info.constraint.priority.isRequired && info.shortfallPriority.isRequired
  }

  /// `(as designed: 1 view stretched past its intrinsic size to fill the space; see
  /// violations)`, or nothing.
  private func designedLine(_ designed: [String: DesignedViolation]) -> [String] {
    guard !designed.isEmpty else { return [] }
    let stretched = designed.values.filter { $0 == .stretched }.count
    let givingWay = designed.count - stretched
    var parts: [String] = []
    if stretched > 0 {
      parts.append(
        stretched == 1
          ? "1 view stretched past its intrinsic size to fill the space"
          : "\(stretched) views stretched past their intrinsic sizes to fill the space")
    }
    if givingWay > 0 {
      parts.append(
        givingWay == 1
          ? "1 constraint at @999 giving way to required ones"
          : "\(givingWay) constraints at @999 giving way to required ones")
    }
    return ["(as designed: " + parts.joined(separator: "; ") + "; see `violations`)"]
  }

  /// `violations`: every violated optional constraint, most important first, with what beat it
  /// and checked fixes (none for a designed violation).
  func violationLines() -> [ResponseLine] {
    let engine = state.engine.preparedForExplanations
    let violated = Self.violated(in: engine.unsatisfiedConstraints, of: engine)
    if violated.isEmpty { return [ResponseLine("no optional constraint is violated")] }
    let limit = Self.fixedProblemsPerList
    var lines =
      [ResponseLine(plural(violated.count, "violated optional constraint") + ", most important first:")]
      + violationLines(
        violated[...], in: engine, unfixed: Set(designedViolations(among: violated, in: engine).keys), fixLimit: limit)
    if violated.count > limit {
      lines.append(
        ResponseLine("(fixes are checked for the first \(limit); run `violations` again once they are fixed)"))
    }
    return lines
  }

  /// One line per violated constraint with what beat it (the losses computed in one batch),
  /// each of the first `fixLimit` followed by its checked fixes — except for those in `unfixed`
  /// and, unless `fixingTies`, for a tie that leaves the layout ambiguous (`explain` gives its
  /// fixes under the ambiguity).
  private func violationLines(
    _ violated: ArraySlice<ConstraintInfo>, in engine: LayoutEngine, fixingTies: Bool = true,
    unfixed: Set<String> = [], fixLimit: Int = .max
  ) -> [ResponseLine] {
    explanations.prefetchLosses(of: violated.map(\.id), in: engine)
    return violated.enumerated().flatMap { index, info in
      let loss = loss(of: info.id, in: engine)
      var lines = [engine.violationLine(info.id, loss: loss).indented("  ")]
      if index < fixLimit && (fixingTies || !Self.isOpenTie(loss)) && !unfixed.contains(info.id) {
        lines += ResponseLine.plain(FixText.lines(fixes(for: .violated(info.id)), none: nil)).indented("    ")
      }
      return lines
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
