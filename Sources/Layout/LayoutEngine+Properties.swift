// View properties: intrinsic size, content priorities, margins, safe area, baselines,
// direction and a root's size.
import Cassowary

extension LayoutEngine {
  /// Sets a view's intrinsic content size (nil on an axis: none, `UIView.noIntrinsicMetric`).
  ///
  /// Per axis with a value, the view gets one constraint `width == value` (named
  /// `VIEW.intrinsic.width`) whose overshoot is weighed at the hugging priority and whose
  /// shortfall at the compression-resistance priority; a new value changes its constant in place.
  ///
  /// - Throws: ``LayoutError/notAView(item:operation:)``, ``LayoutError/nonFiniteValue(_:)``,
  ///   ``LayoutError/negativeIntrinsicSize(item:axis:value:)``.
  ///
  /// - Complexity: replacing the view's content-size constraints (up to four solver adds or
  ///   removes), then the restore pass, which tries only the broken constraints
  ///   whose conflicts this change touched.
  @discardableResult
  public mutating func setIntrinsicSize(_ size: IntrinsicSize, of view: ItemID) throws(LayoutError) -> OperationReport {
    let name = view.name
    _ = try lookupView(name, for: "an intrinsic content size")
    try checkIntrinsicSize(size, of: name)
    let before = startOperation()
    try atomically { (engine) throws(LayoutError) in
      engine.itemsByName[name]?.intrinsicSize = size
      for axis in Axis.allCases { try engine.syncIntrinsicConstraint(of: name, axis: axis) }
      try engine.updateStacks(arranging: name)
    }
    return finishOperation(since: before)
  }

  /// Sets a view's content hugging priority on one axis (default 250).
  ///
  /// - Throws: ``LayoutError/notAView(item:operation:)``, ``LayoutError/invalidPriority(_:)``.
  ///
  /// - Complexity: as ``setIntrinsicSize(_:of:)``: the view's content-size constraints on one axis replaced,
  ///   then the restore pass.
  @discardableResult
  public mutating func setHugging(_ priority: Priority, axis: Axis, of view: ItemID) throws(LayoutError)
    -> OperationReport
  {
    let name = view.name
    _ = try lookupView(name, for: "content hugging priorities")
    try checkPriority(priority)
    return try changeContentPriority(of: name, axis: axis) { $0.hugging[axis] = priority }
  }

  /// Sets a view's compression resistance priority on one axis (default 750).
  ///
  /// - Throws: ``LayoutError/notAView(item:operation:)``, ``LayoutError/invalidPriority(_:)``.
  ///
  /// - Complexity: as ``setHugging(_:axis:of:)``.
  @discardableResult
  public mutating func setCompressionResistance(_ priority: Priority, axis: Axis, of view: ItemID)
    throws(LayoutError) -> OperationReport
  {
    let name = view.name
    _ = try lookupView(name, for: "compression resistance priorities")
    try checkPriority(priority)
    return try changeContentPriority(of: name, axis: axis) { $0.compressionResistance[axis] = priority }
  }

  private mutating func changeContentPriority(of name: String, axis: Axis, _ change: (inout Item) -> Void)
    throws(LayoutError) -> OperationReport
  {
    let before = startOperation()
    try atomically { (engine) throws(LayoutError) in
      if var item = engine.itemsByName[name] {
        change(&item)
        engine.itemsByName[name] = item
      }
      try engine.syncIntrinsicConstraint(of: name, axis: axis)
    }
    return finishOperation(since: before)
  }

  /// Checks that every value of an intrinsic size is finite and not negative.
  func checkIntrinsicSize(_ size: IntrinsicSize, of name: String) throws(LayoutError) {
    for axis in Axis.allCases {
      guard let value = size[axis] else { continue }
      guard value.isFinite else { throw .nonFiniteValue(.intrinsicSize(item: name, axis: axis)) }
      guard value >= 0 else { throw .negativeIntrinsicSize(item: name, axis: axis, value: value) }
    }
  }

  /// Makes the intrinsic-size constraint of one axis match the view: adds, updates in place,
  /// or removes it.
  mutating func syncIntrinsicConstraint(of name: String, axis: Axis) throws(LayoutError) {
    let item = try lookup(name)
    let id = "\(name).intrinsic.\(dimension(axis))"
    guard let value = item.intrinsicSize[axis] else {
      if records[id] != nil {
        try uninstall(id)
        dropRecord(id)
      }
      return
    }
    let constraint = LayoutConstraint(
      id: id, Anchor(name, axis == .horizontal ? .width : .height), .equal, constant: value,
      priority: item.hugging[axis])
    if records[id] == nil {
      try insertRecord(constraint, origin: .intrinsicSize(axis), active: true)
    } else {
      records[id]?.constraint = constraint
      try reinstall(id, as: derive(constraint, origin: .intrinsicSize(axis)))
    }
  }

