import Cassowary
import Layout

/// What `export` writes: a session's views in hierarchy order and the constraints its user made,
/// read from a ``LayoutEngine``. Constraints the engine generated (a root's size, intrinsic
/// sizes, stack views') are not among them; the views' properties that code sets are.
public struct ExportModel {
  /// A view or user guide, with what the exported code needs to make it.
  public struct View: Hashable, Sendable {
    /// The view's name in the session.
    public var name: String
    /// The item's kind (`view`, `scrollView`, `guide`).
    public var kind: ItemKind
    /// The class to make it with: the one pasted code used (`UILabel`), else `UIView`,
    /// `UIScrollView`, `UIStackView` or `UILayoutGuide`.
    public var className: String
    /// The parent, nil for a root.
    public var parent: String?
    /// Content hugging priorities.
    public var hugging: AxisPriorities<Priority>
    /// Compression resistance priorities.
    public var resistance: AxisPriorities<Priority>
    /// Layout margins.
    public var margins: EdgeInsets
    /// Safe-area insets (UIKit sets them; code cannot).
    public var safeAreaInsets: EdgeInsets
    /// The intrinsic content size (UIKit measures the content; code cannot set it).
    public var intrinsicSize: IntrinsicSize
    /// A root's size, imposed from outside (its window).
    public var rootSize: Size?
    /// The stack view's configuration and arranged views, when the view is one.
    public var stack: StackView?
    /// For a view that translates its autoresizing mask (one from a storyboard or a console log):
    /// its frame and its mask constraints.
    public var autoresizing: Autoresizing?
  }

  /// A view that translates its autoresizing mask into constraints.
  public struct Autoresizing: Hashable, Sendable {
    /// Its frame in its parent.
    public var frame: Rect
    /// How many constraints UIKit makes of the mask (lyt's, which the export leaves to UIKit).
    public var constraintCount: Int
    /// The mask, when lyt knows it (a view given a frame in lyt, or from a storyboard).
    public var mask: AutoresizingMask?
  }

  /// A constraint the user made.
  public struct Constraint: Hashable, Sendable {
    /// The constraint, in Apple's form.
    public var constraint: LayoutConstraint
    /// Whether it is active (a broken constraint is active: UIKit keeps it so).
    public var isActive: Bool
    /// Whether lyt broke it (required and unsatisfiable with the other required ones).
    public var isBroken: Bool
  }

  /// The views and user guides, parents before children, in the order they were made.
  public var views: [View]
  /// The user's constraints, in the order they were added.
  public var constraints: [Constraint]
  /// The direction leading and trailing follow.
  public var direction: LayoutDirection

