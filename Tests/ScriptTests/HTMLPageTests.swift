import Foundation
import Layout
import Testing

@testable import CommandLanguage
@testable import Script

// The page `lyt run --format html` and `save --html` write: its embedded data parsed back out,
// with exact values, and the escaping that keeps it inside its `<script>` element.

private let opening = "<script type=\"application/json\" id=\"lyt-data\">\n"

/// The data embedded in a page, parsed, with its steps spelled out as `{"command", "output",
/// "failed", "state", "animation"}` (docs/PAGES.md §3: a step is `[COMMAND, OUTPUT, EXTRA]`, the
/// third element only for a failed command, a state other than the one after the step before's,
/// or an animation).
func embeddedData(_ page: String) throws -> [String: Any] {
  let start = try #require(page.range(of: opening))
  let end = try #require(page.range(of: "\n</script>", range: start.upperBound..<page.endIndex))
  let json = String(page[start.upperBound..<end.lowerBound])
  var data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  var previousState = -1
  // An output line `[NAME, NEW]` is `NAME: (OLD) → (NEW)`, OLD the frame the last line about NAME
  // printed (`NAME: new (…)` or a move).
  var printed: [String: String] = [:]
  func line(_ short: Any) -> String {
    if let pair = short as? [String], pair.count == 2 {
      defer { printed[pair[0]] = pair[1] }
      return "\(pair[0]): (\(printed[pair[0]] ?? "?")) \u{2192} (\(pair[1]))"
    }
    let text = short as? String ?? ""
    if let match = text.wholeMatch(of: /([^\s:]+): new \(([^)]*)\)/) {
      printed[String(match.1)] = String(match.2)
    } else if let match = text.wholeMatch(of: /([^\s:]+): \(([^)]*)\) \u{2192} \(([^)]*)\)/) {
      printed[String(match.1)] = String(match.3)
    }
    return text
  }
  let steps = try #require(data["steps"] as? [[Any]])
  data["steps"] = steps.map { short -> [String: Any] in
    let extra = short.count > 2 ? short[2] as? [String: Any] ?? [:] : [:]
    var step: [String: Any] = [
      "command": short[0], "output": (short[1] as? [Any] ?? []).map(line), "failed": extra["failed"] as? Bool ?? false,
      "state": extra["state"] as? Int ?? previousState + 1,
    ]
    if let animation = extra["animation"] { step["animation"] = animation }
    previousState = step["state"] as? Int ?? 0
    return step
  }
  return data
}

private let script = brokenThenRestored

/// A list after a change: the old entries without those that left, each replaced by its
/// changed entry, then the new ones, reordered by `order` when given (docs/PAGES.md §3).
private func applied(
  _ old: [Any], changed: [Any], removed: [String], order: [String]?, key: (Any) -> String
) -> [Any] {
  let byKey = Dictionary(changed.map { (key($0), $0) }, uniquingKeysWith: { $1 })
  let oldKeys = Set(old.map(key))
  var list = old.filter { !removed.contains(key($0)) }.map { byKey[key($0)] ?? $0 }
  list += changed.filter { !oldKeys.contains(key($0)) }
  guard let order else { return list }
  let all = Dictionary(list.map { (key($0), $0) }, uniquingKeysWith: { $1 })
  return order.compactMap { all[$0] }
}

/// The keyed lists of a state: field, removed field, order field and the key of an entry.
private let keyedLists: [(field: String, removed: String, order: String, key: String?)] = [
  ("constraints", "removed_constraints", "constraint_order", "id"),
  ("conflicts", "removed_conflicts", "-", "broken"),
  ("violations", "removed_violations", "-", "id"),
  ("ambiguity", "removed_ambiguity", "ambiguity_order", "item"),
  ("ambiguous", "removed_ambiguous", "ambiguous_order", nil),
]

