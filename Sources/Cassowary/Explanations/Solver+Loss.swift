// Why an optional constraint is violated: the stronger constraints it lost to (docs/EXPLANATIONS.md
// §3.2, phase A). Everything runs on a copy; the live solver is never touched.

/// What a violated optional constraint lost to.
public struct Loss: Equatable, Sendable {
  /// The violated constraint.
  public var constraint: Constraint
  /// How far it is from holding now.
  public var violation: Double
  /// The part of ``violation`` forced by stronger constraints: the smallest violation it could
  /// have without any required or stronger optional constraint doing worse than now.
  public var forced: Double
  /// A minimal set of required and stronger optional constraints that force ``forced``, in the
  /// order they were added. Empty when nothing stronger is in the way: the violation is then a
  /// choice among constraints of its own priority (outvoted, or a tie).
  public var lostTo: [Constraint]
  /// Why the rest of the violation (beyond ``forced``) stays: nil when stronger constraints force
  /// all of it.
  public var sameLevel: SameLevelLoss?
}

/// The part of a violation that constraints of the same priority decide (docs/EXPLANATIONS.md §3.1).
public struct SameLevelLoss: Equatable, Sendable {
  /// Whether recovering the violation would cost the level more than it saves.
  public enum Kind: Equatable, Sendable {
    /// Recovering it would raise the level's total violation by `cost`: the others win on numbers.
    case outvoted(cost: Double)
    /// Recovering it costs the level nothing. When `decidedBy` is empty the solver picked one of
    /// several equally good layouts (ambiguous); otherwise these weaker constraints, which
    /// recovering it would violate more, break the tie.
    case tie(decidedBy: [Constraint])
  }

  /// How much of the violation is decided at its own priority.
  public var amount: Double
  /// Outvoted or tied.
  public var kind: Kind
  /// The constraints of the same priority that would do worse if this one were satisfied as far
  /// as stronger constraints allow, with how much worse, in the order they were added.
  public var worsened: [(constraint: Constraint, increase: Double)]

  /// Compares kinds, amounts and the worsened constraints (by identity and amount).
  public static func == (lhs: SameLevelLoss, rhs: SameLevelLoss) -> Bool {
    lhs.amount == rhs.amount && lhs.kind == rhs.kind && lhs.worsened.count == rhs.worsened.count
      && zip(lhs.worsened, rhs.worsened).allSatisfy { $0.constraint === $1.constraint && $0.increase == $1.increase }
  }
}

extension Solver {
  /// Why `constraint` (optional and held) is violated, or nil when it holds or is required.
  ///
  /// Every stronger optional constraint is frozen at its current violation, then `constraint` is
  /// added as required to a copy: the conflict that add reports names what it lost to, and its
  /// gap is the forced part of the violation.
  ///
  /// - Complexity: as ``losses(of:)`` for one constraint.
  public func loss(of constraint: Constraint) -> Loss? {
    losses(of: [constraint])[0]
  }

  /// ``loss(of:)`` for several constraints, in their order. The stronger constraints are frozen
  /// once per priority level and shared by the constraints violated at that level (a constraint
  /// with a side weighed above its violated one gets its own frozen copy, without itself).
  ///
  /// - Complexity: per violated constraint, one probe of the required constraints and, unless they force
  ///   the whole violation or their probe's layout shows nothing stronger in the way (see
  ///   `UnforcedAnswer`), one on a frozen copy (one copy per priority level, shared), each an add
  ///   as required with its artificial phase on a scratch reset at the cost of what it wrote; plus
  ///   one dual-simplex hold for the part its own level decides. From about 3,000 views, each runs
  ///   on the connected part around its constraint instead of the whole tableau.
  public func losses(of constraints: [Constraint]) -> [Loss?] {
    // The probes of a batch share scratches (`ProbeScratch`), so on a mid-sized layout the whole
    // solver is cheaper than building parts: `explain` on the 1,000-view benchmark's narrow
    // layout 14 -> 12.5 ms. A reset costs the size of the whole, though, so a large layout
    // still gains from parts: at 10,000 views 220 ms on the whole, 145 ms on parts.
    var probes = ProbeScratch(base: self)
    return losses(of: constraints, probes: &probes)
  }

