import Layout
import Testing

@testable import CommandLanguage
@testable import Script

private let setup = """
  add view root size 320x480
  add view a in root
  add view b in root
  add view c in root

  """

private func frames(after text: String) -> [String] {
  let engine = session(setup + text).engine
  return ["a", "b", "c"].map { name in (try? engine.frame(of: name)).map { "\($0)" } ?? "none" }
}

@Test func fixedSpacingIsMasonrys() {
  #expect(
    response(setup + "distribute a b c h spacing 15 lead 20 tail 30").prefix(6) == [
      "added distribute.a.left: a.left == root.left + 20",
      "added distribute.b.width: b.width == a.width",
      "added distribute.b.left: b.left == a.right + 15",
      "added distribute.c.width: c.width == b.width",
      "added distribute.c.left: c.left == b.right + 15",
      "added distribute.c.right: c.right == root.right - 30",
    ])
  #expect(
    frames(after: "distribute a b c h spacing 15 lead 20 tail 30") == [
      "(20, 0, 80, 0)", "(115, 0, 80, 0)", "(210, 0, 80, 0)",
    ])
  #expect(frames(after: "distribute a b v spacing 20") == ["(0, 0, 0, 230)", "(0, 250, 0, 230)", "(0, 0, 0, 0)"])
}

@Test func fixedItemLengthInterpolatesTheFarEdges() {
  #expect(
    response(setup + "distribute a b c v itemLength 40 lead 20 tail 20").prefix(6) == [
      "added distribute.a.top: a.top == root.top + 20",
      "added distribute.a.height: a.height == 40",
      "added distribute.b.bottom: b.bottom == 0.5 * root.bottom + 20",
      "added distribute.b.height: b.height == 40",
      "added distribute.c.bottom: c.bottom == root.bottom - 20",
      "added distribute.c.height: c.height == 40",
    ])
  #expect(
    frames(after: "distribute a b c v itemLength 40 lead 20 tail 20") == [
      "(0, 20, 0, 40)", "(0, 220, 0, 40)", "(0, 420, 0, 40)",
    ])
  #expect(frames(after: "distribute a b c h itemLength 40") == ["(0, 0, 40, 0)", "(140, 0, 40, 0)", "(280, 0, 40, 0)"])
}

@Test func centersArePureLayoutsMultipliers() {
  #expect(
    response(setup + "distribute a b c h itemLength 40 centers").prefix(6) == [
      "added distribute.a.width: a.width == 40",
      "added distribute.a.centerX: a.centerX == 0.00001 * root.centerX + 20",
      "added distribute.b.width: b.width == 40",
      "added distribute.b.centerX: b.centerX == root.centerX",
      "added distribute.c.width: c.width == 40",
      "added distribute.c.centerX: c.centerX == 2 * root.centerX - 20",
    ])
  #expect(
    frames(after: "distribute a b c h itemLength 40 centers") == [
      "(0.0016, 0, 40, 0)", "(140, 0, 40, 0)", "(280, 0, 40, 0)",
    ])
  #expect(
    response(setup + "distribute a b c v itemLength 40 centers inset").prefix(6) == [
      "added distribute.a.height: a.height == 40",
      "added distribute.a.centerY: a.centerY == 0.5 * root.centerY - 10",
      "added distribute.b.height: b.height == 40",
      "added distribute.b.centerY: b.centerY == root.centerY",
      "added distribute.c.height: c.height == 40",
      "added distribute.c.centerY: c.centerY == 1.5 * root.centerY + 10",
    ])
  #expect(
    frames(after: "distribute a b c h itemLength 40 centers inset") == [
      "(50, 0, 40, 0)", "(140, 0, 40, 0)", "(230, 0, 40, 0)",
    ])
}

@Test func distributeIsOneUndoStepAndRenamesRepeats() {
  #expect(session(setup + "distribute a b h spacing 8\nundo").engine.constraints.count == 4)
  #expect(
    response(setup + "distribute a b h spacing 8\ndistribute a b h spacing 8").prefix(1) == [
      "added distribute.a.left.2: a.left == root.left"
    ])
  #expect(
    response(setup + "distribute a b h spacing 8\nremove distribute.b.width") == [
      "a: (0, 0, 156, 0) → (0, 0, 312, 0)", "b: (164, 0, 156, 0) → (320, 0, 0, 0)",
      "ambiguous now: a.width, b.x, b.width (see ambiguity)",
    ])
}

@Test func distributeRefusesWhatCannotWork() {
  #expect(runError(setup + "distribute a h spacing 8") == "`distribute` needs at least two views")
  #expect(runError(setup + "distribute a b a h spacing 8") == "`a` is listed twice")
  #expect(runError(setup + "distribute a x h spacing 8") == "unknown view 'x'")
  #expect(runError(setup + "add view d in a\ndistribute a d h spacing 8") == "`d` is not in `root`")
  #expect(runError(setup + "add view top\ndistribute top a h spacing 8") == "`top` has no superview to distribute in")
  #expect(runError(setup + "distribute a b h spacing 8 centers") == "`centers` needs `itemLength L`")
  #expect(
    runError(setup + "distribute a b h itemLength 8 centers lead 2")
      == "`centers` places the first and last views itself; `lead` and `tail` do not apply")
  let before = session(setup)
  var after = before
  let statement = Parser.parse("distribute a b h spacing 8 centers", file: "t.lyt").statements[0]
  #expect(throws: SessionError.self) { try after.execute(statement) }
  #expect(after.engine.constraints.count == before.engine.constraints.count)
}

@Test func distributeParsesAndPrintsItsForms() {
  let forms = [
    "distribute a b c h spacing 8 lead 16 tail 16", "distribute a b v itemLength 44",
    "distribute a b c h itemLength 40 centers", "distribute a b c v itemLength 40 centers inset",
  ]
  for form in forms { #expect(command(form)?.description == form) }
  #expect(
    command("distribute a b h itemLength 4 centers inset")
      == .distribute(Distribute(views: [n("a"), n("b")], axis: .horizontal, mode: .itemLength(4), centers: .inset)))
  #expect(firstError("distribute a b h spacing 8 centers centers")?.message == "'centers' is given twice")
}
