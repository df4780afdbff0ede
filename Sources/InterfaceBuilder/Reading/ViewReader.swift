import Cassowary
import Layout

/// Reads view elements into ``IBView``s, recursively: frames, autoresizing, content priorities,
/// intrinsic sizes, margins, guides, flags, stack configuration, subviews and constraints.
/// Views stored under another key than `<subviews>` (a table's cells, header views) are laid out
/// on their own and collected in ``detached``.
struct ViewReader {
  /// The platform (AppKit frames have a bottom-left origin).
  var platform: IBDocument.Platform
  /// Image sizes from `<resources>`, by name.
  var images: [String: Size]
  /// `@IBDesignable` intrinsic sizes from `<designables>`, by view id.
  var designables: [String: Size]
  /// What reading worked around.
  var problems: [ReadingProblem] = []
  /// Views found outside `<subviews>` (cells, header and footer views), to lay out on their own.
  var detached: [IBView] = []
  /// Every id met so far, to find duplicates.
  var seenIDs: Set<String> = []
  /// The size-class configuration read (nil: the default, Interface Builder's Any | Any): the
  /// masks and constants of every variation that applies in it replace the default's.
  var configuration: SizeClassVariation?
  /// The ids that variations other than the default include, exclude or give another constant.
  var variedReferences: Set<String> = []
  /// The keys of variations that change constraints or subviews, with where each first appears.
  var layoutVariations: [String: SourcePosition] = [:]
  /// The same keys, for the scene being read.
  var sceneVariations: Set<String> = []
  /// The ids of the subviews the configuration leaves out, and of everything inside them: a
  /// constraint that names one is not installed either.
  var uninstalled: Set<String> = []

  /// Keys under which a view is not laid out by its container's constraints and is not worth
  /// checking on its own (bars a controller manages, selection backgrounds).
  static let ignoredKeys: Set<String> = [
    "navigationBar", "toolbar", "tabBar", "backgroundView", "selectedBackgroundView",
    "multipleSelectionBackgroundView", "inputView", "inputAccessoryView",
  ]

