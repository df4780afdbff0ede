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
  func explain() throws(SessionError) -> [String] {
    let engine = state.engine.preparedForExplanations
    // Constraints that hold have nothing to explain: their info is not built.
    let unsatisfied = engine.unsatisfiedConstraints
    let broken = unsatisfied.filter { $0.status == .broken }
    let violated = Self.violated(in: unsatisfied, of: engine)
    let ambiguous = try ambiguousComponentsByItem()
    if broken.isEmpty && violated.isEmpty && ambiguous.isEmpty {
      return ["nothing to explain: every constraint holds and the layout is unambiguous"]
    }
    var summary: [String] = []
    if !broken.isEmpty { summary.append(plural(broken.count, "broken constraint")) }
    if !ambiguous.isEmpty { summary.append(plural(ambiguous.count, "ambiguous item")) }
    if !violated.isEmpty { summary.append(plural(violated.count, "violated optional constraint")) }
    var lines = [summary.joined(separator: ", ")]
    if !broken.isEmpty {
      lines.append("broken (required constraints that cannot all hold; kept above every optional priority):")
      for info in broken { lines += engine.brokenLines(info.id).map { "  " + $0 } }
    }
    if !ambiguous.isEmpty {
      lines.append("ambiguous (more than one layout is equally good):")
      var explained: [String: String] = [:]
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
        // Checking fixes re-solves a copy per candidate: `exercise` does it for one item on request.
        lines.append("    fixes: `exercise \(item)` (each one checked on a copy)")
      }
    }
    if !violated.isEmpty {
      lines.append("violated (optional constraints that lost, most important first):")
      // Only the constraints shown are analysed: what beat each is a probe of its own.
      let shown = violated.prefix(Self.detailedViolations)
      lines += violationLines(shown, in: engine)
      if violated.count > shown.count {
        lines.append(
          "  … and \(violated.count - shown.count) more: `violations` lists them all with what beat each")
      }
    }
    return lines
  }

  /// `violations`: every violated optional constraint, most important first, with what beat it.
  func violationLines() -> [String] {
    let engine = state.engine.preparedForExplanations
    let violated = Self.violated(in: engine.unsatisfiedConstraints, of: engine)
    if violated.isEmpty { return ["no optional constraint is violated"] }
    return [plural(violated.count, "violated optional constraint") + ", most important first:"]
      + violationLines(violated[...], in: engine)
  }

  /// One line per violated constraint with what beat it, its losses computed in one batch.
  private func violationLines(_ violated: ArraySlice<ConstraintInfo>, in engine: LayoutEngine) -> [String] {
    explanations.prefetchLosses(of: violated.map(\.id), in: engine)
    return violated.map { "  " + engine.violationLine($0.id, loss: loss(of: $0.id, in: engine)) }
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