/// A constraint entry spelled out: its short form's defaults filled in and its attributes as
/// `{"item", "attribute", "value"}` (docs/PAGES.md §3).
private func expanded(constraint: [String: Any]) -> [String: Any] {
  func anchor(_ short: Any?) -> Any {
    guard let short = short as? [Any], short.count >= 2 else { return NSNull() }
    var anchor: [String: Any] = ["item": short[0], "attribute": short[1]]
    if short.count > 2 { anchor["value"] = short[2] }
    return anchor
  }
  var entry = constraint
  // Attributes left out are the ones the text names: the first word, and the third when it
  // starts with a letter (the fifth after `*`), split at the last dot.
  if constraint["first"] == nil, let text = constraint["text"] as? String {
    let words = text.components(separatedBy: " ")
    func named(_ word: String) -> [String]? {
      guard let dot = word.lastIndex(of: "."), dot != word.startIndex, dot != word.index(before: word.endIndex)
      else { return nil }
      return [String(word[..<dot]), String(word[word.index(after: dot)...])]
    }
    entry["first"] = named(words[0])
    if words.count > 4 && words[3] == "*" {
      entry["second"] = named(words[4])
    } else if words.count > 2, words[2].first?.isLetter == true || words[2].first == "_" {
      entry["second"] = named(words[2])
    }
  }
  entry["first"] = anchor(entry["first"])
  entry["second"] = anchor(entry["second"])
  let defaults: [String: Any] = [
    "priority": 1000, "status": "active", "satisfied": true, "violation": 0, "origin": "user",
  ]
  for (key, value) in defaults where entry[key] == nil { entry[key] = value }
  return entry
}

/// A state with its constraints and views spelled out.
private func expanded(state: [String: Any]) -> [String: Any] {
  var state = state
  // A constraint with only an id and a text is `[id, text]`.
  if let constraints = state["constraints"] as? [Any] {
    state["constraints"] = constraints.map { entry -> [String: Any] in
      if let pair = entry as? [String], pair.count == 2 {
        return expanded(constraint: ["id": pair[0], "text": pair[1]])
      }
      return expanded(constraint: entry as? [String: Any] ?? [:])
    }
  }
  // An ambiguous item with only its ranges is `[item, ranges]`; an unbounded end is null.
  if let ambiguity = state["ambiguity"] as? [Any] {
    state["ambiguity"] = ambiguity.map { short -> [String: Any] in
      var entry = short as? [String: Any] ?? [:]
      if let pair = short as? [Any], pair.count == 2 { entry = ["item": pair[0], "ranges": pair[1]] }
      let ranges = entry["ranges"] as? [String: [Any]] ?? [:]
      entry["ranges"] = ranges.mapValues { range in
        [range.first is NSNull ? "-inf" : range.first ?? "-inf", range.last is NSNull ? "inf" : range.last ?? "inf"]
      }
      return entry
    }
  }
  // A view that was there and only moved is its absolute frame.
  if state["complete"] as? Bool != true, let views = state["views"] as? [String: Any] {
    state["views"] = views.mapValues { view in (view as? [Double]).map { ["absolute": $0] } ?? view }
  }
  // (A changed view in a delta lists only what changed: its kind is filled in as it is merged.)
  if state["complete"] as? Bool == true, let views = state["views"] as? [String: [String: Any]] {
    state["views"] = views.mapValues { view in
      view["kind"] == nil ? view.merging(["kind": "view"]) { old, _ in old } : view
    }
  }
  return state
}

/// A complete state whose views all have a `frame`: one left out is the view's absolute frame
/// minus its parent's (docs/PAGES.md §3).
private func withFrames(_ state: [String: Any]) -> [String: Any] {
  guard let views = state["views"] as? [String: [String: Any]] else { return state }
  var state = state
  state["views"] = views.mapValues { view -> [String: Any] in
    guard view["frame"] == nil, let absolute = view["absolute"] as? [Double], let parent = view["parent"] as? String,
      let origin = views[parent]?["absolute"] as? [Double]
    else { return view }
    return view.merging(["frame": [absolute[0] - origin[0], absolute[1] - origin[1], absolute[2], absolute[3]]]) { $1 }
  }
  return state
}

