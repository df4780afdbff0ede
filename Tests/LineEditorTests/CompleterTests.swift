import Testing

@testable import LineEditor

@Suite struct CompleterTests {
  let completer = Completer(
    vocabulary: CompletionVocabulary(
      commands: ["add", "show", "set", "undo", "quit"],
      secondWords: ["add": ["view", "guide", "scroll", "stack", "constraint"], "set": ["priority", "constant"]],
      items: ["root", "card", "cardTitle"],
      attributes: ["width", "height", "centerX", "centerY", "top"],
      constraintIDs: ["c1", "c2", "half"]))

  @Test func firstWordOffersCommandsThenItems() {
    #expect(
      completer.candidates(beforeCursor: "").candidates == [
        "add", "show", "set", "undo", "quit", "root", "card", "cardTitle",
      ])
    #expect(completer.candidates(beforeCursor: "s").candidates == ["show", "set"])
    #expect(completer.action(beforeCursor: "qu") == .insert("it "))
    #expect(completer.action(beforeCursor: "s") == .list(["show", "set"]))
  }

  @Test func secondWordOffersSubcommands() {
    #expect(completer.action(beforeCursor: "add v") == .insert("iew "))
    #expect(completer.action(beforeCursor: "add s") == .list(["scroll", "stack"]))
    #expect(completer.action(beforeCursor: "set co") == .insert("nstant "))
    #expect(completer.action(beforeCursor: "set c") == .list(["constant", "card", "cardTitle"]))
  }

  @Test func attributesAfterItemDot() {
    #expect(completer.action(beforeCursor: "card.wi") == .insert("dth "))
    #expect(completer.action(beforeCursor: "card.center") == .list(["card.centerX", "card.centerY"]))
    #expect(completer.candidates(beforeCursor: "root.width == card.h") == ("card.h", ["card.height"]))
    #expect(completer.action(beforeCursor: "nosuch.wi") == .none)
  }

  @Test func laterWordsOfferItemsAndConstraintIDs() {
    #expect(completer.candidates(beforeCursor: "show c").candidates == ["card", "cardTitle", "c1", "c2"])
    #expect(completer.action(beforeCursor: "remove h") == .insert("alf "))
    #expect(completer.action(beforeCursor: "show card") == .list(["card", "cardTitle"]))
    #expect(completer.action(beforeCursor: "show ca") == .insert("rd"))
  }

  @Test func blockOpeningBraceStartsAWord() {
    #expect(completer.action(beforeCursor: "animate {car") == .insert("d"))
  }

  @Test func unicodeBeforeTheWord() {
    #expect(completer.action(beforeCursor: "# 日本 q") == .none)
    #expect(completer.candidates(beforeCursor: "show é").candidates.isEmpty)
  }
}
