import Testing

@testable import Cassowary

/// A required `new == known + c` kept as an alias instead of a tableau row (Solver+Alias.swift).
@Suite("Aliases for required equalities")
struct AliasTests {
  /// `top` fixed by a row (`top == 3·a − 4`, `a == 12`: a factor of 3 makes a row), so its
  /// variable is basic.
  struct Column {
    let a = Variable("a")
    let top = Variable("top")
    let follower = Variable("follower")
    let rows: [Constraint]
    let topRow: Constraint
    let alias: Constraint

    init() {
      topRow = (top == 3 * a - 4).named("top")
      rows = [(a == 12).named("a"), topRow]
      alias = (follower == top + 5).named("follow")
    }

    func solver() throws -> Solver {
      var solver = Solver()
      try addAll(rows + [alias], to: &solver)
      return solver
    }
  }

  @Test("a new variable equal to a basic one plus a constant becomes an alias, not a row")
  func becomesAlias() throws {
    let column = Column()
    let solver = try column.solver()
    #expect(solver.aliases.count == 1)
    #expect(solver.rows.filter { !$0.cells.isEmpty || $0.constant != 0 }.count == 2)
    #expect(solver.value(of: column.follower) == 37)
    expectConsistent(solver)
  }

  @Test("the alias follows its target: an edit moves it and updateVariables reports it")
  func followsTarget() throws {
    let column = Column()
    var solver = Solver()
    try addAll([column.topRow, column.alias], to: &solver)
    #expect(solver.aliases.count == 1)
    try solver.addEditVariable(column.a, priority: 750)
    solver.updateVariables()
    try solver.suggestValue(column.a, 40)
    let changed = Set(solver.updateVariables().map(\.name))
    #expect(changed == ["a", "top", "follower"])
    #expect(solver.value(of: column.follower) == 121)
  }

  @Test("−h + top + 3 == 0 (coefficients −1, +1) is an alias too: h = top + 3")
  func negatedCoefficients() throws {
    let column = Column()
    var solver = Solver()
    try addAll(column.rows, to: &solver)
    try solver.add(Constraint(Expression(column.top) - column.follower + 3, .equal))
    #expect(solver.aliases.count == 1)
    #expect(solver.value(of: column.follower) == 35)
  }

  @Test("coefficients other than ±2ᵏ make a row: 3·h − 3·top − 9 == 0 gives h = top + 3")
  func scaledCoefficients() throws {
    let column = Column()
    var solver = Solver()
    try addAll(column.rows, to: &solver)
    try solver.add(Constraint(3 * column.follower - 3 * column.top - 9, .equal))
    #expect(solver.aliases.isEmpty)
    #expect(solver.value(of: column.follower) == 35)
  }

  @Test("halves alias: h + ½·hh == top + ½·th (a centre pinned to a centre) gives h = top + ½·th − ½·hh")
  func halvedCoefficients() throws {
    let column = Column()
    let (followerHeight, topHeight) = (Variable("followerHeight"), Variable("topHeight"))
    var solver = Solver()
    try addAll(column.rows + [(topHeight == 40).named("topHeight")], to: &solver)
    let centre = (column.follower + 0.5 * followerHeight == column.top + 0.5 * topHeight).named("centre")
    try solver.add(centre)
    // The follower's height is new too: a parametric symbol, as the row would make it.
    #expect(solver.aliases.count == 1)
    #expect(solver.isAlias(solver.symbol(of: column.follower)))
    try solver.add((followerHeight == 20).named("followerHeight"))
    #expect(solver.aliases.count == 1)
    #expect(solver.value(of: column.follower) == 42)
    expectConsistent(solver)
  }

  @Test("scales past 2⁴ or under 2⁻⁴ make a row")
  func farScalesMakeRows() {
    #expect([1, -0.5, 16, 0.0625].allSatisfy(Solver.isExactScale))
    #expect(![32, 1.0 / 32, 3, 0, 0.3].contains(where: Solver.isExactScale))
  }

  @Test("removing the aliasing constraint frees the variable and leaves no alias")
  func removal() throws {
    let column = Column()
    var solver = try column.solver()
    try solver.remove(column.alias)
    #expect(solver.aliases.isEmpty)
    #expect(solver.aliasHeadOfMarker.isEmpty)
    #expect(solver.aliasDependents.isEmpty)
    #expect(solver.value(of: column.follower) == 0)
    try solver.add((column.follower == 3).named("pin"))
    #expect(solver.value(of: column.follower) == 3)
    expectConsistent(solver)
  }

  @Test("removing the target's constraint keeps the alias exact")
  func removingTargetDefinition() throws {
    let column = Column()
    var solver = try column.solver()
    let anchor = column.rows[0]
    try solver.remove(anchor)
    #expect(solver.value(of: column.follower) == 1)
    try solver.add((column.a == 30).named("a2"))
    #expect(solver.value(of: column.top) == 86)
    #expect(solver.value(of: column.follower) == 91)
    expectConsistent(solver)
  }

