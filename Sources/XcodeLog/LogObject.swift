import Cassowary
import Layout

/// An object of a log (a view or a layout guide) with the name lyt gives it and its variables.
public struct LogObject: Hashable, Sendable {
  /// The readable, unique name (`UILabel_Title`, `UIView_cab0`, `Header_closeButton`).
  public var name: String
  /// The object as the log printed it (nil for a margins guide lyt made up).
  public var reference: LogObjectReference?
  /// Whether it is a layout guide.
  public var isGuide: Bool
  /// The name of its superview (or owning view, for a guide), when the log tells.
  public var parent: String?
  /// For a margins guide, the view whose margins it is.
  public var marginsOf: String?

  /// Creates an object.
  public init(
    name: String, reference: LogObjectReference?, isGuide: Bool, parent: String? = nil, marginsOf: String? = nil
  ) {
    self.name = name
    self.reference = reference
    self.isGuide = isGuide
    self.parent = parent
    self.marginsOf = marginsOf
  }

  /// The class the log printed, without its module, or `UILayoutGuide` for a made-up margins guide.
  public var className: String { reference?.shortClassName ?? "UILayoutGuide" }
}

/// A linear constraint `sum(coefficient × variable) + constant RELATION 0`.
public struct LinearForm: Hashable, Sendable {
  /// The terms, variables named `OBJECT.x|y|width|height|firstBaseline|lastBaseline`, in order of
  /// first appearance, zero coefficients dropped.
  public var terms: [(variable: String, coefficient: Double)]
  /// The constant.
  public var constant: Double
  /// The relation to 0.
  public var relation: Relation

  /// Creates a form.
  public init(terms: [(variable: String, coefficient: Double)], constant: Double, relation: Relation) {
    self.terms = terms
    self.constant = constant
    self.relation = relation
  }

  /// Equal when terms, constant and relation are.
  public static func == (lhs: LinearForm, rhs: LinearForm) -> Bool {
    lhs.constant == rhs.constant && lhs.relation == rhs.relation && lhs.terms.count == rhs.terms.count
      && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
  }

  /// Hashes the relation and constant.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(relation)
    hasher.combine(constant)
    for term in terms { hasher.combine(term.variable) }
  }
}

/// One constraint of the rebuilt system: a listed one (`k1`…) or one lyt adds (`implicit`).
public struct LogConstraint: Sendable {
  /// The id, `k1`, `k2`, … in log order, then the implicit ones.
  public var id: String
  /// The original description, or for an implicit constraint what it states.
  public var text: String
  /// The constraint over the objects' variables.
  public var linear: LinearForm
  /// Whether lyt added it (`width >= 0`, a default margin) rather than the log listing it.
  public var implicit: Bool
  /// The parsed description (nil for implicit constraints).
  public var description: ConstraintDescription?
  /// The priority (1000 = required).
  public var priority: Double
  /// The constraint in readable names: `UILabel_Title.width == 40`.
  public var readable: String
  /// The 1-based line of the description in the file (nil for implicit ones).
  public var line: Int?
  /// Who made it: the app, the framework (implicit ones included), or an autoresizing mask.
  public var owner: ConstraintOwner = .app
}
