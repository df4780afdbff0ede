import Layout

/// Methods of an array of views: Masonry's `NSArray` additions (a block for each view,
/// `mas_distributeViewsAlongAxis:…`) and PureLayout's (`autoDistributeViewsAlongAxis:…`,
/// `autoSetViewsDimension:toSize:`, `autoMatchViewsDimension:`, `autoAlignViewsToEdge:`/`ToAxis:`).
extension CodeInterpreter {
  /// The value of `name` called on an array; nil when no library has such a method.
  mutating func viewsMethod(
    _ name: String, of elements: [CodeValue], _ arguments: [CodeArgument], at expression: CodeExpression,
    objectiveC: Bool
  ) throws(CodeError) -> CodeValue? {
    let masonry = Self.masonryActions[name] ?? (objectiveC ? Self.masonryActions["mas_" + name] : nil)
    let distributes = name == "mas_distributeViewsAlongAxis"
    guard masonry != nil || distributes || Self.pureLayoutArrayMethods.contains(name) else { return nil }
    var views: [CodeItem] = []
    for element in elements {
      guard case .item(let item) = element, item.guide == nil else {
        throw CodeError("the array holds \(element.description), not a view", at: expression.focus)
      }
      views.append(item)
    }
    if let masonry {
      // Masonry runs the block once for each view of the array.
      for view in views { _ = try runBlock(masonry, of: .masonry, for: view, arguments, at: expression) }
      return .other("constraints")
    }
    if distributes {
      effects += try masonryDistribution(views, arguments, at: expression).map { .add($0, id: nil, active: true) }
      return .other("distribution")
    }
    return .installed(
      installedByPureLayout(try pureLayoutArray(name, views, arguments, at: expression), at: expression))
  }

  // MARK: Masonry

