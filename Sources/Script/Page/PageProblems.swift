import Layout

/// One entry of a list in a page's data: its key (a constraint id, an item's name) and its JSON
/// text.
struct PageEntry: Equatable, Sendable {
  /// What identifies the entry from one state to the next.
  var key: String
  /// The entry as JSON.
  var text: String
}

/// A state's problem lists as the page writes them: `conflicts`, `violations`, `ambiguity` and
/// `ambiguous` (docs/PAGES.md §3).
///
/// A state explains only the problems its command caused (``SessionRecording``). Each explained
/// entry says which step explained it, `"explained_step": N`, and which checked its fixes,
/// `"fixes_step": N` (the first step of the state that did). A problem that stays as it was
/// keeps what was worked out for it earlier: a violation or an ambiguous item that is not
/// explained at this state takes its earlier entry, an entry explained the same way as before
/// takes the fixes checked then, and one explained again exactly as before (the last state
/// explains every problem) stays as it was written. The page says so at a later state, and the
/// entry does not change from state to state.
struct PageProblems: Equatable, Sendable {
  /// A list's name in the data and its entries.
  struct List: Equatable, Sendable {
    /// `conflicts`, `violations`, `ambiguity` or `ambiguous`.
    var name: String
    /// The field of a change that lists the keys that left (`removed_conflicts`…).
    var removedField: String { "removed_" + name }
    /// The field of a change that orders the keys, when a reader cannot infer it
    /// (`ambiguity_order`, `ambiguous_order`); nil for `conflicts` and `violations`, which a
    /// reader puts in the order of the constraints.
    var orderField: String?
    /// The entries in order.
    var entries: [PageEntry]
  }

  /// What earlier states worked out, by list, for the states after them.
  struct Earlier: Sendable {
    fileprivate var conflicts = EarlierEntries<ConflictSnapshot>()
    fileprivate var violations = EarlierEntries<ViolationSnapshot>()
    fileprivate var ambiguity = EarlierEntries<AmbiguitySnapshot>()
  }

  /// The four lists.
  var lists: [List]

  /// The problem lists of `snapshot`, the state first shown at step `step`, completed from and
  /// kept in `earlier` (see the type's documentation); without `listsAmbiguous`, no `ambiguous`
  /// list (a page whose every state's list is ``ambiguousComponents(of:)`` leaves it to readers).
  init(_ snapshot: SessionSnapshot, step: Int, earlier: inout Earlier, listsAmbiguous: Bool = true) {
    lists = [
      List(
        name: "conflicts", orderField: nil,
        entries: earlier.conflicts.entries(
          snapshot.conflicts, step: step, key: \.broken, bare: { JSONReport.conflict($0.withoutFixes) },
          explained: { _ in true }, render: { JSONReport.conflict($0, extra: $1) })),
      List(
        name: "violations", orderField: nil,
        entries: earlier.violations.entries(
          snapshot.violations, step: step, key: \.id, bare: { "\($0.violation ?? .nan)" }, explained: \.explained,
          render: { JSONReport.violation($0, extra: $1) })),
      List(
        name: "ambiguity", orderField: "ambiguity_order",
        entries: earlier.ambiguity.entries(
          snapshot.ambiguity, step: step, key: \.item, bare: { entry in entry.ranges.map { "\($0)" }.joined() },
          explained: \.explained, render: { JSONReport.pageAmbiguity($0, extra: $1) })),
    ]
    if listsAmbiguous {
      lists.append(
        List(
          name: "ambiguous", orderField: "ambiguous_order",
          entries: snapshot.ambiguous.map { PageEntry(key: $0, text: JSONReport.string($0)) }))
    }
  }

  /// The ambiguous components `snapshot.ambiguity` names, in its order (`item.component`): a
  /// state's `ambiguous` list, whenever lyt measured the range of every ambiguous component.
  static func ambiguousComponents(of snapshot: SessionSnapshot) -> [String] {
    snapshot.ambiguity.flatMap { entry in entry.ranges.map { entry.item + "." + $0.component } }
  }

