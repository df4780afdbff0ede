import Cassowary
import Layout

/// PureLayout's calls (`autoPinEdge(toSuperviewEdge:withInset:)`,
/// `[view autoSetDimension:ALDimensionHeight toSize:44]`…): each makes its constraints and
/// installs them at once.
extension CodeInterpreter {
  /// One PureLayout call, its name and arguments brought to one form for Swift and Objective-C.
  private struct PureLayoutCall {
    /// The method as Objective-C names its first part, without `WithInsets`
    /// (`autoPinEdgeToSuperviewEdge`, `autoPinEdgesToSuperviewEdges`, `autoMatchDimension`).
    var method: String
    /// The first argument (an edge, axis, dimension, insets or size), if any.
    var subject: CodeExpression?
    /// The other arguments by their Objective-C label (`toEdge`, `ofView`, `withOffset`, …).
    var arguments: [String: CodeExpression]
    /// The labels as written, to point at an unknown one.
    var labels: [(String, CodeRange)]
  }

  /// Swift's labels for PureLayout's Objective-C ones.
  private static let pureLayoutLabels: [String: String] = [
    "to": "toEdge", "of": "ofView", "toSameAxisOf": "toSameAxisOfView", "with": "withInsets",
  ]

  /// Swift's method names for PureLayout's Objective-C ones.
  private static let pureLayoutMethods: [String: String] = [
    "autoMatch": "autoMatchDimension", "autoSetDimensionsTo": "autoSetDimensionsToSize",
  ]

  /// The constraints of a PureLayout call on `item`; nil when `name` is no PureLayout method.
  mutating func pureLayoutCall(
    _ name: String, of item: CodeItem, _ arguments: [CodeArgument], at expression: CodeExpression
  )
    throws(CodeError) -> [CodeConstraint]?
  {
    guard name.hasPrefix("auto") else { return nil }
    let call = Self.pureLayoutForm(name, arguments)
    return installedByPureLayout(try pureLayoutConstraints(call, of: item, at: expression), at: expression)
  }

  /// Constraints a PureLayout call made: the call's, with the priority of an `autoSetPriority`
  /// block around it.
  func installedByPureLayout(_ constraints: [CodeConstraint], at expression: CodeExpression) -> [CodeConstraint] {
    constraints.map { made in
      var constraint = made
      constraint.range = expression.range
      constraint.library = .pureLayout
      if let priority = pureLayoutPriority { constraint.priority = priority }
      return constraint
    }
  }

  private static func pureLayoutForm(_ name: String, _ arguments: [CodeArgument]) -> PureLayoutCall {
    var method = name
    var rest = arguments[...]
    var subject: CodeExpression?
    if let first = arguments.first {
      // Swift labels the first argument with the rest of the Objective-C name
      // (`autoPinEdge(toSuperviewEdge:)`); Objective-C repeats the name as its label.
      if let label = first.label, label != name, label != "with" {
        method += label.prefix(1).uppercased() + label.dropFirst()
      }
      if first.label == "with" { method += "WithInsets" }
      subject = first.value
      rest = rest.dropFirst()
    }
    method = pureLayoutMethods[method] ?? method
    for suffix in ["WithInsets"] where method.hasSuffix(suffix) { method = String(method.dropLast(suffix.count)) }
    var named: [String: CodeExpression] = [:]
    var labels: [(String, CodeRange)] = []
    for argument in rest {
      let label = argument.label ?? "_"
      named[pureLayoutLabels[label] ?? label] = argument.value
      labels.append((label, argument.labelRange))
    }
    return PureLayoutCall(method: method, subject: subject, arguments: named, labels: labels)
  }

