import Foundation
import Layout
import LytTestSupport
import Testing

@testable import InterfaceBuilder

/// `lyt check --update-frames`: Interface Builder's "Update Frames" on Linux. Only the values
/// that change and the `misplaced` flag of the views updated differ afterwards; every other byte
/// of the file stays.
@Suite struct UpdateFramesTests {
  /// The update of a fixture, and its text.
  private func update(_ name: String) throws -> (text: String, update: FrameUpdate) {
    let text = try fixture(name)
    return (text, FrameUpdate.apply(to: text, report: StoryboardChecker.check(text: text, file: name)))
  }

  /// The lines that differ between two texts of the same number of lines, by line number.
  private func changedLines(_ old: String, _ new: String) -> [Int: String] {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false)
    guard before.count == after.count else { return [0: "line counts differ"] }
    var changed: [Int: String] = [:]
    for (index, (left, right)) in zip(before, after).enumerated() where left != right {
      changed[index + 1] = String(right)
    }
    return changed
  }

  @Test func aMisplacedButtonMovesToWhereItsConstraintsPutIt() throws {
    let (text, update) = try update("sheet-button-misplaced.xib")
    #expect(
      update.changes == [
        FrameUpdate.Change(
          id: "sBm-bt-001", name: "Close", old: Rect(x: 20, y: 9, width: 46, height: 30),
          new: Rect(x: 20, y: 10, width: 46, height: 30), position: SourcePosition(line: 16, column: 21))
      ])
    #expect(
      changedLines(text, update.text) == [
        15: "                <button opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" "
          + "contentVerticalAlignment=\"center\" buttonType=\"roundedRect\" lineBreakMode=\"middleTruncation\" "
          + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"sBm-bt-001\">",
        16: "                    <rect key=\"frame\" x=\"20\" y=\"10\" width=\"46\" height=\"30\"/>",
      ])
    let after = StoryboardChecker.check(text: update.text, file: "after.xib")
    #expect(after.warningCount == 0)
  }

  @Test func aViewTheFileDoesNotFlagIsUpdatedWithoutTouchingItsTag() throws {
    let (text, update) = try update("centred-label-one-point-off.storyboard")
    #expect(update.changes.map(\.new) == [Rect(x: 116, y: 116, width: 143, height: 21)])
    #expect(
      changedLines(text, update.text) == [
        16: "                                <rect key=\"frame\" x=\"116\" y=\"116\" width=\"143\" height=\"21\"/>"
      ])
  }

  @Test func aSceneWithAConflictOrAnAmbiguousViewIsLeftAlone() throws {
    for name in ["ratio-hero-footer-conflict.storyboard", "fix-before-label-without-top.storyboard"] {
      let (text, update) = try update(name)
      #expect(update.changes.isEmpty, "\(name)")
      #expect(update.text == text, "\(name)")
    }
  }

  @Test func aFileWithNothingMisplacedIsUnchanged() throws {
    let (text, update) = try update("margin-inset-label.storyboard")
    #expect(update.changes.isEmpty)
    #expect(update.text == text)
  }

  @Test func attributesInsideQuotedValuesAreNotTakenForTheTagsOwn() {
    let bytes = Array(#"<rect key="frame" title=" x=&quot;9&quot;" x="1" y="2"/>"#.utf8)
    let edit = TextEdit.attributeValue("x", in: bytes, tagAt: 0, to: "5")
    #expect(
      TextEdit.apply([edit].compactMap { $0 }, to: bytes)
        == #"<rect key="frame" title=" x=&quot;9&quot;" x="5" y="2"/>"#)
    #expect(TextEdit.attribute("misplaced", in: bytes, tagAt: 0) == nil)
  }

  @Test(.enabled(if: lytBinary != nil)) func theCommandWritesTheFileAndChecksItAgain() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lyt-update-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("rule.storyboard").path
    try fixture("custom-rule-misplaced.storyboard").write(toFile: path, atomically: true, encoding: .utf8)
    let run = try runLyt(["check", "--update-frames", path])
    #expect(run.status == 0)
    #expect(
      run.output == """
        \(path): updated 1 frame
          16:33: "Dashed Rule View" (cRm-rl-001) (16, 96, 568, 20) → (16, 96, 343, 20)
        scene "Receipt Controller" (cRm-sc-001), line 8: 3 views, 4 constraints, no issues
        \(path): no issues

        """)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains(#"<rect key="frame" x="16" y="96" width="343" height="20"/>"#))
    #expect(!written.contains("misplaced=\"YES\""))
    let again = try runLyt(["check", "--update-frames", path])
    #expect(again.output.hasPrefix("\(path): no frame to update\n"))
  }
}
