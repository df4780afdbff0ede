import Cassowary
import Layout

extension Parser {
  /// `EXPR [@P] [as NAME]` after an optional `NAME:` prefix (already consumed).
  mutating func parseConstraintDefinition(name prefix: Name?) throws(ParseError) -> ConstraintDefinition {
    var expression = try parseConstraintExpression()
    var name = prefix
    while true {
      if current.isPunctuation(.at), expression.priority == nil {
        advance()
        expression.priority = try parsePriority()
      } else if current.isIdentifier("as") {
        let keyword = advance()
        let given = try parseIdentifier("a constraint name after 'as'")
        if name != nil {
          throw ParseError(.namedTwice, at: keyword.range.union(given.range))
        }
        name = given
      } else {
        break
      }
    }
    return ConstraintDefinition(name: name, expression: expression)
  }

  /// `item.attr REL [m *] item.attr [* m] [± c]`, or `item.attr REL c`.
  mutating func parseConstraintExpression() throws(ParseError) -> ConstraintExpression {
    let first = try parseAttributeReference()
    if [.star, .slash, .plus, .minus].contains(where: { current.isPunctuation($0) }) {
      throw ParseError(.leftSideNotAnAttribute, at: current.range)
    }
    let relation = try parseRelation()
    let rightStart = current.range.start
    var second: AttributeReference?
    var multiplier = 1.0
    var constant = 0.0
    var sign = 1.0
    if current.isPunctuation(.minus) {
      sign = -1
      advance()
    } else if current.isPunctuation(.plus) {
      advance()
    }
    while true {
      let (reference, coefficient) = try parseProduct()
      if let reference {
        guard second == nil else { throw ParseError(.tooManyAttributes, at: reference.range) }
        second = reference
        multiplier = sign * coefficient
      } else {
        constant += sign * coefficient
      }
      if current.isPunctuation(.plus) {
        sign = 1
      } else if current.isPunctuation(.minus) {
        sign = -1
      } else {
        break
      }
      advance()
    }
    guard multiplier.isFinite, constant.isFinite else {
      let right = SourceRange(start: rightStart, end: previousEnd)
      throw ParseError(.numberOutOfRange(text(of: right)), at: right)
    }
    return ConstraintExpression(
      first: first, relation: relation, second: second, multiplier: second == nil ? 1 : multiplier,
      constant: constant)
  }

  /// `==`, `<=` or `>=`; `=`, `<` and `>` get a suggestion.
  mutating func parseRelation() throws(ParseError) -> Located<Relation> {
    let token = current
    guard case .punctuation(let mark) = token.kind else {
      throw expected("a relation ('==', '<=' or '>=')")
    }
    switch mark {
    case .equalEqual, .lessEqual, .greaterEqual:
      advance()
      return Located(Relation(rawValue: mark.rawValue) ?? .equal, at: token.range)
    case .equal: throw ParseError(.notARelation("=", suggestion: "=="), at: token.range)
    case .less: throw ParseError(.notARelation("<", suggestion: "<="), at: token.range)
    case .greater: throw ParseError(.notARelation(">", suggestion: ">="), at: token.range)
    default: throw expected("a relation ('==', '<=' or '>=')")
    }
  }

  /// `item.attribute`, with the attribute checked.
  mutating func parseAttributeReference() throws(ParseError) -> AttributeReference {
    let (item, attributeToken) = try parseDottedAttribute()
    guard let attribute = Attribute(named: attributeToken.text) else {
      let suggestion = Suggestions.nearest(to: attributeToken.text, in: Attribute.spellings)
      throw ParseError(
        .unknownName(kind: "attribute", name: attributeToken.text, suggestion: suggestion, expected: []),
        at: attributeToken.range)
    }
    return AttributeReference(item: item, attribute: Located(attribute, at: attributeToken.range))
  }

  /// `item.attribute` where the attribute may also be `x` or `y`.
  mutating func parseQueryReference() throws(ParseError) -> QueryReference {
    let (item, attributeToken) = try parseDottedAttribute()
    guard let attribute = QueriedAttribute(named: attributeToken.text) else {
      let suggestion = Suggestions.nearest(to: attributeToken.text, in: QueriedAttribute.spellings)
      throw ParseError(
        .unknownName(kind: "attribute", name: attributeToken.text, suggestion: suggestion, expected: []),
        at: attributeToken.range)
    }
    return QueryReference(item: item, attribute: Located(attribute, at: attributeToken.range))
  }

  /// `a.b.c`: the item path `a.b` and the attribute token `c`.
  mutating func parseDottedAttribute() throws(ParseError) -> (ItemPath, Token) {
    let firstToken = current
    guard firstToken.kind == .identifier else { throw expected("an attribute such as 'a.width'") }
    var tokens = [advance()]
    while current.isPunctuation(.dot) {
      advance()
      guard current.kind == .identifier else {
        throw expected("an attribute after '\(quotable(tokens.map(\.text).joined(separator: ".")))." + "'")
      }
      tokens.append(advance())
    }
    guard tokens.count >= 2, let attribute = tokens.popLast() else {
      throw ParseError(.missingAttribute(item: firstToken.text), at: SourceRange(at: firstToken.range.end))
    }
    return (ItemPath(tokens.map { Name($0.text, at: $0.range) }), attribute)
  }

  /// A product of numbers and at most one attribute: `0.5 * a.width`, `a.width / 2`, `8`.
  private mutating func parseProduct() throws(ParseError) -> (AttributeReference?, Double) {
    var reference: AttributeReference?
    var coefficient = 1.0
    var operation: Punctuation = .star
    while true {
      if current.kind == .identifier {
        let found = try parseAttributeReference()
        if operation == .slash { throw ParseError(.divisionByAttribute, at: found.range) }
        if reference != nil { throw ParseError(.tooManyAttributes, at: found.range) }
        reference = found
      } else {
        let number = try parseSignedNumber("a number or an attribute")
        if operation == .slash {
          guard number.value != 0 else { throw ParseError(.divisionByZero, at: number.range) }
          coefficient /= number.value
        } else {
          coefficient *= number.value
        }
      }
      if current.isPunctuation(.star) {
        operation = .star
      } else if current.isPunctuation(.slash) {
        operation = .slash
      } else {
        return (reference, coefficient)
      }
      advance()
    }
  }
}
