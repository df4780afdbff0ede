import Testing

@testable import CommandLanguage
@testable import Script

private func expression(_ text: String) -> ConstraintExpression? {
  guard case .addConstraint(let definition) = command(text) else { return nil }
  return definition.expression
}

@Test func appleFormWithMultiplierConstantAndPriority() {
  #expect(
    expression("b.width == 0.5 * a.width @750")
      == ConstraintExpression(
        first: ref("b.width"), relation: at(.equal), second: ref("a.width"), multiplier: 0.5, constant: 0,
        priority: at(.number(750))))
  #expect(
    expression("b.width == a.width * 0.5 - 4")
      == ConstraintExpression(
        first: ref("b.width"), relation: at(.equal), second: ref("a.width"), multiplier: 0.5, constant: -4))
  #expect(
    expression("a.leading == root.leading + 16")
      == ConstraintExpression(first: ref("a.leading"), relation: at(.equal), second: ref("root.leading"), constant: 16))
  #expect(
    expression("a.right <= b.left / 2 + 8 - 2")
      == ConstraintExpression(
        first: ref("a.right"), relation: at(.lessThanOrEqual), second: ref("b.left"), multiplier: 0.5, constant: 6))
  #expect(
    expression("a.left >= -1 * b.left")
      == ConstraintExpression(
        first: ref("a.left"), relation: at(.greaterThanOrEqual), second: ref("b.left"), multiplier: -1))
}

@Test func pathsConstantsAndPriorityNames() {
  #expect(
    expression("a.top == root.safeArea.top")
      == ConstraintExpression(first: ref("a.top"), relation: at(.equal), second: ref("root.safeArea.top")))
  #expect(
    expression("a.height >= 44 @required")
      == ConstraintExpression(
        first: ref("a.height"), relation: at(.greaterThanOrEqual), constant: 44,
        priority: at(.named(.required, offset: 0))))
  #expect(
    expression("a.width == -16 @defaultLow+1")
      == ConstraintExpression(
        first: ref("a.width"), relation: at(.equal), constant: -16, priority: at(.named(.defaultLow, offset: 1))))
  #expect(
    expression("a.lastBaseline == s.contentGuide.baseline @fittingSizeLevel as base")
      == ConstraintExpression(
        first: ref("a.lastBaseline"), relation: at(.equal), second: ref("s.contentGuide.lastBaseline"),
        priority: at(.named(.fittingSizeLevel, offset: 0))))
}

@Test func viewsNamedLikeCommandsAreItems() {
  #expect(
    expression("show.width == view.width")
      == ConstraintExpression(first: ref("show.width"), relation: at(.equal), second: ref("view.width")))
}

@Test func constraintSourceRanges() {
  let result = Parser.parse("  a.width == b.width * 2 @750 as w  # note", file: "r.lyt")
  let statement = result.statements.first
  #expect(statement?.range.start == SourceLocation(file: "r.lyt", line: 1, column: 3, offset: 2))
  #expect(statement?.range.end == SourceLocation(file: "r.lyt", line: 1, column: 35, offset: 34))
  guard case .addConstraint(let definition) = statement?.command else {
    Issue.record("not a constraint")
    return
  }
  #expect(definition.expression.first.range.start.column == 3)
  #expect(definition.expression.first.range.end.column == 10)
  #expect(definition.expression.second?.attribute.range.start.column == 16)
  #expect(definition.expression.priority?.range.start.column == 27)
  #expect(definition.name?.range.start.column == 34)
}
