import Layout
import Testing

@testable import CommandLanguage
@testable import Script

/// `expect` answers with what it found (``ExpectationFailure``), and ``ExpectationText`` writes
/// the line and the message the runner's diagnostic prints.
@Suite("Expectations that fail, as values")
struct ExpectationFailureTests {
  private static let layout = """
    add view root size 320x480
    add view a in root
    a.left == root.left + 10
    a.top == root.top + 20
    a.width == 100 as w
    a.height == 40
    a.width == 120 @500 as wish
    add view b in root
    b.left == root.left
    b.width == 10
    """

  /// The outcome of `command` after the layout, and its response line.
  private func outcome(_ command: String) throws -> (ExpectationOutcome, ResponseLine) {
    var s = session(Self.layout)
    let statement = try #require(Parser.parse(command, file: "t.lyt").statements.first)
    let response = try s.execute(statement)
    let outcome = try #require(response.expectation)
    #expect(response.body.count == 1)
    return (outcome, try #require(response.body.first))
  }

  @Test("each kind of failure carries what was found, and its line says it")
  func failuresCarryWhatWasFound() throws {
    let cases: [(String, ExpectationFailure, String)] = [
      (
        "expect a.frame == 0,0,100,40",
        .frame(
          item: "a", found: Rect(x: 10, y: 20, width: 100, height: 40),
          expected: Rect(x: 0, y: 0, width: 100, height: 40)),
        "a.frame is (10, 20, 100, 40), expected (0, 0, 100, 40)"
      ),
      (
        "expect a.width >= 110", .value(reference: "a.width", found: 100, relation: .greaterThanOrEqual, expected: 110),
        "a.width is 100, expected >= 110"
      ),
      ("expect satisfied wish", .constraint(id: "wish", state: .violated(by: 20)), "wish is active and violated by 20"),
      ("expect violated w", .constraint(id: "w", state: .holds), "w is active and holds"),
      ("expect broken w", .constraint(id: "w", state: .holds), "w is active and holds"),
      ("expect ambiguous a.width", .determined(reference: "a.width", value: 100), "a.width is determined (100)"),
      (
        "expect unambiguous b",
        .ambiguous([ItemComponent(item: "b", component: .y), ItemComponent(item: "b", component: .height)]),
        "ambiguous: b.y, b.height"
      ),
    ]
    for (command, failure, message) in cases {
      let (outcome, line) = try outcome(command)
      #expect(outcome == .failed(failure), "\(command)")
      #expect(outcome.message == message, "\(command)")
      #expect(line == ResponseLine("FAILED: " + message, .failedExpectation), "\(command)")
    }
  }

  @Test("a passing expectation has no message and prints ok")
  func passing() throws {
    let (outcome, line) = try outcome("expect a.width == 100")
    #expect(outcome == .passed)
    #expect(outcome.message == nil)
    #expect(line == ResponseLine("ok"))
  }
}
