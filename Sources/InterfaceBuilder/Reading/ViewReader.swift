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
  /// How many size-class variations other than the default the views hold (not checked).
  var otherVariations = 0
  /// The ids those variations include or exclude.
  var variedReferences: Set<String> = []

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
      problems.append(ReadingProblem("a <\(node.name)> without an id is left out", at: node.position, isWarning: true))
      return nil
    }
    guard !seenIDs.contains(id) else {
      problems.append(
        ReadingProblem("a second object with the id \(id) is left out", at: node.position, isWarning: true))
      return nil
    }
    seenIDs.insert(id)
    let viewClass = ViewClass.of(node.name)
    if !ViewClass.isKnown(node.name) {
      problems.append(
        ReadingProblem(
          "lyt does not know the element <\(node.name)>: laid out as a plain view", at: node.position, isWarning: false)
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
    let excluded = Self.defaultExclusions(node)
    for variation in node.children("variation") where variation["key"] != "default" {
      otherVariations += 1
      for mask in variation.children("mask") {
        for reference in mask.children where reference.name == "include" || reference.name == "exclude" {
          if let id = reference["reference"] { variedReferences.insert(id) }
        }
      }
    }
    for child in node.children {
      switch child.name {
      case "subviews":
        for subview in child.children where !excluded.subviews.contains(subview["id"] ?? "") {
          if let read = read(subview, parentFrame: frame, depth: depth + 1) { view.subviews.append(read) }
        }
      case "constraints":
        for element in child.children where !excluded.constraints.contains(element["id"] ?? "") {
          guard element.name == "constraint" else {
            problems.append(
              ReadingProblem(
                "<\(element.name)> inside <constraints> is not a constraint; left out", at: element.position,
                isWarning: false))
            continue
          }
          if let constraint = ConstraintReader.read(element, holder: id, problems: &problems) {
            view.constraints.append(constraint)
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
          "\(name)='\(text)' is not a priority in (0, 1000]; \(Int(fallback)) is used", at: node.position,
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

  /// The ids the default size class leaves out (`<variation key="default"><mask key="constraints">
  /// <exclude reference="…"/>`): they are installed only in the variations that include them.
  static func defaultExclusions(_ node: XMLNode) -> (constraints: Set<String>, subviews: Set<String>) {
    var constraints: Set<String> = []
    var subviews: Set<String> = []
    for variation in node.children("variation") where variation["key"] == "default" {
      for mask in variation.children("mask") {
        let ids = mask.children("exclude").compactMap { $0["reference"] }
        if mask["key"] == "constraints" { constraints.formUnion(ids) }
        if mask["key"] == "subviews" { subviews.formUnion(ids) }
      }
    }
    return (constraints, subviews)
  }
}
