import Foundation
import Layout
import Testing

@testable import Script

// What a page's data holds beyond the states (docs/PAGES.md §3): the derivations of the last
// state's frames, each `animate` step's frames, and the safe-area insets of views.

/// The page data of `script` run in a fresh session.
private func pageData(_ script: String) throws -> [String: Any] {
  let recording = Session.record(script, file: "t.lyt", files: InMemoryFiles())
  return try embeddedData(HTMLPage.render(recording, title: "t.lyt"))
}

private let card = """
  add view root size 375x667
  set safeArea root 44,0,34,0
  add view card in root margins 12,16,12,16
  card.leading == root.leading + 16
  card.trailing == root.trailing - 16
  card.top == root.safeArea.top + 20
  add view title in card intrinsic 120x21
  title.leading == card.leadingMargin
  title.trailing <= card.trailingMargin
  title.top == card.topMargin
  card.bottom == title.bottom + 12 as cardBottom
  show

  """

@Test func theLastStateCarriesTheDerivationsOfItsFrames() throws {
  let data = try pageData(card)
  let states = try #require(data["states"] as? [Any])
  let derivations = try #require(data["derivations"] as? [String: Any])
  #expect(derivations["state"] as? Int == states.count - 1)
  let items = try #require(derivations["items"] as? [String: [String: [String: Any]]])
  #expect(items.keys.sorted() == ["card", "root", "title"])
  // why card.y: = root.safeArea.top + 20 (c3) = 44 + 20 = 64, resting on root.size.y and c3.
  let y = try #require(items["card"]?["y"])
  #expect(y["value"] as? Double == 64)
  // Lines in their short forms: pieces with coefficient 1 as the attribute or the number, no
  // reasons and a multiple of 1 left out.
  let chain = try #require(y["chain"] as? [Any])
  #expect(NSArray(array: chain).isEqual(to: [[["root.safeArea.top", 20], ["c3"]], [[44, 20]], [[64]]]))
  #expect(y["by"] as? [String] == ["root.size.y", "c3"])
  #expect(y["more"] == nil && y["free"] == nil)
  // card.width rests on c1 with weight -1 (the leading pin counts against the width).
  let width = try #require(items["card"]?["width"])
  #expect(width["value"] as? Double == 343)
  #expect(NSArray(array: width["by"] as? [Any] ?? []).isEqual(to: ["root.size.width", ["c1", -1], "c2"]))
  // The chain's lines are those `why card.height` prints.
  let height = try #require(items["card"]?["height"]?["chain"] as? [[Any]])
  #expect(
    height.map { $0.count > 1 ? $0[1] as? [String] : [] } == [
      ["card's frame"], ["cardBottom", "card's frame"], ["c6", "title's frame"], ["title.intrinsic.height"], [],
    ])
  #expect(
    NSArray(array: height[1][0] as? [Any] ?? []).isEqual(to: ["title.bottom", 12, [-1, "card.topMargin"], [-1, -12]]))
}

@Test func anAmbiguousFrameSaysWhatItStillDependsOn() throws {
  let data = try pageData("add view root size 100x100\nadd view a in root\na.width == 10\n")
  let items = try #require((data["derivations"] as? [String: Any])?["items"] as? [String: [String: [String: Any]]])
  let x = try #require(items["a"]?["x"])
  #expect(x["chain"] == nil)
  #expect((x["free"] as? [String])?.isEmpty == false)
  #expect(items["a"]?["width"]?["by"] as? [String] == ["c1"])
}

@Test func onlyTheFirstViewsOfABigLayoutAreDerived() throws {
  let views = (0..<120).map { "add view v\($0) in root frame 0,\($0 * 10),10,10" }
  let data = try pageData((["add view root size 100x1300"] + views).joined(separator: "\n") + "\n")
  let items = try #require((data["derivations"] as? [String: Any])?["items"] as? [String: Any])
  #expect(items.count == Session.derivedItemsPerPage)
  #expect(Set(items.keys) == Set(["root"] + (0..<99).map { "v\($0)" }))
}

