import Layout
import Testing

/// Apple's creation rules (docs/AUTO-LAYOUT.md §1.8, §2.4), one test per rule, with Apple's
/// exact message.
@Suite("Validation")
struct ValidationTests {
  private func engine() throws -> LayoutEngine {
    var engine = try LayoutEngine.withRoot(width: 320, height: 480)
    try engine.addView("a", in: "root")
    try engine.addView("b", in: "root")
    return engine
  }

  private func error(adding text: String, to engine: inout LayoutEngine) throws -> LayoutError? {
    let constraint = try parse(text)
    return layoutError { () throws(LayoutError) in try engine.add(constraint) }
  }

  @Test("a location equal to a constant (nil second item) is illegal")
  func locationEqualToConstant() throws {
    var engine = try engine()
    let error = try error(adding: "c1: a.left == 10", to: &engine)
    #expect(
      error?.description
        == "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
        + "illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
  }

  @Test("a multiplier of 0 on a location makes it a location equal to a constant")
  func multiplierZeroOnLocation() throws {
    var engine = try engine()
    let error = try error(adding: "c1: a.centerX == 0 * root.centerX", to: &engine)
    guard case .locationEqualToConstant = error else {
      Issue.record("expected locationEqualToConstant, got \(String(describing: error))")
      return
    }
    #expect(error?.description.hasPrefix("A multiplier of 0 or a nil second item") == true)
  }