  /// From this many symbols (about 3,000 views), a batch of losses runs on parts.
  static let partsAboveSymbols = 40_000

  /// ``losses(of:)``, each on the connected part of the tableau around its constraint (see
  /// `Solver+Component.swift`: the same pivots as on the whole, on a smaller copy), or on the
  /// whole solver when `onParts` is false (which tests compare against). The constraints of one
  /// part share it, and its frozen copies per level. `longWays` turns proven shortcuts off, for
  /// tests that compare them with the long way.
  func losses(of constraints: [Constraint], onParts: Bool, longWays: LossLongWays = []) -> [Loss?] {
    var probes = ProbeScratch(base: self)
    return losses(of: constraints, onParts: onParts, probes: &probes, longWays: longWays)
  }

  /// A batch of at most this many losses (a change report's) runs on parts when they are small.
  static let smallBatch = 4

  /// The most symbols a small batch's question takes to a part of its own. A change report's
  /// parts are either tiny (a row's own labels: 36–42 symbols in every report of the 3,030-view
  /// screen) or reach a whole column of rows, and the walk that finds a part too large costs
  /// what it walked before giving up: with a sixteenth of the symbols as the only bound, a third
  /// of that screen's questions walked 2,400 symbols to no use, nearly as much as answering
  /// them on the whole solver then cost. Not much lower: with 512, the `break-small` benchmark
  /// (reports inside a row of 100 views) took 5 % longer, its larger parts answered on the whole.
  static let smallPartSymbols = 1_024

  /// ``losses(of:)`` with the probes on the whole solver run on `probes`, a scratch of this
  /// solver (left based on it), so that a session's questions share one scratch.
  ///
  /// A small batch (a change report's newly violated constraints) takes each question whose
  /// part holds at most a sixteenth of the symbols (and at most ``smallPartSymbols``) to its
  /// part: a frozen copy of the whole and the rebases of the scratch onto it and back cost the
  /// size of the layout, so on the whole a report's losses grew with the layout and a session's
  /// with its square (at 1,000 views two thirds of the reports' solver work).
  ///
  /// A larger batch beside a broken constraint that still misses (the report of a command that
  /// broke one) takes one part, the first question's, when it is small, with every question in
  /// it: the violations such a report lists are mostly forced by the broken constraint, in its
  /// part (the break benchmark's 19 lines, in the row of the 200-member conflict: 60.6 -> 46.4 M
  /// instructions). Without a broken constraint the questions of a larger batch lie anywhere
  /// (`explain`, a root resized), and a part each cost more than the whole.
  ///
  /// With a `witness` (a layout where every required constraint held here holds, see
  /// ``RequiredWitness``), a constraint that holds there is not probed with the required
  /// constraints alone: they let it hold, which is what that probe would find.
  package func losses(
    of constraints: [Constraint], probes: inout ProbeScratch, witness: RequiredWitness? = nil
  ) -> [Loss?] {
    let parts = constraints.count > 1 && symbolCount > Self.partsAboveSymbols
    let sharedPart = sharesOnePart(batchOf: constraints.count)
    let smallParts = !parts && constraints.count <= Self.smallBatch
    let partLimit: Int?
    if sharedPart {
      partLimit = symbolCount / 16
    } else if smallParts {
      partLimit = min(symbolCount / 16, Self.smallPartSymbols)
    } else {
      partLimit = nil
    }
    return losses(
      of: constraints, onParts: parts, partLimit: partLimit, partsTried: sharedPart ? 1 : .max, probes: &probes,
      witness: witness)
  }

  /// Whether a batch of `count` losses takes one part, the first question's (see
  /// ``losses(of:probes:witness:)``): a larger batch than ``smallBatch`` beside a broken
  /// constraint that still misses, in a layout below ``partsAboveSymbols``. Its violations are
  /// then mostly what the broken constraint forces, which the required constraints alone let
  /// hold: a ``RequiredWitness`` is worth looking for (checking one reads every constraint,
  /// more than the probes of a small batch on their small parts cost).
  package func sharesOnePart(batchOf count: Int) -> Bool {
    count > Self.smallBatch && symbolCount <= Self.partsAboveSymbols && brokenMisses
  }

