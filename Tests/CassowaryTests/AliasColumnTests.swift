import Testing

@testable import Cassowary

/// A column of cells, each placed under the one above and as tall as its content prefers, with a
/// centred icon whose height comes after its centring: the icons' positions are aliases
/// (coefficients ½, the height still new), so no row names the heights of the cells above it.
@Suite("Aliases in a column of cells")
struct AliasColumnTests {
  /// `count` cells: `top[i] == top[i−1] + height[i−1] + 8`, `height[i] >= 44`, `height[i] == 60`
  /// (weak, so each height is a row over an error), and an icon centred in each cell, 40 high.
  static func column(count: Int) -> (constraints: [Constraint], tops: [Variable], icons: [Variable]) {
    let tops = (0..<count).map { Variable("top\($0)") }
    let heights = (0..<count).map { Variable("height\($0)") }
    let icons = (0..<count).map { Variable("icon\($0)") }
    let iconHeights = (0..<count).map { Variable("iconHeight\($0)") }
    var constraints: [Constraint] = []
    for index in 0..<count {
      if index == 0 {
        constraints.append((tops[0] == 8).named("top0"))
      } else {
        constraints.append((tops[index] == tops[index - 1] + heights[index - 1] + 8).named("below\(index)"))
      }
      constraints.append((heights[index] >= 44).named("min\(index)"))
      constraints.append((heights[index] == 60).priority(250).named("prefer\(index)"))
      constraints.append(
        (icons[index] + 0.5 * iconHeights[index] == tops[index] + 0.5 * heights[index]).named("centre\(index)"))
      constraints.append((iconHeights[index] == 40).named("iconHeight\(index)"))
    }
    return (constraints, tops, icons)
  }

  @Test("every cell's top and icon are aliases; the rows stay as short at 200 cells as at 20")
  func rowsStayShort() throws {
    for count in [20, 200] {
      let column = Self.column(count: count)
      var solver = Solver()
      try addAll(column.constraints, to: &solver)
      #expect(solver.aliases.count == 2 * count - 1)
      #expect(solver.rows.map(\.cells.count).max() == 2)
      #expect(solver.value(of: column.icons[count - 1]) == Double(8 + 68 * (count - 1) + 10))
      expectConsistent(solver)
    }
  }

  @Test("the same values as rows, before and after removing the centring of every other icon")
  func sameValuesAsRows() throws {
    let column = Self.column(count: 12)
    var fast = Solver()
    var plain = Solver()
    plain.aliasingEnabled = false
    try addAll(column.constraints, to: &fast)
    try addAll(column.constraints, to: &plain)
    let variables = column.tops + column.icons
    #expect(variables.map { fast.value(of: $0) } == variables.map { plain.value(of: $0) })
    for constraint in column.constraints where constraint.name?.hasPrefix("centre") == true {
      guard let index = Int(constraint.name?.dropFirst("centre".count) ?? ""), index % 2 == 0 else { continue }
      try fast.remove(constraint)
      try plain.remove(constraint)
    }
    #expect(variables.map { fast.value(of: $0) } == variables.map { plain.value(of: $0) })
    expectConsistent(fast)
  }
}