  /// The view of `node`, whose superview's stored frame is `parentFrame`; nil when it cannot be
  /// read (no id, a duplicate id).
  mutating func read(_ node: XMLNode, parentFrame: Rect?, parentID: String? = nil, depth: Int = 0) -> IBView? {
    // Older files write a cell's content view without an id.
    let synthesized = node["key"] == "contentView" ? parentID.map { "\($0).contentView" } : nil
    guard let id = node["id"] ?? synthesized, !id.isEmpty else {
      problems.append(ReadingProblem(.elementWithoutID(element: node.name), at: node.position, isWarning: true))
      return nil
    }
    guard !seenIDs.contains(id) else {
      problems.append(
        ReadingProblem(.duplicateID(id), at: node.position, isWarning: true))
      return nil
    }
    seenIDs.insert(id)
    let viewClass = ViewClass.of(node.name)
    if !ViewClass.isKnown(node.name) {
      problems.append(
        ReadingProblem(
          .unknownElement(node.name), at: node.position, isWarning: false)
      )
    }
    let fileFrame =
      node.child("rect", key: "frame").flatMap(AttributeValues.rect)
      ?? node.child("frame", key: "frameInset").flatMap { AttributeValues.frameInset($0, in: parentFrame) }
    var frame = fileFrame
    if platform == .macOS, let stored = fileFrame, let parent = parentFrame {
      frame?.y = parent.height - stored.y - stored.height
    }
    let insets = platform == .macOS ? EdgeInsets.zero : viewClass.alignmentInsets
    if let outer = frame, insets != .zero {
      frame = Rect(
        x: outer.x + insets.left, y: outer.y + insets.top, width: max(outer.width - insets.left - insets.right, 0),
        height: max(outer.height - insets.top - insets.bottom, 0))
    }
    let fixedFrame = node.flag("fixedFrame")
    var view = IBView(
      id: id, element: node.name, className: platform == .macOS ? viewClass.appKit : viewClass.uiKit,
      customClass: node["customClass"], displayName: "", key: node["key"], position: node.position, frame: frame,
      alignmentInsets: insets, fileFrame: fileFrame,
      translatesAutoresizingMask: fixedFrame || node["translatesAutoresizingMaskIntoConstraints"] != "NO",
      autoresizingMask: Self.mask(node.child("autoresizingMask", key: "autoresizingMask")),
      hugging: AxisPriorities(
        horizontal: priority(node, "horizontalHuggingPriority", 250),
        vertical: priority(node, "verticalHuggingPriority", 250)),
      compressionResistance: AxisPriorities(
        horizontal: priority(node, "horizontalCompressionResistancePriority", 750),
        vertical: priority(node, "verticalCompressionResistancePriority", 750)),
      intrinsicSize: .none, baselines: nil, margins: Self.margins(node),
      preservesSuperviewMargins: node.flag(
        "preservesSuperviewLayoutMargins"),
      safeAreaGuideID: node.child("viewLayoutGuide", key: "safeArea")?["id"],
      contentGuideID: node.child("viewLayoutGuide", key: "contentLayoutGuide")?["id"],
      frameGuideID: node.child("viewLayoutGuide", key: "frameLayoutGuide")?["id"],
      isScrollView: node.name == "scrollView" && platform != .macOS, flaggedMisplaced: node.flag("misplaced"),
      flaggedAmbiguous: node.flag("ambiguous"),
      verifyAmbiguity: VerifyAmbiguity(rawValue: node["verifyAmbiguity"] ?? "verify") ?? .verify,
      hidden: node.flag("hidden"), stack: node.name == "stackView" ? Self.stack(node) : nil, subviews: [],
      constraints: [])
    view.displayName = DisplayNames.name(of: node, viewClass: viewClass)
    view.framePosition = node.child("rect", key: "frame")?.position
    view.intrinsicSize = IntrinsicSizes.source(
      of: node, viewClass: viewClass, frame: frame, images: images, designable: designables[id])
    if let size = Baselines.fontSize(of: node, fallback: viewClass.defaultFontSize), let height = frame?.height {
      view.baselines = Baselines.offsets(height: height, fontSize: size)
    }
    guard depth < XMLTreeReader.maximumDepth else { return view }
    let excluded = Self.exclusions(node, configuration: configuration)
    for variation in node.children("variation") where variation["key"] != "default" {
      let references = variation.children("mask").flatMap(\.children).filter {
        $0.name == "include" || $0.name == "exclude"
      }
      guard !references.isEmpty else { continue }
      variedReferences.formUnion(references.compactMap { $0["reference"] })
      noteVariation(variation)
    }
    for child in node.children {
      switch child.name {
      case "subviews":
        for subview in child.children {
          guard !excluded.subviews.contains(subview["id"] ?? "") else {
            Self.collectIDs(subview, into: &uninstalled)
            continue
          }
          if let read = read(subview, parentFrame: frame, depth: depth + 1) { view.subviews.append(read) }
        }
      case "constraints":
        for element in child.children where !excluded.constraints.contains(element["id"] ?? "") {
          guard element.name == "constraint" else {
            problems.append(
              ReadingProblem(
                .notAConstraint(element: element.name), at: element.position,
                isWarning: false))
            continue
          }
          if let constraint = ConstraintReader.read(
            element, holder: id, configuration: configuration, problems: &problems)
          {
            view.constraints.append(constraint)
          }
          for variation in element.children("variation") where variation["constant"] != nil {
            variedReferences.insert(element["id"] ?? "")
            noteVariation(variation)
          }
        }
      case "rect", "autoresizingMask", "viewLayoutGuide", "edgeInsets", "directionalEdgeInsets", "variation":
        continue
      default:
        if child["key"] == "contentView", ViewClass.isKnown(child.name) {
          // A cell's or effect view's content view is a real subview, laid out first.
          if let read = read(child, parentFrame: frame, parentID: id, depth: depth + 1) {
            view.subviews.insert(read, at: 0)
          }
        } else {
          collectDetached(in: child, parentFrame: frame, depth: depth + 1)
        }
      }
    }
    return view
  }

  /// Looks through elements that are not views (a table's `<prototypes>`, a section's `<cells>`)
  /// for views to lay out on their own.
  mutating func collectDetached(in node: XMLNode, parentFrame: Rect?, depth: Int) {
    guard depth < XMLTreeReader.maximumDepth else { return }
    if Self.isDetachedRoot(node) {
      if !Self.ignoredKeys.contains(node["key"] ?? ""), let view = read(node, parentFrame: nil, depth: depth) {
        detached.append(view)
      }
      return
    }
    for child in node.children { collectDetached(in: child, parentFrame: parentFrame, depth: depth + 1) }
  }

  /// Whether an element outside `<subviews>` is a view hierarchy of its own: a known view
  /// element with an id and a stored frame.
  static func isDetachedRoot(_ node: XMLNode) -> Bool {
    ViewClass.isKnown(node.name) && node["id"] != nil && node.child("rect", key: "frame") != nil
  }

  /// A content priority attribute, or its default (a value outside (0, 1000] is a problem).
  private mutating func priority(_ node: XMLNode, _ name: String, _ fallback: Double) -> Priority {
    guard let text = node[name] else { return Priority(fallback) }
    guard let value = AttributeValues.number(text), value > 0, value <= 1000 else {
      problems.append(
        ReadingProblem(
          .priorityOutOfRange(attribute: name, text: text, fallback: Int(fallback)), at: node.position,
          isWarning: true))
      return Priority(fallback)
    }
    return Priority(value)
  }

