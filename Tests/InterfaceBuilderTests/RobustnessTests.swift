import Testing

@testable import InterfaceBuilder

/// Whatever the bytes, a check ends with a report or an error at a position: never a trap.
@Suite struct RobustnessTests {
  @Test(arguments: fixtureCases.map(\.file)) func everyTruncationIsAnErrorOrAReport(_ file: String) throws {
    let text = try fixture(file)
    let characters = Array(text)
    for cut in stride(from: 1, to: characters.count, by: max(characters.count / 12, 1)) {
      let report = check(String(characters[..<cut]), file: file)
      if let error = report.error {
        #expect(error.position != nil, "cut at \(cut)")
      }
    }
  }

  @Test func danglingAndDuplicateIdsAreWarnings() {
    let report = check(
      storyboard(
        view("a", (0, 0, 10, 10)) + view("a", (0, 20, 10, 10)),
        constraints: """
          <constraint firstItem="a" firstAttribute="width" constant="10" id="c1"/>
          <constraint firstItem="a" firstAttribute="width" constant="10" id="c1"/>
          <constraint firstItem="ghost" firstAttribute="top" secondItem="a" secondAttribute="top" id="c2"/>
          """))
    #expect(
      findingLines(report).filter { $0.contains("Input") } == [
        "16:8: warning: Input: a second object with the id a is left out",
        "23:1: warning: Input: constraint c1 is left out: a constraint with id `c1` already exists",
        "24:1: warning: Input: constraint c2 is left out: it refers to ghost, which is not a view or layout guide of this scene",
      ])
  }

  @Test func hostileValuesAreRefusedNotTrusted() {
    let report = check(
      storyboard(
        view("a", (0, 0, 10, 10), extra: "horizontalHuggingPriority=\"-5\""),
        constraints: """
          <constraint firstItem="a" firstAttribute="width" constant="1e999" id="c1"/>
          <constraint firstItem="a" firstAttribute="top" constant="10" id="c2"/>
          <constraint firstItem="a" firstAttribute="leading" secondItem="a" secondAttribute="width" id="c3"/>
          """))
    #expect(report.error == nil)
    #expect(report.allFindings.filter { $0.kind == .input }.count == 4)
  }

  /// A constraint that names a view of another scene, and an element lyt does not know: each a
  /// finding at its line and column, the rest of the scene still checked.
  @Test func aConstraintIntoAnotherSceneAndAnUnknownElementAreFindings() throws {
    let text = try fixture("table-under-pushed-bar.storyboard")
      .replacingOccurrences(
        of: "secondItem=\"tUp-sa-set\" secondAttribute=\"top\" id=\"tUp-ct-tt0\"",
        with: "secondItem=\"tUp-rt-hub\" secondAttribute=\"top\" id=\"tUp-ct-tt0\""
      )
      .replacingOccurrences(
        of: "</tableView>\n", with: "</tableView>\n<hologram id=\"hg-1\" sparkle=\"YES\"/>\n")
    let report = check(text)
    #expect(report.error == nil)
    #expect(
      findingLines(report).filter { $0.contains("Input") } == [
        "49:1: note: Input: lyt does not know the element <hologram>: laid out as a plain view",
        "49:1: warning: Input: \"Hologram\" (hg-1): its frame or its superview's is not stored: "
          + "its autoresizing mask is left out",
        "52:29: warning: Input: constraint tUp-ct-tt0 is left out: it refers to tUp-rt-hub, which belongs to "
          + "another scene (tUp-sc-hub)",
      ])
  }

  /// Cut anywhere, a fixture is an error at a line and column; cut inside a tag, at that tag.
  @Test func aFileCutInsideATagIsAnErrorAtThatTag() throws {
    let text = try fixture("sheet-button-misplaced.xib")
    let cut = try #require(text.range(of: "<label opaque=\"NO\""))
    let report = check(String(text[..<cut.upperBound]), file: "cut.xib")
    let error = try #require(report.error)
    #expect(error.position?.line == 19)
  }
}
