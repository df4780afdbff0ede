import Layout
import Testing

@testable import Script

// `exercise` answers with a typed value (``ExerciseAnswer``); these check its fields exactly and
// that its lines are the ones `exercise` printed before it had one.

/// The typed answer of `exercise VIEW` after `text`, and the lines of its response.
private func exerciseAnswer(_ text: String, _ view: String) throws -> (answer: ExerciseAnswer, body: [ResponseLine]) {
  try answered("exercise \(view)", after: text) { if case .exercise(let answer) = $0 { answer } else { nil } }
}

@Test func exerciseAnswersWithTheOtherLayoutItsMovesAndItsAdvice() throws {
  let (answer, body) = try exerciseAnswer(WorkedLayouts.twoLabels, "l1")
  #expect(answer.item == "l1")
  #expect(answer.layouts.count == 1)
  let layout = try #require(answer.layouts.first)
  #expect(
    layout.moves == [
      .init(item: "l1", from: Rect(x: 0, y: 0, width: 180, height: 20), to: Rect(x: 0, y: 0, width: 100, height: 20)),
      .init(
        item: "l2", from: Rect(x: 180, y: 0, width: 120, height: 20), to: Rect(x: 100, y: 0, width: 200, height: 20)),
    ])
  #expect(layout.advice.component == ItemComponent(item: "l1", component: .width))
  #expect(
    layout.advice.cause == .tie(priority: 250, growing: ["l2.intrinsic.width"], shrinking: ["l1.intrinsic.width"]))
  #expect(layout.advice.isIntrinsicTie)
  #expect(layout.advice.fixes.map(\.line) == ["set hug l1 h 249", "set hug l2 h 251", "set hug l1 h 251"])
  #expect(body == ResponseLine.plain(exerciseOfTheTiedLabel))
}

@Test func exerciseAnswersWithOneLayoutPerComponentNotVariedBefore() throws {
  let (answer, body) = try exerciseAnswer("add view root size 320x480\nadd view a in root\na.width == 50", "a")
  #expect(answer.layouts.map(\.advice.component.component) == [.x, .y, .height])
  #expect(answer.layouts.map(\.advice.cause) == [.missingConstraints, .missingConstraints, .missingConstraints])
  #expect(answer.layouts.allSatisfy { $0.moves.map(\.item) == ["a"] })
  #expect(body == AnswerText.lines(.exercise(answer)))
  #expect(body.filter { $0.text.hasPrefix("another layout") }.count == 3)
}

@Test func exerciseAnswersWithNoLayoutsForADecidedView() throws {
  let (answer, body) = try exerciseAnswer("add view root size 10x10", "root")
  #expect(answer == ExerciseAnswer(item: "root", layouts: []))
  #expect(body == [ResponseLine("root is not ambiguous: every valid layout gives it the same frame")])
}
