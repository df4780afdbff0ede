/// One term of a linear expression: a coefficient times a variable.
public struct Term: Hashable, Sendable {
  /// The variable.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates the term `coefficient * variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression `c₁·x₁ + c₂·x₂ + … + constant`.
///
/// Build expressions with the ordinary operators: `2 * x + y - 8`.
/// The same variable may occur in several terms; the solver adds them up.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
  /// The variable terms, in the order they were written.
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 · variable`.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable)])
  }

  /// Creates the constant expression.
  public init(_ constant: Double) {
    self.init(constant: constant)
  }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The terms with repeated variables merged and zero coefficients dropped, in first-seen order.
  public var simplifiedTerms: [Term] {
    // The common case — a few distinct variables, no zero — needs no hashing.
    if terms.count <= 8 && terms.allSatisfy({ $0.coefficient != 0 }) {
      var distinct = true
      for (index, term) in terms.enumerated() where distinct {
        for other in terms[(index + 1)...] where other.variable === term.variable { distinct = false }
      }
      if distinct { return terms }
    }
    var order: [Variable] = []
    var sums: [Variable: Double] = [:]
    for term in terms {
      if sums[term.variable] == nil { order.append(term.variable) }
      sums[term.variable, default: 0] += term.coefficient
    }
    return order.compactMap { variable in
      guard let sum = sums[variable], sum != 0 else { return nil }
      return Term(variable, sum)
    }
  }

  /// The value of the expression when every variable takes the value `value(variable)`.
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  /// A readable form, used in messages and explanations.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let factor = magnitude == 1 ? "" : "\(NumberText.format(magnitude)) * "
      if text.isEmpty {
        text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
      } else {
        text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
      }
    }
    if text.isEmpty { return NumberText.format(constant) }
    if constant != 0 { text += (constant < 0 ? " - " : " + ") + NumberText.format(abs(constant)) }
    return text
  }
}

// MARK: - Operators

extension Expression {
  /// The sum of the expression and the expression, as an expression.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference of the expression and the expression, as an expression.
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + (-1 * rhs)
  }

  /// The negation of the expression, as an expression.
  public static prefix func - (operand: Expression) -> Expression {
    -1 * operand
  }

  /// The product of the double and the expression, as an expression.
  public static func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(
      terms: rhs.terms.map { Term($0.variable, lhs * $0.coefficient) },
      constant: lhs * rhs.constant
    )
  }

  /// The product of the expression and the double, as an expression.
  public static func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }

  /// The quotient of the expression and the double, as an expression.
  public static func / (lhs: Expression, rhs: Double) -> Expression { (1 / rhs) * lhs }

  /// The sum of the expression and the double, as an expression.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// The difference of the expression and the double, as an expression.
  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
  /// The sum of the double and the expression, as an expression.
  public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
  /// The difference of the double and the expression, as an expression.
  public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
  /// The sum of the expression and the variable, as an expression.
  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
  /// The difference of the expression and the variable, as an expression.
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
  /// The sum of the variable and the expression, as an expression.
  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
  /// The difference of the variable and the expression, as an expression.
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}

extension Variable {
  /// The sum of the variable and the variable, as an expression.
  public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
  /// The difference of the variable and the variable, as an expression.
  public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
  /// The sum of the variable and the double, as an expression.
  public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
  /// The difference of the variable and the double, as an expression.
  public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
  /// The sum of the double and the variable, as an expression.
  public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
  /// The difference of the double and the variable, as an expression.
  public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
  /// The product of the double and the variable, as an expression.
  public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs, lhs)]) }
  /// The product of the variable and the double, as an expression.
  public static func * (lhs: Variable, rhs: Double) -> Expression { rhs * lhs }
  /// The quotient of the variable and the double, as an expression.
  public static func / (lhs: Variable, rhs: Double) -> Expression { (1 / rhs) * lhs }
  /// The negation of the variable, as an expression.
  public static prefix func - (operand: Variable) -> Expression { -1 * operand }
}
