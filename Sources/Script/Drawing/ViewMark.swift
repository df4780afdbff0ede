import Layout

/// How a view is highlighted in a picture, from least to most severe: a view with several
/// problems shows the most severe one.
enum ViewMark: Int, Comparable, CaseIterable, Sendable {
  /// Nothing wrong.
  case plain
  /// An optional constraint on it does not hold.
  case violated
  /// A frame component is not determined by the constraints.
  case ambiguous
  /// A required constraint on it was broken.
  case broken

  /// The word in legends.
  var word: String {
    switch self {
    case .plain: "plain"
    case .violated: "violated"
    case .ambiguous: "ambiguous"
    case .broken: "broken"
    }
  }

  /// The ANSI colour code, as in transcripts: broken red, violated yellow, ambiguous magenta.
  var colorCode: String? {
    switch self {
    case .plain: nil
    case .violated: "33"
    case .ambiguous: "35"
    case .broken: "31"
    }
  }

  /// The SVG colour.
  var svgColor: String {
    switch self {
    case .plain: "#334155"
    case .violated: "#ca8a04"
    case .ambiguous: "#c026d3"
    case .broken: "#dc2626"
    }
  }

  static func < (lhs: ViewMark, rhs: ViewMark) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The mark of every item that has a problem in `engine`, by item name. A constraint marks
  /// the items it relates except an ancestor of another one (`box.trailing == root.trailing`
  /// is about `box`); a system guide's problem marks its view.
  static func marks(in engine: LayoutEngine) -> [String: ViewMark] {
    var marks: [String: ViewMark] = [:]
    func mark(_ name: String, _ mark: ViewMark) {
      let owner = engine.item(named: ItemID(name)).flatMap { $0.kind.isSystemGuide ? $0.parent : $0.name } ?? name
      marks[owner] = max(marks[owner] ?? .plain, mark)
    }
    for info in engine.constraints where info.status != .inactive {
      let kind: ViewMark
      if info.status == .broken {
        kind = .broken
      } else if !info.holds && !info.origin.isStackTieBreaker {
        kind = .violated
      } else {
        continue
      }
      let items = info.constraint.items
      for item in items where !items.contains(where: { $0 != item && isAncestor(item, of: $0, in: engine) }) {
        mark(item, kind)
      }
    }
    for ambiguous in (try? engine.ambiguousComponents()) ?? [] { mark(ambiguous.item.name, .ambiguous) }
    return marks
  }

  /// Whether `ancestor` contains `name` (a guide counts as inside its view).
  private static func isAncestor(_ ancestor: String, of name: String, in engine: LayoutEngine) -> Bool {
    var current = engine.item(named: ItemID(name))?.parent
    var steps = 0
    while let parent = current, steps < 10_000 {
      if parent == ancestor { return true }
      current = engine.item(named: ItemID(parent))?.parent
      steps += 1
    }
    return false
  }
}

extension ConstraintOrigin {
  /// Whether a stack view generated the constraint: its optional ones (`UISV-ambiguity-suppression`
  /// @25, `UISV-spanning-fit` @51, …) are tie-breakers that UIKit expects to lose, so losing them
  /// marks nothing in a picture.
  var isStackTieBreaker: Bool {
    if case .stack = self { return true }
    return false
  }
}
