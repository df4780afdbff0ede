import CommandLanguage
import Foundation
import Layout
import Script

@testable import InterfaceBuilder

/// The text of a fixture in `Tests/InterfaceBuilderTests/Fixtures`.
func fixture(_ name: String) throws -> String {
  let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  return try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
}

/// The path of a fixture.
func fixturePath(_ name: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    .appendingPathComponent(name).path
}

/// The report of a document's text.
func check(_ text: String, file: String = "test.storyboard") -> FileReport {
  StoryboardChecker.check(text: text, file: file)
}

/// The findings of a report as `LINE:COLUMN: severity: Title: message` lines (those of a
/// size-class variation as `… severity: (wR hC) Title: message`).
func findingLines(_ report: FileReport) -> [String] {
  report.allFindings.map {
    "\($0.position.line):\($0.position.column): \($0.severity.rawValue): \(StoryboardFindingText.taggedHeadline($0))"
  }
}

/// A one-scene iPhone 8 storyboard (Xcode 12: no simulated status bar): a controller whose
/// 375×667 view `root` (safe area `safe`) holds `subviews`, with `constraints` in the root.
func storyboard(
  _ subviews: String, constraints: String = "", device: String = "retina4_7", tools: String = "17156",
  controllerExtra: String = ""
) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" \
  targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="\(device)" orientation="portrait" appearance="light"/>
      <scenes>
          <!--Main View Controller-->
          <scene sceneID="scn-1">
              <objects>
                  <viewController id="vc-1" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="root">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <subviews>
  \(subviews)
                          </subviews>
                          <constraints>
  \(constraints)
                          </constraints>
                          <viewLayoutGuide key="safeArea" id="safe"/>
                      </view>
  \(controllerExtra)
                  </viewController>
              </objects>
          </scene>
      </scenes>
  </document>
  """
}

/// A plain view with constraints off and a stored frame.
func view(_ id: String, _ frame: (Double, Double, Double, Double), extra: String = "", inner: String = "") -> String {
  """
  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(extra)>
      <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
  \(inner)
  </view>
  """
}

/// `<constraint …/>` from attribute pairs.
func constraint(_ attributes: KeyValuePairs<String, String>) -> String {
  "<constraint " + attributes.map { "\($0.key)=\"\($0.value)\"" }.joined(separator: " ") + "/>"
}

/// Runs `text` in `session`, statement by statement; the responses' lines.
@discardableResult
func run(_ text: String, in session: inout Session) throws -> [String] {
  var lines: [String] = []
  for statement in Parser.parse(text, file: "t.lyt").statements {
    lines += try session.execute(statement).lines
  }
  return lines
}
