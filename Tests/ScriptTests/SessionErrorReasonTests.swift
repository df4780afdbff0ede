import CommandLanguage
import Layout
import Testing

@testable import Script

/// Commands fail with typed reasons; the words are ``SessionErrorText``'s (see
/// `SessionErrorTextTests`).
@Suite struct SessionErrorReasonTests {
  private static let window =
    "add view root size 320x480\nadd view a in root\nadd view b in root\nadd guide g in root\n"

  /// The error of the last line of `text`, after the lines before it ran.
  private func failure(_ text: String, files: InMemoryFiles? = nil) -> SessionError? {
    var session = files.map { Session(files: $0) } ?? Session()
    let statements = Parser.parse(text, file: "t.lyt").statements
    for statement in statements.dropLast() { _ = try? session.execute(statement) }
    guard let last = statements.last else { return nil }
    do {
      _ = try session.execute(last)
      return nil
    } catch {
      return error
    }
  }

  private func reason(_ text: String) -> SessionError.Reason? { failure(Self.window + text)?.reason }

  @Test func historyReasons() {
    #expect(failure("undo")?.reason == .history(.nothingToUndo))
    #expect(failure("redo")?.reason == .history(.nothingToRedo))
    #expect(failure("undo")?.entries.first?.range.start.column == 1)
  }

  @Test func nameReasons() {
    #expect(reason("a.width == zz.width") == .name(.unknown(.view, name: "zz", suggestion: nil)))
    #expect(reason("set hidden g true") == .name(.guideNotView("g")))
    #expect(reason("set constant c9 1") == .name(.unknown(.constraint, name: "c9", suggestion: nil)))
    #expect(reason("a.width == 1 as w\na.width == 2 as w") == .name(.idTaken("w", givenBy: .constraint)))
  }

  @Test func stackAndDistributeReasons() {
    #expect(reason("add stack s in root axis h views a a") == .stack(.listedTwice("a")))
    #expect(
      reason("add stack s in root axis h alignment leading views a b")
        == .stack(.alignment(.leading, axis: .horizontal)))
    #expect(reason("add stack s in root axis h views a s") == .stack(.arrangesItself(stack: "s")))
    #expect(reason("distribute a h spacing 4") == .distribute(.tooFewViews))
    #expect(reason("distribute a a h spacing 4") == .distribute(.listedTwice("a")))
  }

  @Test func animationReasons() {
    #expect(reason("a.width == 4 as w\nanimate w 0 -> 1 duration 0") == .animation(.durationOutOfRange))
    #expect(reason("animate a.leading 0 -> 1") == .animation(.notAnimatable(target: "a.leading")))
    #expect(
      reason("animate a.height 0 -> 1")
        == .animation(.noConstant(target: "a.height", view: "a", axis: .vertical)))
    #expect(reason("animate { undo }") == .animation(.notInBlock(.undo)))
  }

  @Test func fileReasonsCarryTheFileAndWhy() {
    let denied = FileAccessError(.unavailable)
    #expect(failure("load x.lyt")?.reason == .file(.cannotRead(file: "x.lyt", denied)))
    #expect(failure("save x.lyt")?.reason == .file(.cannotWrite(file: "x.lyt", denied)))
    #expect(failure("export swift x.swift")?.reason == .file(.cannotWriteExport(file: "x.swift", denied)))
    #expect(failure("import log x.txt")?.reason == .file(.cannotRead(file: "x.txt", denied)))
  }

  @Test func loadedErrorsPointIntoTheFileThenNoteTheLoad() throws {
    let files = InMemoryFiles(["bad.lyt": "add view root\nundo\nundo\nundo\n"])
    let error = try #require(failure("load bad.lyt", files: files))
    #expect(error.entries.map(\.reason) == [.history(.nothingToUndo), .note(.loading(file: "bad.lyt"))])
    #expect(error.entries.map { $0.source?.file } == ["bad.lyt", nil])
    #expect(error.diagnostics.map(\.severity) == [.error, .note])
    let parse = try #require(failure("load bad.lyt", files: InMemoryFiles(["bad.lyt": "add view\n"])))
    guard case .parse = parse.reason else {
      Issue.record("a loaded file's syntax error is the parser's: \(String(describing: parse.reason))")
      return
    }
  }

  @Test func layoutAndFormatReasons() {
    guard case .layout(.invalidPairing) = reason("a.leading == b.width") else {
      Issue.record("an invalid pairing is the engine's refusal")
      return
    }
    guard case .visualFormat(.line(_, let suggestion, let isGuide)) = reason("H:[a]-[bb]") else {
      Issue.record("a refused VFL line")
      return
    }
    #expect(suggestion == "b")
    #expect(!isGuide)
    guard case .visualFormat(.line(_, _, true)) = reason("H:[a]-[g]") else {
      Issue.record("a VFL line naming a guide")
      return
    }
  }

  @Test func codeReasons() {
    #expect(reason("g.addSubview(a)") == .code(.alreadyInParent("a", parent: "root")))
    #expect(
      failure("add view r1 size 10x10\nadd view r2 size 10x10\nview.addSubview(a)")?.reason
        == .code(.ambiguousRootView(roots: ["r1", "r2"])))
    let files = InMemoryFiles(["bad.swift": "a.widthAnchor.constraint(equalToConstant: 4\n"])
    let error = failure(Self.window + "import code bad.swift", files: files)
    guard case .code(.reader) = error?.reason else {
      Issue.record("code the reader refuses: \(String(describing: error?.reason))")
      return
    }
    #expect(error?.entries.last?.reason == .note(.importing(file: "bad.swift")))
  }
}