/// Every state complete: a delta state applied to the one before it, as docs/PAGES.md §3 says a
/// reader does (a second reader, independent of the page's script).
private func completeStates(_ data: [String: Any]) throws -> [[String: Any]] {
  var states: [[String: Any]] = []
  for state in try #require(data["states"] as? [[String: Any]]).map({ expanded(state: $0) }) {
    guard state["complete"] as? Bool != true, let base = states.last else {
      states.append(state)
      continue
    }
    // A change leaves out empty lists and an unchanged direction.
    let removedViews = Set(state["removed_views"] as? [String] ?? [])
    var views = try #require(base["views"] as? [String: Any]).filter { !removedViews.contains($0.key) }
    // A view that was there lists what changed (a plain view's kind as "view", no insets as
    // null); its frame, left out, is derived.
    for (name, view) in state["views"] as? [String: [String: Any]] ?? [:] {
      guard var merged = views[name] as? [String: Any] else {
        views[name] = view.merging(["kind": "view"]) { old, _ in old }
        continue
      }
      merged["frame"] = nil
      for (key, value) in view { merged[key] = value }
      if merged["safe_area"] is NSNull { merged["safe_area"] = nil }
      views[name] = merged
    }
    var complete = state
    complete["views"] = views
    complete["direction"] = state["direction"] ?? base["direction"]
    for list in keyedLists {
      let key: (Any) -> String = { entry in
        list.key.map { (entry as? [String: Any])?[$0] as? String ?? "" } ?? (entry as? String ?? "")
      }
      complete[list.field] = applied(
        base[list.field] as? [Any] ?? [], changed: state[list.field] as? [Any] ?? [],
        removed: state[list.removed] as? [String] ?? [], order: state[list.order] as? [String], key: key)
    }
    // Conflicts and violations come in the order of their constraints.
    let position = Dictionary(
      (complete["constraints"] as? [[String: Any]] ?? []).enumerated().map { ($1["id"] as? String ?? "", $0) },
      uniquingKeysWith: { first, _ in first })
    for (field, key) in [("conflicts", "broken"), ("violations", "id")] {
      complete[field] = (complete[field] as? [[String: Any]])?.sorted {
        position[$0[key] as? String ?? ""] ?? 0 < position[$1[key] as? String ?? ""] ?? 0
      }
    }
    states.append(complete)
  }
  // A page may leave out the ambiguous components: they are the ambiguity entries' components.
  if data["ambiguous_derived"] as? Bool == true {
    states = states.map { state in
      var state = state
      state["ambiguous"] = (state["ambiguity"] as? [[String: Any]] ?? []).flatMap { entry in
        ((entry["ranges"] as? [String: Any]) ?? [:]).keys.sorted {
          (["x", "y", "width", "height"].firstIndex(of: $0) ?? 4)
            < (["x", "y", "width", "height"].firstIndex(of: $1) ?? 4)
        }.map { "\(entry["item"] as? String ?? "").\($0)" }
      }
      return state
    }
  }
  return states.map(withFrames)
}

/// An attribute's value in a page state: given, or read off its item's frame (docs/PAGES.md §3).
private func value(of anchor: [String: Any], in state: [String: Any]) -> Double? {
  if anchor.keys.contains("value") { return anchor["value"] as? Double }
  let views = state["views"] as? [String: [String: Any]]
  guard let item = anchor["item"] as? String, let frame = views?[item]?["absolute"] as? [Double],
    let name = anchor["attribute"] as? String, let attribute = Attribute(rawValue: name)
  else { return nil }
  let direction = LayoutDirection(rawValue: state["direction"] as? String ?? "") ?? .leftToRight
  return PageConstraint.derivedValue(
    attribute, of: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]), direction: direction)
}

