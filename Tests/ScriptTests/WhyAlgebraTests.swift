import Testing

@testable import Layout
@testable import Script

// Issue #28: `why` substitutes definitions, collects like terms and cancels them, and solves for
// the value when it reappears on the right instead of using it to compute itself.

/// The `why` lines of `layout` up to the list of constraints.
private func derivation(_ layout: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
  let lines = response(layout, sourceLocation: sourceLocation)
  return Array(lines.prefix { !$0.hasPrefix("fixed by") && !$0.hasPrefix("held there") })
}

private let row = """
  add view root size 375x667
  add view a in root
  add view b in root
  add view c in root
  a.left == root.left + 20
  a.width == 100
  b.left == a.right + 10
  b.right == c.left - 10
  c.right == root.right - 20
  b.width == c.width
  """

@Test func whySolvesForAValueThatReappearsOnTheRight() {
  #expect(
    derivation(row + "\nwhy c.left") == [
      "c.left = 247.5 (root coordinates)",
      "  = b.right + 10                                        c4",
      "  = b.left + b.width + 10                               b's frame",
      "  = a.right + 10 + c.width + 10                         c3, c6",
      "  = a.left + a.width + 10 + c.right - c.left + 10       a's frame, c's frame",
      "  so 2 * c.left = a.left + a.width + 10 + c.right + 10",
      "  = root.left + 100 + 10 + root.right + 10              c1, c2, c5",
      "  = 100 + 10 + root.left + root.width + 10              root.size.x, root's frame",
      "  = 100 + 10 + 375 + 10                                 root.size.x, root.size.width",
      "  = 495",
      "  so c.left = 247.5",
    ])
}

@Test func whyCancelsANumberAgainstItsNegation() {
  #expect(
    derivation(row + "\nwhy b.width") == [
      "b.width = 107.5 (root coordinates)",
      "  = c.width                                                   c6",
      "  = c.right - c.left                                          c's frame",
      "  = root.right - 20 - b.right - 10                            c5, c4",
      "  = root.left + root.width - 20 - b.left - b.width - 10       root's frame, b's frame",
      "  so 2 * b.width = root.left + root.width - 20 - b.left - 10",
      "  = a.left - 20 + 375 - 20 - a.right - 10 - 10                c1, root.size.width, c3",
      "  = -20 + 375 - 20 - a.width - 10 - 10                        a's frame",
      "  = -20 + 375 - 20 - 100 - 10 - 10                            c2",
      "  = 215",
      "  so b.width = 107.5",
    ])
}

@Test func whyWritesAPlainChainWithoutParentheses() {
  #expect(
    derivation(row + "\nwhy b.left") == [
      "b.left = 130 (root coordinates)",
      "  = a.right + 10               c3",
      "  = a.left + a.width + 10      a's frame",
      "  = root.left + 20 + 100 + 10  c1, c2",
      "  = 20 + 100 + 10              root.size.x",
      "  = 130",
    ])
}

@Test func whyCentresThroughTheFrame() {
  let layout = "add view root size 375x667\nadd view m in root\nm.centerX == root.centerX\nm.width == 100\nwhy m.left"
  #expect(
    derivation(layout) == [
      "m.left = 137.5 (root coordinates)",
      "  = m.centerX - 0.5 * m.width                 m's frame",
      "  = root.centerX - 0.5 * 100                  c1, c2",
      "  = root.left + 0.5 * root.width - 0.5 * 100  root's frame",
      "  = 0.5 * 375 - 0.5 * 100                     root.size.x, root.size.width",
      "  = 137.5",
    ])
}

@Test func whyKeepsTheDivisorOfAMultiplier() {
  let layout = "add view root size 375x667\nadd view t in root\nt.width == root.width / 3\nt.left == root.left\n"
  #expect(
    derivation(layout + "why t.width") == [
      "t.width = 125 (root coordinates)",
      "  = root.width / 3  c1",
      "  = 375 / 3         root.size.width",
      "  = 125",
    ])
  #expect(
    derivation(layout + "why t.right") == [
      "t.right = 125 (root coordinates)",
      "  = t.left + t.width            t's frame",
      "  = root.left + root.width / 3  c2, c1",
      "  = 375 / 3                     root.size.x, root.size.width",
      "  = 125",
    ])
}

