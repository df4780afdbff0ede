import Testing

@testable import Cassowary

/// Worked cases 2.7a and 2.7b of docs/EXPLANATIONS.md (§2.7).
@Suite("Unsatisfiable required constraints")
struct ConflictTests {
  /// System 2.7a: two views in a row; `c7` is an optional width that is violated.
  struct ChainSystem {
    let aLeft = Variable("a.left")
    let aWidth = Variable("a.width")
    let aRight = Variable("a.right")
    let bLeft = Variable("b.left")
    let bWidth = Variable("b.width")
    let bRight = Variable("b.right")
    let c: [Constraint]

    init() {
      c = [
        (aLeft == 0).named("c0"),
        (aWidth == 100).named("c1"),
        (aRight == aLeft + aWidth).named("c2"),
        (bLeft == aRight + 8).named("c3"),
        (bWidth >= 50).named("c4"),
        (bRight == bLeft + bWidth).named("c5"),
        (bRight <= 320).named("c6"),
        Constraint(aWidth - 120, .equal, priority: 750, name: "c7"),
      ]
    }
  }

  @Test("2.7a: a conflict through a chain of equalities names exactly {c0, c1, c2, c3, c8}, gap 8")
  func chainConflict() throws {
    let system = ChainSystem()
    var solver = Solver()
    try addAll(system.c, to: &solver)
    #expect(solver.value(of: system.bLeft) == 108)
    #expect(solver.value(of: system.bWidth) == 50)
    #expect(solver.violation(of: system.c[7]) == 20)
    let before = solver
    let c8 = (system.bLeft <= 100).named("c8")
    let conflict = try #require(conflictOfAdding(c8, to: &solver))
    #expect(conflict.constraint === c8)
    #expect(conflict.constraints.compactMap(\.name) == ["c0", "c1", "c2", "c3", "c8"])
    #expect(abs(conflict.gap - 8) < 1e-9)
    #expect(conflict.isMinimal)
    #expect(solver.hasIdenticalState(to: before))
    #expect(!solver.contains(c8))
  }

  @Test("2.7b: the final phase-one row, not the initial one, is the certificate")
  func finalRowIsTheCertificate() throws {
    let x = Variable("x")
    let y = Variable("y")
    let r1 = (x >= 30).named("r1")
    let o1 = Constraint(x - 50, .equal, priority: 500, name: "o1")
    let r2 = (y == x + 10).named("r2")
    var solver = Solver()
    try addAll([r1, o1, r2], to: &solver)
    #expect(solver.value(of: x) == 50)
    #expect(solver.value(of: y) == 60)
    let before = solver
    let new = (y <= 35).named("new")
    let conflict = try #require(conflictOfAdding(new, to: &solver))
    #expect(Set(conflict.constraints.compactMap(\.name)) == ["r1", "r2", "new"])
    #expect(abs(conflict.gap - 5) < 1e-9)
    #expect(conflict.isMinimal)
    #expect(solver.hasIdenticalState(to: before))
  }

  @Test("a contradiction among equalities alone is caught without an artificial phase")
  func directContradiction() throws {
    let x = Variable("x")
    var solver = Solver()
    let first = (x == 10).named("first")
    try solver.add(first)
    let second = (x == 20).named("second")
    let conflict = try #require(conflictOfAdding(second, to: &solver))
    #expect(conflict.constraints.map(\.name) == ["first", "second"])
    #expect(conflict.gap == 10)
    #expect(solver.value(of: x) == 10)
  }

