import Cassowary

// Change tracking of frames: which items' frames moved since they were last reported, examining
// only the items whose variables the solver reports as changed (part of ``takeChanges()``).

extension LayoutEngine {
  /// The frames that moved since they were last reported (by this or ``takeChanges()``), in
  /// item order. Only items whose variables the solver reports as changed are examined, plus
  /// items whose insets changed.
  ///
  /// - Complexity: the variables the solver moved since the last call and the items they belong to.
  public mutating func takeFrameChanges() -> [FrameChange] {
    var changedVariables: [Variable] = []
    var examined: Set<String> = []
    return takeFrameChanges(changedVariables: &changedVariables, examined: &examined)
  }

  /// The items whose frames may depend on `variables`: each variable's owner and the owner's
  /// system guides (which share its variables).
  func itemsDepending(on variables: [Variable]) -> Set<String> {
    var items = Set<String>()
    for variable in variables {
      guard let owner = variableOwners[variable] else { continue }
      items.insert(owner)
      for guide in itemsByName[owner]?.systemGuides ?? [] { items.insert(guide) }
    }
    return items
  }

  /// ``takeFrameChanges()``, also listing the variables the solver reported as changed and the
  /// items whose frames (or insets) may have changed.
  mutating func takeFrameChanges(changedVariables: inout [Variable], examined: inout Set<String>) -> [FrameChange] {
    // The values move on without the constraint states (``takeChanges()`` takes both).
    records.invalidateReport()
    var candidates = pendingFrameItems
    pendingFrameItems = []
    changedVariables = Array(solver.updateVariables())
    candidates.formUnion(itemsDepending(on: changedVariables))
    examined = candidates
    var frames: [FrameChange] = []
    let ordered = candidates.compactMap { name in itemIndex[name].map { (name, $0) } }.sorted { $0.1 < $1.1 }
    for (name, _) in ordered {
      guard let item = itemsByName[name] else { continue }
      let frame = absoluteFrame(item)
      let old = reportedFrames[name]
      if old != frame {
        frames.append(FrameChange(item: ItemID(name), old: old, new: frame))
        reportedFrames[name] = frame
      }
    }
    return frames
  }
}
