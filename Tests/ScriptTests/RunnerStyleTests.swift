import Testing

@testable import Script

/// Runs `text` with the given options and returns the printed lines.
private func lines(_ text: String, options: ScriptRunner.Options) -> [String] {
  let collector = LineCollector()
  var runner = ScriptRunner(session: Session(), options: options) { line, _ in collector.append(line) }
  runner.run(text, file: "t.lyt")
  return collector.lines
}

private let conflict = """
  add view root size 300x200
  add view box in root
  box.leading == root.leading + 20
  box.trailing == root.trailing - 20
  box.width == 200 as wide
  deactivate c2
  """

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
