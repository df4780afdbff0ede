import Layout

/// A constraint as `NSLayoutConstraint.description` prints it, with lyt's names in place of
/// addresses: `<NSLayoutConstraint 'c1' UILabel:title.top == UIView:view.top + 8   (active)>`.
///
/// The class is the one the code created the view with (`UILabel()`), else `UIView`; guides
/// are `UILayoutGuide`. The id stands where Apple prints a constraint's identifier.
struct AppleDescription {
  /// The description.
  let text: String

  init(_ constraint: LayoutConstraint, active: Bool, session: Session) {
    func item(_ anchor: Anchor) -> String {
      let kind = session.engine.item(named: anchor.item)?.kind
      let className =
        kind?.isView == false ? "UILayoutGuide" : session.state.codeClasses[anchor.item] ?? "UIView"
      return "\(className):\(anchor.item).\(anchor.attribute)"
    }
    var body = "\(item(constraint.first)) \(constraint.relation.rawValue) "
    if let second = constraint.effectiveSecond {
      body += constraint.multiplier == 1 ? item(second) : "\(NumberText.format(constraint.multiplier))*\(item(second))"
      if constraint.constant != 0 {
        body += (constraint.constant < 0 ? " - " : " + ") + NumberText.format(abs(constraint.constant))
      }
    } else {
      body += NumberText.format(constraint.constant)
    }
    if !constraint.priority.isRequired { body += " @\(NumberText.format(constraint.priority.value))" }
    text = "<NSLayoutConstraint '\(constraint.id)' \(body)   (\(active ? "active" : "inactive"))>"
  }
}
