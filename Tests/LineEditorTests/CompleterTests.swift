import Testing

@testable import LineEditor

@Suite struct CompleterTests {
  let completer = Completer(
    vocabulary: CompletionVocabulary(
      commands: ["add", "show", "set", "undo", "quit"],
      secondWords: ["add": ["view", "guide", "scroll", "stack", "constraint"], "set": ["priority", "constant"]],
      items: ["root", "card", "cardTitle"],
      attributes: ["width", "height", "centerX", "centerY", "top"],
      constraintIDs: ["c1", "c2", "half"], metrics: ["pad"], keywords: ["in", "size", "intrinsic"],
      priorities: ["required", "defaultHigh", "defaultLow"], helpTopics: ["building", "priorities", "why", "set"]))

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
    #expect(completer.candidates(beforeCursor: "show c").candidates == ["card", "cardTitle"])
    #expect(completer.candidates(beforeCursor: "add view x i").candidates == ["in", "intrinsic"])
    #expect(completer.action(beforeCursor: "remove h") == .insert("alf "))
    #expect(completer.action(beforeCursor: "show card") == .list(["card", "cardTitle"]))
    #expect(completer.action(beforeCursor: "show ca") == .insert("rd"))
  }

  /// Issue #28: after a complete attribute or `set constant `, Tab listed some 60 keywords.
  @Test func theCommandDecidesWhatFollows() {
    #expect(completer.candidates(beforeCursor: "card.width ").candidates == ["==", "<=", ">="])
    #expect(completer.candidates(beforeCursor: "w: card.width ").candidates == ["==", "<=", ">="])
    #expect(completer.candidates(beforeCursor: "card.width == ").candidates == ["root", "card", "cardTitle"])
    #expect(completer.candidates(beforeCursor: "card.width == 100 @d").candidates == ["@defaultHigh", "@defaultLow"])
    #expect(completer.candidates(beforeCursor: "set constant ").candidates == ["c1", "c2", "half"])
    #expect(completer.candidates(beforeCursor: "set constant c1 ").candidates == [])
    #expect(
      completer.candidates(beforeCursor: "set priority c1 ").candidates == ["required", "defaultHigh", "defaultLow"])
    #expect(completer.candidates(beforeCursor: "set hug card ").candidates == ["h", "v"])
    #expect(completer.candidates(beforeCursor: "set hug ").candidates == ["root", "card", "cardTitle"])
    #expect(completer.candidates(beforeCursor: "deactivate c1 ").candidates == ["c1", "c2", "half"])
    #expect(completer.candidates(beforeCursor: "expect broken h").candidates == ["half"])
    #expect(completer.action(beforeCursor: "help wh") == .insert("y "))
    #expect(completer.candidates(beforeCursor: "help set p").candidates == ["priority"])
  }

  @Test func listsAreColumnsDownThenAcross() {
    let words = ["add", "ambiguity", "animate", "activate", "constraints", "deactivate", "draw"]
    #expect(
      CompletionColumns.lines(words, width: 40) == [
        "add          activate     draw",
        "ambiguity    constraints",
        "animate      deactivate",
      ])
    #expect(CompletionColumns.lines(words, width: 10) == words)
    #expect(CompletionColumns.lines([], width: 80) == [])
  }

  @Test func blockOpeningBraceStartsAWord() {
    #expect(completer.action(beforeCursor: "animate {car") == .insert("d"))
  }

  @Test func unicodeBeforeTheWord() {
    #expect(completer.action(beforeCursor: "# 日本 q") == .none)
    #expect(completer.candidates(beforeCursor: "show é").candidates.isEmpty)
  }
}
