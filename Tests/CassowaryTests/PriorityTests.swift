import Testing

@testable import Cassowary

@Suite("Strict priority levels")
struct PriorityTests {
  @Test("one constraint at 751 beats a thousand at 750")
  func oneAt751BeatsAThousandAt750() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 0).priority(751))
    for _ in 0..<1000 { try solver.add((x == 10).priority(750)) }
    #expect(solver.value(of: x) == 0)
    let totals = solver.violationsByLevel
    #expect(totals.map(\.priority) == [751, 750])
    #expect(totals.map(\.total) == [0, 10_000])
    expectConsistent(solver)
  }

  @Test("two constraints at 500 do not beat one at 999 (a weighted sum would)")
  func twoAt500DoNotBeatOneAt999() throws {
    let a = Variable("a")
    var solver = Solver()
    try solver.add((a == 0).priority(999))
    try solver.add((a == 10).priority(500))
    try solver.add((a == 10).priority(500))
    #expect(solver.value(of: a) == 0)
    #expect(solver.objectiveTotals.map(\.level) == [500])
    #expect(solver.objectiveTotals.map(\.total) == [20])
  }

  @Test("two at 250 against one at 251: the 251 constraint wins")
  func twoAt250AgainstOneAt251() throws {
    let w = Variable("w")
    var solver = Solver()
    try solver.add((w == 100).priority(250))
    try solver.add((w == 100).priority(250))
    try solver.add((w == 40).priority(251))
    #expect(solver.value(of: w) == 40)
  }

  @Test("fractional priorities are distinct levels")
  func fractionalLevels() throws {
    let w = Variable("w")
    var solver = Solver()
    try solver.add((w == 100).priority(250))
    try solver.add((w == 40).priority(250.5))
    #expect(solver.value(of: w) == 40)
  }

  @Test("within one level the sum of violations is minimised")
  func sumWithinLevel() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.add((x == 0).priority(500))
    try solver.add((x == 10).priority(500))
    try solver.add(y == x)
    try solver.add((y == 10).priority(500))
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 10)
  }

  @Test("an equality's two sides can have different priorities (intrinsic content size)")
  func twoSidedEquality() throws {
    let width = Variable("width")
    var solver = Solver()
    // Intrinsic width 100: hugging 250 (growing), compression resistance 750 (shrinking).
    let intrinsic = Constraint(width - 100, .equal, priority: 250, shortfallPriority: 750)
    try solver.add(intrinsic)
    try solver.add((width == 60).priority(500))
    #expect(solver.value(of: width) == 100)  // 500 cannot beat resistance at 750
    try solver.add((width == 140).priority(500))
    try solver.add((width == 140).priority(500))
    // Two at 500 want 140, one wants 60: level 500 prefers 140 (cost 80 vs 160); hugging at 250 loses.
    #expect(solver.value(of: width) == 140)
    #expect(solver.violation(of: intrinsic) == 40)
    expectConsistent(solver)
  }

  @Test("named levels have UIKit's values")
  func namedLevels() {
    #expect(Priority.required.value == 1000)
    #expect(Priority.defaultHigh.value == 750)
    #expect(Priority.dragThatCanResizeScene.value == 510)
    #expect(Priority.sceneSizeStayPut.value == 500)
    #expect(Priority.dragThatCannotResizeScene.value == 490)
    #expect(Priority.defaultLow.value == 250)
    #expect(Priority.fittingSizeLevel.value == 50)
    #expect(Priority.brokenRequired.value == 1100)
    #expect(Priority(0).isValid == false)
    #expect(Priority(1000.5).isValid == false)
    #expect(Priority(0.5).isValid)
  }
}

@Suite("Levels above optional")
struct BrokenRequiredLevelTests {
  @Test("a constraint at brokenRequired (1100) outranks 999 and yields to required")
  func brokenRequiredRanksAboveOptional() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 10).priority(999))
    let broken = (x == 40).priority(.brokenRequired)
    try solver.add(broken)
    #expect(solver.value(of: x) == 40)
    try solver.add(x <= 25)
    #expect(solver.value(of: x) == 25)
    #expect(solver.violation(of: broken) == 15)
    #expect(solver.violationsByLevel.map(\.priority) == [.brokenRequired, 999])
  }
}
