import Testing
import XcodeLog

/// The words `LogFindingText` writes for a log's hints and summary sentences.
@Suite("Log findings")
struct LogFindingTextTests {
  @Test("hints, in the words explain-log and import log print")
  func hints() {
    let cases: [(LogHint, String)] = [
      (
        .autoresizingMask(view: "UIView_2240", constraints: ["k1", "k3"]),
        "Set translatesAutoresizingMaskIntoConstraints = false on UIView_2240: its autoresizing mask became k1, k3, "
          + "which fight the constraints you added."
      ),
      (
        .measuringSize(id: "k4", identifier: "_UITemporaryLayoutWidth", cellRowHeight: false),
        "k4 (_UITemporaryLayoutWidth) is a size UIKit sets while it measures the view: required, it wins, so one of "
          + "your constraints on that axis must be able to give way (priority 999)."
      ),
      (
        .containerSize(id: "k1", identifier: "UIView-Encapsulated-Layout-Height", cellRowHeight: true),
        "k1 (UIView-Encapsulated-Layout-Height) is the size the container imposes (a table or collection cell, a "
          + "view controller's root view): required, it wins, so one of your constraints on that axis must be able "
          + "to give way (priority 999). For self-sizing cells also use rowHeight = UITableView.automaticDimension "
          + "with an estimatedRowHeight."
      ),
      (
        .duplicate(first: "k1", second: "k2", attribute: "UIView_7f1.width", .masonry),
        "k1 and k2 both set UIView_7f1.width: one is probably left over from an earlier layout; use "
          + "mas_remakeConstraints (or mas_updateConstraints) instead of mas_makeConstraints."
      ),
      (
        .stackView(id: "k5", identifier: "UISV-spacing"),
        "UIStackView positions and sizes its arranged views itself (k5, UISV-spacing): a required constraint of "
          + "yours that does the same must agree with the stack's axis, distribution, alignment and spacing exactly."
      ),
      (
        .frameworkOnly(.appkit, broken: nil),
        "None of these constraints is the app's: the conflict is inside AppKit (an action sheet's, a keyboard's or "
          + "a bar's own views), and AppKit recovers. There is nothing in the app's constraints to change; if it "
          + "shows on screen, the view it comes from is configured in a way AppKit does not lay out (an action sheet "
          + "without a source view on iPad, a keyboard extension's height)."
      ),
    ]
    for (hint, text) in cases { #expect(LogFindingText.hint(hint) == text) }
  }

  @Test("summary sentences, joined into one paragraph")
  func summary() {
    let broken = LogSummarySentence.Member(id: "k3", readable: "UILabel_7f9.width == 10")
    #expect(
      LogFindingText.summary([
        .conflict(
          listed: [.init(id: "k1", readable: "UIView_7f1.width == 100")],
          implicit: [.init(id: "k9", readable: "UIView_7f1.width >= 0")], gap: 100),
        .withoutAnyOne(["k1", "k9"]), .brokeOutsideSet(.uikit, broken), .unreadable(lines: [4, 5]), .redacted(1),
        .hint(.hiddenArrangedView),
      ])
        == "This required constraint cannot hold with k9 (UIView_7f1.width >= 0): k1 UIView_7f1.width == 100 (they "
        + "are 100 points apart). Without any one of k1, k9 the rest can hold. UIKit broke k3 (UILabel_7f9.width "
        + "== 10), which is not in this set: the log holds more than one conflict, or the engine chose another one. "
        + "2 descriptions could not be read and are left out (lines 4, 5). 1 entry is redacted (<private>). A "
        + "hidden arranged view is collapsed by UISV-hiding; a required size or spacing on it cannot collapse.")
    #expect(
      LogFindingText.sentence(.satisfiable(requiredCount: 1, .uikit, omission: .baselineOffsets, broken: broken))
        == "The 1 required constraint the log lists can all hold at once, so the log omits something UIKit's engine "
        + "had: most likely the baseline offsets (font metrics) of the views whose baselines are constrained, which "
        + "lyt leaves free; it must work against k3 (UILabel_7f9.width == 10), the one UIKit broke.")
    #expect(
      LogFindingText.sentence(
        .noneReadable(count: 3, firstError: DescriptionError("unknown attribute 'widht'", at: 4, hint: ""), line: 4))
        == "None of the 3 constraint descriptions could be read (unknown attribute 'widht' on line 4).")
    #expect(
      LogFindingText.sentence(.nothingListed)
        == "The log lists no constraint descriptions (the list was probably not pasted).")
  }

  @Test("a log's summary is typed: the conflict, the rest, what the framework broke, the hints")
  func explanationIsTyped() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x600 UIView:0x7f1.width == 100   (active)>",
          "<NSLayoutConstraint:0x601 UIView:0x7f1.width == 200   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x601 UIView:0x7f1.width == 200   (active)>
      """
    let explanation = try #require(LogExplanation.explainAll(log).first)
    let members = [
      LogSummarySentence.Member(id: "k1", readable: "UIView_7f1.width == 100"),
      LogSummarySentence.Member(id: "k2", readable: "UIView_7f1.width == 200"),
    ]
    #expect(
      explanation.hints == [.duplicate(first: "k1", second: "k2", attribute: "UIView_7f1.width", .deactivateFirst)])
    #expect(
      explanation.summary == [
        .conflict(listed: members, implicit: [], gap: 100), .withoutAnyOne(["k1", "k2"]),
        .brokeMember(.uikit, members[1]), .hint(explanation.hints[0]),
      ])
  }
}