  /// Whether a broken constraint still misses: its level, above every optional one, has a total.
  private var brokenMisses: Bool {
    objectiveTotals.contains { $0.level == Priority.brokenRequired.value && $0.total > Tolerance.report }
  }

  /// ``losses(of:onParts:)`` with the whole solver's probes on `probes`; with a `partLimit`, a
  /// question whose part holds at most that many symbols is answered there, the others on the
  /// whole. At most `partsTried` parts are looked for; once they are, a question in none of the
  /// parts found goes to the whole. A question whose constraint holds at `witness` is known to
  /// hold with the required constraints (on a part too: it asks what the whole would).
  private func losses(
    of constraints: [Constraint], onParts: Bool, partLimit: Int? = nil, partsTried: Int = .max,
    probes: inout ProbeScratch, longWays: LossLongWays = [], witness: RequiredWitness? = nil
  ) -> [Loss?] {
    var whole: [LossQuestion] = []
    var parts: [(solver: Solver, questions: [LossQuestion])] = []
    var partOfSymbol: [SymbolID: Int] = [:]
    var tried = 0
    // On parts, the newest question first: a part reaches the rows its constraint can pivot
    // into, and in a column of rows that is every row above, so the newest row's part holds the
    // others' and they take it instead of building their own, each one row smaller (a batch of
    // 3,000 losses at 10,100 views built a hundred such parts, 500,000 symbols in all).
    let newestFirst = onParts && partsTried == .max
    for index in newestFirst ? Array(constraints.indices.reversed()) : Array(constraints.indices) {
      let constraint = constraints[index]
      guard let record = self.record(of: constraint), let violation = violation(of: constraint),
        violation > Tolerance.report
      else { continue }
      let question = LossQuestion(
        index: index, constraint: constraint, violation: violation,
        holdsWithRequired: witness.map { holds(constraint, at: $0) } ?? false)
      guard onParts || partLimit != nil else {
        whole.append(question)
        continue
      }
      if let known = partOfSymbol[record.marker] {
        parts[known].questions.append(question)
        continue
      }
      guard tried < partsTried else {
        whole.append(question)
        continue
      }
      tried += 1
      if let part = part(
        around: constraint.expression.terms.map(\.variable), constraints: [constraint],
        limit: onParts ? .max : partLimit ?? .max)
      {
        for symbol in part.symbols { partOfSymbol[symbol] = parts.count }
        parts.append((part.solver, [question]))
      } else {
        whole.append(question)
      }
    }
    if newestFirst {
      // Answered in the batch's order, as always.
      whole.reverse()
      for part in parts.indices { parts[part].questions.reverse() }
    }
    var losses = [Loss?](repeating: nil, count: constraints.count)
    for (index, loss) in self.losses(answering: whole, on: &probes, longWays: longWays) {
      losses[index] = loss
    }
    for part in parts {
      var scratch = ProbeScratch(base: part.solver)
      for (index, loss) in part.solver.losses(
        answering: part.questions, on: &scratch, longWays: longWays)
      {
        losses[index] = loss
      }
    }
    return losses
  }

  /// The proven shortcuts of the losses, each of which tests turn off to compare it with the
  /// long way.
  struct LossLongWays: OptionSet {
    let rawValue: Int
    /// Every probe on a frozen copy asks the dual simplex first, even after a failed hold.
    static let holdingEveryFirst = LossLongWays(rawValue: 1)
    /// A frozen copy freezes every side above its level, not only the sides in the part around
    /// its questions.
    static let freezingEverySide = LossLongWays(rawValue: 2)
    /// Every question the required constraints let hold goes to its frozen copy, and phase B
    /// holds it again, even when the required probe's own layout answers both (see
    /// ``Solver/UnforcedAnswer``).
    static let probingEveryFrozenCopy = LossLongWays(rawValue: 4)
  }

