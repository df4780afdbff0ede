import Testing

@testable import LineEditor

/// A fake file system: directory path → entries.
private let files: [String: [String]] = [
  ".": ["card.lyt", "cards/", "crash.txt", ".hidden"],
  "cards/": ["a.lyt", "b.lyt"],
]

private let completer = Completer(
  vocabulary: CompletionVocabulary(
    commands: ["load", "save", "import", "metric", "show"], secondWords: ["import": ["log"]], items: ["root"],
    constraintIDs: ["c1"], metrics: ["gap"], listDirectory: { files[$0] ?? [] }))

@Test func pathsAfterLoadSaveAndImportLog() {
  #expect(completer.candidates(beforeCursor: "load ca").candidates == ["card.lyt", "cards/"])
  #expect(completer.action(beforeCursor: "load ca") == .insert("rd"))
  #expect(completer.action(beforeCursor: "save cards") == .insert("/"))  // a directory stays open
  #expect(completer.action(beforeCursor: "load cards/a") == .insert(".lyt "))
  #expect(completer.action(beforeCursor: "import log cr") == .insert("ash.txt "))
  #expect(completer.candidates(beforeCursor: "load ").candidates == ["card.lyt", "cards/", "crash.txt"])
  #expect(completer.candidates(beforeCursor: "load .h").candidates == [".hidden"])
}

@Test func pathsAfterImportCodeAndExportLanguage() {
  #expect(completer.action(beforeCursor: "import code cr") == .insert("ash.txt "))
  #expect(completer.action(beforeCursor: "export swift cards/b") == .insert(".lyt "))
  #expect(completer.candidates(beforeCursor: "export snapkit ").candidates == ["card.lyt", "cards/", "crash.txt"])
}

@Test func metricNamesAmongOtherWords() {
  #expect(completer.action(beforeCursor: "metric ga") == .insert("p "))
  #expect(completer.candidates(beforeCursor: "add view a in root size ").candidates == ["root", "c1", "gap"])
  #expect(completer.candidates(beforeCursor: "show ").candidates == ["root"])
}

@Test func keywordsInsideCommands() {
  let keywords = Completer(
    vocabulary: CompletionVocabulary(items: ["root", "icon"], keywords: ["in", "intrinsic", "size"]))
  #expect(keywords.candidates(beforeCursor: "add view a i").candidates == ["icon", "in", "intrinsic"])
  #expect(keywords.action(beforeCursor: "add view a in root si") == .insert("ze "))
}
