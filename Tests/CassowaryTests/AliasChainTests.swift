import Testing

@testable import Cassowary

/// Aliases of several terms and chains of aliases: a line of views, each placed after its
/// neighbour (`x[i] == x[i − 1] + w[i − 1] + 8`), keeps its positions as definitions.
@Suite("Chains of aliases")
struct AliasChainTests {
  /// `count` views in a line from x = 8, widths at least 10 and preferably `20 + i` (weak), the
  /// last view's right edge 8 points inside `container` (when given).
  struct Line {
    let x: [Variable]
    let w: [Variable]
    let container = Variable("container")
    let constraints: [Constraint]

    init(count: Int, pinnedToContainer: Bool = true) {
      x = (0..<count).map { Variable("x\($0)") }
      w = (0..<count).map { Variable("w\($0)") }
      var constraints: [Constraint] = []
      for index in 0..<count {
        if index == 0 {
          constraints.append((x[0] == 8).named("lead"))
        } else {
          constraints.append((x[index] == x[index - 1] + w[index - 1] + 8).named("after\(index)"))
        }
        constraints.append((w[index] >= 10).named("min\(index)"))
        constraints.append((w[index] == Double(20 + index)).priority(250).named("pref\(index)"))
      }
      if pinnedToContainer, let last = x.last, let width = w.last {
        constraints.append((last + width + 8 == container).named("trail"))
      }
      self.constraints = constraints
    }

    func solver() throws -> Solver {
      var solver = Solver()
      try addAll(constraints, to: &solver)
      return solver
    }

    /// The line's solver (aliasing as `aliasing` says) with the container an edit variable
    /// (strong) suggested to `width`.
    func solver(containerAt width: Double, aliasing: Bool = true) throws -> Solver {
      var solver = Solver()
      solver.aliasingEnabled = aliasing
      try addAll(constraints, to: &solver)
      try solver.addEditVariable(container, priority: 750)
      try solver.suggestValue(container, width)
      return solver
    }
  }

  @Test("every position after the first is an alias of its neighbour's position and width")
  func positionsAreAliases() throws {
    let line = Line(count: 4, pinnedToContainer: false)
    let solver = try line.solver()
    #expect(solver.aliases.count == 3)
    #expect(line.x.dropFirst().allSatisfy { solver.isAlias(solver.symbol(of: $0)) })
    #expect(line.x.map { solver.value(of: $0) } == [8, 36, 65, 95])
    expectConsistent(solver)
  }

  @Test("an edit at the end moves the chain; updateVariables reports exactly what moved")
  func editMovesTheChain() throws {
    let line = Line(count: 3)
    var solver = try line.solver(containerAt: 100)
    solver.updateVariables()
    let all = line.x + line.w + [line.container]
    let before = all.map { solver.value(of: $0) }
    #expect(solver.value(of: line.x[2]) + solver.value(of: line.w[2]) + 8 == 100)
    try solver.suggestValue(line.container, 40)
    let changed = Set(solver.updateVariables().map(\.name))
    let moved = Set(zip(all, before).filter { solver.value(of: $0.0) != $0.1 }.map(\.0.name))
    #expect(changed == moved)
    // 8 + 10 + 8 + 10 + 8 + 10 + 8 = 62 > 40: the widths stop at 10, the container stays at 62.
    #expect(line.x.map { solver.value(of: $0) } == [8, 26, 44])
    #expect(changed.isSuperset(of: ["x1", "x2", "w0", "w1", "w2", "container"]))
    expectConsistent(solver)
  }

  @Test("a chain thousands long is read before and after an update without recursion")
  func longChain() throws {
    let count = 5_000
    let x = (0..<count).map { Variable("x\($0)") }
    var solver = Solver()
    try solver.add((x[0] == 0).priority(250))
    for index in 1..<count { try solver.add(x[index] == x[index - 1] + 1) }
    #expect(solver.aliases.count == count - 1)
    #expect(solver.value(of: x[count - 1]) == Double(count - 1))
    #expect(solver.updateVariables().count == count)
    #expect(solver.value(of: x[count - 1]) == Double(count - 1))
    try solver.addEditVariable(x[0], priority: 750)
    try solver.suggestValue(x[0], 10)
    #expect(solver.value(of: x[count - 1]) == Double(count + 9))
    #expect(solver.updateVariables().count == count)
  }

  @Test("removing a link in the middle: the views before stay, the ones after follow the rest")
  func removeMiddleLink() throws {
    let line = Line(count: 4, pinnedToContainer: false)
    var solver = try line.solver()
    solver.updateVariables()
    try solver.remove(line.constraints[3])  // x1 == x0 + w0 + 8
    expectConsistent(solver)
    // x1 is free now (0 at the optimum the tableau picks); x2 and x3 still follow it.
    let x1 = solver.value(of: line.x[1])
    #expect(solver.value(of: line.x[2]) == x1 + 21 + 8)
    #expect(solver.value(of: line.x[3]) == x1 + 21 + 8 + 22 + 8)
    #expect(solver.aliases.count == 2)
    try solver.add((line.x[1] == 100).named("pin"))
    #expect(line.x.map { solver.value(of: $0) } == [8, 100, 129, 159])
    expectConsistent(solver)
  }