  /// The `<autoresizingMask>` element's flags (none when absent).
  static func mask(_ node: XMLNode?) -> StoredAutoresizingMask {
    var mask = StoredAutoresizingMask()
    guard let node else { return mask }
    mask.flexibleMinX = node.flag("flexibleMinX")
    mask.widthSizable = node.flag("widthSizable")
    mask.flexibleMaxX = node.flag("flexibleMaxX")
    mask.flexibleMinY = node.flag("flexibleMinY")
    mask.heightSizable = node.flag("heightSizable")
    mask.flexibleMaxY = node.flag("flexibleMaxY")
    return mask
  }

  /// Margins set in the file.
  static func margins(_ node: XMLNode) -> EdgeInsets? {
    if let insets = node.child("edgeInsets", key: "layoutMargins") { return AttributeValues.insets(insets) }
    if let insets = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      return AttributeValues.insets(insets)
    }
    return nil
  }

  /// A stack view's configuration with UIKit's defaults.
  static func stack(_ node: XMLNode) -> IBStack {
    let axis: Axis = node["axis"] == "vertical" ? .vertical : .horizontal
    let distribution = StackView.Distribution(rawValue: node["distribution"] ?? "fill") ?? .fill
    let alignment: StackView.Alignment =
      switch node["alignment"] {
      case "top", "leading": .leading
      case "bottom", "trailing": .trailing
      case "center", "centerY", "centerX": .center
      case "firstBaseline": .firstBaseline
      case "lastBaseline", "baseline": .lastBaseline
      default: .fill
      }
    var unmodelled: [String] = []
    if node.flag("baselineRelativeArrangement") { unmodelled.append("baselineRelativeArrangement") }
    if node.flag("layoutMarginsFollowReadableWidth") { unmodelled.append("layoutMarginsFollowReadableWidth") }
    if node.flag("layoutMarginsRelativeArrangement") { unmodelled.append("layoutMarginsRelativeArrangement") }
    return IBStack(
      axis: axis, distribution: distribution, alignment: alignment,
      spacing: AttributeValues.number(node["spacing"]) ?? (node["spacingType"] == "standard" ? 8 : 0),
      unmodelled: unmodelled)
  }

  /// Every id in `node` and below it.
  static func collectIDs(_ node: XMLNode, into ids: inout Set<String>) {
    if let id = node["id"] { ids.insert(id) }
    for child in node.children { collectIDs(child, into: &ids) }
  }

  /// A scene's roots: `roots`, then the views found outside `<subviews>` while reading them
  /// (taken, so the next scene starts with none), each without the constraints that name an
  /// uninstalled view.
  mutating func finishing(_ roots: [IBView]) -> [IBView] {
    let all = roots + detached
    detached = []
    return all.map(droppingUninstalled)
  }

  /// `view` without the constraints that name an uninstalled view, everywhere inside it.
  func droppingUninstalled(_ view: IBView) -> IBView {
    guard !uninstalled.isEmpty else { return view }
    var view = view
    view.constraints.removeAll { constraint in
      uninstalled.contains(constraint.firstItem) || constraint.secondItem.map(uninstalled.contains) == true
    }
    view.subviews = view.subviews.map(droppingUninstalled)
    return view
  }

  /// Records a variation that changes the layout, by key.
  private mutating func noteVariation(_ variation: XMLNode) {
    guard let key = variation["key"] else { return }
    if layoutVariations[key] == nil { layoutVariations[key] = variation.position }
    sceneVariations.insert(key)
  }

  /// The ids left out in `configuration` (nil: the default): what `<variation key="default">`
  /// excludes, then, from the least specific variation that applies to the most specific, what
  /// each includes back or excludes (`<mask key="constraints|subviews"><include|exclude
  /// reference="…"/>`).
  static func exclusions(_ node: XMLNode, configuration: SizeClassVariation?) -> (
    constraints: Set<String>, subviews: Set<String>
  ) {
    var constraints: Set<String> = []
    var subviews: Set<String> = []
    for variation in applicable(node.children("variation"), in: configuration) {
      for mask in variation.children("mask") {
        for reference in mask.children {
          guard let id = reference["reference"], reference.name == "include" || reference.name == "exclude" else {
            continue
          }
          let exclude = reference.name == "exclude"
          switch mask["key"] {
          case "constraints": if exclude { constraints.insert(id) } else { constraints.remove(id) }
          case "subviews": if exclude { subviews.insert(id) } else { subviews.remove(id) }
          default: continue
          }
        }
      }
    }
    return (constraints, subviews)
  }

  /// The `<variation>` elements that apply in `configuration`, in the order they take effect:
  /// the default first, then the others from the least specific to the most.
  static func applicable(_ variations: [XMLNode], in configuration: SizeClassVariation?) -> [XMLNode] {
    let defaults = variations.filter { $0["key"] == "default" }
    guard let configuration else { return defaults }
    let others = variations.compactMap { node -> (XMLNode, Int)? in
      guard let variation = SizeClassVariation(key: node["key"] ?? ""), variation.applies(in: configuration) else {
        return nil
      }
      return (node, variation.specificity)
    }
    return defaults
      + others.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element.0)
  }
}
