import Cassowary
import CodeImport
import CommandLanguage
import Layout
import Testing

@testable import Script

/// What a command that changes the layout or writes a file did, written from a typed
/// ``Confirmation`` by ``ConfirmationText``: each value to its exact lines.
@Suite("Confirmation lines")
struct ConfirmationTextTests {
  private static let gap = LayoutConstraint(
    id: "gap", Anchor("b", .left), .equal, Anchor("a", .right), multiplier: 1, constant: 8, priority: .required)

  @Test("constraints added by a command, by a VFL line or `distribute`")
  func added() {
    #expect(ConfirmationText.lines(.addedConstraint(id: "c1")) == ["added c1"])
    #expect(ConfirmationText.lines(.generated(Self.gap)) == ["added gap: b.left == a.right + 8"])
  }

  @Test("a stack with the constraints its views took away, one naming no arranged view")
  func stack() {
    let removed = [
      StackArrangement.Removed(constraint: Self.gap, view: "a"),
      StackArrangement.Removed(constraint: Self.gap, view: nil),
    ]
    let stack = StackArrangement(stack: "s", views: ["a", "b"], constraintCount: 1, removed: removed)
    #expect(
      ConfirmationText.lines(.stack(stack)) == [
        "s arranges a, b with 1 constraint (`constraints s` lists them)",
        "removed gap (b.left == a.right + 8): `a` moved into `s`, as addArrangedSubview does",
        "removed gap (b.left == a.right + 8): `a view` moved into `s`, as addArrangedSubview does",
      ])
  }

  @Test("reset: one of each, and the generated constraints only when there are some")
  func reset() {
    #expect(
      ConfirmationText.lines(.reset(ResetSummary(items: 1, written: 1, generated: 0)))
        == ["cleared 1 view or guide and 1 constraint"])
    #expect(
      ConfirmationText.lines(.reset(ResetSummary(items: 3, written: 0, generated: 2)))
        == ["cleared 3 views and guides and 0 constraints (and 2 generated: root sizes, intrinsic sizes, stack views)"])
  }

  @Test("undo, redo, load with and without expectations, and the files written")
  func historyAndFiles() {
    #expect(ConfirmationText.lines(.undid(command: "add view a in root")) == ["undid: add view a in root"])
    #expect(ConfirmationText.lines(.redid(command: "a.width == 10")) == ["redid: a.width == 10"])
    #expect(
      ConfirmationText.lines(.loaded(commands: 1, file: "a.lyt", passed: 0, failed: 0)) == [
        "loaded 1 command from a.lyt"
      ])
    #expect(
      ConfirmationText.lines(.loaded(commands: 4, file: "a.lyt", passed: 2, failed: 1)) == [
        "loaded 4 commands from a.lyt", "expectations: 2 passed, 1 failed",
      ])
    #expect(ConfirmationText.lines(.saved(commands: 2, file: "s.lyt")) == ["saved 2 commands to s.lyt"])
    #expect(
      ConfirmationText.lines(.savedPage(file: "p.html", steps: 3, views: 1, guides: 0)) == [
        "wrote p.html: 3 steps, 1 view, 0 guides"
      ])
    #expect(ConfirmationText.lines(.drew(file: "d.svg", views: 2, guides: 1)) == ["wrote d.svg: 2 views, 1 guide"])
  }

  @Test("nothing said and nothing changed: `no change`; otherwise the confirmations, then the report")
  func body() {
    #expect(ConfirmationText.body([], changes: nil).map(\.text) == ["no change"])
    #expect(
      ConfirmationText.body(
        [], changes: CommandChanges(frames: [], moreFrames: 0, constraints: [], moreConstraints: 0, ambiguity: nil)
      ).map(\.text) == ["no change"])
    #expect(ConfirmationText.body([.addedConstraint(id: "c1")], changes: nil).map(\.text) == ["added c1"])
  }

  @Test("a command's response carries its confirmations, and its first lines are theirs")
  func carried() throws {
    var session = session("add view root size 100x100")
    let code = Parser.parse("paste {\nlet a = UIView()\nview.addSubview(a)\n}", file: "t.lyt").statements[0]
    let response = try session.execute(code)
    #expect(
      response.confirmations == [
        .code(CodeStep(.rootIsView("root"), line: nil)),
        .code(CodeStep(.made("a", kind: .view, parent: "root"), line: 2)),
      ])
    #expect(Array(response.lines.prefix(2)) == ConfirmationText.lines(response.confirmations))
  }

  @Test("export: the code printed, or the file's summary with the constraints outside the blocks")
  func export() throws {
    let vfl = try #require(try Self.printedExport("export vfl"))
    #expect(
      ConfirmationText.lines(.exported(vfl, file: "out.vfl")) == [
        "wrote out.vfl: 1 view, 2 constraints as VFL (1 not in a VFL line, listed in lyt's syntax)"
      ])
    var swift = try #require(try Self.printedExport("export swift"))
    swift.fallbackCount = 1
    #expect(
      ConfirmationText.lines(.exported(swift, file: "out.swift")) == [
        "wrote out.swift: 1 view, 2 constraints as Swift (1 as anchors below the blocks)"
      ])
  }

  /// What `command` exported of a small layout, checked to print as its confirmation says.
  private static func printedExport(_ command: String) throws -> CodeExport? {
    let text = "add view root size 100x100\nadd view a in root\na.left == root.left + 1\na.width >= 10\n"
    var session = session(text)
    let printed = try session.execute(Parser.parse(command, file: "t.lyt").statements[0])
    guard case .exported(let export, nil) = printed.confirmations.first else { return nil }
    #expect(printed.lines == ConfirmationText.lines(.exported(export, file: nil)))
    #expect(printed.lines.last != "", "the code's last newline is no line of its own")
    return export
  }
}

