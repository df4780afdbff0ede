import Layout

extension CodeInterpreter {
  /// `callee(arguments)` in Swift.
  mutating func call(_ callee: CodeExpression, _ arguments: [CodeArgument], at expression: CodeExpression)
    throws(CodeError) -> CodeValue
  {
    if case .member(let base, let name) = callee.kind {
      let appended = name == "append" && arguments.first?.label == "contentsOf" ? "addObjectsFromArray" : name
      if let value = try appendCall(appended, to: base, arguments) { return value }
      let receiver = try evaluate(base)
      if case .typeName(let type) = receiver, name.first?.isUppercase == true || name == "init" {
        return try construct(name == "init" ? type : type + "." + name, arguments, at: expression)
      }
      return try method(name, of: receiver, arguments, at: expression, objectiveC: false)
    }
    if case .name("MASAttachKeys") = callee.kind {
      // Masonry's debugging names for views: lyt prints views by name already.
      effects.append(.skip("message", at: expression.range))
      return .other("keys")
    }
    if case .name("NSDictionaryOfVariableBindings") = callee.kind { return try variableBindings(arguments) }
    if case .array = callee.kind, arguments.isEmpty { return .list([]) }  // `[NSLayoutConstraint]()`
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
    case "UIEdgeInsets", "NSEdgeInsets", "NSDirectionalEdgeInsets", "UIEdgeInsetsMake", "NSEdgeInsetsMake",
      "ALEdgeInsetsMake", "NSDirectionalEdgeInsetsMake":
      let values = try numbers(
        arguments, labels: [["top"], ["left", "leading"], ["bottom"], ["right", "trailing"]], at: expression)
      return .constant(.insets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
    case "CGSize", "CGSizeMake", "NSSize", "NSMakeSize":
      let values = try numbers(arguments, labels: [["width"], ["height"]], at: expression)
      return .constant(.size(width: values[0], height: values[1]))
    case "CGPoint", "CGPointMake", "NSPoint", "NSMakePoint":
      let values = try numbers(arguments, labels: [["x"], ["y"]], at: expression)
      return .constant(.point(x: values[0], y: values[1]))
    case "NSNumber":
      guard arguments.count == 1, let argument = arguments.first else { break }
      return .number(try numberValue(argument.value))
    case _ where Self.isCollectionType(type) && arguments.isEmpty:
      return .list([])
    case "UIImage", "NSImage", "UIColor", "NSColor", "UIFont", "NSFont", "NSAttributedString", "URL", "NSURL":
      // `UIImage(named: "poster")`: a value for a view's content, not its layout.
      return .other("a \(type)")
    default:
      // `UIView()`, `UIView(frame:)`, `UIImageView(image:)`, `UIButton(type: .system)`.
      if let first = arguments.first, first.label == "frame" {
        return .newView(type, frame: try rectValue(first.value))
      }
      if arguments.isEmpty || Self.isViewClass(type) { return .newView(type) }
    }
    throw CodeError("`\(type)(…)` is not understood", at: expression.focus)
  }

  /// `UIImageView`, `UILabel`, `UIButton`, `UITextField`: the classes whose initializers make a
  /// view whatever their arguments.
  static func isViewClass(_ type: String) -> Bool {
    let endings = ["View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Bar", "Indicator", "Stepper"]
    return (type.hasPrefix("UI") || type.hasPrefix("NS")) && endings.contains { type.hasSuffix($0) }
  }

  /// The numbers of `UIEdgeInsets(top:left:bottom:right:)`, `UIEdgeInsetsMake(t, l, b, r)`,
  /// `CGSize(width:height:)`: labelled as `labels` says (Swift) or not at all (C).
  private mutating func numbers(_ arguments: [CodeArgument], labels: [[String]], at expression: CodeExpression)
    throws(CodeError) -> [Double]
  {
    let labelled = arguments.first?.label != nil
    let matches = zip(arguments, labels).allSatisfy { argument, names in
      labelled ? names.contains(argument.label ?? "") : argument.label == nil
    }
    guard arguments.count == labels.count, matches else {
      throw CodeError(
        "expected the arguments \(labels.map { ($0.first ?? "") + ":" }.joined())", at: expression.focus)
    }
    var values: [Double] = []
    for argument in arguments { values.append(try numberValue(argument.value)) }
    return values
  }

