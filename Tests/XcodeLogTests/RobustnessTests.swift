import Foundation
import Testing
import XcodeLog

/// Bad input never crashes: every fixture cut short at many places, and with single characters
/// deleted, still yields explanations whose ids are consistent.
@Suite struct LogRobustnessTests {
  private func checkConsistent(_ text: String) {
    for explanation in LogExplanation.explainAll(text) {
      let ids = Set(explanation.system.constraints.map(\.id))
      #expect(explanation.minimalSet.allSatisfy { ids.contains($0) })
      if let broken = explanation.system.brokenByUIKit { #expect(ids.contains(broken)) }
      _ = ExplainLogJSON.document([explanation])
    }
  }

  @Test(arguments: fixtureCases.map(\.file).uniqued())
  func truncatedAndDamagedFixtures(_ name: String) throws {
    let characters = Array(try fixture(name))
    for cut in stride(from: 0, to: characters.count, by: 31) {
      checkConsistent(String(characters[..<cut]))
    }
    for removed in stride(from: 0, to: characters.count, by: 61) {
      var damaged = characters
      damaged.remove(at: removed)
      checkConsistent(String(damaged))
    }
  }

  @Test func oddDescriptionsAreUnreadableNotFatal() {
    let odd = [
      "<NSLayoutConstraint:", "<NSLayoutConstraint:0x1 >", "<NSLayoutConstraint:0x1 H:>", "<NSLayoutConstraint:0x1 V:[",
      "<NSLayoutConstraint:0x1 H:|-(", "<NSLayoutConstraint:0x1 UIView:0x2.width == 1e999>",
      "<NSLayoutConstraint:0x1 UIView:0x2.width == 1e300*UIView:0x3.width * 1e300>",
      "<NSLayoutConstraint:0x1 'unterminated", "<NSLayoutConstraint:0x1 UIView:0x2.width == 4 priority:0>",
      "<NSLayoutConstraint:0x1      (active)>", "<NSLayoutConstraint:0x1 UIView:0x2'''.top == ''.top>",
    ]
    for description in odd { checkConsistent(log([description])) }
    let explanations = LogExplanation.explainAll(log(odd))
    #expect(explanations.count == 1)
    #expect(explanations.first?.system.unreadable.count == 12)  // the 11, and the last again as the broken one
  }
}

extension Array where Element: Hashable {
  /// The elements without repeats, in first-seen order.
  func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
