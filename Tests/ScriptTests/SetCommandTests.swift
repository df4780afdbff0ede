import Layout
import Testing

@testable import CommandLanguage
@testable import Script

@Test func everySetForm() {
  #expect(command("set priority c1 defaultHigh") == .set(.priority(id: n("c1"), at(.named(.defaultHigh, offset: 0)))))
  #expect(command("set priority row.2 999") == .set(.priority(id: n("row.2"), at(.number(999)))))
  #expect(command("set constant c1 -24.5") == .set(.constant(id: n("c1"), at(-24.5))))
  #expect(command("set intrinsic label 120x21") == .set(.intrinsic(view: n("label"), at(Size(width: 120, height: 21)))))
  #expect(command("set intrinsic label none") == .set(.intrinsic(view: n("label"), nil)))
  #expect(command("set hug label h 251") == .set(.hugging(view: n("label"), .horizontal, at(.number(251)))))
  #expect(
    command("set resist label v required")
      == .set(.resistance(view: n("label"), .vertical, at(.named(.required, offset: 0)))))
  #expect(command("set size root 375x667") == .set(.size(view: n("root"), at(Size(width: 375, height: 667)))))
  #expect(command("set direction rtl") == .set(.direction(.rightToLeft)))
  #expect(
    command("set margins card 8,16,8,16")
      == .set(.margins(view: n("card"), at(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)))))
  #expect(
    command("set safeArea root 44,0,34,0")
      == .set(.safeArea(view: n("root"), at(EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)))))
  #expect(command("set hidden b true") == .set(.hidden(view: n("b"), true)))
  #expect(command("set hidden b false") == .set(.hidden(view: n("b"), false)))
}

@Test func activationCommandsTakeSeveralIds() {
  #expect(command("activate c1 c2") == .activate([n("c1"), n("c2")]))
  #expect(command("deactivate c3") == .deactivate([n("c3")]))
  #expect(command("remove c4 row.1 UISV-spacing-0") == .remove([n("c4"), n("row.1"), n("UISV-spacing-0")]))
}

@Test func animateBothForms() {
  #expect(
    command("animate root.width 320 -> 480 duration 1 fps 10")
      == .animateValue(
        ValueAnimation(target: .attribute(ref("root.width")), from: 320, to: 480, duration: 1, framesPerSecond: 10)))
  #expect(command("animate c3 0 -> -8") == .animateValue(ValueAnimation(target: .constant(n("c3")), from: 0, to: -8)))
  let body = [
    Statement(.set(.constant(id: n("c1"), at(100))), at: nowhere),
    Statement(.set(.hidden(view: n("b"), true)), at: nowhere),
  ]
  #expect(
    command("animate duration 0.3 {\n  set constant c1 100\n\n  set hidden b true\n}")
      == .animateBlock(BlockAnimation(duration: 0.3, body: body)))
  #expect(
    command("animate { set constant c1 100; set hidden b true }") == .animateBlock(BlockAnimation(body: body)))
  #expect(command("animate {\n}") == .animateBlock(BlockAnimation(body: [])))
}

@Test func blockStatementRanges() {
  let result = Parser.parse("animate {\n  set constant c1 100\n}\nundo", file: "b.lyt")
  #expect(result.errors.isEmpty)
  #expect(result.statements.count == 2)
  #expect(result.statements.first?.range.end == SourceLocation(file: "b.lyt", line: 3, column: 2, offset: 33))
  guard case .animateBlock(let block) = result.statements.first?.command else {
    Issue.record("not a block")
    return
  }
  #expect(block.body.first?.range.start == SourceLocation(file: "b.lyt", line: 2, column: 3, offset: 12))
  #expect(result.statements.last?.range.start.line == 4)
}
