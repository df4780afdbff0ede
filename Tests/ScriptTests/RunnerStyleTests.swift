import Testing

@testable import Script

/// Runs `text` with the given options and returns the printed lines.
private func lines(_ text: String, options: ScriptRunner.Options) -> [String] {
  let collector = LineCollector()
  var runner = ScriptRunner(session: Session(), options: options) { line, _ in collector.append(line) }
  runner.run(text, file: "t.lyt")
  return collector.lines
}

private let conflict = boxTooWide + "\ndeactivate c2"

@Test func theREPLDoesNotEchoWhatWasTyped() {
  let printed = lines("add view root size 100x100", options: ScriptRunner.Options(echoesCommands: false))
  #expect(printed == ["  root: new (0, 0, 100, 100)"])
}

@Test func statusesHaveTheirColours() {
  let printed = lines(conflict, options: ScriptRunner.Options(colored: true, echoesCommands: false))
  #expect(printed.contains("  \u{1B}[31mwide broken: conflicts with root.size.width, c1, c2 (short by 60)\u{1B}[0m"))
  #expect(printed.contains("  \u{1B}[32mwide restored\u{1B}[0m"))
  #expect(printed.contains("  box: (20, 0, 260, 0) → (20, 0, 200, 0)"))  // frames stay plain
}

@Test func violatedIsYellowAndAmbiguityMagenta() {
  let text = """
    add view root size 300x200
    add view a in root
    a.width == 100
    a.width == 50 @750
    ambiguity
    """
  let printed = lines(text, options: ScriptRunner.Options(colored: true, echoesCommands: false))
  #expect(printed.contains("  \u{1B}[33mc2 violated by 50 (@750): lost to c1 (required)\u{1B}[0m"))
  #expect(printed.contains { $0.hasPrefix("  \u{1B}[35m") && $0.contains("any value in") })
}

@Test func noColourUnlessAsked() {
  #expect(lines(conflict, options: ScriptRunner.Options()).allSatisfy { !$0.contains("\u{1B}[") })
}

/// Runs `text` with colour, going on after errors, and returns the transcript's lines (no
/// diagnostics).
private func colouredTranscript(_ text: String) -> [String] {
  let collector = LineCollector()
  let options = ScriptRunner.Options(keepGoing: true, colored: true, echoesCommands: false)
  var runner = ScriptRunner(session: Session(), options: options) { line, channel in
    if channel == .transcript { collector.append(line) }
  }
  runner.run(text, file: "t.lyt")
  return collector.lines
}

