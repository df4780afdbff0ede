// Views, scroll views and layout guides: creation and lookup.
import Cassowary

extension LayoutEngine {
  /// Every item (views, guides, system guides), in the order they were created.
  public var items: [Item] { itemOrder.compactMap { itemsByName[$0.name] } }

  /// The item with this name, or nil.
  ///
  /// - Complexity: O(1) on average.
  public func item(named id: ItemID) -> Item? { itemsByName[id.name] }

  /// The item with this name.
  func lookup(_ name: String) throws(LayoutError) -> Item {
    guard let item = itemsByName[name] else { throw .unknownItem(name) }
    return item
  }

  /// The item with this name, which must be a view.
  func lookupView(_ name: String, for operation: String) throws(LayoutError) -> Item {
    let item = try lookup(name)
    guard item.kind.isView else { throw .notAView(item: name, operation: operation) }
    return item
  }

  /// Adds a view, inside `parent` or as a root. Its width and height are implicitly `>= 0`, and
  /// it gets the guide `NAME.safeArea`.
  ///
  /// - Throws: ``LayoutError/invalidItemName(_:)``, ``LayoutError/duplicateItem(_:)``,
  ///   ``LayoutError/unknownItem(_:)``, ``LayoutError/parentIsNotAView(item:parent:)``.
  ///
  /// - Complexity: the view's variables and its non-negative size constraints (two solver adds).
  @discardableResult
  public mutating func addView(_ name: ItemID, in parent: ItemID? = nil) throws(LayoutError) -> OperationReport {
    try addItem(name.name, kind: .view, in: parent?.name)
  }

  /// Adds a view with its content properties, as ``addView(_:in:)`` followed by
  /// ``setIntrinsicSize(_:of:)``, ``setHugging(_:axis:of:)`` and
  /// ``setCompressionResistance(_:axis:of:)`` would leave it, in one operation: each axis with
  /// an intrinsic value gets its content-size constraint once, with its final priorities.
  ///
  /// - Throws: as ``addView(_:in:)``; ``LayoutError/nonFiniteValue(_:)``,
  ///   ``LayoutError/negativeIntrinsicSize(item:axis:value:)`` or
  ///   ``LayoutError/invalidPriority(_:)`` for the content, before any change.
  ///
  /// - Complexity: ``addView(_:in:)``'s two solver adds and one per axis with a value. Unlike the
  ///   separate operations it keeps no copy of the layout to undo a failure: nothing but `>= 0`
  ///   names a new view's width and height, and no content value is negative, so its content
  ///   constraints cannot conflict (as the `>= 0` ones, they could fail only on numerical
  ///   trouble).
  @discardableResult
  public mutating func addView(_ name: ItemID, in parent: ItemID? = nil, content: ViewContent) throws(LayoutError)
    -> OperationReport
  {
    try checkIntrinsicSize(content.intrinsicSize, of: name.name)
    for axis in Axis.allCases {
      try checkPriority(content.hugging[axis])
      try checkPriority(content.compressionResistance[axis])
    }
    return try addItem(name.name, kind: .view, in: parent?.name, content: content)
  }

  /// Adds a scroll view. Between its edges and its descendants, constraints attach to its
  /// content area; its width, height and centres attach to its frame (TN2154). It gets the
  /// guides `NAME.safeArea`, `NAME.contentGuide` (the content area, whose size is the content
  /// size) and `NAME.frameGuide`.
  ///
  /// - Throws: as ``addView(_:in:)``.
  ///
  /// - Complexity: as ``addView(_:in:)`` for the scroll view and each of its three guides.
  @discardableResult
  public mutating func addScrollView(_ name: ItemID, in parent: ItemID? = nil) throws(LayoutError)
    -> OperationReport
  {
    try addItem(name.name, kind: .scrollView, in: parent?.name)
  }

  /// Adds a layout guide owned by the view `parent`. Its width and height are implicitly `>= 0`.
  ///
  /// - Throws: as ``addView(_:in:)``.
  ///
  /// - Complexity: as ``addView(_:in:)``: the guide's variables and two solver adds.
  @discardableResult
  public mutating func addGuide(_ name: ItemID, in parent: ItemID) throws(LayoutError) -> OperationReport {
    try addItem(name.name, kind: .guide, in: parent.name)
  }

