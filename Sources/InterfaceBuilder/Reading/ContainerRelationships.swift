/// Which controllers of a storyboard sit in a navigation controller (with its bar shown) or a
/// tab bar controller, found from the segues: a container's `relationship` segues to its
/// children, and `show`/`push` segues from a controller in a navigation stack (wherever they sit
/// in the controller: its connections, a bar button item's, a button's). Interface
/// Builder draws those bars over the controller's view, which insets its safe area.
struct ContainerRelationships {
  /// Controllers under a navigation bar.
  private(set) var inNavigation: Set<String> = []
  /// Controllers above a tab bar.
  private(set) var inTabBar: Set<String> = []

  /// The relationships of the controllers in `scenes`.
  init(_ scenes: [XMLNode]) {
    var controllers: [String: XMLNode] = [:]
    for scene in scenes {
      for object in scene.child("objects")?.children ?? [] {
        if let id = object["id"] { controllers[id] = object }
      }
    }
    // Segues sit in the controller's connections, and in those of its bar button items and
    // views: every one inside the controller leaves from it.
    func segues(of controller: XMLNode) -> [XMLNode] {
      var found: [XMLNode] = []
      var pending = controller.children
      while let node = pending.popLast() {
        if node.name == "segue" { found.append(node) } else { pending += node.children }
      }
      return found
    }
    var navigationRoots: [String] = []
    var tabChildren: [String] = []
    for controller in controllers.values {
      for segue in segues(of: controller) where segue["kind"] == "relationship" {
        guard let destination = segue["destination"] else { continue }
        if controller.name == "navigationController" && controller["navigationBarHidden"] != "YES"
          && segue["relationship"] == "rootViewController"
        {
          navigationRoots.append(destination)
        }
        if controller.name == "tabBarController" && segue["relationship"] == "viewControllers" {
          tabChildren.append(destination)
        }
      }
    }
    inNavigation = Self.closure(from: navigationRoots, controllers: controllers, segues: segues) { segue in
      segue["kind"] == "show" || segue["kind"] == "push"
    }
    // A tab's navigation controller passes the tab bar on to the controllers it shows.
    inTabBar = Self.closure(from: tabChildren, controllers: controllers, segues: segues) { segue in
      segue["kind"] == "relationship" && segue["relationship"] == "rootViewController"
        || segue["kind"] == "show" || segue["kind"] == "push"
    }
  }

  /// The controllers reached from `start` through segues that `follows` accepts.
  private static func closure(
    from start: [String], controllers: [String: XMLNode], segues: (XMLNode) -> [XMLNode],
    follows: (XMLNode) -> Bool
  ) -> Set<String> {
    var reached = Set(start)
    var pending = start
    while let id = pending.popLast() {
      guard let controller = controllers[id] else { continue }
      for segue in segues(controller) where follows(segue) {
        if let next = segue["destination"], reached.insert(next).inserted { pending.append(next) }
      }
    }
    return reached
  }
}
