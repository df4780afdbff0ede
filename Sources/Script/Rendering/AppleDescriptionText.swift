import Cassowary
import Layout

/// A constraint as `NSLayoutConstraint.description` prints it (``AppleDescription``), with
/// lyt's names in place of addresses: `<NSLayoutConstraint 'c1' UILabel:title.top ==
/// UIView:view.top + 8   (active)>`; SnapKit's and Masonry's constraints in the library's form.
/// The id stands where Apple prints a constraint's identifier.
enum AppleDescriptionText {
  /// The description.
  static func text(_ description: AppleDescription) -> String {
    let constraint = description.constraint
    let item = { (anchor: Anchor) in
      "\(description.classNames[anchor.item] ?? "UIView"):\(anchor.item).\(anchor.attribute)"
    }
    switch description.library {
    case .some(let made) where made.library == .snapKit:
      return snapKit(constraint, made, item: item)
    case .some(let made) where made.library == .masonry:
      return masonry(constraint, item: item)
    default:
      var body = "\(item(constraint.first)) \(constraint.relation.rawValue) "
      if let second = constraint.effectiveSecond {
        body +=
          constraint.multiplier == 1 ? item(second) : "\(NumberText.format(constraint.multiplier))*\(item(second))"
        if constraint.constant != 0 {
          body += (constraint.constant < 0 ? " - " : " + ") + NumberText.format(abs(constraint.constant))
        }
      } else {
        body += NumberText.format(constraint.constant)
      }
      if !constraint.priority.isRequired { body += " @\(NumberText.format(constraint.priority.value))" }
      return "<NSLayoutConstraint '\(constraint.id)' \(body)   (\(description.active ? "active" : "inactive"))>"
    }
  }
  /// SnapKit's own description: `<SnapKit.LayoutConstraint:c1@File.swift#12 UIView:a.top == UIView:b.top + 8.0>`,
  /// numbers as Swift prints a `CGFloat`, the priority as `UILayoutPriority` prints itself.
  private static func snapKit(_ constraint: LayoutConstraint, _ made: LibraryConstraint, item: (Anchor) -> String)
    -> String
  {
    let file = made.file.split(separator: "/").last.map(String.init) ?? made.file
    return libraryForm(
      constraint, "SnapKit.LayoutConstraint:\(constraint.id)@\(file)#\(made.line)", item: item,
      number: { "\($0)" }, priority: { "UILayoutPriority(rawValue: \($0.value))" })
  }

  /// Masonry's own description: `<MASLayoutConstraint:c1 UILabel:a.left == UIView:b.left + 10>`,
  /// numbers as `%g` prints them, its names for the common priorities.
  private static func masonry(_ constraint: LayoutConstraint, item: (Anchor) -> String) -> String {
    let names: [Double: String] = [750: "high", 250: "low", 500: "medium", 50: "fitting size"]
    return libraryForm(
      constraint, "MASLayoutConstraint:\(constraint.id)", item: item, number: NumberText.format,
      priority: { names[$0.value] ?? NumberText.format($0.value) })
  }

  /// The form SnapKit and Masonry share: `<HEAD first REL second * m + c ^priority>`, a constant
  /// alone after the relation when there is no second item.
  private static func libraryForm(
    _ constraint: LayoutConstraint, _ head: String, item: (Anchor) -> String, number: (Double) -> String,
    priority: (Priority) -> String
  ) -> String {
    var text = "<\(head) \(item(constraint.first)) \(constraint.relation.rawValue)"
    if let second = constraint.second { text += " \(item(second))" }
    if constraint.multiplier != 1 { text += " * \(number(constraint.multiplier))" }
    if constraint.second == nil {
      text += " \(number(constraint.constant))"
    } else if constraint.constant != 0 {
      text += (constraint.constant < 0 ? " - " : " + ") + number(abs(constraint.constant))
    }
    if !constraint.priority.isRequired { text += " ^" + priority(constraint.priority) }
    return text + ">"
  }
}
