import Layout
import Testing

@testable import CommandLanguage
@testable import Script

@Test func unknownAttributeWithSuggestion() {
  #expect(
    rendered("add view card\ncard.leading == root.leading\ncard.widht == 100", file: "card.lyt") == """
      card.lyt:3:6: error: unknown attribute 'widht' (did you mean 'width'?)
      card.widht == 100
           ^~~~~
      """)
  let error = firstError("a.Width == 1")
  #expect(error?.kind == .unknownName(kind: "attribute", name: "Width", suggestion: "width", expected: []))
  #expect(error?.location == SourceLocation(file: "t.lyt", line: 1, column: 3, offset: 2))
}

@Test func unknownCommandAndKeywords() {
  #expect(
    rendered("ad view a") == """
      t.lyt:1:1: error: unknown command 'ad' (did you mean 'add'?)
      ad view a
      ^~
      hint: type `help` to list the commands
      """)
  #expect(
    rendered("add veiw a") == """
      t.lyt:1:5: error: unknown 'add' form 'veiw' (did you mean 'view'?)
      add veiw a
          ^~~~
      hint: expected 'view', 'guide', 'scroll', 'stack' or 'constraint'
      """)
  #expect(
    rendered("add view a inn root") == """
      t.lyt:1:12: error: unknown add view clause 'inn' (did you mean 'in'?)
      add view a inn root
                 ^~~
      hint: expected 'in', 'size', 'frame', 'autoresizing', 'intrinsic', 'hug', 'resist' or 'margins'
      """)
  #expect(
    rendered("expect satisfeid c1") == """
      t.lyt:1:8: error: unknown 'expect' form 'satisfeid' (did you mean 'satisfied'?)
      expect satisfeid c1
             ^~~~~~~~~
      hint: expected 'satisfied', 'violated', 'broken', 'ambiguous' or 'unambiguous'
      """)
  #expect(
    rendered("set direction rlt") == """
      t.lyt:1:15: error: unknown direction 'rlt' (did you mean 'rtl'?)
      set direction rlt
                    ^~~
      hint: expected 'ltr' or 'rtl'
      """)
  #expect(
    rendered("a.width == 1 @defaultHihg") == """
      t.lyt:1:15: error: unknown priority 'defaultHihg' (did you mean 'defaultHigh'?)
      a.width == 1 @defaultHihg
                    ^~~~~~~~~~~
      hint: expected 'required', 'defaultHigh', 'defaultLow' or 'fittingSizeLevel'
      """)
  #expect(
    rendered("help sett") == """
      t.lyt:1:6: error: unknown help topic 'sett' (did you mean 'set'?)
      help sett
           ^~~~
      hint: `help` lists the groups and concepts; `help building`, `help priorities`, `help set hug`
      """)
  #expect(
    rendered("help set prority") == """
      t.lyt:1:6: error: unknown help topic 'set prority' (did you mean 'set priority'?)
      help set prority
           ^~~~~~~~~~~
      hint: `help` lists the groups and concepts; `help building`, `help priorities`, `help set hug`
      """)
}

@Test func expressionErrors() {
  #expect(
    rendered("a.width = 4") == """
      t.lyt:1:9: error: '=' is not a relation (did you mean '=='?)
      a.width = 4
              ^
      """)
  #expect(
    rendered("a == 100") == """
      t.lyt:1:2: error: expected an attribute after 'a'
      a == 100
       ^
      hint: write an attribute, as in 'a.width'
      """)
  #expect(
    rendered("a.width == b.width + c.width") == """
      t.lyt:1:22: error: a constraint has at most one attribute on each side
      a.width == b.width + c.width
                           ^~~~~~~
      hint: write it as: item1.attr1 == multiplier * item2.attr2 + constant
      """)
  #expect(
    rendered("a.width * 2 == b.width") == """
      t.lyt:1:9: error: the left side of a constraint must be a single attribute
      a.width * 2 == b.width
              ^
      hint: write it as: item1.attr1 == multiplier * item2.attr2 + constant
      """)
  #expect(firstError("a.width == b.width / 0")?.kind == .divisionByZero)
  #expect(firstError("a.width == 2 / b.width")?.kind == .divisionByAttribute)
  #expect(
    rendered("a.width == 1 @1001") == """
      t.lyt:1:15: error: priority 1001 is out of range
      a.width == 1 @1001
                    ^~~~
      hint: a priority is in (0, 1000]; 1000 (required) is the default
      """)
  #expect(firstError("a.width == 1 @required+1")?.kind == .priorityOutOfRange(1001))
  #expect(firstError("a.width == 1 @0")?.kind == .priorityOutOfRange(0))
  #expect(firstError("w: a.width == 1 as v")?.kind == .namedTwice)
  #expect(
    rendered("a.width == ") == """
      t.lyt:1:12: error: expected a number or an attribute, found end of input
      a.width == 
                 ^
      """)
}