  private mutating func addItem(_ name: String, kind: ItemKind, in parent: String?, content: ViewContent? = nil)
    throws(LayoutError) -> OperationReport
  {
    guard !name.isEmpty, !name.contains(".") else { throw .invalidItemName(name) }
    guard itemsByName[name] == nil else { throw .duplicateItem(name) }
    if let parent {
      guard try lookup(parent).kind.isView else { throw .parentIsNotAView(item: name, parent: parent) }
    }
    let before = startOperation()
    let variables = FrameVariables(
      left: Variable("\(name).left"), top: Variable("\(name).top"), width: Variable("\(name).width"),
      height: Variable("\(name).height"))
    try addImplicitConstraints(for: name, width: variables.width, height: variables.height)
    var item = Item(name: name, kind: kind, parent: parent, variables: variables)
    if kind.isView {
      item.systemGuides = ["\(name).safeArea"]
      if kind == .scrollView { item.systemGuides += ["\(name).contentGuide", "\(name).frameGuide"] }
    }
    register(item, ownVariables: [variables.left, variables.top, variables.width, variables.height])
    if let parent { itemsByName[parent]?.children.append(name) }
    if kind.isView {
      register(
        Item(name: "\(name).safeArea", kind: .safeAreaGuide, parent: name, variables: variables), ownVariables: [])
    }
    if kind == .scrollView {
      let content = FrameVariables(
        left: variables.left, top: variables.top, width: Variable("\(name).contentGuide.width"),
        height: Variable("\(name).contentGuide.height"))
      try addImplicitConstraints(for: "\(name).contentGuide", width: content.width, height: content.height)
      register(
        Item(name: "\(name).contentGuide", kind: .contentGuide, parent: name, variables: content),
        ownVariables: [content.width, content.height])
      register(
        Item(name: "\(name).frameGuide", kind: .frameGuide, parent: name, variables: variables), ownVariables: [])
    }
    if let content {
      itemsByName[name]?.intrinsicSize = content.intrinsicSize
      itemsByName[name]?.hugging = content.hugging
      itemsByName[name]?.compressionResistance = content.compressionResistance
      for axis in Axis.allCases { try syncIntrinsicConstraint(of: name, axis: axis) }
    }
    return finishOperation(since: before)
  }

  /// Records an item and the variables it owns.
  mutating func register(_ item: Item, ownVariables: [Variable]) {
    itemsByName[item.name] = item
    if item.kind.isView { viewCount += 1 }
    itemIndex[item.name] = itemOrder.count
    itemOrder.append(ItemID(item.name))
    for variable in ownVariables { variableOwners[variable] = item.name }
    pendingFrameItems.insert(item.name)
  }

  /// Adds the required `width >= 0` and `height >= 0` of an item (fresh variables: these can
  /// only fail on numerical trouble, and then nothing is left behind).
  mutating func addImplicitConstraints(for name: String, width: Variable, height: Variable)
    throws(LayoutError)
  {
    let constraints = [
      Constraint(Expression(width), .greaterThanOrEqual, priority: .required, name: "\(name).width>=0"),
      Constraint(Expression(height), .greaterThanOrEqual, priority: .required, name: "\(name).height>=0"),
    ]
    var added: [Constraint] = []
    do throws(SolverError) {
      for constraint in constraints {
        try solver.add(constraint)
        added.append(constraint)
      }
    } catch {
      for constraint in added { try? solver.remove(constraint) }
      throw .solver(error)
    }
    implicitConstraints[name] = constraints
  }

  /// The views above `view`, nearest first (not including `view`).
  func ancestors(of view: String) -> [String] {
    var chain: [String] = []
    var current = itemsByName[view]?.parent
    while let name = current, !chain.contains(name) {
      chain.append(name)
      current = itemsByName[name]?.parent
    }
    return chain
  }

  /// The nearest view that contains both items (a view contains itself; a guide counts as its
  /// owning view), where a constraint between them is installed; nil when they are in different
  /// hierarchies.
  func commonAncestor(_ first: Item, _ second: Item) -> String? {
    guard let firstView = first.owningView, let secondView = second.owningView else { return nil }
    if firstView == secondView { return firstView }  // a view's constraints on itself, without two chains
    let secondChain = Set([secondView] + ancestors(of: secondView))
    return ([firstView] + ancestors(of: firstView)).first { secondChain.contains($0) }
  }

  /// Whether `other` is part of the content of the scroll view `scroll`: a descendant view (or
  /// one of its guides), or a user guide owned by the scroll view.
  func isContent(_ other: Item, of scroll: String) -> Bool {
    if other.kind == .guide && other.parent == scroll { return true }
    guard let view = other.owningView, view != scroll else { return false }
    return ancestors(of: view).contains(scroll)
  }
}
