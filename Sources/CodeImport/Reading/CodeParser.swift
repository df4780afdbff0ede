/// Reads statements of Swift or Objective-C layout code from tokens.
///
/// Recursive descent over a small grammar: bindings, assignments, calls, Objective-C messages,
/// arrays and arithmetic. Nesting is limited (``maximumDepth``), so no input can exhaust the
/// stack; anything outside the grammar is an error at its token.
struct CodeParser {
  private var tokens: [CodeToken]
  private var index = 0
  /// Open `(` and `[` around the current token: line ends inside them do not end a statement.
  private var bracketDepth = 0
  /// How deeply expressions nest at the moment.
  private var depth = 0
  /// Function bodies opened by a header (`override func viewDidLoad() {`) and not yet closed.
  private var openBodies: [CodeRange] = []

  /// The deepest nesting of expressions read.
  static let maximumDepth = 64

  /// Whether the text closes as many brackets as it opens.
  private let isBalanced: Bool

  init(tokens: [CodeToken]) {
    self.tokens = tokens
    var depth = 0
    for token in tokens where token.kind == .symbol {
      if ["(", "[", "{"].contains(token.text) { depth += 1 }
      if [")", "]", "}"].contains(token.text) { depth -= 1 }
    }
    isBalanced = depth == 0
  }

  /// Every statement of `text`.
  static func statements(of text: String) throws(CodeError) -> [CodeStatementSyntax] {
    var parser = CodeParser(tokens: try CodeTokenizer.tokens(of: text))
    return try parser.parseAll()
  }

  // MARK: Tokens

  private var current: CodeToken {
    var ahead = index
    while bracketDepth > 0, tokens[ahead].kind == .newline { ahead += 1 }
    return tokens[ahead]
  }

  private func token(after offset: Int) -> CodeToken {
    var ahead = index
    var remaining = offset
    while true {
      while bracketDepth > 0, tokens[ahead].kind == .newline { ahead += 1 }
      if remaining == 0 || tokens[ahead].kind == .end { return tokens[ahead] }
      ahead += 1
      remaining -= 1
    }
  }

  @discardableResult
  private mutating func advance() -> CodeToken {
    while bracketDepth > 0, tokens[index].kind == .newline { index += 1 }
    let token = tokens[index]
    if token.kind != .end { index += 1 }
    return token
  }

  private var previousEnd: CodePosition { index > 0 ? tokens[index - 1].range.end : tokens[0].range.start }

  private func unexpected(_ token: CodeToken, expected: String) -> CodeError {
    if token.kind == .end {
      return CodeError(
        "the code ends here; expected \(expected)", at: token.range, hint: "the statement is incomplete",
        isIncomplete: bracketDepth > 0)
    }
    let found = token.kind == .newline ? "the end of the line" : "'\(token.text)'"
    return CodeError("expected \(expected), found \(found)", at: token.range)
  }

  private mutating func expect(_ symbol: String, closing opener: CodeToken? = nil) throws(CodeError) {
    guard current.isSymbol(symbol) else {
      let found = current
      guard let opener else { throw unexpected(found, expected: "'\(symbol)'") }
      if found.kind == .end || (found.range.start.line > opener.range.start.line && !isBalanced) {
        throw CodeError(
          "'\(opener.text)' is never closed", at: opener.range, hint: "close it with '\(symbol)'",
          isIncomplete: found.kind == .end)
      }
      var error = unexpected(found, expected: "'\(symbol)'")
      error.hint = "to close the '\(opener.text)' before it"
      throw error
    }
    advance()
  }

  // MARK: Statements

  private mutating func parseAll() throws(CodeError) -> [CodeStatementSyntax] {
    var statements: [CodeStatementSyntax] = []
    while true {
      while current.kind == .newline || current.isSymbol(";") { advance() }
      if current.kind == .end { break }
      statements.append(try parseStatement())
      let next = current
      guard next.kind == .newline || next.kind == .end || next.isSymbol(";") || next.isSymbol("}") else {
        throw CodeError(
          "unexpected '\(next.text)' after a complete statement", at: next.range,
          hint: "one statement per line, or separate them with ';'")
      }
    }
    if let open = openBodies.last {
      throw CodeError("'{' is never closed", at: open, hint: "add '}' to close it", isIncomplete: true)
    }
    return statements
  }

