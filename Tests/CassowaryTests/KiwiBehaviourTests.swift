import Testing

@testable import Cassowary

/// The behaviours kiwi's own test suite checks, re-expressed for this solver.
@Suite("Solver API behaviour")
struct KiwiBehaviourTests {
  @Test("adding the same constraint twice is refused")
  func duplicateConstraint() throws {
    let x = Variable("x")
    let constraint = x == 10
    var solver = Solver()
    try solver.add(constraint)
    #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
    #expect(solver.contains(constraint))
  }

  @Test("removing an unknown constraint is refused")
  func unknownConstraint() throws {
    let x = Variable("x")
    let constraint = x == 10
    var solver = Solver()
    #expect(throws: SolverError.unknownConstraint(constraint)) { try solver.remove(constraint) }
    try solver.add(constraint)
    try solver.remove(constraint)
    #expect(!solver.contains(constraint))
    #expect(throws: SolverError.unknownConstraint(constraint)) { try solver.remove(constraint) }
  }

  @Test("edit variables: duplicates, unknowns and required priorities are refused")
  func editVariableErrors() throws {
    let x = Variable("x")
    var solver = Solver()
    #expect(throws: SolverError.requiredEditPriority(x)) { try solver.addEditVariable(x, priority: .required) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(x, 10) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    try solver.addEditVariable(x, priority: .defaultHigh)
    #expect(solver.hasEditVariable(x))
    #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: 500) }
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
  }

  @Test("non-finite input and out-of-range priorities are refused")
  func invalidInput() throws {
    let x = Variable("x")
    var solver = Solver()
    #expect(throws: SolverError.self) { try solver.add(x == Double.infinity) }
    #expect(throws: SolverError.self) { try solver.add(Double.nan * x == 1) }
    #expect(throws: SolverError.invalidPriority(0)) { try solver.add((x == 1).priority(0)) }
    #expect(throws: SolverError.invalidPriority(1001)) { try solver.add((x == 1).priority(1001)) }
    try solver.addEditVariable(x, priority: 500)
    #expect(throws: SolverError.nonFiniteValue("the suggested value for x")) { try solver.suggestValue(x, .nan) }
    #expect(solver.variables == [x])
  }

  @Test("required constraints win over optional ones, both directions")
  func requiredVersusOptional() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 100).priority(250))
    try solver.add(x <= 50)
    #expect(solver.value(of: x) == 50)
    try solver.add((x >= 80).priority(999))
    #expect(solver.value(of: x) == 50)
    let lower = x >= 20
    try solver.add(lower)
    try solver.remove(lower)
    #expect(solver.value(of: x) == 50)
  }

  @Test("unsatisfiable required constraints are refused and the solver keeps working")
  func unsatisfiableRequired() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x >= 10)
    #expect(throws: SolverError.self) { try solver.add(x <= 5) }
    try solver.add(x <= 20)
    try solver.add((x == 100).priority(250))
    #expect(solver.value(of: x) == 20)
  }

  @Test("suggestions move an edit variable through the dual simplex")
  func suggestions() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    var solver = Solver()
    try solver.add(left == 10)
    try solver.add(right == left + width)
    try solver.add(width >= 20)
    try solver.addEditVariable(right, priority: .defaultHigh)
    for target in [300.0, 100, 15, 40] {
      try solver.suggestValue(right, target)
      #expect(solver.value(of: right) == max(target, 30))
      #expect(solver.value(of: width) == max(target, 30) - 10)
      expectConsistent(solver)
    }
    #expect(Set(solver.updateVariables()) == [left, width, right])
    try solver.suggestValue(right, 50)
    #expect(Set(solver.updateVariables()) == [width, right])
  }

  /// The example of the Cassowary paper (Badros, Borning, Stuckey 2001, §2): a midpoint between
  /// two points on a line 0…100, at least 10 apart.
  @Test("the Cassowary paper's midpoint example")
  func paperMidpoint() throws {
    let xl = Variable("xl")
    let xm = Variable("xm")
    let xr = Variable("xr")
    var solver = Solver()
    try solver.add(2 * xm == xl + xr)
    try solver.add(xl + 10 <= xr)
    try solver.add(xr <= 100)
    try solver.add(xl >= 0)
    // Weak stays keep the points where they are.
    try solver.add((xl == 0).priority(1))
    try solver.add((xm == 50).priority(1))
    try solver.add((xr == 100).priority(1))
    #expect([solver.value(of: xl), solver.value(of: xm), solver.value(of: xr)] == [0, 50, 100])
    try solver.addEditVariable(xm, priority: .defaultHigh)
    try solver.suggestValue(xm, 60)
    #expect(solver.value(of: xm) == 60)
    #expect(solver.value(of: xl) + solver.value(of: xr) == 120)
    #expect(solver.value(of: xr) <= 100)
    try solver.suggestValue(xm, 99)  // at most 95: xr <= 100 and xl <= xr - 10
    #expect(solver.value(of: xm) == 95)
    #expect(solver.value(of: xl) == 90)
    #expect(solver.value(of: xr) == 100)
    expectConsistent(solver)
  }

  @Test("replace changes a constant incrementally and refuses a conflicting one atomically")
  func replaceConstant() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    let gap = (y == x + 8).named("gap")
    try solver.add(x == 10)
    try solver.add(gap)
    try solver.add((y <= 100).named("limit"))
    let wider = (y == x + 30).named("gap")
    try solver.replace(gap, with: wider)
    #expect(solver.value(of: y) == 40)
    #expect(solver.contains(wider) && !solver.contains(gap))
    let before = solver
    let tooWide = (y == x + 95).named("gap")
    var conflict: Conflict?
    do throws(SolverError) {
      try solver.replace(wider, with: tooWide)
    } catch {
      if case .unsatisfiable(let found) = error { conflict = found }
    }
    #expect(conflict?.constraints.compactMap(\.name).sorted() == ["gap", "limit"])
    #expect(conflict?.constraint === tooWide)
    #expect(solver.hasIdenticalState(to: before))
  }

  @Test("replace changes an optional priority in place")
  func replacePriority() throws {
    let w = Variable("w")
    var solver = Solver()
    let wide = (w == 200).priority(250)
    try solver.add(wide)
    try solver.add((w == 100).priority(500))
    #expect(solver.value(of: w) == 100)
    let stronger = (w == 200).priority(750)
    try solver.replace(wide, with: stronger)
    #expect(solver.value(of: w) == 200)
    expectConsistent(solver)
  }
}
