/// The name of an item — a view, a scroll view or a layout guide (`label`, `root.safeArea`,
/// `stack.gap1`) — as the engine's public API takes and returns it.
///
/// A name is unique in an engine. The type only says what a string means (see
/// ``LayoutIdentifier``): it stores the name and nothing else, hashes, sorts and prints as it,
/// and a literal is an item name where one is expected:
///
/// ```swift
/// try engine.addView("label", in: "root")
/// let frame = try engine.frame(of: "label")
/// ```
public struct ItemID: LayoutIdentifier {
  /// The name, as a script writes it.
  public let name: String

  /// The item named `name`.
  @inlinable
  public init(_ name: String) { self.name = name }
}
