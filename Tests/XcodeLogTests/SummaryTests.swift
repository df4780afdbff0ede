import Foundation
import Testing
import XcodeLog

@Suite struct FixAndSummaryTests {
  @Test func autoresizingSuggestsTurningTranslationOff() throws {
    let explanation = try #require(explainOne(try fixture("tagflowexample-8")))
    #expect(
      explanation.fixes == [
        "Set translatesAutoresizingMaskIntoConstraints = false on UIView_2240: its autoresizing mask became k1, "
          + "which fight the constraints you added."
      ])
  }

  @Test func aCellHeightSuggestsLoweringTheAppsConstraintTo999() throws {
    let explanation = try #require(explainOne(try fixture("colo-12")))
    #expect(explanation.fixes.count == 1)
    #expect(
      explanation.fixes.first?.hasPrefix(
        "Lower the priority of k4 (UITableViewCellContentView_6020.bottom == UIView_a140.bottom) to 999:") == true)
    #expect(explanation.fixes.first?.hasSuffix("with an estimatedRowHeight.") == true)
  }

  @Test func aHiddenArrangedViewSuggestsLoweringItsSize() throws {
    let explanation = try #require(explainOne(try fixture("braintree-ios-237")))
    #expect(
      explanation.fixes == [
        "Lower the priority of k1 (BTUICardHint_19b0.width == BTUIVisaVectorArtView_6b80.width + 1) to 999: a hidden "
          + "arranged view is collapsed by UISV-hiding, and a required size or spacing on it cannot collapse."
      ])
  }

  @Test func twoConstraintsOnTheSameAttributeAreALeftover() throws {
    let explanation = try #require(explainOne(try fixture("unstoppable-wallet-1731")))
    #expect(
      explanation.fixes == [
        "k1 and k2 both set UIButton_e760.bottom: one is probably left over from an earlier layout; use "
          + "remakeConstraints (or updateConstraints) instead of makeConstraints."
      ])
  }

  @Test func aFixedSizeAgainstEdgesSuggestsAnInequality() throws {
    let explanation = try #require(explainOne(try fixture("muyexi-mysterious-warnings")))
    #expect(
      explanation.fixes == [
        "Make k1 (UIView_a840.height == 1) an inequality (<= or >=) or lower its priority to 999, so that the fixed "
          + "size gives way to the other 3 constraints of the set."
      ])
  }

  @Test func noFixWhenNoRuleFits() throws {
    let explanation = try #require(explainOne(try fixture("steroids-1044")))
    #expect(explanation.fixes.count == 1)
    #expect(
      explanation.fixes.first?.hasPrefix(
        "Set translatesAutoresizingMaskIntoConstraints = false on CKMessageEntryView_a460") == true)
    let datePicker = try #require(explainOne(try fixture("datetimepicker-17")))
    #expect(datePicker.fixes.isEmpty)
  }

  @Test func theConflictSummaryNamesTheSetTheGapAndTheBrokenConstraint() throws {
    let explanation = try #require(explainOne(try fixture("folding-cell-63")))
    #expect(
      explanation.summary
        == "These 2 required constraints cannot hold together: k1 UIView_0f70.height == 200; k2 UIView_0f70.height "
        + "== 84 (they are 116 points apart). Without any one of k1, k2 the rest can hold. UIKit broke k1 "
        + "(UIView_0f70.height == 200), so that one is not in effect. k1 and k2 both set UIView_0f70.height: one is "
        + "probably left over from an earlier layout; deactivate the old constraint before activating the new one.")
  }

  @Test func aSatisfiableLogSaysWhatMustBeMissing() throws {
    let explanation = try #require(explainOne(try fixture("autopkgr-196")))
    #expect(
      explanation.summary
        == "The 9 required constraints the log lists can all hold at once, so the log omits something UIKit's "
        + "engine had: a required constraint it did not print, such as a size a container imposes, an "
        + "autoresizing-mask constraint or an intrinsic content size at priority 1000.")
  }
}

@Suite struct ExampleLogTests {
  @Test func theExampleHoldsACellLogAndAnAutoresizingLog() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("examples/logs/cell-height.txt")
    let explanations = LogExplanation.explainAll(try String(contentsOf: url, encoding: .utf8))
    #expect(explanations.map(\.system.line) == [6, 18])
    #expect(
      explanations.map(\.minimalSet) == [
        ["k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k16", "k18"], ["k1", "k2", "k3", "k7"],
      ])
    #expect(
      explanations.first?.fixes.first?.hasPrefix("Lower the priority of k2 (UIView_6ee0.height == 80) to 999:") == true)
    #expect(
      explanations.last?.fixes.first?.hasPrefix("Set translatesAutoresizingMaskIntoConstraints = false on UIView_2240")
        == true)
  }
}
