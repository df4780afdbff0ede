import Layout
import Testing

@testable import InterfaceBuilder

@Suite struct CheckerTests {
  /// The only scene's report.
  func scene(_ report: FileReport) throws -> SceneReport {
    try #require(report.scenes.count == 1 ? report.scenes.first : nil)
  }

  @Test func aDeterminedLayoutMatchingItsFramesIsClean() throws {
    let report = check(
      storyboard(
        """
        <label text="Title" horizontalHuggingPriority="251" verticalHuggingPriority="251" \
        translatesAutoresizingMaskIntoConstraints="NO" id="title">
            <rect key="frame" x="20" y="40" width="42" height="20.5"/>
        </label>
        """ + view("box", (20, 80.5, 335, 100), extra: "userLabel=\"Box\""),
        constraints: """
          <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="40" id="c2"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c3"/>
          <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" constant="4" id="c4"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="20" id="c5"/>
          <constraint firstItem="box" firstAttribute="height" constant="100" id="c6"/>
          """))
    #expect(report.error == nil)
    #expect(findingLines(report) == [])
    let verdicts = try scene(report).views
    #expect(verdicts.map(\.id) == ["root", "title", "box"])
    #expect(verdicts.map(\.engineName) == ["view", "title", "box"])
    #expect(verdicts[2].frame == Rect(x: 20, y: 80.5, width: 335, height: 100))
    #expect(verdicts.allSatisfy { !$0.misplaced && $0.ambiguous.isEmpty })
  }

