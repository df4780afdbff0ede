import Layout
import Testing

@testable import CommandLanguage
@testable import Script

/// A range-less name (ranges are not part of equality).
func n(_ text: String) -> Name { Name(text, at: nowhere) }

/// A dotted item path.
func path(_ text: String) -> ItemPath { ItemPath(text.split(separator: ".").map { n(String($0)) }) }

/// `item.attribute` for a constraint.
func ref(_ text: String) -> AttributeReference {
  let parts = text.split(separator: ".").map(String.init)
  let attribute = Attribute(named: parts.last ?? "") ?? .width
  return AttributeReference(
    item: path(parts.dropLast().joined(separator: ".")), attribute: Located(attribute, at: nowhere))
}

/// `item.attribute` for a query.
func query(_ text: String) -> QueryReference {
  let parts = text.split(separator: ".").map(String.init)
  let attribute = QueriedAttribute(named: parts.last ?? "") ?? .x
  return QueryReference(item: path(parts.dropLast().joined(separator: ".")), attribute: Located(attribute, at: nowhere))
}

/// A located value with no meaningful range.
func at<Value>(_ value: Value) -> Located<Value> { Located(value, at: nowhere) }

let nowhere = SourceRange(at: SourceLocation(file: "", line: 0, column: 0, offset: 0))

/// The single command `text` parses to, or nil (with the errors recorded as an issue).
func command(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Command? {
  let result = Parser.parse(text, file: "t.lyt")
  #expect(result.errors.isEmpty, "\(result.errors)", sourceLocation: sourceLocation)
  #expect(result.statements.count == 1, sourceLocation: sourceLocation)
  return result.statements.first?.command
}

/// The first error of `text`, rendered without colour.
func rendered(_ text: String, file: String = "t.lyt") -> String {
  let result = Parser.parse(text, file: file)
  guard let error = result.errors.first else { return "no error" }
  return DiagnosticRenderer(source: SourceText(text, file: file)).render(error)
}

/// The first error of `text`.
func firstError(_ text: String) -> ParseError? { Parser.parse(text, file: "t.lyt").errors.first }
