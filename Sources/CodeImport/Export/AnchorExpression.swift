import Cassowary
import Layout

extension AnchorSpelling {
  /// The expression that makes a constraint: an anchor method where one says it exactly
  /// (`a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`; a multiplier only between
  /// dimensions), else `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  func expression(_ constraint: LayoutConstraint) -> String {
    let first = constraint.first
    let constant = constraint.constant
    guard let second = constraint.second else {
      guard first.attribute.isDimension else { return itemForm(constraint) }
      return constantForm(anchor(first), constraint.relation, constant)
    }
    let dimensions = first.attribute.isDimension && second.attribute.isDimension
    guard constraint.multiplier != 0, dimensions || constraint.multiplier == 1 else { return itemForm(constraint) }
    return anchorForm(anchor(first), constraint.relation, anchor(second), constraint.multiplier, constant)
  }

  private func constantForm(_ anchor: String, _ relation: Relation, _ constant: Double) -> String {
    let word = Self.relationWord(relation)
    let value = Self.number(constant)
    if objectiveC { return "[\(anchor) constraint\(Self.capitalized(word))Constant:\(value)]" }
    return "\(anchor).constraint(\(word)Constant: \(value))"
  }

  private func anchorForm(
    _ first: String, _ relation: Relation, _ second: String, _ multiplier: Double, _ constant: Double
  )
    -> String
  {
    let word = Self.relationWord(relation)
    if objectiveC {
      var text = "[\(first) constraint\(Self.capitalized(word))Anchor:\(second)"
      if multiplier != 1 { text += " multiplier:\(Self.number(multiplier))" }
      if constant != 0 { text += " constant:\(Self.number(constant))" }
      return text + "]"
    }
    var text = "\(first).constraint(\(word): \(second)"
    if multiplier != 1 { text += ", multiplier: \(Self.number(multiplier))" }
    if constant != 0 { text += ", constant: \(Self.number(constant))" }
    return text + ")"
  }

  /// `NSLayoutConstraint(item:…)` / `[NSLayoutConstraint constraintWithItem:…]`, exactly Apple's form.
  func itemForm(_ constraint: LayoutConstraint) -> String {
    let first = item(constraint.first.item)
    let firstAttribute = attribute(constraint.first.attribute)
    let relation = relation(constraint.relation)
    let second = constraint.second.map { item($0.item) } ?? (objectiveC ? "nil" : "nil")
    let secondAttribute =
      constraint.second.map { attribute($0.attribute) }
      ?? (objectiveC ? "NSLayoutAttributeNotAnAttribute" : ".notAnAttribute")
    let multiplier = Self.number(constraint.multiplier)
    let constant = Self.number(constraint.constant)
    if objectiveC {
      return "[NSLayoutConstraint constraintWithItem:\(first) attribute:\(firstAttribute) relatedBy:\(relation) "
        + "toItem:\(second) attribute:\(secondAttribute) multiplier:\(multiplier) constant:\(constant)]"
    }
    return "NSLayoutConstraint(item: \(first), attribute: \(firstAttribute), relatedBy: \(relation), "
      + "toItem: \(second), attribute: \(secondAttribute), multiplier: \(multiplier), constant: \(constant))"
  }
}
