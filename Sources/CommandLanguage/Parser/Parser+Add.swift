import Layout

extension Parser {
  /// `add view|guide|scroll|stack|constraint …`, `view …`, `guide …`.
  mutating func parseAdd() throws(ParseError) -> Command {
    let keyword = advance()
    var what = keyword.text
    if what == "add" {
      let kinds = ["view", "guide", "scroll", "stack", "constraint"]
      what = try parseChoiceWord(kinds, kind: "'add' form")
    }
    switch what {
    case "view": return .addView(try parseAddView())
    case "guide":
      let name = try parseName("a guide name")
      return .addGuide(name: name, parent: try parseParent(command: "add guide"))
    case "scroll":
      let name = try parseName("a scroll view name")
      return .addScroll(name: name, parent: try parseParent(command: "add scroll"))
    case "stack": return .addStack(try parseAddStack())
    default:
      if current.kind == .identifier, peek(1).isPunctuation(.colon) {
        let name = Name(current.text, at: current.range)
        advance()
        advance()
        return .addConstraint(try parseConstraintDefinition(name: name))
      }
      return .addConstraint(try parseConstraintDefinition(name: nil))
    }
  }

  /// One identifier among `words`, with a suggestion on a typo.
  mutating func parseChoiceWord(_ words: [String], kind: String) throws(ParseError) -> String {
    let token = current
    guard token.kind == .identifier else {
      throw error(for: token) { .expected(listing(words), found: describe($0)) }
    }
    guard words.contains(token.text) else {
      let suggestion = Suggestions.nearest(to: token.text, in: words)
      throw ParseError(
        .unknownName(kind: kind, name: token.text, suggestion: suggestion, expected: words), at: token.range)
    }
    advance()
    return token.text
  }

  /// `in PARENT`, required.
  private mutating func parseParent(command: String) throws(ParseError) -> Name {
    guard current.isIdentifier("in") else {
      if current.endsStatement {
        throw ParseError(.missingClause(command: command, clause: "in PARENT"), at: current.range)
      }
      throw expected("'in PARENT'")
    }
    advance()
    return try parseName("a parent view name")
  }

  private mutating func parseAddView() throws(ParseError) -> AddView {
    var view = AddView(name: try parseName("a view name"))
    var seen: Set<String> = []
    let clauses = ["in", "size", "frame", "autoresizing", "intrinsic", "hug", "resist", "margins"]
    while let clause = try parseClauseKeyword(clauses, command: "add view") {
      guard seen.insert(clause.text).inserted else { throw ParseError(.duplicateClause(clause.text), at: clause.range) }
      switch clause.text {
      case "in": view.parent = try parseName("a parent view name")
      case "size": view.size = try parseSize()
      case "frame": view.frame = try parseRect()
      case "autoresizing": view.autoresizing = try parseAutoresizingMask()
      case "intrinsic": view.intrinsic = try parseSize()
      case "hug": view.hugging = try parseAxisPriorities()
      case "resist": view.resistance = try parseAxisPriorities()
      default: view.margins = try parseInsets()
      }
    }
    if let mask = view.autoresizing, view.frame == nil {
      throw ParseError(.missingClause(command: "add view … autoresizing", clause: "frame X,Y,W,H"), at: mask.range)
    }
    return view
  }

  private mutating func parseAddStack() throws(ParseError) -> AddStack {
    let start = previousEnd
    let name = try parseName("a stack view name")
    var parent: Name?
    var axis: Axis?
    var distribution: StackView.Distribution?
    var alignment: Located<StackAlignment>?
    var spacing: Double?
    var views: [Name]?
    var seen: Set<String> = []
    let clauses = ["in", "axis", "distribution", "alignment", "spacing", "views"]
    while views == nil, let clause = try parseClauseKeyword(clauses, command: "add stack") {
      guard seen.insert(clause.text).inserted else { throw ParseError(.duplicateClause(clause.text), at: clause.range) }
      switch clause.text {
      case "in": parent = try parseName("a parent view name")
      case "axis": axis = try parseAxis()
      case "distribution": distribution = try parseChoice("distribution").value
      case "alignment": alignment = try parseChoice("alignment")
      case "spacing": spacing = try parseSignedNumber("a spacing").value
      default:
        var names = [try parseName("an arranged view name")]
        while atName() { names.append(try parseName("a view name")) }
        views = names
      }
    }
    let here = SourceRange(start: start, end: current.range.start)
    guard let parent else { throw ParseError(.missingClause(command: "add stack", clause: "in PARENT"), at: here) }
    guard let axis else { throw ParseError(.missingClause(command: "add stack", clause: "axis h|v"), at: here) }
    guard let views else { throw ParseError(.missingClause(command: "add stack", clause: "views A B…"), at: here) }
    var stack = AddStack(
      name: name, parent: parent, axis: axis, distribution: distribution, alignment: alignment?.value,
      spacing: spacing, views: views)
    stack.alignmentRange = alignment?.range
    return stack
  }

  /// `metric NAME = VALUE`
  mutating func parseMetric() throws(ParseError) -> Command {
    advance()
    let name = try parseName("a metric name")
    guard current.isPunctuation(.equal) else { throw expected("'='") }
    advance()
    return .metric(name: name, value: try parseSignedNumber("a number").value)
  }

  /// `distribute A B C… h|v (spacing S | itemLength L [centers [inset]]) [lead S] [tail S]`
  mutating func parseDistribute() throws(ParseError) -> Distribute {
    advance()
    var views: [Name] = []
    while current.kind == .identifier, !isAxisWord(current.text) {
      views.append(try parseName("a view name"))
    }
    if views.isEmpty { throw expected("the views to distribute") }
    guard current.kind == .identifier else { throw expected("'h' or 'v' after the views") }
    let axis = try parseAxis()
    var mode: DistributionMode?
    var lead: Double?
    var tail: Double?
    var centers: CenterDistribution?
    var seen: Set<String> = []
    let clauses = ["spacing", "itemLength", "centers", "lead", "tail"]
    while let clause = try parseClauseKeyword(clauses, command: "distribute") {
      let key = clause.text == "itemLength" ? "spacing" : clause.text
      guard seen.insert(key).inserted else {
        let name = key == "spacing" ? "spacing' or 'itemLength" : clause.text
        throw ParseError(.duplicateClause(name), at: clause.range)
      }
      switch clause.text {
      case "spacing": mode = .spacing(try parseSignedNumber("a spacing").value)
      case "itemLength": mode = .itemLength(try parseNumber("an item length").value)
      case "centers":
        centers = .flush
        if current.isIdentifier("inset") {
          advance()
          centers = .inset
        }
      case "lead": lead = try parseSignedNumber("a lead inset").value
      default: tail = try parseSignedNumber("a tail inset").value
      }
    }
    guard let mode else {
      throw ParseError(
        .missingClause(command: "distribute", clause: "spacing S' or 'itemLength L"), at: SourceRange(at: previousEnd))
    }
    return Distribute(views: views, axis: axis, mode: mode, lead: lead, tail: tail, centers: centers)
  }

  private func isAxisWord(_ word: String) -> Bool { ["h", "v", "horizontal", "vertical"].contains(word) }
}
