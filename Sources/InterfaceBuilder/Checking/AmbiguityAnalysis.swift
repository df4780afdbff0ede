import Cassowary
import Layout

/// Which frame components of each view the constraints leave open, measured as Interface
/// Builder measures frames: relative to the superview. A view that moves only because its
/// superview does is not ambiguous itself (its superview is reported instead).
struct AmbiguityAnalysis {
  /// The open components of each view id (views with none are absent).
  private(set) var components: [String: Set<FrameComponent>] = [:]
  /// The scroll views whose content width or height is open, by id.
  private(set) var scrollContent: [String: (width: Bool, height: Bool)] = [:]

  /// The analysis of `engine`, whose views `built` names.
  init(engine: LayoutEngine, built: BuiltScene) {
    var absolute: [String: Set<FrameComponent>] = [:]
    for found in (try? engine.ambiguousComponents()) ?? [] {
      absolute[found.item, default: []].insert(found.component)
    }
    for id in built.tree.order {
      guard let name = built.name(of: id), let open = absolute[name], let entry = built.tree[id] else { continue }
      var relative = open
      if let parent = entry.parent, let parentName = built.name(of: parent), let parentOpen = absolute[parentName] {
        for (component, attribute) in [(FrameComponent.x, Attribute.left), (.y, .top)]
        where relative.contains(component) && parentOpen.contains(component) {
          if Self.isDetermined(engine, Anchor(name, attribute), relativeTo: Anchor(parentName, attribute)) {
            relative.remove(component)
          }
        }
      }
      if !relative.isEmpty { components[id] = relative }
    }
    for id in built.tree.order where built.tree[id]?.view.isScrollView == true {
      guard let name = built.name(of: id), let open = absolute["\(name).contentGuide"] else { continue }
      scrollContent[id] = (open.contains(.width), open.contains(.height))
    }
  }

  /// Whether `first − second` has one value over all optimal layouts.
  private static func isDetermined(_ engine: LayoutEngine, _ first: Anchor, relativeTo second: Anchor) -> Bool {
    guard let a = try? engine.expression(of: first), let b = try? engine.expression(of: second) else { return false }
    return engine.solver.range(of: a - b).isUnique
  }
}