@Test func derivationsStopAtTheFirstItemBeyondTheirBudget() throws {
  // A row of 150 views with long names, each after the one before: their chains run through
  // the views before them, each line naming several of them.
  let name = { (index: Int) in "aViewWithAVeryLongNameInTheRow\(index)" }
  var lines = ["add view root size 2000x100", "add view \(name(0)) in root frame 0,0,10,10"]
  for index in 1..<150 {
    lines += [
      "add view \(name(index)) in root", "\(name(index)).left == \(name(index - 1)).right + 1",
      "\(name(index)).top == \(name(index - 1)).bottom", "\(name(index)).width == \(name(index - 1)).width",
      "\(name(index)).height == \(name(index - 1)).height",
    ]
  }
  let recording = Session.record(lines.joined(separator: "\n") + "\n", file: "t.lyt", files: InMemoryFiles())
  #expect(Set(recording.derivations.map(\.item)).count == Session.derivedItemsPerPage)
  let field = PageDerivations.field(recording.derivations, state: 0)
  #expect(field.utf8.count <= PageDerivations.byteBudget + 40)
  let data = try #require(try JSONSerialization.jsonObject(with: Data(field.utf8)) as? [String: Any])
  let items = try #require(data["items"] as? [String: Any])
  #expect(items.count > 10 && items.count < Session.derivedItemsPerPage)
  #expect(Set(items.keys) == Set(["root"] + (0..<(items.count - 1)).map(name)), "the first ones")
}

@Test func anAnimateStepCarriesItsFrames() throws {
  let script = """
    add view root size 320x200
    add view a in root
    a.leading == root.leading + 20
    a.trailing == root.trailing - 20
    a.top == root.top + 20
    a.height == 40
    animate root.width 320 -> 480 duration 1 fps 4
    animate duration 0.1 {
      set constant c3 60
    }

    """
  let steps = try #require(try pageData(script)["steps"] as? [[String: Any]])
  #expect(steps.map { $0["animation"] != nil } == [false, false, false, false, false, false, true, true])
  let sweep = try #require(steps[6]["animation"] as? [String: Any])
  #expect(sweep["frames"] as? Int == 5)
  #expect(sweep["duration"] as? Double == 1)
  #expect(sweep["fps"] as? Double == 4)
  #expect(sweep["curve"] as? String == "linear")
  #expect(
    NSDictionary(dictionary: sweep["swept"] as? [String: Any] ?? [:]).isEqual(to: [
      "target": "root.width", "from": 320, "to": 480,
    ]))
  let keyframes = try #require(sweep["keyframes"] as? [[String: Any]])
  // Frame 0 is the layout before (root 320 wide): nothing moves until frame 1 (360 wide).
  #expect(keyframes.map { $0["index"] as? Int } == [1, 2, 3, 4])
  #expect(keyframes.map { $0["time"] as? Double } == [0.25, 0.5, 0.75, 1])
  let second = try #require(keyframes[1]["frames"] as? [String: [Double]])
  #expect(second == ["root": [0, 0, 400, 200], "a": [20, 20, 360, 40]])
  let block = try #require(steps[7]["animation"] as? [String: Any])
  #expect(block["curve"] as? String == "easeInOut")
  #expect(block["swept"] == nil)
  #expect(block["frames"] as? Int == 4)
}

@Test func aViewCarriesItsSafeAreaInsetsAndIsRewrittenWhenTheyChange() throws {
  let script = """
    add view root size 375x812
    set safeArea root 44,0,34,0
    add view a in root
    set safeArea root 0,44,21,44

    """
  let states = try #require(try pageData(script)["states"] as? [[String: Any]])
  #expect(states.count == 4)
  func insets(_ state: [String: Any]) -> [Double]? {
    ((state["views"] as? [String: [String: Any]])?["root"])?["safe_area"] as? [Double]
  }
  #expect(((states[0]["views"] as? [String: [String: Any]])?["root"])?.keys.contains("safe_area") == false)
  #expect(insets(states[1]) == [44, 0, 34, 0])
  #expect((states[2]["views"] as? [String: Any])?.keys.sorted() == ["a"], "root unchanged: not written")
  #expect(insets(states[3]) == [0, 44, 21, 44])
}

