import Cassowary

/// What an operation did to broken constraints, besides what was asked.
///
/// Only the net effect is reported: a constraint that broke and was restored within the same
/// operation appears in neither list.
public struct OperationReport: Equatable {
  /// Constraints the operation broke: required ones that could not hold together with the
  /// other required constraints, now demoted to ``Priority/brokenRequired``.
  public var broken: [BrokenConstraint] = []
  /// Ids of broken constraints that hold again and are required again.
  public var restored: [ConstraintID] = []

  /// Creates a report.
  public init(broken: [BrokenConstraint] = [], restored: [ConstraintID] = []) {
    self.broken = broken
    self.restored = restored
  }

  /// Whether nothing was broken or restored.
  public var isEmpty: Bool { broken.isEmpty && restored.isEmpty }
}

/// A constraint that was broken, and why.
public struct BrokenConstraint: Equatable {
  /// The id of the broken constraint.
  public var id: ConstraintID
  /// The solver's minimal conflicting set: it includes the broken constraint; each member is
  /// named by its constraint id (implicit ones as `view.width>=0`).
  public var conflict: Conflict

  /// Creates a description of a broken constraint.
  public init(id: ConstraintID, conflict: Conflict) {
    self.id = id
    self.conflict = conflict
  }

  /// The ids of the constraints in the conflicting set, in the order they were added.
  public var conflictingIDs: [ConstraintID] { conflict.constraints.compactMap { $0.name.map { ConstraintID($0) } } }
}
