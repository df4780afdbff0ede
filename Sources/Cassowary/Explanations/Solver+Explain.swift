// Explanation primitives: violations, derivations, ranges on the optimal face.

/// One constraint's part in a variable's value (see ``Solver/derivation(of:)``).
public struct Contribution: Equatable, Sendable {
  /// The constraint.
  public var constraint: Constraint
  /// Its multiplier μ in `X − value − Σ free terms = Σ μ · (expression + constant)`.
  public var multiplier: Double
}

/// Why a variable has its value: the constraints it derives from, read off the tableau.
public struct Derivation: Equatable, Sendable {
  /// The variable's value.
  public var value: Double
  /// The constraints that fix the value, with their multipliers, in the order they were added.
  /// Only constraints that hold exactly (tight inequalities, satisfied equalities) appear.
  public var contributions: [Contribution]
  /// Undetermined variables the value still depends on (each currently 0, so the value is
  /// ambiguous), with their coefficients.
  public var freeTerms: [Term]
}

/// The values a variable can take without making the layout any worse.
public struct ValueRange: Equatable, Sendable, CustomStringConvertible {
  /// The smallest value (may be `-infinity`).
  public var lower: Double
  /// The largest value (may be `infinity`).
  public var upper: Double

  /// Creates the range `[lower, upper]` (either end may be infinite).
  public init(lower: Double, upper: Double) {
    self.lower = lower
    self.upper = upper
  }

  /// Whether the value is uniquely determined.
  public var isUnique: Bool { upper - lower <= Tolerance.report }

  /// The range shifted by `offset`.
  public func shifted(by offset: Double) -> ValueRange {
    ValueRange(lower: lower + offset, upper: upper + offset)
  }

  /// A readable form, used in messages and explanations.
  public var description: String {
    "[\(NumberText.format(lower)), \(NumberText.format(upper))]"
  }
}

extension Solver {
  /// How far a held constraint is from holding in the current solution (0 when it holds),
  /// or nil when the solver does not hold it.
  ///
  /// - Complexity: the constraint's terms.
  public func violation(of constraint: Constraint) -> Double? {
    residual(of: constraint).map(constraint.violation(residual:))
  }

  /// A held constraint's expression (its constant included) evaluated in the current
  /// solution, or nil when the solver does not hold it: its sign says on which side a violated
  /// equality misses (negative: it falls short).
  ///
  /// - Complexity: the constraint's terms.
  public func residual(of constraint: Constraint) -> Double? {
    guard let record = self.record(of: constraint) else { return nil }
    return residual(of: constraint, constant: record.constant)
  }