  private mutating func parseStatement() throws(CodeError) -> CodeStatementSyntax {
    let start = current
    if start.isSymbol("}") {
      guard !openBodies.isEmpty else {
        throw CodeError("'}' closes nothing", at: start.range, hint: "remove it, or paste the line that opens it")
      }
      openBodies.removeLast()
      advance()
      return CodeStatementSyntax(kind: .frame("}"), range: start.range)
    }
    if start.isSymbol("@"), token(after: 1).kind == .identifier, token(after: 2).kind == .newline {
      advance()
      let name = advance()
      return CodeStatementSyntax(kind: .frame("attribute"), range: start.range.union(name.range))
    }
    if start.isIdentifier("return") {
      advance()
      guard current.kind != .newline && current.kind != .end && !current.isSymbol(";") && !current.isSymbol("}")
      else { return CodeStatementSyntax(kind: .frame("return"), range: start.range) }
      let value = try parseExpression()
      return CodeStatementSyntax(kind: .returning(value), range: start.range.union(value.range))
    }
    var modifiers = 0
    while Self.modifiers.contains(token(after: modifiers).text) && token(after: modifiers).kind == .identifier {
      modifiers += 1
    }
    if token(after: modifiers).isIdentifier("let") || token(after: modifiers).isIdentifier("var") {
      for _ in 0..<modifiers { advance() }
      return try parseSwiftBinding()
    }
    if start.kind == .identifier, Self.controlWords.contains(start.text) {
      throw CodeError(
        "`\(start.text)` is not read: lyt reads layout code that runs straight through", at: start.range,
        hint: "paste the statements of the branch that runs")
    }
    if let header = try parseFunctionHeader() { return header }
    // `NSLayoutConstraint *c = …;` and `CGFloat padding = 8;`
    let pointer = token(after: 1).isSymbol("*") ? 1 : 0
    if start.kind == .identifier, token(after: 1 + pointer).kind == .identifier,
      token(after: 2 + pointer).isSymbol("=")
    {
      advance()
      if pointer == 1 { advance() }
      let name = advance()
      advance()
      let value = try parseExpression()
      return CodeStatementSyntax(
        kind: .binding(name: name.text, nameRange: name.range, value: value), range: start.range.union(value.range))
    }
    let expression = try parseExpression()
    if current.isSymbol("+=") {
      // `constraints += …` is `constraints = constraints + …`.
      advance()
      let value = try parseExpression()
      let sum = CodeExpression(.binary("+", expression, value), at: expression.range.union(value.range))
      return CodeStatementSyntax(kind: .assignment(target: expression, value: sum), range: sum.range)
    }
    if current.isSymbol("=") {
      advance()
      let value = try parseExpression()
      return CodeStatementSyntax(
        kind: .assignment(target: expression, value: value), range: expression.range.union(value.range))
    }
    if isSuperCall(expression) {
      return CodeStatementSyntax(kind: .frame("super"), range: expression.range)
    }
    return CodeStatementSyntax(kind: .expression(expression), range: expression.range)
  }

  /// `super.viewDidLoad()`, `[super viewDidLoad]`.
  private func isSuperCall(_ expression: CodeExpression) -> Bool {
    switch expression.kind {
    case .call(let callee, _):
      if case .member(let base, _) = callee.kind, base.kind == .name("super") { return true }
    case .message(let receiver, _, _):
      return receiver.kind == .name("super")
    default: break
    }
    return false
  }

  /// Words that open a statement whose body runs conditionally or repeatedly.
  private static let controlWords: Set<String> = ["if", "guard", "for", "while", "switch", "else", "repeat", "do"]

  /// Words that may stand before a Swift `let` or `var` (a property of the view controller).
  private static let modifiers: Set<String> = [
    "private", "fileprivate", "public", "internal", "open", "final", "lazy", "weak", "unowned", "static",
  ]

  private static let headerWords: Set<String> = [
    "func", "override", "private", "fileprivate", "public", "internal", "open", "final", "@", "init",
  ]

  /// `override func viewDidLoad() {` or `- (void)viewDidLoad {`: skipped up to its `{`, whose
  /// `}` closes it.
  private mutating func parseFunctionHeader() throws(CodeError) -> CodeStatementSyntax? {
    let start = current
    let swiftHeader = start.kind == .identifier && Self.headerWords.contains(start.text) || start.isSymbol("@")
    let objcHeader = (start.isSymbol("-") || start.isSymbol("+")) && token(after: 1).isSymbol("(")
    guard swiftHeader || objcHeader else { return nil }
    var end = start.range
    while !current.isSymbol("{") {
      // Objective-C often opens the body on the next line.
      if current.kind == .newline && objcHeader && nextLineOpensBody() {
        advance()
        continue
      }
      if current.kind == .end || current.kind == .newline {
        throw CodeError("a function header without '{'", at: current.range, hint: "paste the body with its braces")
      }
      end = advance().range
    }
    end = advance().range
    openBodies.append(end)
    return CodeStatementSyntax(kind: .frame("func"), range: start.range.union(end))
  }

