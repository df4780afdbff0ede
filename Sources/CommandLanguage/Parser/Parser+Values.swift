import Layout

extension Parser {
  /// A non-negative number.
  mutating func parseNumber(_ what: String) throws(ParseError) -> Located<Double> {
    let token = current
    guard case .number(let value) = token.kind else { throw expected(what) }
    advance()
    return Located(value, at: token.range)
  }

  /// A number with an optional leading `-` or `+`.
  mutating func parseSignedNumber(_ what: String) throws(ParseError) -> Located<Double> {
    let sign = current
    var negative = false
    if sign.isPunctuation(.minus) || sign.isPunctuation(.plus) {
      guard case .number = peek(1).kind else { throw expected(what) }
      negative = sign.isPunctuation(.minus)
      advance()
    }
    let number = try parseNumber(what)
    let range = negative || sign.isPunctuation(.plus) ? sign.range.union(number.range) : number.range
    return Located(negative ? -number.value : number.value, at: range)
  }

  /// `WxH`, e.g. `320x480` (also `320 x 480`).
  mutating func parseSize() throws(ParseError) -> Located<Size> {
    let width = try parseNumber("a size like '320x480'")
    guard current.isIdentifier("x") else { throw expected("'x' and a height (a size is written WxH, like '320x480')") }
    advance()
    let height = try parseNumber("a height after 'x'")
    return Located(Size(width: width.value, height: height.value), at: width.range.union(height.range))
  }

  /// `n1,n2,…` with exactly `count` signed numbers.
  mutating func parseNumberList(count: Int, form: String) throws(ParseError) -> Located<[Double]> {
    let first = try parseSignedNumber("\(count) numbers \(form)")
    var values = [first.value]
    var range = first.range
    while values.count < count {
      guard current.isPunctuation(.comma) else { throw expected("',' and \(count - values.count) more (\(form))") }
      advance()
      let next = try parseSignedNumber("a number (\(form))")
      values.append(next.value)
      range = range.union(next.range)
    }
    if current.isPunctuation(.comma) {
      throw ParseError(.expected("\(count) numbers (\(form))", found: "a \(count + 1)th"), at: current.range)
    }
    return Located(values, at: range)
  }

  /// `T,L,B,R`
  mutating func parseInsets() throws(ParseError) -> Located<EdgeInsets> {
    let list = try parseNumberList(count: 4, form: "T,L,B,R")
    let v = list.value
    return Located(EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]), at: list.range)
  }

  /// `X,Y,W,H`
  mutating func parseRect() throws(ParseError) -> Located<Rect> {
    let list = try parseNumberList(count: 4, form: "X,Y,W,H")
    let v = list.value
    return Located(Rect(x: v[0], y: v[1], width: v[2], height: v[3]), at: list.range)
  }

  /// A priority: `750`, `required`, `defaultHigh`, `defaultLow+1`, checked to be in (0, 1000].
  mutating func parsePriority() throws(ParseError) -> Located<PriorityLiteral> {
    let token = current
    let literal: PriorityLiteral
    var range = token.range
    switch token.kind {
    case .number(let value):
      advance()
      literal = .number(value)
    case .identifier:
      guard let name = PriorityName(rawValue: token.text) else {
        let spellings = PriorityName.allCases.map(\.rawValue)
        let suggestion = Suggestions.nearest(to: token.text, in: spellings)
        let common = ["required", "defaultHigh", "defaultLow", "fittingSizeLevel"]
        throw ParseError(
          .unknownName(kind: "priority", name: token.text, suggestion: suggestion, expected: common), at: token.range)
      }
      advance()
      var offset = 0.0
      let sign = current
      if sign.isPunctuation(.plus) || sign.isPunctuation(.minus), case .number = peek(1).kind {
        advance()
        let amount = try parseNumber("a number")
        offset = sign.isPunctuation(.minus) ? -amount.value : amount.value
        range = range.union(amount.range)
      }
      literal = .named(name, offset: offset)
    default:
      throw expected("a priority (a number in (0, 1000] or a name such as 'required' or 'defaultHigh')")
    }
    guard literal.value > 0, literal.value <= 1000 else {
      throw ParseError(.priorityOutOfRange(literal.value), at: range)
    }
    return Located(literal, at: range)
  }

  /// `H[,V]` content priorities; one value sets both axes.
  mutating func parseAxisPriorities() throws(ParseError) -> Located<AxisPriorities<PriorityLiteral>> {
    let horizontal = try parsePriority()
    guard current.isPunctuation(.comma) else {
      return Located(AxisPriorities(horizontal: horizontal.value, vertical: horizontal.value), at: horizontal.range)
    }
    advance()
    let vertical = try parsePriority()
    return Located(
      AxisPriorities(horizontal: horizontal.value, vertical: vertical.value),
      at: horizontal.range.union(vertical.range))
  }

  /// `h` or `v` (or `horizontal`, `vertical`).
  mutating func parseAxis() throws(ParseError) -> Axis {
    try parseChoice("axis", aliases: ["horizontal": .horizontal, "vertical": .vertical]).value
  }
}
