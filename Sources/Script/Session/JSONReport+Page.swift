import Layout

// The states of the HTML page (docs/PAGES.md): the JSON document's fields, without expectation
// counts and animations, plus what the drawing needs — each view's kind, each constraint's
// origin and the values of the attributes it relates. A state may hold only what changed since
// the state before it (`StateChange`).

extension JSONReport {
  /// The fields of a page state: complete without `change`, else `"delta": true` and only what
  /// `change` lists (docs/PAGES.md §3).
  static func pageState(_ snapshot: SessionSnapshot, change: StateChange?) -> [String] {
    let direction = "  \"direction\": " + string(snapshot.direction.rawValue)
    guard let change else {
      return [
        "  \"views\": " + block(snapshot.views.map { pageView($0) }, "{", "}"),
        "  \"constraints\": " + block(snapshot.constraints.map { pageConstraint($0) }, "[", "]"),
      ] + problemFields(of: snapshot) + [direction]
    }
    var fields = [
      "  \"delta\": true",
      "  \"views\": " + block(change.views.map { pageView($0) }, "{", "}"),
      "  \"removed_views\": [" + change.removedViews.map(string).joined(separator: ", ") + "]",
      "  \"constraints\": " + block(change.constraints.map { pageConstraint($0) }, "[", "]"),
      "  \"removed_constraints\": [" + change.removedConstraints.map(string).joined(separator: ", ") + "]",
    ]
    if let order = change.order {
      fields.append("  \"constraint_order\": [" + order.map(string).joined(separator: ", ") + "]")
    }
    return fields + problemFields(of: snapshot) + [direction]
  }

  /// A view with its `kind`.
  private static func pageView(_ snapshot: ViewSnapshot) -> String {
    view(snapshot, extra: ", \"kind\": \(string(snapshot.kind.rawValue))")
  }

  /// A constraint with its `origin`, `first` and `second`.
  private static func pageConstraint(_ snapshot: ConstraintSnapshot) -> String {
    constraint(
      snapshot,
      extra: ", \"origin\": \(string(snapshot.origin.pageName)), \"first\": \(anchor(snapshot.first)), "
        + "\"second\": \(snapshot.second.map(anchor) ?? "null")")
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
