import Layout
import Testing

@testable import InterfaceBuilder

/// AppKit misplacement: frames compared as the file stores them (bottom-left origin), only for
/// plain views and containers whose frames derive from no control's (controls' frames include
/// alignment-rect insets lyt does not know).
@Suite struct AppKitMisplacementTests {
  @Test func plainViewsAreCheckedInTheFilesBottomLeftCoordinates() throws {
    let report = check(try fixture("appkit-custom-views.xib"), file: "Panel.xib")
    #expect(
      findingLines(report) == [
        "22:17: warning: Misplaced Views: Frame for \"Tray\" will be different at run time."
      ])
    let scene = try #require(report.scenes.first)
    let tray = try #require(report.allFindings.first)
    #expect(
      tray.details.map(StoryboardFindingText.detail) == [
        "stored frame: (240, 20, 220, 60)", "solved frame: (240, 30, 220, 60)", "the file does not flag it misplaced",
      ])
    let frames = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.id, $0.frame) })
    #expect(frames["well"] == Rect(x: 20, y: 152, width: 200, height: 100))
    #expect(frames["dot"] == Rect(x: 10, y: 70, width: 20, height: 20))
    // The rule's frame derives from the label's, whose stored frame includes insets: not judged,
    // though its solved x (24) is not its stored one (20).
    #expect(frames["rule"]??.x == 24)
    #expect(scene.views.filter(\.misplaced).map(\.id) == ["tray"])
    #expect(scene.assumptions.last == .appKitMisplacementLimited)
  }
}
