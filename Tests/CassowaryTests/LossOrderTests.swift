import Testing

@testable import Cassowary

/// When a violated constraint lost to several minimal sets, `loss(of:)` names the same one on every
/// run: it freezes the stronger constraints strongest first, in the order they were added within a
/// priority, not in a dictionary's per-process order (docs/lessons/02-priorities.md shows this
/// case, and its transcript is checked).
@Suite("Which of several minimal conflicts loss(of:) names")
struct LossOrderTests {
  @Test("w == 100 @749 against 200, 210, 220 @750: lost to the one at 210, by 110")
  func lostToTheMedian() throws {
    let w = Variable("w")
    var solver = Solver()
    let narrow = Constraint(w - 100, .equal, priority: 749, name: "narrow")
    let wishes = [
      Constraint(w - 200, .equal, priority: 750, name: "a"), Constraint(w - 210, .equal, priority: 750, name: "b"),
      Constraint(w - 220, .equal, priority: 750, name: "c"),
    ]
    try solver.add(narrow)
    for wish in wishes { try solver.add(wish) }
    solver.updateVariables()
    #expect(solver.value(of: w) == 210)
    let loss = try #require(solver.loss(of: narrow))
    #expect(loss.violation == 110)
    #expect(abs(loss.forced - 110) < 1e-9)
    #expect(loss.lostTo.compactMap(\.name) == ["b"])
  }

  @Test("the answer does not depend on how often it is asked")
  func repeatedQueriesAgree() throws {
    let w = Variable("w")
    var solver = Solver()
    let narrow = Constraint(w - 100, .equal, priority: 749, name: "narrow")
    try solver.add(narrow)
    for (name, value) in [("a", 200.0), ("b", 210.0), ("c", 220.0)] {
      try solver.add(Constraint(w - value, .equal, priority: 750, name: name))
    }
    let names = (0..<20).map { _ in solver.loss(of: narrow)?.lostTo.compactMap(\.name) ?? [] }
    #expect(Set(names.map { $0.joined(separator: ",") }) == ["b"])
  }

  @Test("two stronger constraints hold it at the same bound: the stronger one is named, not the first added")
  func tightBoundsNameTheStrongest() throws {
    let w = Variable("w")
    var solver = Solver()
    let weakWish = Constraint(w - 0, .equal, priority: 300, name: "weak")
    let strongWish = Constraint(w - 0, .equal, priority: 800, name: "strong")
    let wide = Constraint(w - 20, .equal, priority: 200, name: "wide")
    try solver.add(w >= 10)
    for constraint in [weakWish, strongWish, wide] { try solver.add(constraint) }
    solver.updateVariables()
    #expect(solver.value(of: w) == 10)
    // Frozen, `weak` and `strong` each keep w at or below 10: either alone is a minimal conflict.
    let loss = try #require(solver.loss(of: wide))
    #expect(loss.violation == 10)
    #expect(abs(loss.forced - 10) < 1e-9)
    #expect(loss.lostTo.compactMap(\.name) == ["strong"])
  }
}