  @Test func ambiguityIsReportedInInterfaceBuildersWords() throws {
    let report = check(
      storyboard(
        view(
          "box", (0, 100, 200, 50), extra: "userLabel=\"Box\"",
          inner: "<constraints>\(constraint(["firstAttribute": "height", "constant": "50", "id": "h"]))</constraints>"),
        constraints: constraint([
          "firstItem": "box", "firstAttribute": "top", "secondItem": "safe", "secondAttribute": "top",
          "constant": "100", "id": "t",
        ])))
    #expect(
      findingLines(report) == [
        "13:1: warning: Ambiguous Layout: Width and horizontal position are ambiguous for \"Box\"."
      ])
    let finding = try #require(report.allFindings.first)
    #expect(
      finding.details.map(StoryboardFindingText.detail) == [
        "Need constraints for: X position or width", "the file does not flag it ambiguous",
      ])
    #expect(try scene(report).views[1].ambiguous == [.x, .width])
  }

  @Test func aViewMovingOnlyWithItsSuperviewIsNotItselfAmbiguous() throws {
    let inner = view("inner", (10, 10, 20, 20), extra: "userLabel=\"Inner\"")
    let report = check(
      storyboard(
        view(
          "outer", (0, 100, 100, 100), extra: "userLabel=\"Outer\"",
          inner: "<subviews>\(inner)</subviews><constraints>"
            + constraint([
              "firstItem": "inner", "firstAttribute": "leading", "secondItem": "outer", "secondAttribute": "leading",
              "constant": "10", "id": "i1",
            ])
            + constraint([
              "firstItem": "inner", "firstAttribute": "top", "secondItem": "outer", "secondAttribute": "top",
              "constant": "10", "id": "i2",
            ])
            + constraint(["firstItem": "inner", "firstAttribute": "width", "constant": "20", "id": "i3"])
            + constraint(["firstItem": "inner", "firstAttribute": "height", "constant": "20", "id": "i4"])
            + constraint(["firstItem": "outer", "firstAttribute": "width", "constant": "100", "id": "o1"])
            + constraint(["firstItem": "outer", "firstAttribute": "height", "constant": "100", "id": "o2"])
            + "</constraints>"),
        constraints: constraint([
          "firstItem": "outer", "firstAttribute": "top", "secondItem": "safe", "secondAttribute": "top",
          "constant": "100", "id": "t",
        ])))
    #expect(
      findingLines(report) == ["13:1: warning: Ambiguous Layout: Horizontal position is ambiguous for \"Outer\"."])
  }

  @Test func misplacedViewsShowBothFrames() throws {
    let report = check(
      storyboard(
        view("box", (30, 100, 200, 50), extra: "userLabel=\"Box\" misplaced=\"YES\""),
        constraints: """
          <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="c2"/>
          <constraint firstItem="box" firstAttribute="width" constant="200" id="c3"/>
          <constraint firstItem="box" firstAttribute="height" constant="50.25" id="c4"/>
          """))
    #expect(
      findingLines(report) == ["13:1: warning: Misplaced Views: Frame for \"Box\" will be different at run time."])
    #expect(
      report.allFindings.first?.details.map(StoryboardFindingText.detail) == [
        "stored frame: (30, 100, 200, 50)", "solved frame: (20, 100, 200, 50.25)",
      ])
    #expect(try scene(report).views[1].misplaced)
  }

  @Test func halfAPointIsInterfaceBuildersRoundingNotAMisplacement() throws {
    let report = check(
      storyboard(
        view("box", (20.5, 100, 200, 50)),
        constraints: """
          <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100.4" id="c2"/>
          <constraint firstItem="box" firstAttribute="width" constant="200" id="c3"/>
          <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
          """))
    #expect(findingLines(report) == [])
  }

  @Test func conflictsNameTheirMinimalSetByInterfaceBuilderID() throws {
    let report = check(
      storyboard(
        view("box", (0, 0, 100, 50), extra: "userLabel=\"Box\""),
        constraints: """
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
          <constraint firstItem="box" firstAttribute="height" constant="50" id="c3"/>
          <constraint firstItem="box" firstAttribute="width" constant="100" id="c4"/>
          <constraint firstItem="box" firstAttribute="width" relation="greaterThanOrEqual" constant="120" id="c5"/>
          """))
    #expect(
      findingLines(report) == [
        "23:1: warning: Conflicting Constraints: Unable to simultaneously satisfy constraints c4 and c5 (short by 20)."
      ])
    let conflict = try #require(try scene(report).conflicts.first)
    #expect(conflict.broken == "c5")
    #expect(conflict.minimalSet == ["c4", "c5"])
    #expect(conflict.members.map(StoryboardFindingText.member) == ["box.width == 100 (c4)", "box.width >= 120 (c5)"])
    #expect(conflict.gap == 20)
    let finding = try #require(report.allFindings.first)
    #expect(finding.message == .verdict(.conflict(constraints: ["c4", "c5"], gap: 20)))
    #expect(Array(finding.details.prefix(2)) == conflict.members.map(Finding.Detail.member))
    #expect(conflict.members.map(\.origin) == [.file(placeholder: false), .file(placeholder: false)])
  }

  @Test func staleFlagsAreNotes() throws {
    let report = check(
      storyboard(
        view("box", (20, 100, 200, 50), extra: "userLabel=\"Box\" misplaced=\"YES\" ambiguous=\"YES\""),
        constraints: """
          <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="c2"/>
          <constraint firstItem="box" firstAttribute="width" constant="200" id="c3"/>
          <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
          """))
    #expect(
      findingLines(report) == [
        "13:1: note: Stale Flag: \"Box\" is flagged misplaced, but its stored frame is where its constraints put it.",
        "13:1: note: Stale Flag: \"Box\" is flagged ambiguous, but its constraints determine its frame.",
      ])
    #expect(report.warningCount == 0 && report.noteCount == 2)
  }

  @Test func placeholderConstraintsThatLeaveAViewAmbiguousAtRunTime() throws {
    let report = check(
      storyboard(
        view("box", (20, 100, 200, 50), extra: "userLabel=\"Box\""),
        constraints: """
          <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" placeholder="YES" id="p1"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="c2"/>
          <constraint firstItem="box" firstAttribute="width" constant="200" id="c3"/>
          <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
          """))
    #expect(
      findingLines(report) == [
        "13:1: warning: Placeholder Constraints: Horizontal position is ambiguous for \"Box\" at run time, once the placeholder constraints are removed at build time."
      ])
  }

  @Test func verifyAmbiguityIsHonoured() throws {
    for (setting, expected) in [
      ("off", [String]()),
      ("ignoreSizes", []),
      ("verify", ["13:1: warning: Ambiguous Layout: Size is ambiguous for \"Box\"."]),
    ] {
      let report = check(
        storyboard(
          view("box", (20, 100, 200, 50), extra: "userLabel=\"Box\" verifyAmbiguity=\"\(setting)\""),
          constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="c2"/>
            """))
      #expect(findingLines(report) == expected, "verifyAmbiguity=\(setting)")
    }
  }

  @Test func scrollableContentSizeIsAmbiguousWhenContentIsPinnedToTheEdgesOnly() throws {
    let content = view("content", (0, 0, 375, 300), extra: "userLabel=\"Content\"")
    let report = check(
      storyboard(
        """
        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>\(content)</subviews>
            <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s4"/>
                <constraint firstItem="content" firstAttribute="height" constant="300" id="s5"/>
            </constraints>
        </scrollView>
        """,
        constraints: """
          <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
          <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r2"/>
          <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r3"/>
          <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="r4"/>
          """))
    #expect(
      findingLines(report) == [
        "13:1: warning: Ambiguous Layout: Scrollable content width is ambiguous for \"Scroll View\".",
        "15:15: warning: Ambiguous Layout: Width is ambiguous for \"Content\".",
      ])
  }

  @Test func autoresizingMasksAreLaidOutAsUIKitTranslatesThem() throws {
    let report = check(
      storyboard(
        """
        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
            <rect key="frame" x="16" y="28" width="102" height="30"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </view>
        <view contentMode="scaleToFill" id="stretchy">
            <rect key="frame" x="10" y="600" width="355" height="40"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
        </view>
        """))
    #expect(findingLines(report) == [])
    let built = try scene(report).built
    #expect(
      built.engine.constraints.filter { $0.owner == .autoresizing }.map(\.constraint.description) == [
        "view2.left == view.left + 16", "view2.width == 102", "view2.top == view.top + 28", "view2.height == 30",
        "view3.left == view.left + 10", "view3.right == view.right - 10", "view3.bottom == view.bottom - 27",
        "view3.height == 40",
      ])
  }

  @Test func theAutoresizingShareOfAFlexibleSizeIsProportional() {
    let made = AutoresizingConstraints.make(
      view: "v", superview: "s", frame: Rect(x: 100, y: 0, width: 50, height: 10),
      superviewSize: Size(width: 300, height: 10), mask: [.flexibleLeftMargin, .flexibleRightMargin])
    #expect(
      made.map(\.description) == ["v.width == 50", "v.left == 0.4 * s.right - 20", "v.top == s.top", "v.height == 10"])
  }

  @Test func legacyLayoutGuidesFollowTheSimulatedStatusBar() throws {
    var text = storyboard(
      view("box", (0, 28, 375, 50), extra: "userLabel=\"Box\""),
      constraints: """
        <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="c1"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
        """, tools: "13771",
      controllerExtra: """
        <layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>
        """)
    #expect(findingLines(check(text)) == [])
    text = text.replacingOccurrences(of: "y=\"28.0\"", with: "y=\"8.0\"")
    #expect(
      findingLines(check(text)) == ["13:1: warning: Misplaced Views: Frame for \"Box\" will be different at run time."])
  }

  @Test func stackViewsArrangeTheirSubviews() throws {
    let report = check(
      storyboard(
        """
        <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="100" width="130" height="30"/>
            <subviews>
                <view contentMode="scaleToFill" placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="30" id="a">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
                </view>
                <view contentMode="scaleToFill" placeholderIntrinsicWidth="70" placeholderIntrinsicHeight="30" id="b">
                    <rect key="frame" x="60" y="0.0" width="70" height="30"/>
                </view>
            </subviews>
        </stackView>
        """,
        constraints: """
          <constraint firstItem="stack" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="c2"/>
          """))
    #expect(findingLines(report) == [])
    #expect(
      try scene(report).views.map(\.frame) == [
        Rect(x: 0, y: 0, width: 375, height: 667), Rect(x: 20, y: 100, width: 130, height: 30),
        Rect(x: 0, y: 0, width: 50, height: 30), Rect(x: 60, y: 0, width: 70, height: 30),
      ])
  }

  @Test func aConstraintToAnotherScenesViewIsLeftOutWithAWarning() throws {
    var text = storyboard(
      view("box", (0, 0, 10, 10)),
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="elsewhere" secondAttribute="leading" id="c1"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="c2"/>
        """)
    text = text.replacingOccurrences(
      of: "</scenes>",
      with: """
        <scene sceneID="scn-2"><objects><viewController id="vc-2"><view key="view" id="r2">
        <rect key="frame" x="0" y="0" width="375" height="667"/>
        <subviews><view id="elsewhere"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
        </view></viewController></objects></scene>
        </scenes>
        """)
    let lines = findingLines(check(text)).filter { $0.contains("Input:") }
    #expect(
      lines == [
        "19:1: warning: Input: constraint c1 is left out: it refers to elsewhere, which belongs to another scene (scn-2)",
        "20:1: warning: Input: constraint c2 is left out: it refers to nowhere, which is not a view or layout guide of this scene",
      ])
  }
}
