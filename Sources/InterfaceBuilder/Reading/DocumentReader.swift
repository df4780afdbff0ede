import Layout

/// Reads the text of a `.storyboard` or `.xib` into an ``IBDocument``: the document's target,
/// its scenes (a storyboard's view controllers; a XIB's top-level views, one scene each) and
/// every view hierarchy in them.
public enum DocumentReader {
  /// The document in `text`.
  ///
  /// - Throws: ``DocumentError`` with the line and column: malformed XML, or XML that is not an
  ///   Interface Builder document lyt can read.
  public static func read(_ text: String) throws(DocumentError) -> IBDocument {
    try read(tree: XMLTreeReader.read(text))
  }

  /// The parsed text of a document.
  static func tree(_ text: String) throws(DocumentError) -> XMLNode { try XMLTreeReader.read(text) }

  /// The document whose XML is `root`, in the size-class `configuration` (nil: the default
  /// configuration; a variation: the masks and constants of every variation that applies in it).
  static func read(tree root: XMLNode, configuration: SizeClassVariation? = nil) throws(DocumentError) -> IBDocument {
    guard root.name == "document" else {
      let hint =
        root.name == "archive"
        ? "an Interface Builder archive from Xcode 4 or earlier; open and save it in a recent Xcode"
        : "its top element is <\(root.name)>, not <document>"
      throw DocumentError("not an Interface Builder document: \(hint)", at: root.position)
    }
    let type = root["type"] ?? ""
    let runtime = root["targetRuntime"] ?? ""
    let platform: IBDocument.Platform
    if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") {
      platform = .macOS
    } else if runtime.hasPrefix("AppleTV") || type.contains("AppleTV") {
      platform = .tvOS
    } else if runtime.hasPrefix("iOS") || runtime.isEmpty || type.contains("CocoaTouch") {
      platform = .iOS
    } else {
      throw DocumentError("lyt cannot check documents for the runtime '\(runtime)'", at: root.position)
    }
    let device = root.child("device")
    var reader = ViewReader(platform: platform, images: images(root), designables: designables(root))
    reader.configuration = configuration
    let kind: IBDocument.Kind = root.child("scenes") != nil || type.contains("Storyboard") ? .storyboard : .xib
    var scenes: [IBScene] = []
    if kind == .storyboard {
      let containers = ContainerRelationships(root.child("scenes")?.children("scene") ?? [])
      for scene in root.child("scenes")?.children("scene") ?? [] {
        scenes.append(readScene(scene, reader: &reader, containers: containers))
      }
    } else {
      scenes = readTopLevel(root.child("objects"), reader: &reader)
    }
    var problems = reader.problems
    var variations: [SizeClassVariation] = []
    for (key, position) in reader.layoutVariations.sorted(by: { $0.value < $1.value }) {
      if let variation = SizeClassVariation(key: key) {
        variations.append(variation)
      } else {
        problems.append(
          ReadingProblem(
            .variationNotChecked(key: key), at: position, isWarning: false))
      }
    }
    return IBDocument(
      kind: kind, platform: platform, toolsVersion: AttributeValues.number(root["toolsVersion"]),
      deviceID: device?["id"], landscape: device?["orientation"] == "landscape",
      usesAutoLayout: root["useAutolayout"] == "YES", usesSafeAreas: root["useSafeAreas"] == "YES", scenes: scenes,
      problems: problems.sorted { $0.position < $1.position }, variedReferences: reader.variedReferences,
      variations: variations)
  }

  /// One storyboard scene: its controller's view, the layout guides and simulated bars it
  /// declares, and every other view hierarchy it holds.
  static func readScene(_ scene: XMLNode, reader: inout ViewReader, containers: ContainerRelationships) -> IBScene {
    var roots: [IBView] = []
    var guides: [String: Bool] = [:]
    var bars = SimulatedBars()
    var controllerName: String?
    var controllerViewID: String?
    reader.detached = []
    reader.sceneVariations = []
    for object in scene.child("objects")?.children ?? [] {
      if let view = object.children.first(where: { $0["key"] == "view" && ViewClass.isKnown($0.name) }) {
        controllerName =
          controllerName ?? object["customClass"]
          ?? ViewNames.words(ofIdentifier: object.name).joined(
            separator: " ")
        for guide in object.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
          if let id = guide["id"] { guides[id] = guide["type"] == "top" }
        }
        bars = simulatedBars(object, containers: containers)
        if let root = reader.read(view, parentFrame: nil) {
          roots.insert(root, at: 0)
          controllerViewID = controllerViewID ?? root.id
        }
        for child in object.children where child["key"] != "view" {
          reader.collectDetached(in: child, parentFrame: nil, depth: 1)
        }
      } else if ViewReader.isDetachedRoot(object) {
        if let root = reader.read(object, parentFrame: nil) { roots.append(root) }
      } else {
        reader.collectDetached(in: object, parentFrame: nil, depth: 1)
      }
    }
    roots = reader.finishing(roots)
    let comment = scene.precedingComment.map(DisplayNames.oneLine) ?? ""
    return IBScene(
      id: scene["sceneID"] ?? "", name: comment.isEmpty ? controllerName ?? "Scene" : comment,
      position: scene.position, roots: roots, controllerViewID: controllerViewID, legacyGuides: guides,
      simulatedBars: bars, variationKeys: reader.sceneVariations)
  }

  /// A XIB's top-level views, one scene each (named after the view), with the hierarchies found
  /// inside them (cells).
  static func readTopLevel(_ objects: XMLNode?, reader: inout ViewReader) -> [IBScene] {
    var scenes: [IBScene] = []
    for object in objects?.children ?? [] {
      reader.detached = []
      reader.sceneVariations = []
      var roots: [IBView] = []
      if ViewReader.isDetachedRoot(object) || (ViewClass.isKnown(object.name) && object["id"] != nil) {
        if let root = reader.read(object, parentFrame: nil) { roots.append(root) }
      } else {
        reader.collectDetached(in: object, parentFrame: nil, depth: 1)
      }
      roots = reader.finishing(roots)
      guard let first = roots.first else { continue }
      scenes.append(
        IBScene(
          id: first.id, name: first.displayName, position: first.position, roots: roots, controllerViewID: nil,
          legacyGuides: [:], simulatedBars: SimulatedBars(), variationKeys: reader.sceneVariations))
    }
    return scenes
  }

  /// The bars a controller says Interface Builder simulates: the bars of the navigation and tab
  /// bar controllers it sits in (by the storyboard's segues), and the ones it declares.
  static func simulatedBars(_ controller: XMLNode, containers: ContainerRelationships) -> SimulatedBars {
    var bars = SimulatedBars()
    if let id = controller["id"] {
      bars.navigationBar = containers.inNavigation.contains(id)
      bars.tabBar = containers.inTabBar.contains(id)
    }
    for child in controller.children {
      switch (child.name, child["key"]) {
      case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"): bars.navigationBar = true
      case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"): bars.tabBar = true
      case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"): bars.toolbar = true
      case ("nil", "simulatedStatusBarMetrics"): bars.noStatusBar = true
      case ("simulatedStatusBarMetrics", _) where child["statusBarStyle"] == "none": bars.noStatusBar = true
      default: continue
      }
    }
    // An explicit `<nil key="simulatedTopBarMetrics"/>` turns the inferred bars off.
    for child in controller.children where child.name == "nil" {
      if child["key"] == "simulatedTopBarMetrics" { bars.navigationBar = false }
      if child["key"] == "simulatedBottomBarMetrics" {
        bars.tabBar = false
        bars.toolbar = false
      }
    }
    return bars
  }

  /// Image sizes from `<resources>` (system symbols left out: their size depends on the
  /// symbol configuration).
  static func images(_ root: XMLNode) -> [String: Size] {
    var sizes: [String: Size] = [:]
    for image in root.child("resources")?.children("image") ?? [] where image["catalog"] == nil {
      if let name = image["name"], let size = AttributeValues.size(image) { sizes[name] = size }
    }
    return sizes
  }

  /// `@IBDesignable` intrinsic sizes cached in `<designables>`, by view id.
  static func designables(_ root: XMLNode) -> [String: Size] {
    var sizes: [String: Size] = [:]
    for designable in root.child("designables")?.children("designable") ?? [] {
      if let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize"),
        let value = AttributeValues.size(size)
      {
        sizes[id] = value
      }
    }
    return sizes
  }
}
