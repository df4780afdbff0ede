extension Parser {
  /// `animate TARGET FROM -> TO [duration S] [fps N]` or `animate [duration S] { … }`.
  mutating func parseAnimate(inBlock: Bool) throws(ParseError) -> Command? {
    let keyword = advance()
    if current.isIdentifier("duration") || current.isPunctuation(.leftBrace) {
      if inBlock { throw ParseError(.nestedBlock, at: keyword.range) }
      var duration: Double?
      if current.isIdentifier("duration") {
        advance()
        duration = try parseNumber("a duration in seconds").value
      }
      guard current.isPunctuation(.leftBrace) else { throw expected("'{'") }
      guard let body = parseBlock() else { return nil }
      return .animateBlock(BlockAnimation(duration: duration, body: body))
    }
    let target = try parseAnimationTarget()
    let from = try parseSignedNumber("the start value").value
    guard current.isPunctuation(.arrow) else { throw expected("'->'") }
    advance()
    let to = try parseSignedNumber("the end value").value
    var animation = ValueAnimation(target: target, from: from, to: to)
    var seen: Set<String> = []
    while let clause = try parseClauseKeyword(["duration", "fps"], command: "animate") {
      guard seen.insert(clause.text).inserted else { throw ParseError(.duplicateClause(clause.text), at: clause.range) }
      if clause.text == "duration" {
        animation.duration = try parseNumber("a duration in seconds").value
      } else {
        animation.framesPerSecond = try parseNumber("frames per second").value
      }
    }
    return .animateValue(animation)
  }

  /// `root.width` (an attribute) or `c3` (a constraint's constant).
  private mutating func parseAnimationTarget() throws(ParseError) -> AnimationTarget {
    guard current.kind == .identifier else { throw expected("a target ('VIEW.ATTR' or a constraint id)") }
    if peek(1).isPunctuation(.dot), peek(2).kind == .identifier {
      return .attribute(try parseAttributeReference())
    }
    return .constant(try parseIdentifier("a constraint id"))
  }

  /// `{ statements }`, at the `{`. Records errors itself; nil if there were any.
  private mutating func parseBlock() -> [Statement]? {
    let open = advance()
    var body: [Statement] = []
    var failed = false
    while true {
      skipSeparators()
      let token = current
      if token.isPunctuation(.rightBrace) {
        advance()
        return failed ? nil : body
      }
      if token.kind == .endOfInput || errors.count >= maximumErrors {
        errors.append(ParseError(.unterminatedBlock, at: open.range))
        return nil
      }
      do throws(ParseError) {
        if let statement = try parseStatement(inBlock: true) {
          body.append(statement)
        } else {
          failed = true
        }
      } catch {
        errors.append(error)
        failed = true
        recover(inBlock: true)
      }
    }
  }
}
