import Foundation
import LytTestSupport
import Testing

/// `lyt check` as a user runs it: exit codes, formats, unreadable files.
@Suite(.serialized) struct CheckCommandTests {
  func lyt(_ arguments: [String]) throws -> LytRun { try runLyt(arguments) }

  /// A file in a fresh temporary directory.
  func temporaryFile(_ name: String, _ text: String) throws -> String {
    let path = try makeScratchDirectory("lyt-check") + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(.enabled(if: lytBinary != nil)) func aCleanFileExitsWithZero() throws {
    let path = fixturePath("margin-inset-label.storyboard")
    let run = try lyt(["check", path])
    #expect(run.status == 0)
    #expect(
      run.output == """
        scene "Badge Controller" (mIl-sc-001), line 8: 3 views, 8 constraints, no issues
        \(path): no issues

        """)
    #expect(run.errors == "")
  }

  @Test(.enabled(if: lytBinary != nil)) func warningsExitWithOneInEveryFormat() throws {
    let path = fixturePath("custom-rule-misplaced.storyboard")
    let xcode = try lyt(["check", "--format", "xcode", path])
    #expect(xcode.status == 1)
    #expect(
      xcode.output
        == "\(path):15:29: warning: Misplaced Views: Frame for \"Dashed Rule View\" will be different at run time.\n")
    let github = try lyt(["check", path, "--format", "github"])
    #expect(github.status == 1)
    #expect(github.output.hasPrefix("::warning file=\(path),line=15,col=29,title=Misplaced Views::Frame for"))
    let json = try lyt(["check", "--format", "json", path])
    #expect(json.status == 1)
    let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    let files = try #require(document?["files"] as? [[String: Any]])
    #expect(files.first?["warnings"] as? Int == 1)
  }

  /// A conflict only a size-class variation has makes the check fail, named by its size class.
  @Test(.enabled(if: lytBinary != nil)) func aConflictInASizeClassExitsWithOne() throws {
    let path = fixturePath("variation-adds-conflict.storyboard")
    let run = try lyt(["check", "--format", "xcode", path])
    #expect(run.status == 1)
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        "\(path):17:37: warning: (wC hC) Conflicting Constraints: Unable to simultaneously satisfy constraints "
          + "vAc-ct-ld0, vAc-ct-tr0 and vAc-ct-wd0 (short by 327).",
        "\(path):17:37: warning: (wR hC) Conflicting Constraints: Unable to simultaneously satisfy constraints "
          + "vAc-ct-ld0, vAc-ct-tr0 and vAc-ct-wd0 (short by 396).",
      ])
    let clean = try lyt(["check", fixturePath("size-class-sidebar-offscreen.storyboard")])
    #expect(clean.status == 0)
  }

  @Test(.enabled(if: lytBinary != nil)) func notesAloneExitWithZero() throws {
    let run = try lyt(["check", "--format", "xcode", fixturePath("stale-ambiguous-labels.storyboard")])
    #expect(run.status == 0)
    #expect(run.output.split(separator: "\n").count == 2)
  }

  @Test(.enabled(if: lytBinary != nil)) func unreadableFilesExitWithTwoAndSayWhere() throws {
    let truncated = try temporaryFile(
      "Truncated.storyboard", "<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n    <scene")
    let run = try lyt(["check", "--format", "xcode", truncated, fixturePath("custom-rule-misplaced.storyboard")])
    #expect(run.status == 2)
    #expect(
      run.output.hasPrefix("\(truncated):4:11: error: the XML ends before the document does (is the file truncated?)\n")
    )
    let missing = try lyt(["check", "/nonexistent/Main.storyboard"])
    #expect(missing.status == 2)
    #expect(missing.output == "error: cannot read '/nonexistent/Main.storyboard': no such file\n")
  }

  @Test(.enabled(if: lytBinary != nil)) func theFormatsOfCheckAreRefusedElsewhere() throws {
    let run = try lyt(["run", "--format", "xcode", "x.lyt"])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("Error: --format xcode is for lyt check; lyt run writes text, json or html"))
    let typo = try lyt(["chek", "x.storyboard"])
    #expect(typo.status == 2)
    #expect(typo.errors.hasPrefix("lyt: 'chek' is neither a subcommand nor a file; did you mean 'check'?"))
    let noFile = try lyt(["check"])
    #expect(noFile.status == 2)
  }

  @Test(.enabled(if: lytBinary != nil)) func deviceChecksAtAnotherSizeAndUnknownNamesListTheKnownOnes() throws {
    let path = fixturePath("custom-rule-misplaced.storyboard")
    let run = try lyt(["check", "--device", "iPhone 11", path])
    #expect(run.status == 0)
    #expect(
      run.output == """
        laid out for --device iPhone 11 (retina6_1): misplaced views are not checked, the stored frames being for \
        iPhone 8 (retina4_7)
        scene "Receipt Controller" (cRm-sc-001), line 8: 3 views, 4 constraints, no issues
        \(path): no issues

        """)
    let unknown = try lyt(["check", "--device", "iPhone 99", path])
    #expect(unknown.status == 2)
    #expect(unknown.output == "")
    #expect(
      unknown.errors.hasPrefix(
        "Error: unknown device 'iPhone 99'; lyt knows retina3_5 (iPhone 4s), retina4_0 (iPhone SE (1st generation)), "
          + "retina4_7 (iPhone 8),"))
    #expect(unknown.errors.contains("ipad10_9rounded (iPad Air (10.9-inch)), appleTV (Apple TV)\n"))
    let updating = try lyt(["check", "--device", "retina6_1", "--update-frames", path])
    #expect(updating.status == 2)
    #expect(
      updating.errors.hasPrefix(
        "Error: --update-frames writes the file's own device's frames; it cannot be used with --device"))
  }

  @Test(.enabled(if: lytBinary != nil)) func conflictsPrintTheirCheckedFixes() throws {
    let path = fixturePath("ratio-hero-footer-conflict.storyboard")
    let run = try lyt(["check", path])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        """
                fix: set the Priority of footer.height == 44 (rHf-ct-fh0) to 999  → no frame moves; rHf-ct-fh0 gives way
                     lyt: deactivate rHf_ct_fh0; set priority rHf_ct_fh0 999; activate rHf_ct_fh0

        """))
    let github = try lyt(["check", "--format", "github", path])
    #expect(github.output.contains("%0Afix: set the Priority of footer.height == 44 (rHf-ct-fh0) to 999"))
  }
}
