import Cassowary
import Layout

// The constraints of a scene: autoresizing masks, legacy layout guides, and the file's own.

extension SceneBuilder {
  /// The autoresizing constraints of every view that translates its mask (not the roots, whose
  /// size is imposed, nor a stack view's arranged views, which the stack lays out).
  mutating func addAutoresizingConstraints() {
    for id in built.tree.order {
      guard let entry = built.tree[id], let parent = entry.parent, entry.view.translatesAutoresizingMask,
        !entry.isArranged, let name = built.names.nameByID[id], let parentName = built.names.nameByID[parent],
        built.engine.item(named: ItemID(name))?.parent == parentName
      else { continue }
      guard let frame = entry.view.frame, let superview = built.tree[parent]?.view.frame else {
        problem(.frameNotStored, at: entry.view)
        continue
      }
      // The engine ties the view to a scroll view's frame guide: UIKit works in the bounds.
      do throws(LayoutError) {
        try built.engine.translateAutoresizingMask(
          entry.view.autoresizingMask.mask(flipped: document.platform == .macOS), frame: frame,
          superviewSize: Size(width: superview.width, height: superview.height), of: ItemID(name))
      } catch {
        problem(.maskNotTranslated(error), at: entry.view)
      }
    }
  }

  /// The controller's `topLayoutGuide` and `bottomLayoutGuide` (before iOS 11): guides across
  /// the root from its top to the safe area's top, and from the safe area's bottom to its bottom.
  mutating func addLegacyGuides() {
    guard let rootID = built.scene.controllerViewID, let root = built.names.nameByID[rootID] else { return }
    for (id, isTop) in built.scene.legacyGuides.sorted(by: { $0.key < $1.key }) {
      let name = built.names.reserve(isTop ? "topLayoutGuide" : "bottomLayoutGuide", for: id)
      let pins: [(Attribute, Anchor)] =
        isTop
        ? [(.top, Anchor(root, .top)), (.bottom, Anchor("\(root).safeArea", .top))]
        : [(.top, Anchor("\(root).safeArea", .bottom)), (.bottom, Anchor(root, .bottom))]
      do throws(LayoutError) {
        try built.engine.addGuide(ItemID(name), in: ItemID(root))
        for (attribute, target) in pins + [(.left, Anchor(root, .left)), (.width, Anchor(root, .width))] {
          let id = "\(name).\(attribute)"
          try built.engine.add(LayoutConstraint(id: id, Anchor(name, attribute), .equal, target))
          try built.engine.setOwner(.system, of: ConstraintID(id))
        }
        built.legacyGuideNames[id] = name
      } catch {
        built.problems.append(
          ReadingProblem(.legacyGuideNotMade(name: name, error), at: built.scene.position, isWarning: true))
      }
    }
  }

  /// Adds one of the file's constraints, or records why it is left out.
  mutating func add(_ constraint: IBConstraint) {
    if let reason = install(constraint) {
      // Recorded here rather than in a closure that captures `self`: such a capture copies the
      // builder, and with it every table of the engine, once per constraint.
      built.problems.append(
        ReadingProblem(.constraintLeftOut(id: constraint.id, reason), at: constraint.position, isWarning: true))
    }
  }

  /// Adds one of the file's constraints; the reason it is left out, or nil.
  private mutating func install(_ constraint: IBConstraint) -> ReadingProblem.ConstraintProblem? {
    let first: Anchor
    switch anchor(constraint.firstItem, constraint.firstAttribute) {
    case .success(let anchor): first = anchor
    case .failure(let reason): return reason.problem
    }
    var second: Anchor?
    if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
      switch anchor(item, attribute) {
      case .success(let anchor): second = anchor
      case .failure(let reason): return reason.problem
      }
    }
    var multiplier = constraint.multiplier
    var constant = constraint.constant
    if constraint.isStandardSpacing,
      guideOwners[constraint.firstItem]?.kind == "safeArea"
        || constraint.secondItem.map({ guideOwners[$0]?.kind == "safeArea" }) == true
    {
      // Interface Builder lays standard spacing to a safe-area guide out as 0 (docs/STORYBOARDS.md §2.4).
      constant = 0
      built.standardSpacingToSafeArea.append(constraint.id)
    }
    if constraint.isSystemSpacingMultiple, let secondItem = constraint.secondItem,
      let secondAttribute = constraint.secondAttribute
    {
      // A multiple of a system spacing that depends on fonts: the stored frames say how far.
      multiplier = 1
      if let firstValue = built.tree.storedValue(of: constraint.firstAttribute, of: constraint.firstItem),
        let secondValue = built.tree.storedValue(of: secondAttribute, of: secondItem)
      {
        constant = firstValue - secondValue
      } else {
        constant = 8 * constraint.multiplier
      }
      built.fontDependent.insert(constraint.id)
    }
    if constraint.firstAttribute.isBaseline || constraint.secondAttribute?.isBaseline == true {
      built.fontDependent.insert(constraint.id)
    }
    let engineID = options.constraintID?(constraint.id) ?? constraint.id
    let layout = LayoutConstraint(
      id: engineID, first, constraint.relation, second, multiplier: multiplier, constant: constant,
      priority: Priority(constraint.priority))
    do throws(LayoutError) {
      try built.engine.add(layout)
    } catch {
      return .refused(error)
    }
    built.constraints[constraint.id] = constraint
    built.constraintOrder.append(constraint.id)
    built.engineIDs[constraint.id] = engineID
    if constraint.isPlaceholder { built.placeholders.append(constraint.id) }
    return nil
  }

  /// Why an item cannot be used.
  struct Unresolved: Error {
    var problem: ReadingProblem.ConstraintProblem
  }

  /// The engine anchor of an Interface Builder item (a view, a safe-area, content or frame
  /// guide, a legacy layout guide) and attribute.
  func anchor(_ item: String, _ attribute: Attribute) -> Result<Anchor, Unresolved> {
    if let name = built.names.nameByID[item], built.tree[item] != nil {
      guard built.engine.item(named: ItemID(name)) != nil else {
        return .failure(Unresolved(problem: .viewNotLaidOut(item: item)))
      }
      return .success(Anchor(name, attribute))
    }
    if let name = built.legacyGuideNames[item] { return .success(Anchor(name, attribute)) }
    if let owner = guideOwners[item], let view = built.tree[owner.view]?.view,
      let name = built.names.nameByID[owner.view]
    {
      if owner.kind != "safeArea" && !view.isScrollView {
        return .failure(Unresolved(problem: .noLayoutGuides(className: view.className)))
      }
      return .success(Anchor("\(name).\(owner.kind)", attribute))
    }
    if let scene = sceneOfID[item], scene != built.scene.id {
      return .failure(Unresolved(problem: .otherScene(item: item, scene: scene)))
    }
    return .failure(Unresolved(problem: .unknownItem(item)))
  }
}
