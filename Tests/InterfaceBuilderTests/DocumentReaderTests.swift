import Cassowary
import Layout
import Testing

@testable import InterfaceBuilder

@Suite struct DocumentReaderTests {
  /// The constraints of the only scene's root.
  func rootConstraints(_ constraints: String, subviews: String = "") throws -> [IBConstraint] {
    let document = try DocumentReader.read(storyboard(subviews, constraints: constraints))
    return try #require(document.scenes.first?.roots.first).constraints
  }

  @Test func constraintDefaultsAreInterfaceBuilders() throws {
    let constraints = try rootConstraints(
      """
      <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="20" id="c1"/>
      <constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="16:9" id="c2"/>
      <constraint firstItem="a" firstAttribute="top" relation="greaterThanOrEqual" secondItem="safe" secondAttribute="top" \
      constant="8" symbolic="YES" priority="750" placeholder="YES" id="c3"/>
      <constraint firstItem="a" firstAttribute="baseline" secondItem="b" secondAttribute="lastBaseline" multiplier="1/3" id="c4"/>
      """)
    #expect(constraints.map(\.id) == ["c1", "c2", "c3", "c4"])
    let first = constraints[0]
    #expect(first.firstItem == "root")
    #expect(first.firstAttribute == .trailing)
    #expect(first.relation == .equal)
    #expect(first.secondItem == "a")
    #expect(first.multiplier == 1)
    #expect(first.constant == 20)
    #expect(first.priority == 1000)
    #expect(first.holder == "root")
    #expect(first.position == SourcePosition(line: 16, column: 1))
    #expect(constraints[1].multiplier == 16.0 / 9.0)
    #expect(constraints[2].relation == .greaterThanOrEqual)
    #expect(constraints[2].priority == 750)
    #expect(constraints[2].isPlaceholder && constraints[2].isStandardSpacing)
    #expect(constraints[3].firstAttribute == .lastBaseline)
    #expect(constraints[3].multiplier == 1.0 / 3.0)
  }

