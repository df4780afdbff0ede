import Layout

// One fix engine for every surface that advises: the change report, `explain`, `why`,
// `ambiguity`, `exercise`, `violations`, `import log` and `lyt explain-log`. Each candidate
// (``fixCandidates(for:)``) runs on a copy of the whole session and is kept only when it works
// there (``FixCheck``); the kept ones are ranked by how little they disturb.

extension Session {
  /// The most fixes offered for one problem.
  static let maximumFixes = 3

  /// The most problems of one list whose fixes are checked (`violations`, and the conflicts,
  /// violations and ambiguous items of `lyt run --format json`), the most important first. Each
  /// check runs candidates on a copy of the whole session: a screen of 1,000 views with 300
  /// squeezed labels took 50 s to list every label's fixes, and a long list of one kind of
  /// problem is fixed a few at a time anyway.
  public static let fixedProblemsPerList = 20

  /// Checked fixes for `problem`, least disturbing first, at most ``maximumFixes``: each one,
  /// run on a copy of the session, removes the problem, breaks nothing, makes nothing new
  /// ambiguous, violates nothing new at the problem's priority or above (beyond the
  /// constraints it trades against), gives no view a negative size or a zero size it did not
  /// have, moves no view out of a parent it was inside, leaves every root's size alone, and
  /// changes only constraints the app owns. Kept for the state.
  public func fixes(for problem: Problem) -> [Fix] {
    explanations.fixes(for: problem) { computeFixes(for: problem) }
  }

  /// The checked fixes of `problem` if this state has computed them already (the change report
  /// checks those of every problem it prints), else nil; never checks any.
  public func knownFixes(for problem: Problem) -> [Fix]? {
    explanations.knownFixes(for: problem)
  }

  private func computeFixes(for problem: Problem) -> [Fix] {
    guard let check = FixCheck(problem: problem, in: self) else { return [] }
    var outcomes = fixCandidates(for: problem).compactMap { check.run($0, on: self) }
    var verdicts: [Bool?] = Array(repeating: nil, count: outcomes.count)
    var fixes = Self.best(outcomes, verdicts: &verdicts, check: check)
    if fixes.count < Self.maximumFixes, case .broken(let id) = problem,
      (engine.constraint(id)?.conflict?.constraints.count ?? 0) <= Self.largeConflict
    {
      var alone = Set<String>()
      for outcome in outcomes {
        if case .lowerPriority(let ids, _) = outcome.fix.action, ids.count == 1 { alone.insert(ids[0]) }
      }
      outcomes += brokenPairCandidates(id, excluding: alone).compactMap { check.run($0, on: self) }
      verdicts += Array(repeating: nil, count: outcomes.count - verdicts.count)
      fixes = Self.best(outcomes, verdicts: &verdicts, check: check)
    }
    return fixes
  }

  /// The least disturbing fixes that leave nothing new ambiguous, one of each set that touches
  /// the same constraints and leaves the same frames (of equal cost, the first tried wins: the
  /// gentler change), at most ``maximumFixes``. The ambiguity scan (the costly check) runs in
  /// rank order, only until enough fixes pass it; `verdicts` keeps its answers for a second call.
  static func best(_ outcomes: [FixCheck.Outcome], verdicts: inout [Bool?], check: FixCheck) -> [Fix] {
    let ranked = outcomes.indices.sorted { lhs, rhs in
      let (left, right) = (outcomes[lhs].fix.cost, outcomes[rhs].fix.cost)
      return left != right ? left < right : lhs < rhs
    }
    var kept: [Fix] = []
    for index in ranked where kept.count < maximumFixes {
      let fix = outcomes[index].fix
      guard !kept.contains(where: { $0.isEquivalent(to: fix) }) else { continue }
      let verdict = verdicts[index] ?? check.leavesNothingNewAmbiguous(outcomes[index])
      verdicts[index] = verdict
      if verdict { kept.append(fix) }
    }
    return kept
  }

  /// Runs the mutating command `statement` for a fix being checked: no change report, no
  /// history, no undo step. Commands that read files or animate are refused.
  mutating func applyForAdvice(_ statement: Statement) throws(SessionError) {
    let command = statement.command
    switch command.kind {
    case .load, .importLog, .animateValue, .animateBlock, .reset:
      throw SessionError.at(statement.range, "`\(command.kind.rawValue)` is not a fix")
    default:
      guard command.isMutating else { throw SessionError.at(statement.range, "not a change") }
      _ = try apply(command, at: statement.range)
    }
  }
}

extension Fix {
  /// Whether two fixes touch the same constraints and views and move the same frames the same way
  /// — except that a bound (an equality made `<=` or `>=`) is never the same fix as a lowered
  /// priority: a maximum width and a width that gives way mean different things, though the
  /// layout they leave now is the same.
  func isEquivalent(to other: Fix) -> Bool {
    Set(cost.touchedNames) == Set(other.cost.touchedNames) && effect.moves == other.effect.moves
      && isBound == other.isBound
  }

  /// Whether the fix turns an equality into a bound.
  private var isBound: Bool {
    if case .setRelation = action { return true }
    return false
  }
}
