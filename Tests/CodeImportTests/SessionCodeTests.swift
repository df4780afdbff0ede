import CommandLanguage
import Foundation
import Layout
import Script
import Testing

/// Code run as lyt commands: in scripts, in `paste { … }` blocks and with `import code`.
@Suite struct SessionCodeTests {
  /// The transcript a script prints: responses and diagnostics, in order.
  func transcript(_ text: String, files: [String: String] = [:]) -> String {
    final class Lines: @unchecked Sendable { var text = "" }
    let lines = Lines()
    var runner = ScriptRunner(session: Session(files: InMemoryFiles(files))) { line, _ in lines.text += line + "\n" }
    runner.run(text, file: "t.lyt")
    return lines.text
  }

  @Test func aScriptMixesCommandsAndCode() {
    let script = """
      add view root size 390x844
      metric padding = 16
      title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: padding).isActive = true
      title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
      let w = title.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
      w.priority = .defaultHigh
      w.isActive = true
      title.height == 44
      show title
      """
    #expect(
      transcript(script) == """
        > add view root size 390x844
          root: new (0, 0, 390, 844)
        > metric padding = 16
          no change
        > title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: padding).isActive = true
          `view` is root, the root view
          made view title in root
          added c1: title.top == root.safeArea.top + 16
            <NSLayoutConstraint 'c1' UIView:title.top == UILayoutGuide:root.safeArea.top + 16   (active)>
          title: new (0, 16, 0, 0)
        > title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
          added c2: title.leading == root.leadingMargin
            <NSLayoutConstraint 'c2' UIView:title.leading == UIView:root.leadingMargin   (active)>
          title: (0, 16, 0, 0) → (8, 16, 0, 0)
        > let w = title.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
          added w: title.width == 0.5 * root.width (inactive)
            <NSLayoutConstraint 'w' UIView:title.width == 0.5*UIView:root.width   (inactive)>
        > w.priority = .defaultHigh
          set priority w 750
        > w.isActive = true
          activated w
          title: (8, 16, 0, 0) → (8, 16, 195, 0)
        > title.height == 44
          added c3
          title: (8, 16, 195, 0) → (8, 16, 195, 44)
        > show title
          title  (8, 16, 195, 44)  in root  absolute (8, 16, 195, 44)

        """)
  }

  @Test func aPasteBlockIsOneStepAndNumbersItsLines() throws {
    let script = """
      add view root size 320x480
      paste {
          let label = UILabel()
          view.addSubview(label)
          NSLayoutConstraint.activate([
              label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
              label.widthAnchor.constraint(equalToConstant: 100)
          ])
      }
      undo
      show
      """
    #expect(
      transcript(script) == """
        > add view root size 320x480
          root: new (0, 0, 320, 480)
        > paste {
              let label = UILabel()
              view.addSubview(label)
              NSLayoutConstraint.activate([
                  label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                  label.widthAnchor.constraint(equalToConstant: 100)
              ])
          }
          `view` is root, the root view
          made view label in root (line 3)
          added c1: label.centerX == root.centerX (line 6)
            <NSLayoutConstraint 'c1' UILabel:label.centerX == UIView:root.centerX   (active)>
          added c2: label.width == 100 (line 7)
            <NSLayoutConstraint 'c2' UILabel:label.width == 100   (active)>
          label: new (110, 0, 100, 0)
        > undo
          undid: paste {
              let label = UILabel()
              view.addSubview(label)
              NSLayoutConstraint.activate([
                  label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                  label.widthAnchor.constraint(equalToConstant: 100)
              ])
          }
          label: removed (was (110, 0, 100, 0))
        > show
          root  (0, 0, 320, 480)

        """)
  }

  @Test func nothingOfAFailingBlockIsApplied() throws {
    var session = Session()
    try run("add view root size 100x100", in: &session)
    let before = session
    let block = """
      paste {
      a.widthAnchor.constraint(equalToConstant: 10).isActive = true
      b.widthAnchor.constraint(equalToConstant: 20).isActive = true
      a.topAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
      }
      """
    let statement = try #require(Parser.parse(block, file: "t.lyt").statements.first)
    #expect(throws: SessionError.self) { try session.execute(statement) }
    #expect(session.hasEqualState(to: before))
    #expect(session.engine.item(named: "a") == nil)
  }

  @Test func importCodeErrorsPointIntoTheFile() {
    let code = "a.widthAnchor.constraint(equalToConstant: 1).isActive = true\na.topAnchor.foo()\n"
    let output = transcript("add view root size 10x10\nimport code layout.swift\n", files: ["layout.swift": code])
    #expect(output.contains("layout.swift:2:13: error: `foo` of the anchor `a.top` is not understood"))
    #expect(output.contains("t.lyt:2:1: note: while importing 'layout.swift'"))
  }

  @Test func aTenThousandLineFileWithAnErrorAtTheEnd() throws {
    var lines = (0..<10_000).map { "v\($0).heightAnchor.constraint(equalToConstant: \($0 % 40 + 1)).isActive = true" }
    lines[9_999] = "v1.topAnchor.constraint(equalTo: v2.topAnchor.isActive = true"
    var session = Session(files: InMemoryFiles(["big.swift": lines.joined(separator: "\n")]))
    try run("add view root size 390x844", in: &session)
    let before = session
    let statement = try #require(Parser.parse("import code big.swift", file: "t.lyt").statements.first)
    do {
      _ = try session.execute(statement)
      Issue.record("imported a file with an error")
    } catch {
      let diagnostic = try #require(error.entries.first?.diagnostic)
      #expect(diagnostic.description == "big.swift:10000:56: error: expected ')', found '='")
    }
    #expect(session.hasIdenticalState(to: before))
  }

  @Test func aConflictLateInAFileUndoesEverythingBeforeIt() throws {
    var lines = (0..<300).map { "v\($0).widthAnchor.constraint(equalToConstant: 10).isActive = true" }
    lines.append("v7.leadingAnchor.constraint(equalTo: v8.topAnchor).isActive = true")
    var session = Session(files: InMemoryFiles(["file.swift": lines.joined(separator: "\n")]))
    try run("add view root size 390x844", in: &session)
    let before = session
    let statement = try #require(Parser.parse("import code file.swift", file: "t.lyt").statements.first)
    do {
      _ = try session.execute(statement)
      Issue.record("imported an illegal pairing")
    } catch {
      #expect(error.entries.first?.diagnostic.range.start.line == 301)
    }
    #expect(session.hasEqualState(to: before))
  }

  @Test func codeLinesAreRecognisedAndLytLinesAreNot() throws {
    let parsed = Parser.parse(
      """
      a.width == 100
      a.widthAnchor.constraint(equalToConstant: 10).isActive = true
      let c = a.heightAnchor.constraint(equalToConstant: 5)
      c.constant = 20
      [NSLayoutConstraint activateConstraints:@[]];
      H:|-[a]-|
      [a]-[b]
      """, file: "t.lyt")
    #expect(parsed.errors.isEmpty)
    #expect(
      parsed.statements.map(\.command.kind) == [
        .addConstraint, .code, .code, .code, .code, .visualFormat, .visualFormat,
      ])
  }

  /// SnapKit and Masonry blocks are not read yet: they are named as such, at the method, with
  /// the block taken as one statement (not an error per line of the block in lyt's syntax).
  @Test func snapKitAndMasonryBlocksPrintTheirLibrarysDescriptions() {
    let script = """
      add view root size 320x480
      label.snp.makeConstraints { make in
        make.top.equalToSuperview().offset(8)
      }
      [label mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self.view).offset(8).priorityHigh();
      }];
      """
    #expect(
      transcript(script) == """
        > add view root size 320x480
          root: new (0, 0, 320, 480)
        > label.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(8)
          }
          `view` is root, the root view
          made view label in root
          added c1: label.top == root.top + 8
            <SnapKit.LayoutConstraint:c1@t.lyt#3 UIView:label.top == UIView:root.top + 8.0>
          label: new (0, 8, 0, 0)
        > [label mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(self.view).offset(8).priorityHigh();
          }];
          added c2: label.left == root.left + 8 @750
            <MASLayoutConstraint:c2 UIView:label.left == UIView:root.left + 8 ^high>
          label: (0, 8, 0, 0) → (8, 8, 0, 0)

        """)
  }

  @Test func anOpenBracketAsksForMoreInput() {
    #expect(Parser.parse("NSLayoutConstraint.activate([", file: "<repl>").isIncomplete)
    #expect(Parser.parse("a.topAnchor.constraint(equalTo: b.topAnchor,", file: "<repl>").isIncomplete)
    #expect(Parser.parse("paste {\na.widthAnchor", file: "<repl>").isIncomplete)
    #expect(!Parser.parse("a.topAnchor.constraint(equalTo: b.topAnchor))", file: "<repl>").isIncomplete)
  }

  @Test func syntaxErrorsAreParseErrorsWithTheirPlaceInTheScript() throws {
    let parsed = Parser.parse(
      "add view root\n  a.topAnchor.constraint(equalTo: b.topAnchor 8).isActive = true\n", file: "t.lyt")
    let error = try #require(parsed.errors.first)
    #expect(parsed.errors.count == 1)
    #expect(error.diagnostic.description == "t.lyt:2:47: error: expected ')', found '8'")
  }

  @Test func codeRoundTripsThroughItsCanonicalSpelling() {
    for text in [
      "a.widthAnchor.constraint(equalToConstant: 10).isActive = true",
      "paste {\n  let c = a.widthAnchor.constraint(equalToConstant: 1)\n  c.isActive = true\n}",
      "import code \"My Layout.swift\"",
    ] {
      let first = Parser.parse(text, file: "t.lyt").statements
      let again = Parser.parse(first.map(\.description).joined(separator: "\n"), file: "t.lyt").statements
      #expect(first.count == 1)
      #expect(first == again, "\(text)")
    }
  }

  @Test func constantsAndPrioritiesChangeLaterAsInUIKit() throws {
    var session = Session()
    try run(
      """
      add view root size 200x200
      let h = a.heightAnchor.constraint(equalToConstant: 10)
      h.isActive = true
      h.constant = 30
      """, in: &session)
    #expect(try session.engine.frame(of: "a").height == 30)
    let statement = try #require(Parser.parse("h.priority = .defaultHigh", file: "t.lyt").statements.first)
    #expect(throws: SessionError.self) { try session.execute(statement) }
  }
}
