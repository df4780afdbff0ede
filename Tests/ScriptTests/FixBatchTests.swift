import Layout
import Testing

@testable import CommandLanguage
@testable import Script

// Fixes checked for several problems at once (`violations`, `lyt run --format json`,
// `lyt check`): a candidate that several problems propose runs once and is judged for each.

/// Two labels squeezed by one fixed-width box: both propose to relax or lower the box's width.
private let squeezedByOneBox = """
  add view root size 400x100
  add view box in root
  box.leading == root.leading + 10
  box.width == 150
  box.top == root.top
  box.bottom == root.bottom
  add view a in box intrinsic 200x20
  add view b in box intrinsic 190x20
  a.leading == box.leading + 8
  a.trailing == box.trailing - 8
  b.leading == box.leading + 8
  b.trailing <= box.trailing - 8
  a.top == box.top
  b.top == a.bottom
  """

@Test("`violations` gives each squeezed label the fixes of the width they share")
func violationsShareTheBoxFixes() {
  let widened = "box widens to 216; a widens to 200 (and 1 more frame)"
  #expect(
    response(squeezedByOneBox + "\nviolations") == [
      "2 violated optional constraints, most important first:",
      "  a.intrinsic.width violated by 66 (compressed, resistance @750): lost to c2 (required), c5 (required), c6 (required)",
      "    fix: remove c2; c2: box.width >= 150  → \(widened)",
      "    fix: deactivate c2; set priority c2 749; activate c2  → \(widened); c2 gives way",
      "  b.intrinsic.width violated by 56 (compressed, resistance @750): lost to c2 (required), c7 (required), c8 (required)",
      "    fix: remove c2; c2: box.width >= 150  → \(widened)",
      "    fix: deactivate c2; set priority c2 749; activate c2  → \(widened); c2 gives way",
    ])
}

@Test("a batch finds for each problem the fixes it finds alone, in either order")
func batchMatchesEachProblemAlone() {
  let problems: [Problem] = [.violated("a.intrinsic.width"), .violated("b.intrinsic.width")]
  let batched = session(squeezedByOneBox)
  batched.prepareFixes(for: problems)
  for problem in problems.reversed() {
    let alone = session(squeezedByOneBox)
    #expect(batched.knownFixes(for: problem)?.map(\.line) == alone.fixes(for: problem).map(\.line))
    #expect(batched.knownFixes(for: problem)?.map(\.effect) == alone.fixes(for: problem).map(\.effect))
  }
  // The shared fix, typed as printed, leaves both labels their intrinsic width.
  var fixed = session(squeezedByOneBox)
  for statement in Parser.parse("remove c2\nc2: box.width >= 150", file: "fix.lyt").statements {
    _ = try? fixed.execute(statement)
  }
  #expect((try? fixed.engine.frame(of: "box")) == Rect(x: 10, y: 0, width: 216, height: 100))
  #expect((try? fixed.engine.frame(of: "a")) == Rect(x: 18, y: 0, width: 200, height: 20))
  #expect((try? fixed.engine.frame(of: "b")) == Rect(x: 18, y: 20, width: 190, height: 20))
}

/// Three labels in a row stretched by the root: every one hugs at @250, so the stretch is a tie.
private let threeLabelsTied = """
  add view root size 400x100
  add view a in root intrinsic 50x20
  add view b in root intrinsic 60x20
  add view c in root intrinsic 70x20
  a.leading == root.leading
  b.leading == a.trailing
  c.leading == b.trailing
  c.trailing == root.trailing
  a.top == root.top
  b.top == root.top
  c.top == root.top
  """

@Test("one run judges each problem's own component: c hugging harder settles c, not the tie of a and b")
func oneRunScansEachProblemsOwnComponent() throws {
  let s = session(threeLabelsTied)
  let ambiguousA = Problem.ambiguous(ItemComponent(item: "a", component: .width))
  let ambiguousC = Problem.ambiguous(ItemComponent(item: "c", component: .x))
  let checkA = try #require(FixCheck(problem: ambiguousA, in: s))
  let checkC = try #require(FixCheck(problem: ambiguousC, in: s))
  let candidate = try #require(FixCommands.setContentPriority(of: "c", axis: Axis.horizontal, hugging: true, to: 251))
  // Judged in either order in one run, each check scans for its own component.
  for checks in [[checkA, checkC], [checkC, checkA]] {
    let outcomes = FixCheck.run(
      candidate, on: s, judgedBy: checks.map { FixCheck.Judge(check: $0, scanningIf: { _ in true }) })
    let verdicts = outcomes.map { $0?.leavesNothingNewAmbiguous }
    #expect(verdicts == (checks[0].problem == ambiguousA ? [false, true] : [true, false]))
    #expect(outcomes.map { $0.map { FixText.effect($0.fix.effect) } } == ["no frame moves", "no frame moves"])
  }
}
