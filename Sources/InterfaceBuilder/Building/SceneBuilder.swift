import Cassowary
import Layout

/// Builds a scene's views into a ``LayoutEngine`` with Apple's semantics: the roots at their
/// stored sizes (imposed, as a window imposes them) with the simulated safe area and margins,
/// views and stack views in tree order, intrinsic sizes and content priorities, hidden flags,
/// autoresizing masks as constraints, legacy layout guides, then every constraint of the scene.
/// Whatever the engine refuses is left out with a reading problem at its line.
struct SceneBuilder {
  var built: BuiltScene
  let document: IBDocument
  /// Which scene holds each id of the document, for constraints that point elsewhere.
  let sceneOfID: [String: String]
  /// The view and the kind (`safeArea`, `contentGuide`, `frameGuide`) of each layout guide id.
  var guideOwners: [String: (view: String, kind: String)] = [:]
  /// How the build names things in the engine.
  var options: Options

  /// How a build names things in the engine.
  struct Options {
    /// The engine id of each of the file's constraints; nil keeps the Interface Builder id
    /// (the checker's reports name constraints by it).
    var constraintID: SessionIDs?
    /// The device controllers' views are laid out for instead of the file's (`--device`, or
    /// the device a size-class configuration is laid out at).
    var device: Device?
    /// The size-class configuration laid out (nil: the default one); the document read in it.
    var sizeClass: SizeClassVariation?
  }

  /// The scene built and solved.
  static func build(
    _ scene: IBScene, document: IBDocument, sceneOfID: [String: String] = [:], options: Options = Options()
  ) -> BuiltScene {
    let tree = SceneTree(roots: scene.roots)
    var builder = SceneBuilder(
      built: BuiltScene(scene: scene, engine: LayoutEngine(), tree: tree, names: NameTable()), document: document,
      sceneOfID: sceneOfID, options: options)
    builder.built.forcedDevice = options.device
    builder.built.sizeClass = options.sizeClass
    builder.run()
    return builder.built
  }

  private mutating func run() {
    let tree = built.tree
    for id in tree.order {
      guard let view = tree[id]?.view else { continue }
      built.names.assign(id, displayName: view.displayName, fallback: ViewClass.of(view.element).displayName)
    }
    let constraints = tree.order.flatMap { tree[$0]?.view.constraints ?? [] }
    for id in tree.order {
      guard let view = tree[id]?.view else { continue }
      if let guide = view.safeAreaGuideID { guideOwners[guide] = (id, "safeArea") }
      if let guide = view.contentGuideID { guideOwners[guide] = (id, "contentGuide") }
      if let guide = view.frameGuideID { guideOwners[guide] = (id, "frameGuide") }
    }
    for root in tree.roots {
      built.environments[root] = RootEnvironment(
        root: root, scene: built.scene, document: document, tree: tree, constraints: constraints,
        forcedDevice: options.device, forcedBy: options.sizeClass.map { "\($0.shortName) on" } ?? "--device")
      addHierarchy(root, parent: nil)
    }
    // Each view's content changes its stack's recipe: the stacks are brought in line once, after
    // every view is configured, not once per view (a long stack's recipe names every view).
    built.engine.holdStackUpdates()
    for id in tree.order { configure(id) }
    let held = built.engine.heldStacks
    do throws(LayoutError) {
      try built.engine.updateHeldStacks()
    } catch {
      // Said at the first stack held: the stacks stay as they were made.
      let stack = tree.order.first { built.names.nameByID[$0] == held.first }
      if let view = stack.flatMap({ tree[$0]?.view }) { problem(.propertiesNotSet(error), at: view) }
    }
    addLegacyGuides()
    addAutoresizingConstraints()
    for constraint in constraints { add(constraint) }
    for constraint in constraints where document.variedReferences.contains(constraint.id) {
      built.varied.insert(constraint.firstItem)
      if let second = constraint.secondItem { built.varied.insert(second) }
    }
    built.varied.formUnion(document.variedReferences.filter { tree[$0] != nil })
  }

