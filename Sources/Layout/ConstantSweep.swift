import Cassowary

/// A constraint's constant swept through the solver's edit variables, as a window being resized:
/// the constant becomes a variable `k` with an edit constraint, and each ``move(to:)`` is one
/// `suggestValue` (dual simplex) plus the frames that moved.
///
/// The sweep runs on a copy of the engine: ``engine`` is a scratch layout to read frames from;
/// its constraint statuses and change reports are not kept while the sweep lasts (the swept
/// constraint is replaced by its parametric form in the solver, and the frames that moved are
/// tracked by the sweep). To keep the final value, change the constant of the original
/// engine with the ordinary operation (``LayoutEngine/setConstant(_:of:)``,
/// ``LayoutEngine/setRootSize(_:of:)``, ``LayoutEngine/setIntrinsicSize(_:of:)``), which gives the
/// state those operations give.
public struct ConstantSweep {
  /// The scratch engine; read frames from it.
  public private(set) var engine: LayoutEngine
  /// The constraint whose constant is swept.
  public let id: ConstraintID
  /// The solver variable standing for the constant (an edit variable of ``engine``'s solver), or
  /// nil when the constraint is not in the solver (an inactive constraint: moving it changes
  /// nothing).
  public let parameter: Variable?
  /// The frames of the views and user guides, as last reported.
  private var tracker: FrameTracker

  /// The edit priority: above every optional priority, like a broken required constraint, so a
  /// required constraint that cannot follow the sweep gets as close as the others allow.
  static let editPriority = Priority.brokenRequired

  /// Starts a sweep of constraint `id`'s constant on a copy of `engine`. Frames are unchanged
  /// until the first ``move(to:)``.
  ///
  /// - Throws: ``LayoutError/unknownConstraint(_:)``, ``LayoutError/solver(_:)``.
  public init(_ id: ConstraintID, in engine: LayoutEngine) throws(LayoutError) {
    guard let record = engine.records[id.name] else { throw .unknownConstraint(id.name) }
    self.id = id
    self.engine = engine
    // The tracker follows the values the solver reports as changed, so it starts from published ones.
    self.engine.solver.updateVariables()
    tracker = FrameTracker(self.engine)
    guard let installed = record.installed else {
      parameter = nil
      return
    }
    var atZero = record.constraint
    atZero.constant = 0
    var atOne = record.constraint
    atOne.constant = 1
    let base = try engine.derive(atZero, origin: record.origin).expression
    let slope = try engine.derive(atOne, origin: record.origin).expression.constant - base.constant
    guard slope != 0 else {
      parameter = nil
      return
    }
    let variable = Variable("\(id).constant")
    let parametric = Constraint(
      Expression(terms: base.terms + [Term(variable, slope)], constant: base.constant), installed.relation,
      priority: installed.priority, shortfallPriority: installed.shortfallPriority, name: installed.name)
    // The edit variable first, alone in the solver and already at the constant, so that adding
    // the parametric row (redundant while the original is in) and removing the original change
    // nothing: no pivots that move the whole layout away and back.
    do throws(SolverError) {
      try self.engine.solver.addEditVariable(variable, priority: Self.editPriority)
      try self.engine.solver.suggestValue(variable, record.constraint.constant, newestFirst: false)
      try self.engine.solver.add(parametric)
      try self.engine.solver.remove(installed)
    } catch {
      throw .solver(error)
    }
    parameter = variable
  }

  /// Moves the constant to `value` and returns the frames (root coordinates) of the views and
  /// user guides that moved since the last move (or the start), in item order.
  ///
  /// - Throws: ``LayoutError/nonFiniteValue(_:)``, ``LayoutError/solver(_:)``.
  public mutating func move(to value: Double) throws(LayoutError) -> [FrameChange] {
    guard value.isFinite else { throw .nonFiniteValue(.constant(constraint: id.name)) }
    if let parameter {
      // Ties broken by the rule of `setConstant`, so that a sweep and the ordinary change pick
      // the same of several equally good layouts where they can (the sweep's tableau holds a
      // parametric row instead of the constraint, so with ties they can still part ways).
      do throws(SolverError) {
        try engine.solver.suggestValue(parameter, value, newestFirst: false)
      } catch {
        throw .solver(error)
      }
    }
    return tracker.update(&engine.solver)
  }
}
