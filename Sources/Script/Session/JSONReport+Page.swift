import Layout

// The states of the HTML page (docs/PAGES.md): the JSON document's fields, without expectation
// counts and animations, plus what the drawing needs — each view's kind, each constraint's
// origin and the values of the attributes it relates. A state may hold only what changed since
// the state before it (`StateChange`).

extension JSONReport {
  /// The fields of a page state whose constraints and problem lists are `constraints` and
  /// `problems`: complete without `change` (marked `"complete": true`), else only what `change`
  /// lists (docs/PAGES.md §3).
  static func pageState(
    _ snapshot: SessionSnapshot, views: [PageView], constraints: [PageConstraint], problems: PageProblems,
    change: StateChange?
  ) -> [String] {
    let direction = "  \"direction\": " + string(snapshot.direction.rawValue)
    guard let change else {
      return [
        "  \"complete\": true",
        "  \"views\": " + block(views.map { pageView($0) }, "{", "}"),
        "  \"constraints\": " + block(constraints.map { pageConstraint($0) }, "[", "]"),
      ] + problems.lists.map { "  \(string($0.name)): " + entryList($0.name, $0.entries.map(\.text)) } + [direction]
    }
    // Only what changed: a list with no entries, no key that left and its order inferred is not
    // written, nor the direction when it is the state before's.
    var fields: [String] = []
    func add(_ name: String, _ text: String, unless empty: Bool) {
      if !empty { fields.append("  \(string(name)): " + text) }
    }
    add(
      "views",
      block(change.views.changed.map { pageView($0, before: change.previousViews[$0.snapshot.name]) }, "{", "}"),
      unless: change.views.changed.isEmpty)
    add("removed_views", keyList(change.views.removed), unless: change.views.removed.isEmpty)
    add(
      "constraints", block(change.constraints.changed.map { pageConstraint($0) }, "[", "]"),
      unless: change.constraints.changed.isEmpty)
    add("removed_constraints", keyList(change.constraints.removed), unless: change.constraints.removed.isEmpty)
    if let order = change.constraints.order { add("constraint_order", keyList(order), unless: false) }
    for (list, listChange) in zip(problems.lists, change.problems) {
      add(list.name, entryList(list.name, listChange.changed.map(\.text)), unless: listChange.changed.isEmpty)
      add(list.removedField, keyList(listChange.removed), unless: listChange.removed.isEmpty)
      if let order = listChange.order, let field = list.orderField { add(field, keyList(order), unless: false) }
    }
    if change.direction != nil { fields.append(direction) }
    return fields
  }

  /// A problem list's entries: `ambiguous` (names) on one line, the others one entry a line.
  private static func entryList(_ name: String, _ texts: [String]) -> String {
    name == "ambiguous" ? "[" + texts.joined(separator: ", ") + "]" : block(texts, "[", "]")
  }

  /// Keys as a JSON array on one line.
  private static func keyList(_ keys: [String]) -> String { "[" + keys.map(string).joined(separator: ", ") + "]" }

  /// A view: `frame` (left out when it is `absolute` minus the parent's), `absolute`, `parent`,
  /// `kind` (left out for a plain view), and `safe_area`, its safe-area insets `[top, left,
  /// bottom, right]` (left out when zero). A view that was in the state before (`before`) is
  /// written as what changed: `absolute`, `parent`, `kind` and `safe_area` only when they differ
  /// (a plain view's `kind` as `"view"`, no insets as `null`); `frame` as always. A view that
  /// was there and only moved is written as its absolute frame, `"name":[x,y,width,height]`.
  private static func pageView(_ page: PageView, before: PageView? = nil) -> String {
    let view = page.snapshot
    let old = before?.snapshot
    var fields: [String] = []
    if !page.derivesFrame { fields.append("\"frame\":\(compactRect(view.frame))") }
    if old?.absolute != view.absolute { fields.append("\"absolute\":\(compactRect(view.absolute))") }
    if old == nil || old?.parent != view.parent { fields.append("\"parent\":\(view.parent.map(string) ?? "null")") }
    if old?.kind ?? .view != view.kind { fields.append("\"kind\":\(string(view.kind.rawValue))") }
    if old?.safeAreaInsets ?? .zero != view.safeAreaInsets {
      let insets = view.safeAreaInsets
      fields.append(
        "\"safe_area\":"
          + (insets == .zero ? "null" : compactList([insets.top, insets.left, insets.bottom, insets.right])))
    }
    // A view that only moved (most of a long session's) is written as its absolute frame.
    if old != nil, fields.count == 1, old?.absolute != view.absolute {
      return "\(string(view.name)):\(compactRect(view.absolute))"
    }
    return "\(string(view.name)):{" + fields.joined(separator: ",") + "}"
  }

