import Cassowary

/// A constraint in Apple's form: `first REL multiplier * second + constant @priority`.
///
/// `second` is nil when the right side is a constant alone (`a.width == 100`); the multiplier is
/// then 1. Constant terms written on the right are summed (`b.left == a.right + 8 - 2` has
/// constant 6); `x * 2`, `2 * x` and `x / 0.5` all give multiplier 2.
public struct ConstraintExpression: Hashable, Sendable, CustomStringConvertible {
  /// The left side.
  public var first: AttributeReference
  /// The relation.
  public var relation: Located<Relation>
  /// The attribute on the right, if any.
  public var second: AttributeReference?
  /// The multiplier of `second` (1 when there is none).
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority, if written (otherwise required).
  public var priority: Located<PriorityLiteral>?

  /// An expression from its parts.
  public init(
    first: AttributeReference, relation: Located<Relation>, second: AttributeReference? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: Located<PriorityLiteral>? = nil
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// The canonical spelling, e.g. `b.width == 0.5 * a.width - 4 @750`.
  public var description: String {
    var text = "\(first) \(relation.value) "
    if let second {
      text += NumberText.scaled("\(second)", by: multiplier)
      if constant != 0 {
        text += constant < 0 ? " - \(NumberText.format(-constant))" : " + \(NumberText.format(constant))"
      }
    } else {
      text += NumberText.format(constant)
    }
    if let priority {
      text += " @\(priority.value)"
    }
    return text
  }
}

/// A constraint to add, with its optional user-given name (`NAME:` prefix or `as NAME`).
public struct ConstraintDefinition: Hashable, Sendable, CustomStringConvertible {
  /// The name, if the user gave one.
  public var name: Name?
  /// The expression.
  public var expression: ConstraintExpression

  /// A definition from its parts.
  public init(name: Name? = nil, expression: ConstraintExpression) {
    self.name = name
    self.expression = expression
  }

  /// `EXPR as NAME`, or `EXPR`.
  public var description: String { name.map { "\(expression) as \($0.value)" } ?? "\(expression)" }
}
