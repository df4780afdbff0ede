import Testing

@testable import Cassowary

/// Which of several equally good layouts a suggested value lands on: three boxes in a row whose
/// weak preferred widths tie, the row's right edge dragged.
@Suite("Suggested values and ties")
struct EditTieTests {
  /// Boxes `w0 w1 w2` (each `>= 10`, weakly 30 wide) from x = 0, their right edge at the edit
  /// variable `right`, added box by box; `right` starts at 90, where every preference holds,
  /// and `w2`'s error is the one in the basis (it took up the initial drag).
  struct Row {
    let widths = [Variable("w0"), Variable("w1"), Variable("w2")]
    let lefts = [Variable("x0"), Variable("x1"), Variable("x2")]
    let right = Variable("right")
    var solver = Solver()

    init() throws {
      try solver.add(lefts[0] == 0)
      for index in 0..<3 {
        if index > 0 { try solver.add(lefts[index] == lefts[index - 1] + widths[index - 1]) }
        try solver.add(widths[index] >= 10)
        try solver.add((widths[index] == 30).priority(.defaultLow))
      }
      try solver.add(right == lefts[2] + widths[2])
      try solver.addEditVariable(right, priority: .defaultHigh)
      try solver.suggestValue(right, 90, newestFirst: false)
      solver.updateVariables()
    }

    var widthValues: [Double] { widths.map { solver.value(of: $0) } }
  }

  @Test("newest-first (the default): when the box giving way stops at its minimum, the newest of the others follows")
  func newestFirst() throws {
    var row = try Row()
    try row.solver.suggestValue(row.right, 60)
    #expect(row.widthValues == [30, 20, 10])
    expectConsistent(row.solver)
  }

  @Test("oldest-first, the rule of every other constant change: the oldest follows")
  func oldestFirst() throws {
    var row = try Row()
    try row.solver.suggestValue(row.right, 60, newestFirst: false)
    #expect(row.widthValues == [20, 30, 10])
    expectConsistent(row.solver)
  }

  @Test("dragging on moves the boxes right of the one giving way: one newest-first, two oldest-first")
  func movedVariables() throws {
    var newest = try Row()
    try newest.solver.suggestValue(newest.right, 60)
    newest.solver.updateVariables()
    try newest.solver.suggestValue(newest.right, 55)
    #expect(Set(newest.solver.updateVariables().map(\.name)) == ["w1", "x2", "right"])
    var oldest = try Row()
    try oldest.solver.suggestValue(oldest.right, 60, newestFirst: false)
    oldest.solver.updateVariables()
    try oldest.solver.suggestValue(oldest.right, 55, newestFirst: false)
    #expect(Set(oldest.solver.updateVariables().map(\.name)) == ["w0", "x1", "x2", "right"])
  }

  @Test("dragging back restores every preference whichever box gave way")
  func dragBack() throws {
    for newestFirst in [true, false] {
      var row = try Row()
      for target in [60.0, 45, 75, 90] {
        try row.solver.suggestValue(row.right, target, newestFirst: newestFirst)
        #expect(row.widthValues.reduce(0, +) == target, "newestFirst \(newestFirst) at \(target)")
        expectConsistent(row.solver)
      }
      #expect(row.widthValues == [30, 30, 30])
    }
  }
}