  /// Sets a view's layout margins (default 8 on every side). Constraints on its margin
  /// attributes change their constants in place.
  ///
  /// - Throws: ``LayoutError/notAView(item:operation:)``, ``LayoutError/nonFiniteValue(_:)``.
  ///
  /// - Complexity: a pass over every constraint to find those that name the view, a constant
  ///   change (the dual simplex) for each whose value moves, then the restore pass.
  @discardableResult
  public mutating func setMargins(_ margins: EdgeInsets, of view: ItemID) throws(LayoutError) -> OperationReport {
    let name = view.name
    _ = try lookupView(name, for: "layout margins")
    guard margins.isFinite else { throw .nonFiniteValue(.margin(item: name)) }
    return try changeGeometry(of: [name]) { $0.itemsByName[name]?.margins = margins }
  }

  /// Sets a view's safe-area insets (default 0): its `NAME.safeArea` guide is inset by them.
  ///
  /// - Throws: ``LayoutError/notAView(item:operation:)``, ``LayoutError/nonFiniteValue(_:)``.
  ///
  /// - Complexity: as ``setMargins(_:of:)``, for the constraints that name the view's safe-area guide.
  @discardableResult
  public mutating func setSafeAreaInsets(_ insets: EdgeInsets, of view: ItemID) throws(LayoutError)
    -> OperationReport
  {
    let name = view.name
    _ = try lookupView(name, for: "safe-area insets")
    guard insets.isFinite else { throw .nonFiniteValue(.safeAreaInset(item: name)) }
    let guide = "\(name).safeArea"
    pendingFrameItems.insert(guide)
    return try changeGeometry(of: [guide]) { $0.itemsByName[name]?.safeAreaInsets = insets }
  }

  /// Sets where a view's baselines are, as distances from its top edge; nil puts both at its
  /// bottom edge (a view without text).
  ///
  /// - Throws: ``LayoutError/notAView(item:operation:)``, ``LayoutError/nonFiniteValue(_:)``.
  ///
  /// - Complexity: as ``setMargins(_:of:)``, for the constraints that name the view's baselines.
  @discardableResult
  public mutating func setBaselines(_ baselines: BaselineOffsets?, of view: ItemID) throws(LayoutError)
    -> OperationReport
  {
    let name = view.name
    _ = try lookupView(name, for: "baselines")
    if let baselines, !baselines.first.isFinite || !baselines.last.isFinite {
      throw .nonFiniteValue(.baselineOffset(item: name))
    }
    let before = startOperation()
    try atomically { (engine) throws(LayoutError) in
      _ = try engine.changeGeometry(of: [name]) { $0.itemsByName[name]?.baselines = baselines }
      try engine.updateStacks(arranging: name)
    }
    return finishOperation(since: before)
  }

  /// Sets the layout direction. Constraints with leading/trailing attributes are derived again
  /// (mirrored in right-to-left).
  ///
  /// - Complexity: every constraint that names a leading or trailing edge is replaced: proportional to
  ///   those constraints.
  @discardableResult
  public mutating func setDirection(_ direction: LayoutDirection) throws(LayoutError) -> OperationReport {
    let before = startOperation()
    if direction != self.direction {
      try atomically { (engine) throws(LayoutError) in
        engine.direction = direction
        try engine.rederive { $0.isDirectional }
      }
    }
    return finishOperation(since: before)
  }

  /// Pins a root view's frame to (0, 0, width, height) with required constraints
  /// (`NAME.size.x`, `.y`, `.width`, `.height`), as a window does; a new size changes their
  /// constants in place.
  ///
  /// - Throws: ``LayoutError/notAView(item:operation:)``, ``LayoutError/notARoot(item:parent:)``,
  ///   ``LayoutError/nonFiniteValue(_:)``.
  ///
  /// - Complexity: the four pins: solver adds the first time, then a constant change (the dual
  ///   simplex) for each that differs; then the restore pass, which tries only the broken
  ///   constraints whose conflicts this change touched.
  @discardableResult
  public mutating func setRootSize(_ size: Size, of view: ItemID) throws(LayoutError) -> OperationReport {
    let name = view.name
    let item = try lookupView(name, for: "a root size")
    if let parent = item.parent { throw .notARoot(item: name, parent: parent) }
    guard size.width.isFinite && size.height.isFinite else { throw .nonFiniteValue(.rootSize(item: name)) }
    let pins: [(FrameComponent, Attribute, Double)] = [
      (.x, .left, 0), (.y, .top, 0), (.width, .width, size.width), (.height, .height, size.height),
    ]
    let before = startOperation()
    try atomically { (engine) throws(LayoutError) in
      for (component, attribute, value) in pins {
        let id = "\(name).size.\(component)"
        let constraint = LayoutConstraint(id: id, Anchor(name, attribute), .equal, constant: value)
        if engine.records[id] == nil {
          try engine.insertRecord(constraint, origin: .rootSize(component), active: true)
        } else {
          engine.records[id]?.constraint = constraint
          try engine.reinstall(id, as: engine.derive(constraint, origin: .rootSize(component)))
        }
      }
    }
    return finishOperation(since: before)
  }

  /// Applies a change to the geometry of some items, then derives again the constraints that
  /// mention them.
  private mutating func changeGeometry(of names: Set<String>, _ change: (inout LayoutEngine) -> Void)
    throws(LayoutError) -> OperationReport
  {
    let before = startOperation()
    try atomically { (engine) throws(LayoutError) in
      change(&engine)
      try engine.rederive(naming: names)
    }
    return finishOperation(since: before)
  }

  /// `width` or `height`.
  func dimension(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }
}
