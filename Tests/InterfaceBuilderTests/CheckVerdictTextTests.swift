import Layout
import Testing

@testable import InterfaceBuilder

/// The words `StoryboardFindingText` writes for the checker's verdicts and their details, and
/// the typed verdicts the checker hands it.
@Suite("Check verdicts")
struct CheckVerdictTextTests {
  @Test("verdicts, in the words every format of lyt check prints")
  func verdicts() {
    let cases: [(Finding.Verdict, String)] = [
      (
        .conflict(constraints: ["c4", "c5", "c6"], gap: 20.5),
        "Unable to simultaneously satisfy constraints c4, c5 and c6 (short by 20.5)."
      ),
      (.conflict(constraints: [], gap: 1), "Unable to simultaneously satisfy constraints (short by 1)."),
      (.misplaced(view: "Box"), "Frame for \"Box\" will be different at run time."),
      (
        .ambiguous(view: "Label", components: [.x, .width]),
        "Width and horizontal position are ambiguous for \"Label\"."
      ),
      (
        .ambiguous(view: "Label", components: [.x, .y, .width, .height]),
        "Position and size are ambiguous for \"Label\"."
      ),
      (.ambiguous(view: "Label", components: [.y]), "Vertical position is ambiguous for \"Label\"."),
      (
        .ambiguous(view: "Label", components: [.y, .width]), "Width and vertical position are ambiguous for \"Label\"."
      ),
      (
        .scrollableContent(view: "Scroll View", width: true, height: true),
        "Scrollable content size is ambiguous for \"Scroll View\"."
      ),
      (
        .scrollableContent(view: "Scroll View", width: false, height: true),
        "Scrollable content height is ambiguous for \"Scroll View\"."
      ),
      (
        .placeholderAmbiguity(view: "Box", components: [.width, .height]),
        "Size is ambiguous for \"Box\" at run time, once the placeholder constraints are removed at build time."
      ),
      (
        .staleMisplacedFlag(view: "Box"),
        "\"Box\" is flagged misplaced, but its stored frame is where its constraints put it."
      ),
      (.staleAmbiguousFlag(view: "Box"), "\"Box\" is flagged ambiguous, but its constraints determine its frame."),
    ]
    for (verdict, text) in cases { #expect(StoryboardFindingText.verdict(verdict) == text) }
  }

  @Test("each kind's title, Interface Builder's group")
  func titles() {
    #expect(
      Finding.Kind.allCases.map(StoryboardFindingText.title) == [
        "Conflicting Constraints", "Ambiguous Layout", "Ambiguous Layout", "Misplaced Views",
        "Placeholder Constraints", "Stale Flag", "Input",
      ])
  }

