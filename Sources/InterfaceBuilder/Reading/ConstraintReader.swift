import Cassowary
import Layout

/// Reads `<constraint>` elements: Interface Builder's defaults filled in (a missing first item
/// is the view holding the constraint, relation equal, multiplier 1, constant 0, priority 1000),
/// `n:d` multipliers, and a reading problem instead of a constraint for anything that is not a
/// constraint Auto Layout could make.
enum ConstraintReader {
  /// The constraint of `node`, stored in the view `holder`, in the size-class `configuration`
  /// (nil: the default; a variation that applies there may give another constant,
  /// `<variation key="widthClass=regular" constant="40"/>`); nil (with a problem noted) when it
  /// cannot be read.
  static func read(
    _ node: XMLNode, holder: String, configuration: SizeClassVariation? = nil, problems: inout [ReadingProblem]
  ) -> IBConstraint? {
    func skip(_ reason: ReadingProblem.ConstraintProblem, at position: SourcePosition? = nil) -> IBConstraint? {
      problems.append(
        ReadingProblem(.constraintLeftOut(id: node["id"], reason), at: position ?? node.position, isWarning: true))
      return nil
    }
    guard let id = node["id"], !id.isEmpty else { return skip(.noID) }
    guard let firstName = node["firstAttribute"] else { return skip(.noFirstAttribute) }
    guard let firstAttribute = attribute(firstName) else { return skip(.unknownAttribute(firstName)) }
    var secondAttribute: Attribute?
    if let secondName = node["secondAttribute"] {
      guard let attribute = attribute(secondName) else { return skip(.unknownAttribute(secondName)) }
      secondAttribute = attribute
    }
    let secondItem = node["secondItem"]
    if secondItem != nil && secondAttribute == nil { return skip(.secondItemWithoutAttribute) }
    if secondItem == nil && secondAttribute != nil && node["firstItem"] == nil {
      return skip(.secondAttributeWithoutItem)
    }
    let relation: Relation
    switch node["relation"] {
    case nil, "equal": relation = .equal
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case let other?: return skip(.unknownRelation(other))
    }
    var multiplier = 1.0
    if let text = node["multiplier"] {
      guard let value = AttributeValues.multiplier(text) else {
        return skip(.multiplierNotNumber(text))
      }
      multiplier = value
    }
    var constant = 0.0
    for source in [node] + ViewReader.applicable(node.children("variation"), in: configuration) {
      guard let text = source["constant"] else { continue }
      guard let value = AttributeValues.number(text) else {
        return skip(.constantNotNumber(text), at: source.position)
      }
      constant = value
    }
    var priority = 1000.0
    if let text = node["priority"] {
      guard let value = AttributeValues.number(text), value > 0, value <= 1000 else {
        return skip(.priorityOutOfRange(text))
      }
      priority = value
    }
    return IBConstraint(
      id: id, firstItem: node["firstItem"] ?? holder, firstAttribute: firstAttribute, relation: relation,
      secondItem: secondItem ?? (secondAttribute == nil ? nil : holder), secondAttribute: secondAttribute,
      multiplier: multiplier, constant: constant, priority: priority, isPlaceholder: node.flag("placeholder"),
      isStandardSpacing: node.flag("symbolic"), isSystemSpacingMultiple: node["symbolType"] == "layoutAnchor",
      identifier: node["identifier"], holder: holder,
      position: node.position)
  }

  /// An attribute by Interface Builder's name (`baseline` is the last baseline).
  static func attribute(_ name: String) -> Attribute? {
    Attribute(named: name)
  }
}
