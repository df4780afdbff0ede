import Layout

/// One rectangle of a picture: a view or a layout guide, in root coordinates.
struct SceneBox: Equatable, Sendable {
  /// The item's name.
  var name: String
  /// The frame in root coordinates.
  var frame: Rect
  /// How many ancestors it has below its root (0 for the root itself).
  var depth: Int
  /// Whether it is a layout guide (drawn dashed in SVG, left out of terminal pictures).
  var isGuide: Bool
  /// Its highlight.
  var mark: ViewMark
  /// The enclosing scroll views, outermost first: each clips its content, as UIScrollView does.
  var scrollAncestors: [String]
}

/// One root view and everything inside it, parents before children.
struct SceneRoot: Equatable, Sendable {
  /// The root's name.
  var name: String
  /// The root first, then its descendants depth-first in creation order.
  var boxes: [SceneBox]

  /// The root's frame: the canvas of its picture.
  var frame: Rect { boxes.first?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0) }

  /// The part of the root's canvas where `box` can be seen: the overlap of its scroll views'
  /// frames, or nil when no scroll view encloses it.
  func visibleArea(of box: SceneBox) -> Rect? {
    var area: Rect?
    for name in box.scrollAncestors {
      guard let scroll = boxes.first(where: { $0.name == name }) else { continue }
      area = Scene.intersection(area, scroll.frame)
    }
    return area
  }
}

/// What `draw` draws: every root with its views and guides, with their problems marked.
struct Scene: Equatable, Sendable {
  /// The roots in creation order.
  var roots: [SceneRoot]

  /// The scene of `engine`'s current layout; user guides appear when `includesGuides`.
  init(_ engine: LayoutEngine, includesGuides: Bool) {
    let marks = ViewMark.marks(in: engine)
    var roots: [SceneRoot] = []
    for root in engine.items where root.parent == nil && root.kind.isView {
      var boxes: [SceneBox] = []
      var pending: [(name: String, depth: Int, scrolls: [String])] = [(root.name, 0, [])]
      while let (name, depth, scrolls) = pending.popLast() {
        guard let item = engine.item(named: ItemID(name)), let frame = try? engine.frame(of: ItemID(name)) else {
          continue
        }
        let isGuide = !item.kind.isView
        if isGuide && !includesGuides { continue }
        boxes.append(
          SceneBox(
            name: name, frame: frame, depth: depth, isGuide: isGuide, mark: marks[name] ?? .plain,
            scrollAncestors: scrolls))
        let inner = item.kind == .scrollView ? scrolls + [name] : scrolls
        for child in item.children.reversed() { pending.append((child, depth + 1, inner)) }
      }
      roots.append(SceneRoot(name: root.name, boxes: boxes))
    }
    self.roots = roots
  }

  /// The same scene with some frames (root coordinates) replaced: a frame of an animation.
  func replacingFrames(_ frames: [String: Rect]) -> Scene {
    var copy = self
    for rootIndex in copy.roots.indices {
      for boxIndex in copy.roots[rootIndex].boxes.indices {
        if let frame = frames[copy.roots[rootIndex].boxes[boxIndex].name] {
          copy.roots[rootIndex].boxes[boxIndex].frame = frame
        }
      }
    }
    return copy
  }

  /// The overlap of two rectangles (`nil` meaning everything); an empty overlap has zero size.
  static func intersection(_ area: Rect?, _ frame: Rect) -> Rect {
    guard let area else { return frame }
    let left = max(area.x, frame.x)
    let top = max(area.y, frame.y)
    let right = max(left, min(area.x + area.width, frame.x + frame.width))
    let bottom = max(top, min(area.y + area.height, frame.y + frame.height))
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
