// Stack views: creating them, hiding arranged views, keeping the generated constraints current.
import Cassowary

extension LayoutEngine {
  /// Every stack view, in the order the stacks were created.
  public var stackViews: [StackView] {
    stacks.values.sorted { (itemIndex[$0.name] ?? 0) < (itemIndex[$1.name] ?? 0) }
  }

  /// The stack view with this name, or nil.
  ///
  /// - Complexity: O(1) on average.
  public func stackView(named id: ItemID) -> StackView? { stacks[id.name] }

  /// The stack view that arranges `view`, or nil.
  ///
  /// - Complexity: proportional to the arranged views of every stack.
  public func stack(arranging view: ItemID) -> ItemID? {
    stack(arranging: view.name).map { ItemID($0) }
  }

  /// `stack(arranging:)` by name.
  func stack(arranging view: String) -> String? {
    stacks.values.first { $0.arrangedViews.contains(view) }?.name
  }

  /// The views that contain `view`, nearest first (its parent, its parent's parent, …).
  ///
  /// - Complexity: proportional to the view's depth.
  public func ancestorNames(of view: ItemID) -> [ItemID] { ancestors(of: view.name).map { ItemID($0) } }

  /// Adds a stack view inside `parent` that arranges `arrangedViews`, as `UIStackView` does.
  ///
  /// Like `addArrangedSubview`, each arranged view becomes a subview of the stack; moving it
  /// removes the constraints that tied it (or its subviews) to views outside it, as
  /// `removeFromSuperview` does (constraints on the view itself, such as its width, stay). The
  /// stack then generates its constraints (``StackConstraintFamily``), named
  /// `STACK.UISV-spacing.1` and so on, and its guides `STACK.gap1`… and `STACK.spanner`.
  ///
  /// - Throws: as ``addView(_:in:)``, ``LayoutError/notAView(item:operation:)``, and
  ///   ``LayoutError/invalidArrangement(_:)`` for a view arranged twice, in another stack, or
  ///   containing the stack.
  ///
  /// - Complexity: the stack's generated constraints, each a solver add.
  @discardableResult
  public mutating func addStackView(
    _ stack: ItemID, in container: ItemID, configuration: StackView.Configuration, arrangedViews views: [ItemID]
  ) throws(LayoutError) -> OperationReport {
    let name = stack.name
    let parent = container.name
    let arrangedViews = views.map(\.name)
    try checkArrangement(of: arrangedViews, inNewStack: name, parent: parent)
    if configuration.axis == .vertical && configuration.alignment.isBaseline {
      throw .invalidArrangement(.baselineAlignmentOnVerticalStack(stack: name))
    }
    guard configuration.spacing.isFinite else { throw .nonFiniteValue(.stackSpacing(stack: name)) }
    let before = startOperation()
    try atomically { (engine) throws(LayoutError) in
      try engine.addView(stack, in: container)
      for view in arrangedViews { try engine.move(view, into: name) }
      engine.stacks[name] = StackView(name: name, configuration: configuration, arrangedViews: arrangedViews)
      try engine.updateStack(name)
    }
    return finishOperation(since: before)
  }

  /// Hides or shows a view. Layout ignores the flag (a hidden view keeps its frame), except in
  /// a stack view: a hidden arranged view gets a zero length along the axis and its spacing
  /// collapses (`UISV-hiding`).
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``, ``LayoutError/notAView(item:operation:)``.
  ///
  /// - Complexity: regenerating the owning stack's constraints (each a solver add or remove).
  @discardableResult
  public mutating func setHidden(_ hidden: Bool, of id: ItemID) throws(LayoutError) -> OperationReport {
    let name = id.name
    _ = try lookupView(name, for: "a hidden flag")
    let before = startOperation()
    try atomically { (engine) throws(LayoutError) in
      engine.itemsByName[name]?.isHidden = hidden
      try engine.updateStacks(arranging: name)
    }
    return finishOperation(since: before)
  }

