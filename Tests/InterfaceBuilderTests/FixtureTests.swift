import Layout
import Testing

@testable import InterfaceBuilder

/// One fixture (Fixtures/SOURCES.md: our own files, each modelled on a real one) and what lyt must
/// find in it: the verdicts the real file produced, with our names and positions.
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
    "stale-ambiguous-labels.storyboard",
    [
      "16:37: note: Stale Flag: \"Greeting\" is flagged ambiguous, but its constraints determine its frame.",
      "20:37: note: Stale Flag: \"Signed, the team\" is flagged ambiguous, but its constraints determine its frame.",
    ],
    why: """
      two labels flagged ambiguous that their constraints (centerX, top, spacing, and their \
      intrinsic sizes) determine; the second scene's views are checked with verifyAmbiguity \
      ignoreSizes/off, and their positions are determined once sizes are held.
      """),
  FixtureCase(
    "margin-inset-label.storyboard",
    why: "margins of a custom view (8) plus constants put the label exactly at its frame"),
  FixtureCase(
    "fixed-frame-stack.storyboard",
    why: "a fixed-frame stack view without arranged views: its autoresizing mask holds it"),
  FixtureCase(
    "square-thumbnail-strip.storyboard",
    why: "a fillEqually stack with standard spacing (8) of three 1:1 image views inside a 374-wide view"),
  FixtureCase(
    "baseline-beside-button.storyboard",
    why: "a label aligned on a button's baseline: baselines estimated from 15- and 17-point fonts"),
  FixtureCase(
    "jpeg-tiles-and-fixed-frames.storyboard",
    why: "JPEG images whose <resources> size follows their DPI: the frames decide"),
  FixtureCase(
    "table-under-pushed-bar.storyboard",
    why: "a table view under a navigation bar the segues imply (44 + 44 on an iPhone 11)"),
  FixtureCase(
    "equal-spacing-open-stack.storyboard",
    [
      "13:29: warning: Ambiguous Layout: Height is ambiguous for \"Runs\".",
      "20:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"Run Parallel\".",
      "24:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"Run Parallel + Join\".",
      "28:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"Run Batched\".",
      "32:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"Run Batched + Join\".",
      "36:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"Divider\".",
      "43:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"Run Ordered Fast\".",
      "47:37: warning: Ambiguous Layout: Vertical position is ambiguous for \"Run Ordered Batched\".",
    ],
    why: """
      an equalSpacing stack pinned at its top only: its spacing is a minimum (>= 8) and nothing \
      bounds its height, so the gaps and the stack's height are open (the file does not flag it)
      """),
  FixtureCase(
    "pager-below-safe-area.storyboard",
    ["13:29: warning: Misplaced Views: Frame for \"Slides\" will be different at run time."],
    why:
      "Xcode 12 simulates no status bar on an iPhone 8: the scroll view pinned 46 below the safe area belongs at 46, not 66"
  ),
  FixtureCase(
    "popover-sized-roots.storyboard",
    why: "popover-sized roots (213×300, 333×480): their margins are read from the frames"),
  FixtureCase(
    "sheet-button-misplaced.xib",
    ["15:17: warning: Misplaced Views: Frame for \"Close\" will be different at run time."],
    why:
      "the file flags the button misplaced (y 9, its constraint says 10); a XIB's full-screen top-level view has a safe area"
  ),
  FixtureCase(
    "nested-safe-areas.storyboard",
    why: "nested safe-area guides: a view inside the root's safe area has none of its own"),
  FixtureCase(
    "autoresizing-in-scroll-view.storyboard",
    why: "autoresizing views in a scroll view resize with its bounds (its frame), not its content"),
  FixtureCase(
    "scroll-placeholder-conflict.storyboard",
    [
      "22:53: warning: Conflicting Constraints: Unable to simultaneously satisfy constraints sPc-ct-sl0, sPc-ct-sr0, "
        + "sPc-ct-vl0, sPc-ct-vx0, sPc-ct-al0, sPc-ct-ar0 and sPc-ct-aw0 (short by 120)."
    ],
    why: """
      placeholder constraints stretch Card A across the 320-wide content view, whose width the content \
      and frame layout guides fix, while its own width is 200: a conflict at design time
      """),
  FixtureCase(
    "custom-rule-misplaced.storyboard",
    ["15:29: warning: Misplaced Views: Frame for \"Dashed Rule View\" will be different at run time."],
    why: "flagged misplaced in the file: stored 568 wide, its margins make it 343"),
  FixtureCase(
    "tabs-standard-spacing.storyboard",
    why: "standard spacing to the safe area is laid out as 0, as the stored frames show"),
  FixtureCase(
    "centred-label-one-point-off.storyboard",
    ["15:29: warning: Misplaced Views: Frame for \"Headline\" will be different at run time."],
    why: "a label centred and 100 points from the margin is 143 wide; the file stores 142 and does not flag it"),
  FixtureCase(
    "fix-before-label-without-top.storyboard",
    ["19:29: warning: Ambiguous Layout: Vertical position is ambiguous for \"Throttle the connection first\"."],
    why: "before a fix commit: a label centred horizontally and nothing else holds it vertically"),
  FixtureCase(
    "fix-after-label-pinned-below-top-guide.storyboard",
    why: "after the fix: the label is pinned to the legacy top layout guide, 20 below the top (read from the frames)"),
  FixtureCase(
    "ratio-hero-footer-conflict.storyboard",
    [
      "22:37: warning: Conflicting Constraints: Unable to simultaneously satisfy constraints rHf-ct-ft0, rHf-ct-fb0 "
        + "and rHf-ct-fh0 (short by 23)."
    ],
    why:
      "a 16:9 ratio sizes the hero; a footer 600 below the safe area's top, 44 high and pinned to its bottom cannot fit"
  ),
  FixtureCase(
    "fix-before-image-flush-with-margins.storyboard",
    ["16:29: warning: Misplaced Views: Frame for \"Filtered Image\" will be different at run time."],
    why: """
      before a fix commit: an image view pinned to the four margins, flagged misplaced and stored flush \
      with the root's edges; its frame does not testify to the margins, which stay 16 (Interface \
      Builder's answer in the "after" file)
      """),
  FixtureCase(
    "fix-after-image-inside-margins.storyboard",
    why: "after the fix: the image view at x 16, 288 wide, the flag dropped; clean"),
  FixtureCase(
    "size-class-sidebar-offscreen.storyboard",
    why: """
      the default (an iPhone SE in landscape, wC hC) pins the drawer to the safe area's leading edge, \
      a third of the width; wC hR swaps that for its trailing edge at the safe area's leading edge: \
      laid out on the same iPhone in portrait, the drawer is determined, off screen to the left
      """),
  FixtureCase(
    "variation-adds-conflict.storyboard",
    [
      "17:37: warning: (wC hC) Conflicting Constraints: Unable to simultaneously satisfy constraints vAc-ct-ld0, "
        + "vAc-ct-tr0 and vAc-ct-wd0 (short by 327).",
      "17:37: warning: (wR hC) Conflicting Constraints: Unable to simultaneously satisfy constraints vAc-ct-ld0, "
        + "vAc-ct-tr0 and vAc-ct-wd0 (short by 396).",
    ],
    why: """
      the default is clean; a heightClass=compact variation installs a 300-point width on a banner \
      pinned to both margins: a conflict on an iPhone 8 in landscape (667 wide) and an iPhone 8 Plus \
      in landscape (736), the two configurations it applies in
      """),
  FixtureCase(
    "variation-removes-conflict.storyboard",
    [
      "17:37: warning: Conflicting Constraints: Unable to simultaneously satisfy constraints vRc-ct-ld0, "
        + "vRc-ct-tr0 and vRc-ct-wd0 (short by 157)."
    ],
    why: """
      a 500-point card pinned to both margins of a 375-point iPhone conflicts in the default; the wR hR \
      variation uninstalls its trailing constraint, and on an iPad it is clean
      """),
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
    let report = check(try fixture("square-thumbnail-strip.storyboard"))
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

  /// A fix commit's pair: Interface Builder's own answer is the "after" file, which must be clean
  /// where the "before" warns; the label the fix pinned lies where the file stores it.
  @Test func theFixCommitPairWarnsBeforeAndNotAfter() throws {
    let before = check(try fixture("fix-before-label-without-top.storyboard"))
    let after = check(try fixture("fix-after-label-pinned-below-top-guide.storyboard"))
    #expect(before.warningCount == 1)
    #expect(after.allFindings.isEmpty)
    let label = try #require(after.scenes.first?.views.first { $0.id == "sLn-lb-001" })
    #expect(label.frame == Rect(x: 33.5, y: 20, width: 253, height: 21))
    #expect(label.storedFrame == Rect(x: 34, y: 20, width: 253, height: 21))
    let flush = check(try fixture("fix-before-image-flush-with-margins.storyboard"))
    let image = try #require(flush.scenes.first?.views.first { $0.id == "tFm-im-001" })
    #expect(image.misplaced)
    #expect(image.frame == Rect(x: 16, y: 0, width: 288, height: 568))
    #expect(check(try fixture("fix-after-image-inside-margins.storyboard")).allFindings.isEmpty)
  }

  /// The conflicts by Interface Builder constraint id, and the constraint the engine broke.
  @Test func theMinimalSetsOfTheConflicts() throws {
    let placeholder = try #require(check(try fixture("scroll-placeholder-conflict.storyboard")).scenes.first)
    #expect(
      placeholder.conflicts.map(\.minimalSet) == [
        ["sPc-ct-sl0", "sPc-ct-sr0", "sPc-ct-vl0", "sPc-ct-vx0", "sPc-ct-al0", "sPc-ct-ar0", "sPc-ct-aw0"]
      ])
    let footer = try #require(check(try fixture("ratio-hero-footer-conflict.storyboard")).scenes.first)
    #expect(footer.conflicts.map(\.minimalSet) == [["rHf-ct-ft0", "rHf-ct-fb0", "rHf-ct-fh0"]])
    #expect(footer.conflicts.map(\.broken) == ["rHf-ct-fh0"])
    let hero = try #require(footer.views.first { $0.id == "rHf-hr-001" })
    #expect(hero.frame == Rect(x: 0, y: 0, width: 375, height: 375 * 9 / 16))
  }
}
