import Cassowary
import Layout
import Testing

@testable import CommandLanguage
@testable import Script

// `why` answers with a typed value (``WhyAnswer``); these check its fields exactly, beside the
// transcripts of `WhyTests` that check its text.

/// The typed answer of `why REFERENCE` after `text`.
private func whyAnswer(_ text: String, _ reference: String) -> WhyAnswer? {
  var session = session(text)
  let parsed = Parser.parse("why \(reference)", file: "t.lyt")
  guard let statement = parsed.statements.first, case .why(let answer)? = try? session.execute(statement).answer
  else { return nil }
  return answer
}

@Test func whyAnswersWithTheDerivationItsTextIsMadeOf() throws {
  let answer = try #require(whyAnswer(WorkedLayouts.heldChain, "b.left"))
  #expect(answer.subject == "b.left")
  #expect(answer.derivation.value == 108)
  #expect(answer.derivation.support.map(\.id) == ["root.size.x", "c1", "c2", "c3"])
  #expect(answer.derivation.support.map(\.weight) == [1, 1, 1, 1])
  #expect(
    answer.derivation.support.map { $0.constraint.map { "\($0)" } } == [
      "root.left == 0", "a.left == root.left", "a.width == 100", "b.left == a.right + 8",
    ])
  #expect(answer.derivation.supportCount == 4)
  #expect(answer.derivation.free.isEmpty)
  let steps = try #require(answer.derivation.chain)
  #expect(steps.map(\.text) == ["a.right + 8", "a.left + a.width + 8", "root.left + 100 + 8", "100 + 8", "108"])
  #expect(
    steps.map(\.reasons) == [
      [.constraint("c3")], [.frame(of: "a")], [.constraint("c1"), .constraint("c2")], [.constraint("root.size.x")], [],
    ])
  #expect(
    DerivationText.lines(of: steps, subject: "b.left").map(\.reasons) == [
      ["c3"], ["a's frame"], ["c1", "c2"], ["root.size.x"], [],
    ])
  #expect(answer.ambiguousRange == nil && answer.ambiguity == nil)
  #expect(answer.whyNotLarger == .required(["root.size.x", "c1", "c2", "c3"]))
  #expect(answer.whyNotSmaller == .required(["root.size.x", "c1", "c2", "c3"]))
  #expect(answer.wanted.isEmpty)
}

@Test func whyAnswersWithWhatLostAndTheWinnersPriorities() throws {
  let answer = try #require(whyAnswer(WorkedLayouts.heldChain, "a.width"))
  #expect(answer.derivation.value == 100)
  #expect(answer.derivation.support.map(\.id) == ["c2"])
  #expect(answer.wanted.map(\.id) == ["wish"])
  let wish = try #require(answer.wanted.first)
  #expect(wish.violation == 20)
  #expect(wish.side == nil)
  #expect(wish.priorities == ConstraintPriorities(priority: 750, shortfall: 750))
  #expect(wish.loss?.loss.lostTo == ["c2"])
  #expect(wish.loss?.loss.sameLevel == nil)
  #expect(wish.loss?.priorities == ["c2": ConstraintPriorities(priority: .required, shortfall: .required)])
}

@Test func whyAnswersAnAmbiguityWithItsRangeCauseAndCheckedFixes() throws {
  let answer = try #require(whyAnswer(WorkedLayouts.heldChain, "b.width"))
  #expect(answer.derivation.value == 0)
  #expect(answer.derivation.support.map(\.id) == ["b.width>=0"])
  // An implicit constraint has no definition in Apple's form.
  #expect(answer.derivation.support.map(\.constraint) == [nil])
  #expect(answer.ambiguousRange == ValueRange(lower: 0, upper: .infinity))
  let ambiguity = try #require(answer.ambiguity)
  #expect(ambiguity.component == ItemComponent(item: "b", component: .width))
  #expect(ambiguity.cause == .missingConstraints)
  #expect(ambiguity.isIntrinsicTie == false)
  #expect(ambiguity.fixes.map(\.line) == ["b.trailing == root.trailing - 8"])
  #expect(ambiguity.fixes.first?.effect.moves.map(\.item) == ["b"])
  #expect(answer.whyNotLarger == nil && answer.whyNotSmaller == nil)
}

@Test func aPageDerivesAFrameAsWhyDoes() throws {
  let answer = try #require(whyAnswer(WorkedLayouts.heldChain, "b.x"))
  let page = session(WorkedLayouts.heldChain).frameDerivations(of: ["b"])
  #expect(page.map(\.subject) == ["b.x", "b.y", "b.width", "b.height"])
  #expect(page.first?.derivation == answer.derivation)
}

@Test func whyWritesItsAnswerAsTheResponseBody() throws {
  var session = session(WorkedLayouts.heldChain)
  let statement = try #require(Parser.parse("why a.width", file: "t.lyt").statements.first)
  let response = try session.execute(statement)
  let answer = try #require(response.answer)
  #expect(response.body == AnswerText.lines(answer))
  #expect(response.body.map(\.kind) == [.plain, .plain, .plain, .plain, .plain, .plain, .plain, .violated])
}
