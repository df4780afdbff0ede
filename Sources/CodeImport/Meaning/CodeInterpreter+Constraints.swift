import Cassowary
import Layout

extension CodeInterpreter {
  /// lyt's standard spacing between sibling views, which system spacing stands for
  /// (`constraint(equalToSystemSpacingAfter:multiplier:)` is `+ 8 × multiplier`).
  static let systemSpacing = 8.0

  /// `a.xAnchor.constraint(equalTo: b.yAnchor, multiplier: m, constant: c)` and its relatives,
  /// in Swift and Objective-C (`[a.xAnchor constraintEqualToAnchor:b.yAnchor constant:c]`).
  mutating func anchorConstraint(
    _ anchor: CodeAnchor, _ name: String, _ arguments: [CodeArgument], at expression: CodeExpression,
    objectiveC: Bool
  ) throws(CodeError) -> CodeConstraint {
    // Swift 3+ labels the first argument (`constraint(equalTo:)`); Objective-C and Swift 2 name
    // the relation in the method (`constraintEqualToAnchor:`, `constraintEqualToAnchor(_:)`).
    let inName = objectiveC || name != "constraint"
    guard let first = arguments.first, let label = inName ? name : first.label else {
      throw CodeError("`\(name)` without arguments is not understood", at: expression.focus)
    }
    let key = inName ? Self.swiftLabel(forSelectorPart: label) : label
    guard let (relation, target) = Self.relationAndTarget(key) else {
      throw CodeError(
        "unknown method `\(inName ? label : "constraint(\(label):)")`",
        at: inName ? expression.focus : first.labelRange,
        hint: "anchors make constraints with equalTo, greaterThanOrEqualTo, lessThanOrEqualTo, …Constant "
          + "and …SystemSpacingAfter/Below")
    }
    var constraint = CodeConstraint(
      first: anchor, relation: relation, second: nil, multiplier: 1, constant: 0, priority: .required,
      range: expression.range)
    var multiplier: Double?
    for argument in arguments.dropFirst() {
      switch argument.label {
      case "constant": constraint.constant = try numberValue(argument.value)
      case "multiplier": multiplier = try numberValue(argument.value)
      default:
        throw CodeError(
          "unexpected argument `\(argument.label ?? "_")`", at: argument.labelRange,
          hint: "an anchor's constraint takes constant: and multiplier:")
      }
    }
    switch target {
    case "":
      constraint.second = try anchorValue(first.value)
      if let multiplier {
        guard anchor.attribute == .width || anchor.attribute == .height else {
          throw CodeError(
            "multiplier: exists only for width and height anchors (NSLayoutDimension)", at: expression.focus,
            hint: "for a location, use NSLayoutConstraint(item:…multiplier:constant:)")
        }
        constraint.multiplier = multiplier
      }
    case "Constant":
      guard multiplier == nil else {
        throw CodeError("a constant constraint takes no multiplier", at: expression.focus)
      }
      constraint.constant = try numberValue(first.value)
    default:
      let after = target == "SystemSpacingAfter"
      guard anchor.attribute.axis == (after ? .horizontal : .vertical) else {
        throw CodeError(
          "system spacing \(after ? "after" : "below") needs \(after ? "an x-axis" : "a y-axis") anchor",
          at: expression.focus)
      }
      constraint.second = try anchorValue(first.value)
      constraint.constant = Self.systemSpacing * (multiplier ?? 1)
    }
    return constraint
  }

  /// `constraintEqualToAnchor` → `equalTo`, `constraintLessThanOrEqualToConstant` →
  /// `lessThanOrEqualToConstant`.
  static func swiftLabel(forSelectorPart part: String) -> String {
    var name = part
    if name.hasPrefix("constraint") { name = caseName(String(name.dropFirst("constraint".count))) }
    if name.hasSuffix("Anchor") { name = String(name.dropLast("Anchor".count)) }
    return name
  }

