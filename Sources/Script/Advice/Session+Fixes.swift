import Cassowary
import CommandLanguage
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

  /// Checks the fixes of `problems` — the first ones of one list — in one batch (``FixBatch``):
  /// a candidate that several of them propose runs once, and the layout it leaves is judged for
  /// each. Every problem gets the fixes ``fixes(for:)`` would give it alone; kept for the state.
  public func prepareFixes(for problems: [Problem]) {
    var pending: [Problem] = []
    for problem in problems where knownFixes(for: problem) == nil && !pending.contains(problem) {
      pending.append(problem)
    }
    guard pending.count > 1 else { return }
    // Whether the layout has one optimum lets the checks skip a violated constraint's hopeless
    // candidates (`boundsWorthTrying(for:against:everyOptimumViolates:)`) without walking the
    // optimal layouts; a scan costs less than the runs it saves in a list (at 1,000 views, 3 ms
    // against a tenth of a second).
    if pending.contains(where: { if case .violated = $0 { true } else { false } }) {
      _ = try? ambiguousComponents()
    }
    var batch = batch(of: pending)
    for index in pending.indices {
      _ = explanations.fixes(for: pending[index]) { checkedFixes(forProblemAt: index, in: &batch) }
    }
  }

  private func computeFixes(for problem: Problem) -> [Fix] {
    var batch = batch(of: [problem])
    return checkedFixes(forProblemAt: 0, in: &batch)
  }

  private func batch(of problems: [Problem]) -> FixBatch {
    let checks = problems.map { FixCheck(problem: $0, in: self) }
    let candidates = problems.indices.map { checks[$0] == nil ? [] : fixCandidates(for: problems[$0]) }
    return FixBatch(problems: problems, checks: checks, candidates: candidates)
  }

  /// The fixes of the batch's problem at `index`: its candidates tried in order, those a
  /// problem before it judged for it already not run again, and each run judged as well for
  /// the problems after it that propose the same candidate (their fixes may be shown: the
  /// layout is scanned for them whenever a fix passes).
  private func checkedFixes(forProblemAt index: Int, in batch: inout FixBatch) -> [Fix] {
    guard let check = batch.checks[index] else { return [] }
    let problem = batch.problems[index]
    var outcomes: [FixCheck.Outcome] = []
    func tryAll(_ candidates: [FixCandidate]) {
      for candidate in candidates where !Self.impliedAmbiguous(candidate, by: outcomes) {
        let ranFirst = outcomes
        let outcome: FixCheck.Outcome?
        if let judged = batch.outcomeJudgedAhead(of: candidate, forProblemAt: index) {
          outcome = judged
        } else {
          let later = batch.laterProposers(of: candidate, after: index)
          let judges =
            [FixCheck.Judge(check: check, scanningIf: { Self.mayBeShown($0, after: ranFirst) })]
            + later.map { FixCheck.Judge(check: $0.check, scanningIf: { _ in true }) }
          let results = FixCheck.run(candidate, on: self, judgedBy: judges)
          for (other, result) in zip(later, results.dropFirst()) {
            batch.keep(result, of: candidate, forProblemAt: other.index)
          }
          outcome = results[0]
        }
        if let outcome { outcomes.append(outcome) }
      }
    }
    tryAll(batch.candidates[index])
    var fixes = best(outcomes, check: check)
    if fixes.count < Self.maximumFixes, case .broken(let id) = problem,
      (engine.constraint(ConstraintID(id))?.conflict?.constraints.count ?? 0) <= Self.largeConflict
    {
      var alone = Set<String>()
      for outcome in outcomes {
        if case .lowerPriority(let ids, _) = outcome.fix.action, ids.count == 1 { alone.insert(ids[0]) }
      }
      tryAll(brokenPairCandidates(id, excluding: alone))
      fixes = best(outcomes, check: check)
    }
    return fixes
  }

  /// For tests: fix checks take none of the shortcuts proven to give the same fixes (a
  /// deactivation ``impliedAmbiguous(_:by:)``, a restore that cannot succeed skipped on the
  /// copy, a member's constant moved so that it only tightens not solved, a competitor's bound
  /// that keeps the layout's one optimum not run), and a change report
  /// runs every loss probe the layout before its command would answer (see
  /// ``ExplanationCache/prefetchLosses(of:in:framesBefore:)``), so that a test can compare the
  /// fixes and reports found with and without them.
  @TaskLocal static var checksWithoutShortcuts = false

  /// Whether `candidate` deactivates a constraint whose bound, tried before it among
  /// `outcomes`, stayed short of its limit and left something new ambiguous: then deactivating
  /// it does too, and running it would only learn that. The bound's layout is optimal without
  /// the constraint as well (it does not reach its limit there, and a layout no nearby layout
  /// improves on is optimal for a linear objective over a convex set), so the layouts the bound
  /// leaves optimal are among those the deactivation does, and a frame component they leave
  /// open stays open.
  static func impliedAmbiguous(_ candidate: FixCandidate, by outcomes: [FixCheck.Outcome]) -> Bool {
    guard !checksWithoutShortcuts, case .deactivate(let id) = candidate.action else { return false }
    return outcomes.contains { outcome in
      guard case .setRelation(let bound, _) = outcome.fix.action else { return false }
      return bound == id && outcome.leavesBoundSlack && outcome.leavesNothingNewAmbiguous == false
    }
  }

  /// Whether `fix`, tried after the fixes of `outcomes`, may be among those ``best(_:check:)``
  /// shows, so that its layout must be scanned for ambiguity while it is at hand (each candidate's
  /// layout lives on the state's scratch only while it is checked). It may not when it is the
  /// same as one that ranks before it and passed the scan, or when as many different ones do
  /// as are shown: fixes tried later can only push it further down.
  static func mayBeShown(_ fix: Fix, after outcomes: [FixCheck.Outcome]) -> Bool {
    var ahead: [Fix] = []
    // Of equal cost, the one tried first ranks first.
    for outcome in outcomes where outcome.leavesNothingNewAmbiguous == true && !(fix.cost < outcome.fix.cost) {
      if !ahead.contains(where: { $0.isEquivalent(to: outcome.fix) }) { ahead.append(outcome.fix) }
    }
    return ahead.count < maximumFixes && !ahead.contains { $0.isEquivalent(to: fix) }
  }

  /// The least disturbing fixes that leave nothing new ambiguous, one of each set that touches
  /// the same constraints and leaves the same frames (of equal cost, the first tried wins: the
  /// gentler change), at most ``maximumFixes``. The ambiguity scans were made while the
  /// candidates ran (``mayBeShown(_:after:)``); a fix whose scan is missing runs again to have one.
  private func best(_ outcomes: [FixCheck.Outcome], check: FixCheck) -> [Fix] {
    let ranked = outcomes.indices.sorted { lhs, rhs in
      let (left, right) = (outcomes[lhs].fix.cost, outcomes[rhs].fix.cost)
      return left != right ? left < right : lhs < rhs
    }
    var kept: [Fix] = []
    for index in ranked where kept.count < Self.maximumFixes {
      let fix = outcomes[index].fix
      guard !kept.contains(where: { $0.isEquivalent(to: fix) }) else { continue }
      let verdict =
        outcomes[index].leavesNothingNewAmbiguous
        ?? check.run(outcomes[index].candidate, on: self, scanningIf: { _ in true })?.leavesNothingNewAmbiguous
        ?? false
      if verdict { kept.append(fix) }
    }
    return kept
  }

  /// Runs `body` on a copy of the session (with no undo history) whose solver is the state's
  /// scratch (``ExplanationCache/withProbes(of:_:)``, ``ProbeScratch/lend(_:)``), then resets
  /// the scratch: what `body` changes costs what it changes, not a copy of every table it writes
  /// to. Nothing of the copy may outlive `body`, and its broken constraints' recorded
  /// conflicts may be out of date (``LayoutEngine/recordsConflictsOfFailedRestores``).
  ///
  /// `removingFirst`, when given, is the solver constraint `body`'s first write takes out (with
  /// nothing written before): the scratch right after that removal is kept for the next
  /// candidate that starts the same way (``Cassowary/ProbeScratch/lend(removingFirst:_:)``).
  func onScratch<Result>(removingFirst: Constraint? = nil, _ body: (inout Session) -> Result) -> Result {
    explanations.withProbes(of: engine.solver) { probes in
      probes.lend(removingFirst: removingFirst) { scratch in
        var copy = self
        // The copy needs no history: appending to a shared undo history would copy every step.
        copy.undoHistory = UndoHistory(log: undoHistory.log)
        copy.state.engine.exchangeSolver(&scratch)
        // A fix is judged by what ends up broken, never by a conflict recorded on the copy: a
        // restore that cannot succeed is skipped, not re-solved to name its conflict.
        copy.state.engine.recordsConflictsOfFailedRestores = Self.checksWithoutShortcuts
        // Nothing reads the footprint of a copy that is dropped.
        copy.state.engine.notesFootprints = Self.checksWithoutShortcuts
        let result = body(&copy)
        copy.state.engine.exchangeSolver(&scratch)
        return result
      }
    }
  }

  /// Runs the mutating command `statement` for a fix being checked: no change report, no
  /// history, no undo step. Commands that read files or animate are refused.
  mutating func applyForAdvice(_ statement: Statement) throws(SessionError) {
    let command = statement.command
    switch command.kind {
    case .load, .importLog, .animateValue, .animateBlock, .reset:
      throw SessionError(.command(.notAFix(command.kind)), at: statement.range)
    default:
      guard command.isMutating else { throw SessionError(.command(.notAChange), at: statement.range) }
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