  /// `[receiver selector:…]` in Objective-C.
  mutating func message(
    _ selector: String, to receiverExpression: CodeExpression, _ arguments: [CodeArgument],
    at expression: CodeExpression
  ) throws(CodeError) -> CodeValue {
    let head = selector.split(separator: ":").first.map(String.init) ?? selector
    if let value = try appendCall(head, to: receiverExpression, arguments) { return value }
    let receiver = try evaluate(receiverExpression)
    switch (receiver, selector) {
    case (.typeName(let type), "array"), (.typeName(let type), "new"), (.typeName(let type), "arrayWithCapacity:"),
      (.allocated(let type), "init"), (.allocated(let type), "initWithCapacity:"):
      if Self.isCollectionType(type) { return .list([]) }
      if selector == "new" || selector == "init" { return .newView(type) }
    case (.typeName("NSNumber"), _) where selector.hasPrefix("numberWith") && arguments.count == 1:
      return .number(try numberValue(arguments[0].value))
    default:
      break
    }
    switch (receiver, selector) {
    case (.typeName(let type), "alloc"): return .allocated(type)
    case (.typeName(let type), "new"), (.allocated(let type), "init"): return .newView(type)
    case (.allocated(let type), "initWithFrame:"):
      return .newView(
        type,
        frame: try arguments.first.flatMap { (argument) throws(CodeError) in
          try rectValue(argument.value)
        })
    case (.typeName(let type), "buttonWithType:"): return .newView(type)
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
      case "autoSetPriority":
        return try pureLayoutPriorityBlock(arguments, at: expression)
      default:
        if let value = try visualFormatCall(name, arguments, at: expression) { return value }
      }
    case .typeName("UIView") where name.hasPrefix("animate"):
      return try animationBlock(arguments, at: expression)
    case .item(let item):
      // Masonry without its prefix (MAS_SHORTHAND): `[view makeConstraints:^(…) { … }]`.
      if let action = Self.masonryActions[name] ?? (objectiveC ? Self.masonryActions["mas_" + name] : nil) {
        return try runBlock(action, of: .masonry, for: item, arguments, at: expression)
      }
      if let action = Self.snapKitActions[name] {
        return try runBlock(action, of: .snapKit, for: item, arguments, at: expression)
      }
      if name == "snp_removeConstraints" || name == "mas_removeConstraints" {
        effects.append(
          .removeLibraryConstraints(of: item, name.hasPrefix("snp") ? .snapKit : .masonry, at: expression.range))
        return .other("removal")
      }
      if let constraints = try pureLayoutCall(name, of: item, arguments, at: expression) {
        return .installed(constraints)
      }
      return try viewMethod(name, of: item, arguments, at: expression)
    case .snp(let item):
      if let action = Self.snapKitActions[name] {
        return try runBlock(action, of: .snapKit, for: item, arguments, at: expression)
      }
      if name == "removeConstraints" && arguments.isEmpty {
        effects.append(.removeLibraryConstraints(of: item, .snapKit, at: expression.range))
        return .other("removal")
      }
    case .chain(let index):
      return try chainMethod(name, index, arguments, at: expression)
    case .list(let elements):
      if let value = try viewsMethod(name, of: elements, arguments, at: expression, objectiveC: objectiveC) {
        return value
      }
    case .selfReference:
      throw CodeError(
        "`\(name)` of self: lyt does not know which view `self` is", at: expression.focus,
        hint: "code inside a view's own methods: write the view's name in place of `self`")
    case .bound(let ids):
      if let value = try boundMethod(name, ids, arguments, at: expression) { return value }
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
    case "sizeToFit", "layoutIfNeeded", "setNeedsLayout", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded":
      guard arguments.isEmpty else { break }
      effects.append(.skip("message", at: expression.range))
      return .other("a message")
    case "addTarget":
      effects.append(.skip("message", at: expression.range))
      return .other("a message")
    case _ where Self.isAppearanceSetter(name + ":"):
      // Swift's `button.setTitle("Go", for: .normal)`, `setImage(_:for:)`.
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
    try setActive(try evaluate(argument.value), active, at: argument.value)
  }

  /// `UIView.animate(withDuration:) { … }`, `[UIView animateWithDuration:animations:^{ … }]`: the
  /// changes of the `animations` block are applied at once (lyt shows the end of an animation;
  /// `animate` plays one); a completion block is not read.
  private mutating func animationBlock(_ arguments: [CodeArgument], at expression: CodeExpression) throws(CodeError)
    -> CodeValue
  {
    let blocks = arguments.filter { if case .closure = $0.value.kind { return true } else { return false } }
    guard let animations = blocks.first(where: { $0.label == "animations" || $0.label == nil }),
      case .closure(_, let body) = animations.value.kind
    else {
      throw CodeError("expected an animations block", at: expression.focus)
    }
    for statement in body { try perform(statement) }
    effects.append(.skip("animation", at: expression.range))
    return .other("an animation")
  }

  /// The methods of a constraint held by a name: SnapKit's `update(offset:)`, `update(inset:)`,
  /// `activate()`, `deactivate()`; Masonry's `offset(…)`, `install`, `uninstall`; PureLayout's
  /// `autoRemove()`. Nil for other names.
  private mutating func boundMethod(
    _ name: String, _ ids: [String], _ arguments: [CodeArgument], at expression: CodeExpression
  ) throws(CodeError) -> CodeValue? {
    switch name {
    case "activate", "install", "deactivate", "uninstall", "autoInstall", "autoRemove":
      guard arguments.isEmpty else { return nil }
      let active = name == "activate" || name == "install" || name == "autoInstall"
      effects += ids.map { .setActive(id: $0, active, at: expression.range) }
      return .other("activation")
    case "update", "updateOffset", "updateInsets", "offset", "insets", "inset", "mas_offset", "sizeOffset",
      "centerOffset":
      guard arguments.count == 1, let argument = arguments.first else { return nil }
      let label = argument.label ?? (name == "updateInsets" || name.hasPrefix("inset") ? "inset" : "offset")
      if label == "priority" {
        let priority = try libraryPriority(argument.value)
        effects += ids.map { .updatePriority(id: $0, priority, at: expression.range) }
        return .other("update")
      }
      guard label == "offset" || label == "inset" || label == "amount" else {
        throw CodeError(
          "`update(\(label):)` is not read", at: argument.labelRange,
          hint: "lyt reads update(offset:), update(inset:) and update(priority:)")
      }
      var constant = try constantValue(argument.value)
      if label == "inset" || name == "updateInsets" || name.hasPrefix("inset"),
        case .number(let inset) = constant
      {
        constant = .insets(top: inset, left: inset, bottom: inset, right: inset)
      }
      effects += ids.map { .updateConstant(id: $0, constant, at: expression.range) }
      return .other("update")
    default:
      return nil
    }
  }

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