  /// `greaterThanOrEqualToConstant` → (>=, `Constant`).
  static func relationAndTarget(_ label: String) -> (Relation, String)? {
    let relations: [(String, Relation)] = [
      ("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual), ("lessThanOrEqualTo", .lessThanOrEqual),
    ]
    for (prefix, relation) in relations where label.hasPrefix(prefix) {
      let target = String(label.dropFirst(prefix.count))
      guard ["", "Constant", "SystemSpacingAfter", "SystemSpacingBelow"].contains(target) else { return nil }
      return (relation, target)
    }
    return nil
  }

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` and
  /// `[NSLayoutConstraint constraintWithItem:…]`.
  mutating func itemConstraint(_ arguments: [CodeArgument], at expression: CodeExpression, objectiveC: Bool)
    throws(CodeError) -> CodeConstraint
  {
    let labels = [
      objectiveC ? "constraintWithItem" : "item", "attribute", "relatedBy", "toItem", "attribute", "multiplier",
      "constant",
    ]
    guard arguments.map(\.label) == labels else {
      throw CodeError(
        "expected the arguments \(labels.map { $0 + ":" }.joined())", at: expression.focus,
        hint: "lyt reads NSLayoutConstraint's item:attribute:relatedBy:toItem:attribute:multiplier:constant: form")
    }
    let firstAttribute = try attributeValue(arguments[1].value)
    guard let firstAttribute else {
      throw CodeError("the first attribute cannot be notAnAttribute", at: arguments[1].value.range)
    }
    let first = try anchor(of: try evaluate(arguments[0].value), firstAttribute, at: arguments[0].value)
    let relation = try relationValue(arguments[2].value)
    let secondItem = try evaluate(arguments[3].value)
    let secondAttribute = try attributeValue(arguments[4].value)
    var second: CodeAnchor?
    switch (secondItem, secondAttribute) {
    case (.null, nil): second = nil
    case (.null, .some):
      // Apple relates the first attribute to the constant alone when there is no second item,
      // whatever attribute is written for it.
      second = nil
    case (_, nil):
      throw CodeError(
        "notAnAttribute needs toItem: nil", at: arguments[4].value.range,
        hint: "Apple raises an exception for a second item without an attribute")
    case (_, .some(let attribute)):
      second = try anchor(of: secondItem, attribute, at: arguments[3].value)
    }
    return CodeConstraint(
      first: first, relation: relation, second: second, multiplier: try numberValue(arguments[5].value),
      constant: try numberValue(arguments[6].value), priority: .required, range: expression.range)
  }

  /// The anchor of a view (or of its margins guide) for an attribute written apart from it.
  private func anchor(of value: CodeValue, _ attribute: Attribute, at expression: CodeExpression) throws(CodeError)
    -> CodeAnchor
  {
    switch value {
    case .item(let item):
      return CodeAnchor(item: item, attribute: attribute)
    case .margins(let item):
      let margins: [Attribute: Attribute] = [
        .left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin, .leading: .leadingMargin,
        .trailing: .trailingMargin, .centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins,
      ]
      guard let margin = margins[attribute] else {
        throw CodeError("lyt has no \(attribute) for layout margins", at: expression.focus)
      }
      return CodeAnchor(item: item, attribute: margin)
    default:
      throw CodeError("expected a view or a layout guide, found \(value.description)", at: expression.focus)
    }
  }

  /// An anchor argument (`equalTo: view.topAnchor`).
  private mutating func anchorValue(_ expression: CodeExpression) throws(CodeError) -> CodeAnchor {
    let value = try evaluate(expression)
    guard case .anchor(let anchor) = value else {
      throw CodeError("expected an anchor, found \(value.description)", at: expression.focus)
    }
    return anchor
  }

  /// `.top`, `NSLayoutAttributeTop`, `NSLayoutConstraint.Attribute.top`; nil for
  /// `notAnAttribute`.
  private mutating func attributeValue(_ expression: CodeExpression) throws(CodeError) -> Attribute? {
    let value = try evaluate(expression)
    guard case .enumCase(let name) = value else {
      throw CodeError("expected an attribute such as .top, found \(value.description)", at: expression.focus)
    }
    if name == "notAnAttribute" { return nil }
    guard let attribute = Attribute(named: name) else {
      throw CodeError("unknown attribute `.\(name)`", at: expression.focus)
    }
    return attribute
  }

  /// `.equal`, `NSLayoutRelationLessThanOrEqual`.
  mutating func relationValue(_ expression: CodeExpression) throws(CodeError) -> Relation {
    let value = try evaluate(expression)
    switch value {
    case .enumCase("equal"): return .equal
    case .enumCase("lessThanOrEqual"): return .lessThanOrEqual
    case .enumCase("greaterThanOrEqual"): return .greaterThanOrEqual
    default:
      throw CodeError(
        "expected a relation (.equal, .lessThanOrEqual, .greaterThanOrEqual), found \(value.description)",
        at: expression.focus)
    }
  }
}
