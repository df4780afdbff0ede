import Foundation
import Synchronization

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XML text into a tree of ``XMLNode``s with Foundation's `XMLParser`, keeping the line and
/// column of every start tag. Malformed XML, a document type declaration (Interface Builder never
/// writes one; refusing it keeps entity expansion out) and nesting deeper than ``maximumDepth``
/// are errors with the position where they were found; nothing here traps on input.
///
/// One document is parsed at a time in the process: swift-corelibs-foundation's `XMLParser`
/// keeps libxml2 state that is not safe to use from several threads at once (tests check
/// files in parallel).
enum XMLTreeReader {
  /// Serializes the parsers.
  private static let parsing = Mutex(())

  /// The deepest nesting accepted (real storyboards stay below 60).
  static let maximumDepth = 200

  /// The document element of `text`.
  ///
  /// - Throws: ``DocumentError`` with the line and column of the problem.
  static func read(_ text: String) throws(DocumentError) -> XMLNode {
    let bytes = Array(text.utf8)
    if let position = position(of: "<!DOCTYPE", in: bytes) {
      throw DocumentError(
        "the document has a document type declaration (DTD); Interface Builder files never do", at: position)
    }
    let builder = TreeBuilder(bytes: bytes)
    parsing.withLock { _ in
      let parser = XMLParser(data: Data(bytes))
      parser.shouldResolveExternalEntities = false
      parser.shouldProcessNamespaces = false
      parser.delegate = builder
      _ = parser.parse()
    }
    if var error = builder.error {
      if let position = error.position, position >= endPosition(of: bytes) {
        error.message = "the XML ends before the document does (is the file truncated?)"
      }
      throw error
    }
    guard let root = builder.root else {
      throw DocumentError("the file holds no XML element", at: SourcePosition(line: 1, column: 1))
    }
    return root
  }
}

extension XMLTreeReader {
  /// Where `pattern` first occurs in `bytes`, or nil.
  static func position(of pattern: String, in bytes: [UInt8]) -> SourcePosition? {
    let needle = Array(pattern.utf8)
    guard needle.count <= bytes.count else { return nil }
    var line = 1
    var column = 1
    for start in 0...(bytes.count - needle.count) {
      if bytes[start] == needle[0] && bytes[start..<start + needle.count].elementsEqual(needle) {
        return SourcePosition(line: line, column: column)
      }
      if bytes[start] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if bytes[start] & 0xC0 != 0x80 {
        column += 1
      }
    }
    return nil
  }

  /// The position just after the last character that is not white space (where libxml2 reports
  /// a file that ends too early).
  static func endPosition(of bytes: [UInt8]) -> SourcePosition {
    var line = 1
    var column = 1
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    let end = (bytes.lastIndex { !isSpace($0) } ?? -1) + 1
    for byte in bytes[0..<end] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourcePosition(line: line, column: column)
  }
}

/// The parser's delegate: a stack of open elements, the first error, and a cursor over the bytes
/// that finds each start tag's `<`.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var root: XMLNode?
  var error: DocumentError?
  private var stack: [XMLNode] = []
  private var pendingComment: String?
  private var locator: TagLocator

  init(bytes: [UInt8]) {
    locator = TagLocator(bytes: bytes)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    guard error == nil else { return }
    let reported = SourcePosition(line: parser.lineNumber, column: max(parser.columnNumber, 1))
    guard stack.count < XMLTreeReader.maximumDepth else {
      fail(parser, "elements are nested more than \(XMLTreeReader.maximumDepth) levels deep", at: reported)
      return
    }
    let position = locator.startTag(named: elementName, reportedAt: reported)
    stack.append(
      XMLNode(name: elementName, attributes: attributes, position: position, precedingComment: pendingComment))
    pendingComment = nil
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    guard error == nil, let node = stack.popLast() else { return }
    pendingComment = nil
    if stack.isEmpty {
      root = root ?? node
    } else {
      stack[stack.count - 1].children.append(node)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard error == nil, !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundComment comment: String) {
    pendingComment = comment
  }

  func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
    refuseDeclarations(parser)
  }

  func parser(
    _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?
  ) {
    refuseDeclarations(parser)
  }

  func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
    refuseDeclarations(parser)
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    let position = SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    fail(parser, Self.message(for: (parseError as NSError).code), at: position)
  }

  private func refuseDeclarations(_ parser: XMLParser) {
    let position = SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    fail(parser, "the document declares entities or elements (a DTD); Interface Builder files never do", at: position)
  }

  /// Records the first error and stops the parser.
  private func fail(_ parser: XMLParser, _ message: String, at position: SourcePosition) {
    guard error == nil else { return }
    error = DocumentError(message, at: position)
    parser.abortParsing()
  }

  /// What libxml2's error code (`xmlParserErrors`; Foundation passes it on unchanged) means,
  /// in a few words.
  static func message(for code: Int) -> String {
    switch code {
    case 3, 4: "the file is not an XML document"
    case 5: "malformed XML: something follows the end of the document"
    case 6, 7, 8, 9: "malformed XML: a character XML does not allow"
    case 22, 23, 26, 27: "malformed XML: an '&' that does not start an entity such as &amp;"
    case 38: "malformed XML: '<' inside an attribute value"
    case 39, 40, 41, 43, 44: "malformed XML: an attribute is not written name=\"value\""
    case 42: "malformed XML: an attribute is given twice"
    case 45: "malformed XML: a comment is not closed"
    case 65, 68: "malformed XML: a name or a space is missing"
    case 72: "malformed XML: '<' expected"
    case 73: "malformed XML: '>' expected"
    case 74, 76: "malformed XML: an end tag does not match its start tag"
    case 77: "the XML ends before the document does (is the file truncated?)"
    default: "malformed XML (libxml2 error \(code))"
    }
  }
}

/// Finds start tags in the raw bytes, in document order: the parser reports the position of a
/// start tag's `>`, a reader wants its `<`.
private struct TagLocator {
  let bytes: [UInt8]
  /// The next byte to search from, and its position.
  private var offset = 0
  private var line = 1
  private var column = 1

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The position of `<name` at or after the cursor, when it is no later than the line the
  /// parser reported; otherwise the reported position.
  mutating func startTag(named name: String, reportedAt reported: SourcePosition) -> SourcePosition {
    let pattern = [UInt8(ascii: "<")] + Array(name.utf8)
    var scan = (offset: offset, line: line, column: column)
    while scan.offset + pattern.count <= bytes.count, scan.line <= reported.line {
      if bytes[scan.offset] == pattern[0], matches(pattern, at: scan.offset) {
        let found = SourcePosition(line: scan.line, column: scan.column)
        offset = scan.offset + pattern.count
        line = scan.line
        column = scan.column + pattern.count
        return found
      }
      advance(&scan)
    }
    return reported
  }

  private func matches(_ pattern: [UInt8], at start: Int) -> Bool {
    for index in 1..<pattern.count where bytes[start + index] != pattern[index] { return false }
    let end = start + pattern.count
    guard end < bytes.count else { return true }
    switch bytes[end] {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"),
      UInt8(ascii: ">"):
      return true
    default:
      return false
    }
  }

  /// Moves past one byte, counting lines, and columns in characters (UTF-8 continuation bytes
  /// do not start a column).
  private func advance(_ scan: inout (offset: Int, line: Int, column: Int)) {
    let byte = bytes[scan.offset]
    scan.offset += 1
    if byte == UInt8(ascii: "\n") {
      scan.line += 1
      scan.column = 1
    } else if byte & 0xC0 != 0x80 {
      scan.column += 1
    }
  }
}