/// A page's `derivations_by_state` applied up to each state: the items derived there.
private func derivationsByState(_ data: [String: Any]) throws -> [[String: Any]] {
  let changes = try #require(data["derivations_by_state"] as? [[String: Any]])
  var items: [String: Any] = [:]
  return changes.map { change in
    for (name, entry) in change["items"] as? [String: Any] ?? [:] { items[name] = entry }
    for name in change["removed"] as? [String] ?? [] { items[name] = nil }
    return items
  }
}

@Test func eachStateCarriesItsDerivationsWrittenAsChanges() throws {
  let data = try pageData(card)
  let steps = try #require(data["steps"] as? [[String: Any]])
  let states = try #require(data["states"] as? [Any])
  let byState = try derivationsByState(data)
  #expect(byState.count == states.count)
  // The last state's are the `derivations` field's.
  let last = try #require((data["derivations"] as? [String: Any])?["items"] as? [String: Any])
  #expect(NSDictionary(dictionary: byState[states.count - 1]).isEqual(to: last))
  // After `card.leading == root.leading + 16` (the fourth state: root, its safe area, card,
  // c1), card.x is 16 because of c1, its y is free, and its width is held at 0 only by sizes
  // never being negative.
  #expect(steps[3]["command"] as? String == "card.leading == root.leading + 16")
  let card = try #require(byState[3]["card"] as? [String: [String: Any]])
  #expect(card["x"]?["value"] as? Double == 16)
  #expect(card["x"]?["by"] as? [String] == ["root.size.x", "c1"])
  #expect(card["y"]?["free"] as? [String] == ["card.top"])
  #expect(card["width"]?["value"] as? Double == 0)
  #expect(card["width"]?["by"] as? [String] == ["card.width>=0"])
  // A state writes only the items whose entry changed: c1 moves card, not root.
  let changes = try #require(data["derivations_by_state"] as? [[String: Any]])
  #expect((changes[3]["items"] as? [String: Any]).map { Array($0.keys) } == ["card"])
  #expect(changes[0]["removed"] == nil)
}

@Test func everyStatesDerivationsAreGivenUpWhenTheyCostTooMuch() throws {
  // 120 views, one a command: deriving the first 100 at every state passes the item limit.
  // (The byte budget: stepDerivationsCountTheEntriesThatChange.)
  let views = (0..<120).map { "add view v\($0) in root frame 0,\($0 * 10),10,10" }
  let script = (["add view root size 100x1300"] + views).joined(separator: "\n") + "\n"
  #expect(Session.record(script, file: "t.lyt", files: InMemoryFiles()).stateDerivations == nil)
  #expect(try pageData(script)["derivations_by_state"] == nil)
}

@Test func stepDerivationsCountTheEntriesThatChange() {
  var cost = StepDerivations()
  let admitted1 = cost.admit(items: 2)
  #expect(admitted1)
  let admitted2 = cost.admit([(name: "a", text: "\"a\":{}"), (name: "b", text: "\"b\":{\"x\":1}")])
  #expect(admitted2)
  #expect(cost.bytes == 6 + 2 + 11 + 2)
  // Only b changed: its entry counts again, a's does not.
  let admitted3 = cost.admit([(name: "a", text: "\"a\":{}"), (name: "b", text: "\"b\":{\"x\":2}")])
  #expect(admitted3)
  #expect(cost.bytes == 21 + 13)
  let admitted4 = cost.admit(items: StepDerivations.itemLimit - 1)
  #expect(!admitted4)
  #expect(cost.items == 2)
  let big = String(repeating: "x", count: PageDerivations.byteBudget)
  let admitted5 = cost.admit([(name: "c", text: big)])
  #expect(!admitted5)
  #expect(cost.bytes == 34)
}