  @Test("a row that no symbol can lower is refused without running the artificial phase")
  func refusedWithoutThePhase() throws {
    // What a VFL line that repeats a view makes: `a.leading == a.trailing + 8`, i.e.
    // `width == -8` against `width >= 0`, again and again, each kept demoted as the engine does.
    // Its row is `8 + slack + dummy`: phase one would stop at once with this row as certificate.
    let width = Variable("a.width")
    var solver = Solver()
    try solver.add((width >= 0).named("a.width>=0"))
    for index in 1...3 {
      let before = solver
      let conflict = try #require(conflictOfAdding((width == -8).named("r\(index)"), to: &solver))
      #expect(conflict.constraints.compactMap(\.name) == ["a.width>=0", "r\(index)"])
      #expect(conflict.gap == 8)
      #expect(conflict.isMinimal)
      #expect(solver.hasIdenticalState(to: before))
      try solver.add(Constraint(width + 8, .equal, priority: .brokenRequired, name: "d\(index)"))
    }
    #expect(solver.value(of: width) == 0)
    // An inequality: `x <= 40`, then `x >= 100` reads `60 + s1 + s2`.
    let x = Variable("x")
    try solver.add((x <= 40).named("max"))
    let before = solver
    let conflict = try #require(conflictOfAdding((x >= 100).named("min"), to: &solver))
    #expect(conflict.constraints.compactMap(\.name) == ["max", "min"])
    #expect(conflict.gap == 60)
    #expect(solver.hasIdenticalState(to: before))
    expectConsistent(solver)
  }

  @Test("a redundant required equality is accepted and can be removed")
  func redundantEquality() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    let a = x == 10
    let b = y == x + 5
    let c = y == 15
    try addAll([a, b, c], to: &solver)
    #expect(solver.value(of: y) == 15)
    try solver.remove(a)
    #expect(solver.value(of: x) == 10)
    try solver.remove(c)
    try solver.add(x == 3)
    #expect(solver.value(of: y) == 8)
    expectConsistent(solver)
  }

  @Test("after a failed add the solver behaves exactly as one that never saw it")
  func identicalFutures() throws {
    let system = ChainSystem()
    var failed = Solver()
    var clean = Solver()
    try addAll(system.c, to: &failed)
    try addAll(system.c, to: &clean)
    _ = conflictOfAdding(system.bLeft <= 100, to: &failed)
    let later: [Constraint] = [system.bRight == 300, (system.bWidth <= 80).priority(250)]
    try addAll(later, to: &failed)
    try addAll(later, to: &clean)
    try failed.remove(system.c[6])
    try clean.remove(system.c[6])
    #expect(failed.hasIdenticalState(to: clean))
    for variable in [system.aLeft, system.aWidth, system.bLeft, system.bWidth, system.bRight] {
      #expect(failed.value(of: variable) == clean.value(of: variable))
    }
  }

  @Test("widths are not special to the solver: a negative width is fine unless constrained")
  func conflictMessage() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x >= 10).named("min"))
    let conflict = try #require(conflictOfAdding((x <= 4).named("max"), to: &solver))
    #expect(
      conflict.description
        == "required constraint max: x - 4 <= 0 cannot be satisfied (short by 6); "
        + "minimal conflicting set: min: x - 10 >= 0; max: x - 4 <= 0")
  }
}

/// `add(_:restoringOnFailure: false)` is for probes that are dropped on failure: it must report the
/// same outcome as the restoring add, only without restoring.
@Suite("Adds to probes that are dropped on failure")
struct ProbeAddTests {
  @Test("the same conflict or the same values as a restoring add, over 500 random systems")
  func sameOutcome() {
    for seed in UInt64(1)...500 {
      let system = RandomSystem(seed: seed, constraintCount: 4...16)
      var solver = Solver()
      let accepted = system.solve(into: &solver)
      // A required pin of each variable at a value far off: often unsatisfiable.
      for (index, variable) in system.variables.enumerated() {
        let pin = Constraint(Expression(variable) - Double(37 * index - 90), .equal, name: "pin")
        var restoring = solver
        var dropped = solver
        let expected = Result { () throws(SolverError) in try restoring.add(pin) }
        let actual = Result { () throws(SolverError) in try dropped.add(pin, restoringOnFailure: false) }
        switch (expected, actual) {
        case (.failure(let expected), .failure(let actual)):
          #expect(expected == actual, "seed \(seed), \(variable.name)")
          #expect(restoring.hasIdenticalState(to: solver), "seed \(seed)")
        case (.success, .success):
          for other in system.variables {
            #expect(restoring.value(of: other) == dropped.value(of: other), "seed \(seed), \(other.name)")
          }
        default:
          Issue.record("seed \(seed), \(variable.name): \(expected) against \(actual); \(accepted.count) held")
        }
      }
    }
  }
}
