// Reading the solved frames.
import Cassowary

extension LayoutEngine {
  /// The item's frame in root coordinates.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  ///
  /// - Complexity: the item's four values and its ancestors' offsets (a hash lookup each).
  public func frame(of item: ItemID) throws(LayoutError) -> Rect {
    absoluteFrame(try lookup(item.name))
  }

  /// The item's frame relative to its parent (a guide's owning view; a scroll view's content
  /// origin for its content). A root's frame is its absolute frame.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``.
  ///
  /// - Complexity: as ``frame(of:)``.
  public func relativeFrame(of id: ItemID) throws(LayoutError) -> Rect {
    let item = try lookup(id.name)
    var frame = absoluteFrame(item)
    if let parent = item.parent, let container = itemsByName[parent] {
      let origin = absoluteFrame(container)
      frame.x -= origin.x
      frame.y -= origin.y
    }
    return frame
  }

  /// A scroll view's content size: the size of its content area (`NAME.contentGuide`). Check
  /// ``range(of:_:)`` on the content guide to see whether the constraints determine it.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``, ``LayoutError/notAScrollView(_:)``.
  ///
  /// - Complexity: O(1) on average.
  public func contentSize(of item: ItemID) throws(LayoutError) -> Size {
    let name = item.name
    guard try lookup(name).kind == .scrollView, let content = itemsByName["\(name).contentGuide"] else {
      throw .notAScrollView(name)
    }
    let frame = absoluteFrame(content)
    return Size(width: frame.width, height: frame.height)
  }

  /// The value of an attribute in the current layout (root coordinates for locations).
  ///
  /// - Throws: as ``expression(of:)``.
  ///
  /// - Complexity: the anchor's expression (a few terms).
  public func value(of anchor: Anchor) throws(LayoutError) -> Double {
    evaluate(try expression(of: anchor))
  }

  /// The frame of an item in root coordinates.
  func absoluteFrame(_ item: Item) -> Rect {
    absoluteFrame(item, in: solver)
  }

  /// The frame of an item in root coordinates in the solution of `solver` (this engine's
  /// solver, or a copy of it moved to another solution).
  func absoluteFrame(_ item: Item, in solver: Solver) -> Rect {
    // Each component is one variable plus a constant: read directly, without building the
    // expressions (four allocations a frame, the most of reading a thousand frames).
    let insets = frameInsets(of: item)
    func value(_ component: FrameComponent) -> Double {
      let term = frameTerm(component, of: item, insets: insets)
      return solver.value(of: term.variable) + term.offset
    }
    return Rect(x: value(.x), y: value(.y), width: value(.width), height: value(.height))
  }

  /// An expression's value in the current solution.
  func evaluate(_ expression: Expression) -> Double {
    expression.evaluate { solver.value(of: $0) }
  }

  /// The views inside `parent` (not its guides), with their frames in root coordinates, in the
  /// order they were added.
  ///
  /// - Complexity: proportional to the parent's children.
  public func childViewFrames(of parent: ItemID) -> [(item: ItemID, frame: Rect)] {
    (itemsByName[parent.name]?.children ?? []).compactMap { name in
      guard let item = itemsByName[name], item.kind.isView else { return nil }
      return (ItemID(name), absoluteFrame(item))
    }
  }
}