  /// What the required probe of a question saw when the required constraints let its
  /// constraint hold: the probe held the violated expression at the bound phase B holds it at
  /// when nothing forces any of the violation (``unforcedTarget(of:expression:)``: ±0, the
  /// required probe's own question), so that probe's layout is phase B's for a forced part of
  /// 0, and its answer is phase B's answer then.
  ///
  /// `keepsStrongerSides` says whether that layout is also one of the question's frozen copy
  /// (``frozenCopy(above:excluding:in:)``): every side weighed above the question's level of
  /// every other optional constraint is no worse there than here. The frozen copy is this
  /// solver with those sides bounded by their current values (and, on a part, only some of
  /// them), and the constraint holds in that layout, so phase A on the copy finds that it can
  /// hold: nothing stronger forces any of its violation. The loss is then known without the
  /// frozen copy (forced 0, lost to nothing, and this phase B). When it is not, the frozen copy
  /// decides, and phase B reuses this answer if it finds the forced part is 0 after all.
  struct UnforcedAnswer {
    var sameLevel: SameLevelLoss?
    var keepsStrongerSides: Bool
  }

  /// A violated constraint held here whose loss is asked for, at `index` in the batch.
  struct LossQuestion {
    var index: Int
    var constraint: Constraint
    var violation: Double
    /// Whether the constraint is known to hold together with the required constraints (at a
    /// ``RequiredWitness``): its probe with them alone is not run.
    var holdsWithRequired = false
  }

  /// What phase A found for one question: the level its violated side is weighed at, and the
  /// conflict's gap and members (stronger constraints, freezes mapped to what they freeze).
  private struct PhaseA {
    var question: LossQuestion
    var level: Priority
    var forced: Double = 0
    var lostTo: [Constraint] = []
  }

