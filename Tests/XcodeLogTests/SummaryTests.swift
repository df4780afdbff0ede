import Foundation
import Testing
import XcodeLog

@Suite struct FixAndSummaryTests {
  @Test func autoresizingSuggestsTurningTranslationOff() throws {
    let explanation = try #require(explainOne(try fixture("tagflowexample-8")))
    #expect(
      explanation.hints == [
        .autoresizingMask(view: "UIView_2240", constraints: ["k1"]), .negativeSize(object: "UILabel_Tech"),
      ])
  }

  @Test func aCellHeightSaysTheContainerWinsAndGivesTheRowHeight() throws {
    let explanation = try #require(explainOne(try fixture("colo-12")))
    #expect(
      explanation.hints == [
        .containerSize(id: "k1", identifier: "UIView-Encapsulated-Layout-Height", cellRowHeight: true)
      ])
  }

  /// A keyboard extension's input view is not a cell: no row-height hint.
  @Test func aKeyboardIsNotACell() throws {
    let explanation = try #require(explainOne(try fixture("tasty-imitation-keyboard-85")))
    #expect(explanation.hints.count == 1)
    #expect(explanation.hints.first.map(LogFindingText.hint)?.contains("rowHeight") == false)
  }

  @Test func aHiddenArrangedViewExplainsUISVHiding() throws {
    let explanation = try #require(explainOne(try fixture("braintree-ios-237")))
    #expect(explanation.hints.first == .hiddenArrangedView)
  }

  @Test func twoConstraintsOnTheSameAttributeAreALeftover() throws {
    let explanation = try #require(explainOne(try fixture("unstoppable-wallet-1731")))
    #expect(
      explanation.hints == [.duplicate(first: "k1", second: "k2", attribute: "UIButton_e760.bottom", .snapKit)])
  }

  /// Issue #26: "make `width >= 152` an inequality" (it is one) is gone; the checked fixes come
  /// from the session (ImportLogTests).
  @Test func noAdviceToMakeAnInequalityAnInequality() throws {
    let explanation = try #require(explainOne(try fixture("munki-1241")))
    #expect(explanation.hints.isEmpty)
    #expect(explanation.system.platform == .appkit)
  }

  /// Conflicts inside the framework: nothing of the app's to change, and nothing advised on
  /// private views (an autoresizing mask of ChatKit's, a keyboard window's own constraints).
  @Test func aConflictInsideTheFrameworkSaysSo() throws {
    for name in ["steroids-1044", "uitextfieldbug-fnview", "alrt-14", "rxalert-40", "transmission-6644"] {
      let explanation = try #require(explainOne(try fixture(name)))
      #expect(explanation.system.appConstraints.isEmpty, "\(name)")
      #expect(explanation.hints.count == 1, "\(name)")
      #expect(
        explanation.hints.first.map(LogFindingText.hint)?.hasPrefix(
          "None of these constraints is the app's: the conflict is inside ") == true,
        "\(name)")
    }
    let transmission = try #require(explainOne(try fixture("transmission-6644")))
    #expect(transmission.hints == [.frameworkOnly(.appkit, broken: "k2")])
    #expect(LogFindingText.summary(transmission.summary).contains("AppKit broke k2"))
    #expect(!LogFindingText.summary(transmission.summary).contains("UIKit"))
  }

  @Test func ownersComeFromClassesIdentifiersAndObjects() throws {
    let owners = { (name: String) throws -> [String] in
      try #require(explainOne(try fixture(name))).system.listed.map { "\($0.id):\($0.owner.rawValue)" }
    }
    #expect(try owners("colo-12") == ["k1:system", "k2:app", "k3:app", "k4:app"])
    #expect(try owners("tagflowexample-8") == ["k1:autoresizing", "k2:app", "k3:app"])
    #expect(try owners("muyexi-mysterious-warnings") == ["k1:app", "k2:app", "k3:app", "k4:system"])
    #expect(try owners("uitextfieldbug-fnview") == ["k1:system", "k2:system"])
    #expect(try owners("swift2byexample-7") == ["k1:system", "k2:system", "k3:system", "k4:system"])
  }

  /// SnapKit's `File.swift#line` is kept: it names the line to change.
  @Test func snapKitsSourceLineIsKept() throws {
    let explanation = try #require(explainOne(try fixture("snapkit-462")))
    #expect(
      explanation.system.listed.map { $0.description?.source } == [
        "TripSettingsViewController.swift#67", "TripSettingsViewController.swift#73",
        "TripSettingsViewController.swift#74", nil,
      ])
  }

  @Test func theConflictSummaryNamesTheSetTheGapAndTheBrokenConstraint() throws {
    let explanation = try #require(explainOne(try fixture("folding-cell-63")))
    #expect(
      LogFindingText.summary(explanation.summary)
        == "These 2 required constraints cannot hold together: k1 UIView_0f70.height == 200; k2 UIView_0f70.height "
        + "== 84 (they are 116 points apart). Without any one of k1, k2 the rest can hold. UIKit broke k1 "
        + "(UIView_0f70.height == 200), so that one is not in effect. k1 and k2 both set UIView_0f70.height: one is "
        + "probably left over from an earlier layout; deactivate the old constraint before activating the new one.")
  }

  @Test func aSatisfiableLogSaysWhatMustBeMissing() throws {
    let explanation = try #require(explainOne(try fixture("autopkgr-196")))
    #expect(explanation.summary == [.satisfiable(requiredCount: 9, .appkit, omission: .unprinted, broken: nil)])
    #expect(
      LogFindingText.summary(explanation.summary)
        == "The 9 required constraints the log lists can all hold at once, so the log omits something AppKit's "
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
      explanations.first?.hints.first
        == .containerSize(id: "k8", identifier: "UIView-Encapsulated-Layout-Height", cellRowHeight: true))
    #expect(
      explanations.last?.hints.first.map(LogFindingText.hint)?.hasPrefix(
        "Set translatesAutoresizingMaskIntoConstraints = false on UIView_2240") == true)
  }
}
