import Cassowary
import Layout

/// Which frame components of each view the constraints leave open, measured as Interface
/// Builder measures frames: relative to the superview. A view that moves only because its
/// superview does is not ambiguous itself (its superview is reported instead). For a view
/// Interface Builder checks with `verifyAmbiguity="ignoreSizes"` (its size is set at run time),
/// its position is judged with its size held where it is.
struct AmbiguityAnalysis {
  /// The open components of each view id (views with none are absent).
  private(set) var components: [String: Set<FrameComponent>] = [:]
  /// The scroll views whose content width or height is open, by id.
  private(set) var scrollContent: [String: (width: Bool, height: Bool)] = [:]

  /// The analysis of `engine`, whose views `built` names.
  init(engine: LayoutEngine, built: BuiltScene) {
    (components, scrollContent) = Self.analyse(engine, built)
    let sized = built.tree.order.filter { built.tree[$0]?.view.verifyAmbiguity == .ignoreSizes }
    guard !sized.isEmpty, components.keys.contains(where: { sized.contains($0) }) else { return }
    var held = engine
    for id in sized {
      guard let name = built.name(of: id), let frame = try? engine.frame(of: ItemID(name)) else { continue }
      for (attribute, value) in [(Attribute.width, frame.width), (.height, frame.height)] {
        _ = try? held.add(
          LayoutConstraint(id: "\(name).ignoreSizes.\(attribute)", Anchor(name, attribute), .equal, constant: value))
      }
    }
    let positions = Self.analyse(held, built).components
    for id in sized {
      let sizes = (components[id] ?? []).filter { $0 == .width || $0 == .height }
      let open = sizes.union((positions[id] ?? []).filter { $0 == .x || $0 == .y })
      components[id] = open.isEmpty ? nil : open
    }
  }

  /// The open components of every view and scroll view content.
  private static func analyse(_ engine: LayoutEngine, _ built: BuiltScene) -> (
    components: [String: Set<FrameComponent>], scrollContent: [String: (width: Bool, height: Bool)]
  ) {
    var components: [String: Set<FrameComponent>] = [:]
    var scrollContent: [String: (width: Bool, height: Bool)] = [:]
    var absolute: [String: Set<FrameComponent>] = [:]
    for found in (try? engine.ambiguousComponents()) ?? [] {
      absolute[found.item.name, default: []].insert(found.component)
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
    return (components, scrollContent)
  }

  /// Whether `first − second` has one value over all optimal layouts.
  private static func isDetermined(_ engine: LayoutEngine, _ first: Anchor, relativeTo second: Anchor) -> Bool {
    guard let a = try? engine.expression(of: first), let b = try? engine.expression(of: second) else { return false }
    return engine.solver.range(of: a - b).isUnique
  }
}