  /// Whether the line after the current line end starts with `{`.
  private func nextLineOpensBody() -> Bool {
    var ahead = index
    while tokens[ahead].kind == .newline { ahead += 1 }
    return tokens[ahead].isSymbol("{")
  }

  /// `let NAME [: TYPE] = VALUE`
  private mutating func parseSwiftBinding() throws(CodeError) -> CodeStatementSyntax {
    let keyword = advance()
    let name = current
    guard name.kind == .identifier else { throw unexpected(name, expected: "a name after '\(keyword.text)'") }
    advance()
    let hasType = current.isSymbol(":")
    if hasType {
      advance()
      try skipType()
    }
    if hasType && (current.kind == .newline || current.kind == .end || current.isSymbol(";") || current.isSymbol("}")) {
      // A declaration without a value (`var topConstraint: Constraint?`): nothing to apply.
      return CodeStatementSyntax(kind: .frame("declaration"), range: keyword.range.union(name.range))
    }
    guard current.isSymbol("=") else {
      throw CodeError(
        "'\(keyword.text) \(name.text)' without a value", at: current.range, hint: "write '= VALUE'")
    }
    advance()
    let value = try parseExpression()
    return CodeStatementSyntax(
      kind: .binding(name: name.text, nameRange: name.range, value: value), range: keyword.range.union(value.range))
  }

  /// A type annotation: `NSLayoutConstraint`, `[NSLayoutConstraint]`, `UIView?`, `CGFloat`, and
  /// with `allowingDictionaries` `[String: Any]`.
  private mutating func skipType(allowingDictionaries: Bool = false) throws(CodeError) {
    var brackets = 0
    repeat {
      let token = current
      if token.isSymbol("[") { brackets += 1 } else if token.isSymbol("]") { brackets -= 1 }
      let entry = allowingDictionaries && brackets > 0 && (token.isSymbol(":") || token.isSymbol(","))
      guard
        token.kind == .identifier || token.isSymbol("[") || token.isSymbol("]") || token.isSymbol("?")
          || token.isSymbol("!") || token.isSymbol(".") || entry
      else { throw unexpected(token, expected: "a type") }
      advance()
    } while brackets > 0 || current.isSymbol("?") || current.isSymbol("!") || current.isSymbol(".")
  }

  // MARK: Expressions

