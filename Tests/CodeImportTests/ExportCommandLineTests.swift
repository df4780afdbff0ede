import CodeImport
import CommandLanguage
import Foundation
import LytTestSupport
import Script
import Testing

/// `export` through the built `lyt` binary, as a user runs it: in a script, and as `lyt export`.
@Suite(.serialized) struct ExportCommandLineTests {
  /// A folder with the given files, removed after `body`.
  func inFolder<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lyt-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return try body(directory)
  }

  static let card = """
    add view root size 200x100
    add view badge in root
    badge.trailing == root.trailing - 16
    badge.top == root.top + 16
    badge.width == 24 @750 as small
    badge.height == badge.width

    """

  @Test func aScriptExportsSnapKitThatAnotherScriptImports() throws {
    let second = """
      add view root size 200x100
      import code Badge.swift
      expect badge.frame == 160,16,24,24
      constraints

      """
    try inFolder(["card.lyt": Self.card + "export snapkit Badge.swift\n", "check.lyt": second]) { directory in
      let export = try runLyt(["run", "card.lyt"], in: directory)
      #expect(export.status == 0)
      #expect(
        export.output.hasSuffix("> export snapkit Badge.swift\n  wrote Badge.swift: 1 view, 4 constraints as SnapKit\n")
      )
      let code = try String(contentsOf: directory.appendingPathComponent("Badge.swift"), encoding: .utf8)
      #expect(
        code == """
          // lyt export (SnapKit): 1 view, 4 constraints
          // view: the root view (`root` in lyt), 200x100 (its window's size)
          let badge = UIView()
          view.addSubview(badge)

          badge.snp.makeConstraints { make in
              make.trailing.equalTo(view).offset(-16)
              make.top.equalTo(view).offset(16)
              make.width.equalTo(24).priority(750).labeled("small")
              make.height.equalTo(badge.snp.width)
          }

          """)
      let check = try runLyt(["run", "check.lyt"], in: directory)
      #expect(check.status == 0, "\(check.errors)")
      #expect(
        check.output.hasSuffix(
          """
          > expect badge.frame == 160,16,24,24
            ok
          > constraints
            root.size.x       root.left == 0                        @1000  active
            root.size.y       root.top == 0                         @1000  active
            root.size.width   root.width == 200                     @1000  active
            root.size.height  root.height == 100                    @1000  active
            c1                badge.trailing == root.trailing - 16  @1000  active
            c2                badge.top == root.top + 16            @1000  active
            small             badge.width == 24                     @750   active
            c3                badge.height == badge.width           @1000  active
          expectations: 1 passed, 0 failed

          """), "\(check.output)")
    }
  }

  @Test func lytExportWritesWhatTheCommandPrints() throws {
    try inFolder(["card.lyt": Self.card]) { directory in
      let run = try runLyt(["export", "card.lyt", "--as", "masonry", "-o", "Badge.m"], in: directory)
      #expect(run.status == 0 && run.output.isEmpty && run.errors.isEmpty)
      let code = try String(contentsOf: directory.appendingPathComponent("Badge.m"), encoding: .utf8)
      let printed = try runLyt(["export", "card.lyt", "--as", "masonry"], in: directory)
      #expect(printed.output == code)
      #expect(code == CodeExporter.export(exportSession(Self.card).exportModel, as: .masonry).text)
      #expect(code.contains("    make.width.mas_equalTo(24).priority(750).key(@\"small\");\n"))
    }
  }

  @Test func anUnknownLanguageIsAnErrorWithACaretAndTheLanguages() throws {
    try inFolder(["card.lyt": Self.card + "export kotlin\nexport swfit\n"]) { directory in
      let run = try runLyt(["run", "--keep-going", "card.lyt"], in: directory)
      #expect(run.status == 2)
      #expect(
        run.errors == """
          card.lyt:7:8: error: unknown export language 'kotlin'
          export kotlin
                 ^~~~~~
          hint: expected 'swift', 'objc', 'snapkit', 'masonry' or 'vfl'
          card.lyt:8:8: error: unknown export language 'swfit' (did you mean 'swift'?)
          export swfit
                 ^~~~~
          hint: expected 'swift', 'objc', 'snapkit', 'masonry' or 'vfl'

          """)
    }
  }

  @Test func aFileThatCannotBeWrittenIsAnErrorAndChangesNothing() throws {
    let script = Self.card + "export swift missing/Badge.swift\nshow badge\n"
    try inFolder(["card.lyt": script, "badge.lyt": Self.card]) { directory in
      let run = try runLyt(["run", "--keep-going", "card.lyt"], in: directory)
      #expect(run.status == 2)
      #expect(run.errors.hasPrefix("card.lyt:7:14: error: cannot write 'missing/Badge.swift': "))
      #expect(
        run.errors.hasSuffix(
          """
          export swift missing/Badge.swift
                       ^~~~~~~~~~~~~~~~~~~
          hint: check that the folder exists and is writable, or leave out FILE to print the code

          """))
      #expect(run.output.hasSuffix("> show badge\n  badge  (160, 16, 24, 24)  in root  absolute (160, 16, 24, 24)\n"))
      let export = try runLyt(["export", "badge.lyt", "-o", "missing/Badge.swift"], in: directory)
      #expect(export.status == 2)
      #expect(export.errors.hasPrefix("lyt: cannot write 'missing/Badge.swift': "))
    }
  }
}

/// `export` in-process: printing and writing leave the session exactly as it was.
@Test func exportLeavesTheSessionUnchanged() throws {
  var session = exportSession(ExportCommandLineTests.card)
  let before = session
  for text in ["export swift", "export vfl Out.txt", "export objc missing/Out.m"] {
    guard let statement = Parser.parse(text, file: "t.lyt").statements.first else {
      Issue.record("\(text) does not parse")
      continue
    }
    _ = try? session.execute(statement)
  }
  #expect(session.hasIdenticalState(to: before))
  #expect(session.canUndo == before.canUndo)
}

/// `export` completes its languages, from the help table.
@Test func exportCompletesItsLanguages() {
  #expect(CommandReference.secondWords(after: "export") == ["swift", "objc", "snapkit", "masonry", "vfl"])
}
