import Layout

extension Session {
  /// `exercise VIEW`: another layout exactly as good as the current one, in which the view's
  /// first ambiguous frame component differs; what moves, why both are equally good, and fixes
  /// checked on a copy of the session.
  func exercise(_ path: ItemPath) throws(SessionError) -> [String] {
    let name = try existingItem(path)
    let engine = state.engine.preparedForExplanations
    let alternative: AlternativeLayout?
    do {
      alternative = try engine.alternative(for: name)
    } catch {
      throw SessionError(error, at: path.range ?? nowhere)
    }
    guard let alternative else { return ["\(name) is not ambiguous: every valid layout gives it the same frame"] }
    var lines = ["another layout, exactly as good (\(name).\(alternative.component) is ambiguous):"]
    var rows: [[String]] = []
    let movedSet = Set(alternative.moved)
    for moved in alternative.moved where !Self.followsItsView(moved, among: movedSet) {
      guard let old = try? engine.frame(of: moved), let new = try? alternative.engine.frame(of: moved) else { continue }
      rows.append(["  " + moved, Display.rect(old), "→", Display.rect(new)])
    }
    lines += Display.columns(rows)
    lines.append("cause: " + describe(alternative.cause))
    lines += fixLines(for: name, alternative: AlternativeSummary(alternative))
    return lines
  }

  /// `ambiguity`: the ambiguous frame components grouped by item, with their ranges, the cause
  /// and fixes checked on a copy of the session.
  func ambiguityLines() throws(SessionError) -> [String] {
    let found = try ambiguousItems()
    if found.isEmpty { return ["no ambiguous attributes"] }
    var lines: [String] = []
    var explained: [String: String] = [:]
    for (item, ambiguities) in found {
      lines += Display.columns(
        ambiguities.map { ["\(item).\($0.component)", "any value in \(Display.range($0.range))"] })
      if let first = explained[item] {
        lines.append("  moves with \(first) (same freedom)")
        continue
      }
      guard let alternative = alternative(for: item, in: state.engine) else { continue }
      for moved in alternative.moved where explained[moved] == nil { explained[moved] = item }
      lines.append("  cause: " + describe(alternative.cause))
      lines += fixLines(for: item, alternative: alternative).map { "  " + $0 }
    }
    return lines
  }

  /// What another layout as good as the current one, in which `item` moves, shows; kept for the
  /// state (nil when there is none, or the engine cannot build it).
  func alternative(
    for item: String, in engine: LayoutEngine, firstAmbiguous: FrameComponent? = nil
  ) -> AlternativeSummary? {
    explanations.alternative(for: item) {
      explanations.withProbes(of: engine.solver) { probes in
        (try? engine.alternative(for: item, firstAmbiguous: firstAmbiguous, probes: &probes, AlternativeSummary.init))
          ?? nil
      }
    }
  }

  /// Why the violated constraint `id` lost, kept for the state.
  func loss(of id: String, in engine: LayoutEngine) -> ConstraintLoss? {
    explanations.loss(of: id, in: engine)
  }

  /// Whether a system guide (`v.safeArea`) moved only because its view did.
  static func followsItsView(_ item: String, among moved: Set<String>) -> Bool {
    guard let dot = item.firstIndex(of: ".") else { return false }
    return moved.contains(String(item[..<dot]))
  }

  /// Ambiguous frame components with their ranges, grouped by item, in item order.
  func ambiguousItems() throws(SessionError) -> [(item: String, ambiguities: [Ambiguity])] {
    let components = try ambiguousComponents()
    let found: [Ambiguity]
    do {
      found = try explanations.ambiguities { () throws(LayoutError) in
        let engine = state.engine
        return try explanations.withProbes(of: engine.solver) { probes in
          Result { () throws(LayoutError) in try engine.ranges(of: components, probes: &probes) }
        }.get()
      }
    } catch {
      throw SessionError.at(nowhere, error.description)
    }
    return Self.grouped(found, by: \.item).map { ($0.item, $0.members) }
  }

  /// Every ambiguous frame component of the layout, kept for the state (see
  /// ``LayoutEngine/ambiguousComponents(of:)``: mostly read off the tableau, without measuring
  /// ranges).
  ///
  /// - Throws: ``SessionError`` when the layout cannot be scanned.
  public func ambiguousComponents() throws(SessionError) -> [ItemComponent] {
    do {
      return try explanations.ambiguousComponents { () throws(LayoutError) in
        let engine = state.engine
        return try explanations.withProbes(of: engine.solver) { probes in
          Result { () throws(LayoutError) in try engine.ambiguousComponents(probes: &probes) }
        }.get()
      }
    } catch {
      throw SessionError.at(nowhere, error.description)
    }
  }

  /// Ambiguous frame components (without ranges) grouped by item, in item order.
  func ambiguousComponentsByItem() throws(SessionError) -> [(item: String, components: [ItemComponent])] {
    Self.grouped(try ambiguousComponents(), by: \.item).map { ($0.item, $0.members) }
  }

  /// Consecutive elements with the same item, grouped.
  private static func grouped<Element>(
    _ elements: [Element], by item: (Element) -> String
  ) -> [(item: String, members: [Element])] {
    var groups: [(item: String, members: [Element])] = []
    for element in elements {
      if groups.last?.item == item(element) {
        groups[groups.count - 1].members.append(element)
      } else {
        groups.append((item(element), [element]))
      }
    }
    return groups
  }

