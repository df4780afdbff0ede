import Script
import Testing

/// The counts the REPL prompt shows (`lyt 3v 4c 1! 1?> `), kept as the session changes.
@Suite("What the prompt counts")
struct SessionCountsTests {
  static let screen = """
    add view root size 320x200
    add view a in root
    add view b in root
    add guide g in root
    a.leading == root.leading + 10 as aLead
    a.top == root.top + 10
    a.width == 100
    a.height == 40
    a.width == 150 as tooWide
    b.leading == a.trailing + 8
    """

  @Test("views, the developer's constraints, broken ones and ambiguous items")
  func countsOfAScreen() {
    let s = session(Self.screen)
    // Guides are not views; the root's size is generated; `tooWide` breaks; b and g have
    // ambiguous frames.
    #expect(s.counts == SessionCounts(views: 3, constraints: 6, broken: 1, ambiguousItems: 2))
  }

  @Test("removing, undoing and resolving change the counts as they change the layout")
  func countsFollowCommands() {
    #expect(
      session(Self.screen + "\nremove tooWide").counts
        == SessionCounts(views: 3, constraints: 5, broken: 0, ambiguousItems: 2))
    #expect(
      session(Self.screen + "\nremove tooWide\nundo").counts
        == SessionCounts(views: 3, constraints: 6, broken: 1, ambiguousItems: 2))
    let pinned =
      Self.screen + "\nb.top == root.top\nb.width == 10\nb.height == 10"
      + "\ng.leading == root.leading\ng.top == root.top\ng.width == 5\ng.height == 5"
    #expect(session(pinned).counts == SessionCounts(views: 3, constraints: 13, broken: 1, ambiguousItems: 0))
  }
}
