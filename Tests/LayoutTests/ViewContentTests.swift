import Testing

@testable import Layout

/// A view added with its content in one operation (`addView(_:in:content:)`).
@Suite("Views added with their content")
struct ViewContentTests {
  /// A root with a row of `label` (added as `add`) and a fixed 40-point icon, 300 points wide.
  private func row(adding add: (inout LayoutEngine) throws -> Void) throws -> LayoutEngine {
    var engine = try LayoutEngine.withRoot(width: 300, height: 100)
    try engine.addView("icon", in: "root")
    try add(&engine)
    try engine.add(
      "i1: icon.leading == root.leading", "i2: icon.width == 40", "i3: icon.top == root.top",
      "l1: label.leading == icon.trailing + 8", "l2: label.trailing <= root.trailing", "l3: label.top == root.top")
    return engine
  }

  private static let content = ViewContent(
    intrinsicSize: IntrinsicSize(width: 400, height: 21),
    hugging: AxisPriorities(horizontal: 251, vertical: 250),
    compressionResistance: AxisPriorities(horizontal: 749, vertical: 1000))

  @Test("the same constraints, priorities and frames as adding the view, then its size and priorities")
  func sameAsSeparateOperations() throws {
    let together = try row { try $0.addView("label", in: "root", content: Self.content) }
    let separately = try row { engine in
      try engine.addView("label", in: "root")
      try engine.setIntrinsicSize(Self.content.intrinsicSize, of: "label")
      for axis in Axis.allCases {
        try engine.setHugging(Self.content.hugging[axis], axis: axis, of: "label")
        try engine.setCompressionResistance(Self.content.compressionResistance[axis], axis: axis, of: "label")
      }
    }
    #expect(together.constraintIDs == separately.constraintIDs)
    for id in ["label.intrinsic.width", "label.intrinsic.height"] {
      #expect(together.constraint(id)?.constraint == separately.constraint(id)?.constraint)
    }
    // 300 − 48 = 252 points for a 400-point label resisting at 749: it is squeezed.
    #expect(try together.frame(of: "label") == Rect(x: 48, y: 0, width: 252, height: 21))
    #expect(try separately.frame(of: "label") == Rect(x: 48, y: 0, width: 252, height: 21))
    #expect(together.item(named: "label")?.hugging == Self.content.hugging)
    #expect(together.item(named: "label")?.compressionResistance == Self.content.compressionResistance)
  }

  @Test("a negative or infinite size and a priority out of range are refused before any change")
  func invalidContentChangesNothing() throws {
    let engine = try LayoutEngine.withRoot(width: 300, height: 100)
    var invalid = [
      ViewContent(intrinsicSize: IntrinsicSize(width: -1, height: 21)),
      ViewContent(intrinsicSize: IntrinsicSize(width: .infinity, height: nil)),
    ]
    invalid.append(ViewContent(intrinsicSize: .none, hugging: AxisPriorities(horizontal: 0, vertical: 250)))
    invalid.append(
      ViewContent(intrinsicSize: .none, compressionResistance: AxisPriorities(horizontal: 750, vertical: 1001)))
    for content in invalid {
      var copy = engine
      #expect(throws: LayoutError.self) { try copy.addView("label", in: "root", content: content) }
      #expect(copy.hasIdenticalState(to: engine))
    }
  }
}