@Test func thePageEmbedsEveryStepAndState() throws {
  let recording = Session.record(script, file: "t.lyt", files: InMemoryFiles())
  let data = try embeddedData(HTMLPage.render(recording, title: "t.lyt"))
  #expect(data["format"] as? Int == 3)
  #expect(data["title"] as? String == "t.lyt")
  let steps = try #require(data["steps"] as? [[String: Any]])
  #expect(steps.map { $0["command"] as? String } == script.split(separator: "\n").map(String.init))
  #expect(steps.map { $0["state"] as? Int } == [0, 1, 2, 3, 4, 4, 5, 5, 6])
  #expect(steps.map { $0["failed"] as? Bool } == [false, false, false, false, false, false, false, true, false])
  #expect(steps[4]["output"] as? [String] == recording.steps[4].output)
  // Only what changed: the broken constraint adds itself and moves nothing; deactivating c2
  // moves the box and changes c2 and fixedWidth.
  let raw = try #require(data["states"] as? [[String: Any]])
  #expect(raw.map { $0["complete"] as? Bool } == [true, nil, nil, nil, nil, nil, nil])
  #expect(raw[4]["views"] == nil, "no view moved")
  #expect(constraintIDs(raw[4]) == ["fixedWidth"])
  #expect((raw[5]["views"] as? [String: Any])?.keys.sorted() == ["box"])
  #expect(constraintIDs(raw[5]) == ["c2", "fixedWidth"])
  let states = try completeStates(data)
  #expect(states.count == 7)
  let views = try #require(states[4]["views"] as? [String: [String: Any]])
  #expect(views["box"]?["absolute"] as? [Double] == [20, 0, 260, 0])
  #expect(views["box"]?["frame"] as? [Double] == [20, 0, 260, 0])
  #expect(views["box"]?["parent"] as? String == "root")
  #expect(views["box"]?["kind"] as? String == "view")
  #expect(views["root"]?["parent"] is NSNull)
  let last = try #require((states[5]["views"] as? [String: [String: Any]])?["box"])
  #expect(last["absolute"] as? [Double] == [20, 0, 200, 0])
  let constraints = try #require(states[4]["constraints"] as? [[String: Any]])
  #expect(
    constraints.map { $0["id"] as? String } == [
      "root.size.x", "root.size.y", "root.size.width", "root.size.height", "c1", "c2", "fixedWidth",
    ])
  #expect(constraints.map { $0["status"] as? String }.last == "broken")
  #expect(constraints.map { $0["origin"] as? String } == ["root", "root", "root", "root", "user", "user", "user"])
  let first = try #require(constraints[5]["first"] as? [String: Any])
  #expect(first["item"] as? String == "box")
  #expect(first["attribute"] as? String == "trailing")
  #expect(first.keys.contains("value") == false, "read off the box's frame")
  #expect(value(of: first, in: states[4]) == 280)
  let conflicts = try #require(states[4]["conflicts"] as? [[String: Any]])
  #expect(conflicts.first?["minimal_set"] as? [String] == ["root.size.width", "c1", "c2", "fixedWidth"])
  #expect((conflicts.first?["fixes"] as? [[String: Any]])?.count == 3)
  #expect(states[4]["direction"] as? String == "ltr")
}

/// The ids of the constraints a raw state lists (an entry with only an id and a text is `[id,
/// text]`).
private func constraintIDs(_ state: [String: Any]) -> [String]? {
  (state["constraints"] as? [Any])?.map { entry in
    (entry as? [String])?.first ?? (entry as? [String: Any])?["id"] as? String ?? "?"
  }
}

/// A page's problem entries without what the JSON document does not write: the steps that
/// explained them and checked their fixes, and the layouts at the ends of ranges.
private func withoutSteps(_ entries: Any?) -> [Any] {
  (entries as? [[String: Any]] ?? [["missing": true]]).map { entry in
    entry.filter { !["explained_step", "fixes_step", "ends"].contains($0.key) }
  }
}

@Test func aStateHoldsTheSameValuesAsTheJSONDocument() throws {
  let recording = Session.record(script, file: "t.lyt", files: InMemoryFiles())
  let page = try completeStates(try embeddedData(HTMLPage.render(recording, title: "t")))
  let session = transcript(script, keepGoing: true).runner.session
  let document = try #require(
    try JSONSerialization.jsonObject(with: Data(JSONReport.document(for: session).utf8)) as? [String: Any])
  // The page's problem entries also carry the steps that explained them and the layouts at
  // their range ends, which the JSON document does not write.
  var state = page[6]
  for field in ["conflicts", "violations", "ambiguity"] { state[field] = withoutSteps(state[field]) }
  for field in ["conflicts", "ambiguous", "violations", "ambiguity"] {
    #expect(NSArray(array: state[field] as? [Any] ?? [1]).isEqual(to: document[field] as? [Any] ?? [2]), "\(field)")
  }
  let views = try #require(page[6]["views"] as? [String: [String: Any]])
  let documentViews = try #require(document["views"] as? [String: [String: Any]])
  #expect(views.keys.sorted() == documentViews.keys.sorted())
  for (name, view) in documentViews {
    #expect(views[name]?["absolute"] as? [Double] == view["absolute"] as? [Double])
  }
}

