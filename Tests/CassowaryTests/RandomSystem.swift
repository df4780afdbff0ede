@testable import Cassowary

/// A random layout-like system: a few variables, constraints with small integer constants,
/// coefficients mostly ±1, priorities from a handful of levels (so ties occur).
struct RandomSystem {
  var variables: [Variable]
  var constraints: [Constraint]

  /// `constants`, when given, are the only constants drawn: a few small values make many
  /// constraints meet exactly, so optima are degenerate and ties are common.
  init(
    seed: UInt64, variableCount: ClosedRange<Int> = 2...8, constraintCount: ClosedRange<Int> = 2...14,
    constants: [Double]? = nil
  ) {
    var generator = SeededGenerator(seed: seed)
    let count = Int.random(in: variableCount, using: &generator)
    let variables = (0..<count).map { Variable("x\($0)") }
    self.variables = variables
    let priorities: [Priority] = [1000, 1000, 1000, 999, 751, 750, 500, 250, 249]
    let coefficients: [Double] = [1, 1, 1, -1, -1, 2, 0.5]
    constraints = (0..<Int.random(in: constraintCount, using: &generator)).map { _ in
      let constant =
        constants?.randomElement(using: &generator) ?? Double(Int.random(in: -120...120, using: &generator))
      var expression = Expression(constant: constant)
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let variable = variables[Int.random(in: 0..<count, using: &generator)]
        expression.terms.append(Term(variable, coefficients.randomElement(using: &generator) ?? 1))
      }
      let relation = Relation.allCases.randomElement(using: &generator) ?? .equal
      let priority = priorities.randomElement(using: &generator) ?? .required
      return Constraint(expression, relation, priority: priority)
    }
  }

  /// Adds every constraint, skipping those refused as unsatisfiable; returns the accepted ones.
  func solve(into solver: inout Solver, order: [Int]? = nil) -> [Constraint] {
    var accepted: [Constraint] = []
    for index in order ?? Array(constraints.indices) {
      if (try? solver.add(constraints[index])) != nil { accepted.append(constraints[index]) }
    }
    return accepted
  }
}
