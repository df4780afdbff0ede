import Foundation
import Layout
import Testing

@testable import Script

// The page `lyt run --format html` and `save --html` write: its embedded data parsed back out,
// with exact values, and the escaping that keeps it inside its `<script>` element.

private let opening = "<script type=\"application/json\" id=\"lyt-data\">\n"

/// The data embedded in a page, parsed.
private func embeddedData(_ page: String) throws -> [String: Any] {
  let start = try #require(page.range(of: opening))
  let end = try #require(page.range(of: "\n</script>", range: start.upperBound..<page.endIndex))
  let json = String(page[start.upperBound..<end.lowerBound])
  return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
}

private let script = brokenThenRestored

/// Every state complete: a delta state applied to the one before it, as docs/PAGES.md §3 says a
/// reader does (a second reader, independent of the page's script).
private func completeStates(_ data: [String: Any]) throws -> [[String: Any]] {
  var states: [[String: Any]] = []
  for state in try #require(data["states"] as? [[String: Any]]) {
    guard state["delta"] as? Bool == true, let base = states.last else {
      states.append(state)
      continue
    }
    let removedViews = Set(try #require(state["removed_views"] as? [String]))
    var views = try #require(base["views"] as? [String: Any]).filter { !removedViews.contains($0.key) }
    for (name, view) in try #require(state["views"] as? [String: Any]) { views[name] = view }
    let changed = try #require(state["constraints"] as? [[String: Any]])
    let byId = Dictionary(changed.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { $1 })
    let removed = Set(try #require(state["removed_constraints"] as? [String]))
    let old = try #require(base["constraints"] as? [[String: Any]])
    let oldIds = Set(old.map { $0["id"] as? String ?? "" })
    var constraints = old.filter { !removed.contains($0["id"] as? String ?? "") }.map {
      byId[$0["id"] as? String ?? ""] ?? $0
    }
    constraints += changed.filter { !oldIds.contains($0["id"] as? String ?? "") }
    var complete = state
    complete["views"] = views
    complete["constraints"] = constraints
    states.append(complete)
  }
  return states
}

@Test func thePageEmbedsEveryStepAndState() throws {
  let recording = Session.record(script, file: "t.lyt", files: InMemoryFiles())
  let data = try embeddedData(HTMLPage.render(recording, title: "t.lyt"))
  #expect(data["format"] as? Int == 1)
  #expect(data["title"] as? String == "t.lyt")
  let steps = try #require(data["steps"] as? [[String: Any]])
  #expect(steps.map { $0["command"] as? String } == script.split(separator: "\n").map(String.init))
  #expect(steps.map { $0["state"] as? Int } == [0, 1, 2, 3, 4, 4, 5, 5, 6])
  #expect(steps.map { $0["failed"] as? Bool } == [false, false, false, false, false, false, false, true, false])
  #expect(steps[4]["output"] as? [String] == recording.steps[4].output)
  // Only what changed: the broken constraint adds itself and moves nothing; deactivating c2
  // moves the box and changes c2 and fixedWidth; after `undo` the changes since the first state
  // outnumber the layout's entries, so the state is complete again.
  let raw = try #require(data["states"] as? [[String: Any]])
  #expect(raw.map { $0["delta"] as? Bool } == [nil, true, true, true, true, true, nil])
  #expect((raw[4]["views"] as? [String: Any])?.isEmpty == true)
  #expect((raw[4]["constraints"] as? [[String: Any]])?.map { $0["id"] as? String } == ["fixedWidth"])
  #expect((raw[5]["views"] as? [String: Any])?.keys.sorted() == ["box"])
  #expect((raw[5]["constraints"] as? [[String: Any]])?.map { $0["id"] as? String } == ["c2", "fixedWidth"])
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
  #expect(first["value"] as? Double == 280)
  let conflicts = try #require(states[4]["conflicts"] as? [[String: Any]])
  #expect(conflicts.first?["minimal_set"] as? [String] == ["root.size.width", "c1", "c2", "fixedWidth"])
  #expect((conflicts.first?["fixes"] as? [[String: Any]])?.count == 3)
  #expect(states[4]["direction"] as? String == "ltr")
}

@Test func aStateHoldsTheSameValuesAsTheJSONDocument() throws {
  let recording = Session.record(script, file: "t.lyt", files: InMemoryFiles())
  let page = try completeStates(try embeddedData(HTMLPage.render(recording, title: "t")))
  let session = transcript(script, keepGoing: true).runner.session
  let document = try #require(
    try JSONSerialization.jsonObject(with: Data(JSONReport.document(for: session).utf8)) as? [String: Any])
  for field in ["conflicts", "ambiguous", "violations", "ambiguity"] {
    #expect(NSArray(array: page[6][field] as? [Any] ?? [1]).isEqual(to: document[field] as? [Any] ?? [2]), "\(field)")
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
  let removal = StateChange(from: states[3], to: states[4])
  #expect(removal.removedConstraints == ["c1"])
  #expect(removal.views.map(\.name) == ["a"])
  #expect(removal.order == nil)
  // `undo` puts c1 back where it was, before c2: not the old order followed by the new ids.
  let restored = StateChange(from: states[4], to: states[5])
  #expect(restored.removedConstraints.isEmpty)
  #expect(restored.constraints.map(\.id) == ["c1"])
  #expect(restored.order == states[5].constraints.map(\.id))
  #expect(states[5].constraints.map(\.id).suffix(2) == ["c1", "c2"])
}
