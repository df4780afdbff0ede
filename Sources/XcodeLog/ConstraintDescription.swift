import Cassowary

/// One side of a constraint: an object's attribute.
public struct LogAnchor: Hashable, Sendable {
  /// The object.
  public var object: LogObjectReference
  /// The attribute.
  public var attribute: LogAttribute

  /// Creates an anchor.
  public init(_ object: LogObjectReference, _ attribute: LogAttribute) {
    self.object = object
    self.attribute = attribute
  }
}

/// Which part of UIKit or AppKit made a logged constraint, as far as its class and identifier
/// tell. Not ``Layout/ConstraintOrigin``, which says which constraints lyt's engine generated
/// (root sizes, intrinsic sizes, stacks, masks): the log's frameworks make kinds the engine never
/// does (encapsulated sizes, guide pins, prototyping), and an imported log's constraints are
/// all written ones to the engine, owned as `LogOwnership` decides.
public enum LogConstraintOrigin: Hashable, Sendable {
  /// Written by the app (or by Interface Builder).
  case app
  /// `NSAutoresizingMaskLayoutConstraint`: translated from an autoresizing mask, with the `h=` and
  /// `v=` masks.
  case autoresizingMask(horizontal: String, vertical: String)
  /// The size a table, collection or container imposes (`UIView-Encapsulated-Layout-*`).
  case encapsulatedLayout
  /// A temporary size UIKit sets while it measures (`_UITemporaryLayoutWidth/Height`).
  case temporaryLayout
  /// Made by a UIStackView (`UISV-*`), with the identifier.
  case stackView(String)
  /// A layout-margins or safe-area guide pin (`UIView-…Margin-guide-constraint`,
  /// `UIViewSafeAreaLayoutGuide-*`).
  case guidePin
  /// A top/bottom layout guide constraint (`_UILayoutSupportConstraint`).
  case layoutSupport
  /// Added by Interface Builder because the scene lacked constraints (`NSIBPrototypingLayoutConstraint`).
  case prototyping
  /// An intrinsic content size (`NSContentSizeLayoutConstraint`).
  case contentSize
}

/// One constraint description of a log, read: `<CLASS:0xADDR 'ID' BODY priority:P (active, names: …)>`.
public struct ConstraintDescription: Hashable, Sendable {
  /// The description exactly as the log prints it (paste artefacts removed).
  public var text: String
  /// The constraint's class (`NSLayoutConstraint`, `SnapKit.LayoutConstraint`, …).
  public var className: String
  /// The constraint's address without `0x`, or nil (Masonry keys, SnapKit without one).
  public var address: String?
  /// The identifier in single quotes, if any.
  public var identifier: String?
  /// The first anchor.
  public var first: LogAnchor
  /// The relation.
  public var relation: Relation
  /// The multiplier of the second anchor (1 when printed without one).
  public var multiplier: Double
  /// The second anchor, nil for a constant-only constraint.
  public var second: LogAnchor?
  /// The constant.
  public var constant: Double
  /// The priority, 1000 when not printed.
  public var priority: Double
  /// What the class and identifier say about who made it.
  public var origin: LogConstraintOrigin
  /// The superview the body calls `|`, when the legend names it.
  public var superview: LogObjectReference?
  /// Where the app made the constraint, when the description says (SnapKit's `File.swift#12`):
  /// the line a fix changes.
  public var source: String?

  /// Whether the constraint is required.
  public var isRequired: Bool { priority >= 1000 }

  /// Creates a description.
  public init(
    text: String, className: String, address: String?, identifier: String?, first: LogAnchor,
    relation: Relation, multiplier: Double, second: LogAnchor?, constant: Double, priority: Double,
    origin: LogConstraintOrigin, superview: LogObjectReference?
  ) {
    self.text = text
    self.className = className
    self.address = address
    self.identifier = identifier
    self.first = first
    self.relation = relation
    self.multiplier = multiplier
    self.second = second
    self.constant = constant
    self.priority = priority
    self.origin = origin
    self.superview = superview
  }
}
