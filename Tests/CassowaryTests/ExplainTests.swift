import Testing

@testable import Cassowary

/// Worked cases 4.8 and 5.5 of docs/EXPLANATIONS.md (§4.8, §5.5).
@Suite("Explanation primitives")
struct ExplainTests {
  @Test("5.5a: b.left derives from c0…c3, each with multiplier +1")
  func derivationChain() throws {
    let system = ConflictTests.ChainSystem()
    var solver = Solver()
    try addAll(Array(system.c.prefix(4)), to: &solver)
    let derivation = solver.derivation(of: system.bLeft)
    #expect(derivation.value == 108)
    #expect(derivation.contributions.compactMap(\.constraint.name) == ["c0", "c1", "c2", "c3"])
    #expect(derivation.contributions.map(\.multiplier) == [1, 1, 1, 1])
    #expect(derivation.freeTerms.isEmpty)
    // The identity: b.left − 108 = Σ μ · (expression + constant).
    for (probe, expected) in [(0.0, -108.0), (5.0, -108.0)] {
      let values: [Variable: Double] = [
        system.aLeft: probe, system.aWidth: 100, system.aRight: 100 + probe, system.bLeft: 108 + probe,
      ]
      let sum = derivation.contributions.reduce(0.0) { total, contribution in
        total + contribution.multiplier * contribution.constraint.expression.evaluate { values[$0] ?? 0 }
      }
      #expect(sum == (values[system.bLeft] ?? 0) + expected)
    }
  }

  @Test("a tight inequality and an optional constraint satisfied exactly both show up")
  func derivationThroughInequality() throws {
    let width = Variable("width")
    let limit = (width <= 80).named("limit")
    let wish = Constraint(width - 100, .equal, priority: 250, name: "wish")
    var solver = Solver()
    try solver.add(wish)
    try solver.add(limit)
    let derivation = solver.derivation(of: width)
    #expect(derivation.value == 80)
    #expect(derivation.contributions.compactMap(\.constraint.name) == ["limit"])
    #expect(derivation.contributions.map(\.multiplier) == [1])
  }

  /// 4.8a: two labels in a 300-point row, same hugging priority (the classic tie).
  struct TwoLabels {
    let cLeft = Variable("c.left")
    let cWidth = Variable("c.width")
    let l1Left = Variable("l1.left")
    let l1Width = Variable("l1.width")
    let l2Left = Variable("l2.left")
    let l2Width = Variable("l2.width")

    func constraints(l1Hug: Priority = 250, l2Hug: Priority = 250) -> [Constraint] {
      [
        cLeft == 0, cWidth == 300, l1Left == cLeft, l2Left == l1Left + l1Width,
        l2Left + l2Width == cLeft + cWidth,
        (l1Width <= 100).priority(l1Hug).named("l1.hug"), (l2Width <= 120).priority(l2Hug).named("l2.hug"),
        (l1Width >= 100).priority(750).named("l1.cr"), (l2Width >= 120).priority(750).named("l2.cr"),
      ]
    }
  }

  @Test("4.8a: a tie at 250 leaves l1.width anywhere in [100, 180]")
  func tieRange() throws {
    let labels = TwoLabels()
    var solver = Solver()
    try addAll(labels.constraints(), to: &solver)
    #expect(solver.range(of: labels.l1Width) == ValueRange(lower: 100, upper: 180))
    #expect(solver.range(of: labels.l2Left) == ValueRange(lower: 100, upper: 180))
    #expect(solver.range(of: labels.l2Width) == ValueRange(lower: 120, upper: 200))
    #expect(solver.range(of: labels.cWidth) == ValueRange(lower: 300, upper: 300))
    #expect(!solver.isUniquelyDetermined(labels.l1Width))
    #expect(solver.violationsByLevel.first { $0.priority == 250 }?.total == 80)
  }