@Test func clauseAndValueErrors() {
  #expect(
    rendered("add view a size 320") == """
      t.lyt:1:20: error: expected 'x' and a height (a size is written WxH, like '320x480'), found end of input
      add view a size 320
                         ^
      """)
  #expect(
    rendered("set margins a 8,16,8") == """
      t.lyt:1:21: error: expected ',' and 1 more (T,L,B,R), found end of input
      set margins a 8,16,8
                          ^
      """)
  #expect(firstError("add view a size 1x2 size 3x4")?.kind == .duplicateClause("size"))
  #expect(
    firstError("distribute a b h spacing 8 itemLength 4")?.message == "'spacing' or 'itemLength' is given twice")
  let huge = "1" + String(repeating: "0", count: 300)
  let overflow = firstError("a.width == \(huge) * \(huge)")
  #expect(overflow?.message == "number '1" + String(repeating: "0", count: 39) + "…' is too large")
  #expect(overflow?.range.start.column == 12)
  #expect(firstError("add guide g")?.kind == .missingClause(command: "add guide", clause: "in PARENT"))
  #expect(firstError("add stack s in root views a")?.kind == .missingClause(command: "add stack", clause: "axis h|v"))
  #expect(
    rendered("undo now") == """
      t.lyt:1:6: error: unexpected 'now' after the end of the command
      undo now
           ^~~
      hint: one command per line; '#' starts a comment
      """)
  #expect(
    firstError("set hidden a yes")?.kind
      == .unknownName(kind: "value", name: "yes", suggestion: nil, expected: ["true", "false"]))
}

@Test func lexicalErrors() {
  #expect(
    rendered("add view a € b") == """
      t.lyt:1:12: error: unexpected character '€'
      add view a € b
                 ^
      hint: names are ASCII letters, digits and '_'; '#' starts a comment
      """)
  #expect(
    rendered("add view a size 100px") == """
      t.lyt:1:17: error: invalid number '100px'
      add view a size 100px
                      ^~~~~
      hint: numbers are written like 16, 0.5 or 1e-3, sizes like 320x480
      """)
  #expect(
    rendered("save \"open") == """
      t.lyt:1:6: error: unterminated string
      save "open
           ^~~~~
      hint: close the string with '"' on the same line
      """)
  let dangling = Parser.parse("add view a \\", file: "t.lyt")
  #expect(dangling.errors.first?.kind == .continuationAtEndOfInput)
  #expect(dangling.isIncomplete)
}

@Test func blockErrors() {
  let open = Parser.parse("animate {\n  set constant c1 4\n", file: "t.lyt")
  #expect(open.errors.map(\.kind) == [.unterminatedBlock])
  #expect(open.errors.first?.location == SourceLocation(file: "t.lyt", line: 1, column: 9, offset: 8))
  #expect(open.isIncomplete)
  #expect(open.statements.isEmpty)
  #expect(firstError("}")?.kind == .unexpectedClosingBrace)
  #expect(firstError("animate { animate { undo } }")?.kind == .nestedBlock)
  let inner = Parser.parse("animate {\n  set constnt c1 4\n  undo\n}\nredo", file: "t.lyt")
  #expect(inner.errors.count == 1)
  #expect(inner.errors.first?.location.line == 2)
  #expect(inner.statements.map(\.command) == [.redo])
}

@Test func recoveryReportsEveryBadLine() {
  let result = Parser.parse("ad view a\nundo\na.widht == 1\nredo\n", file: "t.lyt")
  #expect(result.errors.map(\.location.line) == [1, 3])
  #expect(result.statements.map(\.command) == [.undo, .redo])
  #expect(!result.isIncomplete)
}

