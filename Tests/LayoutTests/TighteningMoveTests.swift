import Testing

@testable import Cassowary
@testable import Layout

/// A conflict member's constant moved so that it only tightens is never solved (issue #26): the
/// conflict cannot hold with it, and the constant found is the one solving every move finds.
@Suite("Tightening moves")
struct TighteningMoveTests {
  @Test("a minimum raised by the gap is not solved: it only tightens; lowered, it resolves the conflict")
  func tighteningMoveIsSkipped() throws {
    var engine = try LayoutEngine.withRoot(width: 100, height: 100)
    try engine.addView("a", in: "root")
    try engine.add(parse("minimum: a.width >= 60"))
    try engine.add(parse("lead: a.leading == root.leading"))
    try engine.add(parse("right: a.trailing == root.trailing - 50"))
    #expect(engine.constraint("right")?.status == .broken)
    #expect(engine.constraint("right")?.conflict?.gap == 10)
    #expect(engine.constantResolving(conflictOf: "right", by: "minimum") == 50)
    #expect(engine.constantResolving(conflictOf: "right", by: "minimum", solvingEveryMove: true) == 50)
    // Refused when it must stay above 55: the raise (70) is never solved, the answer is nil.
    #expect(engine.constantResolving(conflictOf: "right", by: "minimum", accepting: { $0 > 55 }) == nil)
    let minimum = try #require(engine.records["minimum"]?.installed)
    #expect(LayoutEngine.tightens(minimum, by: 10) == (minimum.relation == .greaterThanOrEqual))
    #expect(!LayoutEngine.tightens(Constraint(Expression(Variable()), .equal), by: 10))
    #expect(LayoutEngine.tightens(Constraint(Expression(Variable()), .lessThanOrEqual), by: -1))
    #expect(!LayoutEngine.tightens(Constraint(Expression(Variable()), .lessThanOrEqual), by: 1))
  }

  @Test("a member's constant found without the tightening moves' solves is the one solving every move finds")
  func sameConstants() throws {
    var compared = 0
    for seed in 0..<60 {
      var engine = try LayoutEngine.preferredWidthRow(count: 3 + seed % 5)
      let view = "v\(seed % 3)"
      let breaking = [
        "breaking: \(view).width == \(1000 + seed)", "breaking: \(view).width <= \(seed % 9)",
        "breaking: \(view).leading == root.leading + \(2000 + seed)", "breaking: \(view).width >= \(3000 + seed)",
      ][seed % 4]
      try engine.add(parse(breaking))
      guard let conflict = engine.constraint("breaking")?.conflict else { continue }
      for member in conflict.constraints.compactMap(\.name) {
        for accepting in [{ (_: Double) in true }, { (constant: Double) in constant > 0 }] {
          let quick = engine.constantResolving(conflictOf: "breaking", by: member, accepting: accepting)
          let full = engine.constantResolving(
            conflictOf: "breaking", by: member, accepting: accepting, solvingEveryMove: true)
          #expect(quick == full, "seed \(seed), \(member)")
          compared += 1
        }
      }
    }
    #expect(compared > 200)
  }
}
