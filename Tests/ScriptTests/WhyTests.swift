import Testing

@testable import Script

private let chain = """
  add view root size 320x200
  add view a in root
  add view b in root
  a.left == root.left
  a.width == 100
  a.width == 120 @750 as wish
  b.left == a.right + 8
  """

@Test func whyNamesTheBindingConstraints() {
  #expect(
    response(chain + "\nwhy b.left") == [
      "b.left = 108 (root coordinates)",
      "  = a.right + 8             c3",
      "  = (a.left + a.width) + 8  a's frame",
      "  = (root.left + 100) + 8   c1, c2",
      "  = (0 + 100) + 8           root.size.x",
      "  = 108",
      "fixed by:",
      "  root.size.x  root.left == 0",
      "  c1           a.left == root.left",
      "  c2           a.width == 100",
      "  c3           b.left == a.right + 8",
    ])
}

@Test func whyNamesWhatLost() {
  #expect(
    response(chain + "\nwhy a.width") == [
      "a.width = 100 (root coordinates)",
      "  = 100  c2",
      "fixed by:",
      "  c2  a.width == 100",
      "wanted something else:",
      "  wish  a.width == 120 @750: violated by 20, lost to c2 (required)",
    ])
}

@Test func whySaysWhenAValueIsAmbiguous() {
  #expect(
    response(chain + "\nwhy b.width") == [
      "b.width = 0 (root coordinates)",
      "  = 0  b.width>=0",
      "fixed by:",
      "  b.width>=0  (implicit: sizes are never negative)",
      "ambiguous: any value in [0, inf] is as good (see ambiguity)",
    ])
}
