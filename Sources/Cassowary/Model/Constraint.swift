/// How the two sides of a constraint relate.
/// The raw value is the spelling every layer prints and reads (`==`, `<=`, `>=`): in scripts,
/// in console logs and in Apple's descriptions alike.
public enum Relation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `lhs == rhs`
  case equal = "=="
  /// `lhs <= rhs`
  case lessThanOrEqual = "<="
  /// `lhs >= rhs`
  case greaterThanOrEqual = ">="

  /// The spelling (`==`, `<=`, `>=`).
  public var description: String { rawValue }
}

/// A linear relation `expression RELATION 0` with a priority.
///
/// Constraints have reference identity: the solver adds, finds and removes this very object.
/// They are immutable; to change a constant or a priority, hand the solver a replacement
/// (``Solver/replace(_:with:)``), which it applies incrementally when it can.
///
/// Write constraints with the comparison operators: `x + w <= limit - 8` means
/// `x + w - limit + 8 <= 0`. Give one a priority with ``priority(_:)``.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The left side minus the right side.
  public let expression: Expression
  /// The relation of ``expression`` to zero.
  public let relation: Relation
  /// The priority; for an equality, the priority of overshooting (`expression > 0`).
  public let priority: Priority
  /// For an equality, the priority of falling short (`expression < 0`); equal to ``priority``
  /// unless set. Auto Layout's intrinsic content size is one such constraint: growing past the
  /// intrinsic size is weighed at the hugging priority, shrinking below it at the compression
  /// resistance priority.
  public let shortfallPriority: Priority
  /// A label used in descriptions and error messages.
  public let name: String?

  /// Creates `expression RELATION 0`.
  public init(
    _ expression: Expression, _ relation: Relation, priority: Priority = .required,
    shortfallPriority: Priority? = nil, name: String? = nil
  ) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.shortfallPriority = relation == .equal ? (shortfallPriority ?? priority) : priority
    self.name = name
  }

  /// Creates `lhs RELATION rhs`.
  public convenience init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required, name: String? = nil
  ) {
    self.init(lhs - rhs, relation, priority: priority, name: name)
  }

  /// A copy of this constraint (a new identity) with another priority.
  public func priority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority, name: name)
  }

  /// A copy of this constraint (a new identity) with another label.
  public func named(_ name: String) -> Constraint {
    Constraint(expression, relation, priority: priority, shortfallPriority: shortfallPriority, name: name)
  }

  /// Whether both sides of an equality are required, or an inequality is required.
  public var isRequired: Bool { priority.isRequired && shortfallPriority.isRequired }

  /// How far the constraint is from holding when its expression evaluates to `residual`:
  /// `|r|` for `==`, `max(0, r)` for `<=`, `max(0, -r)` for `>=`.
  public func violation(residual: Double) -> Double {
    switch relation {
    case .equal: abs(residual)
    case .lessThanOrEqual: max(0, residual)
    case .greaterThanOrEqual: max(0, -residual)
    }
  }

  /// Identity: true only for the very same object.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// A readable form, used in messages and explanations.
  public var description: String {
    var text = "\(expression) \(relation.rawValue) 0"
    if !isRequired {
      text += " @\(priority)"
      if shortfallPriority != priority { text += "/\(shortfallPriority)" }
    }
    if let name { text = "\(name): \(text)" }
    return text
  }
}

// MARK: - Operators that build constraints

/// Something that can stand on either side of a constraint operator.
public protocol LinearOperand {
  /// The operand as an expression.
  var linearExpression: Expression { get }
}

extension Expression: LinearOperand {
  /// The operand as a linear expression.
  public var linearExpression: Expression { self }
}

extension Variable: LinearOperand {
  /// The operand as a linear expression.
  public var linearExpression: Expression { Expression(self) }
}

extension Double: LinearOperand {
  /// The operand as a linear expression.
  public var linearExpression: Expression { Expression(self) }
}

extension Int: LinearOperand {
  /// The operand as a linear expression.
  public var linearExpression: Expression { Expression(Double(self)) }
}

/// `lhs == rhs`, required.
public func == (lhs: some LinearOperand, rhs: some LinearOperand) -> Constraint {
  Constraint(lhs.linearExpression, .equal, rhs.linearExpression)
}

/// `lhs <= rhs`, required.
public func <= (lhs: some LinearOperand, rhs: some LinearOperand) -> Constraint {
  Constraint(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}

/// `lhs >= rhs`, required.
public func >= (lhs: some LinearOperand, rhs: some LinearOperand) -> Constraint {
  Constraint(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}
