import Testing

@testable import CommandLanguage
@testable import Script

/// Issue #28: console text pasted where commands belong is named for what it is, with what to do
/// instead, and the habits of other shells are understood.
@Test func consoleLogLinesAreRecognised() {
  // Lines of examples/logs/cell-height.txt (from https://github.com/moonlsd/TagFlowExample/issues/8).
  let log = [
    "2019-06-06 22:28:25.696300+0200 Shared Shopping List[11996:175318] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
    "\tProbably at least one of the constraints in the following list is one you don't want. ",
    "    \"<NSAutoresizingMaskLayoutConstraint:0x60000286f390 h=--& v=--& UIView:0x7fe4bee22240.height == 0   (active)>\",",
    "Will attempt to recover by breaking constraint ",
    "<NSLayoutConstraint:0x60000286f610 V:[UILabel:0x7fe4bee22420'Tech']-(8)-|   (active, names: '|':UIView:0x7fe4bee22240 )>",
    "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
  ]
  for line in log { #expect(PastedText.kind(ofLine: line) == .consoleLog, "\(line)") }
  #expect(
    PastedText.endsConsoleLog(
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
    ))
  // _autolayoutTrace output as published in https://github.com/roberthein/TinyConstraints/pull/7.
  for line in [
    "•UIWindow:0x7fc260d17e50 - AMBIGUOUS LAYOUT", "|   |   *UIScrollView:0x7fc26280a400",
    "*<UIWindow:0x1093137f0> - AMBIGUOUS LAYOUT",
  ] {
    #expect(PastedText.kind(ofLine: line) == .layoutTrace, "\(line)")
  }
  #expect(
    PastedText.kind(ofLine: "*** Terminating app due to uncaught exception 'NSInvalidArgumentException'")
      == .formatException)
  for command in ["H:|-[a]-|", "|-[a]-|", "a.width == 100", "add view a in root", "(1) look"] {
    #expect(PastedText.kind(ofLine: command) == nil, "\(command)")
  }
}

@Test func aPastedLogLineIsOneErrorWithAWayForward() {
  #expect(
    rendered("Will attempt to recover by breaking constraint\nadd view a") == """
      t.lyt:1:1: error: this is a line of an Xcode console log, not a lyt command
      Will attempt to recover by breaking constraint
      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      hint: save it to a file and run `import log FILE`, or paste the whole log at the REPL prompt
      """)
  #expect(
    rendered("•UIWindow:0x7fc260d17e50 - AMBIGUOUS LAYOUT") == """
      t.lyt:1:1: error: this is `_autolayoutTrace` output, not a lyt command
      •UIWindow:0x7fc260d17e50 - AMBIGUOUS LAYOUT
      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      hint: it names ambiguous views, not their constraints; `import log` a list of their constraints
      """)
  // A view whose name looks like a word of a log is still a view.
  #expect(Parser.parse("Unable.width == 10").errors.isEmpty)
}

@Test func otherShellsWordsForLeavingAndHelp() {
  for word in ["q", "\\q", ":q", " exit() "] { #expect(REPLShortcuts.command(for: word) == "quit", "\(word)") }
  for word in ["?", ".help", "\\?", ":help"] { #expect(REPLShortcuts.command(for: word) == "help", "\(word)") }
  for line in ["quit", "help", "qq", "a.width == 1", ""] { #expect(REPLShortcuts.command(for: line) == nil, "\(line)") }
  #expect(command("exit") == .quit)
  #expect(CommandReference.helpText(topic: "exit")?.hasPrefix("quit\n") == true)
}