/// Every status colour in one run, line by line: broken (with its fixes plain), the count of
/// broken constraints in `explain`, no longer broken, violated (in a change report and indented
/// in `violations`), failed expectations, satisfied, and a free value in `why`.
@Test func everyStatusLineHasItsColourAndNothingElseHasOne() {
  let text = """
    add view root size 300x200
    add view box in root
    box.leading == root.leading + 20
    box.trailing == root.trailing - 20
    box.width == 200 as wide
    explain
    remove wide
    box.top == root.top
    box.height == 50 @750 as tall
    box.height == 40
    violations
    expect box.height == 50
    expect satisfied tall
    remove c4
    why box.leading
    add view free in root
    why free.left
    undo
    """
  #expect(
    colouredTranscript(text) == [
      "  root: new (0, 0, 300, 200)",
      "  box: new (0, 0, 0, 0)",
      "  added c1",
      "  box: (0, 0, 0, 0) → (20, 0, 0, 0)",
      "  added c2",
      "  box: (20, 0, 0, 0) → (20, 0, 260, 0)",
      "  added wide",
      "  \u{1B}[31mwide broken: conflicts with root.size.width, c1, c2 (short by 60)\u{1B}[0m",
      "    because 20 + 200 + 20 = 240, but root.width is 300: 60 points too narrow",
      "    fix: deactivate wide; set priority wide 999; activate wide  → no frame moves; wide gives way",
      "    fix: remove wide; wide: box.width >= 200  → no frame moves",
      "    fix: deactivate c2; set priority c2 999; activate c2  → box narrows to 200; c2 gives way",
      "  \u{1B}[31m1 broken constraint, 1 ambiguous item\u{1B}[0m",
      "  broken (required constraints that cannot all hold; kept above every optional priority):",
      "  \u{1B}[31m  wide broken: conflicts with root.size.width, c1, c2 (short by 60)\u{1B}[0m",
      "      because 20 + 200 + 20 = 240, but root.width is 300: 60 points too narrow",
      "      fix: deactivate wide; set priority wide 999; activate wide  → no frame moves; wide gives way",
      "      fix: remove wide; wide: box.width >= 200  → no frame moves",
      "      fix: deactivate c2; set priority c2 999; activate c2  → box narrows to 200; c2 gives way",
      "  ambiguous (more than one layout is equally good):",
      "    box: y in [-inf, inf], height in [0, inf]",
      "      cause of box.y: missing constraints: nothing resists the change",
      "      fix: box.top == root.top  → no frame moves",
      "      cause of box.height: missing constraints: nothing resists the change",
      "      no size to suggest: give it one (`box.height == …`), or pin both its edges",
      "  \u{1B}[31mwide no longer broken: removed\u{1B}[0m",
      "  added c3",
      "  added tall",
      "  box: (20, 0, 260, 0) → (20, 0, 260, 50)",
      "  added c4",
      "  box: (20, 0, 260, 50) → (20, 0, 260, 40)",
      "  \u{1B}[33mtall violated by 10 (@750): lost to c4 (required)\u{1B}[0m",
      "  1 violated optional constraint, most important first:",
      "  \u{1B}[33m  tall violated by 10 (@750): lost to c4 (required)\u{1B}[0m",
      "      fix: remove c4; c4: box.height >= 40  → box grows to 50 tall",
      "      fix: deactivate c4; set priority c4 749; activate c4  → box grows to 50 tall; c4 gives way",
      "  \u{1B}[31mFAILED: box.height is 40, expected == 50\u{1B}[0m",
      "  \u{1B}[31mFAILED: tall is active and violated by 10\u{1B}[0m",
      "  box: (20, 0, 260, 40) → (20, 0, 260, 50)",
      "  \u{1B}[32mtall satisfied\u{1B}[0m",
      "  box.leading = 20 (root coordinates)",
      "    = root.left + 20  c1",
      "    = 20              root.size.x",
      "  fixed by:",
      "    root.size.x  root.left == 0",
      "    c1           box.leading == root.leading + 20",
      "  why not larger: root.size.x, c1 (required) forbid it",
      "  why not smaller: root.size.x, c1 (required) forbid it",
      "  free: new (0, 0, 0, 0)",
      "  \u{1B}[35mfree.left = 0 (root coordinates), but it is not fixed: any value in [-inf, inf] is as good\u{1B}[0m",
      "  also depends on free.left, which nothing determines",
      "  cause: missing constraints: nothing resists the change",
      "    fix: free.leading == root.leading  → no frame moves",
      "  undid: add view free in root",
      "  free: removed (was (0, 0, 0, 0))",
    ])
}

/// A line is coloured by what it reports, not by its words: constraints named `broken` and
/// `satisfied` and help that mentions a broken constraint stay plain, and a violation that lost
/// to a constraint named `broken` is yellow (words picked red, green and red here before).
@Test func wordsInNamesAndHelpDoNotColourALine() {
  let text = """
    add view root size 300x200
    add view box in root
    box.width == 100 as broken
    box.width == 50 @750 as satisfied
    constraints box
    help expect broken
    """
  #expect(
    colouredTranscript(text) == [
      "  root: new (0, 0, 300, 200)",
      "  box: new (0, 0, 0, 0)",
      "  added broken",
      "  box: (0, 0, 0, 0) → (0, 0, 100, 0)",
      "  added satisfied",
      "  \u{1B}[33msatisfied violated by 50 (@750): lost to broken (required)\u{1B}[0m",
      "  broken     box.width == 100  @1000  active",
      "  \u{1B}[33msatisfied  box.width == 50   @750   active  violated by 50, lost to broken\u{1B}[0m",
      "  expect broken ID",
      "    assert that a required constraint was broken",
      "    example: expect broken c7",
    ])
}
