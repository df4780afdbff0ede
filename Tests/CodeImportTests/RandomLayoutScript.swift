/// A seeded generator (SplitMix64), so a failing seed can be replayed.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A random session as lyt commands: one or two roots, views, guides and scroll views in them,
/// each placed on both axes by one of several patterns (edges, centres with multipliers, widths
/// that follow other widths, spacing after a sibling; plain, safe-area and margin references;
/// leading/trailing and left/right), plus optional, inactive and conflicting constraints, ids,
/// content priorities and margins.
struct RandomLayoutScript {
  /// The commands.
  private(set) var lines: [String] = []
  /// The roots and their sizes (a fresh session needs them before the code).
  private(set) var roots: [(name: String, size: String)] = []

  private var random: SeededRandom
  private var items: [(name: String, kind: String, parent: String)] = []
  private var nameCount = 0

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
    let sizes = ["320x480", "390x844", "375x667"]
    let rootCount = chance(0.2) ? 2 : 1
    for index in 0..<rootCount {
      let root = (name: index == 0 ? "root" : "root\(index + 1)", size: pick(sizes))
      roots.append(root)
      lines.append("add view \(root.name) size \(root.size)")
      if chance(0.2) { lines.append("set margins \(root.name) \(pick(["4,16,4,16", "0,20,0,20"]))") }
    }
    for index in 0..<Int.random(in: 1...5, using: &random) { addItem(index) }
    for _ in 0..<Int.random(in: 0...3, using: &random) { addExtra() }
  }

  /// The text of the script.
  var text: String { lines.joined(separator: "\n") + "\n" }

  private mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
  private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

  private static let distances = ["0", "8", "16", "20", "4.5", "0.25", "0.3333333333333333", "187.33333333333334"]
  private static let multipliers = ["0.5", "2", "0.25", "1.5", "0.3333333333333333"]
  private static let priorities = ["250", "500", "750", "751", "999", "300.5"]

  /// ` as NAME` now and then.
  private mutating func name() -> String {
    guard chance(0.15) else { return "" }
    nameCount += 1
    return " as n\(nameCount)"
  }

  private mutating func addItem(_ index: Int) {
    let parents = roots.map(\.name) + items.filter { $0.kind == "view" }.map(\.name)
    let parent = pick(parents)
    let kind = pick(["view", "view", "view", "view", "guide", "scroll"])
    let name = "v\(index)"
    lines.append("add \(kind) \(name) in \(parent)")
    for axis in [true, false] { place(name, kind: kind, in: parent, horizontal: axis) }
    items.append((name, kind, parent))
    if kind != "guide" && chance(0.25) {
      lines.append("set \(pick(["hug", "resist"])) \(name) \(pick(["h", "v"])) \(pick(["300", "251", "700", "999"]))")
    }
    if kind == "view" && chance(0.15) { lines.append("set margins \(name) 1,2,3,4") }
  }

  /// A reference on `parent` for the edge `attribute`: the parent, its safe area or its margin.
  private mutating func reference(_ parent: String, _ attribute: String) -> String {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return "\(parent).safeArea.\(attribute)"
    case 1:
      let margin = attribute.hasPrefix("center") ? attribute + "WithinMargins" : attribute + "Margin"
      return "\(parent).\(margin)"
    default: return "\(parent).\(attribute)"
    }
  }

  private mutating func place(_ name: String, kind: String, in parent: String, horizontal: Bool) {
    let directional = chance(0.7)
    let lead = horizontal ? (directional ? "leading" : "left") : "top"
    let trail = horizontal ? (directional ? "trailing" : "right") : "bottom"
    let center = horizontal ? "centerX" : "centerY"
    let length = horizontal ? "width" : "height"
    let k = pick(Self.distances)
    let siblings = items.filter { $0.parent == parent }.map(\.name)
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      lines.append("\(name).\(lead) == \(reference(parent, lead)) + \(k)\(self.name())")
      lines.append("\(name).\(length) == \(pick(["44", "100", "12.5"]))\(self.name())")
    case 1:
      lines.append("\(name).\(lead) == \(reference(parent, lead)) + \(k)\(self.name())")
      lines.append("\(name).\(trail) == \(reference(parent, trail)) - \(pick(Self.distances))\(self.name())")
    case 2:
      let multiplier = chance(0.5) ? "" : pick(Self.multipliers) + " * "
      let target = chance(0.3) ? center + "WithinMargins" : center
      lines.append("\(name).\(center) == \(multiplier)\(parent).\(target) + \(k)\(self.name())")
      let others = items.filter { root(of: $0.name) == root(of: parent) }.map(\.name) + [parent]
      let other = pick(others)
      lines.append("\(name).\(length) == \(pick(Self.multipliers)) * \(other).\(length) + \(k)\(self.name())")
    default:
      guard let sibling = siblings.last else {
        lines.append("\(name).\(lead) == \(parent).\(lead)\(self.name())")
        lines.append("\(name).\(length) == 30\(self.name())")
        return
      }
      let first = !horizontal && kind == "view" && chance(0.3) ? pick(["firstBaseline", "lastBaseline"]) : lead
      let siblingIsView = items.contains { $0.name == sibling && $0.kind == "view" }
      let second = !horizontal && siblingIsView && chance(0.3) ? "lastBaseline" : trail
      let relation = chance(0.8) ? "==" : pick([">=", "<="])
      let priority = chance(0.2) ? " @" + pick(Self.priorities) : ""
      lines.append("\(name).\(first) \(relation) \(sibling).\(second) + \(k)\(priority)\(self.name())")
      lines.append("\(name).\(length) == \(pick(["44", "20"]))\(self.name())")
    }
  }

  private func root(of name: String) -> String {
    var current = name
    while let item = items.first(where: { $0.name == current }) { current = item.parent }
    return current
  }

  /// An optional, inactive or possibly conflicting constraint.
  private mutating func addExtra() {
    guard let item = items.randomElement(using: &random) else { return }
    let length = pick(["width", "height"])
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      lines.append("\(item.name).\(length) == \(pick(["10", "55", "200"])) @\(pick(Self.priorities))\(name())")
    case 1:
      nameCount += 1
      lines.append("\(item.name).\(length) <= \(pick(["10", "5000"])) as off\(nameCount)")
      lines.append("deactivate off\(nameCount)")
    default:
      lines.append("\(item.name).\(length) \(pick([">=", "<="])) \(pick(["1", "50", "300"]))\(name())")
    }
  }
}
