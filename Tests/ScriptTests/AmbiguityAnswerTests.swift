import Cassowary
import CommandLanguage
import Layout
import Testing

@testable import Script

// `ambiguity` answers with a typed value (``AmbiguityAnswer``); these check its fields exactly
// and that its lines are the ones `ambiguity` printed before it had one.

/// The typed answer of `ambiguity` after `text`, and the lines of its response.
private func ambiguityAnswer(_ text: String) throws -> (answer: AmbiguityAnswer, body: [ResponseLine]) {
  try answered("ambiguity", after: text) { if case .ambiguity(let answer) = $0 { answer } else { nil } }
}

@Test func ambiguityAnswersWithTheTiedItemsTheirRangesAndWhichMovesWithWhich() throws {
  let (answer, body) = try ambiguityAnswer(WorkedLayouts.twoLabels)
  #expect(answer.items.map(\.item) == ["l1", "l2"])
  #expect(answer.items.map { $0.ranges.map(\.component) } == [[.width], [.x, .width]])
  #expect(
    answer.items.map { $0.ranges.map(\.range) } == [
      [ValueRange(lower: 100, upper: 180)], [ValueRange(lower: 100, upper: 180), ValueRange(lower: 120, upper: 200)],
    ])
  #expect(answer.items.map(\.movesWith) == [nil, "l1"])
  let advice = try #require(answer.items.first?.advice)
  #expect(advice.component == ItemComponent(item: "l1", component: .width))
  #expect(advice.cause == .tie(priority: 250, growing: ["l2.intrinsic.width"], shrinking: ["l1.intrinsic.width"]))
  #expect(advice.isIntrinsicTie)
  #expect(advice.fixes.map(\.line) == ["set hug l1 h 249", "set hug l2 h 251", "set hug l1 h 251"])
  #expect(answer.items.last?.advice == nil)
  #expect(
    body == [
      ResponseLine("l1.width  any value in [100, 180]", .ambiguous),
      ResponseLine(
        "  cause: a tie at @250 between l1.intrinsic.width, l2.intrinsic.width: the other layout trades the "
          + "violation of one for the other, point for point (Xcode: content priority ambiguity)"),
      ResponseLine("  (one constraint at @251 outweighs any number at @250)"),
      ResponseLine("  fix: set hug l1 h 249  → no frame moves"),
      ResponseLine("  fix: set hug l2 h 251  → no frame moves"),
      ResponseLine("  fix: set hug l1 h 251  → l2 widens to 200 and moves to x 100; l1 narrows to 100"),
      ResponseLine("l2.x      any value in [100, 180]", .ambiguous),
      ResponseLine("l2.width  any value in [120, 200]", .ambiguous),
      ResponseLine("  moves with l1 (same freedom)"),
    ])
}

@Test func ambiguityAnswersWithNoItemsWhenEveryFrameIsDecided() throws {
  let (answer, body) = try ambiguityAnswer(WorkedLayouts.twoLabels + "\nset hug l2 h 249")
  #expect(answer == AmbiguityAnswer(items: []))
  #expect(body == [ResponseLine("no ambiguous attributes")])
}

@Test("the JSON document details ambiguous items as `ambiguity` does, and `ambiguity` after it agrees")
func theDocumentListsWhatMovesWithWhatAsAmbiguityDoes() throws {
  // The document walks each item as `ambiguity` does: l2 moves with l1 (its x and width), and
  // is not walked on its own.
  var documented = session(WorkedLayouts.twoLabels)
  let snapshot = SessionSnapshot(documented)
  #expect(snapshot.ambiguity.map(\.item) == ["l1", "l2"])
  #expect(
    snapshot.ambiguity.map(\.movesWith) == [nil, AmbiguitySnapshot.MovesWith(item: "l1", components: ["x", "width"])])
  #expect(snapshot.ambiguity[1].cause == nil && snapshot.ambiguity[1].fixes == nil)
  #expect(documented.explanations.knownAlternative(for: "l1")??.moved == ["l1", "l1.safeArea", "l2", "l2.safeArea"])
  #expect(documented.explanations.knownAlternative(for: "l2") == nil)
  let afterDocument = try documented.execute(Parser.parse("ambiguity", file: "t.lyt").statements[0])
  guard case .ambiguity(let answer) = afterDocument.answer else {
    Issue.record("not an ambiguity answer")
    return
  }
  #expect(answer.items.map(\.movesWith) == [nil, "l1"])
  let fresh = try ambiguityAnswer(WorkedLayouts.twoLabels)
  #expect(afterDocument.lines == fresh.body.map(\.text))
}
