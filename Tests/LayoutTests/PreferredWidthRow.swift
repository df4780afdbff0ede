@testable import Layout

extension LayoutEngine {
  /// A row of `count` views 8 apart inside a root of the width their preferred widths fill,
  /// each at least 10 wide and preferring its width at 250, 500 or 750, changes taken.
  static func preferredWidthRow(count: Int) throws -> LayoutEngine {
    let preferred = (0..<count).map { 20 + 7 * $0 % 50 }
    let width = 8 + preferred.reduce(0) { $0 + $1 + 8 }
    var engine = try LayoutEngine.withRoot(width: Double(width), height: 100)
    for index in 0..<count {
      try engine.addView("v\(index)", in: "root")
      let left = index == 0 ? "root.leading + 8" : "v\(index - 1).trailing + 8"
      try engine.add(parse("lead\(index): v\(index).leading == \(left)"))
      try engine.add(parse("min\(index): v\(index).width >= 10"))
      try engine.add(parse("pref\(index): v\(index).width == \(preferred[index]) @\([250, 500, 750][index % 3])"))
      try engine.add(parse("top\(index): v\(index).top == root.top"))
    }
    try engine.add(parse("trail: v\(count - 1).trailing == root.trailing - 8"))
    _ = engine.takeChanges()
    return engine
  }
}
