import Layout

// What a state of the HTML page (docs/PAGES.md) holds beyond the JSON document's fields: each
// view's kind, each constraint's origin and the values of the attributes it relates.

extension JSONReport {
  /// `, "kind": "view"`.
  static func pageFields(of view: ViewSnapshot) -> String {
    ", \"kind\": \(string(view.kind.rawValue))"
  }

  /// `, "origin": "user", "first": {…}, "second": {…} or null`.
  static func pageFields(of constraint: ConstraintSnapshot) -> String {
    ", \"origin\": \(string(constraint.origin.pageName)), \"first\": \(anchor(constraint.first)), "
      + "\"second\": \(constraint.second.map(anchor) ?? "null")"
  }

  /// `{"item": "card", "attribute": "leading", "value": 16}`.
  private static func anchor(_ anchor: AnchorValue) -> String {
    "{\"item\": \(string(anchor.item)), \"attribute\": \(string(anchor.attribute.rawValue)), "
      + "\"value\": \(optionalNumber(anchor.value))}"
  }
}

extension ConstraintOrigin {
  /// The origin in the page's data: `user`, `intrinsic`, `root` (a root's size) or `stack`.
  var pageName: String {
    switch self {
    case .user: "user"
    case .intrinsicSize: "intrinsic"
    case .rootSize: "root"
    case .stack: "stack"
    }
  }
}