  /// A constraint in the page's short form (docs/PAGES.md §3): `id`, `text`, `first` and (when
  /// it has one) `second` as `[item, attribute]` or `[item, attribute, value]` (both left out when
  /// the text names them and their values come from the frames: ``PageConstraint/anchorsInText``), and `priority`,
  /// `status`, `satisfied`, `violation` and `origin` only when they are not 1000, active, true, 0
  /// and user. Most constraints of a layout are required, active and hold: their entries are a
  /// third as long.
  private static func pageConstraint(_ page: PageConstraint) -> String {
    let snapshot = page.snapshot
    let head = "{\"id\":\(string(snapshot.id)),\"text\":\(string(snapshot.text))"
    var text = head
    if !page.anchorsInText {
      text += ",\"first\":\(anchor(snapshot.first, page.derivesFirst))"
      if let second = snapshot.second { text += ",\"second\":\(anchor(second, page.derivesSecond))" }
    }
    if snapshot.priority != 1000 { text += ",\"priority\":\(Display.jsonPriority(snapshot.priority))" }
    if snapshot.status != .active { text += ",\"status\":\(string(snapshot.status.rawValue))" }
    if !snapshot.satisfied { text += ",\"satisfied\":false" }
    if snapshot.violation != 0 { text += ",\"violation\":\(optionalNumber(snapshot.violation))" }
    if snapshot.origin != .user { text += ",\"origin\":\(string(snapshot.origin.pageName))" }
    // Only an id and a text (most constraints of a long session): `["id","text"]`.
    if text.utf8.count == head.utf8.count { return "[\(string(snapshot.id)),\(string(snapshot.text))]" }
    return text + "}"
  }

  /// `["card","leading",16]`, without the value when `derived`.
  private static func anchor(_ anchor: AnchorValue, _ derived: Bool) -> String {
    "[\(string(anchor.item)),\(string(anchor.attribute.rawValue))"
      + (derived ? "]" : ",\(optionalNumber(anchor.value))]")
  }

  /// An ambiguous item in the page's short form (docs/PAGES.md §3): the JSON document's entry
  /// with unbounded range ends as null (the lower one is -inf, the upper one inf), its range ends'
  /// layouts, and `extra`; an entry with nothing but the item and its ranges (most of a long
  /// session's: views not yet constrained) as the pair `["item",{ranges}]`.
  static func pageAmbiguity(_ entry: AmbiguitySnapshot, extra: String) -> String {
    func bound(_ value: Double) -> String { Display.jsonNumber(value) }  // null when unbounded
    let ranges =
      "{"
      + entry.ranges.map { "\(string($0.component)):[\(bound($0.lower)),\(bound($0.upper))]" }
      .joined(separator: ",") + "}"
    let ends = rangeEnds(entry)
    if entry.cause == nil && entry.movesWith == nil && ends.isEmpty && extra.isEmpty {
      return "[\(string(entry.item)),\(ranges)]"
    }
    var text = "{\"item\":\(string(entry.item)),\"ranges\":\(ranges)"
    if let movesWith = entry.movesWith {
      let components = movesWith.components.map(string).joined(separator: ",")
      text += ",\"moves_with\":{\"item\":\(string(movesWith.item)),\"components\":[\(components)]}"
    }
    if let cause = SnapshotText.cause(entry) { text += ",\"cause\":\(string(cause)),\"fixes\":\(fixes(entry.fixes))" }
    return text + also(entry) + ends + extra + "}"
  }

  /// An ambiguous item's range ends as the page draws them (docs/PAGES.md §3): `,"ends":[…]`,
  /// one element per finite end of its ranges in order (x's lower, x's upper, y's lower, …):
  /// the items that stand elsewhere at that end than now, as `[["name",[x,y,width,height]],…]`
  /// (`[]`: the current layout is at that end), the number of an equal element before it (where
  /// one item takes up what another gives, one layout ends several ranges), or null when it
  /// could not be measured. Left out when every end is the current layout (a view not yet
  /// constrained is at the smallest of its sizes).
  static func rangeEnds(_ entry: AmbiguitySnapshot) -> String {
    var written: [[ItemFrame]: Int] = [:]
    var ends: [String] = []
    for range in entry.ranges {
      for (value, layout) in [(range.lower, range.lowerLayout), (range.upper, range.upperLayout)] where value.isFinite {
        guard let layout else {
          ends.append("null")
          continue
        }
        if let earlier = written[layout] {
          ends.append("\(earlier)")
          continue
        }
        written[layout] = ends.count
        ends.append("[" + layout.map { "[\(string($0.item)),\(compactRect($0.frame))]" }.joined(separator: ",") + "]")
      }
    }
    guard ends.contains(where: { $0 != "[]" && $0 != "0" }) else { return "" }
    return ",\"ends\":[" + ends.joined(separator: ",") + "]"
  }

  /// A rectangle as `[x,y,width,height]`: a page writes thousands of them, without spaces.
  private static func compactRect(_ rect: Rect) -> String {
    compactList([rect.x, rect.y, rect.width, rect.height])
  }

  /// Numbers as a JSON array without spaces (`null` for one that is not finite).
  private static func compactList(_ values: [Double]) -> String {
    "[" + values.map(Display.jsonNumber).joined(separator: ",") + "]"
  }
}

extension ConstraintOrigin {
  /// The origin in the page's data: `user`, `intrinsic`, `root` (a root's size), `stack` or
  /// `autoresizing` (a translated mask).
  var pageName: String {
    switch self {
    case .user: "user"
    case .intrinsicSize: "intrinsic"
    case .rootSize: "root"
    case .stack: "stack"
    case .autoresizing: "autoresizing"
    }
  }
}
