/// What one ``LayoutEngine/takeChanges()`` found could differ from the state before it: enough
/// for a reader that keeps a copy of that state (a page's recording) to update only what the
/// command touched. Valid only for a copy of the state whose ``LayoutEngine/changeMark`` is
/// ``base``.
package struct ChangeFootprint: Equatable, Sendable {
  /// The ``LayoutEngine/changeMark`` of the state the changes were taken against.
  package var base: UInt64
  /// The ``LayoutEngine/changeMark`` of the state after them.
  package var result: UInt64
  /// The constraints whose status, text, violation or attribute values may differ from the base
  /// state: every one written (removed ones included), every installed one that mentions a
  /// variable that moved, and every one that names an item whose frame or insets may have
  /// changed.
  package var constraints: Set<String>
  /// The items (views and guides) whose frame in root coordinates moved.
  package var movedItems: Set<String>
}

extension LayoutEngine {
  /// Notes what the changes just taken covered, and gives the state a new mark.
  mutating func noteFootprint(candidates: [String], frames: [FrameChange], examined: Set<String>) {
    var constraints = Set(candidates)
    let moved = Set(frames.map(\.item.name))
    for item in examined.union(moved) { constraints.formUnion(records.ids(namingItem: item)) }
    let base = changeMark
    changeMark = UInt64.random(in: .min ... .max)
    lastFootprint = ChangeFootprint(base: base, result: changeMark, constraints: constraints, movedItems: moved)
  }
}

extension LayoutEngine {
  /// The footprint that covers every difference between this state and `other`, when one of
  /// the two was made from the other by a single reported change (undo and redo step between
  /// such states); nil otherwise. The difference is the same in either direction.
  package func footprint(between other: LayoutEngine) -> ChangeFootprint? {
    if let own = lastFootprint, own.base == other.changeMark, own.result == changeMark { return own }
    if let theirs = other.lastFootprint, theirs.base == changeMark, theirs.result == other.changeMark { return theirs }
    return nil
  }
}

extension LayoutEngine {
  /// Gives the state the last ``takeChanges()`` reported the mark `mark` instead of its random
  /// one. A session names each state after the state before it and the command that made it, so
  /// a state rebuilt by running the same commands again from a kept state (undo, a failed
  /// command) carries the marks the first run gave, and the footprints between them still apply.
  package mutating func nameReportedState(_ mark: UInt64) {
    if lastFootprint?.result == changeMark { lastFootprint?.result = mark }
    changeMark = mark
  }
}