  /// The losses of `questions` (constraints held here), by their batch index. All of them share
  /// `scratch` (a scratch of this solver, left based on it): phase A runs on it rebased onto each
  /// frozen copy in turn (one per level, and one of its own for a constraint with a side weighed
  /// above its violated one), then phase B on it rebased onto this solver. A rebase is a new
  /// scratch on the copy (see ``ProbeScratch/rebase(to:)``): its probes copy only the tables
  /// they write.
  private func losses(
    answering questions: [LossQuestion], on scratch: inout ProbeScratch, longWays: LossLongWays = []
  ) -> [(Int, Loss?)] {
    guard !questions.isEmpty else { return [] }
    var answers: [(Int, Loss?)] = []
    var pending: [PhaseA] = []
    for question in questions {
      guard let level = violatedLevel(of: question.constraint), !level.isRequired else {
        answers.append((question.index, nil))
        continue
      }
      pending.append(PhaseA(question: question, level: level))
    }
    guard !pending.isEmpty else { return answers }
    // The required constraints alone first (here every optional constraint is soft): when they
    // force the whole violation, their conflict is the answer and no frozen copy is needed —
    // in a change report most violations are of this kind, and a frozen copy per level costs a
    // rebase of the scratch there and back. When they let it hold, the probe's layout is phase
    // B's for a forced part of 0, and may show that nothing stronger forces any of it either.
    var unforced = [UnforcedAnswer?](repeating: nil, count: pending.count)
    var required = [(Conflict, Constraint)?](repeating: nil, count: pending.count)
    for (position, item) in pending.enumerated() where !item.question.holdsWithRequired {
      required[position] = forcingConflict(of: item.question, level: item.level, on: &scratch) {
        unforced[position] = $0
      }
    }
    let answeredUnforced = !longWays.contains(.probingEveryFrozenCopy)
    var frozenPositions: [Int] = []
    for position in pending.indices {
      let violation = pending[position].question.violation
      if answeredUnforced, required[position] == nil, unforced[position]?.keepsStrongerSides == true {
        continue  // forced 0, lost to nothing
      }
      if let (conflict, forcedVersion) = required[position],
        conflict.gap >= violation - Tolerance.report * max(1, abs(violation)),
        conflict.constraints.allSatisfy({ $0 === forcedVersion || $0.isRequired })
      {
        pending[position].forced = conflict.gap
        pending[position].lostTo = requiredMembers(of: conflict, without: forcedVersion)
      } else {
        frozenPositions.append(position)
      }
    }
    var groups: [(level: Priority, excluded: Constraint?, members: [Int])] = []
    for position in frozenPositions {
      let item = pending[position]
      guard let record = self.record(of: item.question.constraint) else { continue }
      if Priority(record.markerLevel) > item.level || Priority(record.otherLevel) > item.level {
        groups.append((item.level, item.question.constraint, [position]))
      } else if let group = groups.firstIndex(where: { $0.level == item.level && $0.excluded == nil }) {
        groups[group].members.append(position)
      } else {
        groups.append((item.level, nil, [position]))
      }
    }
    // A broken constraint that still misses is frozen above every group.
    let brokenMisses = brokenMisses
    for group in groups {
      // Only a change report's few questions freeze their reach alone: the many questions of
      // `explain` lie all over the layout, and their reach cost more than the bounds it left out
      // (the 1,000-view narrow `explain`, 440 -> 463 M instructions). Past a sixteenth of the
      // symbols, the reach is not worth finishing either: a row's height in a column of rows
      // sized by their content reaches every row above it, so walking up to half the symbols
      // made each report cost the layout's size (`screen-vfl` at 3,030 views: 5.1 -> 3.3 s).
      let questions = group.members.map { pending[$0].question.constraint }
      let part =
        longWays.contains(.freezingEverySide) || questions.count > Self.smallBatch
        ? nil
        : pivotReach(
          around: questions.flatMap { $0.expression.terms.map(\.variable) }, constraints: questions,
          limit: symbolCount / 16)
      scratch.rebase(to: frozenCopy(above: group.level, excluding: group.excluded, in: part))
      // The members of a group mostly share their fate on its frozen copy: in a change report
      // the violations the required constraints did not force are forced by the frozen broken
      // constraint, and there every hold fails before the add that names the conflict. After a
      // failed hold the next member goes straight to the add, until an add finds it can hold.
      // With a broken constraint frozen, the first member goes straight to the add too: a hold
      // that fails there pivots through the rows the broken constraint spans before it knows.
      var holdFirst = !brokenMisses
      for position in group.members {
        if longWays.contains(.holdingEveryFirst) { holdFirst = true }
        phaseA(&pending[position], on: &scratch, holdFirst: &holdFirst)
      }
    }
    if !groups.isEmpty { scratch.rebase(to: self) }
    for position in frozenPositions { preferRequiredConflict(&pending[position], required: required[position]) }
    for (position, item) in pending.enumerated() {
      let question = item.question
      let same: SameLevelLoss?
      if answeredUnforced, item.forced == 0, let known = unforced[position] {
        same = known.sameLevel
      } else {
        same = sameLevelLoss(
          of: question.constraint, violation: question.violation, forced: item.forced, level: item.level, on: &scratch)
      }
      answers.append(
        (
          question.index,
          Loss(
            constraint: question.constraint, violation: question.violation, forced: item.forced,
            lostTo: item.lostTo, sameLevel: same)
        ))
    }
    return answers
  }

  /// The priority the violated side of `constraint` (held here) is weighed at.
  private func violatedLevel(of constraint: Constraint) -> Priority? {
    guard let record = self.record(of: constraint) else { return nil }
    let residual = residual(of: constraint, constant: record.constant)
    switch constraint.relation {
    case .equal: return residual > 0 ? constraint.priority : constraint.shortfallPriority
    case .lessThanOrEqual, .greaterThanOrEqual: return constraint.priority
    }
  }

  /// Phase A on `scratch` (a scratch of a frozen copy, whose bounds are owned by the
  /// constraints they freeze): the constraint, as required, conflicts with what it lost to.
  /// `holdFirst` is as for ``forcingConflict(of:on:holdFirst:at:whenHeld:)``.
  private func phaseA(_ item: inout PhaseA, on scratch: inout ProbeScratch, holdFirst: inout Bool) {
    guard
      let (conflict, forcedVersion) = forcingConflict(
        of: item.question.constraint, on: &scratch, holdFirst: &holdFirst)
    else { return }
    var lostTo: [Constraint] = []
    for member in conflict.constraints where member !== forcedVersion {
      if !lostTo.contains(where: { $0 === member }) { lostTo.append(member) }
    }
    lostTo.sort { (additionIndex(of: $0) ?? 0) < (additionIndex(of: $1) ?? 0) }
    item.forced = conflict.gap
    item.lostTo = lostTo
  }

