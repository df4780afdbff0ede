import Layout

/// A constraint of a conflict, with what it stands for: one of the file's (by its Interface
/// Builder id), or one lyt generates (autoresizing masks, intrinsic sizes, the root's size, stack
/// views, legacy guides). Its words: `StoryboardFindingText.member(_:)`.
public struct ConflictMember: Equatable, Sendable {
  /// The constraint's id in the engine (the Interface Builder id for the file's own).
  public var id: String
  /// The constraint, when the engine holds it under `id`.
  public var constraint: LayoutConstraint?
  /// What it stands for.
  public var origin: Origin

  /// A view a generated constraint belongs to: by its outline name, or by its engine name when
  /// it is not a view of the scene.
  public enum Owner: Equatable, Sendable {
    /// A view of the scene, by its outline name.
    case view(String)
    /// Anything else, by its name in the engine.
    case item(String)
  }

  /// Where an intrinsic size comes from, as the reader stated it.
  public enum IntrinsicSource: Equatable, Sendable {
    /// Assumed from the view's stored frame.
    case storedFrame
    /// Stated, with the reader's reason.
    case stated(String)
    /// Nothing is said.
    case unstated
  }

  /// What a conflict's constraint stands for.
  public enum Origin: Equatable, Sendable {
    /// One of the file's constraints.
    case file(placeholder: Bool)
    /// An implicit `width >= 0` or `height >= 0` of the engine item `item`.
    case nonNegativeSize(item: String, width: Bool)
    /// An id the engine does not hold.
    case unknown
    /// The size imposed on a root.
    case rootSize(Owner)
    /// A view's intrinsic width (horizontal) or height.
    case intrinsicSize(Owner, Axis, IntrinsicSource)
    /// Made by a stack view.
    case stack(Owner)
    /// Translated from a view's autoresizing mask.
    case autoresizing(Owner, mask: AutoresizingMask?)
    /// The controller's legacy layout guide `guide`, pinned to the safe area.
    case legacyGuide(String)
    /// Made for the scene by lyt, with nothing to add.
    case plain
  }

  /// A member.
  public init(id: String, constraint: LayoutConstraint?, origin: Origin) {
    self.id = id
    self.constraint = constraint
    self.origin = origin
  }

  /// The member `id` of `built`'s engine.
  init(_ id: String, in built: BuiltScene) {
    self.id = id
    guard let info = built.engine.constraint(ConstraintID(id)) else {
      constraint = nil
      if id.hasSuffix(".width>=0") || id.hasSuffix(".height>=0") {
        origin = .nonNegativeSize(item: String(id.prefix { $0 != "." }), width: id.hasSuffix(".width>=0"))
      } else {
        origin = .unknown
      }
      return
    }
    constraint = info.constraint
    if let file = built.constraints[id] {
      origin = .file(placeholder: file.isPlaceholder)
      return
    }
    let item = info.constraint.first.item
    let owner = Self.owner(item, in: built)
    switch info.origin {
    case .rootSize: origin = .rootSize(owner)
    case .intrinsicSize(let axis):
      let source =
        built.viewID(named: item).flatMap { built.view($0) }.map { view -> IntrinsicSource in
          switch view.intrinsicSize {
          case .assumedFromFrame: .storedFrame
          case .stated(_, let reason): .stated(reason)
          case .none: .unstated
          }
        } ?? .unstated
      origin = .intrinsicSize(owner, axis, source)
    case .stack(let stack): origin = .stack(Self.owner(stack, in: built))
    case .autoresizing:
      origin = .autoresizing(owner, mask: built.engine.item(named: ItemID(item))?.autoresizingMask)
    case .user: origin = built.legacyGuideNames.values.contains(item) ? .legacyGuide(item) : .plain
    }
  }

  private static func owner(_ name: String, in built: BuiltScene) -> Owner {
    built.viewID(named: name).flatMap { built.view($0) }.map { .view($0.displayName) } ?? .item(name)
  }
}
