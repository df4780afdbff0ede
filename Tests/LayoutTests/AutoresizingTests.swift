import Layout
import Testing

/// One constraint a mask is expected to make: the attribute it sets, the superview's attribute
/// (nil for a constant), the multiplier and the constant.
private struct Made: CustomStringConvertible {
  var attribute: Attribute
  var second: Attribute?
  var multiplier: Double = 1
  var constant: Double

  var description: String { "\(attribute) = \(multiplier) * \(second.map { "\($0)" } ?? "-") + \(constant)" }
}

/// One mask of one axis with the constraints it makes for a view at 20…120 (x 20, width 100) in
/// a 320-wide root, and the view's x and width once the root is 420 wide — worked out by hand
/// from UIKit's rule that the flexible parts share the change (+100) in proportion to their
/// lengths (left margin 20, width 100, right margin 200).
private struct AxisCase: CustomTestStringConvertible, Sendable {
  var notation: String
  var made: [(Attribute, Attribute?, Double, Double)]
  var after: (start: Double, length: Double)

  var testDescription: String { notation }
}

private let horizontalCases: [AxisCase] = [
  AxisCase(notation: "---", made: [(.left, .left, 1, 20), (.width, nil, 1, 100)], after: (20, 100)),
  AxisCase(notation: "--&", made: [(.left, .left, 1, 20), (.width, nil, 1, 100)], after: (20, 100)),
  AxisCase(notation: "-&-", made: [(.left, .left, 1, 20), (.right, .right, 1, -200)], after: (20, 200)),
  AxisCase(notation: "&--", made: [(.right, .right, 1, -200), (.width, nil, 1, 100)], after: (120, 100)),
  // Margins 20 and 200 share the 100: the left one takes 100 · 20/220.
  AxisCase(
    notation: "&-&", made: [(.width, nil, 1, 100), (.left, .right, 20.0 / 220, -100 * 20.0 / 220)],
    after: (20 + 100 * 20.0 / 220, 100)),
  // Width 100 and right margin 200 share it: the width takes 100 · 100/300.
  AxisCase(
    notation: "-&&", made: [(.left, .left, 1, 20), (.width, .width, 100.0 / 300, -20 * 100.0 / 300)],
    after: (20, 100 + 100 * 100.0 / 300)),
  // Left margin 20 and width 100: the width takes 100 · 100/120, the margin 100 · 20/120.
  AxisCase(
    notation: "&&-", made: [(.right, .right, 1, -200), (.width, .width, 100.0 / 120, -200 * 100.0 / 120)],
    after: (20 + 100 * 20.0 / 120, 100 + 100 * 100.0 / 120)),
  // All three: everything scales by 420/320.
  AxisCase(
    notation: "&&&", made: [(.left, .right, 20.0 / 320, 0), (.width, .width, 100.0 / 320, 0)],
    after: (20 * 420.0 / 320, 100 * 420.0 / 320)),
]

/// The vertical attribute that mirrors a horizontal one.
private func vertical(_ attribute: Attribute) -> Attribute {
  switch attribute {
  case .left: .top
  case .right: .bottom
  case .width: .height
  default: attribute
  }
}

/// docs/LANGUAGE.md §1.2.1: a view that translates its autoresizing mask gets two required
/// constraints per axis, and its flexible parts share a change of the superview's size in
/// proportion to their lengths.
@Suite("Autoresizing masks")
struct AutoresizingTests {
  /// The generated constraints of `engine`'s view `v`, on one axis.
  private func made(_ engine: LayoutEngine, axis: Axis) -> [LayoutConstraint] {
    engine.autoresizingConstraintIDs(of: "v").compactMap { engine.constraint($0)?.constraint }.filter {
      $0.first.attribute.axis == axis
    }
  }