  @Test func unreadableConstraintsAreLeftOutWithTheirLine() throws {
    let document = try DocumentReader.read(
      storyboard(
        "",
        constraints: """
          <constraint firstAttribute="width" constant="12" id="ok"/>
          <constraint firstAttribute="wdith" constant="12" id="bad1"/>
          <constraint firstAttribute="width" multiplier="2:0" secondItem="root" secondAttribute="height" id="bad2"/>
          <constraint firstAttribute="width" constant="nan" id="bad3"/>
          <constraint firstAttribute="width" constant="1" priority="1001" id="bad4"/>
          <constraint firstAttribute="width" relation="almostEqual" constant="1" id="bad5"/>
          <constraint firstAttribute="width" constant="1"/>
          <guide/>
          """))
    #expect(document.scenes.first?.roots.first?.constraints.map(\.id) == ["ok"])
    #expect(
      document.problems.map(\.reason) == [
        .constraintLeftOut(id: "bad1", .unknownAttribute("wdith")),
        .constraintLeftOut(id: "bad2", .multiplierNotNumber("2:0")),
        .constraintLeftOut(id: "bad3", .constantNotNumber("nan")),
        .constraintLeftOut(id: "bad4", .priorityOutOfRange("1001")),
        .constraintLeftOut(id: "bad5", .unknownRelation("almostEqual")),
        .constraintLeftOut(id: nil, .noID),
        .notAConstraint(element: "guide"),
      ])
    #expect(document.problems.map(\.position.line) == Array(17...23))
    #expect(document.problems.allSatisfy { $0.isWarning == ($0.reason != .notAConstraint(element: "guide")) })
  }

  @Test func viewsKeepWhatChangesTheLayout() throws {
    let document = try DocumentReader.read(
      storyboard(
        """
        <label text="Hello" horizontalHuggingPriority="251" verticalCompressionResistancePriority="1000" \
        translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="l">
            <rect key="frame" x="10" y="20" width="42" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" \
        placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="infinite" customClass="HogeWrapView" \
        verifyAmbiguity="ignoreSizes" hidden="YES" id="v">
            <rect key="frame" x="0" y="100" width="375" height="50"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxY="YES"/>
            <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
        </view>
        <slider opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="s">
            <rect key="frame" x="18" y="200" width="339" height="31"/>
        </slider>
        """))
    let root = try #require(document.scenes.first?.roots.first)
    #expect(root.subviews.map(\.id) == ["l", "v", "s"])
    let label = root.subviews[0]
    #expect(label.className == "UILabel")
    #expect(label.displayName == "Hello")
    #expect(label.frame == Rect(x: 10, y: 20, width: 42, height: 20.5))
    #expect(!label.translatesAutoresizingMask)
    #expect(label.hugging == AxisPriorities(horizontal: 251, vertical: 250))
    #expect(label.compressionResistance == AxisPriorities(horizontal: 750, vertical: 1000))
    #expect(label.intrinsicSize == .assumedFromFrame(IntrinsicSize(width: 42, height: 20.5)))
    #expect(label.flaggedMisplaced && !label.flaggedAmbiguous)
    let first = try #require(label.baselines?.first)
    #expect(abs(first - 16.2935) < 1e-9)
    let custom = root.subviews[1]
    #expect(custom.displayName == "Hoge Wrap View")
    #expect(custom.className == "UIView" && custom.customClass == "HogeWrapView")
    #expect(custom.translatesAutoresizingMask)
    #expect(custom.autoresizingMask.notation(flipped: false) == "h=&&- v=--&")
    #expect(
      custom.intrinsicSize == .stated(IntrinsicSize(width: 100, height: nil), reason: "placeholder intrinsic size"))
    #expect(custom.margins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(custom.verifyAmbiguity == .ignoreSizes)
    #expect(custom.hidden)
    let slider = root.subviews[2]
    #expect(slider.frame == Rect(x: 20, y: 200, width: 335, height: 31))
    #expect(slider.fileFrame == Rect(x: 18, y: 200, width: 339, height: 31))
    #expect(slider.intrinsicSize == .assumedFromFrame(IntrinsicSize(width: nil, height: 31)))
  }

  @Test func scenesAreNamedAsInterfaceBuilderShowsThem() throws {
    let document = try DocumentReader.read(storyboard(""))
    #expect(document.kind == .storyboard)
    #expect(document.platform == .iOS)
    #expect(document.deviceID == "retina4_7")
    #expect(document.toolsVersion == 17156)
    let scene = try #require(document.scenes.first)
    #expect(scene.name == "Main View Controller")
    #expect(scene.id == "scn-1")
    #expect(scene.controllerViewID == "root")
  }

  @Test func segueContainersGiveTheSimulatedBars() throws {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes>
          <scene sceneID="s1"><objects>
            <navigationController id="nav"><connections>
              <segue destination="vc1" kind="relationship" relationship="rootViewController" id="g1"/>
            </connections></navigationController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="vc1"><view key="view" id="r1"><rect key="frame" width="375" height="667"/></view>
              <navigationItem key="navigationItem" id="n1"><barButtonItem key="rightBarButtonItem" id="b1">
                <connections><segue destination="vc2" kind="show" id="g2"/></connections>
              </barButtonItem></navigationItem>
            </viewController>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController id="vc2"><view key="view" id="r2"><rect key="frame" width="375" height="667"/></view>
            </viewController>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <viewController id="vc3"><view key="view" id="r3"><rect key="frame" width="375" height="667"/></view>
              <navigationItem key="navigationItem" id="n3"/>
            </viewController>
          </objects></scene>
        </scenes>
      </document>
      """
    let document = try DocumentReader.read(text)
    #expect(document.scenes.map(\.simulatedBars.navigationBar) == [false, true, true, false])
  }

  @Test func documentsLytCannotReadAreErrorsWithTheirPosition() {
    #expect(
      throws: DocumentError(
        "not an Interface Builder document: its top element is <plist>, not <document>", at: .init(line: 2, column: 1))
    ) {
      try DocumentReader.read("<?xml version=\"1.0\"?>\n<plist/>")
    }
    #expect(
      throws: DocumentError(
        "not an Interface Builder document: an Interface Builder archive from Xcode 4 or earlier; open and save it in a recent Xcode",
        at: .init(line: 1, column: 1))
    ) {
      try DocumentReader.read("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"/>")
    }
  }

  @Test func unknownElementsAreReadAsPlainViewsWithANote() throws {
    let document = try DocumentReader.read(
      storyboard(
        """
        <fancyWidget id="w" translatesAutoresizingMaskIntoConstraints="NO">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
        </fancyWidget>
        """))
    #expect(document.scenes.first?.roots.first?.subviews.first?.className == "UIFancyWidget")
    #expect(
      document.problems == [
        ReadingProblem(.unknownElement("fancyWidget"), at: .init(line: 13, column: 1), isWarning: false)
      ])
  }
}