  /// How many entries the lists hold.
  var size: Int { lists.map(\.entries.count).reduce(0, +) }
}

/// The entries of one problem list that earlier states explained, by key: what identifies the
/// problem (`bare`), the entry, the step that explained it and the step that checked its fixes.
private struct EarlierEntries<Problem: ProblemEntry>: Sendable {
  private var known: [String: (bare: String, entry: Problem, explainedAt: Int?, fixesAt: Int?)] = [:]
  /// The entry each key had at the state before, and what it was written as: an entry that did
  /// not change is not written again (most do not, from one command to the next).
  private var last: [String: (problem: Problem, written: PageEntry)] = [:]

  /// The entries of `problems` as the page writes them (see ``PageProblems``).
  mutating func entries(
    _ problems: [Problem], step: Int, key: (Problem) -> String, bare: (Problem) -> String,
    explained: (Problem) -> Bool, render: (Problem, String) -> String
  ) -> [PageEntry] {
    var written: [String: (problem: Problem, written: PageEntry)] = [:]
    written.reserveCapacity(problems.count)
    defer { last = written }
    return problems.map { problem in
      let name = key(problem)
      if let before = last[name], before.problem == problem {
        written[name] = before
        return before.written
      }
      var entry = entry(for: problem, named: name, step: step, bare: bare, explained: explained, render: render)
      // The JSON document's entry without its spaces: a page writes thousands.
      entry.text = JSONText.compact(entry.text)
      written[name] = (problem, entry)
      return entry
    }
  }

  /// ``entries(_:step:key:bare:explained:render:)`` for one problem that changed.
  private mutating func entry(
    for problem: Problem, named name: String, step: Int, bare: (Problem) -> String, explained: (Problem) -> Bool,
    render: (Problem, String) -> String
  ) -> PageEntry {
    let identity = bare(problem)
    let earlier = known[name].flatMap { $0.bare == identity ? $0 : nil }
    guard explained(problem) else {
      guard let earlier else {
        known[name] = nil
        return PageEntry(key: name, text: render(problem, ""))
      }
      return PageEntry(key: name, text: render(earlier.entry, Self.steps(earlier.explainedAt ?? step, earlier.fixesAt)))
    }
    // Explained again as before (the last state explains everything): the entry stays as it was
    // written, with the step that first explained it.
    if let earlier, let explainedAt = earlier.explainedAt, earlier.entry == problem {
      return PageEntry(key: name, text: render(earlier.entry, Self.steps(explainedAt, earlier.fixesAt)))
    }
    if problem.fixes == nil, let earlier, earlier.fixesAt != nil, earlier.entry.withoutFixes == problem.withoutFixes {
      var carried = problem
      carried.fixes = earlier.entry.fixes
      let explainedAt = earlier.explainedAt ?? step
      known[name] = (identity, carried, explainedAt, earlier.fixesAt)
      return PageEntry(key: name, text: render(carried, Self.steps(explainedAt, earlier.fixesAt)))
    }
    let fixesAt = problem.fixes == nil ? nil : step
    known[name] = (identity, problem, step, fixesAt)
    return PageEntry(key: name, text: render(problem, Self.steps(step, fixesAt)))
  }

  /// The fields that say which steps worked an entry out, when not the state's own.
  private static func steps(_ explainedAt: Int?, _ fixesAt: Int?) -> String {
    (explainedAt.map { ", \"explained_step\": \($0)" } ?? "") + (fixesAt.map { ", \"fixes_step\": \($0)" } ?? "")
  }
}

/// A problem entry with checked fixes.
private protocol ProblemEntry: Equatable, Sendable {
  /// The checked fixes, nil when not checked.
  var fixes: [Fix]? { get set }
}

extension ProblemEntry {
  /// The entry without its fixes.
  var withoutFixes: Self {
    var copy = self
    copy.fixes = nil
    return copy
  }
}

extension ConflictSnapshot: ProblemEntry {}
extension ViolationSnapshot: ProblemEntry {}
extension AmbiguitySnapshot: ProblemEntry {}
