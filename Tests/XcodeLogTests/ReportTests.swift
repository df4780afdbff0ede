import Testing
import XcodeLog

@Suite struct ReportTests {
  private let twoWidths = log([
    "<NSLayoutConstraint:0x1 UIView:0xa.width == 40   (active)>",
    "<NSLayoutConstraint:0x2 UIView:0xa.width == 24   (active)>",
  ])

  @Test func jsonFollowsSpecSection5() {
    let document = ExplainLogJSON.document(LogExplanation.explainAll(twoWidths))
    #expect(document.hasPrefix("{\"logs\": [\n  {\"line\": 1,\n  \"constraints\": [\n"))
    #expect(
      document.contains(
        "{\"id\": \"k1\", \"text\": \"<NSLayoutConstraint:0x1 UIView:0xa.width == 40   (active)>\", \"linear\": "
          + "{\"terms\": {\"UIView_a.width\": 1}, \"constant\": -40, \"relation\": \"==\"}, \"implicit\": false, "
          + "\"priority\": 1000, \"readable\": \"UIView_a.width == 40\", \"owner\": \"app\"}"))
    #expect(
      document.contains(
        "{\"id\": \"k3\", \"text\": \"UIView_a.width >= 0 (implicit: sizes are never negative)\", \"linear\": "
          + "{\"terms\": {\"UIView_a.width\": 1}, \"constant\": 0, \"relation\": \">=\"}, \"implicit\": true"))
    #expect(
      document.contains("\"broken_by_uikit\": \"k2\",\n  \"satisfiable\": false,\n  \"minimal_set\": [\"k1\", \"k2\"],")
    )
    #expect(document.contains("\"objects\": {\"UIView_a\": {\"class\": \"UIView\", \"address\": \"0xa\"}}"))
    // The checked fixes are filled in by the session that imports the log (Script).
    #expect(document.contains("\"fixes\": [],\n  \"hints\": [\"k1 and k2 both set UIView_a.width: "))
    #expect(document.contains("\n  \"platform\": \"UIKit\",\n"))
    #expect(document.hasSuffix("\"redacted\": 0}\n]}\n"))
  }

  @Test func anEmptyFileIsAnEmptyDocument() {
    #expect(ExplainLogJSON.document([]) == "{\"logs\": []}\n")
  }

  @Test func jsonStringsAreEscaped() {
    let document = ExplainLogJSON.document(
      LogExplanation.explainAll(log(["<NSLayoutConstraint:0x1 UILabel:0xa'say \"hi\"'.width == -4>"])))
    #expect(document.contains("UILabel:0xa'say \\\"hi\\\"'.width == -4>"))
    #expect(document.contains("\"text\": \"say \\\"hi\\\"\""))
  }

  @Test func textReportMarksTheSetAndTheBrokenConstraint() {
    let report = ExplainLogText.report(
      LogExplanation.explainAll(twoWidths), file: "console.txt", style: ExplainLogText.Style(colored: false))
    let lines = report.split(separator: "\n").map(String.init)
    #expect(lines[0] == "console.txt:1: log: 2 constraints, 1 object")
    #expect(lines[1] == "  k1  UIView_a.width == 40 *")
    #expect(lines[2] == "  k2  UIView_a.width == 24 * (broken by UIKit)")
    #expect(lines[3] == "minimal conflicting set (*): k1 k2")
    #expect(lines[4].hasPrefix("These 2 required constraints cannot hold together: k1 UIView_a.width == 40;"))
  }

  @Test func textReportShowsUnreadableDescriptionsWithFileLineAndColumn() {
    let report = ExplainLogText.report(
      LogExplanation.explainAll(log(["<NSLayoutConstraint:0x1 UIView:0xa.widht == 40>"])), file: "c.txt",
      style: ExplainLogText.Style(colored: false))
    #expect(
      report.contains(
        "  c.txt:3:41: cannot read: unknown attribute 'widht' (known attributes: left, right, top, bottom,"))
  }
}