  /// Brings the constraints of the stack that arranges `view` (if any) in line with its views'
  /// hidden flags, intrinsic sizes and baselines; while updates are held, notes the stack instead.
  mutating func updateStacks(arranging view: String) throws(LayoutError) {
    guard let stack = stack(arranging: view) else { return }
    if heldStackUpdates != nil {
      if heldStackUpdates?.contains(stack) == false { heldStackUpdates?.append(stack) }
      return
    }
    try updateStack(stack)
  }

  /// Holds back the stack updates that the changes after it call for (a view's intrinsic size,
  /// baselines or hidden flag), until ``updateHeldStacks()``. Each update builds the stack's
  /// recipe for every arranged view: a scene builder that sets the content of each view of a
  /// long stack in turn rebuilt it once per view (600 labels: a quadratic 39 s in a debug build).
  package mutating func holdStackUpdates() {
    if heldStackUpdates == nil { heldStackUpdates = [] }
  }

  /// The stacks whose update is held back, in the order they were first asked for.
  package var heldStacks: [String] { heldStackUpdates ?? [] }

  /// Updates once each stack whose update was held back, in the order they were first asked
  /// for, as one operation, and stops holding.
  ///
  /// - Throws: as ``setIntrinsicSize(_:of:)`` when a stack cannot take its views' content; the
  ///   stacks are then as before this call, and updates are no longer held.
  ///
  /// - Complexity: each held stack's update once.
  @discardableResult
  package mutating func updateHeldStacks() throws(LayoutError) -> OperationReport {
    let held = heldStacks
    heldStackUpdates = nil
    guard !held.isEmpty else { return OperationReport() }
    let before = startOperation()
    try atomically { (engine) throws(LayoutError) in
      for stack in held { try engine.updateStack(stack) }
    }
    return finishOperation(since: before)
  }

  /// Whether a change of a constraint is one not worth reporting: a stack's fitting constraints
  /// (spanning fit @51, canvas fit @49, ambiguity suppression @25) exist to lose, so their
  /// becoming violated or satisfied is noise; broken and restored are still reported.
  ///
  /// - Complexity: O(1) on average.
  public func isQuietStackChange(_ constraint: ConstraintID, _ kind: ConstraintChange.Kind) -> Bool {
    isQuietStackChange(constraint.name, kind)
  }

  /// `isQuietStackChange(_:_:)` by id, as the change report's records key it.
  func isQuietStackChange(_ id: String, _ kind: ConstraintChange.Kind) -> Bool {
    guard kind == .violated || kind == .satisfied, case .stack = records[id]?.origin else { return false }
    let quiet: [StackConstraintFamily] = [.spanningFit, .canvasFit, .ambiguitySuppression]
    return quiet.contains { id.contains(".\($0.rawValue).") }
  }

  /// The components of a stack's guide that its constraints determine: a gap guide lies along
  /// the axis, the spanner across it; the other axis is free, as in UIKit.
  func stackGuideComponents(_ guide: Item) -> [FrameComponent] {
    guard let owner = guide.parent, let stack = stacks[owner] else { return [] }
    let horizontal = stack.configuration.axis == .horizontal
    let alongAxis = !guide.name.hasSuffix(".spanner")
    return horizontal == alongAxis ? [.x, .width] : [.y, .height]
  }

  // MARK: Validation

