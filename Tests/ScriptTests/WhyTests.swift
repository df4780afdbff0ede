import Testing

@testable import Layout
@testable import Script

@Test func whyNamesTheBindingConstraints() {
  #expect(
    response(WorkedLayouts.heldChain + "\nwhy b.left") == [
      "b.left = 108 (root coordinates)",
      "  = a.right + 8           c3",
      "  = a.left + a.width + 8  a's frame",
      "  = root.left + 100 + 8   c1, c2",
      "  = 100 + 8               root.size.x",
      "  = 108",
      "fixed by:",
      "  root.size.x  root.left == 0",
      "  c1           a.left == root.left",
      "  c2           a.width == 100",
      "  c3           b.left == a.right + 8",
      "why not larger: root.size.x, c1, c2, c3 (required) forbid it",
      "why not smaller: root.size.x, c1, c2, c3 (required) forbid it",
    ])
}

@Test func whyNamesWhatLost() {
  #expect(
    response(WorkedLayouts.heldChain + "\nwhy a.width") == [
      "a.width = 100 (root coordinates)",
      "  = 100  c2",
      "fixed by:",
      "  c2  a.width == 100",
      "why not larger: c2 (required) forbids it",
      "why not smaller: c2 (required) forbids it",
      "wanted something else:",
      "  wish  a.width == 120 @750: violated by 20, lost to c2 (required)",
    ])
}

@Test func whySaysWhenAValueIsAmbiguous() {
  #expect(
    response(WorkedLayouts.heldChain + "\nwhy b.width") == [
      "b.width = 0 (root coordinates), but it is not fixed: any value in [0, inf] is as good",
      "  = 0  b.width>=0",
      "held there, in this layout, by:",
      "  b.width>=0  (implicit: sizes are never negative)",
      "cause: missing constraints: nothing resists the change",
      // The trailing edge gets the spacing its leading edge has (b.left == a.right + 8).
      "  fix: b.trailing == root.trailing - 8  → b widens to 204",
    ])
}

@Test("5.5b: l1.width is held at 100 by hugging @250 against l2's @249, and by its resistance @750")
func whyNotLargerOrSmaller() {
  let labels = WorkedLayouts.twoLabels + "\nset hug l2 h 249\nwhy l1.width"
  #expect(
    response(labels) == [
      "l1.width = 100 (root coordinates)",
      "  = 100  l1.intrinsic.width",
      "fixed by:",
      "  l1.intrinsic.width  l1.width == 100 @250",
      "why not larger: 1 point more would violate l1.intrinsic.width (@250) by 1 and relieve l2.intrinsic.width (@249) "
        + "by 1 — 250 beats 249",
      "why not smaller: 1 point less would violate l1.intrinsic.width (@750) by 1, l2.intrinsic.width (@249) by 1",
    ])
}

/// A width that takes what a long row leaves rests on every other width of the row: `why` lists
/// the first 20 of those constraints and counts the rest.
@Test func whyListsTwentyFixingConstraintsAndCountsTheRest() {
  let lines = response(rowOfViews(30) + "why v0.width")
  #expect(lines.first == "v0.width = 110 (root coordinates)")
  // The chain shows the arithmetic, so the list has no weights.
  guard let start = lines.firstIndex(of: "fixed by:") else {
    Issue.record("no `fixed by:` in \(lines)")
    return
  }
  #expect(lines[start + 21] == "  … and 41 more")
  #expect(lines.count > start + 22 ? lines[start + 22].hasPrefix("why not") : false)
}

/// When the constraints left to use mention two compound attributes of the view that could be
/// solved for the one asked about (here `e.right` and `e.centerX` for `e.width`), the chain goes
/// through the first one written, in every process (it used to take a set's first, whose order
/// changes with the process's hash seed).
@Test func whySolvesThroughTheFirstCompoundAttributeWritten() {
  let layout = """
    add view root size 320x480
    add view b in root
    add view e in root
    b.left == root.left + 20
    b.width == 189
    e.right == b.right + 13
    e.centerX == b.centerX - 3
    why e.width
    """
  #expect(
    Array(response(layout).prefix(9)) == [
      "e.width = 221 (root coordinates)",
      "  = e.right - e.left                           e's frame",
      "  = b.right + 13 - e.centerX + 0.5 * e.width   c3, e's frame",
      "  so 0.5 * e.width = b.right + 13 - e.centerX",
      "  = b.left + b.width + 13 - b.centerX + 3      c4, b's frame",
      "  = 189 + 13 - 0.5 * b.width + 3               c2, b's frame",
      "  = 189 + 13 - 0.5 * 189 + 3                   c2",
      "  = 110.5",
      "  so e.width = 221",
    ])
}

/// Issue #28: a line of a derivation cancels a number against its negation, and the value that
/// reappears on the right (`b.left`, which `b.x` names) is solved for, never used to compute itself.
@Test func theArithmeticCancelsOppositeNumbers() {
  let text = "add view root size 375x667\nadd view a in root\nadd view b in root\nH:|-[a]-[b(==a)]-|\nwhy b.x"
  let lines = response(text)
  #expect(lines.contains("  so 2 * b.x = root.left + 8 + b.right + 8"))
  #expect(lines.contains("  = 375 + 8                                 root.size.x, root.size.width"))
  #expect(lines.contains("  so b.x = 191.5"))
}

/// A 400-point root filled by a row of `count` views: `v0` takes what the others, 10 points
/// each, leave.
func rowOfViews(_ count: Int) -> String {
  var text = "add view root size 400x100\n"
  for index in 0..<count { text += "add view v\(index) in root\n" }
  text += "v0.left == root.left\n"
  for index in 1..<count { text += "v\(index).left == v\(index - 1).right\nv\(index).width == 10\n" }
  return text + "root.right == v\(count - 1).right\n"
}
