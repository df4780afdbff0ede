import Layout
import Testing

@testable import CommandLanguage
@testable import Script

/// `add stack` and `set hidden` through the session: responses, errors, undo, save.
private let views = """
  add view root size 300x100
  add view a in root intrinsic 50x20
  add view b in root intrinsic 80x40
  add view c in root intrinsic 30x10

  """

@Test func addStackRespondsWithItsConstraintsAndFrames() {
  #expect(
    response(views + "add stack row in root axis h spacing 10 views a b c") == [
      "row arranges a, b, c with 10 constraints (`constraints row` lists them)",
      "a: (0, 0, 50, 20) → (0, 0, 50, 40)",
      "b: (0, 0, 80, 40) → (60, 0, 80, 40)",
      "c: (0, 0, 30, 10) → (150, 0, 30, 40)",
      "row: new (0, 0, 180, 40)",
      "a.intrinsic.height violated by 20 (stretched, hugging @250): lost to b.intrinsic.height (@250/750), "
        + "row.UISV-alignment.1 (required), row.UISV-alignment.2 (required)",
      "c.intrinsic.height violated by 30 (stretched, hugging @250): lost to b.intrinsic.height (@250/750), "
        + "row.UISV-alignment.1 (required), row.UISV-alignment.2 (required), row.UISV-alignment.3 (required), "
        + "row.UISV-alignment.4 (required)",
    ])
}

@Test func constraintsOfAStackListTheUISVFamilies() {
  #expect(
    response(views + "add stack row in root axis v alignment leading views a b\nconstraints row") == [
      "row.UISV-canvas-connection.1      row.top == a.top                      @1000   active",
      "row.UISV-canvas-connection.2      row.bottom == b.bottom                @1000   active",
      "row.UISV-spacing.1                b.top == a.bottom                     @1000   active",
      "row.UISV-alignment.1              a.leading == b.leading                @1000   active",
      "row.UISV-spanning-boundary.1      row.spanner.leading == a.leading      @999.5  active",
      "row.UISV-spanning-boundary.2      row.spanner.trailing >= a.trailing    @1000   active",
      "row.UISV-spanning-boundary.3      row.spanner.leading == b.leading      @999.5  active",
      "row.UISV-spanning-boundary.4      row.spanner.trailing >= b.trailing    @1000   active",
      "row.UISV-canvas-connection.3      row.leading == a.leading              @1000   active",
      "row.UISV-canvas-connection.4      row.trailing == row.spanner.trailing  @1000   active",
      "row.UISV-spanning-fit.1           row.spanner.width == 0                @51     active  violated by 80, "
        + "lost to b.intrinsic.width, row.UISV-alignment.1, row.UISV-spanning-boundary.1 and 1 more",
      "row.UISV-ambiguity-suppression.1  a.width == 0                          @25     active  violated by 50, "
        + "lost to a.intrinsic.width",
      "row.UISV-ambiguity-suppression.2  b.width == 0                          @25     active  violated by 80, "
        + "lost to b.intrinsic.width",
    ])
}

@Test func generatedIdsCanBeTypedInExpectations() {
  let text = views + "add stack row in root axis h spacing 10 views a b c\n"
  #expect(response(text + "expect satisfied row.UISV-spacing.2") == ["ok"])
  #expect(response(text + "expect c.x == 150") == ["ok"])
}

@Test func setHiddenCollapsesTheView() {
  #expect(
    response(views + "add stack row in root axis h spacing 10 views a b c\nset hidden b true") == [
      "a: (0, 0, 50, 40) → (0, 0, 50, 20)",
      "b: (60, 0, 80, 40) → (50, 0, 0, 40)",
      "c: (150, 0, 30, 40) → (60, 0, 30, 20)",
      "row: (0, 0, 180, 40) → (0, 0, 90, 20)",
      "a.intrinsic.height satisfied",
      "b.intrinsic.width violated by 80 (compressed, resistance @750): lost to row.UISV-hiding.1 (@999.999)",
    ])
}

