import Layout
import Testing

@testable import Script

// `show` answers with a typed value (``FrameListing``); these check its rows exactly and that its
// lines are the ones `show` printed before it had one.

/// The typed listing of `command` (`show [VIEW…]`) after `text`, and the lines of its response.
private func frameListing(_ text: String, _ command: String = "show") throws -> (
  answer: FrameListing, body: [ResponseLine]
) {
  try answered(command, after: text) { if case .frames(let answer) = $0 { answer } else { nil } }
}

/// A top-aligned row of two 40 × 20 views, 8 apart, 16 from the root's left and 20 from its top;
/// `b` is hidden.
private let rowWithAHiddenView = """
  add view root size 320x100
  add view a in root intrinsic 40x20
  add view b in root intrinsic 40x20
  add stack row in root axis h alignment top spacing 8 views a b
  row.leading == root.leading + 16
  row.top == root.top + 20
  set hidden b true
  """

@Test func showListsFramesInTheirParentAndInRootCoordinates() throws {
  let (listing, body) = try frameListing(rowWithAHiddenView)
  #expect(listing.rows.map(\.item) == ["root", "a", "b", "row"])
  #expect(listing.rows.map(\.parent) == [nil, "row", "row", "root"])
  #expect(listing.rows[1].frame == Rect(x: 0, y: 0, width: 40, height: 20))
  #expect(listing.rows[1].absolute == Rect(x: 16, y: 20, width: 40, height: 20))
  #expect(listing.rows.map(\.isHidden) == [false, false, true, false])
  let stack = try #require(listing.rows.last?.stack)
  #expect(stack.configuration == StackView.Configuration(axis: .horizontal, alignment: .leading, spacing: 8))
  #expect(stack.arrangedViews == ["a", "b"])
  #expect(listing.rows.allSatisfy { $0.content == nil })
  #expect(
    body
      == ResponseLine.plain([
        "root  (0, 0, 320, 100)",
        "a     (0, 0, 40, 20)    in row   absolute (16, 20, 40, 20)",
        "b     (40, 0, 0, 20)    in row   absolute (56, 20, 0, 20)   hidden",
        "row   (16, 20, 40, 20)  in root  absolute (16, 20, 40, 20)  stack h fill top spacing 8: a b",
      ]))
}

@Test func showGivesAScrollViewItsContentSize() throws {
  let text = """
    add view root size 320x480
    add scroll s in root
    H:|[s]|
    V:|[s]|
    add view content in s
    V:|[content(1000)]|
    """
  let (listing, body) = try frameListing(text, "show s")
  #expect(listing.rows.map(\.item) == ["s"])
  #expect(
    listing.rows.first?.content == FrameListing.Row.Content(size: Size(width: 0, height: 1000), isAmbiguous: true))
  #expect(
    body == [
      ResponseLine("s  (0, 0, 320, 480)  in root  absolute (0, 0, 320, 480)  content 0x1000 (ambiguous: see ambiguity)")
    ])
}

@Test func showAnswersWithNoRowsWhenThereAreNoViews() throws {
  let (listing, body) = try frameListing("")
  #expect(listing == FrameListing(rows: []))
  #expect(body == [ResponseLine("no views")])
}
