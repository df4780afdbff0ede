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
      "fixed by:",
      "  c2  a.width == 100",
      "wanted something else:",
      "  wish  a.width == 120 @750: violated by 20, lost to c2",
    ])
}

@Test func whySaysWhenAValueIsAmbiguous() {
  #expect(
    response(chain + "\nwhy b.width") == [
      "b.width = 0 (root coordinates)",
      "fixed by:",
      "  b.width>=0  (implicit: sizes are never negative)",
      "ambiguous: any value in [0, inf] is as good (see ambiguity)",
    ])
}