@Test func showNotesHiddenViews() {
  let text = views + "add stack row in root axis v alignment trailing spacing 2 views a b\nset hidden a true\n"
  #expect(
    response(text + "show a row") == [
      "a    (0, 0, 50, 0)   in row   absolute (0, 0, 50, 0)   hidden",
      "row  (0, 0, 80, 40)  in root  absolute (0, 0, 80, 40)  stack v fill trailing spacing 2: a b",
    ])
}

@Test func setHiddenOutsideAStackChangesNothing() {
  #expect(response(views + "set hidden a true") == ["no change"])
  #expect(runError(views + "add guide g in root\nset hidden g true") == "`g` is a layout guide, not a view")
  #expect(runError(views + "set hidden zz true") == "unknown view 'zz'")
}

/// Runs one command on a copy of `s` and returns the copy.
private func running(_ text: String, on s: Session) throws -> Session {
  var copy = s
  for statement in Parser.parse(text, file: "t.lyt").statements { _ = try copy.execute(statement) }
  return copy
}

@Test func addStackIsOneUndoStep() throws {
  let before = session(views)
  let undone = try running("add stack row in root axis h distribution equalSpacing views a b c\nundo", on: before)
  #expect(undone.hasEqualState(to: before))
  #expect(undone.engine.item(named: "a")?.parent == "root")
}

@Test func setHiddenIsOneUndoStep() throws {
  let before = session(views + "add stack row in root axis h views a b c")
  let undone = try running("set hidden a true\nundo", on: before)
  #expect(undone.hasEqualState(to: before))
  let redone = try running("set hidden a true\nundo\nredo", on: before)
  #expect(redone.engine.item(named: "a")?.isHidden == true)
  #expect(try redone.engine.frame(of: "a").width == 0)
}

@Test func aFailedAddStackLeavesTheSessionUnchanged() {
  let before = session(views + "add stack row in root axis h views a")
  #expect(throws: SessionError.self) { try running("add stack col in root axis v views b a", on: before) }
  var s = before
  let statement = Parser.parse("add stack col in root axis v views b a", file: "t.lyt").statements[0]
  #expect(throws: SessionError.self) { try s.execute(statement) }
  #expect(s.hasIdenticalState(to: before))
}

@Test func savedStacksReplayToTheSameLayout() {
  let text =
    views + "a.leading == root.leading + 5\nadd stack row in root axis h distribution fillProportionally "
    + "alignment bottom spacing 4 views a b c\nrow.leading == root.leading + 10\nset hidden c true\n"
  let original = session(text)
  #expect(
    original.history.suffix(3) == [
      "add stack row in root axis h distribution fillProportionally alignment bottom spacing 4 views a b c",
      "row.leading == root.leading + 10", "set hidden c true",
    ])
  #expect(observableState(of: session(original.savedScript)) == observableState(of: original))
}

@Test func addStackReportsTheConstraintsItRemoved() {
  let lines = response(views + "a.leading == root.leading + 5 as pin\nadd stack row in root axis h views a")
  #expect(
    lines.prefix(2) == [
      "row arranges a with 4 constraints (`constraints row` lists them)",
      "removed pin (a.leading == root.leading + 5): `a` moved into `row`, as addArrangedSubview does",
    ])
}

@Test func addStackReportsEveryRemovedConstraintInTheOrderItWasMade() {
  let lines = response(
    views + "add view inner in a\nb.top == a.top as t1\na.leading == root.leading + 5 as pin\n"
      + "inner.left == b.left as deep\ninner.top == a.top as kept\nadd stack row in root axis h views a c")
  #expect(
    lines.prefix(4) == [
      "row arranges a, c with 7 constraints (`constraints row` lists them)",
      "removed t1 (b.top == a.top): `a` moved into `row`, as addArrangedSubview does",
      "removed pin (a.leading == root.leading + 5): `a` moved into `row`, as addArrangedSubview does",
      "removed deep (inner.left == b.left): `a view` moved into `row`, as addArrangedSubview does",
    ])
}

