import Foundation
import LogImport
import Testing
import XcodeLog

@testable import Script

/// `import log` carries XcodeLog's typed hints and words them as `lyt explain-log` does.
@Suite struct XcodeLogHintTests {
  @Test func aHintIsWordedByLogFindingText() {
    let hint = XcodeLogHint(.prototypingConstraints)
    #expect(hint.sentence == LogFindingText.hint(.prototypingConstraints))
    #expect(
      XcodeLogHint(.autoresizingMask(view: "label", constraints: ["k1", "k2"])).sentence
        == LogFindingText.hint(.autoresizingMask(view: "label", constraints: ["k1", "k2"])))
  }

  @Test func hintsCompareByTheirFact() {
    #expect(ImportedLog.Hint(XcodeLogHint(.hiddenArrangedView)) == ImportedLog.Hint(XcodeLogHint(.hiddenArrangedView)))
    #expect(
      ImportedLog.Hint(XcodeLogHint(.hiddenArrangedView)) != ImportedLog.Hint(XcodeLogHint(.prototypingConstraints)))
  }

  @Test func anImportedLogKeepsTheTypedHints() throws {
    let path = repositoryRoot.appendingPathComponent("examples/logs/cell-height.txt").path
    let log = try XcodeLogImporter().importLog(from: String(contentsOfFile: path, encoding: .utf8))
    #expect(log.hints.allSatisfy { $0.fact is XcodeLogHint })
    #expect(
      log.hints.map(\.fact.sentence) == [
        "k8 (UIView-Encapsulated-Layout-Height) is the size the container imposes (a table or collection cell, a view controller's root view): required, it wins, so one of your constraints on that axis must be able to give way (priority 999). For self-sizing cells also use rowHeight = UITableView.automaticDimension with an estimatedRowHeight.",
        "The constraints would give GWWLabel_YYYY a negative size: the spacings need more room than there is.",
      ])
  }
}
