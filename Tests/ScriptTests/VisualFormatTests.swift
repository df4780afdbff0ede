import Testing

@testable import CommandLanguage
@testable import Script

private func vfl(_ text: String) -> VisualFormatLine? {
  guard case .visualFormat(let line) = command(text) else { return nil }
  return line
}

@Test func visualFormatLinesAreRaw() {
  #expect(
    vfl("H:|-16-[a(>=44)]-[b(==a@750)]-(>=8)-|")
      == VisualFormatLine(format: at("H:|-16-[a(>=44)]-[b(==a@750)]-(>=8)-|")))
  #expect(vfl("V:[a]-pad-[b]") == VisualFormatLine(format: at("V:[a]-pad-[b]")))
  #expect(vfl("|-[a]-|") == VisualFormatLine(format: at("|-[a]-|")))
  #expect(vfl("[a][b]") == VisualFormatLine(format: at("[a][b]")))
  #expect(vfl("row: H:|[a]|") == VisualFormatLine(name: n("row"), format: at("H:|[a]|")))
  #expect(vfl("row:[a]-[b]") == VisualFormatLine(name: n("row"), format: at("[a]-[b]")))
  #expect(
    vfl("H:|-[a]-[b]-| options alignAllTop, alignAllBottom | directionLeftToRight")
      == VisualFormatLine(
        format: at("H:|-[a]-[b]-|"), options: [at(.alignAllTop), at(.alignAllBottom), at(.directionLeftToRight)]))
}

@Test func visualFormatKeepsInnerSpacingAndMapsLocations() {
  let line = vfl("  H:|-[a] - [b]-| # c")
  #expect(line?.format.value == "H:|-[a] - [b]-|")
  #expect(line?.format.range.start.column == 3)
  #expect(line?.location(ofCharacterAt: 4).column == 7)
  let continued = vfl("H:|-[a]-\\\n   [b]-|")
  #expect(continued?.format.value == "H:|-[a]-[b]-|")
  #expect(continued?.location(ofCharacterAt: 8) == SourceLocation(file: "t.lyt", line: 2, column: 4, offset: 13))
}

@Test func hAsAViewNameIsNotVisualFormat() {
  #expect(command("H.width == 10")?.kind == .addConstraint)
  #expect(
    rendered("H:|-[a] options alignAllTopp") == """
      t.lyt:1:17: error: unknown VFL option 'alignAllTopp' (did you mean 'alignAllTop'?)
      H:|-[a] options alignAllTopp
                      ^~~~~~~~~~~~
      """)
}
