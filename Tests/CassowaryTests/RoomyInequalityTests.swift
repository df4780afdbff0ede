import Testing

@testable import Cassowary

/// ``Solver/holdsWithRoom(_:)``: a required inequality whose slack is basic and above the
/// tolerance, so that adding or removing it changes no verdict of ambiguity.
@Suite("Inequalities that hold with room")
struct RoomyInequalityTests {
  @Test("an inequality with room holds it; one met exactly, an equality, an optional one or an absent one do not")
  func roomIsMeasuredOnTheSlack() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    let floor = (x >= 10).named("floor")
    try solver.add(floor)
    try solver.add((y == x + 5).named("follow"))
    let roomy = (x <= 30).named("roomy")
    try solver.add(roomy)
    #expect(solver.value(of: x) == 10)
    #expect(solver.holdsWithRoom(roomy))
    let under = (y >= 0).named("under")
    try solver.add(under)
    #expect(solver.holdsWithRoom(under))
    // Met exactly: x sits on it.
    let cap = (x <= 10).named("cap")
    try solver.add(cap)
    #expect(!solver.holdsWithRoom(cap))
    #expect(!solver.holdsWithRoom(floor))
    let weak = (x >= 1).priority(500).named("weak")
    try solver.add(weak)
    #expect(!solver.holdsWithRoom(weak))
    #expect(!solver.holdsWithRoom((x == 10).named("equal")))
    #expect(!solver.holdsWithRoom((x >= 0).named("absent")))
  }

  @Test("an inequality met exactly has no room, whichever symbol the solver makes basic")
  func metExactly() throws {
    // `x <= y` added when x and y both sit on their floors at 0.
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    try solver.add((x >= 0).named("x0"))
    try solver.add((y >= 0).named("y0"))
    let order = (x <= y).named("order")
    try solver.add(order)
    #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0)
    #expect(!solver.holdsWithRoom(order))
  }
}