  private func expectConstraints(
    _ actual: [LayoutConstraint], _ expected: [(Attribute, Attribute?, Double, Double)], superview: String = "root",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (constraint, (attribute, second, multiplier, constant)) in zip(actual, expected) {
      #expect(constraint.id == "v.autoresizing.\(attribute)", sourceLocation: sourceLocation)
      #expect(constraint.first == Anchor("v", attribute), sourceLocation: sourceLocation)
      #expect(constraint.relation == .equal && constraint.priority.isRequired, sourceLocation: sourceLocation)
      #expect(constraint.second == second.map { Anchor(superview, $0) }, sourceLocation: sourceLocation)
      #expect(abs(constraint.multiplier - multiplier) < 1e-12, "\(constraint)", sourceLocation: sourceLocation)
      #expect(abs(constraint.constant - constant) < 1e-9, "\(constraint)", sourceLocation: sourceLocation)
    }
  }

  @Test(
    "each horizontal mask makes its two constraints and shares a wider root as UIKit does", arguments: horizontalCases)
  fileprivate func horizontal(_ axisCase: AxisCase) throws {
    let mask = try #require(AutoresizingMask.axis(.horizontal, notation: axisCase.notation))
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("v", in: "root")
    try engine.translateAutoresizingMask(mask, frame: Rect(x: 20, y: 30, width: 100, height: 50), of: "v")
    expectConstraints(made(engine, axis: .horizontal), axisCase.made)
    #expect(try engine.relativeFrame(of: "v").isClose(to: Rect(x: 20, y: 30, width: 100, height: 50)))
    try engine.setRootSize(Size(width: 420, height: 480), of: "root")
    let frame = try engine.relativeFrame(of: "v")
    #expect(abs(frame.x - axisCase.after.start) < 1e-6 && abs(frame.width - axisCase.after.length) < 1e-6, "\(frame)")
    #expect(frame.y == 30 && frame.height == 50)
  }

  /// The same cases turned vertical: a view at 20…120 (y 20, height 100) in a 320-tall box
  /// that becomes 420 tall; the box is not a root (its height is the user's constraint).
  @Test("each vertical mask does the same inside a box the user resizes", arguments: horizontalCases)
  fileprivate func verticalInABox(_ axisCase: AxisCase) throws {
    let mask = try #require(AutoresizingMask.axis(.vertical, notation: axisCase.notation))
    var engine = try LayoutEngine.withRoot(width: 600, height: 600)
    try engine.addView("box", in: "root")
    for text in ["bx: box.left == root.left + 10", "by: box.top == root.top + 5", "bw: box.width == 200"] {
      try engine.add(parse(text))
    }
    try engine.add(parse("bh: box.height == 320"))
    try engine.addView("v", in: "box")
    try engine.translateAutoresizingMask(mask, frame: Rect(x: 7, y: 20, width: 40, height: 100), of: "v")
    let expected = axisCase.made.map { (vertical($0.0), $0.1.map(vertical), $0.2, $0.3) }
    expectConstraints(made(engine, axis: .vertical), expected, superview: "box")
    try engine.setConstant(420, of: "bh")
    let frame = try engine.relativeFrame(of: "v")
    #expect(abs(frame.y - axisCase.after.start) < 1e-6 && abs(frame.height - axisCase.after.length) < 1e-6, "\(frame)")
    #expect(frame.x == 7 && frame.width == 40)
    #expect(try engine.frame(of: "v").x == 17)
  }