  private mutating func pureLayoutConstraints(_ call: PureLayoutCall, of item: CodeItem, at expression: CodeExpression)
    throws(CodeError) -> [CodeConstraint]
  {
    switch call.method {
    case "autoPinEdgeToSuperviewEdge", "autoPinEdgeToSuperviewMargin", "autoPinEdgeToSuperviewSafeArea":
      let edge = try pureLayoutAttribute(call.subject, at: expression)
      let inset = try call.arguments["withInset"].map { (value) throws(CodeError) in try numberValue(value) } ?? 0
      let relation = try call.arguments["relation"].map { (value) throws(CodeError) in try relationValue(value) }
      return [try pinToSuperview(item, edge, inset: inset, relation: relation ?? .equal, call.method, at: expression)]
    case "autoPinEdgesToSuperviewEdges", "autoPinEdgesToSuperviewMargins", "autoPinEdgesToSuperviewSafeArea",
      "autoPinEdgesToSuperviewMarginsExcludingEdge", "autoPinEdgesToSuperviewSafeAreaExcludingEdge":
      return try pinEdges(call, of: item, at: expression)
    case "autoPinEdge", "autoConstrainAttribute", "autoMatchDimension", "autoAlignAxis":
      return [try relate(call, of: item, at: expression)]
    case "autoAlignAxisToSuperviewAxis", "autoAlignAxisToSuperviewMarginAxis":
      let axis = try pureLayoutAttribute(call.subject, at: expression)
      let target = call.method.contains("Margin") ? Self.marginAttribute(axis) ?? axis : axis
      return [
        pureLayoutConstraint(item, axis, .equal, CodeAnchor(item: item.superview, attribute: target), at: expression)
      ]
    case "autoCenterInSuperview", "autoCenterInSuperviewMargins":
      let margins = call.method.hasSuffix("Margins")
      return [Attribute.centerY, .centerX].map { axis in
        let target = margins ? Self.marginAttribute(axis) ?? axis : axis
        return pureLayoutConstraint(
          item, axis, .equal, CodeAnchor(item: item.superview, attribute: target), at: expression)
      }
    case "autoSetDimension":
      let dimension = try pureLayoutAttribute(call.subject, at: expression)
      guard let size = call.arguments["toSize"] else { throw missing("toSize:", at: expression) }
      var constraint = pureLayoutConstraint(
        item, dimension,
        try call.arguments["relation"].map { (value) throws(CodeError) in try relationValue(value) } ?? .equal,
        nil, at: expression)
      constraint.constant = try numberValue(size)
      return [constraint]
    case "autoSetDimensionsToSize":
      guard let subject = call.subject, case .size(let width, let height) = try constantValue(subject) else {
        throw CodeError("expected a size, CGSize(width:height:)", at: call.subject?.focus ?? expression.focus)
      }
      return [(Attribute.width, width), (.height, height)].map { dimension, size in
        var constraint = pureLayoutConstraint(item, dimension, .equal, nil, at: expression)
        constraint.constant = size
        return constraint
      }
    default:
      throw CodeError(
        "PureLayout's `\(call.method)` is not read", at: expression.focus,
        hint: "lyt reads autoPinEdge…, autoPinEdgesToSuperview…, autoAlignAxis…, autoCenterInSuperview, "
          + "autoMatch…, autoSetDimension(s) and autoConstrainAttribute")
    }
  }

  /// A required `item.attribute RELATION second` with multiplier 1 and no constant.
  func pureLayoutConstraint(
    _ item: CodeItem, _ attribute: Attribute, _ relation: Relation, _ second: CodeAnchor?, at expression: CodeExpression
  ) -> CodeConstraint {
    CodeConstraint(
      first: CodeAnchor(item: item, attribute: attribute), relation: relation, second: second, multiplier: 1,
      constant: 0, priority: .required, range: expression.range)
  }

  /// `autoPinEdge(toSuperviewEdge:withInset:relation:)` and its margin and safe-area forms: the
  /// inset of a bottom, right or trailing edge is negated and an inequality flipped, as
  /// PureLayout does, so that a positive inset always moves the edge inwards.
  func pinToSuperview(
    _ item: CodeItem, _ edge: Attribute, inset: Double, relation: Relation, _ method: String,
    at expression: CodeExpression
  ) throws(CodeError) -> CodeConstraint {
    var target = CodeAnchor(item: item.superview, attribute: edge)
    if method.hasSuffix("Margin") || method.hasSuffix("Margins") {
      guard let margin = Self.marginAttribute(edge) else {
        throw CodeError("lyt has no \(edge) margin", at: expression.focus)
      }
      target.attribute = margin
    } else if method.hasSuffix("SafeArea") {
      target.item.guide = .safeArea
    }
    let inward = edge == .bottom || edge == .right || edge == .trailing
    var constraint = pureLayoutConstraint(item, edge, inward ? relation.flipped : relation, target, at: expression)
    constraint.constant = inward ? -inset : inset
    return constraint
  }

  /// `autoPinEdgesToSuperviewEdges(with:excludingEdge:)` and its margin and safe-area forms:
  /// top, leading, bottom and trailing (left or right instead when the excluded edge is the
  /// other absolute one), each pinned as ``pinToSuperview``.
  private mutating func pinEdges(_ call: PureLayoutCall, of item: CodeItem, at expression: CodeExpression)
    throws(CodeError) -> [CodeConstraint]
  {
    var method = call.method
    var excluded = try call.arguments["excludingEdge"].map { (value) throws(CodeError) in
      try pureLayoutAttribute(value, at: expression)
    }
    var insets = CodeConstant.insets(top: 0, left: 0, bottom: 0, right: 0)
    if method.hasSuffix("ExcludingEdge") {
      method = String(method.dropLast("ExcludingEdge".count))
      excluded = try pureLayoutAttribute(call.subject, at: expression)
    } else if let subject = call.subject {
      insets = try constantValue(subject)
    }
    guard case .insets(let top, let left, let bottom, let right) = insets else {
      throw CodeError("expected edge insets", at: call.subject?.focus ?? expression.focus)
    }
    let edges: [Attribute]
    switch excluded {
    case .left: edges = [.top, .bottom, .right]
    case .right: edges = [.top, .left, .bottom]
    case .top: edges = [.leading, .bottom, .trailing]
    case .bottom: edges = [.top, .leading, .trailing]
    case .leading: edges = [.top, .bottom, .trailing]
    case .trailing: edges = [.top, .leading, .bottom]
    default: edges = [.top, .leading, .bottom, .trailing]
    }
    var constraints: [CodeConstraint] = []
    for edge in edges {
      let inset: Double
      switch edge {
      case .top: inset = top
      case .bottom: inset = bottom
      case .left, .leading: inset = left
      default: inset = right
      }
      constraints.append(try pinToSuperview(item, edge, inset: inset, relation: .equal, method, at: expression))
    }
    return constraints
  }

