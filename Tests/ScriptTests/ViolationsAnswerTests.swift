import Testing

@testable import Script

// `violations` answers with a typed value (``ViolationsAnswer``); these check its fields exactly
// and that its lines are the ones `violations` printed before it had one.

/// The typed answer of `violations` after `text`, and the lines of its response.
private func violationsAnswer(_ text: String) throws -> (answer: ViolationsAnswer, body: [ResponseLine]) {
  try answered("violations", after: text) { if case .violations(let answer) = $0 { answer } else { nil } }
}

@Test func violationsAnswersWithEachLossAndItsFixes() throws {
  let (answer, body) = try violationsAnswer(WorkedLayouts.twoLabels)
  #expect(answer.violated.map(\.violated.id) == ["l1.intrinsic.width"])
  let advice = try #require(answer.violated.first)
  #expect(advice.violated.violation == 80)
  #expect(advice.violated.side == .stretched)
  #expect(advice.violated.priorities == ConstraintPriorities(priority: 250, shortfall: 750))
  #expect(advice.violated.loss?.loss.lostTo == [])
  // Unlike `explain`, `violations` gives the tie its fixes.
  #expect(advice.fixes?.map(\.line) == ["set hug l1 h 251", "set hug l2 h 249"])
  #expect(answer.designed.isEmpty)
  #expect(answer.fixesCheckedFor == Session.fixedProblemsPerList)
  #expect(
    body == [
      ResponseLine("1 violated optional constraint, most important first:"),
      ResponseLine(
        "  l1.intrinsic.width violated by 80 (stretched, hugging @250): tied at @250 with l2.intrinsic.width: "
          + "an equally good layout satisfies it (ambiguous)", .violated),
      ResponseLine("    fix: set hug l1 h 251  → l2 widens to 200 and moves to x 100; l1 narrows to 100"),
      ResponseLine("    fix: set hug l2 h 249  → l2 widens to 200 and moves to x 100; l1 narrows to 100"),
    ])
}

@Test func violationsNamesTheDesignedOnesAndGivesThemNoFixes() throws {
  let (answer, body) = try violationsAnswer(WorkedLayouts.twoLabels + "\nset hug l2 h 249")
  #expect(answer.violated.map(\.violated.id) == ["l2.intrinsic.width"])
  #expect(answer.designed == ["l2.intrinsic.width"])
  #expect(answer.violated.first?.fixes == nil)
  #expect(body.map(\.text).first == "1 violated optional constraint, most important first:")
}

@Test func violationsAnswersWithNothingWhenEveryOptionalConstraintHolds() throws {
  let (answer, body) = try violationsAnswer("add view root size 10x10")
  #expect(answer == ViolationsAnswer(violated: [], designed: [], fixesCheckedFor: Session.fixedProblemsPerList))
  #expect(body == [ResponseLine("no optional constraint is violated")])
}
