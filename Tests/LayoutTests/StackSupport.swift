import Layout
import Testing

/// The views of the stack tests: `a` 50×20, `b` 80×40 and `c` 30×10 (intrinsic sizes), in a
/// 300×100 root.
let stackViewSizes: [(name: String, width: Double, height: Double)] = [("a", 50, 20), ("b", 80, 40), ("c", 30, 10)]

extension LayoutEngine {
  /// A 300×100 root with `a`, `b`, `c` (intrinsic sizes as in ``stackViewSizes``) arranged by
  /// the stack `stack`, whose leading edge is at 10 and top at 10; `length` pins its length along
  /// the axis. `setUp` runs before the stack is made (to change priorities, say).
  static func withStack(
    _ configuration: StackView.Configuration, length: Double? = nil,
    setUp: (inout LayoutEngine) throws -> Void = { _ in }
  ) throws -> LayoutEngine {
    var engine = try LayoutEngine.withRoot(width: 300, height: 100)
    for view in stackViewSizes {
      try engine.addView(ItemID(view.name), in: "root")
      try engine.setIntrinsicSize(IntrinsicSize(width: view.width, height: view.height), of: ItemID(view.name))
    }
    try setUp(&engine)
    try engine.addStackView("stack", in: "root", configuration: configuration, arrangedViews: ["a", "b", "c"])
    try engine.add("x: stack.leading == root.leading + 10", "y: stack.top == root.top + 10")
    if let length {
      let attribute = configuration.axis == .horizontal ? "width" : "height"
      try engine.add("l: stack.\(attribute) == \(length)")
    }
    return engine
  }
}

/// Asserts the frames of `a`, `b`, `c` (x, y, width, height each).
func expectFrames(
  _ engine: LayoutEngine, _ frames: [(Double, Double, Double, Double)],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  for (view, frame) in zip(["a", "b", "c"], frames) {
    try expectFrame(engine, view, frame.0, frame.1, frame.2, frame.3, sourceLocation: sourceLocation)
  }
}

/// The text of the stack's generated constraints, in order (`b.leading == a.trailing + 10`).
func stackConstraintTexts(_ engine: LayoutEngine, _ stack: String = "stack") -> [String] {
  (engine.stackView(named: ItemID(stack))?.constraintIDs ?? []).compactMap { engine.constraint(ConstraintID($0)) }.map {
    "\($0.id): \($0.constraint)"
  }
}