  @Test("mask notation: UIKit's bits, normalized so that nothing flexible prints --&")
  func notation() throws {
    #expect(AutoresizingMask.flexibleLeftMargin.rawValue == 1 && AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    #expect(AutoresizingMask().notation == "h=--& v=--&")
    #expect(AutoresizingMask([.flexibleWidth, .flexibleHeight]).notation == "h=-&- v=-&-")
    #expect(
      AutoresizingMask([.flexibleLeftMargin, .flexibleTopMargin, .flexibleBottomMargin]).notation == "h=&-- v=&-&")
    #expect(AutoresizingMask().normalized == [.flexibleRightMargin, .flexibleBottomMargin])
    #expect(AutoresizingMask.axis(.vertical, notation: "&&-") == [.flexibleTopMargin, .flexibleHeight])
    #expect(AutoresizingMask.axis(.horizontal, notation: "&x-") == nil)
    #expect(
      AutoresizingMask([.flexibleWidth, .flexibleTopMargin]).flagNames == ["flexibleWidth", "flexibleTopMargin"])
  }

  @Test("a user constraint that conflicts with the mask breaks, whichever comes first")
  func theAppsConstraintBreaks() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("v", in: "root")
    try engine.translateAutoresizingMask([], frame: Rect(x: 20, y: 30, width: 100, height: 50), of: "v")
    let added = try engine.add(parse("wide: v.width == 200"))
    #expect(added.broken.map(\.id) == ["wide"])
    try engine.stopTranslatingAutoresizingMask(of: "v")
    #expect(engine.constraint("wide")?.status == .active)
    #expect(engine.autoresizingConstraintIDs(of: "v").isEmpty)
    // Translating again (from the current frame, 200 wide) is imposed: the app's constraint
    // breaks, not the mask's, when they disagree.
    try engine.setConstant(150, of: "wide")
    let again = try engine.translateAutoresizingMask(
      [.flexibleWidth], frame: Rect(x: 0, y: 0, width: 90, height: 10), of: "v")
    #expect(again.broken.map(\.id) == ["wide"])
    #expect(engine.constraint("v.autoresizing.right")?.status == .active)
    #expect(try engine.relativeFrame(of: "v") == Rect(x: 0, y: 0, width: 90, height: 10))
  }

  @Test("the mask's constraints are the framework's: the user cannot change them, and roots cannot translate")
  func generatedAndRefused() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("v", in: "root")
    try engine.translateAutoresizingMask([], frame: Rect(x: 1, y: 2, width: 3, height: 4), of: "v")
    let info = try #require(engine.constraint("v.autoresizing.left"))
    #expect(info.origin == .autoresizing(.horizontal) && info.owner == .autoresizing && info.origin.isImposed)
    let before = engine
    let refusals = [
      layoutError { () throws(LayoutError) in _ = try engine.setConstant(5, of: "v.autoresizing.left") },
      layoutError { () throws(LayoutError) in _ = try engine.remove("v.autoresizing.width") },
      layoutError { () throws(LayoutError) in _ = try engine.deactivate("v.autoresizing.top") },
    ]
    for refusal in refusals {
      guard case .generatedConstraint(_, let generator) = refusal else {
        Issue.record("not refused as generated: \(String(describing: refusal))")
        continue
      }
      #expect(generator == .autoresizing(view: "v"))
      #expect(refusal?.description.contains("set translates v false") == true)
    }
    #expect(engine.hasIdenticalState(to: before))
    #expect(
      layoutError { () throws(LayoutError) in _ = try engine.translateAutoresizingMask([], of: "root") }
        == .cannotTranslate(item: "root", reason: .root))
    #expect(engine.hasIdenticalState(to: before))
  }

  @Test("a stack view turns translation off for the views it arranges")
  func stacksTurnTranslationOff() throws {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("a", in: "root")
    try engine.translateAutoresizingMask([], frame: Rect(x: 1, y: 2, width: 30, height: 40), of: "a")
    try engine.addStackView(
      "row", in: "root", configuration: StackView.Configuration(axis: .horizontal), arrangedViews: ["a"])
    #expect(engine.item(named: "a")?.translatesAutoresizingMask == false)
    #expect(engine.autoresizingConstraintIDs(of: "a").isEmpty)
    guard
      case .cannotTranslate = layoutError({ () throws(LayoutError) in
        _ = try engine.translateAutoresizingMask([], of: "a")
      })
    else {
      Issue.record("an arranged view translated its mask")
      return
    }
  }
}