@Test func nothingInTheDataCanCloseItsScriptElement() throws {
  let recording = Session.record(
    "add view root size 10x10\nsave \"</script><!--x.lyt\"\n", file: "t.lyt", files: InMemoryFiles())
  let page = HTMLPage.render(recording, title: "</script><b>.lyt")
  #expect(page.components(separatedBy: "</script>").count == 3, "only the two script elements end")
  #expect(!page.contains("<!--x"))
  #expect(page.contains("<title>lyt: &lt;/script&gt;&lt;b&gt;.lyt</title>"))
  let data = try embeddedData(page)
  #expect(data["title"] as? String == "</script><b>.lyt")
  let steps = try #require(data["steps"] as? [[String: Any]])
  #expect(steps.last?["command"] as? String == "save </script><!--x.lyt")
}

@Test func saveHTMLWritesThePageOfTheCommandsSoFar() throws {
  let files = InMemoryFiles()
  var session = Session(files: files)
  var output: [String] = []
  for line in ["add view root size 100x50", "add view a in root", "show", "save --html out.html"] {
    let statement = try #require(Parser.parse(line, file: "t.lyt").statements.first)
    output = try session.execute(statement).lines
  }
  #expect(output == ["wrote out.html: 2 steps, 2 views, 0 guides"])
  let page = try #require((session.files as? InMemoryFiles)?.contents["out.html"])
  let steps = try #require(try embeddedData(page)["steps"] as? [[String: Any]])
  // The page replays what `save` would write: the commands that changed the layout.
  #expect(steps.map { $0["command"] as? String } == ["add view root size 100x50", "add view a in root"])
}

@Test func saveHTMLParsesAndPrintsBack() {
  #expect(command("save --html out.html") == .savePage(n("out.html")))
  #expect(command("save --html \"my page.html\"")?.description == "save --html \"my page.html\"")
  let error = Parser.parse("save --htm out.html", file: "t.lyt").errors.first?.diagnostic.message
  #expect(error?.contains("did you mean '--html'?") == true)
}

@Test func aChangeListsWhatLeftAndAnOrderOnlyWhenItCannotBeInferred() {
  let states = Session.record(
    "add view root size 10x10\nadd view a in root\na.width == 5\na.height == 5\nremove c1\nundo\n", file: "t.lyt",
    files: InMemoryFiles()
  ).states
  let removal = KeyedListChange(from: states[3].constraints, to: states[4].constraints, key: \.id)
  #expect(removal.removed == ["c1"])
  #expect(KeyedListChange(from: states[3].views, to: states[4].views, key: \.name).changed.map(\.name) == ["a"])
  #expect(removal.order == nil)
  // `undo` puts c1 back where it was, before c2: not the old order followed by the new ids.
  let restored = KeyedListChange(from: states[4].constraints, to: states[5].constraints, key: \.id)
  #expect(restored.removed.isEmpty)
  #expect(restored.changed.map(\.id) == ["c1"])
  #expect(restored.order == states[5].constraints.map(\.id))
  #expect(states[5].constraints.map(\.id).suffix(2) == ["c1", "c2"])
}

/// A label squeezed by a narrow container: its hugging loses at the step that adds the
/// container's width, and later steps change other views only.
private let squeezedThenElsewhere = """
  add view root size 300x200
  add view label in root intrinsic 120x20
  label.leading == root.leading + 10
  label.top == root.top + 10
  label.width <= 100
  add view other in root
  other.leading == root.leading
  other.top == root.top + 100
  other.width == 50
  other.height == 20

  """

