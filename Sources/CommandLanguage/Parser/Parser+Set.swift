extension Parser {
  /// The words after `set`.
  static let setWords = [
    "priority", "constant", "intrinsic", "hug", "resist", "size", "direction", "margins", "safeArea", "hidden",
    "vflEdgeSpacing", "translates", "autoresizing",
  ]

  /// `set priority|constant|intrinsic|hug|resist|size|direction|margins|safeArea|hidden|translates|autoresizing …`
  mutating func parseSet() throws(ParseError) -> SetCommand {
    advance()
    let what = try parseChoiceWord(Self.setWords, kind: "'set' form")
    switch what {
    case "priority":
      let id = try parseIdentifier("a constraint id")
      return .priority(id: id, try parsePriority())
    case "constant":
      let id = try parseIdentifier("a constraint id")
      return .constant(id: id, try parseSignedNumber("a constant"))
    case "intrinsic":
      let view = try parseName("a view name")
      if current.isIdentifier("none") {
        advance()
        return .intrinsic(view: view, nil)
      }
      return .intrinsic(view: view, try parseSize())
    case "hug", "resist":
      let view = try parseName("a view name")
      let axis = try parseAxis()
      let priority = try parsePriority()
      return what == "hug" ? .hugging(view: view, axis, priority) : .resistance(view: view, axis, priority)
    case "size":
      let view = try parseName("a view name")
      return .size(view: view, try parseSize())
    case "direction":
      return .direction(try parseChoice("direction").value)
    case "margins":
      let view = try parseName("a view name")
      return .margins(view: view, try parseInsets())
    case "safeArea":
      let view = try parseName("a view name")
      return .safeArea(view: view, try parseInsets())
    case "vflEdgeSpacing":
      if current.isIdentifier("margin") {
        advance()
        return .vflEdgeSpacing(.margin)
      }
      return .vflEdgeSpacing(.fixed(try parseNumber("'margin' or a number of points").value))
    case "autoresizing":
      let view = try parseName("a view name")
      return .autoresizing(view: view, try parseAutoresizingMask())
    default:
      let view = try parseName("a view name")
      let value = try parseChoiceWord(["true", "false"], kind: "value")
      return what == "translates" ? .translates(view: view, value == "true") : .hidden(view: view, value == "true")
    }
  }

  /// `activate|deactivate|remove ID…`
  mutating func parseIdentifierListCommand(_ word: String) throws(ParseError) -> Command {
    advance()
    var ids = [try parseIdentifier("a constraint id")]
    while current.kind == .identifier { ids.append(try parseIdentifier("a constraint id")) }
    switch word {
    case "activate": return .activate(ids)
    case "deactivate": return .deactivate(ids)
    default: return .remove(ids)
    }
  }
}
