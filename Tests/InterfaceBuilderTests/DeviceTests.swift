import Layout
import Testing

@testable import InterfaceBuilder

/// `lyt check --device NAME`: controllers' views laid out for another device, misplacement not
/// judged (the stored frames are the file's own device's).
@Suite struct DeviceTests {
  func checked(_ name: String, device: String?) throws -> FileReport {
    let options = CheckOptions(device: device.flatMap(Device.matching))
    return StoryboardChecker.check(text: try fixture(name), file: name, options: options)
  }

  @Test func devicesAreNamedByTheirIDOrTheirNameInAnyCase() {
    #expect(Device.matching("retina6_1")?.name == "iPhone 11")
    #expect(Device.matching("iPhone 11")?.id == "retina6_1")
    #expect(Device.matching("IPAD11")?.name == "iPad Pro (11-inch)")
    #expect(Device.matching("iPhone 99") == nil)
    #expect(Device.all.count == 20)
  }

  @Test func theRootTakesTheDevicesSizeSafeAreaAndMargins() throws {
    let own = try checked("custom-rule-misplaced.storyboard", device: nil)
    #expect(own.allFindings.map(\.kind) == [.misplaced])
    let report = try checked("custom-rule-misplaced.storyboard", device: "retina6_1")
    let scene = try #require(report.scenes.first)
    #expect(report.allFindings.isEmpty)
    #expect(
      scene.views.map(\.frame) == [
        Rect(x: 0, y: 0, width: 414, height: 896), Rect(x: 20, y: 120, width: 374, height: 20),
        Rect(x: 38, y: 151, width: 103, height: 54),
      ])
    #expect(scene.views.allSatisfy { !$0.misplaced })
    #expect(
      Array(scene.assumptions.prefix(2)) == [
        .forcedDevice(
          .named("View"), size: Size(width: 414, height: 896), option: "--device", deviceName: "iPhone 11",
          deviceID: "retina6_1", safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        .rootMargins(
          .named("View"), margins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), insideSafeArea: true, read: []),
      ])
    #expect(
      StoryboardFindingText.deviceSentence(report)
        == "laid out for --device iPhone 11 (retina6_1): misplaced views are not checked, the stored frames being "
        + "for iPhone 8 (retina4_7)")
    #expect(CheckText.lines(report).first == StoryboardFindingText.deviceSentence(report))
    #expect(CheckJSON.file(report).contains("\"device\": \"retina4_7\", \"checked_device\": \"retina6_1\"}"))
  }

  @Test func aConflictIsMeasuredAtTheDevicesSize() throws {
    let report = try checked("ratio-hero-footer-conflict.storyboard", device: "retina6_1")
    let conflict = try #require(report.scenes.first?.conflicts.first)
    #expect(conflict.minimalSet == ["rHf-ct-ft0", "rHf-ct-fb0", "rHf-ct-fh0"])
    #expect(conflict.gap == 174)
  }

  @Test func popoverAndFormSheetSizesStayTheirOwn() throws {
    let report = try checked("popover-sized-roots.storyboard", device: "retina4_0")
    let sizes = report.scenes.compactMap { $0.views.first?.frame }.map { "\($0.width)×\($0.height)" }
    #expect(sizes == ["320.0×568.0", "213.0×300.0", "333.0×480.0"])
  }
}
