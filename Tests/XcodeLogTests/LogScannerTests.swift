import Foundation
import Testing
import XcodeLog

@Suite struct LogScannerTests {
  private let entry = "<NSLayoutConstraint:0x1 UIView:0x2.width == 40   (active)>"

  @Test func findsEntriesAndTheBrokenOne() {
    let logs = LogScanner.scan(log([entry, "<NSLayoutConstraint:0x3 UIView:0x2.width == 50   (active)>"]))
    #expect(logs.count == 1)
    #expect(logs.first?.line == 1)
    #expect(logs.first?.entries.map(\.text) == [entry, "<NSLayoutConstraint:0x3 UIView:0x2.width == 50   (active)>"])
    #expect(logs.first?.entries.map(\.line) == [3, 4])
    #expect(logs.first?.entries.map(\.column) == [6, 6])
    #expect(logs.first?.broken?.line == 8)
  }

  @Test func quotePrefixesAndMarkdownEscapesAreUndone() {
    let text =
      "> Unable to simultaneously satisfy constraints.\n> (\n>     \\<NSLayoutConstraint:0x1 UIView:0x2.width == 40\\>,\n> )"
    let logs = LogScanner.scan(text)
    #expect(logs.first?.entries.map(\.text) == ["<NSLayoutConstraint:0x1 UIView:0x2.width == 40>"])
  }

  @Test func htmlEntitiesAreDecoded() {
    let logs = LogScanner.scan("&quot;&lt;NSLayoutConstraint:0x1 UILabel:0x2&#39;Hi&#39;.width == 40&gt;&quot;")
    #expect(logs.first?.entries.map(\.text) == ["<NSLayoutConstraint:0x1 UILabel:0x2'Hi'.width == 40>"])
  }

  @Test func windowsLineEndsReadAsLineEnds() {
    let text = log([entry, "<NSLayoutConstraint:0x3 UIView:0x2.width == 50   (active)>"])
    let logs = LogScanner.scan(text.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(logs.map(\.entries) == LogScanner.scan(text).map(\.entries))
    #expect(logs.first?.broken?.line == 8)
  }

  @Test func anEscapedEntityIsDecodedAfterTheEscape() {
    // `\&lt;` is a markdown-escaped `&`, then the entity: `<`, as a browser shows it.
    let logs = LogScanner.scan("\\&lt;NSLayoutConstraint:0x1 UIView:0x2.width == 40&amp;gt;")
    #expect(logs.first?.entries.map(\.text) == ["<NSLayoutConstraint:0x1 UIView:0x2.width == 40&gt;"])
  }

  @Test func tabsBecomeSpaces() {
    let logs = LogScanner.scan("\t\t\"<NSLayoutConstraint:0x1\tUIView:0x2.width == 40>\"")
    #expect(logs.first?.entries.map(\.text) == ["<NSLayoutConstraint:0x1 UIView:0x2.width == 40>"])
  }

  @Test func aDescriptionWrappedOverTwoLinesIsJoined() {
    let logs = LogScanner.scan(
      "Unable to simultaneously satisfy constraints.\n(\n  \"<NSLayoutConstraint:0x1 UIView:0x2.width\n  == 40   (active)>\"\n)"
    )
    #expect(logs.first?.entries.map(\.text) == ["<NSLayoutConstraint:0x1 UIView:0x2.width == 40   (active)>"])
  }

  @Test func severalLogsInOneFile() {
    let text = log([entry]) + "\nsome other output\n" + log([entry])
    let logs = LogScanner.scan(text)
    #expect(logs.map(\.line) == [1, 10])
    #expect(logs.map(\.entries.count) == [1, 1])
  }

  @Test func aListWithoutTheMessageIsALog() {
    let logs = LogScanner.scan("(\n    \"\(entry)\"\n)")
    #expect(logs.map(\.line) == [2])
    #expect(logs.first?.hasMessage == false)
  }

  @Test func aListAfterABrokenConstraintStartsAnotherLog() {
    let text = "(\n\"\(entry)\"\n)\nWill attempt to recover by breaking constraint\n\(entry)\n(\n\"\(entry)\"\n)"
    #expect(LogScanner.scan(text).map(\.line) == [2, 7])
  }

  @Test func redactedEntriesAreCounted() {
    let logs = LogScanner.scan(
      "[Layout] Unable to simultaneously satisfy constraints:\n<private>\n\nWill attempt to recover by breaking constraint \n<private>\n"
    )
    #expect(logs.map(\.redacted) == [2])
    #expect(logs.first?.entries.isEmpty == true)
  }

  @Test func nothingToFind() {
    #expect(LogScanner.scan("hello\nworld").isEmpty)
    #expect(LogScanner.scan("").isEmpty)
  }

  @Test func aLessOrEqualInsideTheDescriptionDoesNotEndIt() {
    let logs = LogScanner.scan("\"<NSLayoutConstraint:0x1 H:[UIView:0x2]-(>=8)-|   (active, names: '|':UIView:0x3 )>\"")
    #expect(
      logs.first?.entries.map(\.text) == [
        "<NSLayoutConstraint:0x1 H:[UIView:0x2]-(>=8)-|   (active, names: '|':UIView:0x3 )>"
      ])
  }
}

@Suite struct NamingTests {
  private func names(_ descriptions: [String]) -> [String] {
    explainOne(log(descriptions))?.system.objects.map(\.name) ?? []
  }

  @Test func labelTextIdentifierKeyAndAddressSuffix() {
    #expect(
      names([
        "<NSLayoutConstraint:0x1 UILabel:0x7f8a1c40'Title'.width == AddressToolbar.lockIcon.width   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )>",
        "<MASLayoutConstraint:k UILabel:messageLabel.height >= 5000>",
        "<NSLayoutConstraint:0x2 MyApp.CardView:0x7fa67350cab0.width == 10>",
      ]) == ["UILabel_Title", "AddressToolbar_lockIcon", "UILabel_messageLabel", "CardView_cab0"])
  }

  @Test func sameSuffixGetsALongerAddress() {
    #expect(
      names([
        "<NSLayoutConstraint:0x1 UIView:0x10000cab0.width == UIView:0x20000cab0.width>"
      ]) == ["UIView_cab0", "UIView_cab0_00cab0"])
  }

  @Test func marginsGuidesAreNamedAfterTheirView() {
    #expect(
      names([
        "<NSLayoutConstraint:0x1 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0x600002e401c0'UIViewLayoutMarginsGuide']   (active, names: '|':UITableViewCellContentView:0x7fa67350b050 )>"
      ]) == ["UITableViewCellContentView_b050", "UITableViewCellContentView_b050_margins"])
  }

  @Test func leadingUnderscoresAndPunctuationAreDropped() {
    #expect(
      names(["<NSLayoutConstraint:0x1 _UILayoutSpacer:0x6000'UISV-alignment-spanner'.top == UIView:0x7.top>"])
        == ["UILayoutSpacer_UISV_alignment_spanner", "UIView_7"])
  }
}
