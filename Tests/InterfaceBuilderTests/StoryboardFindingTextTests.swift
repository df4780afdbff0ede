import Layout
import Testing

@testable import InterfaceBuilder

/// The words `StoryboardFindingText` writes for what reading a storyboard reports besides its
/// verdicts, and the typed values the reader and builder hand it.
@Suite("Storyboard findings")
struct StoryboardFindingTextTests {
  @Test("input left out, in the words lyt check and import storyboard print")
  func problems() {
    let cases: [(ReadingProblem.Reason, String)] = [
      (.elementWithoutID(element: "view"), "a <view> without an id is left out"),
      (.duplicateID("lab1"), "a second object with the id lab1 is left out"),
      (.unknownElement("weirdWidget"), "lyt does not know the element <weirdWidget>: laid out as a plain view"),
      (.notAConstraint(element: "guide"), "<guide> inside <constraints> is not a constraint; left out"),
      (
        .priorityOutOfRange(attribute: "horizontalHuggingPriority", text: "abc", fallback: 250),
        "horizontalHuggingPriority='abc' is not a priority in (0, 1000]; 250 is used"
      ),
      (
        .variationNotChecked(key: "widthClass=regular-foo=bar"),
        "the variation 'widthClass=regular-foo=bar' is not checked: lyt checks variations for width and height "
          + "size classes"
      ),
      (
        .constraintLeftOut(id: "c3", .unknownAttribute("widht")), "constraint c3 is left out: unknown attribute 'widht'"
      ),
      (.constraintLeftOut(id: nil, .noID), "a constraint without an id is left out: it has no id"),
      (
        .constraintLeftOut(id: "c10", .otherScene(item: "other2", scene: "s2")),
        "constraint c10 is left out: it refers to other2, which belongs to another scene (s2)"
      ),
      (
        .constraintLeftOut(id: "c1", .noLayoutGuides(className: "UITextView")),
        "constraint c1 is left out: lyt lays out UITextView as a plain view, without layout guides"
      ),
      (
        .view(displayName: "Stack View", id: "stk1", .verticalStackOnBaselines),
        "\"Stack View\" (stk1): a vertical stack view cannot align on baselines; laid out with alignment fill"
      ),
      (
        .view(displayName: "View", id: "free1", .frameNotStored),
        "\"View\" (free1): its frame or its superview's is not stored: its autoresizing mask is left out"
      ),
      (
        .view(displayName: "View", id: "v", .notLaidOut(.duplicateItem("v"))),
        "\"View\" (v): the view cannot be laid out: a view or guide named `v` already exists"
      ),
    ]
    for (reason, text) in cases { #expect(StoryboardFindingText.problem(reason) == text) }
  }

  @Test("the assumptions, with their numbers, devices and lists")
  func assumptions() throws {
    let safeArea = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let sizeClass = try #require(SizeClassVariation(key: "heightClass=regular-widthClass=regular"))
    let cases: [(SceneAssumption, String)] = [
      (
        .canvasSize(.id("top1")),
        "top1 has no stored frame: laid out at 600×600, Interface Builder's size-class canvas"
      ),
      (
        .rootSize(
          .named("View"), size: Size(width: 414, height: 896), fromStoredFrame: true,
          device: .known(name: "iPhone 11", id: "retina6_1"), safeArea: safeArea,
          read: [.init(edge: .top, value: 20.5), .init(edge: .bottom, value: 0)]),
        "root \"View\": 414×896 from its stored frame (iPhone 11, retina6_1); safe area insets top 44, left 0, "
          + "bottom 34, right 0 (top 20.5, bottom 0 read from the stored frames)"
      ),
      (
        .rootSize(
          .named("View"), size: Size(width: 600, height: 600), fromStoredFrame: false, device: .none,
          safeArea: .zero, read: []),
        "root \"View\": 600×600 (no device); safe area insets top 0, left 0, bottom 0, right 0"
      ),
      (
        .forcedDevice(
          .unnamed, size: Size(width: 375, height: 667), option: "--device", deviceName: "iPhone 8",
          deviceID: "retina4_7", safeArea: .zero),
        "root the root: 375×667 for --device iPhone 8 (retina4_7); safe area insets top 0, left 0, bottom 0, right 0"
      ),
      (
        .rootMargins(
          .named("View"), margins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), insideSafeArea: false,
          read: [.init(edge: .left, value: 12)]),
        "root \"View\": layout margins top 8, left 8, bottom 8, right 8 (left 12 read from the stored frames)"
      ),
      (
        .intrinsicSizesFromFrames(views: ["A", "B", "C", "D", "E", "F", "G"]),
        "intrinsic sizes taken from the stored frames (fonts and images are not measured): "
          + "\"A\", \"B\", \"C\", \"D\", \"E\" and 2 more"
      ),
      (
        .intrinsicSizesFromFrames(views: ["Title", "A", "B"]),
        "intrinsic sizes taken from the stored frames (fonts and images are not measured): \"Title\", \"A\" and \"B\""
      ),
      (
        .standardSpacingToSafeArea(constraints: ["c12"]),
        "standard spacing to the safe area laid out as 0, as Interface Builder does: c12"
      ),
      (
        .defaultFramesInSizeClass(sizeClass),
        "size class wR hR: the stored frames and flags are the default configuration's, so misplaced views and "
          + "stale flags are not checked"
      ),
      (
        .stackSettingsNotModelled(view: "Stack", settings: ["baselineRelativeArrangement", "layoutMarginsRelative"]),
        "\"Stack\": baselineRelativeArrangement, layoutMarginsRelative is not modelled"
      ),
    ]
    for (assumption, text) in cases { #expect(StoryboardFindingText.assumption(assumption) == text) }
  }

  @Test("an input finding's headline, tagged with its size class")
  func headline() throws {
    var finding = Finding(
      ReadingProblem(.duplicateID("a"), at: SourcePosition(line: 2, column: 3), isWarning: false))
    #expect(finding.severity == .note && finding.kind == .input)
    #expect(StoryboardFindingText.headline(finding) == "Input: a second object with the id a is left out")
    finding.sizeClass = try #require(SizeClassVariation(key: "heightClass=regular-widthClass=regular"))
    #expect(StoryboardFindingText.taggedHeadline(finding) == "(wR hR) Input: a second object with the id a is left out")
  }

  @Test("importing a scene hands over what was left out and assumed as typed values")
  func importedSceneIsTyped() throws {
    let text = storyboard(
      view("a", (16, 20, 100, 30)) + "\n<view contentMode=\"scaleToFill\" id=\"free\"/>",
      constraints: constraint([
        "firstItem": "a", "firstAttribute": "top", "secondItem": "nowhere",
        "secondAttribute": "top", "id": "c1",
      ]))
    let scene = try SceneImporter.importScene(text: text, selector: nil).get()
    #expect(
      scene.leftOut.map(\.reason) == [
        .view(displayName: "View", id: "free", .frameNotStored),
        .constraintLeftOut(id: "c1", .unknownItem("nowhere")),
      ])
    #expect(
      scene.assumptions == [
        .rootSize(
          .named("View"), size: Size(width: 375, height: 667), fromStoredFrame: true,
          device: .known(name: "iPhone 8", id: "retina4_7"), safeArea: .zero, read: []),
        .rootMargins(
          .named("View"), margins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), insideSafeArea: true, read: []),
      ])
  }
}
