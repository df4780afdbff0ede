import Testing
import XcodeLog

/// One real log and what was found by hand (each fixture's header shows the reasoning).
struct FixtureCase: CustomTestStringConvertible, Sendable {
  var file: String
  var line: Int
  var listed: Int
  var broken: String?
  var minimalSet: [String]

  init(_ file: String, line: Int, listed: Int, broken: String?, minimalSet: [String]) {
    self.file = file
    self.line = line
    self.listed = listed
    self.broken = broken
    self.minimalSet = minimalSet
  }

  var testDescription: String { "\(file):\(line)" }
}

/// 54 logs from public issues, Q&A pages, blogs and repositories (52 files; two hold two logs
/// each), with the minimal conflicting sets checked by hand.
let fixtureCases: [FixtureCase] = [
  FixtureCase(
    "aplus-rs-one-solution", line: 9, listed: 8, broken: nil,
    minimalSet: ["k1", "k4", "k5", "k6", "k7", "k8", "k15", "k19", "k20"]),
  FixtureCase(
    "apptentive-ios-178", line: 7, listed: 5, broken: "k3", minimalSet: ["k1", "k2", "k3", "k4", "k5", "k9"]),
  FixtureCase("apptentive-ios-76", line: 4, listed: 4, broken: "k4", minimalSet: ["k1", "k2", "k3", "k4"]),
  FixtureCase("autopkgr-196", line: 6, listed: 9, broken: nil, minimalSet: []),
  FixtureCase("braintree-ios-237", line: 5, listed: 2, broken: "k1", minimalSet: ["k1", "k2", "k5"]),
  FixtureCase(
    "coderlyn-hashnode", line: 4, listed: 8, broken: "k1",
    minimalSet: ["k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k12", "k16"]),
  FixtureCase("colo-12", line: 5, listed: 4, broken: "k4", minimalSet: ["k1", "k2", "k3", "k4"]),
  FixtureCase("datetimepicker-17", line: 6, listed: 4, broken: "k3", minimalSet: ["k1", "k2", "k3", "k4"]),
  FixtureCase(
    "developreference-reusable-cell", line: 6, listed: 8, broken: "k2",
    minimalSet: ["k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k16", "k18"]),
  FixtureCase("duckduckgo-4623", line: 4, listed: 3, broken: "k2", minimalSet: ["k1", "k2", "k3", "k5"]),
  FixtureCase(
    "faqview-33", line: 8, listed: 5, broken: "k2", minimalSet: ["k1", "k2", "k3", "k5", "k7", "k11"]),
  FixtureCase("fdtake-122", line: 3, listed: 1, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase("firefox-ios-27523", line: 4, listed: 2, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase("folding-cell-63", line: 4, listed: 2, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase("handyautolayout-7", line: 4, listed: 2, broken: "k2", minimalSet: ["k1", "k2"]),
  FixtureCase("kvnprogress-6", line: 7, listed: 5, broken: nil, minimalSet: ["k3", "k4", "k5", "k6"]),
  FixtureCase("mapbox-gl-cocoa-23", line: 4, listed: 2, broken: "k2", minimalSet: ["k1", "k2"]),
  FixtureCase("masonry-415-private", line: 4, listed: 0, broken: nil, minimalSet: []),
  FixtureCase("masonry-415-private", line: 11, listed: 0, broken: nil, minimalSet: []),
  FixtureCase("muyexi-mysterious-warnings", line: 5, listed: 4, broken: "k1", minimalSet: ["k1", "k2", "k3", "k4"]),
  FixtureCase("representablekit-3", line: 4, listed: 6, broken: nil, minimalSet: ["k1", "k2", "k3", "k4", "k5", "k6"]),
  FixtureCase("snapkit-101", line: 6, listed: 5, broken: "k5", minimalSet: []),
  FixtureCase("steroids-1044", line: 4, listed: 3, broken: "k3", minimalSet: ["k1", "k2", "k3"]),
  FixtureCase(
    "swift2byexample-7", line: 6, listed: 4, broken: "k2",
    minimalSet: ["k1", "k2", "k3", "k4", "k5", "k9", "k11", "k12"]),
  FixtureCase("tagflowexample-8", line: 4, listed: 3, broken: "k2", minimalSet: ["k1", "k2", "k3", "k7"]),
  FixtureCase("thinbug-26082037", line: 4, listed: 6, broken: nil, minimalSet: ["k1", "k2", "k3", "k4", "k5", "k6"]),
  FixtureCase("trust-wallet-279", line: 4, listed: 3, broken: "k2", minimalSet: ["k1", "k2", "k3", "k4"]),
  FixtureCase("unstoppable-wallet-1731", line: 5, listed: 2, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase("unstoppable-wallet-707", line: 5, listed: 3, broken: "k2", minimalSet: ["k1", "k2", "k3", "k4"]),
  FixtureCase(
    "vathanakmao-blogspot", line: 4, listed: 7, broken: "k6",
    minimalSet: ["k1", "k2", "k3", "k4", "k5", "k6", "k7", "k15"]),
  FixtureCase(
    "wtfautolayout-10", line: 6, listed: 15, broken: nil,
    minimalSet: ["k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9", "k10", "k11", "k12", "k13", "k14", "k15", "k31"]),
  // Collected for issue #26 (container sizes, the framework's own conflicts, AppKit, SnapKit and
  // Masonry), each checked by hand in its header.
  FixtureCase("alrt-14", line: 6, listed: 1, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase("carbonkit-195", line: 4, listed: 2, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase(
    "codewithsundeep-31361424", line: 5, listed: 7, broken: "k2",
    minimalSet: ["k1", "k2", "k3", "k4", "k5", "k6", "k7", "k12"]),
  FixtureCase("deltachat-ios-874", line: 4, listed: 2, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase("deltachat-ios-938", line: 4, listed: 4, broken: "k1", minimalSet: ["k1", "k2", "k3", "k4"]),
  FixtureCase(
    "developreference-27555138", line: 4, listed: 5, broken: "k1", minimalSet: ["k1", "k2", "k3", "k4", "k5", "k11"]),
  FixtureCase(
    "dicetableviewcell-1", line: 4, listed: 4, broken: "k1", minimalSet: ["k1", "k2", "k3", "k4", "k9", "k10"]),
  FixtureCase("displayswitcher-20", line: 4, listed: 4, broken: "k2", minimalSet: ["k1", "k2", "k3", "k4", "k5"]),
  FixtureCase(
    "fdtemplatelayoutcell-365", line: 4, listed: 6, broken: "k4", minimalSet: ["k1", "k2", "k3", "k4", "k5", "k6"]),
  FixtureCase(
    "heliport-246", line: 4, listed: 8, broken: "k2",
    minimalSet: ["k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k13", "k15"]),
  FixtureCase("hoko-ios-28", line: 4, listed: 1, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase("iina-1568", line: 4, listed: 2, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase("iina-1568", line: 14, listed: 2, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase(
    "jxcategoryview-536", line: 4, listed: 5, broken: "k4", minimalSet: ["k1", "k2", "k3", "k4", "k5", "k10"]),
  FixtureCase("munki-1241", line: 4, listed: 6, broken: "k1", minimalSet: ["k1", "k2", "k3", "k4", "k5", "k6"]),
  FixtureCase("pspdfkit-radar-18921595", line: 4, listed: 4, broken: "k1", minimalSet: ["k1", "k2", "k3", "k4"]),
  FixtureCase("rxalert-40", line: 4, listed: 1, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase("snapkit-462", line: 6, listed: 4, broken: "k2", minimalSet: ["k1", "k2", "k3", "k4", "k5", "k9"]),
  FixtureCase("splitrow-4", line: 4, listed: 3, broken: "k2", minimalSet: ["k1", "k2", "k3", "k5"]),
  FixtureCase("tasty-imitation-keyboard-85", line: 4, listed: 2, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase("transmission-6644", line: 4, listed: 3, broken: "k2", minimalSet: ["k1", "k2", "k3", "k4"]),
  FixtureCase("uitextfieldbug-fnview", line: 4, listed: 2, broken: "k1", minimalSet: ["k1", "k2"]),
  FixtureCase("whats-new-13", line: 4, listed: 4, broken: "k3", minimalSet: ["k1", "k2", "k3", "k4"]),
]

@Suite struct FixtureTests {
  @Test func thereAreAtLeastTwentyRealLogs() {
    #expect(fixtureCases.count == 54)
    #expect(Set(fixtureCases.map(\.file)).count == 52)
  }

  @Test(arguments: fixtureCases)
  func explainsTheLogAsCheckedByHand(_ expected: FixtureCase) throws {
    let explanations = LogExplanation.explainAll(try fixture(expected.file))
    let found = try #require(explanations.first { $0.system.line == expected.line })
    #expect(found.system.listed.count == expected.listed)
    #expect(found.system.brokenByUIKit == expected.broken)
    #expect(found.minimalSet == expected.minimalSet)
    #expect(found.satisfiable == expected.minimalSet.isEmpty)
  }

  @Test(arguments: fixtureCases.filter { !$0.minimalSet.isEmpty })
  func theMinimalSetIsIrreducibleFromTheLinearFormsAlone(_ expected: FixtureCase) throws {
    let explanations = LogExplanation.explainAll(try fixture(expected.file))
    let found = try #require(explanations.first { $0.system.line == expected.line })
    #expect(isIrreducibleConflict(found.minimalSet, in: found.system))
  }

  @Test func theFileWithTwoRedactedLogsYieldsTwoEmptyEntriesThatSaySo() throws {
    let explanations = LogExplanation.explainAll(try fixture("masonry-415-private"))
    #expect(explanations.map(\.system.redacted) == [2, 2])
    #expect(explanations.allSatisfy { $0.system.constraints.isEmpty })
    #expect(
      explanations.allSatisfy { $0.summary == [.allRedacted] })
  }

  @Test func aDescriptionCutOffByThePasteIsReportedWithItsLine() throws {
    let explanation = try #require(explainOne(try fixture("representablekit-3")))
    #expect(explanation.system.unreadable.map(\.entry.line) == [19])
    #expect(explanation.system.unreadable.map(\.entry.text) == ["<NSLayoutConstraint:0x28241f"])
    #expect(explanation.summary.contains(.unreadable(lines: [19])))
    #expect(
      LogFindingText.summary(explanation.summary).contains(
        "1 description could not be read and is left out (lines 19)."))
  }

  @Test func theBrokenConstraintMissingFromTheListIsAddedAsTheLastListedOne() throws {
    let explanation = try #require(LogExplanation.explainAll(try fixture("snapkit-101")).last)
    let broken = try #require(explanation.system.constraint("k5"))
    #expect(broken.readable == "UIView_a790.top == UILayoutGuide_a660.bottom")
    #expect(broken.implicit == false)
  }

  @Test func theImplicitMembersAreTheSizesAndMarginsTheCheckNamed() throws {
    let explanation = try #require(explainOne(try fixture("swift2byexample-7")))
    let implicit = explanation.minimalSet.compactMap { explanation.system.constraint($0) }.filter(\.implicit)
    #expect(
      implicit.map(\.readable) == [
        "UILabel_cfa0.width >= 0", "UIButton_Show_More.width >= 0",
        "SPUISearchTableHeaderView_3030_margins.left == SPUISearchTableHeaderView_3030.left + 8",
        "SPUISearchTableHeaderView_3030_margins.right == SPUISearchTableHeaderView_3030.right - 8",
      ])
  }
}