  @Test("4.8a fixed: with l2.hug at 249 the layout is unique, l1 keeps its intrinsic 100")
  func tieBroken() throws {
    let labels = TwoLabels()
    var solver = Solver()
    try addAll(labels.constraints(l2Hug: 249), to: &solver)
    #expect(solver.value(of: labels.l1Width) == 100)
    #expect(solver.value(of: labels.l2Width) == 200)
    #expect(solver.range(of: labels.l1Width) == ValueRange(lower: 100, upper: 100))
    var other = Solver()
    try addAll(labels.constraints(l1Hug: 249), to: &other)
    #expect(other.value(of: labels.l1Width) == 180)
    #expect(other.isUniquelyDetermined(labels.l1Width))
  }

  @Test("4.8b: a missing constraint leaves v.left free (unbounded both ways), v.width fixed")
  func missingConstraint() throws {
    let left = Variable("v.left")
    let width = Variable("v.width")
    let right = Variable("v.right")
    var solver = Solver()
    try solver.add(width == 50)
    try solver.add(right == left + width)
    #expect(solver.range(of: width) == ValueRange(lower: 50, upper: 50))
    #expect(solver.range(of: left) == ValueRange(lower: -.infinity, upper: .infinity))
    #expect(solver.range(of: right) == ValueRange(lower: -.infinity, upper: .infinity))
    let derivation = solver.derivation(of: right)
    #expect(!derivation.freeTerms.isEmpty)
    try solver.add(left == 20)
    #expect(solver.value(of: right) == 70)
    #expect([left, width, right].allSatisfy { solver.isUniquelyDetermined($0) })
  }

  @Test("a variable the solver never saw is free")
  func unknownVariable() {
    let solver = Solver()
    let stranger = Variable("stranger")
    #expect(solver.value(of: stranger) == 0)
    #expect(!solver.isUniquelyDetermined(stranger))
    #expect(solver.derivation(of: stranger).freeTerms == [Term(stranger, 1)])
  }
}

@Suite("What-if on copies")
struct WhatIfTests {
  @Test("a copy answers a what-if question without disturbing the original")
  func copyIsIndependent() throws {
    let width = Variable("width")
    var solver = Solver()
    try solver.add((width == 100).priority(250))
    try solver.add(width <= 300)
    let original = solver
    var probe = solver
    try probe.add(width >= 200)
    try probe.addEditVariable(width, priority: 500)
    try probe.suggestValue(width, 260)
    #expect(probe.value(of: width) == 260)
    #expect(solver.value(of: width) == 100)
    #expect(solver.hasIdenticalState(to: original))
    #expect(!solver.hasEditVariable(width))
  }
}

@Suite("Ranges of expressions")
struct ExpressionRangeTests {
  @Test("the range of an expression follows its variables; a fixed sum is unique")
  func expressionRange() throws {
    let labels = ExplainTests.TwoLabels()
    var solver = Solver()
    try addAll(labels.constraints(), to: &solver)
    // l1.width in [100, 180]: its centre (left + width / 2) moves with it.
    #expect(solver.range(of: labels.l1Left + 0.5 * labels.l1Width) == ValueRange(lower: 50, upper: 90))
    #expect(solver.range(of: labels.l1Width + labels.l2Width) == ValueRange(lower: 300, upper: 300))
    #expect(solver.range(of: labels.l1Width + 8) == ValueRange(lower: 108, upper: 188))
    #expect(solver.range(of: Expression(constant: 4)) == ValueRange(lower: 4, upper: 4))
  }
}

@Suite("Derivations of expressions")
struct ExpressionDerivationTests {
  @Test("b.right = b.left + b.width derives from the chain and b's width")
  func rightEdge() throws {
    let system = ConflictTests.ChainSystem()
    var solver = Solver()
    try addAll(Array(system.c.prefix(5)), to: &solver)
    try solver.add((system.bWidth == 50).named("bw"))
    let derivation = solver.derivation(of: system.bLeft + system.bWidth)
    #expect(derivation.value == 158)
    #expect(derivation.contributions.compactMap(\.constraint.name) == ["c0", "c1", "c2", "c3", "bw"])
    #expect(derivation.freeTerms.isEmpty)
    #expect(solver.derivation(of: system.bLeft + 0).value == 108)
  }
}
