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
  /// found.
  public var advice: AmbiguityAdvice?
}