@Test func aViolationThatStaysIsWrittenOnceAndKeepsItsExplanation() throws {
  let recording = Session.record(squeezedThenElsewhere, file: "t.lyt", files: InMemoryFiles())
  let data = try embeddedData(HTMLPage.render(recording, title: "t.lyt"))
  let raw = try #require(data["states"] as? [[String: Any]])
  let states = try completeStates(data)
  let steps = try #require(data["steps"] as? [[String: Any]])
  let squeezing = try #require(steps.firstIndex { $0["command"] as? String == "label.width <= 100" })
  let state = try #require(steps[squeezing]["state"] as? Int)
  // Explained by the report of the step that squeezed it (which checks no fixes for a violation).
  let violation = try #require((states[state]["violations"] as? [[String: Any]])?.first)
  #expect(violation["id"] as? String == "label.intrinsic.width")
  #expect(violation["violation"] as? Double == 20)
  #expect(violation["lost_to"] as? [String] == ["c3"])
  #expect(violation["reason"] as? String == "lost to c3 (required)")
  #expect(violation["explained_step"] as? Int == squeezing)
  #expect(violation["fixes"] is NSNull)
  // The states after it, which explain nothing, show what the squeezing step worked out (the page
  // says so) and do not repeat the entry.
  let next = try #require((states[state + 1]["violations"] as? [[String: Any]])?.first)
  #expect(next["lost_to"] as? [String] == ["c3"])
  #expect(next["explained_step"] as? Int == squeezing)
  for later in raw[(state + 1)..<(raw.count - 1)] where later["complete"] == nil {
    #expect(later["violations"] == nil)
    #expect(later["removed_violations"] == nil)
  }
  #expect(
    NSDictionary(dictionary: try #require((states[raw.count - 2]["violations"] as? [[String: Any]])?.first)).isEqual(
      to: next))
  // The last state is explained and checked again, as the JSON document is (with the steps
  // that explained it and checked its fixes, which the document does not write).
  let session = transcript(squeezedThenElsewhere, keepGoing: true).runner.session
  let document = try #require(
    try JSONSerialization.jsonObject(with: Data(JSONReport.document(for: session).utf8)) as? [String: Any])
  let lastViolations = NSArray(array: withoutSteps(states.last?["violations"]))
  #expect(lastViolations.isEqual(to: document["violations"] as? [Any] ?? [2]))
}