  /// The conflict that `question`'s constraint, made required at its current constant, meets
  /// on `scratch` (a scratch of this solver, where every optional constraint is soft), and that
  /// required version; nil when it can hold there, and then `unforced` is told what the probe's
  /// layout answers (see ``UnforcedAnswer``) when the dual simplex held it.
  ///
  /// The probe holds the expression at phase B's target, which is 0 with the sign of zero phase B
  /// gives it: whether a hold succeeds compares numbers only, and the two zeros differ at most in
  /// the sign of a zero row constant, which no comparison sees.
  private func forcingConflict(
    of question: LossQuestion, level: Priority, on scratch: inout ProbeScratch,
    unforced: (UnforcedAnswer) -> Void
  ) -> (Conflict, Constraint)? {
    let constraint = question.constraint
    guard let record = self.record(of: constraint) else { return nil }
    let expression = Expression(terms: constraint.expression.terms, constant: record.constant)
    var holdFirst = true
    return forcingConflict(
      of: constraint, on: &scratch, holdFirst: &holdFirst, at: unforcedTarget(of: constraint, expression: expression)
    ) { probe in
      let sameLevel = sameLevelLoss(of: constraint, amount: question.violation, level: level, probe: probe)
      unforced(
        UnforcedAnswer(
          sameLevel: question.violation > Tolerance.report ? sameLevel.loss : nil,
          keepsStrongerSides: keepsSides(above: level, except: constraint, moved: sameLevel.moved, on: probe)))
    }
  }

  /// Whether on `probe` (a probe of this solver) every side weighed above `level` of every
  /// optional constraint but `constraint` is no worse than here: the sides
  /// ``frozenCopy(above:excluding:in:)`` bounds, read the way it picks them (the question's own
  /// constraint is either excluded there or has no side above its level). Only the constraints
  /// in `moved` (``constraintsWithChangedTags(in:)``) can differ.
  private func keepsSides(above level: Priority, except constraint: Constraint, moved: [Constraint], on probe: Solver)
    -> Bool
  {
    for other in moved where other !== constraint && !other.isRequired {
      guard let record = record(of: other) else { continue }
      for (symbol, weight) in [(record.marker, record.markerLevel), (record.other, record.otherLevel)]
      where symbol != noSymbol && kinds[Int(symbol)] == .error && Priority(weight) > level {
        if probe.value(ofSymbol: symbol) > value(ofSymbol: symbol) { return false }
      }
    }
    return true
  }

  /// ``forcingConflict(of:level:on:unforced:)`` for a constraint on a frozen copy's scratch,
  /// asking the dual simplex whether the constraint can hold before adding it only when
  /// `holdFirst` is true; afterwards `holdFirst` says whether the answer was that it can (a
  /// hold that held, or an add that succeeded). The hold only saves the add when the
  /// constraint can hold, and both give the same answer, so the result is the same either way.
  /// The hold holds the expression at `target` (a zero) and shows `whenHeld` its layout.
  private func forcingConflict(
    of constraint: Constraint, on scratch: inout ProbeScratch, holdFirst: inout Bool, at target: Double = 0,
    whenHeld: (Solver) -> Void = { _ in }
  ) -> (Conflict, Constraint)? {
    guard let record = self.record(of: constraint) else { return nil }
    let forcedVersion = Constraint(
      Expression(terms: constraint.expression.terms, constant: record.constant), constraint.relation,
      name: constraint.name)
    // Whether it can hold at all, by the dual simplex first: its violated side can reach the
    // bound exactly when the constraint can hold at all (the feasible layouts are convex). Only a
    // constraint that cannot needs the equality added, for the conflict it names.
    let boundary = forcedVersion.expression
    if holdFirst
      && scratch.probe({ probe in
        guard (try? probe.hold(boundary, at: target)) == .held else { return false }
        whenHeld(probe)
        return true
      })
    {
      return nil
    }
    let conflict: Conflict? = scratch.probe { probe in
      do throws(SolverError) {
        try probe.add(forcedVersion, restoringOnFailure: false)  // the probe is reset either way
        return nil
      } catch {
        guard case .unsatisfiable(let conflict) = error else { return nil }
        return conflict
      }
    }
    holdFirst = conflict == nil
    return conflict.map { ($0, forcedVersion) }
  }