  @Test("details, one line each")
  func details() {
    let cases: [(Finding.Detail, String)] = [
      (.storedFrame(Rect(x: 30, y: 100, width: 200, height: 50)), "stored frame: (30, 100, 200, 50)"),
      (.solvedFrame(Rect(x: 20, y: 100, width: 200, height: 50.25)), "solved frame: (20, 100, 200, 50.25)"),
      (
        .fontDependent(constraints: ["b1", "s2"]),
        "it depends on baselines or font-based spacing, which lyt estimates (b1 and s2)"
      ),
      (.notFlaggedMisplaced, "the file does not flag it misplaced"),
      (.notFlaggedAmbiguous, "the file does not flag it ambiguous"),
      (.needsConstraints([.x, .width]), "Need constraints for: X position or width"),
      (.needsConstraints([.width]), "Need constraints for: width"),
      (.needsConstraints([.y]), "Need constraints for: Y position"),
      (.needsContentConstraints(width: true, height: false), "Need constraints for: the content's width"),
      (.needsContentConstraints(width: true, height: true), "Need constraints for: the content's width and height"),
      (.placeholderConstraints(["p1", "p2"]), "placeholder constraints: p1 and p2"),
    ]
    for (detail, text) in cases { #expect(StoryboardFindingText.detail(detail) == text) }
  }

  @Test("a conflict's members, with what the generated ones stand for")
  func members() {
    let width = LayoutConstraint(id: "c4", Anchor("box", .width), .equal, constant: 100)
    let cases: [(ConflictMember, String)] = [
      (ConflictMember(id: "c4", constraint: width, origin: .file(placeholder: false)), "box.width == 100 (c4)"),
      (
        ConflictMember(id: "c4", constraint: width, origin: .file(placeholder: true)),
        "box.width == 100 (c4, placeholder)"
      ),
      (
        ConflictMember(id: "box.width>=0", constraint: nil, origin: .nonNegativeSize(item: "box", width: true)),
        "box.width >= 0 (sizes are never negative)"
      ),
      (ConflictMember(id: "x9", constraint: nil, origin: .unknown), "x9"),
      (
        ConflictMember(id: "r", constraint: width, origin: .rootSize(.view("View"))),
        "box.width == 100 (the size of \"View\", imposed)"
      ),
      (
        ConflictMember(id: "i", constraint: width, origin: .intrinsicSize(.view("Box"), .horizontal, .storedFrame)),
        "box.width == 100 (intrinsic width of \"Box\", assumed from its stored frame)"
      ),
      (
        ConflictMember(id: "i", constraint: width, origin: .intrinsicSize(.item("box"), .vertical, .unstated)),
        "box.width == 100 (intrinsic height of box)"
      ),
      (
        ConflictMember(id: "s", constraint: width, origin: .stack(.view("Stack"))),
        "box.width == 100 (made by the stack view \"Stack\")"
      ),
      (
        ConflictMember(id: "a", constraint: width, origin: .autoresizing(.view("Box"), mask: nil)),
        "box.width == 100 (autoresizing mask of \"Box\")"
      ),
      (
        ConflictMember(id: "g", constraint: width, origin: .legacyGuide("topLayoutGuide")),
        "box.width == 100 (the controller's topLayoutGuide, pinned to the safe area)"
      ),
      (ConflictMember(id: "p", constraint: width, origin: .plain), "box.width == 100"),
    ]
    for (member, text) in cases { #expect(StoryboardFindingText.member(member) == text) }
  }

  @Test("the checker hands over an ambiguous and a misplaced view as typed verdicts")
  func checkerVerdictsAreTyped() throws {
    let pins = [("leading", "20", "p1"), ("top", "100", "p2")].map { attribute, constant, id in
      constraint([
        "firstItem": "box", "firstAttribute": attribute, "secondItem": "safe", "secondAttribute": attribute,
        "constant": constant, "id": id,
      ])
    }
    let report = check(
      storyboard(
        view("box", (30, 100, 200, 50), extra: "userLabel=\"Box\"")
          + view("free", (0, 200, 100, 50), extra: "userLabel=\"Free\" ambiguous=\"YES\""),
        constraints: pins.joined()
          + constraint(["firstItem": "box", "firstAttribute": "width", "constant": "200", "id": "p3"])
          + constraint(["firstItem": "box", "firstAttribute": "height", "constant": "50", "id": "p4"])
          + constraint(["firstItem": "free", "firstAttribute": "width", "constant": "100", "id": "f1"])))
    #expect(
      report.allFindings.map(\.message) == [
        .verdict(.misplaced(view: "Box")), .verdict(.ambiguous(view: "Free", components: [.x, .y, .height])),
      ])
    #expect(
      report.allFindings.map(\.details) == [
        [
          .storedFrame(Rect(x: 30, y: 100, width: 200, height: 50)),
          .solvedFrame(Rect(x: 20, y: 100, width: 200, height: 50)), .notFlaggedMisplaced,
        ],
        [.needsConstraints([.x]), .needsConstraints([.y, .height])],
      ])
    #expect(report.allFindings.map(\.objectID) == ["box", "free"])
  }
}