@Test func aConstraintsValueIsLeftOutOnlyWhenItsFrameGivesIt() throws {
  let recording = Session.record(squeezedThenElsewhere, file: "t.lyt", files: InMemoryFiles())
  let data = try embeddedData(HTMLPage.render(recording, title: "t.lyt"))
  let states = try completeStates(data)
  let session = transcript(squeezedThenElsewhere, keepGoing: true).runner.session
  let last = try #require(states.last)
  let constraints = try #require(last["constraints"] as? [[String: Any]])
  let first = try #require(constraints.first { $0["id"] as? String == "c1" }?["first"] as? [String: Any])
  #expect(first.keys.contains("value") == false, "label.leading is the frame's left edge")
  for constraint in constraints {
    let id = try #require(constraint["id"] as? String)
    let info = try #require(session.engine.constraint(ConstraintID(id)))
    for (anchor, entry) in [
      (info.constraint.first, constraint["first"]), (info.constraint.second, constraint["second"]),
    ] {
      guard let anchor, let entry = entry as? [String: Any] else { continue }
      #expect(value(of: entry, in: last) == (try? session.engine.value(of: anchor)), "\(id) \(anchor)")
    }
  }
  // Moving a view changes no constraint's entry: only the view's.
  let raw = try #require(data["states"] as? [[String: Any]])
  let steps = try #require(data["steps"] as? [[String: Any]])
  let moving = try #require(steps.firstIndex { $0["command"] as? String == "other.top == root.top + 100" })
  let change = raw[try #require(steps[moving]["state"] as? Int)]
  #expect(constraintIDs(change) == ["c5"])
  #expect((change["views"] as? [String: Any])?.keys.sorted() == ["other"])
}

@Test func aStateIsCompleteAgainOnceTheChangesRewriteEightTimesTheLayout() throws {
  // Each resize rewrites the root, the box, and the root's size constraint.
  let resizes = (1...40).map { "set size root \(100 + $0)x100" }.joined(separator: "\n")
  let script = "add view root size 100x100\nadd view box in root\nbox.width == root.width / 2\n" + resizes + "\n"
  let recording = Session.record(script, file: "t.lyt", files: InMemoryFiles())
  let data = try embeddedData(HTMLPage.render(recording, title: "t.lyt"))
  let raw = try #require(data["states"] as? [[String: Any]])
  let complete = raw.indices.filter { raw[$0]["complete"] as? Bool == true }
  #expect(complete.first == 0)
  #expect(complete.count > 1, "a later state is complete again")
  let last = try #require(try completeStates(data).last?["views"] as? [String: [String: Any]])
  #expect(last["box"]?["absolute"] as? [Double] == [0, 0, 70, 0])
}

/// examples/priority-tie.lyt up to the tie: `name` and `value` both resist compression at 750 and
/// do not both fit, so which one shrinks is ambiguous.
private let priorityTie = """
  add view root size 320x100
  add view name in root intrinsic 200x21
  add view value in root intrinsic 150x21
  name.leading == root.leading + 16
  value.leading == name.trailing + 8
  value.trailing == root.trailing - 16
  name.top == root.top + 16
  value.top == root.top + 16

  """

@Test func aRangeEndIsDrawnAsTheWholeLayoutAtThatEnd() throws {
  let recording = Session.record(priorityTie, file: "t.lyt", files: InMemoryFiles())
  let data = try embeddedData(HTMLPage.render(recording, title: "t.lyt"))
  let last = try #require(try completeStates(data).last)
  let ambiguity = try #require(last["ambiguity"] as? [[String: Any]])
  #expect(ambiguity.map { $0["item"] as? String } == ["name", "value"])
  // Each end lists the items that stand elsewhere there: none where the current layout is at
  // that end (name 130 wide, value at x 154 and 150 wide). Where name takes its intrinsic 200,
  // value shrinks to 80 and moves right (not value drawn at x 224 with its width of 150, past
  // the root's right edge at 320). An end equal to an earlier one of the entry is its number:
  // value's x and width end at the same two layouts, the other way round.
  let nameWide: [Any] = [["name", [16, 16, 200, 21]], ["value", [224, 16, 80, 21]]]
  let expected: [String: [Any]] = ["name": [[], nameWide], "value": [[], nameWide, 1, 0]]
  for entry in ambiguity {
    let item = try #require(entry["item"] as? String)
    let same = NSArray(array: entry["ends"] as? [Any] ?? []).isEqual(to: try #require(expected[item]))
    #expect(same, "\(item): \(entry["ends"] ?? "none")")
  }
  // value's y is still free before the last line: its unbounded ends are not written.
  let earlier = try #require(try completeStates(data).dropLast().last?["ambiguity"] as? [[String: Any]])
  let valueEarlier = try #require(earlier.first { $0["item"] as? String == "value" })
  #expect((valueEarlier["ranges"] as? [String: Any])?.keys.sorted() == ["width", "x", "y"])
  let sameEarlier = NSArray(array: valueEarlier["ends"] as? [Any] ?? []).isEqual(to: [
    [], [["name", [16, 16, 200, 21]], ["value", [224, 0, 80, 21]]], 1, 0,
  ])
  #expect(sameEarlier)
  // A view not yet constrained is at the smallest of its sizes: its ends are left out.
  let first = try #require(try completeStates(data)[1]["ambiguity"] as? [[String: Any]])
  #expect(first.count == 1 && first[0]["ends"] == nil)
}

@Test func everyRangeEndIsALayoutInWhichEveryRequiredConstraintHolds() throws {
  let recording = Session.record(priorityTie, file: "t.lyt", files: InMemoryFiles())
  let ambiguity = try #require(recording.states.last?.ambiguity)
  let current = Dictionary(uniqueKeysWithValues: (recording.states.last?.views ?? []).map { ($0.name, $0.absolute) })
  var layouts = 0
  for range in ambiguity.flatMap(\.ranges) {
    for layout in [range.lowerLayout, range.upperLayout].compactMap({ $0 }) {
      // Every view pinned, by required constraints, where the end's layout puts it (the ones it
      // lists) or where it is now (root coordinates: the root's origin is 0, 0).
      var frames = current
      for moved in layout { frames[moved.item] = moved.frame }
      var pins = ""
      for (name, frame) in frames.sorted(by: { $0.key < $1.key }) where name != "root" {
        pins += "\(name).left == root.left + \(frame.x)\n\(name).top == root.top + \(frame.y)\n"
        pins += "\(name).width == \(frame.width)\n\(name).height == \(frame.height)\n"
      }
      let pinned = session(priorityTie + pins)
      let snapshot = SessionSnapshot(pinned, explaining: .alreadyKnown)
      #expect(snapshot.conflicts.isEmpty, "\(pins)")
      #expect(snapshot.constraints.allSatisfy { $0.priority < 1000 || $0.satisfied }, "\(pins)")
      for view in snapshot.views { #expect(view.absolute == frames[view.name], "\(view.name)") }
      layouts += 1
    }
  }
  #expect(layouts == 6)
}

@Test func onlyAPageWalksToTheEndsOfARange() {
  // The JSON document prints ranges without their end layouts: it does not walk to them.
  let tie = session(priorityTie)
  let ranges = SessionSnapshot(tie).ambiguity.flatMap(\.ranges)
  #expect(!ranges.isEmpty && ranges.allSatisfy { $0.lowerLayout == nil && $0.upperLayout == nil })
  let drawn = SessionSnapshot(tie, withRangeEnds: true).ambiguity.flatMap(\.ranges)
  #expect(drawn.map(\.lower) == ranges.map(\.lower) && drawn.map(\.upper) == ranges.map(\.upper))
  #expect(drawn.contains { $0.lowerLayout != nil || $0.upperLayout != nil })
}

@Test func everyLineAStepPrintedIsWrittenSoThatItReadsBackExactly() throws {
  // Rows of views built one command at a time: most lines say a view moved from where the line
  // before about it put it, and are written short.
  var script = "add view root size 390x844\n"
  for row in 0..<6 {
    script += "add view r\(row) in root\nr\(row).leading == root.leading + 16\nr\(row).trailing == root.trailing - 16\n"
    script += "r\(row).top == root.top + \(row * 50)\nr\(row).height == 44\n"
    script += "add view r\(row)icon in r\(row) intrinsic 24x24\nr\(row)icon.leading == r\(row).leading + 8\n"
    script += "r\(row)icon.centerY == r\(row).centerY\nundo\nredo\n"
  }
  let recording = Session.record(script + "set size root 400x800\n", file: "t.lyt", files: InMemoryFiles())
  let page = HTMLPage.embeddedData(recording, title: "t.lyt")
  let steps = try #require(try embeddedData(HTMLPage.render(recording, title: "t.lyt"))["steps"] as? [[String: Any]])
  #expect(steps.count == recording.steps.count)
  for (step, recorded) in zip(steps, recording.steps) {
    #expect(step["output"] as? [String] == recorded.output, "\(recorded.command)")
  }
  // r0icon.centerY == r0.centerY: `r0icon: (24, 0, 24, 24) → (24, 10, 24, 24)`, written short.
  #expect(page.contains("[\"r0icon\",\"24, 10, 24, 24\"]"))
  #expect(!page.contains("r0icon: (24, 0, 24, 24)"))
}

@Test func aLineIsShortOnlyWhenItsOldFrameIsTheOneLastPrinted() {
  var frames = PrintedFrames()
  #expect(frames.written("box: new (0, 0, 10, 10)") == "\"box: new (0, 0, 10, 10)\"")
  #expect(frames.written("added c1") == "\"added c1\"")
  #expect(frames.written("box: (0, 0, 10, 10) \u{2192} (5, 0, 10, 10)") == "[\"box\",\"5, 0, 10, 10\"]")
  // Not the frame last printed for box: written as printed (and followed from there).
  #expect(
    frames.written("box: (1, 0, 10, 10) \u{2192} (6, 0, 10, 10)") == "\"box: (1, 0, 10, 10) \u{2192} (6, 0, 10, 10)\"")
  #expect(frames.written("box: (6, 0, 10, 10) \u{2192} (7, 0, 10, 10)") == "[\"box\",\"7, 0, 10, 10\"]")
  // A view lyt has not printed before, and names the page reads but the writer does not follow.
  #expect(
    frames.written("other: (0, 0, 1, 1) \u{2192} (1, 0, 1, 1)") == "\"other: (0, 0, 1, 1) \u{2192} (1, 0, 1, 1)\"")
  #expect(frames.written("b-x: new (0, 0, 1, 1)") == "\"b-x: new (0, 0, 1, 1)\"")
  #expect(frames.written("b-x: (0, 0, 1, 1) \u{2192} (2, 0, 1, 1)") == "\"b-x: (0, 0, 1, 1) \u{2192} (2, 0, 1, 1)\"")
}

@Test func aConstraintsAttributesAreLeftOutOnlyWhereItsTextNamesThem() {
  func anchors(_ text: String) -> [[String]?] {
    let found = PageConstraint.anchors(inText: text)
    return [found.first, found.second]
  }
  #expect(anchors("a.leading == b.trailing + 8") == [["a", "leading"], ["b", "trailing"]])
  #expect(anchors("a.width == 0.5 * b.width + 3 @750") == [["a", "width"], ["b", "width"]])
  #expect(anchors("r0.height >= 44") == [["r0", "height"], nil])
  #expect(anchors("card.top == root.safeArea.top + 20") == [["card", "top"], ["root.safeArea", "top"]])
  #expect(anchors("a.width == -2 * b.width") == [["a", "width"], ["b", "width"]])
  #expect(anchors("x == y") == [nil, nil])
}
