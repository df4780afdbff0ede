import Layout

/// An ambiguous item as `ambiguity` and `explain` detail it: its free frame components with
/// their ranges, and either the item it moves with or why it is free and the fixes.
public struct AmbiguousItem: Equatable, Sendable {
  /// The item.
  public var item: String
  /// Its ambiguous frame components with their ranges (empty when they could not be measured).
  public var ranges: [Ambiguity]
  /// An item detailed before it that moves with it in the same other layout (its freedom is
  /// that item's), or nil.
  public var movesWith: String?
  /// Why it is free and the fixes, when it does not move with another and another layout was
  /// found (for the components it does not move with another in, when it moves with one).
  public var advice: AmbiguityAdvice?
  /// The advice for the components neither ``advice``'s layout nor ``movesWith``'s moves, each
  /// found by moving the first of them: a view free in both axes needs a constraint for each.
  public var furtherAdvice: [AmbiguityAdvice] = []

  /// Every advice given for the item, first to last.
  public var allAdvice: [AmbiguityAdvice] { (advice.map { [$0] } ?? []) + furtherAdvice }

  /// The item's ambiguous components that move with ``movesWith`` (those no advice of its own
  /// is about), in listing order.
  public var componentsMovingWith: [FrameComponent] {
    guard movesWith != nil else { return [] }
    let own = Set(allAdvice.flatMap(\.moves))
    return ranges.map(\.component).filter { !own.contains($0) }
  }
}
