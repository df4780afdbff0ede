import Layout
import Testing

@testable import InterfaceBuilder

/// Size-class variations: each configuration a variation applies in is read with the masks and
/// constants that apply there, laid out on a device of its classes, and checked.
@Suite struct SizeClassVariationTests {
  @Test func keysAreNamedAsInterfaceBuilderNamesThem() throws {
    let both = try #require(SizeClassVariation(key: "heightClass=compact-widthClass=regular"))
    #expect(both.shortName == "wR hC")
    #expect(both.longName == "Regular Width | Compact Height")
    let width = try #require(SizeClassVariation(key: "widthClass=compact"))
    #expect(width.shortName == "wC hAny")
    #expect(width.longName == "Compact Width | Any Height")
    #expect(width.applies(in: SizeClassVariation(width: .compact, height: .regular)))
    #expect(!width.applies(in: SizeClassVariation(width: .regular, height: .regular)))
    #expect(!both.applies(in: SizeClassVariation(width: .regular, height: .regular)))
    #expect(SizeClassVariation(key: "default") == nil)
    #expect(SizeClassVariation(key: "widthClass=huge") == nil)
    #expect(SizeClassVariation(key: "widthClass=compact-gamut=P3") == nil)
    #expect(SizeClassVariation(width: .compact, height: .regular).key == "heightClass=regular-widthClass=compact")
  }

  /// The file's device when one of its orientations has the classes, else iPhone 8 (portrait or
  /// landscape), iPad (9.7-inch), iPhone 8 Plus in landscape.
  @Test func eachConfigurationIsLaidOutOnADeviceOfItsClasses() throws {
    func chosen(_ width: SizeClassVariation.SizeClass, _ height: SizeClassVariation.SizeClass, _ device: String?)
      -> String?
    {
      VariationDevice.choose(
        for: SizeClassVariation(width: width, height: height), preferred: device.flatMap(Device.named),
        landscape: false
      ).map(\.description)
    }
    #expect(chosen(.compact, .regular, "retina4_0") == "iPhone SE (1st generation) (retina4_0) in portrait")
    #expect(chosen(.compact, .compact, "retina4_0") == "iPhone SE (1st generation) (retina4_0) in landscape")
    #expect(chosen(.regular, .compact, "retina4_0") == "iPhone 8 Plus (retina5_5) in landscape")
    #expect(chosen(.regular, .compact, "retina6_1") == "iPhone 11 (retina6_1) in landscape")
    #expect(chosen(.compact, .compact, "retina6_1") == "iPhone 8 (retina4_7) in landscape")
    #expect(chosen(.regular, .regular, "retina4_7") == "iPad (9.7-inch) (ipad9_7) in portrait")
    #expect(chosen(.regular, .regular, "ipad11") == "iPad Pro (11-inch) (ipad11) in portrait")
    #expect(chosen(.compact, .regular, "ipad11") == "iPhone 8 (retina4_7) in portrait")
    #expect(chosen(.compact, .regular, nil) == "iPhone 8 (retina4_7) in portrait")
  }

  @Test func theDrawerMovesOffScreenInCompactWidthRegularHeight() throws {
    let report = check(try fixture("size-class-sidebar-offscreen.storyboard"))
    #expect(report.allFindings.isEmpty)
    let drawer = try #require(report.scenes.first?.views.first { $0.id == "sCo-dr-001" })
    #expect(drawer.frame?.isClose(to: Rect(x: 0, y: 0, width: 568.0 / 3, height: 320), tolerance: 1e-6) == true)
    #expect(report.variations.map(\.sizeClass.shortName) == ["wC hR"])
    let variation = try #require(report.variations.first)
    #expect(variation.keys == ["heightClass=regular-widthClass=compact"])
    #expect(variation.layout.description == "iPhone SE (1st generation) (retina4_0) in portrait")
    let moved = try #require(variation.scenes.first?.views.first { $0.id == "sCo-dr-001" })
    #expect(moved.frame?.isClose(to: Rect(x: -320.0 / 3, y: 0, width: 320.0 / 3, height: 568), tolerance: 1e-6) == true)
    #expect(moved.storedFrame == Rect(x: 0, y: 0, width: 189.5, height: 320))
    #expect(!moved.misplaced)
    #expect(variation.scenes.first?.built.constraintOrder == ["sCo-ct-wd0", "sCo-ct-tp0", "sCo-ct-tr0", "sCo-ct-bt0"])
  }

