import Testing

@testable import CommandLanguage
@testable import Script

private func kinds(_ text: String) -> [TokenKind] {
  var lexer = Lexer(text, file: "t")
  var result: [TokenKind] = []
  while true {
    let token = lexer.next()
    if token.kind == .endOfInput { return result }
    result.append(token.kind)
  }
}

@Test func lexesSizesAsNumberXNumber() {
  #expect(kinds("320x480") == [.number(320), .identifier, .number(480)])
  #expect(kinds("1.5x2.25") == [.number(1.5), .identifier, .number(2.25)])
  #expect(kinds("x480") == [.identifier])
}

@Test func lexesOperatorsAndLists() {
  #expect(
    kinds("== <= >= -> = + - * / @ : . , { } ( ) [ ] | ;")
      == [
        .punctuation(.equalEqual), .punctuation(.lessEqual), .punctuation(.greaterEqual), .punctuation(.arrow),
        .punctuation(.equal), .punctuation(.plus), .punctuation(.minus), .punctuation(.star), .punctuation(.slash),
        .punctuation(.at), .punctuation(.colon), .punctuation(.dot), .punctuation(.comma), .punctuation(.leftBrace),
        .punctuation(.rightBrace), .punctuation(.leftParen), .punctuation(.rightParen), .punctuation(.leftBracket),
        .punctuation(.rightBracket), .punctuation(.pipe), .punctuation(.semicolon),
      ])
  #expect(
    kinds("8,16,8,16")
      == [
        .number(8), .punctuation(.comma), .number(16), .punctuation(.comma), .number(8), .punctuation(.comma),
        .number(16),
      ])
}

@Test func lexesCommentsContinuationsAndNewlines() {
  #expect(kinds("a # comment\nb") == [.identifier, .newline, .identifier])
  #expect(kinds("a \\\n  b") == [.identifier, .identifier])
  #expect(kinds("a \\  \r\nb") == [.identifier, .identifier])
  #expect(kinds("a\r\nb\rc") == [.identifier, .newline, .identifier, .newline, .identifier])
}

@Test func lexesOptionsStringsAndProblems() {
  #expect(kinds("--width 3") == [.option, .number(3)])
  #expect(kinds("\"my file.lyt\"") == [.string("my file.lyt")])
  #expect(kinds("\"a\\\"b\"") == [.string("a\"b")])
  #expect(kinds("\"open") == [.invalid(.unterminatedString)])
  #expect(kinds("100px") == [.invalid(.malformedNumber)])
  #expect(kinds("a \\ b") == [.identifier, .invalid(.strayBackslash), .identifier])
  #expect(kinds("a \\") == [.identifier, .invalid(.continuationAtEndOfInput)])
  #expect(kinds("a é€ b") == [.identifier, .invalid(.unexpectedCharacters), .identifier])
  #expect(kinds("1" + String(repeating: "0", count: 400)) == [.invalid(.numberOutOfRange)])
}

@Test func tracksLinesAndColumnsInGraphemeClusters() {
  var lexer = Lexer("é🇫🇷 a\n  bc", file: "f.lyt")
  let garbage = lexer.next()
  #expect(garbage.range.start == SourceLocation(file: "f.lyt", line: 1, column: 1, offset: 0))
  #expect(garbage.range.end.column == 3)
  let a = lexer.next()
  #expect(a.text == "a")
  #expect(a.range.start == SourceLocation(file: "f.lyt", line: 1, column: 4, offset: 3))
  #expect(a.precededBySpace)
  _ = lexer.next()
  let bc = lexer.next()
  #expect(bc.text == "bc")
  #expect(bc.range.start == SourceLocation(file: "f.lyt", line: 2, column: 3, offset: 7))
  #expect(bc.range.end == SourceLocation(file: "f.lyt", line: 2, column: 5, offset: 9))
}

@Test func lexesExponents() {
  #expect(kinds("1e3") == [.number(1000)])
  #expect(kinds("2.5e-4") == [.number(0.00025)])
  #expect(kinds("5e+2x20") == [.number(500), .identifier, .number(20)])
  #expect(kinds("1e") == [.invalid(.malformedNumber)])
  #expect(kinds("1e400") == [.invalid(.numberOutOfRange)])
}

/// Found by the fuzz target: a huge size prints with an exponent, which must parse back.
@Test func hugeNumbersRoundTrip() throws {
  let source = "add view root size 320x555555555555555555555555555555555555555555555480"
  let statement = try #require(Parser.parse(source, file: "t.lyt").statements.first)
  let printed = statement.command.description
  #expect(printed == "add view root size 320x5.555555555555556e+47")
  #expect(Parser.parse(printed, file: "t.lyt").statements.first?.command == statement.command)
}

/// Found by the fuzz target: a backslash inside a VFL line is an error, not raw text that a
/// saved script would read back as a line continuation.
@Test func backslashInVisualFormatIsAnError() {
  let result = Parser.parse("H:|-1\\\\ \nshow", file: "t.lyt")
  #expect(result.errors.map(\.kind) == [.strayBackslash])
  #expect(result.errors.first?.range.start.column == 6)
}

/// Found by the fuzz target: `H :|…` named a VFL line `H`, which printed back as `H: |…`, the
/// orientation. The orientation letters cannot name a line.
@Test func orientationLettersCannotNameAVisualFormatLine() {
  let result = Parser.parse("H :|-[a]-|", file: "t.lyt")
  #expect(result.errors.map(\.kind) == [.orientationAsName("H")])
  #expect(result.errors.first?.message == "'H' cannot name a VFL line: it is the line's orientation")
  #expect(Parser.parse("row :|-[a]-|", file: "t.lyt").errors.isEmpty)
}

/// Token text is copied from the UTF-8 bytes by character offsets; after multi-byte characters
/// and CR LF line ends (one character, two bytes) the offsets must still land on the token.
@Test func tokenTextAfterMultiByteCharactersAndCRLF() {
  var lexer = Lexer("\"café\" ü\r\nlabel.width == 12 # é\r\n\"naïve\"", file: "t")
  var texts: [String] = []
  while true {
    let token = lexer.next()
    if token.kind == .endOfInput { break }
    texts.append(token.text)
  }
  #expect(texts == ["\"café\"", "ü", "\n", "label", ".", "width", "==", "12", "\n", "\"naïve\""])
  #expect(kinds("\"café\" ü") == [.string("café"), .invalid(.unexpectedCharacters)])
  // A combining mark makes one character of `=` and the mark: no longer the punctuation.
  #expect(kinds("a =\u{301}= b") == [.identifier, .invalid(.unexpectedCharacters), .punctuation(.equal), .identifier])
}
