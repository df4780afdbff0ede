import Testing

@testable import CommandLanguage
@testable import Script

/// Issue #28: `help` grouped by topic, wrapped to the terminal, with concepts and a hint that
/// names what `help` knows.
@Test func helpForAGroupWrapsUnderEachSyntax() {
  #expect(
    CommandReference.helpText(topic: "animation", width: 50) == """
      animation: sweeps and animated changes
        animate TARGET FROM -> TO [duration S] [fps N]
          sweep a root's or intrinsic width/height, or a
          constraint's constant (default 1 s, 30 fps)
          example: animate root.width 320 -> 480
            duration 1 fps 10
        animate [duration S] { COMMANDS }
          apply the commands, then ease the frames from
          the old layout to the new (default 0.25 s)
          example: animate duration 0.3 { set constant
            c1 100 }
      """)
}

@Test func everyHelpTextFitsEightyColumns() {
  // A response line is printed after a two-space indent, so 78 columns are left in 80.
  let topics = [nil] + CommandReference.helpTopicNames.map { Optional($0) } + CommandReference.entries.map(\.topic)
  for topic in topics {
    let text = CommandReference.helpText(topic: topic, width: 78) ?? ""
    #expect(!text.isEmpty, "\(topic ?? "help")")
    for line in text.split(separator: "\n") {
      #expect(line.count <= 78, "\(topic ?? "help"): \(line)")
    }
  }
}

@Test func helpListsTheGroupsAndTheirCommandsInOrder() throws {
  #expect(
    CommandReference.groups.map(\.name) == [
      "building", "changing", "inspecting", "explaining", "checking", "animation", "session",
    ])
  #expect(CommandReference.entries.count == 53)
  let text = try #require(CommandReference.helpText(width: 78))
  #expect(
    text.hasPrefix(
      """
      `help GROUP` shows a group with examples, `help COMMAND` one command (`help
      set priority`); concepts: attributes, priorities, vfl, stacks.

      building: views, guides, stacks and constraints
        add view NAME [in PARENT] [size WxH] [frame X,Y,W,H [autoresizing MASK]]
            [intrinsic WxH] [hug H[,V]] [resist H[,V]] [margins T,L,B,R]
          create a view; 'size' pins a root view's frame to (0,0,W,H); 'frame' makes
          a subview translate its autoresizing mask into constraints, as UIKit does
          (MASK: none, flexibleWidth,flexibleTopMargin…, or the log's h=-&- v=--&);
          'view …' is an alias
      """))
  #expect(text.hasSuffix("\n  quit\n    leave lyt ('exit' is an alias)"))
  #expect(text.contains("\n\nexplaining: why the layout is what it is\n  why VIEW.ATTR\n"))
}

@Test func conceptsAreFoundInTheSingularAndListTheirCommands() throws {
  let priorities = try #require(CommandReference.helpText(topic: "priority", width: 78))
  #expect(priorities == CommandReference.helpText(topic: "priorities", width: 78))
  #expect(priorities.hasPrefix("A priority is a number in (0, 1000], written @P after a constraint. 1000\n"))
  #expect(
    priorities.hasSuffix(
      """
        violations
          list every violated optional constraint, most important first, with what
          beat it
          example: violations
      """))
  #expect(command("help priority") == .help(n("priority")))
  #expect(command("help stack views") == .help(n("stack views")))
  #expect(CommandReference.helpText(topic: "stacks", width: 78)?.contains("  add stack NAME in PARENT") == true)
}

@Test func textWrapsAtWordsWithAHangingIndent() {
  #expect(TextWrap.lines("one two three four", width: 9) == ["one two", "three", "four"])
  #expect(TextWrap.lines("one two three", width: 10, indent: 2, hangingIndent: 4) == ["  one two", "    three"])
  #expect(TextWrap.lines("averyveryverylongword x", width: 5) == ["averyveryverylongword", "x"])
  #expect(TextWrap.lines("", width: 10, indent: 2) == ["  "])
}

@Test func longResponseLinesWrapAtWordsUnderTheirIndent() {
  #expect(TextWrap.fitting("  c1  a.width == 10  @1000  active", width: 40) == ["  c1  a.width == 10  @1000  active"])
  #expect(
    TextWrap.fitting("    because b.left = a.right + 8 = 108, but c10 needs b.left <= 100", width: 30) == [
      "    because b.left = a.right +", "        8 = 108, but c10 needs", "        b.left <= 100",
    ])
  #expect(TextWrap.visibleWidth("\u{1B}[31mc1 broken\u{1B}[0m") == 9)
  #expect(TextWrap.fitting("\u{1B}[31mc1 broken\u{1B}[0m", width: 9) == ["\u{1B}[31mc1 broken\u{1B}[0m"])
}