  /// `expression + constant` evaluated in the current solution.
  func residual(of constraint: Constraint, constant: Double) -> Double {
    constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * value(of: $1.variable) }
  }

  /// The total violation at each optional level, strongest first (levels with no violation
  /// included). A broken required constraint counts at ``Priority/brokenRequired``.
  public var violationsByLevel: [(priority: Priority, total: Double)] {
    var totals: [Double: Double] = [:]
    for (constraint, record) in allRecords where !constraint.isRequired {
      let residual = residual(of: constraint, constant: record.constant)
      let over = max(0, residual)
      let under = max(0, -residual)
      switch constraint.relation {
      case .equal:
        if !constraint.priority.isRequired { totals[constraint.priority.value, default: 0] += over }
        if !constraint.shortfallPriority.isRequired { totals[constraint.shortfallPriority.value, default: 0] += under }
      case .lessThanOrEqual: totals[constraint.priority.value, default: 0] += over
      case .greaterThanOrEqual: totals[constraint.priority.value, default: 0] += under
      }
    }
    return totals.sorted { $0.key > $1.key }.map { (Priority($0.key), $0.value) }
  }

  /// The priorities the objective has ever weighed (a level stays once made, even when no
  /// constraint uses it any more): every optional level the layout may have, strongest first.
  package var objectiveLevels: [Priority] {
    objective.levels.sorted(by: >).map { Priority($0) }
  }

  /// The objective's constant per level: at an optimum it equals ``violationsByLevel``.
  var objectiveTotals: [(level: Double, total: Double)] {
    objective.totals
  }

  /// The constraints that fix `variable`'s current value, with multipliers, read off its row
  /// (a degenerate pivot on a copy first makes a parametric variable basic when possible).
  /// The live solver is not changed.
  ///
  /// - Complexity: the variable's row (a copy and one pivot when it is parametric).
  public func derivation(of variable: Variable) -> Derivation {
    let symbol = symbol(of: variable)
    guard symbol != noSymbol else {
      return Derivation(value: 0, contributions: [], freeTerms: [Term(variable, 1)])
    }
    guard let row = explanationRow(of: symbol) else {
      return Derivation(value: 0, contributions: [], freeTerms: [Term(variable, 1)])
    }
    // Each tag's constraint with its addition order and the cell's position, sorted so that a
    // constraint's tags (an optional one has two) are neighbours, the first cell first: each
    // constraint once, with the multiplier its first tag gives, without hashing constraints.
    var tagged: [(order: Int, position: Int, constraint: Constraint, multiplier: Double)] = []
    tagged.reserveCapacity(row.cells.count)
    var freeTerms: [Term] = []
    for (position, cell) in row.cells.enumerated() {
      let index = Int(cell.symbol)
      if kinds[index] == .external {
        if let free = variableOf[index] { freeTerms.append(Term(free, cell.coefficient)) }
        continue
      }
      guard let constraint = owner[index], let record = self.record(of: constraint) else { continue }
      let tagCoefficient =
        cell.symbol == record.marker ? record.markerCoefficient : record.otherCoefficient
      let lambda = -cell.coefficient / (record.rowSign * tagCoefficient)
      tagged.append((record.order, position, constraint, lambda * record.rowSign))
    }
    tagged.sort { ($0.order, $0.position) < ($1.order, $1.position) }
    var contributions: [Contribution] = []
    contributions.reserveCapacity(tagged.count)
    for entry in tagged where contributions.last?.constraint !== entry.constraint {
      contributions.append(Contribution(constraint: entry.constraint, multiplier: entry.multiplier))
    }
    return Derivation(value: row.constant, contributions: contributions, freeTerms: freeTerms)
  }

  /// The constraints that fix the current value of a linear expression (see
  /// ``derivation(of:)-(Variable)``), measured through a variable defined on a copy.
  ///
  /// - Complexity: for a lone variable, as ``derivation(of:)-(Variable)``; otherwise a copy of
  ///   the solver (its tables shared until written), one constraint added to it, then that
  ///   derivation.
  public func derivation(of expression: Expression) -> Derivation {
    let terms = expression.simplifiedTerms
    if terms.count == 1 && terms[0].coefficient == 1 {
      var derivation = derivation(of: terms[0].variable)
      derivation.value += expression.constant
      return derivation
    }
    var probe = explorationProbe
    probe.aliasingEnabled = false
    let measure = Variable("measure")
    let definition = Constraint(Expression(measure) - expression, .equal)
    guard (try? probe.add(definition)) != nil else {
      return Derivation(value: expression.evaluate { value(of: $0) }, contributions: [], freeTerms: [])
    }
    var derivation = probe.derivation(of: measure)
    derivation.contributions.removeAll { $0.constraint === definition }
    return derivation
  }

  /// The row that defines `symbol` as the alias-free tableau holds it (see `Solver+Alias.swift`):
  /// its own row when basic, its alias's definition when an alias, and for a parametric symbol the
  /// row a degenerate pivot would give it. Nil when it is parametric and no degenerate pivot
  /// applies.
  ///
  /// Only that one row is built, so no copy of the solver is made: a pivot rewrites other rows
  /// too, but the row of the entering symbol is the leaving row solved for it, whatever the rest.
  func explanationRow(of symbol: SymbolID) -> Row? {
    if let row = row(of: symbol) { return row }
    if isAlias(symbol) { return aliasRow(of: symbol) }
    guard let head = degenerateRow(containing: symbol), var row = row(of: head) else { return nil }
    row.solve(head: head, for: symbol)
    return row
  }

  /// A restricted row with a zero constant that contains `symbol`, for a degenerate pivot.
  func degenerateRow(containing symbol: SymbolID) -> SymbolID? {
    columns[Int(symbol)]
      .filter {
        cellIndex(of: symbol, at: $0) != nil && kinds[Int(heads[Int($0.slot)])] != .external
          && abs(rows[Int($0.slot)].constant) <= Tolerance.value
      }
      .map { heads[Int($0.slot)] }
      .min()
  }

  /// The range of values `variable` takes over all optimal solutions (every required
  /// constraint holding, every level's total violation as small as now). A range of one point
  /// means the value is uniquely determined; a wider one means the layout is ambiguous in it.
  ///
  /// - Complexity: a copy and a walk of zero-reduced-cost pivots per end that can move.
  public func range(of variable: Variable) -> ValueRange {
    let symbol = symbol(of: variable)
    guard symbol != noSymbol else { return ValueRange(lower: -.infinity, upper: .infinity) }
    return ValueRange(lower: extreme(of: symbol, sense: -1), upper: extreme(of: symbol, sense: 1))
  }

  /// The range of values a linear expression takes over all optimal solutions (see
  /// ``range(of:)-(Variable)``). The live solver is not changed: the expression is measured
  /// through a variable defined on a copy.
  ///
  /// - Complexity: as ``range(of:)-(Variable)``, plus an add of the expression's definition on the copy.
  public func range(of expression: Expression) -> ValueRange {
    let terms = expression.simplifiedTerms
    if terms.isEmpty { return ValueRange(lower: expression.constant, upper: expression.constant) }
    if terms.count == 1 && terms[0].coefficient == 1 {
      return range(of: terms[0].variable).shifted(by: expression.constant)
    }
    var probe = explorationProbe
    probe.aliasingEnabled = false
    let measure = Variable("measure")
    // Defining a new variable never conflicts: its own row takes it as subject.
    guard (try? probe.add(Constraint(Expression(measure) - expression, .equal))) != nil else {
      return ValueRange(lower: -.infinity, upper: .infinity)
    }
    return probe.range(of: measure)
  }

  /// Whether `variable`'s value is the same in every optimal solution.
  ///
  /// - Complexity: as ``range(of:)-(Variable)``.
  public func isUniquelyDetermined(_ variable: Variable) -> Bool {
    range(of: variable).isUnique
  }

  /// Walks the optimal face on a copy with zero-reduced-cost pivots (Bland order) until
  /// `symbol` cannot move further in the direction `sense` (+1 up, −1 down); infinite when
  /// nothing bounds it.
  func extreme(of symbol: SymbolID, sense: Double) -> Double {
    // No move on the face: the value is the extreme, and nothing is copied.
    guard faceMove(of: symbol, sense: sense) != nil else { return value(ofSymbol: symbol) }
    var probe = explorationProbe
    return probe.walkInPlace(of: symbol, sense: sense)
  }
}