  /// Refuses a constraint of the user's on a stack's own guides (the stack removes and remakes
  /// them; UIKit's gap guides and spanner are private) or with an id in the stacks' namespace.
  func checkNoStackGuide(in constraint: LayoutConstraint) throws(LayoutError) {
    if Self.mayContainStackMarker(constraint.id) && constraint.id.contains(".UISV-") {
      throw .generatedConstraint(id: constraint.id, by: .stackNamespace)
    }
    for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? [])
    where itemsByName[anchor.item]?.kind == .stackGuide {
      throw .attributeUnavailable(
        anchor, reason: "the guides of a stack view belong to the stack; constrain the stack or its arranged views")
    }
  }

  /// Whether `id`'s bytes contain `.UISV-`: when they do not, neither do its characters, and the
  /// byte search costs a fraction of `String.contains` (a tenth of a long VFL line's add).
  private static func mayContainStackMarker(_ id: String) -> Bool {
    var id = id
    return id.withUTF8 { bytes in
      let marker: [UInt8] = Array(".UISV-".utf8)
      guard bytes.count >= marker.count else { return false }
      for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
        if (1..<marker.count).allSatisfy({ bytes[start + $0] == marker[$0] }) { return true }
      }
      return false
    }
  }

  private func checkArrangement(of views: [String], inNewStack stack: String, parent: String) throws(LayoutError) {
    var seen: Set<String> = []
    let parentChain = Set([parent] + ancestors(of: parent))
    for view in views {
      guard view != stack else { throw .invalidArrangement(.arrangesItself(stack: stack)) }
      _ = try lookupView(view, for: "a place in a stack view")
      guard seen.insert(view).inserted else { throw .invalidArrangement(.arrangedTwice(view: view)) }
      if let other = self.stack(arranging: view) {
        throw .invalidArrangement(.arrangedInAnotherStack(view: view, stack: other))
      }
      if parentChain.contains(view) {
        throw .invalidArrangement(.containsStack(view: view, stack: stack))
      }
    }
  }

  // MARK: Moving views into the stack

  /// Makes `view` a subview of `stack`, removing the constraints that tie the view's subtree to
  /// views outside it (installed above it), as `removeFromSuperview` does.
  private mutating func move(_ view: String, into stack: String) throws(LayoutError) {
    guard let item = itemsByName[view], item.parent != stack else { return }
    // UIStackView turns translation off for its arranged views: their mask's constraints go,
    // those on their own size too.
    try removeTranslation(of: view)
    let subtree = Set([view] + descendants(of: view))
    for id in constraintsNaming(ownedBy: subtree) {
      guard let record = records[id], record.status != .inactive else { continue }
      let owners = record.constraint.items.compactMap { itemsByName[$0]?.owningView }
      guard owners.contains(where: subtree.contains) else { continue }
      let items = record.constraint.items.compactMap { itemsByName[$0] }
      let installer = items.count == 2 ? commonAncestor(items[0], items[1]) : items.first?.owningView
      if let installer, subtree.contains(installer) { continue }
      try uninstall(id)
      dropRecord(id)
    }
    if let old = item.parent { itemsByName[old]?.children.removeAll { $0 == view } }
    itemsByName[view]?.parent = stack
    itemsByName[view]?.translatesAutoresizingMask = false
    itemsByName[stack]?.children.append(view)
    pendingFrameItems.insert(view)
  }

  /// The constraints that name an item owned by a view of `views` (the views themselves and
  /// their guides), in the order they were made: found through the records' index by item, so
  /// that moving each of a stack's views costs its own constraints, not a pass over every
  /// constraint of the layout (arranging 1,500 views took seconds that way).
  private func constraintsNaming(ownedBy views: Set<String>) -> [String] {
    var found = Set<String>()
    for view in views {
      found.formUnion(records.ids(namingItem: view))
      for guide in itemsByName[view]?.systemGuides ?? [] { found.formUnion(records.ids(namingItem: guide)) }
    }
    return inConstraintOrder(Array(found))
  }

  /// The views and guides inside `view`, at any depth.
  private func descendants(of view: String) -> [String] {
    var found: [String] = []
    var queue = itemsByName[view]?.children ?? []
    while let next = queue.popLast() {
      guard !found.contains(next) else { continue }
      found.append(next)
      queue += itemsByName[next]?.children ?? []
    }
    return found
  }

  // MARK: Generated constraints and guides

  /// Builds the stack's recipe for its current views and installs the difference: constraints
  /// that are gone or changed are removed, guides no longer needed are removed, new guides and
  /// constraints are added. Unchanged constraints stay installed.
  mutating func updateStack(_ name: String) throws(LayoutError) {
    guard var stack = stacks[name] else { return }
    let axis = stack.configuration.axis
    let arranged = stack.arrangedViews.compactMap { view in
      itemsByName[view].map { item in
        StackRecipe.Arranged(
          name: view, isHidden: item.isHidden, intrinsicLength: item.intrinsicSize[axis],
          hasIntrinsicBreadth: item.intrinsicSize[axis == .horizontal ? .vertical : .horizontal] != nil,
          hasBaselines: item.baselines != nil)
      }
    }
    let recipe = StackRecipe(stack: name, configuration: stack.configuration, arranged: arranged)
    let wanted = Dictionary(uniqueKeysWithValues: recipe.constraints.map { ($0.id, $0) })
    for id in stack.constraintIDs where records[id]?.origin == .stack(name) && records[id]?.constraint != wanted[id] {
      try uninstall(id)
      dropRecord(id)
    }
    for guide in stack.guides where !recipe.guides.contains(guide) { removeStackGuide(guide) }
    for guide in recipe.guides where itemsByName[guide] == nil { try addStackGuide(guide, in: name) }
    for constraint in recipe.constraints {
      if let existing = records[constraint.id] {
        guard existing.origin == .stack(name) else { throw .duplicateConstraint(constraint.id) }
        continue
      }
      try validate(constraint)
      try insertRecord(constraint, origin: .stack(name), active: true)
    }
    stack.constraintIDs = recipe.constraints.map(\.id)
    stack.guides = recipe.guides
    stacks[name] = stack
  }

  /// Adds a guide the stack generated (a gap guide or the spanner), owned by the stack.
  private mutating func addStackGuide(_ name: String, in stack: String) throws(LayoutError) {
    let variables = FrameVariables(
      left: Variable("\(name).left"), top: Variable("\(name).top"), width: Variable("\(name).width"),
      height: Variable("\(name).height"))
    try addImplicitConstraints(for: name, width: variables.width, height: variables.height)
    register(
      Item(name: name, kind: .stackGuide, parent: stack, variables: variables),
      ownVariables: [variables.left, variables.top, variables.width, variables.height])
    itemsByName[stack]?.systemGuides.append(name)
  }

  /// Removes a guide the stack no longer needs (its constraints are already gone).
  private mutating func removeStackGuide(_ name: String) {
    guard let item = itemsByName[name] else { return }
    for constraint in implicitConstraints[name] ?? [] {
      try? solver.remove(constraint)
      if let name = constraint.name { records.noteLeftSolver(name) }
    }
    implicitConstraints[name] = nil
    for variable in [item.variables.left, item.variables.top, item.variables.width, item.variables.height] {
      variableOwners[variable] = nil
    }
    if let owner = item.parent { itemsByName[owner]?.systemGuides.removeAll { $0 == name } }
    itemsByName[name] = nil
    if item.kind.isView { viewCount -= 1 }
    itemOrder.removeAll { $0.name == name }
    itemIndex = ShardedDictionary()
    for (index, item) in itemOrder.enumerated() { itemIndex[item.name] = index }
    reportedFrames[name] = nil
    pendingFrameItems.remove(name)
  }
}

