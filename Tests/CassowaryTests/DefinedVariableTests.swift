import Testing

@testable import Cassowary

/// ``Solver/variableDefined(onlyBy:)``: the variable a required equality alone defines, when
/// taking the constraint away would leave it free and change nothing else.
@Suite("Variables one constraint defines")
struct DefinedVariableTests {
  @Test("a centred icon's top is defined by its centring alone; the cell's top is not")
  func centredIconInAColumn() throws {
    let column = AliasColumnTests.column(count: 5)
    var solver = Solver()
    try addAll(column.constraints, to: &solver)
    for index in 0..<5 {
      let centre = try #require(column.constraints.first { $0.name == "centre\(index)" })
      #expect(solver.variableDefined(onlyBy: centre) === column.icons[index])
    }
    // Each cell's top follows into the next one's and into its icon's centring.
    let below = try #require(column.constraints.first { $0.name == "below1" })
    #expect(solver.variableDefined(onlyBy: below) == nil)
  }

  @Test("nothing is defined alone once another constraint holds the variable or its definition")
  func heldElsewhere() throws {
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    var solver = Solver()
    let define = (x == y + 10).named("define")
    try solver.add((y >= 0).named("floor"))
    try solver.add(define)
    #expect(solver.variableDefined(onlyBy: define) === x)
    // An alias that follows x.
    let follow = (z == x + 1).named("follow")
    try solver.add(follow)
    #expect(solver.variableDefined(onlyBy: define) == nil)
    #expect(solver.variableDefined(onlyBy: follow) === z)
    // An inequality, an optional equality, or a constraint the solver does not hold: none.
    let weak = (y == 5).priority(500).named("weak")
    try solver.add(weak)
    #expect(solver.variableDefined(onlyBy: weak) == nil)
    #expect(solver.variableDefined(onlyBy: (y >= 0).named("other")) == nil)
    #expect(solver.variableDefined(onlyBy: (Variable("w") == 3).named("absent")) == nil)
  }
}