  /// `mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:` and
  /// `…withFixedItemLength:…`: the constraints of lyt's `distribute` (Masonry makes them view by
  /// view, with `mas_makeConstraints`), named as `distribute` names them.
  private mutating func masonryDistribution(
    _ views: [CodeItem], _ arguments: [CodeArgument], at expression: CodeExpression
  )
    throws(CodeError) -> [CodeConstraint]
  {
    let labels = arguments.map { $0.label ?? "_" }
    let fixedSpacing = labels == ["mas_distributeViewsAlongAxis", "withFixedSpacing", "leadSpacing", "tailSpacing"]
    guard
      fixedSpacing || labels == ["mas_distributeViewsAlongAxis", "withFixedItemLength", "leadSpacing", "tailSpacing"]
    else {
      throw CodeError(
        "expected mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing: or …withFixedItemLength:…",
        at: expression.focus)
    }
    guard views.count >= 2, let first = views.first else {
      throw CodeError(
        "Masonry distributes at least two views", at: expression.focus,
        hint: "Masonry stops here (\"views to distribute need to bigger than one\")")
    }
    let axis = try masonryAxis(arguments[0].value)
    let amount = try numberValue(arguments[1].value)
    // A stand-in for the common superview, which the session knows.
    let superview = "\u{0}superview"
    let distribution = Distribution(
      views: views.map(\.view), superview: superview, axis: axis,
      form: fixedSpacing ? .fixedSpacing(amount) : .fixedItemLength(amount), lead: try numberValue(arguments[2].value),
      tail: try numberValue(arguments[3].value))
    let items = Dictionary(views.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
    func anchor(_ anchor: Anchor) -> CodeAnchor {
      CodeAnchor(
        item: anchor.item == superview ? first.superview : items[anchor.item] ?? first, attribute: anchor.attribute)
    }
    var made = distribution.constraints.map { constraint in
      CodeConstraint(
        first: anchor(constraint.first), relation: constraint.relation, second: constraint.second.map(anchor),
        multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority,
        range: expression.range, library: .masonry, label: constraint.id)
    }
    if !fixedSpacing {
      // Masonry sets each view's length before its edge.
      made = views.flatMap { view in
        let own = made.filter { $0.first.item.view == view.view && !$0.first.item.isSuperview }
        return own.filter { $0.first.attribute.isDimension } + own.filter { !$0.first.attribute.isDimension }
      }
    }
    return made
  }

  /// `MASAxisTypeHorizontal`, `MASAxisTypeVertical`.
  private mutating func masonryAxis(_ expression: CodeExpression) throws(CodeError) -> Axis {
    switch try evaluate(expression) {
    case .enumCase("horizontal"): return .horizontal
    case .enumCase("vertical"): return .vertical
    default: throw CodeError("expected MASAxisTypeHorizontal or MASAxisTypeVertical", at: expression.focus)
    }
  }

  // MARK: PureLayout

  /// PureLayout's methods of an array of views, in their Objective-C and Swift names.
  static let pureLayoutArrayMethods: Set<String> = [
    "autoDistributeViewsAlongAxis", "autoDistributeViews", "autoSetViewsDimension", "autoSetViewsDimensions",
    "autoSetViewsDimensionsToSize", "autoMatchViewsDimension", "autoAlignViewsToEdge", "autoAlignViewsToAxis",
    "autoAlignViews",
  ]

  /// The constraints of one of PureLayout's array methods, in PureLayout's order.
  private mutating func pureLayoutArray(
    _ name: String, _ views: [CodeItem], _ arguments: [CodeArgument], at expression: CodeExpression
  ) throws(CodeError) -> [CodeConstraint] {
    let subject = arguments.first?.value
    var named: [String: CodeExpression] = [:]
    for argument in arguments.dropFirst() { named[argument.label ?? "_"] = argument.value }
    let pairs = zip(views.dropFirst(), views)
    switch name {
    case "autoSetViewsDimension":
      let dimension = try pureLayoutAttribute(subject, at: expression)
      guard let size = named["toSize"] else { throw missing("toSize:", at: expression) }
      let length = try numberValue(size)
      return views.map { fixed($0, dimension, length, at: expression) }
    case "autoSetViewsDimensions", "autoSetViewsDimensionsToSize":
      guard let subject, case .size(let width, let height) = try constantValue(subject) else {
        throw CodeError("expected a size, CGSize(width:height:)", at: subject?.focus ?? expression.focus)
      }
      return views.map { fixed($0, .width, width, at: expression) }
        + views.map { fixed($0, .height, height, at: expression) }
    case "autoMatchViewsDimension", "autoAlignViewsToEdge", "autoAlignViewsToAxis", "autoAlignViews":
      try needViews(2, views, at: expression)
      let attribute = try pureLayoutAttribute(subject, at: expression)
      return pairs.map { view, previous in
        pureLayoutConstraint(view, attribute, .equal, CodeAnchor(item: previous, attribute: attribute), at: expression)
      }
    default:
      return try pureLayoutDistribution(views, subject, named, at: expression)
    }
  }

  /// `autoDistributeViewsAlongAxis:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:` and
  /// `…withFixedSize:insetSpacing:` (Swift: `autoDistributeViews(along:alignedTo:…)`).
  private mutating func pureLayoutDistribution(
    _ views: [CodeItem], _ subject: CodeExpression?, _ named: [String: CodeExpression], at expression: CodeExpression
  ) throws(CodeError) -> [CodeConstraint] {
    try needViews(1, views, at: expression)
    // ALAxis here is the direction of the row: horizontal (and the baselines) along x.
    let horizontal = try pureLayoutAttribute(subject, at: expression) != .centerX
    guard let alignedTo = named["alignedTo"] else { throw missing("alignedTo:", at: expression) }
    let alignment = try pureLayoutAttribute(alignedTo, at: expression)
    guard alignment.axis == (horizontal ? .vertical : .horizontal) && !alignment.isDimension else {
      throw CodeError(
        "PureLayout cannot align views distributed \(horizontal ? "horizontally" : "vertically") by their \(alignment)",
        at: alignedTo.focus, hint: "PureLayout stops here (an assertion): align across the row, not along it")
    }
    let inset = try named["insetSpacing"].map { (value) throws(CodeError) in try boolValue(value) } ?? true
    if let size = named["withFixedSize"] {
      if !inset { try needViews(2, views, at: expression) }
      return centred(views, horizontal, try numberValue(size), inset: inset, alignment, at: expression)
    }
    guard let spacingValue = named["withFixedSpacing"] else { throw missing("withFixedSpacing:", at: expression) }
    let spacing = try numberValue(spacingValue)
    let matched = try named["matchedSizes"].map { (value) throws(CodeError) in try boolValue(value) } ?? true
    let (start, end, length): (Attribute, Attribute, Attribute) =
      horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    var made: [CodeConstraint] = []
    for (index, view) in views.enumerated() {
      guard index > 0 else {
        made.append(try pinToSuperview(view, start, inset: inset ? spacing : 0, relation: .equal, "", at: expression))
        continue
      }
      let previous = views[index - 1]
      var edge = pureLayoutConstraint(view, start, .equal, CodeAnchor(item: previous, attribute: end), at: expression)
      edge.constant = spacing
      made.append(edge)
      if matched {
        made.append(
          pureLayoutConstraint(view, length, .equal, CodeAnchor(item: previous, attribute: length), at: expression))
      }
      made.append(
        pureLayoutConstraint(view, alignment, .equal, CodeAnchor(item: previous, attribute: alignment), at: expression))
    }
    if let last = views.last {
      made.append(try pinToSuperview(last, end, inset: inset ? spacing : 0, relation: .equal, "", at: expression))
    }
    return made
  }

  /// `…withFixedSize:`: each view's length, and its centre at a multiple of the superview's
  /// (equal gaps, also at both ends with `insetSpacing`), aligned to the view before it.
  private func centred(
    _ views: [CodeItem], _ horizontal: Bool, _ size: Double, inset: Bool, _ alignment: Attribute,
    at expression: CodeExpression
  ) -> [CodeConstraint] {
    let (length, centre): (Attribute, Attribute) = horizontal ? (.width, .centerX) : (.height, .centerY)
    let count = Double(views.count)
    var made: [CodeConstraint] = []
    for (index, view) in views.enumerated() {
      made.append(fixed(view, length, size, at: expression))
      let position = Double(index)
      var multiplier = inset ? (position * 2 + 2) / (count + 1) : position * 2 / (count - 1)
      let constant = inset ? (multiplier - 1) * size / 2 : (1 - multiplier) * size / 2
      if abs(multiplier) < Distribution.minimumMultiplier { multiplier = Distribution.minimumMultiplier }
      var constraint = pureLayoutConstraint(
        view, centre, .equal, CodeAnchor(item: views[0].superview, attribute: centre), at: expression)
      constraint.multiplier = multiplier
      constraint.constant = constant
      made.append(constraint)
      if index > 0 {
        made.append(
          pureLayoutConstraint(
            view, alignment, .equal, CodeAnchor(item: views[index - 1], attribute: alignment), at: expression))
      }
    }
    return made
  }

  /// `view.dimension == size`.
  private func fixed(_ view: CodeItem, _ dimension: Attribute, _ size: Double, at expression: CodeExpression)
    -> CodeConstraint
  {
    var constraint = pureLayoutConstraint(view, dimension, .equal, nil, at: expression)
    constraint.constant = size
    return constraint
  }

  /// PureLayout asserts that an array holds enough views.
  private func needViews(_ count: Int, _ views: [CodeItem], at expression: CodeExpression) throws(CodeError) {
    guard views.count >= count else {
      throw CodeError(
        "PureLayout needs at least \(count) view\(count == 1 ? "" : "s") in the array", at: expression.focus,
        hint: "PureLayout stops here (an assertion)")
    }
  }
}