  /// When phase A named a stronger optional constraint, the required constraints alone may force
  /// just as much: two minimal conflicts, and which one the frozen copy yields depends on its
  /// basis. The required one is the better answer (no layout could do better), so it replaces
  /// the other when its gap is the same. `required` is what the constraint met on this solver,
  /// where every optional constraint is soft.
  private func preferRequiredConflict(_ item: inout PhaseA, required: (Conflict, Constraint)?) {
    guard item.lostTo.contains(where: { !$0.isRequired }), let (conflict, forcedVersion) = required,
      abs(conflict.gap - item.forced) <= Tolerance.report * max(1, abs(item.forced)),
      conflict.constraints.allSatisfy({ $0 === forcedVersion || $0.isRequired })
    else { return }
    item.lostTo = requiredMembers(of: conflict, without: forcedVersion)
  }

  /// The members of `conflict` (met on this solver, so all required) but `forcedVersion`, in the
  /// order they were added.
  private func requiredMembers(of conflict: Conflict, without forcedVersion: Constraint) -> [Constraint] {
    conflict.constraints.filter { $0 !== forcedVersion }
      .sorted { (additionIndex(of: $0) ?? 0) < (additionIndex(of: $1) ?? 0) }
  }

  /// Phase B (docs/EXPLANATIONS.md §3.2): caps the constraint's violation at the forced part on a copy
  /// (nothing frozen) and measures what its own level pays for that.
  func sameLevelLoss(of constraint: Constraint, violation: Double, forced: Double, level: Priority) -> SameLevelLoss? {
    var scratch = ProbeScratch(base: self)
    return sameLevelLoss(of: constraint, violation: violation, forced: forced, level: level, on: &scratch)
  }

  /// ``sameLevelLoss(of:violation:forced:level:)`` on `scratch`, a scratch of this solver. The
  /// violation is held at its bound by the dual simplex (`byCaps` adds the caps as constraints
  /// instead, as tests do to compare: the same cost, but where tied optima share it in several
  /// ways, possibly another way).
  func sameLevelLoss(
    of constraint: Constraint, violation: Double, forced: Double, level: Priority, on scratch: inout ProbeScratch,
    byCaps: Bool = false
  ) -> SameLevelLoss? {
    let amount = violation - forced
    guard amount > Tolerance.report, let record = self.record(of: constraint) else { return nil }
    let expression = Expression(terms: constraint.expression.terms, constant: record.constant)
    var caps: [Constraint] = []
    let bound = max(0, forced)
    switch constraint.relation {
    case .equal:
      if bound <= Tolerance.report {
        caps.append(Constraint(expression, .equal))
      } else {
        caps.append(Constraint(expression - bound, .lessThanOrEqual))
        caps.append(Constraint(expression + bound, .greaterThanOrEqual))
      }
    case .lessThanOrEqual: caps.append(Constraint(expression - bound, .lessThanOrEqual))
    case .greaterThanOrEqual: caps.append(Constraint(expression + bound, .greaterThanOrEqual))
    }
    // The violation sits on one side, beyond the bound; capped, an optimum has it at the bound
    // (the objective is convex along the way back), so the expression can be held there by the
    // dual simplex instead of adding the caps (an artificial phase each).
    let target = heldTarget(of: constraint, expression: expression, bound: bound)
    return scratch.probe { probe in
      switch byCaps ? .notApplicable : try? probe.hold(expression, at: target) {
      case .held: return sameLevelLoss(of: constraint, amount: amount, level: level, probe: probe).loss
      case .forbidden, nil: return nil
      case .notApplicable: break
      }
      for cap in caps {
        // Stronger constraints allow the cap (phase A), so this never fails at an optimum.
        guard (try? probe.add(cap, restoringOnFailure: false)) != nil else { return nil }
      }
      return sameLevelLoss(of: constraint, amount: amount, level: level, probe: probe).loss
    }
  }

