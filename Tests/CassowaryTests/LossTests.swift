import Testing

@testable import Cassowary

/// Worked cases 3.4a, 3.4b and 3.4d of docs/EXPLANATIONS.md (§3.4), phase A: what a violated
/// constraint lost to.
@Suite("What a violated constraint lost to")
struct LossTests {
  struct System {
    let cw = Variable("cw")
    let bw = Variable("bw")

    func constraints(c4Priority: Priority) -> [Constraint] {
      [
        (cw == 220).named("c1"), (bw <= cw - 40).named("c2"), Constraint(bw - 200, .equal, priority: 500, name: "c3"),
        (bw <= 150).priority(c4Priority).named("c4"),
      ]
    }
  }

  @Test("3.4a: c3 @500 lost to c4 @750, forced by the whole 50")
  func lostToStrongerOptional() throws {
    let system = System()
    var solver = Solver()
    let c = system.constraints(c4Priority: 750)
    try addAll(c, to: &solver)
    #expect(solver.value(of: system.bw) == 150)
    let loss = try #require(solver.loss(of: c[2]))
    #expect(loss.violation == 50)
    #expect(abs(loss.forced - 50) < 1e-9)
    #expect(loss.lostTo.compactMap(\.name) == ["c4"])
    #expect(solver.loss(of: c[3]) == nil)  // c4 holds
  }

  @Test("3.4b: with c4 @250, c3 lost to the required c1 and c2; c4 lost to c3")
  func lostToRequiredAndToStrongerOptional() throws {
    let system = System()
    var solver = Solver()
    let c = system.constraints(c4Priority: 250)
    try addAll(c, to: &solver)
    #expect(solver.value(of: system.bw) == 180)
    let c3 = try #require(solver.loss(of: c[2]))
    #expect(abs(c3.forced - 20) < 1e-9)
    #expect(c3.lostTo.compactMap(\.name) == ["c1", "c2"])
    let c4 = try #require(solver.loss(of: c[3]))
    #expect(c4.violation == 30)
    #expect(abs(c4.forced - 30) < 1e-9)
    #expect(c4.lostTo.compactMap(\.name) == ["c3"])
    #expect(solver.loss(of: c[0]) == nil)  // required
  }

  @Test("3.4d: a tie at one level loses to nothing stronger")
  func tieLosesToNothingStronger() throws {
    let w = Variable("w")
    var solver = Solver()
    let c1 = (w == 100).priority(750).named("c1")
    let c2 = (w == 60).priority(750).named("c2")
    try addAll([c1, c2], to: &solver)
    let loser = try #require(solver.loss(of: solver.value(of: w) == 100 ? c2 : c1))
    #expect(loser.violation == 40)
    #expect(loser.forced == 0)
    #expect(loser.lostTo.isEmpty)
  }

  @Test("the analysis runs on a copy")
  func lossLeavesTheSolverAlone() throws {
    let system = System()
    var solver = Solver()
    let c = system.constraints(c4Priority: 750)
    try addAll(c, to: &solver)
    let before = solver
    _ = solver.loss(of: c[2])
    #expect(solver.hasIdenticalState(to: before))
  }
}