/// Why a stack view cannot arrange the views it was given.
public enum StackArrangementProblem: Equatable, Sendable, CustomStringConvertible {
  /// The stack is among its own arranged views.
  case arrangesItself(stack: String)
  /// A view is listed twice.
  case arrangedTwice(view: String)
  /// A view is already arranged by another stack view.
  case arrangedInAnotherStack(view: String, stack: String)
  /// A view contains the new stack (it is the stack's parent or an ancestor of it).
  case containsStack(view: String, stack: String)
  /// A baseline alignment on a vertical stack (baselines align views side by side).
  case baselineAlignmentOnVerticalStack(stack: String)

  /// The text shown to users.
  public var description: String {
    switch self {
    case .arrangesItself(let stack): "the stack view `\(stack)` cannot arrange itself"
    case .arrangedTwice(let view): "`\(view)` is listed twice; a view has one place in a stack"
    case .arrangedInAnotherStack(let view, let stack):
      "`\(view)` is already arranged by the stack view `\(stack)`; a view can be in one stack only"
    case .containsStack(let view, let stack):
      "`\(view)` contains the stack view `\(stack)`, so it cannot be arranged inside it"
    case .baselineAlignmentOnVerticalStack(let stack):
      "the vertical stack view `\(stack)` cannot align baselines; baseline alignments are for horizontal stacks"
    }
  }
}
