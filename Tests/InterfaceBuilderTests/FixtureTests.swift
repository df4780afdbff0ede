import Layout
import Testing

@testable import InterfaceBuilder

/// One real file (Fixtures/SOURCES.md) and what lyt must find in it.
struct FixtureCase: CustomTestStringConvertible, Sendable {
  var file: String
  var findings: [String]
  var why: String

  init(_ file: String, _ findings: [String] = [], why: String) {
    self.file = file
    self.findings = findings
    self.why = why
  }

  var testDescription: String { file }
}

let fixtureCases: [FixtureCase] = [
  FixtureCase(
    "iblinter-ambiguous-constraint.storyboard",
    [
      "21:37: note: Stale Flag: \"First Label\" is flagged ambiguous, but its constraints determine its frame.",
      "27:37: note: Stale Flag: \"Second Label\" is flagged ambiguous, but its constraints determine its frame.",
    ],
    why: """
      IBLinter's fixture for its `ambiguous` rule flags two labels that their constraints (centerX, \
      top, spacing, and their intrinsic sizes) determine; the second scene's views are checked with \
      verifyAmbiguity ignoreSizes/off, and their positions are determined once sizes are held.
      """),
  FixtureCase(
    "iblinter-relative-to-margin.storyboard",
    why: "margins of a custom view (8) plus constants put the label exactly at its frame"),
  FixtureCase(
    "iblinter-stack-view-background.storyboard",
    why: "a fixed-frame stack view without arranged views: its autoresizing mask holds it"),
  FixtureCase(
    "neuburg-contextual-menu.storyboard",
    why: "a fillEqually stack with standard spacing (8) of three 1:1 image views inside a 374-wide view"),
  FixtureCase(
    "neuburg-input-view-baselines.storyboard",
    why: "a label aligned on a button's baseline: baselines estimated from 15- and 17-point fonts"),
  FixtureCase(
    "neuburg-key-commands.storyboard", why: "JPEG images whose <resources> size follows their DPI: the frames decide"),
  FixtureCase(
    "neuburg-list-of-switches.storyboard",
    why: "a table view under a navigation bar the segues imply (44 + 44 on an iPhone 11)"),
  FixtureCase(
    "neuburg-loop-in-background.storyboard",
    [
      "20:29: warning: Ambiguous Layout: Height is ambiguous for \"Stack View\".",
      "30:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"GCD Group\".",
      "37:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"GCD Group + Wait\".",
      "44:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"Combine = Group\".",
      "51:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"Combine = Group + Wait\".",
      "58:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"View\".",
      "66:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"GCD Fast Ordered\".",
      "73:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"Combine Fast Ordered\".",
    ],
    why: """
      an equalSpacing stack pinned at its top only: its spacing is a minimum (>= 8) and nothing \
      bounds its height, so the gaps and the stack's height are open (the file does not flag it)
      """),
  FixtureCase(
    "neuburg-paging.storyboard",
    ["18:29: warning: Misplaced Views: Frame for \"Scroll View\" will be different at run time."],
    why:
      "Xcode 12 simulates no status bar on an iPhone 8: the scroll view pinned 46 below the safe area belongs at 46, not 66"
  ),
  FixtureCase(
    "neuburg-popover.storyboard", why: "popover-sized roots (213×300, 333×480): their margins are read from the frames"),
  FixtureCase(
    "neuburg-presented-second.xib",
    ["21:17: warning: Misplaced Views: Frame for \"Button\" will be different at run time."],
    why:
      "the file flags the button misplaced (y 9, its constraint says 10); a XIB's full-screen top-level view has a safe area"
  ),
  FixtureCase(
    "neuburg-safe-area-limits.storyboard",
    why: "nested safe-area guides: a view inside the root's safe area has none of its own"),
  FixtureCase(
    "neuburg-scroll-view-in-nib.storyboard",
    why: "autoresizing views in a scroll view resize with its bounds (its frame), not its content"),
  FixtureCase(
    "neuburg-scroll-view-xcode11b.storyboard",
    [
      "29:53: warning: Conflicting Constraints: Unable to simultaneously satisfy constraints 19X-rZ-UeQ, 4oh-Ns-aJX, "
        + "0TK-jw-wk0, Rq8-Xb-1yz, BT5-ZG-2pv, QUD-yh-EIP and 0Hf-j3-sYY (short by 120)."
    ],
    why: """
      placeholder constraints stretch View1 across the 320-wide content view, whose width the content \
      and frame layout guides fix, while its own width is 200: a conflict at design time
      """),
  FixtureCase(
    "neuburg-subclassing.storyboard",
    ["22:29: warning: Misplaced Views: Frame for \"My Horiz Line\" will be different at run time."],
    why: "flagged misplaced in the file: stored 568 wide, its margins make it 343"),
  FixtureCase(
    "neuburg-tabbed-interface.storyboard",
    why: "standard spacing to the safe area is laid out as 0, as the stored frames show"),
  FixtureCase(
    "neuburg-variable-width-string.storyboard",
    ["22:29: warning: Misplaced Views: Frame for \"Label\" will be different at run time."],
    why: "a label centred and 100 points from the margin is 143 wide; the file stores 142 and does not flag it"),
]

@Suite struct FixtureTests {
  @Test(arguments: fixtureCases) func verdicts(_ example: FixtureCase) throws {
    let report = check(try fixture(example.file), file: example.file)
    #expect(report.error == nil)
    #expect(findingLines(report) == example.findings)
  }

  /// Where the layout is determined and nothing is reported, the solved frames are the stored
  /// ones, to Interface Builder's half point.
  @Test(arguments: fixtureCases) func solvedFramesMatchTheStoredOnes(_ example: FixtureCase) throws {
    let report = check(try fixture(example.file), file: example.file)
    let reported = Set(report.allFindings.compactMap(\.objectID))
    for scene in report.scenes where scene.conflicts.isEmpty {
      for view in scene.views where view.ambiguous.isEmpty && !reported.contains(view.id) {
        guard let solved = view.frame, let stored = view.storedFrame else { continue }
        let close =
          abs(solved.x - stored.x) <= 0.5 && abs(solved.y - stored.y) <= 0.5
          && abs(solved.width - stored.width) <= 0.5 && abs(solved.height - stored.height) <= 0.5
        #expect(close, "\(view.id) \"\(view.name)\": solved \(solved), stored \(stored)")
      }
    }
  }

  @Test func theFramesOfAStackWithStandardSpacing() throws {
    let report = check(try fixture("neuburg-contextual-menu.storyboard"))
    let frames = try #require(report.scenes.first).views.filter { $0.className == "UIImageView" }.compactMap(\.frame)
    let side = (374.0 - 16) / 3
    let expected = [
      Rect(x: 0, y: (128 - side) / 2, width: side, height: side),
      Rect(x: side + 8, y: (128 - side) / 2, width: side, height: side),
      Rect(x: 2 * (side + 8), y: (128 - side) / 2, width: side, height: side),
    ]
    #expect(frames.count == 3)
    #expect(zip(frames, expected).allSatisfy { $0.isClose(to: $1, tolerance: 1e-9) }, "\(frames)")
  }
}
