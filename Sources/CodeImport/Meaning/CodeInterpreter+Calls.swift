import Layout

extension CodeInterpreter {
  /// `callee(arguments)` in Swift.
  mutating func call(_ callee: CodeExpression, _ arguments: [CodeArgument], at expression: CodeExpression)
    throws(CodeError) -> CodeValue
  {
    if case .member(let base, let name) = callee.kind {
      let receiver = try evaluate(base)
      if case .typeName(let type) = receiver, name.first?.isUppercase == true {
        return try construct(type + "." + name, arguments, at: expression)
      }
      return try method(name, of: receiver, arguments, at: expression, objectiveC: false)
    }
    let value = try evaluate(callee)
    guard case .typeName(let type) = value else {
      throw CodeError("calling \(value.description) is not understood", at: callee.focus)
    }
    return try construct(type, arguments, at: expression)
  }

  /// `Type(arguments)`: a number, a priority, a constraint or a new view.
  private mutating func construct(_ type: String, _ arguments: [CodeArgument], at expression: CodeExpression)
    throws(CodeError) -> CodeValue
  {
    switch type {
    case "CGFloat", "Double", "Float", "Int":
      guard arguments.count == 1, let argument = arguments.first, argument.label == nil else { break }
      return .number(try numberValue(argument.value))
    case "UILayoutPriority", "NSLayoutPriority", "NSLayoutConstraint.Priority", "UILayoutPriority.Priority":
      guard arguments.count == 1, let argument = arguments.first, argument.label == nil || argument.label == "rawValue"
      else { break }
      return .priority(try checkedPriority(try numberValue(argument.value), at: argument.value.range))
    case "NSLayoutConstraint":
      return .constraint(try itemConstraint(arguments, at: expression, objectiveC: false))
    default:
      if arguments.isEmpty || arguments.first?.label == "frame" { return .newView(type) }
    }
    throw CodeError("`\(type)(…)` is not understood", at: expression.focus)
  }

  /// `[receiver selector:…]` in Objective-C.
  mutating func message(
    _ selector: String, to receiverExpression: CodeExpression, _ arguments: [CodeArgument],
    at expression: CodeExpression
  ) throws(CodeError) -> CodeValue {
    let receiver = try evaluate(receiverExpression)
    switch (receiver, selector) {
    case (.typeName(let type), "alloc"): return .allocated(type)
    case (.typeName(let type), "new"), (.allocated(let type), "init"): return .newView(type)
    case (.allocated(let type), "initWithFrame:"), (.typeName(let type), "buttonWithType:"): return .newView(type)
    case (.item, "sizeToFit"), (.item, "layoutIfNeeded"), (.item, "setNeedsLayout"):
      effects.append(.skip("message", at: expression.range))
      return .other("a message")
    case (.item, _) where Self.isAppearanceSetter(selector):
      effects.append(.skip("message", at: expression.range))
      return .other("a message")
    case (
      .typeName("NSLayoutConstraint"), "constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:"
    ):
      return .constraint(try itemConstraint(arguments, at: expression, objectiveC: true))
    default:
      let name = selector.split(separator: ":").first.map(String.init) ?? selector
      return try method(name, of: receiver, arguments, at: expression, objectiveC: true)
    }
  }

  /// A method of a value: an anchor's `constraint…`, `activate`, `addConstraint`, `addSubview`,
  /// `setActive:`, the content priorities.
  private mutating func method(
    _ name: String, of receiver: CodeValue, _ arguments: [CodeArgument], at expression: CodeExpression,
    objectiveC: Bool
  ) throws(CodeError) -> CodeValue {
    switch receiver {
    case .anchor(let anchor) where name.hasPrefix("constraint"):
      return .constraint(try anchorConstraint(anchor, name, arguments, at: expression, objectiveC: objectiveC))
    case .typeName("NSLayoutConstraint"):
      switch name {
      case "activate", "activateConstraints":
        try setActive(arguments, true, at: expression)
        return .other("activation")
      case "deactivate", "deactivateConstraints":
        try setActive(arguments, false, at: expression)
        return .other("deactivation")
      default: break
      }
    case .item(let item):
      if Self.blockMethods.contains(name) {
        throw Self.unreadBlock(name, at: expression.focus)
      }
      return try viewMethod(name, of: item, arguments, at: expression)
    case .constraint(let constraint) where name == "setActive" && arguments.count == 1:
      effects.append(.add(constraint, id: nil, active: try boolValue(arguments[0].value)))
      return .other("activation")
    case .bound(let ids) where name == "setActive" && arguments.count == 1:
      let active = try boolValue(arguments[0].value)
      effects += ids.map { .setActive(id: $0, active, at: expression.range) }
      return .other("activation")
    default:
      break
    }
    throw CodeError(
      "`\(name)` of \(receiver.description) is not understood", at: expression.focus,
      hint: "lyt reads anchors, NSLayoutConstraint, activate/deactivate, addConstraint(s) and addSubview")
  }

