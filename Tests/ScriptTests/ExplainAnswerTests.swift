import Cassowary
import Layout
import Testing

@testable import CommandLanguage
@testable import Script

// `explain` answers with a typed value (``ExplainAnswer``); these check its fields exactly,
// beside the transcripts of `ExplainCommandTests` that check its text.

/// The typed answer of `explain` after `text`, and the lines of its response.
private func explainAnswer(_ text: String) throws -> (answer: ExplainAnswer, body: [ResponseLine]) {
  var session = session(text)
  let statement = try #require(Parser.parse("explain", file: "t.lyt").statements.first)
  let response = try session.execute(statement)
  guard case .explain(let answer)? = response.answer else { throw ExplainAnswerMissing() }
  return (answer, response.body)
}

private struct ExplainAnswerMissing: Error {}

@Test func explainAnswersWithTheBrokenConstraintItsArithmeticAndFixes() throws {
  let (answer, body) = try explainAnswer(WorkedLayouts.chainConflict + "\nb.left <= root.left + 100 as c8")
  #expect(answer.broken.map(\.id) == ["c8"])
  let broken = try #require(answer.broken.first)
  #expect(broken.others == ["c0", "c1", "c3"])
  #expect(broken.gap == 8)
  guard case .chain(let explanation)? = broken.arithmetic else {
    Issue.record("expected a chain, got \(String(describing: broken.arithmetic))")
    return
  }
  #expect(explanation.subject == Anchor("b", .left))
  #expect(
    explanation.chain?.map(\.text) == ["a.right + 8", "a.left + a.width + 8", "root.left + 100 + 8", "100 + 8", "108"])
  #expect(broken.translations.isEmpty)
  #expect(
    broken.fixes?.map(\.line) == [
      "deactivate c8; set priority c8 999; activate c8", "deactivate c3; set priority c3 999; activate c3",
      "deactivate c1; set priority c1 999; activate c1",
    ])
  #expect(broken.isFrameworks == false)
  #expect(answer.ambiguousCount == 0 && answer.ambiguous.isEmpty)
  #expect(answer.violatedCount == 1)
  #expect(answer.violated.map(\.violated.id) == ["c7"])
  #expect(answer.violated.first?.violated.violation == 20)
  #expect(answer.violated.first?.violated.loss?.loss.lostTo == ["c1"])
  #expect(answer.designed == ExplainAnswer.Designed(stretched: 0, givingWay: 0))
  #expect(body == AnswerText.lines(.explain(answer)))
  #expect(body.first == ResponseLine("1 broken constraint, 1 violated optional constraint", .broken))
}

@Test func explainAnswersWithTheTiedItemsAndWhichMovesWithWhich() throws {
  let (answer, _) = try explainAnswer(WorkedLayouts.twoLabels)
  #expect(answer.broken.isEmpty)
  #expect(answer.ambiguousCount == 2)
  #expect(answer.ambiguous.map(\.item) == ["l1", "l2"])
  #expect(answer.ambiguous.map { $0.ranges.map(\.component) } == [[.width], [.x, .width]])
  #expect(answer.ambiguous.first?.ranges.first?.range == ValueRange(lower: 100, upper: 180))
  #expect(answer.ambiguous.map(\.movesWith) == [nil, "l1"])
  let advice = try #require(answer.ambiguous.first?.advice)
  #expect(advice.cause == .tie(priority: 250, growing: ["l2.intrinsic.width"], shrinking: ["l1.intrinsic.width"]))
  #expect(advice.isIntrinsicTie)
  #expect(advice.fixes.map(\.line) == ["set hug l1 h 249", "set hug l2 h 251", "set hug l1 h 251"])
  #expect(answer.ambiguous.last?.advice == nil)
  // The tie's violation is listed without fixes: they are the ambiguity's.
  #expect(answer.violated.map(\.violated.id) == ["l1.intrinsic.width"])
  #expect(answer.violated.first?.violated.side == .stretched)
  #expect(answer.violated.first?.fixes == nil)
}

@Test func explainCountsTheDesignedViolations() throws {
  let (answer, body) = try explainAnswer(WorkedLayouts.twoLabels + "\nset hug l2 h 249")
  #expect(answer.broken.isEmpty && answer.ambiguousCount == 0 && answer.violatedCount == 0)
  #expect(answer.designed == ExplainAnswer.Designed(stretched: 1, givingWay: 0))
  #expect(body.map(\.text).first == "nothing to explain: the layout is unambiguous and breaks nothing")
}