  /// `autoPinEdge(_:to:of:withOffset:relation:)`, `autoMatch(_:to:of:withMultiplier:)`,
  /// `autoAlignAxis(_:toSameAxisOf:withOffset:)`, `autoConstrainAttribute(_:to:of:…)`: offsets
  /// are taken as written.
  private mutating func relate(_ call: PureLayoutCall, of item: CodeItem, at expression: CodeExpression)
    throws(CodeError) -> CodeConstraint
  {
    let attribute = try pureLayoutAttribute(call.subject, at: expression)
    let sameAxis = call.method == "autoAlignAxis"
    let otherName = sameAxis ? "toSameAxisOfView" : "ofView"
    guard let otherExpression = call.arguments[otherName] else { throw missing(otherName + ":", at: expression) }
    let other = try itemValue(otherExpression)
    var toAttribute = attribute
    if !sameAxis {
      guard let to = call.arguments["toEdge"] ?? call.arguments["toDimension"] ?? call.arguments["toAttribute"] else {
        throw missing("to:", at: expression)
      }
      toAttribute = try pureLayoutAttribute(to, at: expression)
    }
    let known: Set<String> = [
      "toEdge", "toDimension", "toAttribute", otherName, "withOffset", "withMultiplier", "relation",
    ]
    if let (label, range) = call.labels.first(where: { !known.contains(Self.pureLayoutLabels[$0.0] ?? $0.0) }) {
      throw CodeError("unexpected argument `\(label)`", at: range)
    }
    let relation = try call.arguments["relation"].map { (value) throws(CodeError) in try relationValue(value) }
    var constraint = pureLayoutConstraint(
      item, attribute, relation ?? .equal, CodeAnchor(item: other, attribute: toAttribute), at: expression)
    if let offset = call.arguments["withOffset"] { constraint.constant = try numberValue(offset) }
    if let multiplier = call.arguments["withMultiplier"] { constraint.multiplier = try numberValue(multiplier) }
    return constraint
  }

  /// `.top`, `ALEdgeTop`, `.vertical` (ALAxis: the centre X), `.horizontal` (the centre Y),
  /// `.baseline`, `ALDimensionWidth`.
  mutating func pureLayoutAttribute(_ expression: CodeExpression?, at call: CodeExpression) throws(CodeError)
    -> Attribute
  {
    guard let expression else { throw missing("an edge, axis or dimension", at: call) }
    let value = try evaluate(expression)
    guard case .enumCase(let name) = value else {
      throw CodeError("expected an edge, axis or dimension, found \(value.description)", at: expression.focus)
    }
    switch name {
    case "vertical": return .centerX
    case "horizontal": return .centerY
    case "baseline": return .lastBaseline
    default:
      guard let attribute = Attribute(named: name) else {
        throw CodeError("unknown edge, axis or dimension `.\(name)`", at: expression.focus)
      }
      return attribute
    }
  }

  func missing(_ what: String, at expression: CodeExpression) -> CodeError {
    CodeError("expected \(what)", at: expression.focus, hint: "see PureLayout's method for its arguments")
  }

  /// `NSLayoutConstraint.autoSetPriority(.defaultHigh) { … }`: the PureLayout calls of the block
  /// take the priority.
  mutating func pureLayoutPriorityBlock(_ arguments: [CodeArgument], at expression: CodeExpression) throws(CodeError)
    -> CodeValue
  {
    guard arguments.count == 2, case .closure(_, let body) = arguments[1].value.kind else {
      throw CodeError("expected a priority and a block", at: expression.focus)
    }
    let priority = try priorityValue(arguments[0].value)
    let outer = pureLayoutPriority
    pureLayoutPriority = priority
    for statement in body { try perform(statement) }
    pureLayoutPriority = outer
    return .other("priority block")
  }
}

extension Relation {
  /// `<=` for `>=` and back; `==` stays.
  var flipped: Relation {
    switch self {
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    }
  }
}
