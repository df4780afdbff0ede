import Cassowary
import Layout

/// The lines that make the exported views: each view or guide made, its autoresizing mask turned
/// off, added to its parent in hierarchy order (a stack's arranged views with
/// `addArrangedSubview`), and the properties code can set (content priorities, margins, a stack's
/// configuration). What code cannot set (a root's size, intrinsic sizes, safe-area insets) is
/// said in comments.
struct ViewSetupWriter {
  /// The spelling of items.
  let spelling: AnchorSpelling
  /// The views that need `translatesAutoresizingMaskIntoConstraints = false` (SnapKit and
  /// Masonry set it on the views they constrain).
  let translating: (String) -> Bool
  /// Whether each view gets Masonry's debug name (`title.mas_key = @"title";`), which Masonry's
  /// descriptions in the console use.
  var masonryKeys = false

  private var model: ExportModel { spelling.model }
  private var objectiveC: Bool { spelling.objectiveC }
  private var end: String { objectiveC ? ";" : "" }

  /// Every line, views in hierarchy order.
  func lines() -> [String] {
    var lines = rootComments()
    let arranged = Dictionary(
      model.views.compactMap(\.stack).flatMap { stack in stack.arrangedViews.map { ($0, stack.name) } },
      uniquingKeysWith: { first, _ in first })
    for view in model.views {
      guard let parent = view.parent else { continue }
      lines += make(view, in: arranged[view.name] ?? parent, arranged: arranged[view.name] != nil)
    }
    return lines
  }

  /// A comment per root (the code expects the roots: a view controller's `view`), and the
  /// properties code sets on them.
  private func rootComments() -> [String] {
    model.roots.flatMap { root in
      let code = spelling.view(root.name)
      let size = root.rootSize.map { ", \($0) (its window's size)" } ?? ""
      let name = code == root.name ? "" : " (`\(root.name)` in lyt)"
      return ["// \(code): the root view\(name)\(size)"] + properties(of: root, code)
    }
  }

  private func make(_ view: ExportModel.View, in parent: String, arranged: Bool) -> [String] {
    let name = spelling.view(view.name)
    let parentName = spelling.view(parent)
    var lines: [String] = []
    let renamed = model.codeName(of: view.name) == view.name ? "" : "  // `\(view.name)` in lyt"
    if objectiveC {
      lines.append("\(view.className) *\(name) = [[\(view.className) alloc] init];\(renamed)")
    } else {
      lines.append("let \(name) = \(view.className)()\(renamed)")
    }
    if view.kind == .guide {
      lines.append(objectiveC ? "[\(parentName) addLayoutGuide:\(name)];" : "\(parentName).addLayoutGuide(\(name))")
      return lines
    }
    if let autoresizing = view.autoresizing {
      let frame = autoresizing.frame
      let values = [frame.x, frame.y, frame.width, frame.height].map(AnchorSpelling.number)
      lines.append(
        "// \(name) translates its autoresizing mask in lyt: UIKit makes its "
          + "\(autoresizing.constraintCount) mask constraints from the mask and this frame")
      lines.append(
        objectiveC
          ? "\(name).frame = CGRectMake(\(values.joined(separator: ", ")));"
          : "\(name).frame = CGRect(x: \(values[0]), y: \(values[1]), width: \(values[2]), height: \(values[3]))")
      if let mask = autoresizing.mask, mask != AutoresizingMask().normalized {
        let flags = mask.flagNames
        lines.append(
          objectiveC
            ? "\(name).autoresizingMask = "
              + flags.map { "UIViewAutoresizing" + $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " | ")
              + ";"
            : "\(name).autoresizingMask = [" + flags.map { "." + $0 }.joined(separator: ", ") + "]")
      }
    } else if translating(view.name) {
      lines.append("\(name).translatesAutoresizingMaskIntoConstraints = \(objectiveC ? "NO" : "false")\(end)")
    }
    if masonryKeys { lines.append("\(name).mas_key = @\"\(view.name)\";") }
    if let stack = view.stack { lines += configure(stack, name) }
    let method = arranged ? "addArrangedSubview" : "addSubview"
    lines.append(objectiveC ? "[\(parentName) \(method):\(name)];" : "\(parentName).\(method)(\(name))")
    lines += properties(of: view, name)
    return lines
  }

  private func configure(_ stack: StackView, _ name: String) -> [String] {
    let configuration = stack.configuration
    let axis = configuration.axis == .horizontal ? "Horizontal" : "Vertical"
    let distribution = AnchorSpelling.capitalized(configuration.distribution.rawValue)
    let alignment = AnchorSpelling.capitalized(configuration.alignment.rawValue)
    let spacing = AnchorSpelling.number(configuration.spacing)
    if objectiveC {
      return [
        "\(name).axis = UILayoutConstraintAxis\(axis);",
        "\(name).distribution = UIStackViewDistribution\(distribution);",
        "\(name).alignment = UIStackViewAlignment\(alignment);", "\(name).spacing = \(spacing);",
      ]
    }
    return [
      "\(name).axis = .\(axis.lowercased())", "\(name).distribution = .\(configuration.distribution.rawValue)",
      "\(name).alignment = .\(configuration.alignment.rawValue)", "\(name).spacing = \(spacing)",
    ]
  }

  private func properties(of view: ExportModel.View, _ name: String) -> [String] {
    var lines: [String] = []
    for axis in [Axis.horizontal, .vertical] {
      if view.hugging[axis] != .defaultLow {
        lines.append(contentPriority(name, hugging: true, axis, view.hugging[axis]))
      }
      if view.resistance[axis] != .defaultHigh {
        lines.append(contentPriority(name, hugging: false, axis, view.resistance[axis]))
      }
    }
    if view.margins != EdgeInsets(all: 8) {
      let insets = view.margins
      let values = [insets.top, insets.left, insets.bottom, insets.right].map(AnchorSpelling.number)
      lines.append(
        objectiveC
          ? "\(name).layoutMargins = UIEdgeInsetsMake(\(values.joined(separator: ", ")));"
          : "\(name).layoutMargins = UIEdgeInsets(top: \(values[0]), left: \(values[1]), bottom: \(values[2]), "
            + "right: \(values[3]))")
    }
    if view.intrinsicSize != .none {
      let width = view.intrinsicSize.width.map(AnchorSpelling.number) ?? "none"
      let height = view.intrinsicSize.height.map(AnchorSpelling.number) ?? "none"
      lines.append(
        "// \(name): intrinsic content size \(width) x \(height) in lyt (UIKit measures it from the content)")
    }
    if view.safeAreaInsets != .zero {
      let insets = view.safeAreaInsets
      let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
      let text = sides.map { "\($0.0) \(AnchorSpelling.number($0.1))" }.joined(separator: ", ")
      lines.append("// \(name): safe-area insets \(text) in lyt (UIKit sets them)")
    }
    return lines
  }

  private func contentPriority(_ name: String, hugging: Bool, _ axis: Axis, _ priority: Priority) -> String {
    let kind = hugging ? "ContentHuggingPriority" : "ContentCompressionResistancePriority"
    let value = AnchorSpelling.number(priority.value)
    if objectiveC {
      let axisName = axis == .horizontal ? "Horizontal" : "Vertical"
      return "[\(name) set\(kind):\(value) forAxis:UILayoutConstraintAxis\(axisName)];"
    }
    return "\(name).set\(kind)(UILayoutPriority(\(value)), for: .\(axis == .horizontal ? "horizontal" : "vertical"))"
  }
}
