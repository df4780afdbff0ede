/// Why a solver operation was refused. Every failed operation leaves the solver unchanged.
public enum SolverError: Error, Equatable, CustomStringConvertible {
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// Adding (or changing) the constraint would make the required constraints contradict each other.
  case unsatisfiable(Conflict)
  /// The variable already has an edit constraint.
  case duplicateEditVariable(Variable)
  /// The variable has no edit constraint; call ``Solver/addEditVariable(_:priority:)`` first.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional: a required edit could never follow a suggestion.
  case requiredEditPriority(Variable)
  /// A coefficient, constant or suggested value is NaN or infinite.
  case nonFiniteValue(String)
  /// A priority outside (0, 1000].
  case invalidPriority(Priority)
  /// A replacement that changes more than the constant or an optional priority.
  case incompatibleReplacement(Constraint)
  /// The simplex iteration limit was reached; the operation was undone. This indicates a
  /// numerical problem; the message includes the limit.
  case iterationLimit(Int)

  /// A readable form, used in messages and explanations.
  public var description: String {
    switch self {
    case .duplicateConstraint(let constraint):
      "the constraint \(constraint) is already in the solver"
    case .unknownConstraint(let constraint):
      "the constraint \(constraint) is not in the solver"
    case .unsatisfiable(let conflict):
      conflict.description
    case .duplicateEditVariable(let variable):
      "\(variable) already has an edit constraint"
    case .unknownEditVariable(let variable):
      "\(variable) has no edit constraint; add one with addEditVariable first"
    case .requiredEditPriority(let variable):
      "the edit constraint of \(variable) must be optional (priority below 1000)"
    case .nonFiniteValue(let what):
      "\(what) is not a finite number"
    case .invalidPriority(let priority):
      "priority \(priority.value) is out of range: use a value in (0, 1000]"
    case .incompatibleReplacement(let constraint):
      "\(constraint) can only replace a constraint that differs in its constant or optional priority"
    case .iterationLimit(let limit):
      "the solver stopped after \(limit) simplex iterations (numerical trouble); nothing was changed"
    }
  }
}

/// A set of required constraints that cannot hold together.
public struct Conflict: Equatable, Sendable, CustomStringConvertible {
  /// The constraint whose addition (or change) was refused.
  public var constraint: Constraint
  /// A minimal conflicting set: it contains ``constraint``, its members cannot all hold, and
  /// without any one of them the rest can. Ordered as the constraints were added.
  public var constraints: [Constraint]
  /// How far ``constraint`` must stay from holding, in the units of its expression, given the
  /// other members: the smallest achievable violation.
  public var gap: Double

  /// Creates a conflict description.
  public init(constraint: Constraint, constraints: [Constraint], gap: Double) {
    self.constraint = constraint
    self.constraints = constraints
    self.gap = gap
  }

  /// A readable form, used in messages and explanations.
  public var description: String {
    "required constraint \(constraint) cannot be satisfied (short by \(NumberText.format(gap))); "
      + "minimal conflicting set: " + constraints.map(\.description).joined(separator: "; ")
  }
}