/// Losses are computed on the connected part of the tableau around each constraint
/// (`Solver+Component.swift`); the part must take the same pivots as the whole solver.
@Suite("Losses on parts of the tableau")
struct PartLossTests {
  @Test("losses on parts equal losses on the whole solver over 2,000 random systems")
  func partsAnswerAsTheWhole() {
    Self.forEachRandomSystem { seed, solver, held in
      let onParts = solver.losses(of: held, onParts: true)
      let whole = solver.losses(of: held, onParts: false)
      for (constraint, (part, all)) in zip(held, zip(onParts, whole)) {
        #expect(
          part == all, "seed \(seed), \(constraint): part \(String(describing: part)), whole \(String(describing: all))"
        )
      }
    }
  }

  /// A probe on a frozen copy after one whose hold failed goes straight to the add
  /// (`Solver+Loss.swift`): the answers must be those of holding first every time.
  @Test("losses skipping the hold after a failed one equal losses holding first, over 2,000 random systems")
  func skippedHoldsAnswerAsHolds() {
    var frozenConflicts = 0
    Self.expectSameAsLongWay(.holdingEveryFirst) { slow in
      if slow.lostTo.contains(where: { !$0.isRequired }) { frozenConflicts += 1 }
    }
    // The systems reach the frozen copies' conflicts (a stronger optional constraint lost to).
    #expect(frozenConflicts > 100)
  }

  /// A question the required constraints let hold is answered from their probe's layout when
  /// no side stronger than its level is worse there (`Solver.UnforcedAnswer`), and phase B reuses
  /// that probe when nothing is forced: the answers must be those of probing every frozen copy
  /// and holding again, and the systems must reach both kinds of loss (nothing stronger in the
  /// way, and a stronger optional constraint lost to).
  @Test("losses answered by the required probe's layout equal the frozen copies', over 2,000 random systems")
  func unforcedAnswersAsFrozenCopies() {
    var unforced = 0
    var frozenConflicts = 0
    Self.expectSameAsLongWay(.probingEveryFrozenCopy) { slow in
      if slow.forced == 0 && slow.sameLevel != nil { unforced += 1 }
      if slow.lostTo.contains(where: { !$0.isRequired }) { frozenConflicts += 1 }
    }
    #expect(unforced > 200)
    #expect(frozenConflicts > 100)
  }

  /// A frozen copy freezes only the sides in the part around its questions
  /// (`Solver+Freeze.swift`): on systems made of two unconnected halves, the answers must be
  /// those of freezing every side, and the halves' losses must meet (a side of one half frozen
  /// for a question in the other is what the shortcut leaves out).
  @Test("losses freezing the questions' part equal losses freezing every side, over 2,000 two-part systems")
  func partFreezesAnswerAsWholeFreezes() {
    var bothHalvesLose = 0
    for seed in UInt64(1)...2000 {
      let constants: [Double]? = [[-10, 0, 0, 0, 10, 20], nil][Int(seed % 2)]
      var solver = Solver()
      let halves = [seed, seed + 1_000_000].map { halfSeed in
        RandomSystem(seed: halfSeed, variableCount: 2...6, constraintCount: 3...12, constants: constants)
          .solve(into: &solver)
      }
      let held = halves[0] + halves[1]
      let part = solver.losses(of: held, onParts: false)
      let every = solver.losses(of: held, onParts: false, longWays: .freezingEverySide)
      for (constraint, (fast, slow)) in zip(held, zip(part, every)) {
        #expect(fast == slow, "seed \(seed), \(constraint): \(String(describing: fast)) vs \(String(describing: slow))")
      }
      // One question at a time too: a change report's batch, whose reach is always used.
      for (constraint, slow) in zip(held, every) where slow != nil {
        let fast = solver.losses(of: [constraint], onParts: false)[0]
        #expect(fast == slow, "seed \(seed), \(constraint) alone: \(String(describing: fast))")
      }
      let firstLoses = every.prefix(halves[0].count).contains { $0 != nil }
      let secondLoses = every.suffix(halves[1].count).contains { $0 != nil }
      if firstLoses && secondLoses { bothHalvesLose += 1 }
    }
    #expect(bothHalvesLose > 100)
  }

  /// Expects every loss of each of 2,000 random systems (on the whole solver) to equal the one
  /// found with `longWays`, and shows `body` each loss found the long way.
  static func expectSameAsLongWay(_ longWays: Solver.LossLongWays, _ body: (Loss) -> Void) {
    forEachRandomSystem { seed, solver, held in
      let shortcut = solver.losses(of: held, onParts: false)
      let long = solver.losses(of: held, onParts: false, longWays: longWays)
      for (constraint, (fast, slow)) in zip(held, zip(shortcut, long)) {
        #expect(fast == slow, "seed \(seed), \(constraint): \(String(describing: fast)) vs \(String(describing: slow))")
        if let slow { body(slow) }
      }
    }
  }

  /// Calls `body` with each of 2,000 random systems solved, and the constraints it holds.
  static func forEachRandomSystem(_ body: (UInt64, Solver, [Constraint]) -> Void) {
    for seed in UInt64(1)...2000 {
      let constants: [Double]? = [[-10, 0, 0, 0, 10, 20], nil][Int(seed % 2)]
      let system = RandomSystem(seed: seed, variableCount: 2...9, constraintCount: 3...18, constants: constants)
      var solver = Solver()
      let held = system.solve(into: &solver)
      body(seed, solver, held)
    }
  }
}
