import Testing

@testable import InterfaceBuilder

@Suite struct XMLTreeReaderTests {
  @Test func everyElementKeepsTheLineAndColumnOfItsStartTag() throws {
    let root = try XMLTreeReader.read(
      """
      <?xml version="1.0"?>
      <document a="1">
          <scenes>
              <view id="x"
                 b="2"><rect key="frame" x="1"/></view>
          </scenes>
      </document>
      """)
    #expect(root.name == "document")
    #expect(root.position == SourcePosition(line: 2, column: 1))
    let scenes = try #require(root.child("scenes"))
    #expect(scenes.position == SourcePosition(line: 3, column: 5))
    let view = try #require(scenes.child("view"))
    #expect(view.position == SourcePosition(line: 4, column: 9))
    #expect(view["b"] == "2")
    #expect(view.child("rect", key: "frame")?.position == SourcePosition(line: 5, column: 18))
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let root = try XMLTreeReader.read("<document><label text=\"Größe\"/><view id=\"é\"/></document>")
    #expect(root.children.map(\.position.column) == [11, 32])
  }

  @Test func theCommentBeforeAnElementIsKept() throws {
    let root = try XMLTreeReader.read("<document><!--Login View Controller--><scene sceneID=\"a\"/><scene/></document>")
    #expect(root.children.map(\.precedingComment) == ["Login View Controller", nil])
  }

  @Test func truncatedXMLIsAnErrorAtTheEnd() {
    #expect(
      throws: DocumentError(
        "the XML ends before the document does (is the file truncated?)", at: .init(line: 3, column: 9))
    ) {
      try XMLTreeReader.read("<document>\n  <scenes>\n  <view ")
    }
  }

  @Test func mismatchedTagsAreAnErrorWhereTheyAre() {
    #expect(
      throws: DocumentError("malformed XML: an end tag does not match its start tag", at: .init(line: 2, column: 17))
    ) {
      try XMLTreeReader.read("<document>\n  <view></label>\n</document>")
    }
  }

  @Test func documentTypeDeclarationsAreRefused() throws {
    let error = try #require(
      throws: DocumentError.self,
      performing: {
        try XMLTreeReader.read(
          "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;\">]>\n<document>&b;</document>"
        )
      })
    #expect(
      error
        == DocumentError(
          "the document has a document type declaration (DTD); Interface Builder files never do",
          at: .init(line: 2, column: 1)))
  }

  @Test func nestingDeeperThanTheLimitIsAnError() {
    let depth = XMLTreeReader.maximumDepth + 1
    let text = String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth)
    #expect(throws: DocumentError.self) { try XMLTreeReader.read(text) }
  }

  @Test func emptyAndBinaryLookingInputAreErrors() {
    #expect(throws: DocumentError.self) { try XMLTreeReader.read("") }
    #expect(throws: DocumentError.self) { try XMLTreeReader.read("not xml at all") }
    #expect(throws: DocumentError.self) { try XMLTreeReader.read("<a>\u{0}</a>") }
  }
}
