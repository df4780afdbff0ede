import CommandLanguage
import Layout
import Testing

@testable import Script

/// The runner's words around expectations (``ExpectationText``) and `help`'s for an unknown
/// topic (``HelpText``), exactly.
@Suite struct ExpectationTextTests {
  @Test func theRunnersDiagnosticForAFailure() {
    let diagnostic = ExpectationText.diagnostic(.noFrame(item: "a"), at: nowhere)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.message == "expectation failed: a has no frame")
    #expect(diagnostic.hint == nil)
  }

  @Test func theTotals() {
    #expect(ExpectationText.totals(passed: 2, failed: 1) == "expectations: 2 passed, 1 failed")
    #expect(ExpectationText.totals(passed: 1, failed: 0) == "expectations: 1 passed, 0 failed")
  }

  @Test func helpOnATopicItDoesNotKnow() {
    #expect(HelpText.lines(topic: "frobnicate", width: 78) == ["no help on 'frobnicate'"])
    #expect(
      HelpText.lines(topic: nil, width: 78)
        == CommandReference.helpText(width: 78)?.split(
          separator: "\n", omittingEmptySubsequences: false
        ).map(String.init))
  }
}
