import Foundation
import Layout
import Testing

@testable import Script

// An item free in more than one way gets a cause and checked fixes for each: the other layout
// that slides a view across does not move it down, and its fix (a pin along x) leaves y free.
// Before, `ambiguity`, `explain` and the JSON document gave the first component's advice only,
// under every component's line.

/// A card with a size and no position.
private let freeCard = """
  add view root size 320x200
  add view card in root
  card.width == 100
  card.height == 40
  """

@Test func aViewFreeInBothAxesGetsACauseAndAFixForEach() {
  // The same lines under the item in both answers, `explain` two spaces further in.
  let advice = [
    "cause of card.x: missing constraints: nothing resists the change",
    "fix: card.leading == root.leading  → no frame moves",
    "fix: card.centerX == root.centerX  → card moves to x 110",
    "cause of card.y: missing constraints: nothing resists the change",
    "fix: card.top == root.top  → no frame moves",
    "fix: card.centerY == root.centerY  → card moves to y 80",
  ]
  #expect(
    response(freeCard + "\nambiguity")
      == ["card.x  any value in [-inf, inf]", "card.y  any value in [-inf, inf]"] + advice.map { "  " + $0 })
  #expect(
    response(freeCard + "\nexplain")
      == [
        "1 ambiguous item", "ambiguous (more than one layout is equally good):",
        "  card: x in [-inf, inf], y in [-inf, inf]",
      ] + advice.map { "    " + $0 })
}

@Test func followingOneFixPerCauseLeavesNothingFree() {
  // The two first fixes together, then the two centres together: both place the card.
  let pinned = transcript(
    freeCard
      + "\ncard.leading == root.leading\ncard.top == root.top\nexpect unambiguous\nexpect card.frame == 0,0,100,40"
  )
  #expect(pinned.runner.session.expectationsFailed == 0 && pinned.runner.session.expectationsPassed == 2)
  let centred = transcript(
    freeCard
      + "\ncard.centerX == root.centerX\ncard.centerY == root.centerY\nexpect unambiguous\nexpect card.frame == 110,80,100,40"
  )
  #expect(centred.runner.session.expectationsFailed == 0 && centred.runner.session.expectationsPassed == 2)
}

@Test func theTypedAnswerSaysWhichComponentsEachCauseIsAbout() throws {
  let (answer, _) = try answered("ambiguity", after: freeCard) { if case .ambiguity(let a) = $0 { a } else { nil } }
  let item = try #require(answer.items.first)
  #expect(item.movesWith == nil)
  #expect(item.allAdvice.map(\.moves) == [[.x], [.y]])
  #expect(
    item.allAdvice.map(\.component) == [
      ItemComponent(item: "card", component: .x), ItemComponent(item: "card", component: .y),
    ])
  #expect(
    item.furtherAdvice.map { $0.fixes.map(\.line) } == [["card.top == root.top", "card.centerY == root.centerY"]])
}

@Test func aViewThatMovesWithAnotherInOneAxisOnlyIsExplainedInTheOther() {
  // `tag` follows `card` across (its leading is tied to the card's trailing) but nothing places
  // it vertically: its x moves with the card, its y is its own.
  let text = """
    add view root size 320x200
    add view card in root
    card.top == root.top + 10
    card.width == 100
    card.height == 40
    add view tag in root
    tag.leading == card.trailing + 8
    tag.width == 20
    tag.height == 20
    ambiguity
    """
  #expect(
    response(text) == [
      "card.x  any value in [-inf, inf]",
      "  cause: missing constraints: nothing resists the change",
      "  fix: card.leading == root.leading  → no frame moves",
      "  fix: card.centerX == root.centerX  → card moves to x 110; tag moves to x 218",
      "tag.x  any value in [-inf, inf]",
      "tag.y  any value in [-inf, inf]",
      "  tag.x moves with card (same freedom)",
      "  cause of tag.y: missing constraints: nothing resists the change",
      "  fix: tag.top == root.top  → no frame moves",
      "  fix: tag.centerY == root.centerY  → tag moves to y 90",
    ])
}

@Test func aSizeWithNothingToSuggestSaysSoInsteadOfClaimingItNeedsMoreThanOne() {
  let lines = response(
    "add view root size 320x200\nadd view box in root\nbox.leading == root.leading\nbox.top == root.top\nbox.height == 10\nambiguity"
  )
  #expect(
    lines == [
      "box.width  any value in [0, inf]",
      "  cause: missing constraints: nothing resists the change",
      "  fix: box.trailing == root.trailing  → box widens to 320",
    ])
  let free = response(
    "add view root size 320x200\nadd view box in root\nbox.top == root.top\nbox.height == 10\nambiguity")
  #expect(
    free == [
      "box.x      any value in [-inf, inf]",
      "box.width  any value in [0, inf]",
      "  cause of box.x: missing constraints: nothing resists the change",
      "  fix: box.leading == root.leading  → no frame moves",
      "  cause of box.width: missing constraints: nothing resists the change",
      "  no size to suggest: give it one (`box.width == …`), or pin both its edges",
    ])
}