  @Test func aVariationsConstantReplacesTheDefaultOne() throws {
    let report = check(try fixture("variation-adds-conflict.storyboard"))
    let banner = try #require(report.scenes.first?.views.first { $0.id == "vAc-bn-001" })
    #expect(banner.frame == Rect(x: 16, y: 20, width: 343, height: 60))
    #expect(report.scenes.first?.conflicts.isEmpty == true)
    #expect(report.variations.map(\.sizeClass.shortName) == ["wC hC", "wR hC"])
    let frames = report.variations.compactMap { $0.scenes.first?.views.first { $0.id == "vAc-bn-001" }?.frame }
    #expect(frames == [Rect(x: 20, y: 8, width: 627, height: 60), Rect(x: 20, y: 8, width: 696, height: 60)])
    #expect(
      report.variations.map { $0.scenes.flatMap { $0.conflicts.map(\.minimalSet) } } == [
        [["vAc-ct-ld0", "vAc-ct-tr0", "vAc-ct-wd0"]], [["vAc-ct-ld0", "vAc-ct-tr0", "vAc-ct-wd0"]],
      ])
  }

  @Test func aVariationThatUninstallsAConstraintRemovesTheConflict() throws {
    let report = check(try fixture("variation-removes-conflict.storyboard"))
    #expect(report.scenes.first?.conflicts.map(\.minimalSet) == [["vRc-ct-ld0", "vRc-ct-tr0", "vRc-ct-wd0"]])
    let variation = try #require(report.variations.first)
    #expect(report.variations.count == 1)
    #expect(variation.sizeClass.shortName == "wR hR")
    let scene = try #require(variation.scenes.first)
    #expect(scene.findings.isEmpty)
    #expect(scene.views.first { $0.id == "vRc-cd-001" }?.frame == Rect(x: 20, y: 40, width: 500, height: 200))
    #expect(
      scene.assumptions.first.map(StoryboardFindingText.assumption)
        == "root \"View\": 768×1024 for wR hR on iPad (9.7-inch) (ipad9_7); safe area insets top 0, left 0, bottom 0, right 0"
    )
  }

  /// A subview a variation uninstalls takes its constraints with it, silently; scenes no variation
  /// changes are not checked again; a key of other traits is a note.
  @Test func anUninstalledSubviewTakesItsConstraintsAlong() throws {
    let text = storyboard(
      """
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel" userLabel="Panel">
                                  <rect key="frame" x="16" y="0.0" width="343" height="100"/>
                                  <subviews>
                                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" userLabel="Badge">
                                          <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                      </view>
                                  </subviews>
                                  <variation key="widthClass=regular">
                                      <mask key="subviews">
                                          <exclude reference="badge"/>
                                      </mask>
                                  </variation>
                                  <variation key="widthClass=compact-displayGamut=P3">
                                      <mask key="constraints">
                                          <exclude reference="pn-h"/>
                                      </mask>
                                  </variation>
                              </view>
      """,
      constraints: """
                              <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="pn-l"/>
                              <constraint firstItem="panel" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="pn-r"/>
                              <constraint firstItem="panel" firstAttribute="top" secondItem="safe" secondAttribute="top" id="pn-t"/>
                              <constraint firstItem="panel" firstAttribute="height" constant="100" id="pn-h"/>
                              <constraint firstItem="badge" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="bd-l"/>
                              <constraint firstItem="badge" firstAttribute="top" secondItem="panel" secondAttribute="top" id="bd-t"/>
                              <constraint firstItem="badge" firstAttribute="width" constant="40" id="bd-w"/>
                              <constraint firstItem="badge" firstAttribute="height" constant="40" id="bd-h"/>
        """)
    let report = check(text)
    #expect(
      findingLines(report) == [
        "25:29: note: Input: the variation 'widthClass=compact-displayGamut=P3' is not checked: lyt checks variations "
          + "for width and height size classes"
      ])
    #expect(report.scenes.first?.views.map(\.id) == ["root", "panel", "badge"])
    #expect(report.variations.map(\.sizeClass.shortName) == ["wR hC", "wR hR"])
    for variation in report.variations {
      let scene = try #require(variation.scenes.first)
      #expect(scene.views.map(\.id) == ["root", "panel"])
      #expect(scene.built.constraintOrder == ["pn-l", "pn-r", "pn-t", "pn-h"])
    }
  }

  @Test func eachFormatNamesTheSizeClass() throws {
    let report = check(try fixture("variation-removes-conflict.storyboard"), file: "Cards.storyboard")
    let text = CheckText.render([report])
    #expect(
      text.contains(
        """
        size class wR hR (Regular Width | Regular Height) on iPad (9.7-inch) (ipad9_7) in portrait: heightClass=regular-widthClass=regular
          scene "Card Controller" (vRc-sc-001), line 6: 2 views, 4 constraints, no issues
        Cards.storyboard: 1 warning

        """))
    let adds = check(try fixture("variation-adds-conflict.storyboard"), file: "Banner.storyboard")
    #expect(
      CheckAnnotations.xcode([adds]).split(separator: "\n").map(String.init) == [
        "Banner.storyboard:17:37: warning: (wC hC) Conflicting Constraints: Unable to simultaneously satisfy "
          + "constraints vAc-ct-ld0, vAc-ct-tr0 and vAc-ct-wd0 (short by 327).",
        "Banner.storyboard:17:37: warning: (wR hC) Conflicting Constraints: Unable to simultaneously satisfy "
          + "constraints vAc-ct-ld0, vAc-ct-tr0 and vAc-ct-wd0 (short by 396).",
      ])
    #expect(
      CheckAnnotations.github([adds]).hasPrefix(
        "::warning file=Banner.storyboard,line=17,col=37,title=(wC hC) Conflicting Constraints::Unable to"))
    let json = CheckJSON.document([adds])
    #expect(
      json.contains(
        """
        "variations": [{"size_class": "wC hC",
         "name": "Compact Width | Compact Height",
         "width_class": "compact",
         "height_class": "compact",
         "keys": ["heightClass=compact"],
         "device": "retina4_7",
         "orientation": "landscape",
         "scenes": [
          {"id": "vAc-sc-001",
        """))
  }
}
