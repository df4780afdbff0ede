// Views that translate their autoresizing mask into constraints
// (`translatesAutoresizingMaskIntoConstraints`), as UIKit's NSAutoresizingMaskLayoutConstraint.

extension LayoutEngine {
  /// The ids of the constraints a view's autoresizing mask is translated into, in the order they
  /// were added (empty when it does not translate).
  ///
  /// - Complexity: O(1): six record lookups.
  public func autoresizingConstraintIDs(of view: ItemID) -> [ConstraintID] {
    translatedConstraintIDs(of: view.name).map { ConstraintID($0) }
  }

  /// ``autoresizingConstraintIDs(of:)`` as the records key them.
  func translatedConstraintIDs(of name: String) -> [String] {
    let attributes: [Attribute] = [.left, .right, .width, .top, .bottom, .height]
    let ids = attributes.map { AutoresizingConstraints.id(of: name, $0) }.filter { id in
      if case .autoresizing = records[id]?.origin { return true }
      return false
    }
    return inConstraintOrder(ids)
  }

  /// Makes a view translate `mask` into constraints (``AutoresizingConstraints``): two required
  /// constraints per axis, `VIEW.autoresizing.ATTRIBUTE`, made from `frame` (relative to the
  /// parent; nil: the view's current frame) and the parent's current size, or `superviewSize`
  /// when given (an import that knows the stored sizes). Constraints it translated before are
  /// replaced. They are imposed from outside: when they conflict with the required constraints,
  /// one of the app's in the conflict is broken instead (``ConstraintOrigin/isImposed``).
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``, ``LayoutError/notAView(item:operation:)``,
  ///   ``LayoutError/cannotTranslate(item:reason:)`` for a root or a stack view's arranged view,
  ///   ``LayoutError/nonFiniteValue(_:)``, ``LayoutError/duplicateConstraint(_:)`` when one of
  ///   the ids is taken by another constraint.
  ///
  /// - Complexity: up to six solver adds or removes (the view's translated constraints replaced), then the
  ///   restore pass.
  @discardableResult
  public mutating func translateAutoresizingMask(
    _ mask: AutoresizingMask, frame givenFrame: Rect? = nil, superviewSize: Size? = nil, of view: ItemID
  ) throws(LayoutError) -> OperationReport {
    let name = view.name
    let parent = try translatingParent(of: name)
    let frame: Rect
    if let givenFrame { frame = givenFrame } else { frame = try relativeFrame(of: view) }
    var size = superviewSize ?? Size(width: 0, height: 0)
    if superviewSize == nil {
      let bounds = try self.frame(of: ItemID(parent))
      size = Size(width: bounds.width, height: bounds.height)
    }
    let values = [frame.x, frame.y, frame.width, frame.height, size.width, size.height]
    guard values.allSatisfy(\.isFinite) else { throw .nonFiniteValue(.frame(item: name)) }
    let superview = itemsByName[parent]?.kind == .scrollView ? "\(parent).frameGuide" : parent
    let made = AutoresizingConstraints.make(
      view: name, superview: superview, frame: frame, superviewSize: size, mask: mask.normalized)
    let before = startOperation()
    try atomically { (engine) throws(LayoutError) in
      try engine.removeTranslation(of: name)
      for constraint in made {
        guard engine.records[constraint.id] == nil else { throw .duplicateConstraint(constraint.id) }
        try engine.insertRecord(constraint, origin: .autoresizing(constraint.first.attribute.axis), active: true)
      }
      engine.itemsByName[name]?.autoresizingMask = mask.normalized
      engine.itemsByName[name]?.translatesAutoresizingMask = true
    }
    return finishOperation(since: before)
  }

  /// Stops a view translating its autoresizing mask: its `VIEW.autoresizing.*` constraints are
  /// removed (`translatesAutoresizingMaskIntoConstraints = false`); the mask is kept. Nothing
  /// changes for a view that does not translate.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``, ``LayoutError/notAView(item:operation:)``.
  ///
  /// - Complexity: up to six solver removes, then the restore pass.
  @discardableResult
  public mutating func stopTranslatingAutoresizingMask(of view: ItemID) throws(LayoutError) -> OperationReport {
    let name = view.name
    _ = try lookupView(name, for: "an autoresizing mask")
    let before = startOperation()
    try atomically { (engine) throws(LayoutError) in
      try engine.removeTranslation(of: name)
      engine.itemsByName[name]?.translatesAutoresizingMask = false
    }
    return finishOperation(since: before)
  }

  /// Gives a view another autoresizing mask. A view that translates its mask gets its
  /// constraints made again from its current frame and its parent's current size, as setting
  /// `autoresizingMask` does in UIKit; for one that does not, the mask is only kept (it is used
  /// when the view starts translating).
  ///
  /// - Throws: as ``translateAutoresizingMask(_:frame:superviewSize:of:)``.
  ///
  /// - Complexity: O(1) for a view that does not translate; otherwise as
  ///   ``translateAutoresizingMask(_:frame:superviewSize:of:)``.
  @discardableResult
  public mutating func setAutoresizingMask(_ mask: AutoresizingMask, of view: ItemID) throws(LayoutError)
    -> OperationReport
  {
    let name = view.name
    let item = try lookupView(name, for: "an autoresizing mask")
    if item.translatesAutoresizingMask { return try translateAutoresizingMask(mask, of: view) }
    _ = try translatingParent(of: name)
    let before = startOperation()
    itemsByName[name]?.autoresizingMask = mask.normalized
    return finishOperation(since: before)
  }

  /// The parent of a view that may translate its mask.
  private func translatingParent(of name: String) throws(LayoutError) -> String {
    let item = try lookupView(name, for: "an autoresizing mask")
    guard let parent = item.parent else {
      throw .cannotTranslate(item: name, reason: .root)
    }
    if let stack = stack(arranging: name) {
      throw .cannotTranslate(item: name, reason: .arranged(stack: stack))
    }
    return parent
  }

  /// Takes out and forgets the constraints a view's mask was translated into.
  mutating func removeTranslation(of name: String) throws(LayoutError) {
    for id in translatedConstraintIDs(of: name) {
      try uninstall(id)
      dropRecord(id)
    }
  }
}
