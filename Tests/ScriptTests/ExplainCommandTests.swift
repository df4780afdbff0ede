import Testing

@testable import CommandLanguage
@testable import Script

// `explain`, `exercise` and `ambiguity` on the worked cases of docs/EXPLANATIONS.md: 2.7a (a
// conflict through a chain of equalities), 4.8a (two labels tied at 250), 4.8b (a missing
// constraint).

@Test func brokenConstraintShowsItsArithmeticAndFixes() {
  #expect(
    response(WorkedLayouts.chainConflict + "\nb.left <= root.left + 100 as c8") == [
      "added c8",
      "c8 broken: conflicts with c0, c1, c3 (short by 8)",
      "  because b.left = a.right + 8 = a.left + a.width + 8 = root.left + 100 + 8 = 100 + 8 = 108, "
        + "but c8 needs b.left <= root.left + 100 = 100",
      // Each fix is checked on a copy of the session: moving c0 by 8 would put a outside root.
      "  fix: deactivate c8; set priority c8 999; activate c8  → no frame moves; c8 gives way",
      "  fix: deactivate c3; set priority c3 999; activate c3  → b moves to x 100; c3 gives way",
      "  fix: deactivate c1; set priority c1 999; activate c1  → a narrows to 92; b moves to x 100; c1 gives way",
    ])
}

@Test func brokenConstraintsRequirementIsAValue() throws {
  let engine = session(WorkedLayouts.chainConflict + "\nb.left <= root.left + 100 as c8").engine
  let explanation = try #require(engine.conflictExplanation(of: "c8"))
  #expect(explanation.requirement.relation == .lessThanOrEqual)
  #expect(explanation.requirement.rightSide?.text == "root.left + 100")
  #expect(explanation.requirement.value == 100)
  #expect(ConflictText.requirementText(explanation.requirement) == "<= root.left + 100 = 100")
}

@Test func explainPutsBrokenFirstThenViolated() {
  #expect(
    response(WorkedLayouts.chainConflict + "\nb.left <= root.left + 100 as c8\nexplain") == [
      "1 broken constraint, 1 violated optional constraint",
      "broken (required constraints that cannot all hold; kept above every optional priority):",
      "  c8 broken: conflicts with c0, c1, c3 (short by 8)",
      "    because b.left = a.right + 8 = a.left + a.width + 8 = root.left + 100 + 8 = 100 + 8 = 108, "
        + "but c8 needs b.left <= root.left + 100 = 100",
      "    fix: deactivate c8; set priority c8 999; activate c8  → no frame moves; c8 gives way",
      "    fix: deactivate c3; set priority c3 999; activate c3  → b moves to x 100; c3 gives way",
      "    fix: deactivate c1; set priority c1 999; activate c1  → a narrows to 92; b moves to x 100; c1 gives way",
      "violated (optional constraints that lost, most important first):",
      "  c7 violated by 20 (@750): lost to c1 (required)",
      "    no single change fixes it without breaking something else",
    ])
}

@Test func suggestedConstantFixesReallyResolveTheConflict() {
  for fix in ["set constant c8 108", "set constant c1 92"] {
    let text = WorkedLayouts.chainConflict + "\nb.left <= root.left + 100 as c8\n" + fix + "\nexpect satisfied c8"
    #expect(response(text) == ["ok"])
  }
}

@Test func explainWithNothingToSay() {
  #expect(
    response("add view root size 10x10\nexplain") == [
      "nothing to explain: every constraint holds and the layout is unambiguous"
    ])
}

/// `exercise l1` on 4.8a: the other end of the tie, its cause and the fixes either way.
let exerciseOfTheTiedLabel = [
  "another layout, exactly as good (l1.width is ambiguous):",
  "  l1  (0, 0, 180, 20)    →  (0, 0, 100, 20)",
  "  l2  (180, 0, 120, 20)  →  (100, 0, 200, 20)",
  "cause: a tie at @250 between l1.intrinsic.width, l2.intrinsic.width: the other layout trades the "
    + "violation of one for the other, point for point (Xcode: content priority ambiguity)",
  "(one constraint at @251 outweighs any number at @250)",
  // Both directions: keep this layout (l1 stretches), or switch to the other (l2 stretches).
  "fix: set hug l1 h 249  → no frame moves",
  "fix: set hug l2 h 251  → no frame moves",
  "fix: set hug l1 h 251  → l2 widens to 200 and moves to x 100; l1 narrows to 100",
]

@Test func exerciseShowsTheOtherEndOfATie() {
  #expect(response(WorkedLayouts.twoLabels + "\nexercise l1") == exerciseOfTheTiedLabel)
}