  private mutating func nest() throws(CodeError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw CodeError("the expression nests more than \(Self.maximumDepth) levels deep", at: current.range)
    }
  }

  /// `a | b` (Objective-C's options), the loosest operator layout code uses.
  mutating func parseExpression() throws(CodeError) -> CodeExpression {
    try nest()
    defer { depth -= 1 }
    var left = try parseSum()
    while current.isSymbol("|") {
      advance()
      let right = try parseSum()
      left = CodeExpression(.binary("|", left, right), at: left.range.union(right.range))
    }
    return left
  }

  private mutating func parseSum() throws(CodeError) -> CodeExpression {
    var left = try parseTerm()
    while current.isSymbol("+") || current.isSymbol("-") {
      let op = advance().text
      let right = try parseTerm()
      left = CodeExpression(.binary(op, left, right), at: left.range.union(right.range))
    }
    return left
  }

  private mutating func parseTerm() throws(CodeError) -> CodeExpression {
    var left = try parseUnary()
    while current.isSymbol("*") || current.isSymbol("/") {
      let op = advance().text
      let right = try parseUnary()
      left = CodeExpression(.binary(op, left, right), at: left.range.union(right.range))
    }
    return left
  }

  private mutating func parseUnary() throws(CodeError) -> CodeExpression {
    if current.isSymbol("-") || current.isSymbol("+") {
      let sign = advance()
      try nest()
      defer { depth -= 1 }
      let operand = try parseUnary()
      let range = sign.range.union(operand.range)
      return sign.text == "-" ? CodeExpression(.negate(operand), at: range) : operand
    }
    return try parsePostfix(try parsePrimary())
  }

  private mutating func parsePostfix(_ base: CodeExpression) throws(CodeError) -> CodeExpression {
    var expression = base
    while true {
      let token = current
      if token.isSymbol(".") || (token.kind == .newline && continuesOnNextLine()) {
        while current.kind == .newline { advance() }
        advance()
        let name = current
        guard name.kind == .identifier else { throw unexpected(name, expected: "a name after '.'") }
        advance()
        expression = CodeExpression(
          .member(expression, name.text), at: expression.range.union(name.range), focus: name.range)
      } else if token.isSymbol("(") {
        let arguments = try parseArguments()
        expression = CodeExpression(
          .call(expression, arguments),
          at: expression.range.union(CodeRange(start: token.range.start, end: previousEnd)),
          focus: expression.focus)
      } else if token.isSymbol("!") || (token.isSymbol("?") && self.token(after: 1).isSymbol(".")) {
        advance()
      } else if token.isIdentifier("as") {
        // `views as [String: Any]`: the cast changes nothing lyt reads.
        advance()
        if current.isSymbol("!") || current.isSymbol("?") { advance() }
        try skipType(allowingDictionaries: true)
      } else if token.isSymbol("{") {
        let closure = try parseClosure()
        let trailing = CodeArgument(label: nil, labelRange: closure.range, value: closure)
        // A trailing closure after a call is that call's last argument.
        var call = CodeExpression.Kind.call(expression, [trailing])
        if case .call(let callee, let arguments) = expression.kind { call = .call(callee, arguments + [trailing]) }
        expression = CodeExpression(call, at: expression.range.union(closure.range), focus: expression.focus)
      } else {
        return expression
      }
    }
  }

  /// Whether the line end at the current token is followed by a line that starts with `.name`
  /// (Swift's chained call on the next line).
  private func continuesOnNextLine() -> Bool {
    var ahead = index
    while tokens[ahead].kind == .newline { ahead += 1 }
    return tokens[ahead].isSymbol(".") && tokens[ahead + 1].kind == .identifier
  }

  /// `( [label:] value, … )`
  private mutating func parseArguments() throws(CodeError) -> [CodeArgument] {
    let opener = advance()
    bracketDepth += 1
    defer { bracketDepth -= 1 }
    var arguments: [CodeArgument] = []
    while !current.isSymbol(")") {
      var label: String?
      var labelRange = current.range
      if current.kind == .identifier, token(after: 1).isSymbol(":") {
        label = current.text
        labelRange = advance().range
        advance()
      }
      let value = try parseExpression()
      if label == nil { labelRange = value.range }
      arguments.append(CodeArgument(label: label, labelRange: labelRange, value: value))
      if current.isSymbol(",") {
        advance()
      } else if !current.isSymbol(")") {
        try expect(")", closing: opener)
      }
    }
    try expect(")", closing: opener)
    return arguments
  }

  /// A Swift closure: `{ [capture list] [parameters in] statements }`.
  private mutating func parseClosure() throws(CodeError) -> CodeExpression {
    let opener = advance()
    if current.isSymbol("[") { try skipBalanced(from: advance(), closing: "]") }
    var parameters: [String] = []
    if let inWord = closureHeaderEnd() {
      while index < inWord {
        let token = advance()
        let typed = index >= 2 && (tokens[index - 2].isSymbol(":") || tokens[index - 2].isSymbol("->"))
        if token.kind == .identifier && !typed { parameters.append(token.text) }
      }
      advance()
    }
    return try parseBlockBody(from: opener, parameters: parameters)
  }

  /// The index of the `in` that ends a closure's parameter list on the closure's first line, if
  /// there is one (`make in`, `(make: ConstraintMaker) -> Void in`).
  private func closureHeaderEnd() -> Int? {
    var ahead = index
    while tokens[ahead].kind != .newline && tokens[ahead].kind != .end {
      let token = tokens[ahead]
      if token.isIdentifier("in") { return ahead }
      guard token.kind == .identifier || [",", "(", ")", ":", "->", "?", "!", "."].contains(token.text) else {
        return nil
      }
      ahead += 1
    }
    return nil
  }

  /// An Objective-C block: `^(MASConstraintMaker *make) { statements }` or `^{ statements }`.
  private mutating func parseObjectiveCBlock() throws(CodeError) -> CodeExpression {
    let caret = advance()
    var parameters: [String] = []
    if current.isSymbol("(") {
      let opener = advance()
      var last: String?
      while !current.isSymbol(")") {
        let token = advance()
        guard token.kind == .identifier || token.isSymbol("*") || token.isSymbol(",") else {
          throw unexpected(token, expected: "the block's parameters")
        }
        if token.isSymbol(","), let name = last { parameters.append(name) }
        last = token.kind == .identifier ? token.text : last
        if current.kind == .end { try expect(")", closing: opener) }
      }
      advance()
      if let last, last != "void" { parameters.append(last) }
    }
    guard current.isSymbol("{") else { throw unexpected(current, expected: "'{' to open the block") }
    let opener = advance()
    let block = try parseBlockBody(from: opener, parameters: parameters)
    return CodeExpression(block.kind, at: caret.range.union(block.range), focus: caret.range)
  }

  /// The statements of a closure or block up to the `}` that closes `opener`. Line ends separate
  /// statements again inside it, whatever brackets are open around it.
  private mutating func parseBlockBody(from opener: CodeToken, parameters: [String]) throws(CodeError)
    -> CodeExpression
  {
    try nest()
    defer { depth -= 1 }
    let outerBrackets = bracketDepth
    bracketDepth = 0
    var body: [CodeStatementSyntax] = []
    while true {
      while current.kind == .newline || current.isSymbol(";") { advance() }
      if current.isSymbol("}") { break }
      if current.kind == .end {
        throw CodeError("'{' is never closed", at: opener.range, hint: "add '}' to close it", isIncomplete: true)
      }
      body.append(try parseStatement())
      let next = current
      guard next.kind == .newline || next.isSymbol(";") || next.isSymbol("}") || next.kind == .end else {
        throw CodeError(
          "unexpected '\(next.text)' after a complete statement", at: next.range,
          hint: "one statement per line, or separate them with ';'")
      }
    }
    let closer = advance()
    bracketDepth = outerBrackets
    return CodeExpression(
      .closure(parameters: parameters, body: body), at: opener.range.union(closer.range), focus: opener.range)
  }

  /// Skips tokens up to the `closing` symbol that balances `opener` (a capture list).
  private mutating func skipBalanced(from opener: CodeToken, closing: String) throws(CodeError) {
    var open = 1
    while open > 0 {
      let token = advance()
      if token.kind == .end {
        throw CodeError("'\(opener.text)' is never closed", at: opener.range, isIncomplete: true)
      }
      if token.text == opener.text { open += 1 } else if token.isSymbol(closing) { open -= 1 }
    }
  }

  private mutating func parsePrimary() throws(CodeError) -> CodeExpression {
    let token = current
    switch token.kind {
    case .identifier:
      advance()
      return CodeExpression(.name(token.text), at: token.range)
    case .number:
      advance()
      return CodeExpression(.number(token.number), at: token.range)
    case .string:
      advance()
      let quoted = token.text.drop { $0 == "@" }.dropFirst().dropLast()
      return CodeExpression(.string(String(quoted)), at: token.range)
    case .newline, .end:
      throw unexpected(token, expected: "a value")
    case .symbol:
      return try parseSymbolPrimary(token)
    }
  }

  private mutating func parseSymbolPrimary(_ token: CodeToken) throws(CodeError) -> CodeExpression {
    switch token.text {
    case ".":
      advance()
      let name = current
      guard name.kind == .identifier else { throw unexpected(name, expected: "a name after '.'") }
      advance()
      return CodeExpression(.implicitMember(name.text), at: token.range.union(name.range), focus: name.range)
    case "(":
      return try parseParenthesized()
    case "[":
      return try parseBracketed(from: token)
    case "{":
      return try parseClosure()
    case "^":
      return try parseObjectiveCBlock()
    case "@":
      advance()
      let next = current
      if next.isSymbol("[") { return try parseBracketed(from: token) }
      if next.isSymbol("{") { return try parseDictionary(from: token, closing: "}") }
      if ["selector", "protocol", "encode"].contains(next.text), self.token(after: 1).isSymbol("(") {
        // `@selector(tap:)`: a name lyt has no use for, kept as a string.
        advance()
        let opener = advance()
        try skipBalanced(from: opener, closing: ")")
        return CodeExpression(.string(""), at: token.range.union(tokens[index - 1].range))
      }
      if next.isSymbol("(") { return try parseParenthesized() }
      if next.kind == .number {
        advance()
        return CodeExpression(.number(next.number), at: token.range.union(next.range))
      }
      if next.isSymbol("-"), self.token(after: 1).kind == .number {
        // `@-20`: a boxed negative number.
        advance()
        let number = advance()
        return CodeExpression(.number(-number.number), at: token.range.union(number.range))
      }
      throw unexpected(next, expected: "'[', '(' or a number after '@'")
    default:
      throw unexpected(token, expected: "a value")
    }
  }

  private static let castTypes: Set<String> = [
    "CGFloat", "float", "double", "int", "NSInteger", "NSUInteger", "UILayoutPriority", "NSLayoutPriority", "id",
  ]

  /// `( expr )`, or an Objective-C cast `(CGFloat)8`.
  private mutating func parseParenthesized() throws(CodeError) -> CodeExpression {
    let opener = advance()
    bracketDepth += 1
    if current.kind == .identifier, Self.castTypes.contains(current.text), token(after: 1).isSymbol(")") {
      advance()
      advance()
      bracketDepth -= 1
      return try parseUnary()
    }
    let inner = try parseExpression()
    try expect(")", closing: opener)
    bracketDepth -= 1
    return CodeExpression(inner.kind, at: opener.range.union(tokens[index - 1].range), focus: inner.focus)
  }

  /// `[a, b]`, `@[a, b]` or an Objective-C message `[receiver selector:value …]`.
  private mutating func parseBracketed(from start: CodeToken) throws(CodeError) -> CodeExpression {
    let opener = advance()
    bracketDepth += 1
    var elements: [CodeExpression] = []
    if current.isSymbol("]") {
      advance()
      bracketDepth -= 1
      return CodeExpression(.array([]), at: start.range.union(tokens[index - 1].range))
    }
    if current.isSymbol(":") && token(after: 1).isSymbol("]") {
      // `[:]`, the empty dictionary.
      advance()
      advance()
      bracketDepth -= 1
      return CodeExpression(.dictionary([]), at: start.range.union(tokens[index - 1].range))
    }
    let first = try parseExpression()
    if current.isSymbol(":") {
      bracketDepth -= 1
      return try parseEntries(from: start, opener: opener, first: first, closing: "]")
    }
    if current.kind == .identifier {
      let message = try parseMessage(to: first, from: start)
      try expect("]", closing: opener)
      bracketDepth -= 1
      return CodeExpression(message.kind, at: start.range.union(tokens[index - 1].range), focus: message.focus)
    }
    elements.append(first)
    while current.isSymbol(",") {
      advance()
      if current.isSymbol("]") { break }
      elements.append(try parseExpression())
    }
    try expect("]", closing: opener)
    bracketDepth -= 1
    return CodeExpression(.array(elements), at: start.range.union(tokens[index - 1].range))
  }

  /// `@{key: value, …}` from its `@`.
  private mutating func parseDictionary(from start: CodeToken, closing: String) throws(CodeError) -> CodeExpression {
    let opener = advance()
    if current.isSymbol(closing) {
      advance()
      return CodeExpression(.dictionary([]), at: start.range.union(tokens[index - 1].range))
    }
    bracketDepth += 1
    let first = try parseExpression()
    bracketDepth -= 1
    return try parseEntries(from: start, opener: opener, first: first, closing: closing)
  }

  /// The entries of a dictionary literal whose first key is read, up to `closing`.
  private mutating func parseEntries(
    from start: CodeToken, opener: CodeToken, first: CodeExpression, closing: String
  ) throws(CodeError) -> CodeExpression {
    bracketDepth += 1
    var entries: [CodeEntry] = []
    var key = first
    while true {
      try expect(":")
      entries.append(CodeEntry(key: key, value: try parseExpression()))
      guard current.isSymbol(",") else { break }
      advance()
      if current.isSymbol(closing) { break }
      key = try parseExpression()
    }
    try expect(closing, closing: opener)
    bracketDepth -= 1
    return CodeExpression(.dictionary(entries), at: start.range.union(tokens[index - 1].range))
  }

  /// The selector and arguments of `[receiver sel:value part:value]` or `[receiver name]`.
  private mutating func parseMessage(to receiver: CodeExpression, from start: CodeToken) throws(CodeError)
    -> CodeExpression
  {
    let head = advance()
    guard current.isSymbol(":") else {
      return CodeExpression(.message(receiver, selector: head.text, []), at: start.range, focus: head.range)
    }
    var selector = ""
    var arguments: [CodeArgument] = []
    var part = head
    while true {
      try expect(":")
      let value = try parseExpression()
      selector += part.text + ":"
      arguments.append(CodeArgument(label: part.text, labelRange: part.range, value: value))
      guard current.kind == .identifier, token(after: 1).isSymbol(":") else { break }
      part = advance()
    }
    return CodeExpression(.message(receiver, selector: selector, arguments), at: start.range, focus: head.range)
  }
}