  /// Adds view `id` and everything inside it; a stack view is added after its arranged views
  /// (which it then adopts), as `UIStackView(arrangedSubviews:)` does.
  private mutating func addHierarchy(_ id: String, parent: String?) {
    guard let entry = built.tree[id], let name = built.names.nameByID[id] else { return }
    let children = built.tree.children(of: id)
    if var stack = entry.view.stack, let parent, !children.isEmpty {
      let parentName = built.names.nameByID[parent] ?? parent
      for child in children { addHierarchy(child, parent: parent) }
      if stack.axis == .vertical && stack.alignment.isBaseline {
        problem(.verticalStackOnBaselines, at: entry.view)
        stack.alignment = .fill
      }
      let configuration = StackView.Configuration(
        axis: stack.axis, distribution: stack.distribution, alignment: stack.alignment, spacing: stack.spacing)
      let arranged = children.compactMap { built.names.nameByID[$0] }
      do throws(LayoutError) {
        try built.engine.addStackView(
          ItemID(name), in: ItemID(parentName), configuration: configuration, arrangedViews: arranged.map { ItemID($0) }
        )
      } catch {
        problem(.stackNotBuilt(error), at: entry.view)
        _ = try? built.engine.addView(ItemID(name), in: ItemID(parentName))
      }
      return
    }
    do throws(LayoutError) {
      if entry.view.isScrollView {
        try built.engine.addScrollView(ItemID(name), in: parent.flatMap { built.names.nameByID[$0] }.map { ItemID($0) })
      } else {
        try built.engine.addView(ItemID(name), in: parent.flatMap { built.names.nameByID[$0] }.map { ItemID($0) })
      }
    } catch {
      problem(.notLaidOut(error), at: entry.view)
      return
    }
    for child in children { addHierarchy(child, parent: id) }
  }

  /// Sets a view's sizes, priorities, margins, safe area and hidden flag.
  private mutating func configure(_ id: String) {
    guard let entry = built.tree[id], let name = built.names.nameByID[id],
      built.engine.item(named: ItemID(name)) != nil
    else { return }
    let view = entry.view
    // Each setter is atomic; working on `built.engine` in place (not on a copy) keeps the
    // engine's tables uniquely referenced, so nothing is copied per view.
    do throws(LayoutError) {
      if entry.parent == nil, let environment = built.environments[id] {
        try built.engine.setRootSize(environment.size, of: ItemID(name))
        try built.engine.setSafeAreaInsets(environment.safeArea, of: ItemID(name))
        try built.engine.setMargins(environment.margins, of: ItemID(name))
      } else if let margins = view.margins {
        try built.engine.setMargins(margins, of: ItemID(name))
      } else if let margins = built.environments[entry.root]?.innerMargins[id] {
        try built.engine.setMargins(margins, of: ItemID(name))
      }
      if entry.parent != nil, view.safeAreaGuideID != nil, let insets = safeAreaOverlap(of: id) {
        try built.engine.setSafeAreaInsets(insets, of: ItemID(name))
      }
      for axis in Axis.allCases {
        if view.hugging[axis] != .defaultLow {
          try built.engine.setHugging(view.hugging[axis], axis: axis, of: ItemID(name))
        }
        if view.compressionResistance[axis] != .defaultHigh {
          try built.engine.setCompressionResistance(view.compressionResistance[axis], axis: axis, of: ItemID(name))
        }
      }
      if view.intrinsicSize.size != .none {
        try built.engine.setIntrinsicSize(view.intrinsicSize.size, of: ItemID(name))
      }
      if let baselines = view.baselines { try built.engine.setBaselines(baselines, of: ItemID(name)) }
      if view.hidden { try built.engine.setHidden(true, of: ItemID(name)) }
      if case .assumedFromFrame = view.intrinsicSize { built.assumedIntrinsic.append(id) }
    } catch {
      problem(.propertiesNotSet(error), at: view)
    }
  }

  /// A nested view's safe-area insets: how far its stored frame reaches into the part of its
  /// root outside the root's safe area.
  private func safeAreaOverlap(of id: String) -> EdgeInsets? {
    guard let entry = built.tree[id], let frame = entry.absolute, let environment = built.environments[entry.root]
    else { return nil }
    let safe = environment.safeArea
    let size = environment.size
    func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), limit) }
    return EdgeInsets(
      top: clamp(safe.top - frame.y, frame.height), left: clamp(safe.left - frame.x, frame.width),
      bottom: clamp(frame.y + frame.height - (size.height - safe.bottom), frame.height),
      right: clamp(frame.x + frame.width - (size.width - safe.right), frame.width))
  }

  /// Records a problem at a view.
  mutating func problem(_ problem: ReadingProblem.ViewProblem, at view: IBView, isWarning: Bool = true) {
    built.problems.append(
      ReadingProblem(
        .view(displayName: view.displayName, id: view.id, problem), at: view.position, isWarning: isWarning))
  }
}
