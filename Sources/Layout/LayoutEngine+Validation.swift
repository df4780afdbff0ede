// Apple's rules for a constraint (docs/AUTO-LAYOUT.md §1.8, §2.4), checked before anything changes.
import Cassowary

extension LayoutEngine {
  /// Checks a new constraint: its id, its items, and Apple's creation rules, in Apple's order
  /// (finite numbers, location to a constant, attribute pairing, priority range).
  func validate(_ constraint: LayoutConstraint) throws(LayoutError) {
    guard !constraint.id.isEmpty else { throw .emptyConstraintID }
    guard records[constraint.id] == nil else { throw .duplicateConstraint(constraint.id) }
    let firstItem = try lookup(constraint.first.item)
    let secondItem = try constraint.second.map { (anchor) throws(LayoutError) in try lookup(anchor.item) }
    guard constraint.multiplier.isFinite else { throw .nonFiniteMultiplier(constraint.multiplier) }
    guard constraint.constant.isFinite else {
      throw .nonFiniteConstant(constraint.constant, first: constraint.first, second: constraint.second)
    }
    let first = constraint.first.attribute
    if let second = constraint.effectiveSecond {
      let other = second.attribute
      if first.isDimension != other.isDimension { throw .invalidPairing(constraint) }
      if !first.isDimension && first.axis != other.axis { throw .invalidPairing(constraint) }
      if (first.isDirectional && other.isAbsoluteHorizontalEdge)
        || (first.isAbsoluteHorizontalEdge && other.isDirectional)
      {
        throw .mixedDirectionalAttributes(constraint)
      }
    } else if !first.isDimension {
      throw .locationEqualToConstant(constraint)
    }
    try checkPriority(constraint.priority)
    try checkAvailable(constraint.first, on: firstItem)
    if let second = constraint.second, let secondItem { try checkAvailable(second, on: secondItem) }
  }

  /// Checks that a priority is in (0, 1000].
  func checkPriority(_ priority: Priority) throws(LayoutError) {
    guard priority.value > 0 && priority.value <= 1000 else { throw .invalidPriority(priority.value) }
  }

  /// Checks that a constraint can be activated: its items share a view hierarchy.
  func checkCommonAncestor(_ constraint: LayoutConstraint) throws(LayoutError) {
    guard let second = constraint.effectiveSecond else { return }
    let firstItem = try lookup(constraint.first.item)
    let secondItem = try lookup(second.item)
    guard commonAncestor(firstItem, secondItem) != nil else {
      throw .noCommonAncestor(first: constraint.first, second: second)
    }
  }
}