  @Test("a location cannot be related to a dimension")
  func locationWithDimension() throws {
    var engine = try engine()
    #expect(
      try error(adding: "c1: a.top == b.height", to: &engine)?.description == "Invalid pairing of layout attributes")
    #expect(
      try error(adding: "c2: a.width == b.left", to: &engine)?.description == "Invalid pairing of layout attributes")
  }

  @Test("an x-axis location cannot be related to a y-axis location")
  func xAxisWithYAxis() throws {
    var engine = try engine()
    let error = try error(adding: "c1: a.centerX == b.centerY", to: &engine)
    guard case .invalidPairing = error else {
      Issue.record("expected invalidPairing, got \(String(describing: error))")
      return
    }
    #expect(error?.description == "Invalid pairing of layout attributes")
    #expect(try self.error(adding: "c2: a.leading == b.firstBaseline", to: &engine) != nil)
  }

  @Test("leading/trailing cannot be mixed with left/right")
  func leadingWithLeft() throws {
    var engine = try engine()
    let message =
      "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
      + "Use leading/trailing for both or neither."
    #expect(try error(adding: "c1: a.leading == b.left", to: &engine)?.description == message)
    #expect(try error(adding: "c2: a.right == root.trailingMargin", to: &engine)?.description == message)
  }

  @Test("a priority must be in (0, 1000]")
  func priorityRange() throws {
    var engine = try engine()
    #expect(
      try error(adding: "c1: a.width == 10 @0", to: &engine)?.description
        == "It's illegal to set priority:0.  Priorities must be greater than 0 and less or equal to "
        + "NSLayoutPriorityRequired, which is 1000.000000.")
    #expect(
      try error(adding: "c2: a.width == 10 @1000.5", to: &engine)?.description
        == "It's illegal to set priority:1000.5.  Priorities must be greater than 0 and less or equal to "
        + "NSLayoutPriorityRequired, which is 1000.000000.")
    try engine.add("c3: a.width == 10 @250")
    let setError = layoutError { () throws(LayoutError) in try engine.setPriority(-1, of: "c3") }
    #expect(setError == .invalidPriority(-1))
  }

  @Test("required to optional on an active constraint is an error; optional to optional is not")
  func priorityMutation() throws {
    var engine = try engine()
    try engine.add("c1: a.width == 100", "c2: a.height == 50 @750")
    let message =
      "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
      + "You passed priority 250 and the existing priority was 1000."
    #expect(layoutError { () throws(LayoutError) in try engine.setPriority(250, of: "c1") }?.description == message)
    #expect(
      layoutError { () throws(LayoutError) in try engine.setPriority(.required, of: "c2") }
        == .priorityMutation(passed: 1000, existing: 750))
    try engine.setPriority(251, of: "c2")
    #expect(engine.constraint("c2")?.constraint.priority == 251)
  }

  @Test("required to optional is allowed while the constraint is inactive")
  func priorityMutationWhileInactive() throws {
    var engine = try engine()
    try engine.add("c1: a.width == 100")
    try engine.deactivate("c1")
    try engine.setPriority(250, of: "c1")
    try engine.activate("c1")
    #expect(engine.constraint("c1")?.constraint.priority == 250)
    #expect(engine.constraint("c1")?.status == .active)
  }

  @Test("items in different hierarchies cannot be related")
  func noCommonAncestor() throws {
    var engine = try engine()
    try engine.addView("window")
    try engine.addView("c", in: "window")
    #expect(
      try error(adding: "c1: a.left == c.left", to: &engine)?.description
        == "Unable to activate constraint with anchors <a.left> and <c.left> because they have no common ancestor.  "
        + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
    // Inactive, it can be created; activating it fails the same way.
    try engine.add(try parse("c2: a.left == c.left"), active: false)
    #expect(
      layoutError { () throws(LayoutError) in try engine.activate("c2") }
        == .noCommonAncestor(first: Anchor("a", .left), second: Anchor("c", .left)))
  }

  @Test("multipliers and constants must be finite")
  func nonFiniteNumbers() throws {
    var engine = try engine()
    let multiplier = LayoutConstraint(
      id: "c1", Anchor("a", .width), .equal, Anchor("b", .width), multiplier: .infinity)
    #expect(
      layoutError { () throws(LayoutError) in try engine.add(multiplier) }?.description
        == "Multiplier is not finite!  That's illegal.  multiplier:inf")
    let constant = LayoutConstraint(id: "c2", Anchor("a", .left), .equal, Anchor("b", .left), constant: .nan)
    #expect(
      layoutError { () throws(LayoutError) in try engine.add(constant) }?.description
        == "Constant is not finite!  That's illegal.  constant:nan firstAnchor:<a.left> secondAnchor:<b.left>")
  }

  @Test("a guide has no margins and no baselines")
  func guideAttributes() throws {
    var engine = try engine()
    try engine.addGuide("g", in: "root")
    #expect(
      try error(adding: "c1: g.leftMargin == a.left", to: &engine)?.description
        == "`g.leftMargin`: a layout guide has no layout margins; use its edges, or the margins of its view")
    #expect(
      try error(adding: "c2: a.lastBaseline == root.safeArea.lastBaseline", to: &engine)?.description
        == "`root.safeArea.lastBaseline`: a layout guide has no baselines; use its top or bottom")
  }

  @Test("legal pairs: width with height, dimension with a constant, locations on one axis")
  func legalPairs() throws {
    var engine = try engine()
    try engine.add(
      "c1: a.width == 2 * a.height", "c2: a.height == 40", "c3: a.centerX == b.leading",
      "c4: a.top == b.lastBaseline + 8", "c5: a.left == 0.5 * root.rightMargin", "c6: b.width == 0 * a.height + 30",
      "c7: b.top == root.top", "c8: b.height == 20")
    // rightMargin is 320 - 8; b's baselines are its bottom (20).
    try expectFrame(engine, "a", 156, 28, 80, 40)
    #expect(try engine.frame(of: "b").width == 30)
  }

  @Test("ids and names are checked")
  func idsAndNames() throws {
    var engine = try engine()
    try engine.add("c1: a.width == 10")
    #expect(
      try error(adding: "c1: a.height == 10", to: &engine)?.description == "a constraint with id `c1` already exists")
    #expect(try error(adding: "c2: z.height == 10", to: &engine)?.description == "no view or guide is named `z`")
    #expect(
      layoutError { () throws(LayoutError) in try engine.addView("a") }?.description
        == "a view or guide named `a` already exists")
    #expect(layoutError { () throws(LayoutError) in try engine.addView("a.b") } == .invalidItemName("a.b"))
    #expect(
      layoutError { () throws(LayoutError) in try engine.remove("c9") }?.description == "no constraint has id `c9`")
    #expect(
      layoutError { () throws(LayoutError) in try engine.setConstant(5, of: "root.size.width") }
        == .generatedConstraint(id: "root.size.width", by: .rootSize))
    try engine.addGuide("g", in: "root")
    #expect(
      layoutError { () throws(LayoutError) in try engine.addView("x", in: "g") }
        == .parentIsNotAView(item: "x", parent: "g"))
    #expect(
      layoutError { () throws(LayoutError) in try engine.setRootSize(Size(width: 1, height: 1), of: "a") }
        == .notARoot(item: "a", parent: "root"))
  }
}
