import Cassowary
import Layout

/// A `<constraint>` as stored: `first.attribute RELATION multiplier × second.attribute + constant`
/// with its priority, exactly NSLayoutConstraint's form, plus Interface Builder's own flags.
public struct IBConstraint: Sendable {
  /// The object id (`59C-C7-dEP`).
  public var id: String
  /// The first item's id; Interface Builder omits it when it is the view holding the constraint,
  /// which reading fills in.
  public var firstItem: String
  /// The first attribute.
  public var firstAttribute: Attribute
  /// The relation (absent: equal).
  public var relation: Relation
  /// The second item's id, if any.
  public var secondItem: String?
  /// The second attribute, if any.
  public var secondAttribute: Attribute?
  /// The multiplier (absent: 1; `n:d` is n ÷ d).
  public var multiplier: Double
  /// The constant (absent: 0).
  public var constant: Double
  /// The priority (absent: 1000).
  public var priority: Double
  /// `placeholder="YES"`: Interface Builder's "Remove at build time", so it exists at design
  /// time only.
  public var isPlaceholder: Bool
  /// `symbolic="YES"`: standard spacing; the constant holds the value Interface Builder resolved.
  public var isStandardSpacing: Bool
  /// `symbolType="layoutAnchor"`: made with `constraint(equalToSystemSpacingBelow:multiplier:)`
  /// or `…After:`, whose distance is the multiplier times a system spacing that depends on the
  /// views' fonts; the stored constant is not that distance.
  public var isSystemSpacingMultiple: Bool
  /// The `identifier`, when set.
  public var identifier: String?
  /// The id of the view whose `<constraints>` holds it.
  public var holder: String
  /// Where the element starts.
  public var position: SourcePosition
}