  @Test("a later constraint on the alias sees its definition: a conflict names the aliasing constraint")
  func conflictNamesAlias() throws {
    let column = Column()
    var solver = try column.solver()
    let before = solver
    let pin = (column.follower == 10).named("pin")
    let conflict = conflictOfAdding(pin, to: &solver)
    #expect(conflict?.constraints.compactMap(\.name) == ["a", "top", "follow", "pin"])
    #expect(solver.hasIdenticalState(to: before))
  }

  @Test("the derivation of an alias names the aliasing constraint: 3·(a − 12) + (top − 3a + 4) + (follower − top − 5)")
  func derivation() throws {
    let column = Column()
    let solver = try column.solver()
    let derivation = solver.derivation(of: column.follower)
    #expect(derivation.value == 37)
    #expect(derivation.contributions.compactMap(\.constraint.name) == ["a", "top", "follow"])
    #expect(derivation.contributions.map(\.multiplier) == [3, 1, 1])
    #expect(solver.aliases.count == 1)
  }

  @Test("the range of an alias is its value when the target is fixed")
  func range() throws {
    let column = Column()
    let solver = try column.solver()
    #expect(solver.range(of: column.follower) == ValueRange(lower: 37, upper: 37))
  }

  @Test("an alias of a free target ranges with it; alternative moves both")
  func ambiguousRange() throws {
    let free = Variable("free")
    let other = Variable("other")
    let follower = Variable("follower")
    var solver = Solver()
    try solver.add(Constraint(free + other - 100, .equal))
    try solver.add((follower == free + 10).named("follow"))
    // `free` is an alias of 100 − other (other a new, parametric symbol), `follower` one of free.
    #expect(solver.aliases.count == 2)
    #expect(solver.range(of: follower) == ValueRange(lower: -.infinity, upper: .infinity))
    let moved = try #require(solver.alternative(moving: Expression(follower)))
    #expect(moved.value(of: follower) == moved.value(of: free) + 10)
    #expect(moved.value(of: follower) != solver.value(of: follower))
  }

  @Test("replacing the aliasing constraint's constant moves the alias")
  func replaceConstant() throws {
    let column = Column()
    var solver = try column.solver()
    let wider = (column.follower == column.top + 9).named("follow")
    try solver.replace(column.alias, with: wider)
    #expect(solver.value(of: column.follower) == 41)
    #expect(solver.aliases.isEmpty)
    expectConsistent(solver)
  }

  @Test("a failed replacement of the aliasing constraint leaves the solver as it was")
  func failedReplace() throws {
    let column = Column()
    var solver = try column.solver()
    try solver.add((column.follower <= 45).named("cap"))
    let before = solver
    let tooFar = (column.follower == column.top + 20).named("follow")
    #expect(throws: SolverError.self) { try solver.replace(column.alias, with: tooFar) }
    #expect(solver.hasIdenticalState(to: before))
    #expect(solver.aliases.count == 1)
  }

  @Test("a new variable equal to the alias plus a constant is an alias of the alias (a chain)")
  func chains() throws {
    let column = Column()
    var solver = try column.solver()
    let second = Variable("second")
    try solver.add((second == column.follower + 1).named("second"))
    #expect(solver.aliases.count == 2)
    #expect(solver.value(of: second) == 38)
    expectConsistent(solver)
  }

  @Test("a later subject choice counts the rows aliases stand for: the same (ambiguous) layout as rows")
  func subjectChoiceCountsAliasRows() throws {
    let (t, u, s, w, h) = (Variable("t"), Variable("u"), Variable("s"), Variable("w"), Variable("h"))
    let constraints = [
      Constraint(t + u - 100, .equal), Constraint(s + w - 10, .equal), (h == t + 5).named("follow"),
      Constraint(u + w - 30, .equal),
    ]
    var fast = Solver()
    var plain = Solver()
    plain.aliasingEnabled = false
    try addAll(constraints, to: &fast)
    try addAll(constraints, to: &plain)
    // t, s and h are aliases (t = 100 − u, s = 10 − w, h = t + 5: the chain h → t → u counts).
    #expect(fast.aliases.count == 3)
    // u occurs in t's row and in the row h stands for, w only in s's: w is the subject, u stays 0.
    #expect([u, w, t, h, s].map { fast.value(of: $0) } == [0, 30, 100, 105, -20])
    #expect([u, w, t, h, s].map { plain.value(of: $0) } == [0, 30, 100, 105, -20])
  }

  @Test("a target in no row stays a row: the tableau path would have made the target basic")
  func parametricTargetInNoRow() throws {
    let free = Variable("free")
    let follower = Variable("follower")
    var solver = Solver()
    let pin = (free == 5).named("pin")
    try solver.add(pin)
    try solver.remove(pin)
    try solver.add((follower == free + 10).named("follow"))
    #expect(solver.aliases.isEmpty)
    #expect(solver.value(of: free) == -10)
    #expect(solver.value(of: follower) == 0)
  }