  /// Where phase B holds `expression` (`constraint`'s, at its current constant) when `bound` of
  /// its violation is forced: at the bound, on the side it is violated on.
  private func heldTarget(of constraint: Constraint, expression: Expression, bound: Double) -> Double {
    switch constraint.relation {
    case .equal: expression.evaluate { value(of: $0) } > 0 ? bound : -bound
    case .lessThanOrEqual: bound
    case .greaterThanOrEqual: -bound
    }
  }

  /// ``heldTarget(of:expression:bound:)`` when nothing forces any of the violation: the bound
  /// of a forced part of 0, as phase B computes it (`max(0, 0)`).
  private func unforcedTarget(of constraint: Constraint, expression: Expression) -> Double {
    heldTarget(of: constraint, expression: expression, bound: max(0, 0))
  }

  /// What `probe` (a copy of this solver on which `constraint` is capped) shows the level pays,
  /// and the optional constraints whose slack or error moved there.
  private func sameLevelLoss(
    of constraint: Constraint, amount: Double, level: Priority, probe: Solver
  ) -> (loss: SameLevelLoss, moved: [Constraint]) {
    // Only constraints whose slack or error moved can be violated differently on the probe.
    // The level's total changes by the sum of their changes at the level (this one's included).
    let moved = constraintsWithChangedTags(in: probe).filter { !$0.isRequired }
    var cost = 0.0
    var worsened: [(constraint: Constraint, increase: Double)] = []
    for other in moved where other.priority == level || other.shortfallPriority == level {
      guard let otherRecord = record(of: other) else { continue }
      let now = levelViolation(of: other, constant: otherRecord.constant, at: level)
      let then = probe.levelViolation(of: other, constant: otherRecord.constant, at: level)
      cost += then - now
      if other !== constraint && then - now > Tolerance.report { worsened.append((other, then - now)) }
    }
    worsened.sort { (additionIndex(of: $0.constraint) ?? 0) < (additionIndex(of: $1.constraint) ?? 0) }
    let kind: SameLevelLoss.Kind
    if cost > Tolerance.report {
      kind = .outvoted(cost: cost)
    } else {
      var weaker: [Constraint] = []
      for other in moved where other !== constraint {
        guard let now = self.violation(of: other), let then = probe.violation(of: other), then - now > Tolerance.report,
          let side = probe.weighedPriority(of: other), side < level
        else { continue }
        weaker.append(other)
      }
      weaker.sort { (additionIndex(of: $0) ?? 0) < (additionIndex(of: $1) ?? 0) }
      kind = .tie(decidedBy: weaker)
    }
    return (SameLevelLoss(amount: amount, kind: kind, worsened: worsened), moved)
  }

  /// The part of a constraint's violation weighed at `level`.
  func levelViolation(of constraint: Constraint, constant: Double, at level: Priority) -> Double {
    let residual = residual(of: constraint, constant: constant)
    var total = 0.0
    switch constraint.relation {
    case .equal:
      if constraint.priority == level { total += max(0, residual) }
      if constraint.shortfallPriority == level { total += max(0, -residual) }
    case .lessThanOrEqual: if constraint.priority == level { total += max(0, residual) }
    case .greaterThanOrEqual: if constraint.priority == level { total += max(0, -residual) }
    }
    return total
  }
}

extension Solver {
  /// The priority at which `constraint`'s current violation is weighed (its overshoot or its
  /// shortfall side), or nil when it holds or the solver does not hold it.
  ///
  /// - Complexity: the constraint's terms (a residual).
  public func weighedPriority(of constraint: Constraint) -> Priority? {
    guard let record = self.record(of: constraint) else { return nil }
    let residual = residual(of: constraint, constant: record.constant)
    guard constraint.violation(residual: residual) > Tolerance.report else { return nil }
    if constraint.relation == .equal && residual < 0 { return constraint.shortfallPriority }
    return constraint.priority
  }
}
