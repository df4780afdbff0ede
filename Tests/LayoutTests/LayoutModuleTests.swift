import Cassowary
import Layout
import Testing

@Test("the Layout module re-exports the solver")
func layoutReexportsSolver() throws {
  let x = Variable("x")
  var solver = Solver()
  try solver.add(x == 3)
  #expect(solver.value(of: x) == 3)
}
