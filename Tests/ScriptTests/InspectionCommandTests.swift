import Layout
import Testing

@testable import CommandLanguage
@testable import Script

@Test func inspectionCommands() {
  #expect(command("show") == .show([]))
  #expect(command("show a root.safeArea") == .show([path("a"), path("root.safeArea")]))
  #expect(command("constraints") == .constraints(nil))
  #expect(command("constraints card") == .constraints(path("card")))
  #expect(command("draw") == .draw(DrawOptions()))
  #expect(
    command("draw --width 60 --svg out/card.svg") == .draw(DrawOptions(width: at(60), svgFile: n("out/card.svg"))))
  #expect(command("draw --svg \"my card.svg\"") == .draw(DrawOptions(svgFile: n("my card.svg"))))
  #expect(command("why card.width") == .why(query("card.width")))
  #expect(command("why card.x") == .why(query("card.x")))
  #expect(command("explain") == .explain)
  #expect(command("ambiguity") == .ambiguity)
  #expect(command("exercise card") == .exercise(path("card")))
}

@Test func everyExpectForm() {
  #expect(
    command("expect card.frame == 16,20,343,-44")
      == .expect(.frame(path("card"), at(Rect(x: 16, y: 20, width: 343, height: -44)))))
  #expect(command("expect card.width == 343") == .expect(.value(query("card.width"), .equal, at(343))))
  #expect(command("expect card.y >= 0.5") == .expect(.value(query("card.y"), .greaterThanOrEqual, at(0.5))))
  #expect(command("expect root.safeArea.top == 44") == .expect(.value(query("root.safeArea.top"), .equal, at(44))))
  #expect(command("expect satisfied c1") == .expect(.satisfied(n("c1"))))
  #expect(command("expect violated half") == .expect(.violated(n("half"))))
  #expect(command("expect broken row.3") == .expect(.broken(n("row.3"))))
  #expect(command("expect ambiguous b.x") == .expect(.ambiguous(query("b.x"))))
  #expect(command("expect unambiguous") == .expect(.unambiguous([])))
  #expect(command("expect unambiguous a b") == .expect(.unambiguous([path("a"), path("b")])))
  #expect(command("expect satisfied.width == 3") == .expect(.value(query("satisfied.width"), .equal, at(3))))
}

@Test func sessionCommands() {
  #expect(command("undo") == .undo)
  #expect(command("redo") == .redo)
  #expect(command("reset") == .reset)
  #expect(command("quit") == .quit)
  #expect(command("save card.lyt") == .save(n("card.lyt")))
  #expect(command("save ../out/2024-card.lyt") == .save(n("../out/2024-card.lyt")))
  #expect(command("load \"my layouts/card.lyt\"") == .load(n("my layouts/card.lyt")))
  #expect(command("import log console.txt") == .importLog(n("console.txt")))
  #expect(command("help") == .help(nil))
  #expect(command("help set") == .help(n("set")))
  #expect(command("help set priority") == .help(n("set priority")))
  #expect(command("help view") == .help(n("view")))
}

@Test func scriptsWithCommentsContinuationsAndSemicolons() {
  let text = """
    # a card
    add view root size 375x667
    add view card in root \\
        intrinsic 100x20   # trailing comment

    card.top == root.top + 20; card.left == root.left
    """
  let result = Parser.parse(text, file: "s.lyt")
  #expect(result.errors.isEmpty)
  #expect(result.statements.map(\.command.kind) == [.addView, .addView, .addConstraint, .addConstraint])
  #expect(result.statements[1].range.start.line == 3)
  #expect(result.statements[1].range.end == SourceLocation(file: "s.lyt", line: 4, column: 21, offset: 80))
  #expect(result.statements[3].range.start == SourceLocation(file: "s.lyt", line: 6, column: 28, offset: 130))
}
