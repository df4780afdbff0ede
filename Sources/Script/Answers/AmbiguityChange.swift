import Layout

/// What a command changed in the layout's ambiguity: the frame components of items that existed
/// before that it left free, and those it decided. ``AmbiguityChangeText`` writes it as the
/// change report's last lines.
public struct AmbiguityChange: Equatable, Sendable {
  /// The components ambiguous now that were not before, in the order the scan found them.
  public var appeared: [ItemComponent]
  /// The components ambiguous before that are not now (of items that still exist).
  public var settled: [ItemComponent]

  /// Whether the command changed no item's ambiguity.
  public var isEmpty: Bool { appeared.isEmpty && settled.isEmpty }
}
