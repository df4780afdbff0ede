import Cassowary

/// A constraint in Apple's form: `first REL multiplier × second + constant @priority`.
///
/// The second anchor is optional: without it (or with a multiplier of 0, which Apple treats the
/// same way) the constraint relates the first attribute to the constant alone, which is legal
/// only for a width or a height.
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
  /// The identifier, unique in an engine (`c1`, `header.top`, `label.intrinsic.width`).
  public var id: String
  /// The first item and attribute.
  public var first: Anchor
  /// The relation of the first anchor to the right side.
  public var relation: Relation
  /// The second item and attribute, if any.
  public var second: Anchor?
  /// The factor applied to the second anchor (read-only once added, as in Apple).
  public var multiplier: Double
  /// The constant added to the right side.
  public var constant: Double
  /// The priority, in (0, 1000]; 1000 is required.
  public var priority: Priority

  /// Creates a constraint `first REL multiplier × second + constant @priority`.
  public init(
    id: String, _ first: Anchor, _ relation: Relation, _ second: Anchor? = nil, multiplier: Double = 1,
    constant: Double = 0, priority: Priority = .required
  ) {
    self.id = id
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// The second anchor when it takes part (Apple drops it when the multiplier is 0).
  public var effectiveSecond: Anchor? { multiplier == 0 ? nil : second }

  /// The items the constraint mentions.
  public var items: [String] { [first.item] + (second.map { [$0.item] } ?? []) }

  /// Whether either attribute follows the layout direction (so the constraint is mirrored in
  /// right-to-left layouts).
  public var isDirectional: Bool {
    first.attribute.isDirectional || (effectiveSecond?.attribute.isDirectional ?? false)
  }

  /// The constraint in the command language: `b.width == 0.5 * a.width - 4 @750`.
  public var description: String {
    priority.isRequired ? equation : equation + " @\(NumberText.format(priority.value))"
  }

  /// The relation without its priority: `b.width == 0.5 * a.width - 4` (for listings that show
  /// the priority in a column of its own).
  public var equation: String {
    var text = "\(first) \(relation.rawValue) "
    if let second = effectiveSecond {
      text += NumberText.scaled("\(second)", by: multiplier)
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + NumberText.format(abs(constant)) }
    } else {
      text += NumberText.format(constant)
    }
    return text
  }
}
