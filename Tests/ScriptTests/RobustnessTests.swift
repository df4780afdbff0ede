import Testing

@testable import CommandLanguage
@testable import Script

/// Every error points inside the text (or just past its end).
private func checkLocations(
  _ text: String, _ result: ParseResult, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let count = text.count
  for error in result.errors {
    #expect(error.location.line >= 1, sourceLocation: sourceLocation)
    #expect(error.location.column >= 1, sourceLocation: sourceLocation)
    #expect(error.location.offset <= count, sourceLocation: sourceLocation)
    _ = DiagnosticRenderer(source: SourceText(text, file: "t")).render(error)
  }
}

@Test func emptyAndBlankInput() {
  for text in ["", "\n\n", "   \t", "# only a comment", ";;;", "\\\n"] {
    let result = Parser.parse(text)
    #expect(result.statements.isEmpty)
    #expect(result.errors.isEmpty, "\(text.debugDescription)")
  }
}

@Test func binaryGarbageNeverCrashes() {
  var state: UInt64 = 0x2545_F491_4F6C_DD1D
  for _ in 0..<200 {
    var bytes: [UInt8] = []
    for _ in 0..<256 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      bytes.append(UInt8(truncatingIfNeeded: state >> 56))
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let result = Parser.parse(text, file: "garbage")
    checkLocations(text, result)
  }
}

@Test func randomTokenSoupNeverCrashes() {
  let pieces = [
    "a", ".", "width", "==", "<=", "@", "750", "{", "}", "animate", "add", "view", "in", "(", ")", "[", "|", "H", ":",
    "\n", ";", "-", "*", "/", "0", "x", "set", "expect", "\\\n", "#", "\"", "options", "as", "--svg", ",", "help",
  ]
  var state: UInt64 = 42
  for _ in 0..<300 {
    var text = ""
    for _ in 0..<40 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      text += pieces[Int(state >> 33) % pieces.count] + ((state >> 20) & 1 == 0 ? " " : "")
    }
    checkLocations(text, Parser.parse(text, file: "soup"))
  }
}

@Test func invalidUTF8ArrivesAsReplacementCharacters() {
  let text = String(
    decoding: [0x75, 0x6E, 0x64, 0x6F, 0x20, 0xFF, 0xFE, 0x0A, 0x72, 0x65, 0x64, 0x6F] as [UInt8], as: UTF8.self)
  let result = Parser.parse(text, file: "u.lyt")
  #expect(result.errors.map(\.kind) == [.unexpectedCharacter("\u{FFFD}\u{FFFD}")])
  #expect(result.errors.first?.location == SourceLocation(file: "u.lyt", line: 1, column: 6, offset: 5))
  #expect(result.statements.map(\.command) == [.redo])
  #expect(
    DiagnosticRenderer(source: SourceText(text, file: "u.lyt")).render(result.errors[0]) == """
      u.lyt:1:6: error: unexpected character '\u{FFFD}'
      undo \u{FFFD}\u{FFFD}
           ^~
      hint: names are ASCII letters, digits and '_'; '#' starts a comment
      """)
}

@Test func oneMegabyteLines() {
  let name = String(repeating: "a", count: 1 << 20)
  let long = Parser.parse(name, file: "big")
  #expect(long.errors.count == 1)
  #expect(long.errors.first?.range.end.column == (1 << 20) + 1)

  let sum = "a.width == " + String(repeating: "1 + ", count: 200_000) + "1"
  let parsed = Parser.parse(sum, file: "big")
  #expect(parsed.errors.isEmpty)
  if case .addConstraint(let definition) = parsed.statements.first?.command {
    #expect(definition.expression.constant == 200_001)
  } else {
    Issue.record("not a constraint")
  }

  let format = "H:|" + String(repeating: "-[a]", count: 200_000) + "-|"
  #expect(Parser.parse(format, file: "big").errors.isEmpty)

  let garbage = String(repeating: "€", count: 1 << 20)
  #expect(Parser.parse(garbage, file: "big").errors.map(\.location.column) == [1])
}

@Test func deeplyNestedParenthesesAndBraces() {
  let parentheses = String(repeating: "(", count: 5000) + "a.width" + String(repeating: ")", count: 5000)
  let result = Parser.parse(parentheses, file: "p.lyt")
  #expect(result.errors.map(\.kind) == [.expected("a command", found: "'('")])
  #expect(result.errors.first?.location.column == 1)

  let inExpression = "a.width == " + String(repeating: "(", count: 5000) + "1"
  #expect(firstError(inExpression)?.kind == .expected("a number or an attribute", found: "'('"))

  let inFormat = "H:|" + String(repeating: "(", count: 5000) + "[a]" + String(repeating: ")", count: 5000) + "|"
  #expect(Parser.parse(inFormat).errors.isEmpty)

  let braces = String(repeating: "animate { ", count: 5000)
  let nested = Parser.parse(braces, file: "b.lyt")
  #expect(nested.errors.first?.kind == .nestedBlock)
  #expect(nested.errors.first?.location.column == 11)

  let bare = String(repeating: "{", count: 5000) + String(repeating: "}", count: 5000)
  #expect(
    Parser.parse(bare).errors.map(\.kind) == [.expected("a command (a block is written `animate { … }`)", found: "'{'")]
  )
}

@Test func errorCountIsCapped() {
  let text = String(repeating: "oops\n", count: 100_000)
  let result = Parser.parse(text, file: "many", maximumErrors: 20)
  #expect(result.errors.count == 21)
  #expect(result.errors.last?.kind == .tooManyErrors(20))
  #expect(result.errors.last?.location.line == 21)
}

@Test func unterminatedBlocksAtEveryCut() {
  let text = "animate duration 0.5 {\n  set constant c1 4\n  a.width == 10 @750\n}"
  for cut in 0...text.count {
    let prefix = String(text.prefix(cut))
    let result = Parser.parse(prefix, file: "cut")
    checkLocations(prefix, result)
    if cut > 22, cut < text.count {
      #expect(result.isIncomplete, "\(prefix.debugDescription)")
    }
  }
}
