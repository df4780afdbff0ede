import Layout

/// A scene's views flattened in tree order, each with its parent, its root and its stored frame
/// in its root's coordinates (scroll views' content at offset zero), which is what Interface
/// Builder's canvas shows.
struct SceneTree {
  /// One view and where it sits.
  struct Entry {
    /// The view (its `subviews` are listed as entries of their own).
    var view: IBView
    /// The superview's id; nil for a root.
    var parent: String?
    /// The root's id (a root's own).
    var root: String
    /// The stored frame in the root's coordinates, when every frame up to the root is stored.
    var absolute: Rect?
    /// Whether the superview is a stack view that arranges it.
    var isArranged: Bool
  }

  /// The entries by id.
  private(set) var entries: [String: Entry] = [:]
  /// The ids in tree order (depth first, roots in scene order).
  private(set) var order: [String] = []
  /// The roots' ids.
  private(set) var roots: [String] = []
  /// The subviews of each view, in order.
  private var childIDs: [String: [String]] = [:]

  /// The tree of `roots`.
  init(roots: [IBView]) {
    for root in roots {
      self.roots.append(root.id)
      let size = root.frame.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
      add(root, parent: nil, root: root.id, absolute: size, isArranged: false)
    }
  }

  private mutating func add(_ view: IBView, parent: String?, root: String, absolute: Rect?, isArranged: Bool) {
    guard entries[view.id] == nil else { return }
    var flat = view
    flat.subviews = []
    entries[view.id] = Entry(view: flat, parent: parent, root: root, absolute: absolute, isArranged: isArranged)
    order.append(view.id)
    if let parent { childIDs[parent, default: []].append(view.id) }
    for subview in view.subviews {
      var frame: Rect?
      if let origin = absolute, let own = subview.frame {
        frame = Rect(x: origin.x + own.x, y: origin.y + own.y, width: own.width, height: own.height)
      }
      add(
        subview, parent: view.id, root: root, absolute: frame,
        isArranged: view.stack != nil && subview.key != "contentView")
    }
  }

  /// The entry of `id`.
  subscript(id: String) -> Entry? { entries[id] }

  /// The subviews of `id`, in order.
  func children(of id: String) -> [String] {
    childIDs[id] ?? []
  }

  /// Whether `id` is `ancestor` or inside it.
  func isInside(_ id: String, _ ancestor: String) -> Bool {
    var current: String? = id
    while let name = current {
      if name == ancestor { return true }
      current = entries[name]?.parent
    }
    return false
  }

  /// The stored value of a location attribute of view `id` in its root's coordinates (left to
  /// right; baselines where lyt estimates them); nil for sizes, margins and the baselines of a
  /// view without text, or when the frame is not stored.
  func storedValue(of attribute: Attribute, of id: String) -> Double? {
    guard let frame = entries[id]?.absolute else { return nil }
    switch attribute {
    case .left, .leading: return frame.x
    case .right, .trailing: return frame.x + frame.width
    case .top: return frame.y
    case .bottom: return frame.y + frame.height
    case .centerX: return frame.x + frame.width / 2
    case .centerY: return frame.y + frame.height / 2
    case .firstBaseline: return entries[id]?.view.baselines.map { frame.y + $0.first }
    case .lastBaseline: return entries[id]?.view.baselines.map { frame.y + $0.last }
    default: return nil
    }
  }
}