@Test func rendererHandlesTabsWideCharactersColourAndLongLines() {
  let tabbed = "\ta.widht == 1"
  let error = Parser.parse(tabbed, file: "t.lyt").errors[0]
  #expect(
    DiagnosticRenderer(source: SourceText(tabbed, file: "t.lyt")).render(error).split(separator: "\n")[2] == "\t  ^~~~~"
  )
  let wide = Diagnostic(
    .error, "x",
    at: SourceRange(
      start: SourceLocation(file: "w", line: 1, column: 3, offset: 2),
      end: SourceLocation(file: "w", line: 1, column: 4, offset: 3)))
  #expect(DiagnosticRenderer(source: SourceText("日本a", file: "w")).render(wide) == "w:1:3: error: x\n日本a\n    ^")
  let colored = DiagnosticRenderer(source: SourceText("x", file: "c"), colored: true)
    .render(Diagnostic(.warning, "m", at: SourceRange(at: SourceLocation(file: "c", line: 1, column: 1, offset: 0))))
  #expect(
    colored == "\u{1B}[1mc:1:1:\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m m\n\u{1B}[32m^\u{1B}[0m".replacingFirstLine("x"))
  let long = String(repeating: "a", count: 500) + " ?"
  let lines = rendered(long).split(separator: "\n")
  #expect(lines[0] == "t.lyt:1:1: error: unknown command 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…'")
  #expect(lines[1].count == 101)
  #expect(lines[2] == "^" + String(repeating: "~", count: 99))
}

@Test func controlCharactersArePrintedSafely() {
  #expect(
    rendered("undo \u{1B}[2J") == """
      t.lyt:1:6: error: unexpected character '\\u{1B}'
      undo ?[2J
           ^
      hint: names are ASCII letters, digits and '_'; '#' starts a comment
      """)
}

@Test func namesFromTheSessionGetSuggestions() {
  let resolver = StaticNameResolver([.view: ["root", "card", "label"], .constraint: ["c1", "half"]])
  let name = Name(
    "cardd",
    at: SourceRange(
      start: SourceLocation(file: "t.lyt", line: 1, column: 6, offset: 5),
      end: SourceLocation(file: "t.lyt", line: 1, column: 11, offset: 10)))
  let diagnostic = Diagnostic.unknownName(name, kind: .view, resolver: resolver)
  #expect(diagnostic.message == "unknown view 'cardd' (did you mean 'card'?)")
  #expect(
    DiagnosticRenderer(source: SourceText("show cardd", file: "t.lyt")).render(diagnostic) == """
      t.lyt:1:6: error: unknown view 'cardd' (did you mean 'card'?)
      show cardd
           ^~~~~
      """)
  #expect(
    Diagnostic.unknownName(n("hlaf"), kind: .constraint, resolver: resolver).message
      == "unknown constraint 'hlaf' (did you mean 'half'?)")
  #expect(Diagnostic.unknownName(n("zzz"), kind: .constraint, resolver: resolver).message == "unknown constraint 'zzz'")
}

@Test func editDistanceSuggestions() {
  #expect(Suggestions.editDistance(Array("widht"), Array("width")) == 1)
  #expect(Suggestions.editDistance(Array("kitten"), Array("sitting")) == 3)
  #expect(Suggestions.nearest(to: "heigth", in: Attribute.spellings) == "height")
  #expect(Suggestions.nearest(to: "centreX", in: Attribute.spellings) == "centerX")
  #expect(Suggestions.nearest(to: "xyzzy", in: Attribute.spellings) == nil)
  #expect(Suggestions.nearest(to: "", in: ["a"]) == nil)
  #expect(Suggestions.nearest(to: String(repeating: "w", count: 1000), in: ["width"]) == nil)
}

extension String {
  fileprivate func replacingFirstLine(_ line: String) -> String {
    var parts = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    parts.insert(line, at: 1)
    return parts.joined(separator: "\n")
  }
}

@Test func oneLetterNamesSuggestOnlyTheirOtherCase() {
  #expect(Suggestions.nearest(to: "b", in: ["a", "c"]) == nil)
  #expect(Suggestions.nearest(to: "A", in: ["a", "c"]) == "a")
  #expect(Suggestions.nearest(to: "ab", in: ["ac"]) == "ac")
}