@Test func whyMultipliesALocationInItsContainer() {
  let layout = """
    add view root size 375x667
    add view q in root
    q.centerX == 0.5 * root.centerX
    q.width == 40
    why q.left
    """
  #expect(
    derivation(layout) == [
      "q.left = 73.75 (root coordinates)",
      "  = q.centerX - 0.5 * q.width                       q's frame",
      "  = 0.5 * root.centerX - 0.5 * 40                   c1, c2",
      "  = 0.5 * root.left + 0.25 * root.width - 0.5 * 40  root's frame",
      "  = 0.25 * 375 - 0.5 * 40                           root.size.x, root.size.width",
      "  = 73.75",
    ])
}

@Test func whyReadsAMarginOffTheFrame() {
  let layout = """
    add view root size 375x667
    add view card in root margins 12,16,12,16
    add view title in card
    card.left == root.left + 10
    card.width == 200
    title.leading == card.leadingMargin
    why title.left
    """
  #expect(
    derivation(layout) == [
      "title.left = 26 (root coordinates)",
      "  = card.leftMargin      c3",
      "  = card.left + 16       card's frame",
      "  = root.left + 10 + 16  c1",
      "  = 10 + 16              root.size.x",
      "  = 26",
    ])
}

@Test func whyFollowsAStackViewsSpacing() {
  let layout = """
    add view root size 375x667
    add view i1 in root
    add view i2 in root
    add stack row in root axis h spacing 8 views i1 i2
    row.left == root.left
    set intrinsic i1 50x20
    set intrinsic i2 60x20
    why i2.left
    """
  #expect(
    derivation(layout) == [
      "i2.left = 58 (root coordinates)",
      "  = i1.right + 8            row.UISV-spacing.1",
      "  = i1.left + i1.width + 8  i1's frame",
      "  = row.left + 50 + 8       row.UISV-canvas-connection.1, i1.intrinsic.width",
      "  = root.left + 50 + 8      c1",
      "  = 50 + 8                  root.size.x",
      "  = 58",
    ])
}

@Test func whyStopsALongRowAtItsDepthWithTheValues() {
  #expect(
    derivation(rowOfViews(12) + "why v5.left") == [
      "v5.left = 330 (root coordinates)",
      "  = v5.right - v5.width                 v5's frame",
      "  = v6.left - 10                        c12, c11",
      "  = v6.right - v6.width - 10            v6's frame",
      "  = v7.left - 10 - 10                   c14, c13",
      "  = v7.right - v7.width - 10 - 10       v7's frame",
      "  = v8.left - 10 - 10 - 10              c16, c15",
      "  = v8.right - v8.width - 10 - 10 - 10  v8's frame",
      "  = v9.left - 10 - 10 - 10 - 10         c18, c17",
      "  = 370 - 10 - 10 - 10 - 10",
      "  = 330",
    ])
}

@Test func whyShowsTheOptionalConstraintThatWins() {
  let layout = "add view root size 375x667\nadd view o in root\no.width == 80 @750\no.width <= 60 @900\nwhy o.width"
  #expect(derivation(layout) == ["o.width = 60 (root coordinates)", "  = 60  c2"])
}

/// Written-out sums collect like terms: an attribute once, a number and its negation dropped.
@Test func aDerivationSumCollectsAndCancels() {
  var sum = DerivationSum()
  sum.add(1, Anchor("a", .left))
  sum.add(1, number: 20)
  sum.add(2, Anchor("b", .width))
  sum.add(-1, Anchor("a", .left))
  sum.add(1, number: -20)
  sum.add(1 / 3, number: 375)
  #expect(sum.text == "2 * b.width + 375 / 3")
  #expect(sum.evaluate { $0 == Anchor("b", .width) ? 10 : nil } == 145)
}
