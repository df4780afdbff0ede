import Testing

@testable import InterfaceBuilder

@Suite struct OutputTests {
  /// A scene with one misplaced and one ambiguous view.
  let text = storyboard(
    view("box", (30, 100, 200, 50), extra: "userLabel=\"Box\"")
      + view("free", (0, 300, 100, 100), extra: "userLabel=\"Free, &quot;100%&quot;\""),
    constraints: """
      <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="c2"/>
      <constraint firstItem="box" firstAttribute="width" constant="200" id="c3"/>
      <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
      <constraint firstItem="free" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="300" id="c5"/>
      """)

  @Test func textForPeople() {
    #expect(
      CheckText.render([check(text, file: "Main.storyboard")]) == """
        scene "Main View Controller" (scn-1), line 6: 3 views, 5 constraints
          13:1 warning: Misplaced Views: Frame for "Box" will be different at run time.
               stored frame: (30, 100, 200, 50)
               solved frame: (20, 100, 200, 50)
               the file does not flag it misplaced
          16:8 warning: Ambiguous Layout: Size and horizontal position are ambiguous for "Free, "100%"".
               Need constraints for: X position or width
               Need constraints for: height
               the file does not flag it ambiguous
          assuming:
            root "View": 375×667 from its stored frame (iPhone 8, retina4_7); safe area insets top 0, left 0, bottom 0, right 0
            root "View": layout margins top 0, left 16, bottom 0, right 16 inside the safe area
        Main.storyboard: 2 warnings

        """)
  }

  @Test func xcodeLinesAndGitHubAnnotations() {
    let report = check(text, file: "App/Main.storyboard")
    #expect(
      CheckAnnotations.xcode([report]) == """
        App/Main.storyboard:13:1: warning: Misplaced Views: Frame for "Box" will be different at run time.
        App/Main.storyboard:16:8: warning: Ambiguous Layout: Size and horizontal position are ambiguous for "Free, "100%"".

        """)
    #expect(
      CheckAnnotations.github([report]).split(separator: "\n").last.map(String.init)
        == "::warning file=App/Main.storyboard,line=16,col=8,title=Ambiguous Layout::Size and horizontal position are ambiguous for "
        + "\"Free, \"100%25\"\".%0ANeed constraints for: X position or width%0ANeed constraints for: height"
        + "%0Athe file does not flag it ambiguous")
    #expect(CheckAnnotations.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
  }

  @Test func unreadableFilesGiveAnErrorWithTheirPosition() {
    let report = check("<document>\n  <scenes>\n", file: "Broken.storyboard")
    #expect(report.error?.position == SourcePosition(line: 2, column: 11))
    #expect(
      CheckAnnotations.xcode([report])
        == "Broken.storyboard:2:11: error: the XML ends before the document does (is the file truncated?)\n")
    #expect(
      CheckJSON.document([report]) == """
        {"files": [
        {"file": "Broken.storyboard", "error": {"message": "the XML ends before the document does (is the file truncated?)", "line": 2, "column": 11}, "warnings": 0, "notes": 0, "findings": [], "scenes": [], "variations": []}
        ]}

        """)
  }

  @Test func jsonKeysEveryViewByItsInterfaceBuilderID() {
    let json = CheckJSON.document([check(text, file: "Main.storyboard")])
    #expect(
      json == """
        {"files": [
        {"file": "Main.storyboard",
         "error": null,
         "document": {"kind": "storyboard", "platform": "iOS", "tools_version": 17156, "device": "retina4_7", "checked_device": null},
         "warnings": 2, "notes": 0,
         "findings": [],
         "scenes": [
          {"id": "scn-1",
          "name": "Main View Controller",
          "line": 6,
          "column": 9,
          "roots": ["root"],
          "views": {
            "root": {"class": "UIView", "name": "View", "lyt_name": "view", "parent": null, "frame": [0, 0, 375, 667], "stored_frame": [0, 0, 375, 667], "misplaced": false, "ambiguous": [], "flags": {"misplaced": false, "ambiguous": false}},
            "box": {"class": "UIView", "name": "Box", "lyt_name": "box", "parent": "root", "frame": [20, 100, 200, 50], "stored_frame": [30, 100, 200, 50], "misplaced": true, "ambiguous": [], "flags": {"misplaced": false, "ambiguous": false}},
            "free": {"class": "UIView", "name": "Free, \\"100%\\"", "lyt_name": "free100", "parent": "root", "frame": [0, 300, 0, 0], "stored_frame": [0, 300, 100, 100], "misplaced": false, "ambiguous": ["x", "width", "height"], "flags": {"misplaced": false, "ambiguous": false}}},
          "conflicts": [],
          "findings": [{"severity": "warning", "kind": "misplaced", "title": "Misplaced Views", "message": "Frame for \\"Box\\" will be different at run time.", "details": ["stored frame: (30, 100, 200, 50)", "solved frame: (20, 100, 200, 50)", "the file does not flag it misplaced"], "line": 13, "column": 1, "object": "box"},
            {"severity": "warning", "kind": "ambiguous", "title": "Ambiguous Layout", "message": "Size and horizontal position are ambiguous for \\"Free, \\"100%\\"\\".", "details": ["Need constraints for: X position or width", "Need constraints for: height", "the file does not flag it ambiguous"], "line": 16, "column": 8, "object": "free", "fixes": []}],
          "assumptions": ["root \\"View\\": 375×667 from its stored frame (iPhone 8, retina4_7); safe area insets top 0, left 0, bottom 0, right 0", "root \\"View\\": layout margins top 0, left 16, bottom 0, right 16 inside the safe area"]}],
         "variations": []}
        ]}

        """)
  }
}