@Test func generatedConstraintsCannotBeChanged() {
  #expect(
    runError(views + "add stack row in root axis h views a b\nremove row.UISV-spacing.1")
      == "`row.UISV-spacing.1` is generated by lyt and cannot be changed directly; the stack view `row` maintains it; "
      + "hide, show or resize its arranged views instead")
}

@Test func showListsStacksButNotTheirGuides() {
  let text = views + "add stack row in root axis h distribution equalSpacing views a b\n"
  #expect(
    response(text + "show").last
      == "row   (0, 0, 130, 40)   in root  absolute (0, 0, 130, 40)  stack h equalSpacing fill spacing 0: a b")
  #expect(response(text + "show row.gap1") == ["row.gap1  (50, 0, 0, 0)  in row  absolute (50, 0, 0, 0)"])
}

@Test func alignmentsThatDoNotFitTheAxisAreLocatedErrors() {
  let text = views + "add stack col in root axis v alignment top views a b"
  #expect(
    transcript(text).output.hasSuffix(
      """
      > add stack col in root axis v alignment top views a b
      t.lyt:5:40: error: alignment `top` does not fit a vertical stack
      add stack col in root axis v alignment top views a b
                                             ^~~
      hint: a vertical stack aligns its views across the axis: use `leading` (UIKit's .top and .leading are the same value)

      """))
  #expect(
    runError(views + "add stack row in root axis h alignment trailing views a")
      == "alignment `trailing` does not fit a horizontal stack")
  #expect(
    runError(views + "add stack col in root axis v alignment firstBaseline views a")
      == "alignment `firstBaseline` does not fit a vertical stack")
}

@Test func badArrangementsAreLocatedErrors() {
  #expect(runError(views + "add stack row in root axis h views a bb") == "unknown view 'bb' (did you mean 'b'?)")
  #expect(runError(views + "add stack row in root axis h views a row") == "the stack view `row` cannot arrange itself")
  #expect(runError(views + "add stack row in root axis h views a b a") == "`a` is listed twice")
  #expect(
    runError(views + "add stack row in root axis h views root")
      == "`root` contains the stack view `row`, so it cannot be arranged inside it")
  #expect(
    runError(views + "add stack row in root axis h views a\nadd stack col in root axis v views b a")
      == "`a` is already arranged by the stack view `row`")
  #expect(runError(views + "add stack row in rooot axis h views a") == "unknown view 'rooot' (did you mean 'root'?)")
  #expect(runError(views + "add stack a in root axis h views b") == "a view or guide named `a` already exists")
}

@Test func changeReportsListAtMostTwentyConstraintLines() {
  let names = (1...22).map { "v\($0)" }
  let text =
    "add view root size 500x100\n" + names.map { "add view \($0) in root intrinsic 10x10\n" }.joined()
    + "add stack row in root axis h views " + names.joined(separator: " ") + "\nrow.height == 30"
  let lines = response(text)
  #expect(lines.filter { $0.contains("intrinsic.height violated by 20") }.count == 20)
  #expect(lines.last == "… and 2 more constraint changes")
}

@Test func stackIdsAreReserved() {
  #expect(
    runError(views + "a.width == 10 as row.UISV-spacing.1")
      == "`row.UISV-spacing.1` is generated by lyt and cannot be changed directly; ids containing `.UISV-` are "
      + "reserved for the constraints of stack views")
  #expect(
    runError(views + "add stack row in root axis h distribution equalSpacing views a b\nrow.gap1.width == 5")
      == "`row.gap1.width`: the guides of a stack view belong to the stack; constrain the stack or its arranged views")
}

@Test func explainLeavesOutTheFittingConstraints() {
  let text =
    views + "add stack row in root axis h alignment center spacing 10 views a b c\n"
    + "row.leading == root.leading + 10\nrow.top == root.top + 10\n"
  #expect(
    response(text + "constraints row").contains {
      $0.contains("row.UISV-spanning-fit.1") && $0.contains("violated by 40")
    })
  #expect(response(text + "explain") == ["nothing to explain: every constraint holds and the layout is unambiguous"])
}