extension Solver {
  /// Whether the given constraints, all taken as required, can hold together.
  ///
  /// - Complexity: one fresh solver and an add per constraint.
  public static func canSatisfy(_ constraints: [Constraint]) -> Bool {
    var solver = Solver()
    for constraint in constraints {
      let required = Constraint(constraint.expression, constraint.relation)
      do { try solver.add(required) } catch { return false }
    }
    return true
  }
}

extension Conflict {
  /// Whether the set is a true minimal conflict: unsatisfiable together, satisfiable without
  /// any one member (checked with fresh solvers, so it is independent of the tableau that
  /// produced it).
  public var isMinimal: Bool {
    guard !Solver.canSatisfy(constraints) else { return false }
    return constraints.indices.allSatisfy { index in
      var rest = constraints
      rest.remove(at: index)
      return Solver.canSatisfy(rest)
    }
  }

  /// The set reduced by a deletion filter: members whose removal keeps the set unsatisfiable
  /// are dropped, newest first. A no-op for a set that is already minimal.
  ///
  /// - Complexity: one ``Solver/canSatisfy(_:)`` of the set per member: quadratic in the set's size.
  public func minimized() -> Conflict {
    var members = constraints
    for member in constraints.reversed() where member !== constraint {
      let rest = members.filter { $0 !== member }
      if !Solver.canSatisfy(rest) { members = rest }
    }
    return Conflict(constraint: constraint, constraints: members, gap: gap)
  }
}

extension Solver {
  /// A copy to explore with: walks of the optimal face and what-if constraints. Its pivots make
  /// rows dense, so cells keep appearing in columns; compacting a column only after 256 extra
  /// entries instead of 32 takes a fifth of the instructions off the ambiguity scan of a
  /// 1000-view layout, for a few megabytes while the copy lives. The primal simplex a probe runs
  /// does not depend on the order of column entries (ratio ties go to the smallest head), so the
  /// answers are the same.
  var explorationProbe: Solver {
    var probe = self
    probe.compactionSlack = 256
    // Its record changes kept apart, so that its first one does not copy every record.
    if probe.recordOverlay == nil { probe.recordOverlay = [:] }
    return probe
  }
}
