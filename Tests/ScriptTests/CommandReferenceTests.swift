import Testing

@testable import CommandLanguage
@testable import Script

@Test func everyCommandKindIsDocumented() {
  let documented = Set(CommandReference.entries.map(\.kind))
  #expect(documented == Set(CommandKind.allCases))
}

@Test(arguments: CommandReference.entries)
func everyExampleParsesToItsKind(_ entry: CommandHelp) {
  let result = Parser.parse(entry.example, file: "help")
  #expect(result.errors.isEmpty, "\(entry.example): \(result.errors)")
  #expect(result.statements.map(\.command.kind) == [entry.kind])
}

@Test(arguments: CommandReference.entries)
func everyTopicHasHelpAndParses(_ entry: CommandHelp) {
  for topic in [entry.topic] + entry.aliases {
    #expect(CommandReference.helpText(topic: topic, width: 1000)?.contains(entry.syntax) == true)
    #expect(command("help \(topic)") == .help(n(topic)))
  }
}

@Test func helpTexts() {
  #expect(CommandReference.helpText(topic: "nothing") == nil)
  #expect(
    CommandReference.helpText(topic: "set hug") == """
      set hug VIEW h|v P
        change a content hugging priority
        example: set hug label h 251
      """)
  let all = CommandReference.helpText(width: 1000)?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
  // The introduction, then per group an empty line and a title, per entry a syntax and a summary line.
  #expect(all.count == 1 + 2 * CommandReference.groups.count + 2 * CommandReference.entries.count)
  #expect(CommandReference.entries(matching: "expect").count == 7)
  #expect(CommandReference.entries(matching: "animate").map(\.kind) == [.animateValue, .animateBlock])
  let markdown = CommandReference.markdown().split(separator: "\n")
  #expect(markdown.count == CommandReference.entries.count + 2)
  #expect(markdown[2].hasPrefix("| `add view NAME [in PARENT]"))
  #expect(
    markdown.contains(
      "| `set direction ltr\\|rtl` | set the layout direction for leading and trailing | `set direction rtl` |"))
}

@Test func mutatingCommands() {
  #expect(command("a.width == 1")?.isMutating == true)
  #expect(command("set hidden a true")?.isMutating == true)
  #expect(command("undo")?.isMutating == false)
  #expect(command("expect unambiguous")?.isMutating == false)
  #expect(command("show")?.isMutating == false)
}