@Test func explanationsDoNotChangeTheSession() throws {
  var live = session(WorkedLayouts.twoLabels + "\nl1.width == 150 @200 as wish")
  let before = live
  for command in ["exercise l1", "exercise l2", "ambiguity", "explain", "why l1.width"] {
    _ = try live.execute(Parser.parse(command).statements[0])
  }
  #expect(live.hasIdenticalState(to: before))
}

@Test func explainGroupsOneFreedomAndNamesTheTie() {
  #expect(
    response(WorkedLayouts.twoLabels + "\nexplain") == [
      "2 ambiguous items, 1 violated optional constraint",
      "ambiguous (more than one layout is equally good):",
      "  l1: width in [100, 180]",
      "    cause: a tie at @250 between l1.intrinsic.width, l2.intrinsic.width: the other layout trades the "
        + "violation of one for the other, point for point (Xcode: content priority ambiguity)",
      "    (one constraint at @251 outweighs any number at @250)",
      "    fix: set hug l1 h 249  → no frame moves",
      "    fix: set hug l2 h 251  → no frame moves",
      "    fix: set hug l1 h 251  → l2 widens to 200 and moves to x 100; l1 narrows to 100",
      "  l2: x in [100, 180], width in [120, 200]",
      "    moves with l1 (same freedom)",
      "violated (optional constraints that lost, most important first):",
      "  l1.intrinsic.width violated by 80 (stretched, hugging @250): tied at @250 with l2.intrinsic.width: "
        + "an equally good layout satisfies it (ambiguous)",
    ])
}

@Test func theCheckedTieFixRemovesTheAmbiguity() {
  let fixed = WorkedLayouts.twoLabels + "\nset hug l2 h 249"
  #expect(response(fixed + "\nambiguity") == ["no ambiguous attributes"])
  #expect(response(fixed + "\nexpect l1.frame == 0,0,100,20") == ["ok"])
  // l2 stretches, as its lower hugging asks: by design, not a problem to explain.
  #expect(
    response(fixed + "\nexplain") == [
      "nothing to explain: the layout is unambiguous and breaks nothing",
      "(as designed: 1 view stretched past its intrinsic size to fill the space; see `violations`)",
    ])
}

@Test func missingConstraintsGetPinningFixes() {
  let text = "add view root size 300x200\nadd view v in root\nv.width == 50\nv.top == root.top\nv.height == 10"
  #expect(
    response(text + "\nexercise v") == [
      "another layout, exactly as good (v.x is ambiguous):",
      "  v  (0, 0, 50, 10)  →  (10, 0, 50, 10)",
      "cause: missing constraints: nothing resists the change",
      "fix: v.leading == root.leading  → no frame moves",
      "fix: v.centerX == root.centerX  → v moves to x 125",
    ])
  #expect(response(text + "\nv.left == root.left + 20\nambiguity") == ["no ambiguous attributes"])
  #expect(response(text + "\nexercise root") == ["root is not ambiguous: every valid layout gives it the same frame"])
}

@Test func outvotedAndTieBrokenByWeakerAreNamed() {
  let text = """
    add view root size 100x100
    add view v in root intrinsic 10x20
    v.left == root.left
    v.top == root.top
    v.width == 10
    v.height == 0 @500 as x1
    v.height == 30 @500 as x2
    """
  #expect(
    response(text) == [
      "added x2",
      "x2 violated by 10 (@500): tied at @500 with x1; the weaker v.intrinsic.height (@250/750) breaks the tie",
    ])
  // x2 and x3 ask for the same height, and either one frozen is a minimal conflict: the one named
  // is x3, whose error is in the basis (x2's is parametric and stays at 0), so its bound is the
  // one the artificial phase meets.
  #expect(
    response(text + "\nv.height == 30 @500 as x3") == [
      "added x3", "v: (0, 0, 10, 20) → (0, 0, 10, 30)",
      "v.intrinsic.height violated by 10 (stretched, hugging @250): lost to x3 (@500)", "x2 satisfied",
    ])
  // Most important first: x1 is weighed at 500, v.intrinsic.height at 250 (it is stretched).
  #expect(
    Array(response(text + "\nv.height == 30 @500 as x3\nexplain").suffix(3)) == [
      "  x1 violated by 30 (@500): 20 of it lost to v.intrinsic.height (@250/750); the other 10 outvoted at @500: "
        + "holding it would cost x2 10, x3 10 (20 > 10)",
      "    no single change fixes it without breaking something else",
      // v is stretched to 30 because x2 and x3 ask for it: by design.
      "(as designed: 1 view stretched past its intrinsic size to fill the space; see `violations`)",
    ])
}
