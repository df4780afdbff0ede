import Testing

@testable import Cassowary

/// `variablesWithChangedValues(in:)` lists exactly the variables whose values differ between a
/// solver and a copy that went on, including variables only the copy knows.
@Suite("Changed values")
struct ChangedValuesTests {
  @Test("an edit moves what follows it; a new variable counts when it is not 0")
  func editedAndNewVariables() throws {
    let x = Variable("x")
    let y = Variable("y")
    let fixed = Variable("fixed")
    var base = Solver()
    try base.add(Constraint(Expression(y) - Expression(x), .equal))  // y == x
    try base.add(Constraint(Expression(fixed) - 3, .equal))  // fixed == 3
    try base.addEditVariable(x, priority: 750)
    try base.suggestValue(x, 10)
    var copy = base
    try copy.suggestValue(x, 20)
    let fresh = Variable("fresh")
    let zero = Variable("zero")
    try copy.add(Constraint(Expression(fresh) - 7, .equal))  // fresh == 7
    try copy.add(Constraint(Expression(zero), .equal))  // zero == 0: not a change
    #expect(base.variablesWithChangedValues(in: copy).map(\.name) == ["y", "x", "fresh"])
    #expect(base.variablesWithChangedValues(in: base).isEmpty)
  }
}
