import Cassowary
import Layout

/// How Swift and Objective-C spell the parts of a constraint: items, anchors, attributes,
/// relations and numbers.
struct AnchorSpelling {
  /// The model, for the names of items.
  let model: ExportModel
  /// Objective-C rather than Swift.
  let objectiveC: Bool

  /// A number, as lyt writes numbers: the shortest text that reads back as the same value.
  static func number(_ value: Double) -> String { NumberText.text(value, .exact) }

  /// A view in code: `view` / `self.view` for the root a view controller owns, else its name.
  func view(_ name: String) -> String {
    let code = model.codeName(of: name)
    return objectiveC && code == "view" ? "self.view" : code
  }

  /// An item in code: a view, or a view's built-in guide (`view.safeAreaLayoutGuide`).
  func item(_ name: String) -> String {
    let (view, guide) = model.codeItem(name)
    return self.view(view) + (guide.map { "." + Self.guideProperty($0) } ?? "")
  }

  /// `safeAreaLayoutGuide`, `contentLayoutGuide`, `frameLayoutGuide`.
  static func guideProperty(_ guide: CodeGuide) -> String {
    switch guide {
    case .safeArea: "safeAreaLayoutGuide"
    case .contentGuide: "contentLayoutGuide"
    case .frameGuide: "frameLayoutGuide"
    }
  }

  /// An anchor: `title.topAnchor`, `view.layoutMarginsGuide.leadingAnchor` for a margin.
  func anchor(_ anchor: Anchor) -> String {
    let base = item(anchor.item)
    guard let plain = anchor.attribute.marginEdge else {
      return base + "." + anchor.attribute.rawValue + "Anchor"
    }
    return base + ".layoutMarginsGuide." + plain.rawValue + "Anchor"
  }

  /// An attribute in `NSLayoutConstraint(item:…)`: `.top`, `NSLayoutAttributeTop`.
  func attribute(_ attribute: Attribute) -> String {
    objectiveC ? "NSLayoutAttribute" + Self.capitalized(attribute.rawValue) : "." + attribute.rawValue
  }

  /// A relation in `NSLayoutConstraint(item:…)`: `.equal`, `NSLayoutRelationEqual`.
  func relation(_ relation: Relation) -> String {
    let name =
      switch relation {
      case .equal: "equal"
      case .lessThanOrEqual: "lessThanOrEqual"
      case .greaterThanOrEqual: "greaterThanOrEqual"
      }
    return objectiveC ? "NSLayoutRelation" + Self.capitalized(name) : "." + name
  }

  /// The relation's word in anchor methods: `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`.
  static func relationWord(_ relation: Relation) -> String {
    switch relation {
    case .equal: "equalTo"
    case .lessThanOrEqual: "lessThanOrEqualTo"
    case .greaterThanOrEqual: "greaterThanOrEqualTo"
    }
  }

  /// `word` with its first letter upper-cased.
  static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }
}