@Test func theJSONDocumentGivesTheOtherCausesUnderAlso() throws {
  let document = JSONReport.document(for: session(freeCard))
  let json = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
  let entry = try #require((json["ambiguity"] as? [[String: Any]])?.first)
  #expect(entry["cause"] as? String == "missing constraints: nothing resists the change")
  #expect(
    (entry["fixes"] as? [[String: Any]])?.compactMap { $0["command"] as? String } == [
      "card.leading == root.leading", "card.centerX == root.centerX",
    ])
  let also = try #require(entry["also"] as? [[String: Any]])
  #expect(also.count == 1)
  #expect(also.first?["components"] as? [String] == ["y"])
  #expect(also.first?["cause"] as? String == "missing constraints: nothing resists the change")
  #expect(
    (also.first?["fixes"] as? [[String: Any]])?.map { "\($0["command"] ?? "") → \($0["effect"] ?? "")" } == [
      "card.top == root.top → no frame moves", "card.centerY == root.centerY → card moves to y 80",
    ])
  // One cause covering every component: no "also".
  let tied = JSONReport.document(for: session(WorkedLayouts.twoLabels))
  #expect(!tied.contains("\"also\""))
}

@Test func whyAnAttributeGivesTheFixesOfThatAttributeWhateverWasAskedBefore() {
  // `why card.y` first finds the layout that slides the card down; `why card.x` used to be
  // given that one's fixes (the item's first layout), which leave x free.
  let lines = response(freeCard + "\nwhy card.y\nwhy card.x")
  #expect(
    lines == [
      "card.x = 0 (root coordinates), but it is not fixed: any value in [-inf, inf] is as good",
      "also depends on card.left, which nothing determines",
      "cause: missing constraints: nothing resists the change",
      "  fix: card.leading == root.leading  → no frame moves",
      "  fix: card.centerX == root.centerX  → card moves to x 110",
    ])
  // `ambiguity` after it lists the causes in the order of the components.
  #expect(
    Array(response(freeCard + "\nwhy card.y\nambiguity").prefix(3)) == [
      "card.x  any value in [-inf, inf]", "card.y  any value in [-inf, inf]",
      "  cause of card.x: missing constraints: nothing resists the change",
    ])
}

@Test func inRightToLeftAFreeViewIsAlsoOfferedThePinFlushWithItsLeadingEdge() {
  // The solver leaves a free view at the left, which in right-to-left is 290 points from the
  // leading edge: `+ 290` keeps it there, the flush pin is what a right-to-left layout means.
  let free = """
    set direction rtl
    add view root size 390x844
    add view v in root
    v.width == 100
    v.height == 40
    """
  #expect(
    Array(response(free + "\nambiguity").prefix(6)) == [
      "v.x  any value in [-inf, inf]",
      "v.y  any value in [-inf, inf]",
      "  cause of v.x: missing constraints: nothing resists the change",
      "  fix: v.leading == root.leading + 290  → no frame moves",
      "  fix: v.centerX == root.centerX  → v moves to x 145",
      "  fix: v.leading == root.leading  → v moves to x 290",
    ])
  #expect(response(free + "\nv.leading == root.leading\nv.top == root.top\nexpect v.frame == 290,0,100,40") == ["ok"])
  // Where the pin at the current inset is flush already, it is not offered twice.
  #expect(!response(freeCard + "\nambiguity").contains("  fix: card.leading == root.leading + 0  → no frame moves"))
  #expect(response(freeCard + "\nambiguity").filter { $0.hasPrefix("  fix: card.leading") }.count == 1)
}

/// A view in a floating card moves with the card (the card's layouts move it): the JSON
/// document says so, as `ambiguity` does, instead of walking the view on its own; following
/// the card's fixes decides the view too.
@Test func theJSONDocumentSaysWhichItemAViewMovesWith() throws {
  let script = freeCard + "\nadd view badge in card\nbadge.leading == card.leading + 8\nbadge.top == card.top + 8"
  var silent = Session()
  silent.reportsChanges = false
  var runner = ScriptRunner(session: silent, options: ScriptRunner.Options(printsTranscript: false)) { _, _ in }
  runner.run(script + "\nbadge.width == 20\nbadge.height == 20", file: "t.lyt")
  let document = JSONReport.document(for: runner.session)
  let entries = document.split(separator: "\n").filter { $0.contains("{\"item\": ") }
  #expect(entries.count == 2)
  let ranges = "\"ranges\": {\"x\": [\"-inf\", \"inf\"], \"y\": [\"-inf\", \"inf\"]}"
  #expect(entries[0].hasPrefix("    {\"item\": \"card\", \(ranges), \"cause\": "))
  #expect(
    entries[1]
      == "    {\"item\": \"badge\", \(ranges), \"moves_with\": {\"item\": \"card\", \"components\": [\"x\", \"y\"]}}")
  let pinned = script + "\nbadge.width == 20\nbadge.height == 20\ncard.leading == root.leading\ncard.top == root.top"
  #expect(response(pinned + "\nexpect badge.frame == 8,8,20,20") == ["ok"])
}