  /// `view.addConstraint(s)`, `removeConstraint(s)`, `addSubview`, content priorities.
  private mutating func viewMethod(
    _ name: String, of item: CodeItem, _ arguments: [CodeArgument], at expression: CodeExpression
  ) throws(CodeError) -> CodeValue {
    switch name {
    case "addConstraint", "addConstraints":
      try setActive(arguments, true, at: expression)
      return .other("activation")
    case "removeConstraint", "removeConstraints":
      try setActive(arguments, false, at: expression)
      return .other("deactivation")
    case "addSubview", "addLayoutGuide":
      guard arguments.count == 1 else { break }
      effects.append(.addSubview(child: try itemValue(arguments[0].value), parent: item))
      return .other("subview")
    case "setContentHuggingPriority", "setContentCompressionResistancePriority":
      guard arguments.count == 2 else { break }
      let priority = try priorityValue(arguments[0].value)
      let axis = try axisValue(arguments[1].value)
      effects.append(.contentPriority(item, hugging: name == "setContentHuggingPriority", axis: axis, priority))
      return .other("content priority")
    case "sizeToFit", "layoutIfNeeded", "setNeedsLayout":
      guard arguments.isEmpty else { break }
      effects.append(.skip("message", at: expression.range))
      return .other("a message")
    case "setTranslatesAutoresizingMaskIntoConstraints":
      guard arguments.count == 1 else { break }
      effects.append(.translatesAutoresizingMask(item, try boolValue(arguments[0].value)))
      return .other("autoresizing")
    default:
      break
    }
    throw CodeError(
      "`\(name)` of `\(item.view)` is not understood", at: expression.focus,
      hint: "lyt reads addConstraint(s), removeConstraint(s), addSubview and the content priorities")
  }

  /// The constraints of `activate([…])`, `addConstraints(…)`: new ones are added, bound ones
  /// switched.
  private mutating func setActive(_ arguments: [CodeArgument], _ active: Bool, at expression: CodeExpression)
    throws(CodeError)
  {
    guard arguments.count == 1, let argument = arguments.first else {
      throw CodeError("expected one argument: the constraints", at: expression.focus)
    }
    var pending = [try evaluate(argument.value)]
    while let value = pending.popLast() {
      switch value {
      case .constraint(let constraint): effects.append(.add(constraint, id: nil, active: active))
      case .bound(let ids): effects += ids.map { .setActive(id: $0, active, at: argument.value.range) }
      case .list(let elements): pending += elements.reversed()
      default:
        throw CodeError("\(value.description) is not a constraint", at: argument.value.focus)
      }
    }
  }

  /// The error for a SnapKit or Masonry block (`method` at `range`), which lyt does not read yet.
  static func unreadBlock(_ method: String, at range: CodeRange) -> CodeError {
    CodeError(
      "SnapKit and Masonry blocks (`\(method)`) are not read yet", at: range,
      hint: "write the constraints with anchors, or in lyt's own syntax")
  }

  /// The methods of SnapKit and Masonry that take a block of constraints.
  static let blockMethods: Set<String> = [
    "makeConstraints", "remakeConstraints", "updateConstraints", "mas_makeConstraints", "mas_remakeConstraints",
    "mas_updateConstraints",
  ]

  /// `setText:`, `setBackgroundColor:`, `setTitle:forState:`: setters of properties that do not
  /// change the layout.
  static func isAppearanceSetter(_ selector: String) -> Bool {
    guard selector.hasPrefix("set"), let head = selector.split(separator: ":").first else { return false }
    return appearanceProperties.contains(caseName(String(head.dropFirst(3))))
  }

  /// `.horizontal`, `.vertical`, `UILayoutConstraintAxisHorizontal`.
  private mutating func axisValue(_ expression: CodeExpression) throws(CodeError) -> Axis {
    let value = try evaluate(expression)
    switch value {
    case .enumCase("horizontal"): return .horizontal
    case .enumCase("vertical"): return .vertical
    case .typeName(let name) where name.hasSuffix("AxisHorizontal"): return .horizontal
    case .typeName(let name) where name.hasSuffix("AxisVertical"): return .vertical
    default: throw CodeError("expected an axis, .horizontal or .vertical", at: expression.focus)
    }
  }
}