/// A statement of pasted code, written from a typed ``CodeStep`` by ``CodeStepText``.
@Suite("Code step lines")
struct CodeStepTextTests {
  @Test("an added constraint: its line with the code's line, Apple's description under it")
  func added() {
    let constraint = LayoutConstraint(
      id: "top", Anchor("label", .top), .equal, Anchor("root", .top), multiplier: 1, constant: 20, priority: 750)
    let description = AppleDescription(
      constraint: constraint, active: false, classNames: ["label": "UILabel", "root": "UIView"], library: nil)
    #expect(
      CodeStepText.lines(CodeStep(.added(description), line: 6)) == [
        "added top: label.top == root.top + 20 @750 (inactive) (line 6)",
        "  <NSLayoutConstraint 'top' UILabel:label.top == UIView:root.top + 20 @750   (inactive)>",
      ])
  }

  @Test("one line each, the code's line only where there is one")
  func oneLiners() {
    let cases: [(CodeStep, String)] = [
      (CodeStep(.setActive(id: "c1", active: false), line: 2), "deactivated c1 (line 2)"),
      (CodeStep(.setConstant(id: "c1", value: 40), line: nil), "set constant c1 40"),
      (
        CodeStep(.setContentPriority(view: "a", hugging: true, axis: .horizontal, priority: 750), line: 3),
        "set hug a h 750 (line 3)"
      ),
      (
        CodeStep(.keptPriority(id: "c2", priority: .required), line: 4),
        "kept priority c2 1000: SnapKit's update(priority:) changes only a priority below required to another "
          + "below required (line 4)"
      ),
      (
        CodeStep(.skipped(code: "a.text = \"hi\"", reason: .noLayoutEffect), line: 5),
        "skipped `a.text = \"hi\"`: it does not change the layout (line 5)"
      ),
      (
        CodeStep(.skipped(code: "make.top", reason: .noRelation), line: nil),
        "skipped `make.top`: SnapKit makes nothing of a line without a relation"
      ),
      (CodeStep(.made("g", kind: .guide, parent: "root"), line: 7), "made guide g in root (line 7)"),
      (CodeStep(.made("s", kind: .scrollView, parent: "root"), line: nil), "made scroll view s in root"),
      (CodeStep(.rootIsView("root"), line: nil), "`view` is root, the root view"),
      (CodeStep(.madeRootView, line: nil), "made root view view (give it a size: `set size view 390x844`)"),
      (
        CodeStep(.translates(view: "b", mask: [.flexibleWidth], frame: nil, into: ["b.l", "b.r"]), line: 9),
        "b translates its autoresizing mask h=-&- v=--& into b.l, b.r (line 9)"
      ),
      (
        CodeStep(
          .translates(
            view: "b", mask: [], frame: Rect(x: 1, y: 2, width: 3, height: 4), into: ["b.l"]), line: nil),
        "b translates its autoresizing mask h=--& v=--& from its frame (1, 2, 3, 4) into b.l"
      ),
      (CodeStep(.nothingToApply(statements: 1), line: nil), "read 1 statement; nothing to apply"),
    ]
    for (step, line) in cases { #expect(CodeStepText.lines(step) == [line]) }
  }
}

/// A log reader's hint that is its own sentence.
private struct WordedHint: LogImportHint, Equatable {
  var sentence: String
}

/// `import log`, written from a typed ``LogImportSummary`` by ``ImportText`` (`import storyboard`:
/// InterfaceBuilderTests).
@Suite("Import lines")
struct ImportTextTests {
  @Test("a log: its counts, which log it is, what broke, the set, what was refused and the hints")
  func log() {
    var log = LogImportSummary(
      file: "l.txt", line: 6, viewCount: 2, guideCount: 1, constraintCount: 3, logCount: 2, index: 1,
      framework: "UIKit", brokenByFramework: "k2", minimalSet: ["k1", "k2"],
      refused: [
        LogImportSummary.Refused(constraintID: "k3", command: "k3: a.width == 1", reason: .history(.nothingToUndo)),
        LogImportSummary.Refused(constraintID: nil, command: "add view b in a", reason: nil),
      ],
      hints: [ImportedLog.Hint(WordedHint(sentence: "give way"))])
    #expect(
      ImportText.lines(log) == [
        "imported the log at line 6 of l.txt: 2 views, 1 guide, 3 constraints (k1…k3)",
        "the file holds 2 logs; this is log 2",
        "UIKit broke k2",
        "minimal conflicting set: k1 k2",
        "k3 not imported: nothing to undo",
        "`add view b in a` not imported: refused",
        "hint: give way",
      ])
    log = LogImportSummary(
      file: "l.txt", line: 1, viewCount: 1, guideCount: 0, constraintCount: 1, logCount: 1, index: 0,
      framework: "UIKit", brokenByFramework: nil, minimalSet: [], refused: [], hints: [])
    #expect(
      ImportText.lines(log) == [
        "imported the log at line 1 of l.txt: 1 view, 1 constraint (k1…k1)",
        "the listed constraints can all hold (the log omits something; see `lyt explain-log`)",
      ])
  }
}