  @Test("the derivation of a position names every link and width before it")
  func derivationThroughTheChain() throws {
    let line = Line(count: 3, pinnedToContainer: false)
    let solver = try line.solver()
    let derivation = solver.derivation(of: line.x[2])
    #expect(derivation.value == 65)
    #expect(
      derivation.contributions.compactMap(\.constraint.name) == ["lead", "pref0", "after1", "pref1", "after2"])
  }

  @Test("a conflict through the chain names every link it adds up")
  func conflictThroughTheChain() throws {
    let line = Line(count: 3, pinnedToContainer: false)
    var solver = try line.solver()
    let before = solver
    let conflict = conflictOfAdding((line.x[2] <= 40).named("cap"), to: &solver)
    #expect(conflict?.constraints.compactMap(\.name) == ["lead", "min0", "after1", "min1", "after2", "cap"])
    #expect(solver.hasIdenticalState(to: before))
  }

  @Test("ambiguity through the chain: positions after a free width move, those before do not")
  func ambiguityThroughTheChain() throws {
    let x = (0..<4).map { Variable("x\($0)") }
    let w = (0..<4).map { Variable("w\($0)") }
    var solver = Solver()
    for index in [0, 2, 3] { try solver.add(w[index] == 30) }
    try solver.add(w[1] >= 10)  // w1 is free above 10
    try solver.add(x[0] == 8)
    for index in 1..<4 { try solver.add(x[index] == x[index - 1] + w[index - 1] + 8) }
    #expect(solver.aliases.count == 3)
    #expect(solver.ambiguity(of: x) == [false, false, true, true])
    #expect(solver.range(of: x[2]) == ValueRange(lower: 64, upper: .infinity))
  }

  @Test("random lines with edits: the same values as without aliases, frame after frame")
  func sameValuesAsRows() throws {
    for seed in UInt64(1)...40 {
      var generator = SeededGenerator(seed: seed)
      let line = Line(count: Int.random(in: 2...12, using: &generator))
      var fast = try line.solver(containerAt: 0)
      var plain = try line.solver(containerAt: 0, aliasing: false)
      for _ in 0..<5 {
        let width = Double(Int.random(in: 0...600, using: &generator))
        try fast.suggestValue(line.container, width)
        try plain.suggestValue(line.container, width)
        if Bool.random(using: &generator) { fast.updateVariables() }
        for variable in line.x + line.w {
          #expect(fast.value(of: variable) == plain.value(of: variable), "seed \(seed) \(variable)")
        }
      }
      expectConsistent(fast)
    }
  }
}

extension AliasChainTests {
  @Test("a chain turned into rows (withoutAliases) holds the same values and a consistent tableau")
  func withoutAliasesKeepsValues() throws {
    let line = Line(count: 6)
    let solver = try line.solver(containerAt: 300)
    let rows = solver.withoutAliases
    #expect(rows.aliases.isEmpty)
    for variable in line.x + line.w { #expect(rows.value(of: variable) == solver.value(of: variable)) }
    expectConsistent(rows)
  }

  @Test("a loss probe on the last view's width (a part around it) reads the chain it follows")
  func partAroundTheChain() throws {
    let line = Line(count: 5)
    let solver = try line.solver(containerAt: 120)
    let last = try #require(line.constraints.last)
    let part = solver.part(around: last.expression.terms.map(\.variable), constraints: [last])
    for variable in line.x + line.w where part.solver.symbol(of: variable) != noSymbol {
      #expect(part.solver.value(of: variable) == solver.value(of: variable), "\(variable)")
    }
    #expect(part.solver.symbol(of: line.x[0]) != noSymbol)
    expectConsistent(part.solver)
  }
}

extension AliasChainTests {
  @Test("settled alias values serve reads until the next change, which drops them")
  func settledValuesFollowChanges() throws {
    let line = Line(count: 5)
    var solver = try line.solver(containerAt: 300)
    var plain = try line.solver(containerAt: 300, aliasing: false)
    solver.settleAliasValues()
    #expect(solver.settledAliasValues?.symbols.count == 5)  // x1…x4 and the container
    #expect(line.x.map { solver.value(of: $0) } == line.x.map { plain.value(of: $0) })
    // A new constraint moves the chain through pivots (marking rows changed) ...
    let wider = (line.w[0] == 40).named("wider")
    try solver.add(wider)
    try plain.add(wider)
    #expect(solver.settledAliasValues == nil)
    #expect(line.x.map { solver.value(of: $0) } == line.x.map { plain.value(of: $0) })
    #expect(solver.value(of: line.x[1]) == 56)
    // ... and a suggestion through the dual simplex.
    solver.settleAliasValues()
    try solver.remove(wider)
    try plain.remove(wider)
    try solver.suggestValue(line.container, 100)
    try plain.suggestValue(line.container, 100)
    #expect(solver.settledAliasValues == nil)
    #expect(line.x.map { solver.value(of: $0) } == line.x.map { plain.value(of: $0) })
    #expect(line.x.map { solver.value(of: $0) } == [8, 28, 46, 64, 82])
  }
}
