// Ambiguity: the values an attribute can take over all optimal layouts.

/// An item's frame component whose value the constraints do not determine.
public struct Ambiguity: Equatable, Sendable {
  /// The item.
  public var item: String
  /// The ambiguous component (`x`, `y` in root coordinates, `width`, `height`).
  public var component: FrameComponent
  /// The values it can take without making the layout any worse.
  public var range: ValueRange
}

extension LayoutEngine {
  /// The values a frame component (root coordinates) can take over all optimal layouts: one
  /// point when the layout determines it, an interval when it is ambiguous.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  public func range(of name: String, _ component: FrameComponent) throws(LayoutError) -> ValueRange {
    let frame = frameExpressions(of: try lookup(name))
    let expression =
      switch component {
      case .x: frame.left
      case .y: frame.top
      case .width: frame.width
      case .height: frame.height
      }
    return try range(of: expression)
  }

  /// The values an attribute can take over all optimal layouts.
  ///
  /// - Throws: as ``expression(of:)``.
  public func range(of anchor: Anchor) throws(LayoutError) -> ValueRange {
    try range(of: expression(of: anchor))
  }

  /// The ambiguous frame components of the given items (all items when nil), in item order.
  /// System guides that only mirror their view are skipped; a scroll view's content size is
  /// reported as the width and height of `NAME.contentGuide`.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  public func ambiguities(of names: [String]? = nil) throws(LayoutError) -> [Ambiguity] {
    var found: [Ambiguity] = []
    for name in names ?? itemOrder {
      let item = try lookup(name)
      let components: [FrameComponent] =
        switch item.kind {
        case .view, .scrollView, .guide: FrameComponent.allCases
        case .contentGuide: [.width, .height]
        case .safeAreaGuide, .frameGuide: []
        case .stackGuide: stackGuideComponents(item)
        }
      for component in components {
        let range = try range(of: name, component)
        if !range.isUnique { found.append(Ambiguity(item: name, component: component, range: range)) }
      }
    }
    return found
  }

  /// The range of a linear expression over the optimal solutions.
  func range(of expression: Expression) throws(LayoutError) -> ValueRange {
    solver.range(of: expression)
  }
}
