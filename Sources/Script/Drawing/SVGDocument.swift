import Cassowary
import Layout

/// A scene as an SVG document, in points: every root side by side with its name and size, views
/// as outlined boxes (guides dashed) in the colour of their mark, names inside the boxes where
/// they fit, content clipped to its scroll views, a legend and a scale bar.
struct SVGDocument {
  /// Space around and between roots, in points.
  static let margin = 20.0
  /// The height of a root's heading line.
  static let headingHeight = 18.0
  /// The font size of names.
  static let fontSize = 11.0
  /// The width of one character of a name (monospace, about 0.6 em).
  static let characterWidth = 6.6

  /// What is drawn.
  var scene: Scene
  /// The `width` attribute in pixels; nil draws one pixel per point.
  var pixelWidth: Int?

  /// The document text.
  var text: String {
    var placed: [(root: SceneRoot, dx: Double)] = []
    var x = Self.margin
    for root in scene.roots {
      placed.append((root, x - root.frame.x))
      x += max(root.frame.width, 0) + Self.margin
    }
    let totalWidth = max(x, 2 * Self.margin + 100)
    let tallest = scene.roots.map { max($0.frame.height, 0) }.max() ?? 0
    let top = Self.margin + Self.headingHeight
    let legendLines = legendEntries.count
    let totalHeight = top + tallest + 30 + Double(legendLines) * 16 + Self.margin
    let pixels = pixelWidth.map(Double.init) ?? totalWidth.rounded(.up)
    var body: [String] = []
    body.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(NumberText.text(pixels, .svg))\" height=\"\(NumberText.text(pixels * totalHeight / totalWidth, .svg))\" "
        + "viewBox=\"0 0 \(NumberText.text(totalWidth, .svg)) \(NumberText.text(totalHeight, .svg))\" font-family=\"monospace\" font-size=\"\(NumberText.text(Self.fontSize, .svg))\">"
    )
    body.append("<title>lyt layout</title>")
    body.append(
      "<rect x=\"0\" y=\"0\" width=\"\(NumberText.text(totalWidth, .svg))\" height=\"\(NumberText.text(totalHeight, .svg))\" fill=\"#ffffff\"/>"
    )
    var clipIDs: [String: String] = [:]
    var definitions: [String] = []
    for (root, dx) in placed {
      for box in root.boxes where !box.isGuide && isScrollView(box, in: root) {
        let id = "lyt-clip-\(clipIDs.count + 1)"
        clipIDs[box.name] = id
        let frame = shifted(box.frame, dx: dx, dy: top - root.frame.y)
        definitions.append("<clipPath id=\"\(id)\">\(rect(frame, attributes: ""))</clipPath>")
      }
    }
    if !definitions.isEmpty { body.append("<defs>" + definitions.joined() + "</defs>") }
    for (root, dx) in placed {
      let dy = top - root.frame.y
      let heading = "\(root.name) \(Display.number(root.frame.width))x\(Display.number(root.frame.height))"
      body.append(
        "<text x=\"\(NumberText.text(root.frame.x + dx, .svg))\" y=\"\(NumberText.text(top - 6, .svg))\" fill=\"#0f172a\">\(Self.escaped(heading))</text>"
      )
      for box in root.boxes {
        body.append(element(for: box, dx: dx, dy: dy, clips: box.scrollAncestors.compactMap { clipIDs[$0] }))
      }
    }
    body += legend(y: top + tallest + 30)
    body += scaleBar(x: Self.margin, y: top + tallest + 14, widest: scene.roots.map(\.frame.width).max() ?? 0)
    body.append("</svg>")
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + body.joined(separator: "\n") + "\n"
  }

  /// A box with its tooltip and name, inside the clip groups of its scroll views.
  private func element(for box: SceneBox, dx: Double, dy: Double, clips: [String]) -> String {
    let frame = shifted(box.frame, dx: dx, dy: dy)
    let color = box.mark.svgColor
    var attributes = "fill=\"\(color)\" fill-opacity=\"\(box.isGuide ? "0" : "0.06")\" stroke=\"\(color)\" "
    attributes += box.mark == .plain ? "stroke-width=\"1\"" : "stroke-width=\"2\""
    if box.isGuide { attributes += " stroke-dasharray=\"4 3\"" }
    let kind = box.isGuide ? "guide" : "view"
    let status = box.mark == .plain ? "" : " \(box.mark.word)"
    let tooltip = "\(box.name) \(Display.rect(box.frame))\(status)"
    var element =
      "<g class=\"\(kind)\" id=\"\(kind)-\(Self.escaped(box.name))\"><title>\(Self.escaped(tooltip))</title>"
    element += rect(frame, attributes: attributes)
    let needed = Double(box.name.count) * Self.characterWidth + 6
    if frame.width >= needed && frame.height >= Self.fontSize + 4 {
      // A view's name at its top-left corner, a guide's at its bottom-left (clear of its view's).
      let baseline = box.isGuide ? frame.y + frame.height - 3 : frame.y + Self.fontSize + 1
      element +=
        "<text x=\"\(NumberText.text(frame.x + 3, .svg))\" y=\"\(NumberText.text(baseline, .svg))\" fill=\"\(color)\">"
        + "\(Self.escaped(box.name))</text>"
    }
    element += "</g>"
    for id in clips.reversed() { element = "<g clip-path=\"url(#\(id))\">" + element + "</g>" }
    return element
  }

  /// The marks that occur, most severe first, with their views.
  private var legendEntries: [(mark: ViewMark, names: [String])] {
    let boxes = scene.roots.flatMap(\.boxes)
    return ViewMark.allCases.reversed().compactMap { mark in
      let names = boxes.filter { $0.mark == mark && !$0.isGuide }.map(\.name)
      return mark == .plain || names.isEmpty ? nil : (mark, names)
    }
  }

  /// One line per mark: a coloured sample and the views.
  private func legend(y: Double) -> [String] {
    legendEntries.enumerated().map { index, entry in
      let top = y + Double(index) * 16
      return
        "<g class=\"legend\"><rect x=\"\(NumberText.text(Self.margin, .svg))\" y=\"\(NumberText.text(top, .svg))\" width=\"14\" height=\"10\" "
        + "fill=\"none\" stroke=\"\(entry.mark.svgColor)\" stroke-width=\"2\"/>"
        + "<text x=\"\(NumberText.text(Self.margin + 20, .svg))\" y=\"\(NumberText.text(top + 9, .svg))\" fill=\"\(entry.mark.svgColor)\">"
        + Self.escaped("\(entry.mark.word): " + entry.names.joined(separator: ", ")) + "</text></g>"
    }
  }

  /// A bar of a round number of points (1, 2 or 5 times a power of ten, at most a quarter of the
  /// widest root), with its length written beside it.
  private func scaleBar(x: Double, y: Double, widest: Double) -> [String] {
    let length = Self.roundLength(below: max(widest, 4) / 4)
    return [
      "<g class=\"scale\" stroke=\"#0f172a\" stroke-width=\"1\">"
        + "<line x1=\"\(NumberText.text(x, .svg))\" y1=\"\(NumberText.text(y, .svg))\" x2=\"\(NumberText.text(x + length, .svg))\" y2=\"\(NumberText.text(y, .svg))\"/>"
        + "<line x1=\"\(NumberText.text(x, .svg))\" y1=\"\(NumberText.text(y - 4, .svg))\" x2=\"\(NumberText.text(x, .svg))\" y2=\"\(NumberText.text(y + 4, .svg))\"/>"
        + "<line x1=\"\(NumberText.text(x + length, .svg))\" y1=\"\(NumberText.text(y - 4, .svg))\" x2=\"\(NumberText.text(x + length, .svg))\" y2=\"\(NumberText.text(y + 4, .svg))\"/>"
        + "<text x=\"\(NumberText.text(x + length + 6, .svg))\" y=\"\(NumberText.text(y + 4, .svg))\" stroke=\"none\" fill=\"#0f172a\">"
        + "\(Display.number(length)) pt</text></g>"
    ]
  }

  /// The largest 1, 2 or 5 × 10^k that is at most `limit` (at least 1).
  static func roundLength(below limit: Double) -> Double {
    var best = 1.0
    var power = 1.0
    while power <= limit {
      for step in [1.0, 2.0, 5.0] where step * power <= limit { best = step * power }
      power *= 10
    }
    return best
  }

  /// Whether a box is a scroll view: some box lists it as a scroll ancestor.
  private func isScrollView(_ box: SceneBox, in root: SceneRoot) -> Bool {
    root.boxes.contains { $0.scrollAncestors.last == box.name }
  }

  private func shifted(_ frame: Rect, dx: Double, dy: Double) -> Rect {
    Rect(x: frame.x + dx, y: frame.y + dy, width: max(frame.width, 0), height: max(frame.height, 0))
  }

  private func rect(_ frame: Rect, attributes: String) -> String {
    "<rect x=\"\(NumberText.text(frame.x, .svg))\" y=\"\(NumberText.text(frame.y, .svg))\" width=\"\(NumberText.text(frame.width, .svg))\" height=\"\(NumberText.text(frame.height, .svg))\""
      + (attributes.isEmpty ? "" : " " + attributes) + "/>"
  }

  /// Text with XML's special characters escaped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
