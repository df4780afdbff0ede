import Testing

@testable import CommandLanguage
@testable import Script

private let corpus =
  CommandReference.entries.map(\.example) + [
    "add view card in root size 320x480 intrinsic 100.5x20 hug 251,defaultLow resist 749 margins 8,16,8,-16",
    "add stack col in root axis v alignment center views a b",
    "b.width == 0.5 * a.width - 4 @750",
    "a.height >= 44 @required",
    "a.width == -16 @defaultLow-1.5",
    "a.top == root.safeArea.top as top",
    "H:|-[a]-| options alignAllTop alignAllBottom",
    "set intrinsic a none",
    "animate c3 -1 -> 2.5",
    "animate { set constant c1 1; undo }",
    "draw --svg \"my file.svg\" --width 40",
    "expect a.frame == 0,0.5,-1,2",
    "expect unambiguous",
    "show a.contentGuide",
    "help",
  ]

@Test(arguments: corpus)
func canonicalSpellingParsesBack(_ text: String) {
  guard let original = command(text) else { return }
  let printed = original.description
  let result = Parser.parse(printed, file: "printed")
  #expect(result.errors.isEmpty, "\(printed): \(result.errors)")
  #expect(result.statements.first?.command == original, "\(printed)")
}

@Test func canonicalSpellings() {
  #expect(command("b.width==a.width*0.5-4@750 as half")?.description == "b.width == 0.5 * a.width - 4 @750 as half")
  #expect(command("view a in root hug 251")?.description == "add view a in root hug 251,251")
  #expect(command("save \"a b.lyt\"")?.description == "save \"a b.lyt\"")
  #expect(command("animate {set constant c1 4}")?.description == "animate {\n  set constant c1 4\n}")
}
