import Cassowary

extension LayoutEngine {
  /// Swaps this engine's solver with `solver`: for what-if commands run on a copy of the engine
  /// with the scratch a ``ProbeScratch`` lends (``ProbeScratch/lend(_:)``) as its solver, swapped
  /// in while the scratch holds the engine's state and swapped back before it is reset. A copy
  /// of the engine that writes to its own solver copies every table of rows and columns the first
  /// write touches; the scratch owns its tables and is reset in place, at the cost of what the
  /// commands changed.
  ///
  /// The engine trusts the solver it gets to hold the constraints it has installed: swap in only
  /// a scratch of this engine's own solver.
  package mutating func exchangeSolver(_ solver: inout Solver) {
    swap(&self.solver, &solver)
  }
}