  /// `missing constraints: nothing resists the change`, or `a tie at @250: …`.
  func describe(_ cause: AmbiguityCause) -> String {
    switch cause {
    case .missingConstraints:
      return "missing constraints: nothing resists the change"
    case .tie(let priority, let growing, let shrinking):
      let members = shrinking + growing
      let intrinsic = members.allSatisfy { id in
        if case .intrinsicSize = state.engine.constraint(id)?.origin { return true }
        return false
      }
      return "a tie at @\(Display.number(priority.value)) between \(members.joined(separator: ", ")): the other layout "
        + "trades the violation of one for the other, point for point"
        + (intrinsic ? " (Xcode: content priority ambiguity)" : "")
    }
  }

  /// `fix: set hug b h 249 (keeps this layout, checked)` lines: candidate commands, each run on
  /// a copy of the session and kept only when the item is no longer ambiguous and nothing new
  /// broke or became ambiguous.
  func fixLines(for item: String, alternative: AlternativeSummary) -> [String] {
    let fixes = checkedFixes(for: item, alternative: alternative)
    if fixes.isEmpty { return ["no single-command fix found"] }
    return fixes.map { "fix: \($0)  (checked)" }
  }

  /// The candidate fixes that pass ``verify(_:resolves:_:)``, best first, at most four.
  func checkedFixes(for item: String, alternative: AlternativeSummary) -> [String] {
    // What the session is like now is measured once (and kept for the state), not once per
    // candidate.
    guard let before = try? ambiguousComponents() else { return [] }
    let brokenBefore = Self.brokenCount(state.engine)
    let fixes = candidateFixes(for: item, alternative: alternative).filter { candidate in
      verify(candidate.command, resolves: item, candidate.component, before: before, brokenBefore: brokenBefore)
    }
    return fixes.prefix(4).map(\.command)
  }

  /// Commands that might remove the ambiguity, best first.
  func candidateFixes(
    for item: String, alternative: AlternativeSummary
  ) -> [(command: String, component: FrameComponent)] {
    let engine = state.engine
    switch alternative.cause {
    case .tie(_, let growing, let shrinking):
      // Lowering a constraint that wins in the other layout keeps this one; so does raising one
      // that would give way.
      let commands =
        shrinking.compactMap { priorityCommand(for: $0, by: -1, in: engine) }
        + growing.compactMap { priorityCommand(for: $0, by: 1, in: engine) }
      return commands.map { ($0, alternative.component) }
    case .missingConstraints:
      let open = FrameComponent.allCases.filter { (try? engine.range(of: item, $0))?.isUnique == false }
      return open.flatMap { component in pinCommands(for: item, component: component).map { ($0, component) } }
    }
  }

  /// `set priority c3 501`, or for an intrinsic size `set hug b h 249` / `set resist b h 751`
  /// (the side whose violation is weighed now).
  private func priorityCommand(for id: String, by step: Double, in engine: LayoutEngine) -> String? {
    guard let info = engine.constraint(id) else { return nil }
    if case .intrinsicSize(let axis) = info.origin {
      let view = info.constraint.first.item
      let letter = axis == .horizontal ? "h" : "v"
      let wantsLess = (try? engine.value(of: info.constraint.first)).map { $0 > info.constraint.constant } ?? true
      let hugging = step < 0 ? wantsLess : !wantsLess
      let current = hugging ? info.constraint.priority : info.shortfallPriority
      let target = current.value + step
      guard target >= 1 && target <= 999 else { return nil }
      return "set \(hugging ? "hug" : "resist") \(view) \(letter) \(Display.number(target))"
    }
    let target = info.constraint.priority.value + step
    guard !info.constraint.priority.isRequired, target >= 1 && target <= 999 else { return nil }
    return "set priority \(id) \(Display.number(target))"
  }

  /// Constraints that pin the ambiguous component at its current value, relative to the parent.
  private func pinCommands(for item: String, component: FrameComponent) -> [String] {
    let engine = state.engine
    guard let frame = try? engine.relativeFrame(of: item) else { return [] }
    let parent = engine.item(named: item)?.parent
    switch component {
    case .width: return ["\(item).width == \(Display.number(frame.width))"]
    case .height: return ["\(item).height == \(Display.number(frame.height))"]
    case .x:
      guard let parent else { return [] }
      return ["\(item).left == \(parent).left" + Display.offset(frame.x)]
    case .y:
      guard let parent else { return [] }
      return ["\(item).top == \(parent).top" + Display.offset(frame.y)]
    }
  }

  /// Whether `command` parses, runs on a copy of the session, fixes `item`'s `component`, and
  /// breaks nothing and makes nothing else ambiguous.
  func verify(
    _ command: String, resolves item: String, _ component: FrameComponent, before: [ItemComponent], brokenBefore: Int
  ) -> Bool {
    let parsed = Parser.parse(command)
    guard parsed.errors.isEmpty, parsed.statements.count == 1 else { return false }
    var copy = self
    // The copy needs no history: appending to a shared undo history would copy every step.
    copy.undoHistory = UndoHistory()
    guard (try? copy.execute(parsed.statements[0])) != nil else { return false }
    guard Self.brokenCount(copy.state.engine) <= brokenBefore,
      let after = try? copy.state.engine.ambiguousComponents()
    else { return false }
    let newlyAmbiguous = !Set(after).isSubset(of: before)
    return !newlyAmbiguous && !after.contains(ItemComponent(item: item, component: component))
  }

  /// The number of broken constraints.
  static func brokenCount(_ engine: LayoutEngine) -> Int {
    engine.constraints.filter { $0.status == .broken }.count
  }
}