  @Test("optional and inequality constraints never alias")
  func onlyRequiredEqualities() throws {
    let column = Column()
    var solver = Solver()
    try addAll(column.rows, to: &solver)
    try solver.add(Constraint(column.follower - column.top, .equal, priority: 750))
    try solver.add(Variable("other") >= column.top + 1)
    #expect(solver.aliases.isEmpty)
  }

  @Test("random systems solve to the same values with and without aliases (1,000 seeds)")
  func sameValuesAsRows() throws {
    var aliased = 0
    for seed in UInt64(1)...1000 {
      let system = RandomSystem(seed: seed)
      var fast = Solver()
      var plain = Solver()
      plain.aliasingEnabled = false
      let accepted = system.solve(into: &fast)
      let plainAccepted = system.solve(into: &plain)
      #expect(accepted.elementsEqual(plainAccepted, by: ===), "seed \(seed)")
      aliased += fast.aliases.count
      for variable in system.variables {
        #expect(abs(fast.value(of: variable) - plain.value(of: variable)) <= 1e-7, "seed \(seed) \(variable)")
      }
      for constraint in accepted.reversed() {
        try fast.remove(constraint)
        try plain.remove(constraint)
        expectConsistent(fast)
        // After removals the basis may differ (the alias's row was never a pivot candidate), so
        // only values every optimal solution shares must agree.
        for variable in system.variables where plain.range(of: variable).isUnique {
          #expect(abs(fast.value(of: variable) - plain.value(of: variable)) <= 1e-7, "seed \(seed) \(variable)")
        }
        #expect(sameTotals(fast, plain), "seed \(seed)")
      }
    }
    #expect(aliased == 220)
  }

  @Test("systems with many aliases: the same values and totals as rows, through removals (300 seeds)")
  func manyAliases() throws {
    var aliased = 0
    for seed in UInt64(1)...300 {
      let (variables, constraints) = Self.aliasHeavySystem(seed: seed)
      var fast = Solver()
      var plain = Solver()
      plain.aliasingEnabled = false
      var accepted: [Constraint] = []
      for constraint in constraints {
        let fastAdded = (try? fast.add(constraint)) != nil
        let plainAdded = (try? plain.add(constraint)) != nil
        #expect(fastAdded == plainAdded, "seed \(seed)")
        if fastAdded && plainAdded { accepted.append(constraint) }
        expectConsistent(fast)
      }
      aliased += fast.aliases.count
      for constraint in accepted {
        for variable in variables where plain.range(of: variable).isUnique {
          #expect(abs(fast.value(of: variable) - plain.value(of: variable)) <= 1e-7, "seed \(seed) \(variable)")
        }
        #expect(sameTotals(fast, plain), "seed \(seed)")
        try fast.remove(constraint)
        try plain.remove(constraint)
        expectConsistent(fast)
      }
      #expect(fast.aliases.isEmpty && fast.aliasDependents.isEmpty && fast.aliasHeadOfMarker.isEmpty)
    }
    #expect(aliased == 1221)
  }

  /// A random system where every third constraint defines a new variable as an existing one plus
  /// a constant, or as the sum or difference of two existing ones plus a constant, and later
  /// constraints use the new variables (new variables defined from new variables chain).
  static func aliasHeavySystem(seed: UInt64) -> ([Variable], [Constraint]) {
    var generator = SeededGenerator(seed: seed)
    let base = RandomSystem(seed: seed, variableCount: 3...5, constraintCount: 3...6)
    var variables = base.variables
    var constraints = base.constraints
    let priorities: [Priority] = [1000, 1000, 750, 250]
    for index in 0..<12 {
      if index % 3 == 0 {
        let follower = Variable("z\(index)")
        let target = variables[Int.random(in: 0..<variables.count, using: &generator)]
        let offset = Double(Int.random(in: -20...20, using: &generator))
        if index % 2 == 0 {
          constraints.append((follower == target + offset).named("alias\(index)"))
        } else {
          // Three terms, a position after a neighbour and its width (or before it).
          let second = variables[Int.random(in: 0..<variables.count, using: &generator)]
          let sign = Bool.random(using: &generator) ? 1.0 : -1.0
          constraints.append((follower == target + sign * second + offset).named("alias\(index)"))
        }
        variables.append(follower)
      } else {
        let first = variables[Int.random(in: 0..<variables.count, using: &generator)]
        let second = variables[Int.random(in: 0..<variables.count, using: &generator)]
        let constant = Double(Int.random(in: -60...60, using: &generator))
        let relation = Relation.allCases.randomElement(using: &generator) ?? .equal
        let priority = priorities.randomElement(using: &generator) ?? .required
        constraints.append(Constraint(first - 0.5 * second + constant, relation, priority: priority))
      }
    }
    return (variables, constraints)
  }
}

/// Whether two solvers have the same total violation at every level (to round-off).
func sameTotals(_ lhs: Solver, _ rhs: Solver) -> Bool {
  let left = lhs.violationsByLevel
  let right = rhs.violationsByLevel
  return left.count == right.count
    && zip(left, right).allSatisfy { $0.priority == $1.priority && abs($0.total - $1.total) <= 1e-7 }
}
