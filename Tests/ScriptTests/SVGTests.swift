import Foundation
import Testing

@testable import CommandLanguage
@testable import Script

#if canImport(FoundationXML)
  import FoundationXML
#endif

// `draw --svg FILE`: the layout as an SVG document, checked by parsing it as XML.

/// The elements of an XML document in order, with their attributes and text.
private final class ElementCollector: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }
  var elements: [Element] = []
  private var open: [Int] = []

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    open.append(elements.count)
    elements.append(Element(name: name, attributes: attributes))
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    open.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let index = open.last { elements[index].text += string }
  }
}

/// Runs `text` with an in-memory file system and returns the parsed SVG written to `out.svg`.
private func svgElements(_ text: String) throws -> [ElementCollector.Element] {
  let session = session(text)
  let document = try #require((session.files as? InMemoryFiles)?.contents["out.svg"])
  let parser = XMLParser(data: Data(document.utf8))
  let collector = ElementCollector()
  parser.delegate = collector
  #expect(parser.parse(), "the SVG is well-formed XML: \(String(describing: parser.parserError))")
  return collector.elements
}

private let card = """
  add view root size 300x200
  add view card in root
  card.left == root.left + 20
  card.top == root.top + 30
  card.width == 200
  card.height == 100
  card.width == 260 as wide
  add guide spacer in card
  spacer.left == card.left + 10
  spacer.top == card.top + 50
  spacer.width == 80
  spacer.height == 40

  """

@Test func svgIsWellFormedWithEveryViewAndGuide() throws {
  let elements = try svgElements(card + "draw --svg out.svg")
  let root = try #require(elements.first)
  #expect(root.name == "svg")
  #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
  #expect(root.attributes["viewBox"] == "0 0 340 304")
  #expect(root.attributes["width"] == "340")
  let groups = elements.filter { $0.name == "g" && $0.attributes["id"] != nil }
  #expect(groups.map { $0.attributes["id"] } == ["view-root", "view-card", "guide-spacer"])
  let rects = elements.filter { $0.name == "rect" }
  let spacer = try #require(rects.first { $0.attributes["stroke-dasharray"] != nil })
  #expect(spacer.attributes["x"] == "50" && spacer.attributes["y"] == "118")
  #expect(spacer.attributes["width"] == "80" && spacer.attributes["height"] == "40")
  #expect(rects.filter { $0.attributes["stroke-dasharray"] != nil }.count == 1)
}

@Test func svgMarksProblemsAndHasALegendAndAScale() throws {
  let elements = try svgElements(card + "draw --svg out.svg")
  let cardRect = try #require(elements.first { $0.name == "rect" && $0.attributes["x"] == "40" })
  #expect(cardRect.attributes["stroke"] == ViewMark.broken.svgColor)
  #expect(cardRect.attributes["stroke-width"] == "2")
  let texts = elements.filter { $0.name == "text" }.map(\.text)
  #expect(texts.contains("root 300x200"))
  #expect(texts.contains("card"))
  #expect(texts.contains("spacer"))
  #expect(texts.contains("broken: card"))
  #expect(texts.contains("50 pt"))
  let titles = elements.filter { $0.name == "title" }.map(\.text)
  #expect(titles.contains("card (20, 30, 200, 100) broken"))
}

@Test func svgWidthScalesThePicture() throws {
  let root = try #require(try svgElements(card + "draw --svg out.svg --width 680").first)
  #expect(root.attributes["width"] == "680")
  #expect(root.attributes["height"] == "608")
  #expect(root.attributes["viewBox"] == "0 0 340 304")
}

@Test func svgClipsContentToItsScrollView() throws {
  let text = """
    add view root size 100x100
    add scroll s in root
    s.left == root.left
    s.top == root.top
    s.width == 100
    s.height == 40
    add view content in s
    content.left == s.left
    content.top == s.top
    content.width == 100
    content.height == 400
    draw --svg out.svg
    """
  let elements = try svgElements(text)
  let clip = try #require(elements.first { $0.name == "clipPath" })
  #expect(clip.attributes["id"] == "lyt-clip-1")
  #expect(elements.contains { $0.name == "g" && $0.attributes["clip-path"] == "url(#lyt-clip-1)" })
}

@Test func svgNamesAreEscaped() {
  #expect(SVGDocument.escaped("a<b & \"c\">") == "a&lt;b &amp; &quot;c&quot;&gt;")
}

@Test func svgScaleBarUsesRoundLengths() {
  #expect(SVGDocument.roundLength(below: 93.75) == 50)
  #expect(SVGDocument.roundLength(below: 250) == 200)
  #expect(SVGDocument.roundLength(below: 0.5) == 1)
  #expect(SVGDocument.roundLength(below: 10) == 10)
}

@Test func svgReportsWhatItWrote() throws {
  var session = session(card)
  let statement = try #require(Parser.parse("draw --svg out.svg", file: "t.lyt").statements.first)
  #expect(try session.execute(statement).lines == ["wrote out.svg: 2 views, 1 guide"])
  let files = try #require(session.files as? InMemoryFiles)
  #expect(files.contents["out.svg"]?.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ") == true)
}

@Test func svgFailsWithoutFiles() {
  #expect(runError(card + "draw --svg out.svg") == "cannot write 'out.svg': files are not available here")
}
