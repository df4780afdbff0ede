/// One side of a constraint: an item (view or layout guide, by name) and one of its attributes.
public struct Anchor: Hashable, Sendable, CustomStringConvertible {
  /// The name of the view or layout guide (`label`, `root.safeArea`).
  public var item: String
  /// The attribute.
  public var attribute: Attribute

  /// Creates an anchor.
  public init(_ item: String, _ attribute: Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// The text shown to users.
  public var description: String { "\(item).\(attribute)" }
}
