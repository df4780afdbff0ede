import Testing

@testable import Cassowary

/// Worked cases 3.4a–e of docs/EXPLANATIONS.md (§3.4), phase B: the part of a violation that
/// constraints of its own priority decide.
@Suite("What a constraint's own priority decided")
struct SameLevelLossTests {
  @Test("3.4a: everything is forced by c4 @750, nothing is left to its own level")
  func fullyForcedHasNoSameLevelPart() throws {
    let cw = Variable("cw")
    let bw = Variable("bw")
    let c3 = Constraint(bw - 200, .equal, priority: 500, name: "c3")
    var solver = Solver()
    try addAll([(cw == 220).named("c1"), (bw <= cw - 40).named("c2"), c3, (bw <= 150).priority(750)], to: &solver)
    let loss = try #require(solver.loss(of: c3))
    #expect(loss.sameLevel == nil)
  }

  @Test("3.4c: c1 is outvoted at 500; holding it would cost c2 and c4 10 each")
  func outvoted() throws {
    let x = Variable("x")
    let y = Variable("y")
    let c1 = (x == 0).priority(500).named("c1")
    let c2 = (x == 10).priority(500).named("c2")
    let c3 = (y == x).named("c3")
    let c4 = (y == 10).priority(500).named("c4")
    var solver = Solver()
    try addAll([c1, c2, c3, c4], to: &solver)
    #expect(solver.value(of: x) == 10)
    let loss = try #require(solver.loss(of: c1))
    #expect(loss.violation == 10)
    #expect(loss.forced == 0)
    #expect(loss.lostTo.isEmpty)
    let sameLevel = try #require(loss.sameLevel)
    #expect(sameLevel.amount == 10)
    #expect(sameLevel.kind == .outvoted(cost: 10))
    #expect(sameLevel.worsened.map(\.constraint.name) == ["c2", "c4"])
    #expect(sameLevel.worsened.map(\.increase) == [10, 10])
  }

  @Test("3.4d: c2 ties with c1 at 750; nothing weaker decides, so the layout is ambiguous")
  func tie() throws {
    let w = Variable("w")
    let c1 = (w == 100).priority(750).named("c1")
    let c2 = (w == 60).priority(750).named("c2")
    var solver = Solver()
    try addAll([c1, c2], to: &solver)
    let loser = solver.value(of: w) == 100 ? c2 : c1
    let winner = loser === c2 ? c1 : c2
    let sameLevel = try #require(solver.loss(of: loser)?.sameLevel)
    #expect(sameLevel.amount == 40)
    #expect(sameLevel.kind == .tie(decidedBy: []))
    #expect(sameLevel.worsened.count == 1)
    #expect(sameLevel.worsened.first?.constraint === winner)
    #expect(sameLevel.worsened.first?.increase == 40)
  }

  @Test("a tie at 750 that a weaker constraint at 250 decides names it")
  func tieDecidedByAWeakerConstraint() throws {
    let w = Variable("w")
    let c1 = (w == 100).priority(750).named("c1")
    let c2 = (w == 60).priority(750).named("c2")
    let hint = (w == 90).priority(250).named("hint")
    var solver = Solver()
    try addAll([c1, c2, hint], to: &solver)
    #expect(solver.value(of: w) == 90)
    let loss = try #require(solver.loss(of: c2))
    #expect(loss.violation == 30)
    #expect(loss.sameLevel?.kind == .tie(decidedBy: [hint]))
  }

  @Test("3.4e: 2 of k's 10 are forced by s @750; the other 8 are outvoted (c2 and c3 would pay 8 each)")
  func partlyForcedPartlyOutvoted() throws {
    let x = Variable("x")
    let k = (x == 10).priority(500).named("k")
    let s = (x <= 8).priority(750).named("s")
    let c2 = (x == 0).priority(500).named("c2")
    let c3 = (x == 0).priority(500).named("c3")
    var solver = Solver()
    try addAll([k, s, c2, c3], to: &solver)
    #expect(solver.value(of: x) == 0)
    let loss = try #require(solver.loss(of: k))
    #expect(loss.violation == 10)
    #expect(abs(loss.forced - 2) < 1e-9)
    #expect(loss.lostTo.map(\.name) == ["s"])
    let sameLevel = try #require(loss.sameLevel)
    #expect(abs(sameLevel.amount - 8) < 1e-9)
    #expect(sameLevel.kind == .outvoted(cost: 8))
    #expect(sameLevel.worsened.map(\.constraint.name) == ["c2", "c3"])
    #expect(sameLevel.worsened.map(\.increase) == [8, 8])
  }

  @Test("the analysis runs on a copy")
  func phaseBLeavesTheSolverAlone() throws {
    let x = Variable("x")
    let k = (x == 10).priority(500)
    var solver = Solver()
    try addAll([k, (x == 0).priority(500), (x == 0).priority(500)], to: &solver)
    let before = solver
    _ = solver.loss(of: k)
    #expect(solver.hasIdenticalState(to: before))
  }
}

/// Worked cases 4.8a and 4.8b: a second optimal layout.
@Suite("Another layout, exactly as good")
struct AlternativeTests {
  @Test("4.8a: the tie lets l1.width go from 100 to 180 with every level total unchanged")
  func tieAlternative() throws {
    let left = Variable("c.left")
    let width = Variable("c.width")
    let l1Left = Variable("l1.left")
    let l1Width = Variable("l1.width")
    let l2Left = Variable("l2.left")
    let l2Width = Variable("l2.width")
    var solver = Solver()
    try addAll(
      [
        left == 0, width == 300, l1Left == left, l2Left == l1Left + l1Width, l2Left + l2Width == left + width,
        (l1Width <= 100).priority(250), (l2Width <= 120).priority(250), (l1Width >= 100).priority(750),
        (l2Width >= 120).priority(750),
      ], to: &solver)
    let current = solver.value(of: l1Width)
    let other = try #require(solver.alternative(moving: Expression(l1Width)))
    #expect(Set([current, other.value(of: l1Width)]) == [100, 180])
    #expect(other.value(of: l2Left) == other.value(of: l1Width))
    #expect(other.value(of: l2Width) == 300 - other.value(of: l1Width))
    #expect(other.violationsByLevel.map(\.total) == solver.violationsByLevel.map(\.total))
    #expect(solver.value(of: l1Width) == current)
  }

  @Test("4.8b: v.left is free, so the other layout moves it 10 points; v.width has no alternative")
  func missingConstraintAlternative() throws {
    let left = Variable("v.left")
    let right = Variable("v.right")
    let width = Variable("v.width")
    var solver = Solver()
    try addAll([width == 50, right == left + width], to: &solver)
    let other = try #require(solver.alternative(moving: Expression(left)))
    #expect(abs(other.value(of: left) - solver.value(of: left)) == 10)
    #expect(other.value(of: right) - other.value(of: left) == 50)
    #expect(solver.alternative(moving: Expression(width)) == nil)
  }
}
