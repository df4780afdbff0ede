import Layout

/// What `NSLayoutConstraint.description` needs to print a constraint pasted code made, with
/// lyt's names in place of addresses (``AppleDescriptionText`` writes
/// `<NSLayoutConstraint 'c1' UILabel:title.top == UIView:view.top + 8   (active)>`, or SnapKit's
/// or Masonry's own form for a constraint the library made).
package struct AppleDescription: Equatable, Sendable {
  /// The constraint.
  package var constraint: LayoutConstraint
  /// Whether it is active.
  package var active: Bool
  /// The class of each item the constraint names: the one the code created the view with
  /// (`UILabel()`), else `UIView`; `UILayoutGuide` for a guide.
  package var classNames: [String: String]
  /// The library that made it and where, when SnapKit or Masonry did (nil for Apple's API and
  /// PureLayout, whose constraints print as Apple's).
  package var library: LibraryConstraint?
}

extension AppleDescription {
  /// The description of `constraint` as `session` holds it.
  init(_ constraint: LayoutConstraint, active: Bool, session: Session) {
    self.constraint = constraint
    self.active = active
    var classNames: [String: String] = [:]
    for anchor in [constraint.first, constraint.second, constraint.effectiveSecond].compactMap({ $0 }) {
      let kind = session.engine.item(named: ItemID(anchor.item))?.kind
      classNames[anchor.item] =
        kind?.isView == false ? "UILayoutGuide" : session.state.codeClasses[anchor.item] ?? "UIView"
    }
    self.classNames = classNames
    let made = session.state.libraryConstraints[constraint.id]
    library = made.flatMap { $0.library == .snapKit || $0.library == .masonry ? $0 : nil }
  }
}