  /// The model of an engine's layout; `classes` are the classes pasted code made views with.
  public init(engine: LayoutEngine, classes: [String: String] = [:]) {
    var rootSizes: [String: Size] = [:]
    var constraints: [Constraint] = []
    var masks: [String: Int] = [:]
    for info in engine.constraints {
      switch info.origin {
      case .user where info.owner == .app:
        constraints.append(
          Constraint(constraint: info.constraint, isActive: info.status != .inactive, isBroken: info.status == .broken))
      case .user where info.owner == .autoresizing, .autoresizing:
        masks[info.constraint.first.item, default: 0] += 1
      case .rootSize(let component):
        let item = info.constraint.first.item
        var size = rootSizes[item] ?? Size(width: 0, height: 0)
        if component == .width { size.width = info.constraint.constant }
        if component == .height { size.height = info.constraint.constant }
        rootSizes[item] = size
      default: break
      }
    }
    let stacks = Dictionary(engine.stackViews.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    views = Self.hierarchyOrder(engine.items.filter { !$0.kind.isSystemGuide }, stacks: stacks).map { item in
      View(
        name: item.name, kind: item.kind,
        className: Self.className(of: item, stack: stacks[item.name] != nil, classes: classes), parent: item.parent,
        hugging: item.hugging, resistance: item.compressionResistance, margins: item.margins,
        safeAreaInsets: item.safeAreaInsets, intrinsicSize: item.intrinsicSize, rootSize: rootSizes[item.name],
        stack: stacks[item.name],
        autoresizing: masks[item.name].flatMap { count in
          (try? engine.relativeFrame(of: ItemID(item.name))).map {
            Autoresizing(frame: $0, constraintCount: count, mask: item.autoresizingMask)
          }
        })
    }
    self.constraints = constraints
    direction = engine.direction
    self.engine = engine
    kinds = Dictionary(views.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
    let roots = views.filter { $0.parent == nil }
    if roots.count == 1, let root = roots.first, root.name == "view" || kinds["view"] == nil {
      controllerRoot = root.name
    } else {
      controllerRoot = nil
    }
    systemGuides = Dictionary(
      engine.items.filter { $0.kind.isSystemGuide }.compactMap { item in
        Self.guide(of: item.kind).map { (item.name, $0) }
      }, uniquingKeysWith: { first, _ in first })
    owners = Dictionary(
      engine.items.compactMap { item in item.parent.map { (item.name, $0) } }, uniquingKeysWith: { first, _ in first })
    codeNames = Self.codeNames(of: views.map(\.name), controllerRoot: controllerRoot)
  }

  /// The names code cannot use as they are — a word Swift or Objective-C reserves (`default`,
  /// `id`), `make` (SnapKit's and Masonry's block parameter), or `view` when it is not the
  /// controller's view — each with `View` appended (and a number when that is taken too).
  private static func codeNames(of names: [String], controllerRoot: String?) -> [String: String] {
    var taken = Set(names)
    taken.insert("view")
    var renamed: [String: String] = [:]
    for name in names where name != controllerRoot && (name == "view" || BindingNames.keywords.contains(name)) {
      renamed[name] = BindingNames.unique(name + "View", claiming: &taken)
    }
    return renamed
  }

  /// The kinds of the views and user guides, by name.
  private var kinds: [String: ItemKind]
  /// The views code names otherwise than the session does (see ``codeNames(of:controllerRoot:)``).
  private var codeNames: [String: String] = [:]
  /// The root the code calls `view`, if any.
  private var controllerRoot: String?
  /// The engine the model was read from (the VFL export checks its lines with its VFL reader).
  let engine: LayoutEngine
  /// The built-in guides by their session names (`root.safeArea` → `.safeArea`).
  private var systemGuides: [String: CodeGuide]
  /// Each item's parent (a guide's owning view).
  private var owners: [String: String]

  /// The view and guide the code names for a session item: `root.safeArea` is `root`'s
  /// `safeArea`; views and user guides are themselves.
  public func codeItem(_ name: String) -> (view: String, guide: CodeGuide?) {
    guard let guide = systemGuides[name], let owner = owners[name] else { return (name, nil) }
    return (owner, guide)
  }

  /// The roots, in order.
  public var roots: [View] { views.filter { $0.parent == nil } }

  /// The name the code gives a view: `view` for the only root (a view controller's view) when no
  /// other item is called `view`; `NAMEView` for a name code cannot use (a reserved word,
  /// `make`, or `view` for another view); otherwise the session's name.
  ///
  /// - Complexity: O(1) on average.
  public func codeName(of view: String) -> String {
    view == controllerRoot ? "view" : codeNames[view] ?? view
  }

  /// The kind of a view or user guide, nil for other names.
  ///
  /// - Complexity: O(1) on average.
  public func kind(of name: String) -> ItemKind? { kinds[name] }

  /// The items in the order they were made, except that a parent comes before its children (a
  /// stack view is made after the views it arranges) and a stack's arranged views follow it in
  /// their arranged order.
  private static func hierarchyOrder(_ items: [Item], stacks: [String: StackView]) -> [Item] {
    let byName = Dictionary(items.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var placed = Set<String>()
    var order: [Item] = []
    func place(_ item: Item) {
      var pending: [Item] = []
      var next: Item? = item
      while let current = next, !placed.contains(current.name) {
        pending.append(current)
        next = current.parent.flatMap { byName[$0] }
      }
      for item in pending.reversed() where placed.insert(item.name).inserted {
        order.append(item)
        for name in stacks[item.name]?.arrangedViews ?? [] {
          if let arranged = byName[name], placed.insert(name).inserted { order.append(arranged) }
        }
      }
    }
    for item in items { place(item) }
    return order
  }

  private static func className(of item: Item, stack: Bool, classes: [String: String]) -> String {
    if stack { return "UIStackView" }
    switch item.kind {
    case .scrollView: return "UIScrollView"
    case .guide: return "UILayoutGuide"
    default: return classes[item.name] ?? "UIView"
    }
  }

  private static func guide(of kind: ItemKind) -> CodeGuide? {
    switch kind {
    case .safeAreaGuide: .safeArea
    case .contentGuide: .contentGuide
    case .frameGuide: .frameGuide
    default: nil
    }
  }
}
