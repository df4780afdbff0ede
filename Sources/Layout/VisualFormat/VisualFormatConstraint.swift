/// One constraint a VFL line (or `distribute`) produces, with a label derived from the line and
/// the part of the line it comes from.
public struct VisualFormatConstraint: Hashable, Sendable {
  /// The constraint (its id is empty: the caller names it).
  public var constraint: LayoutConstraint
  /// A descriptive label: `H.root-a`, `H.a-b`, `H.a.width`, `V.a-b.leading`.
  public var label: String
  /// The characters of the format string the constraint comes from.
  public var range: Range<Int>

  /// A constraint from its parts.
  public init(_ constraint: LayoutConstraint, label: String, range: Range<Int>) {
    self.constraint = constraint
    self.label = label
    self.range = range
  }
}
