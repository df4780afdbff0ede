import Cassowary
import CodeImport
import CommandLanguage
import Layout
import Testing

@testable import Script

/// The words ``SessionErrorText`` gives each kind of reason: message and hint, exactly.
@Suite struct SessionErrorTextTests {
  private func words(_ reason: SessionError.Reason) -> [String?] {
    let diagnostic = SessionErrorText.diagnostic(reason, at: nowhere)
    return [diagnostic.severity.rawValue, diagnostic.message, diagnostic.hint]
  }

  @Test func history() {
    #expect(
      words(.history(.nothingToUndo)) == [
        "error", "nothing to undo", "undo reverts mutating commands (add, set, remove, …)",
      ])
    #expect(words(.history(.nothingToRedo)) == ["error", "nothing to redo", nil])
    #expect(
      words(.history(.loadTooDeep(maximum: 32))) == [
        "error", "`load` is nested more than 32 deep (does a file load itself?)", nil,
      ])
    #expect(
      words(.history(.unreadableUndoHistory(FileAccessError(.other("input/output error"))))) == [
        "error", "cannot read the undo history back: input/output error",
        "the session's history went to a temporary file that is no longer readable",
      ])
  }

  @Test func files() {
    let missing = FileAccessError(.input(.missing))
    #expect(words(.file(.cannotRead(file: "a.lyt", missing))) == ["error", "cannot read 'a.lyt': no such file", nil])
    #expect(words(.file(.cannotWrite(file: "a.svg", missing))) == ["error", "cannot write 'a.svg': no such file", nil])
    #expect(
      words(.file(.cannotWriteExport(file: "a.swift", missing))) == [
        "error", "cannot write 'a.swift': no such file",
        "check that the folder exists and is writable, or leave out FILE to print the code",
      ])
  }

  @Test func notesAreNotes() {
    #expect(words(.note(.loading(file: "a.lyt"))) == ["note", "while loading 'a.lyt'", nil])
    #expect(words(.note(.importing(file: "a.swift"))) == ["note", "while importing 'a.swift'", nil])
  }

  @Test func names() {
    #expect(
      words(.name(.unknown(.view, name: "rooot", suggestion: "root"))) == [
        "error", "unknown view 'rooot' (did you mean 'root'?)", nil,
      ])
    #expect(
      words(.name(.unknown(.constraint, name: "c9", suggestion: nil))) == ["error", "unknown constraint 'c9'", nil])
    #expect(
      words(.name(.idTaken("w", givenBy: .constraint))) == [
        "error", "a constraint with id `w` already exists", "choose another name, or `remove w` first",
      ])
  }

  @Test func stackAlignmentsNameTheOneThatFits() {
    #expect(
      words(.stack(.alignment(.leading, axis: .horizontal))) == [
        "error", "alignment `leading` does not fit a horizontal stack",
        "a horizontal stack aligns its views across the axis: use `top` (UIKit's .leading and .top are the same value)",
      ])
    #expect(
      words(.stack(.alignment(.bottom, axis: .vertical))) == [
        "error", "alignment `bottom` does not fit a vertical stack",
        "a vertical stack aligns its views across the axis: use `trailing` "
          + "(UIKit's .bottom and .trailing are the same value)",
      ])
    #expect(
      words(.stack(.alignment(.lastBaseline, axis: .vertical))) == [
        "error", "alignment `lastBaseline` does not fit a vertical stack",
        "baseline alignments are for horizontal stacks; use fill, leading, center or trailing",
      ])
    #expect(words(.stack(.listedTwice("a"))) == ["error", "`a` is listed twice", "a view has one place in a stack"])
    #expect(words(.distribute(.listedTwice("a"))) == ["error", "`a` is listed twice", nil])
  }

  @Test func animations() {
    #expect(
      words(.animation(.durationOutOfRange)) == [
        "error", "an animation's duration must be more than 0 and at most 600 seconds", nil,
      ])
    #expect(
      words(.animation(.tooManyFrames(duration: 100, framesPerSecond: 200))) == [
        "error", "an animation of 100 s at 200 fps has too many frames",
        "at most 10000 frames; lower the duration or fps",
      ])
    #expect(
      words(.animation(.noConstant(target: "a.height", view: "a", axis: .vertical))) == [
        "error", "`a.height` has no constant to animate: `a` is not a root and has no intrinsic height",
        "animate the constant of a constraint on it (see `constraints a`)",
      ])
    #expect(
      words(.animation(.notInBlock(.importLog))) == [
        "error", "`import log` cannot run inside an animation block",
        "a block holds layout changes: constraints, set …, activate, deactivate, remove, add view",
      ])
  }

  @Test func layoutErrorsKeepTheEngineWordsWithLytsHint() {
    let constraint = LayoutConstraint(id: "c1", Anchor("a", .leading), .equal, Anchor("b", .top))
    #expect(
      words(.layout(.invalidPairing(constraint))) == [
        "error", LayoutError.invalidPairing(constraint).description, "`leading` and `top` are on different axes",
      ])
    #expect(words(.layout(.unknownItem("zz"))) == ["error", LayoutError.unknownItem("zz").description, nil])
  }

  @Test func visualFormatHints() {
    let spaced = VisualFormatError(.unknownView("b"), at: 6, format: "H:[a]- [b]")
    #expect(words(.visualFormat(.line(spaced, suggestion: "a", isGuide: false)))[2] == "VFL allows no spaces")
    let unknown = VisualFormatError(.unknownView("bb"), at: 3, format: "H:[bb]")
    #expect(words(.visualFormat(.line(unknown, suggestion: "b", isGuide: false)))[2] == "did you mean 'b'?")
    #expect(
      words(.visualFormat(.line(unknown, suggestion: nil, isGuide: true)))[2]
        == "`bb` is a layout guide; VFL lays out views")
    #expect(
      words(.visualFormat(.code(unknown, suggestion: nil, viewKeys: ["a", "c"])))[2]
        == "the views dictionary has only `a`, `c`")
    #expect(
      words(.visualFormat(.code(unknown, suggestion: "b", viewKeys: ["b"])))[2]
        == "did you mean 'b'? The views dictionary has no `bb`")
  }

  @Test func snapKitUpdateNamesWhatDiffers() {
    let wanted = LayoutConstraint(id: "", Anchor("a", .width), .equal, nil, constant: 60)
    var near = wanted
    near.id = "c1"
    near.priority = Priority(200)
    let words = words(.code(.noSnapKitMatch(wanted, nearest: near)))
    #expect(
      words[1]
        == "SnapKit's updateConstraints finds no constraint to update for a.width (c1 (a.width == 60 @200) differs in "
        + "priority 200, the update 1000)")
    #expect(
      self.words(.code(.noSnapKitMatch(wanted, nearest: nil)))[1]
        == "SnapKit's updateConstraints finds no constraint to update for a.width "
        + "(no active SnapKit constraint of `a` has the same items and attributes)")
  }
}
