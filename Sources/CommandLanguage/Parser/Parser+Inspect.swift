import CodeImport

extension Parser {
  /// `show`, `constraints`, `draw`, `why`, `explain`, `ambiguity`, `violations`, `exercise`.
  mutating func parseInspection(_ word: String) throws(ParseError) -> Command {
    advance()
    switch word {
    case "show":
      var items: [ItemPath] = []
      while atName() { items.append(try parseItemPath("a view name")) }
      return .show(items)
    case "constraints":
      return .constraints(atName() ? try parseItemPath("a view name") : nil)
    case "draw": return .draw(try parseDrawOptions())
    case "why": return .why(try parseQueryReference())
    case "explain": return .explain
    case "ambiguity": return .ambiguity
    case "violations": return .violations
    default: return .exercise(try parseItemPath("a view name"))
    }
  }

  private mutating func parseDrawOptions() throws(ParseError) -> DrawOptions {
    var options = DrawOptions()
    let names = ["width", "svg"]
    while current.kind == .option {
      let option = current
      guard names.contains(option.text) else {
        let suggestion = Suggestions.nearest(to: option.text, in: names)
        throw ParseError(
          .unknownName(
            kind: "draw option", name: "--" + option.text, suggestion: suggestion.map { "--" + $0 },
            expected: names.map { "--" + $0 }),
          at: option.range)
      }
      advance()
      if option.text == "width" {
        guard options.width == nil else { throw ParseError(.duplicateClause("--width"), at: option.range) }
        options.width = try parseNumber("a width in columns")
      } else {
        guard options.svgFile == nil else { throw ParseError(.duplicateClause("--svg"), at: option.range) }
        options.svgFile = try parseFileName()
      }
    }
    return options
  }

  /// The forms of `expect`.
  mutating func parseExpectation() throws(ParseError) -> Expectation {
    advance()
    let token = current
    guard token.kind == .identifier else {
      throw expected("'VIEW.ATTR', 'satisfied', 'violated', 'broken' or 'ambiguous'")
    }
    let next = peek(1)
    if !next.isPunctuation(.dot) {
      switch token.text {
      case "satisfied", "violated", "broken":
        advance()
        let id = try parseIdentifier("a constraint id")
        return token.text == "satisfied" ? .satisfied(id) : token.text == "violated" ? .violated(id) : .broken(id)
      case "ambiguous":
        advance()
        return .ambiguous(try parseQueryReference())
      case "unambiguous":
        advance()
        var items: [ItemPath] = []
        while atName() { items.append(try parseItemPath("a view name")) }
        return .unambiguous(items)
      default:
        let words = ["satisfied", "violated", "broken", "ambiguous", "unambiguous"]
        if let suggestion = Suggestions.nearest(to: token.text, in: words) {
          throw ParseError(
            .unknownName(kind: "'expect' form", name: token.text, suggestion: suggestion, expected: words),
            at: token.range)
        }
      }
    }
    let (item, attribute) = try parseDottedAttribute()
    if attribute.text == "frame" {
      guard current.isPunctuation(.equalEqual) else { throw expected("'==' (a frame is compared with '==')") }
      advance()
      return .frame(item, try parseRect())
    }
    guard let queried = QueriedAttribute(named: attribute.text) else {
      let suggestion = Suggestions.nearest(to: attribute.text, in: ["frame"] + QueriedAttribute.spellings)
      throw ParseError(
        .unknownName(kind: "attribute", name: attribute.text, suggestion: suggestion, expected: []),
        at: attribute.range)
    }
    let reference = QueryReference(item: item, attribute: Located(queried, at: attribute.range))
    let relation = try parseRelation()
    return .value(reference, relation.value, try parseSignedNumber("a number"))
  }

  /// `undo`, `redo`, `reset`, `quit`, `save FILE`, `load FILE`, `import log|code FILE`,
  /// `export LANGUAGE [FILE]`, `help [TOPIC]`.
  mutating func parseSessionCommand(_ word: String) throws(ParseError) -> Command {
    advance()
    switch word {
    case "undo": return .undo
    case "redo": return .redo
    case "reset": return .reset
    case "quit", "exit": return .quit
    case "save": return try parseSave()
    case "load": return .load(try parseFileName())
    case "export":
      let language = try parseChoiceWord(ExportLanguage.allCases.map(\.rawValue), kind: "export language")
      return .export(
        ExportLanguage(rawValue: language) ?? .swift, file: current.endsStatement ? nil : try parseFileName())
    case "import":
      let form = try parseChoiceWord(["log", "code", "storyboard"], kind: "'import' form")
      switch form {
      case "code": return .importCode(try parseFileName())
      case "storyboard":
        let file = try parseFileName()
        let scene = isSceneNamePart(current) ? try parseFileName() : nil
        return .importStoryboard(file, scene: scene)
      default: return .importLog(try parseFileName())
      }
    default: return .help(try parseHelpTopic())
    }
  }

  /// `save FILE` or `save --html FILE`.
  private mutating func parseSave() throws(ParseError) -> Command {
    guard current.kind == .option else { return .save(try parseFileName()) }
    let option = advance()
    guard option.text == "html" else {
      throw ParseError(
        .unknownName(
          kind: "save option", name: "--" + option.text,
          suggestion: Suggestions.nearest(to: option.text, in: ["html"])
            .map { "--" + $0 }, expected: ["--html"]),
        at: option.range)
    }
    return .savePage(try parseFileName())
  }

  /// Whether `token` can start the scene of `import storyboard` (the statement goes on).
  private func isSceneNamePart(_ token: Token) -> Bool {
    switch token.kind {
    case .newline, .endOfInput, .punctuation(.semicolon), .punctuation(.rightBrace): false
    default: true
    }
  }

  private mutating func parseHelpTopic() throws(ParseError) -> Name? {
    var words: [Token] = []
    while current.kind == .identifier { words.append(advance()) }
    guard let first = words.first, let last = words.last else { return nil }
    let topic = words.map(\.text).joined(separator: " ")
    let range = first.range.union(last.range)
    guard !CommandReference.hasHelp(on: topic) else { return Name(topic, at: range) }
    let known = CommandReference.topicWords
    let firstKnown = known.contains(first.text) && words.count > 1
    let bad = firstKnown ? words[1] : first
    let candidates =
      firstKnown ? CommandReference.secondWords(after: first.text) : known + CommandReference.helpTopicNames
    let suggestion = Suggestions.nearest(to: bad.text, in: candidates)
    throw ParseError(
      .unknownName(
        kind: "help topic", name: firstKnown ? topic : bad.text,
        suggestion: suggestion.map {
          firstKnown ? "\(first.text) \($0)" : $0
        }, expected: []), at: firstKnown ? range : bad.range)
  }
}
