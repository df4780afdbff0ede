// The user's constraints: add, remove, activate, deactivate, constant and priority changes.
import Cassowary

extension LayoutEngine {
  /// Adds a constraint, active unless `active` is false.
  ///
  /// A required constraint that makes the required set unsatisfiable is still added and active,
  /// but broken (see ``OperationReport/broken``).
  ///
  /// - Throws: ``LayoutError/emptyConstraintID``, ``LayoutError/duplicateConstraint(_:)``,
  ///   ``LayoutError/unknownItem(_:)``, Apple's creation errors
  ///   (``LayoutError/locationEqualToConstant(_:)``, ``LayoutError/invalidPairing(_:)``,
  ///   ``LayoutError/mixedDirectionalAttributes(_:)``, ``LayoutError/invalidPriority(_:)``,
  ///   ``LayoutError/nonFiniteMultiplier(_:)``, ``LayoutError/nonFiniteConstant(_:first:second:)``),
  ///   ``LayoutError/attributeUnavailable(_:reason:)``, and when activating,
  ///   ``LayoutError/noCommonAncestor(first:second:)``.
  ///
  /// - Complexity: one solver add (``Cassowary/Solver/add(_:)``; on a required conflict a second add at
  ///   the broken level), then the restore pass, which tries only the broken constraints
  ///   whose conflicts this change touched.
  @discardableResult
  public mutating func add(_ constraint: LayoutConstraint, active: Bool = true) throws(LayoutError) -> OperationReport {
    let before = startOperation()
    try insertChecked(constraint, active: active)
    return finishOperation(since: before)
  }

  /// Adds active constraints as one operation (a VFL line, a `distribute`): each is checked and
  /// installed in order exactly as ``add(_:active:)`` would, and the restore pass and the
  /// report run once at the end. Adding constraints cannot make a broken one restorable (every
  /// recorded conflict stays installed), so the outcome is that of adding them one by one,
  /// without a pass over every broken constraint per constraint added.
  ///
  /// - Complexity: O(n) installs for n constraints, plus one restore pass.
  /// - Throws: ``ConstraintBatchError``: the index of the first constraint refused and why
  ///   (the errors of ``add(_:active:)``); the engine is then unchanged, or, when it does not
  ///   restore failed operations (``restoresFailedOperations``), holds the constraints before
  ///   the refused one, added as a batch of those alone would add them.
  @discardableResult
  public mutating func add(contentsOf constraints: [LayoutConstraint]) throws(ConstraintBatchError)
    -> OperationReport
  {
    let saved = restoresFailedOperations ? self : nil
    let before = startOperation()
    for (index, constraint) in constraints.enumerated() {
      do throws(LayoutError) {
        try insertChecked(constraint, active: true)
      } catch {
        if let saved {
          self = saved
        } else if index > 0 {
          _ = finishOperation(since: before)
          hasUnrestoredWrites = true
        }
        throw ConstraintBatchError(index: index, error: error)
      }
    }
    return finishOperation(since: before)
  }

  /// Checks a user's constraint as Apple does at creation (and, when `active`, at activation)
  /// and registers it; on an error nothing changed.
  private mutating func insertChecked(_ constraint: LayoutConstraint, active: Bool) throws(LayoutError) {
    try validate(constraint)
    try checkNoStackGuide(in: constraint)
    if active { try checkCommonAncestor(constraint) }
    try insertRecord(constraint, origin: .user, active: active)
  }

  /// Forgets the record of `id` (uninstalled already) and takes it out of the creation order,
  /// found by its creation number.
  mutating func dropRecord(_ id: String) {
    let creation = records.creationIndex(of: id)
    records[id] = nil
    constraintOrder.remove(ConstraintID(id), creation: creation)
  }

  /// Registers a new record (already validated) and installs it when `active`.
  mutating func insertRecord(_ constraint: LayoutConstraint, origin: ConstraintOrigin, active: Bool)
    throws(LayoutError)
  {
    records[constraint.id] = ConstraintRecord(
      constraint: constraint, origin: origin, status: .inactive, installed: nil, conflict: nil,
      owner: Self.owner(of: origin))
    constraintOrder.append(ConstraintID(constraint.id), creation: records.creationIndex(of: constraint.id) ?? 0)
    if active {
      do throws(LayoutError) {
        try install(constraint.id)
      } catch {
        records[constraint.id] = nil
        constraintOrder.removeLast()
        throw error
      }
    }
  }

  /// Removes a constraint for good.
  ///
  /// - Throws: ``LayoutError/unknownConstraint(_:)``, ``LayoutError/generatedConstraint(id:by:)``.
  ///
  /// - Complexity: one solver remove, then the restore pass, which tries only the broken constraints
  ///   whose conflicts this change touched.
  @discardableResult
  public mutating func remove(_ constraint: ConstraintID) throws(LayoutError) -> OperationReport {
    let id = constraint.name
    _ = try userRecord(id)
    let before = startOperation()
    try uninstall(id)
    dropRecord(id)
    return finishOperation(since: before)
  }

  /// Activates a constraint (nothing happens if it is already active or broken).
  ///
  /// - Throws: ``LayoutError/unknownConstraint(_:)``, ``LayoutError/generatedConstraint(id:by:)``,
  ///   ``LayoutError/noCommonAncestor(first:second:)``.
  ///
  /// - Complexity: as ``add(_:active:)``.
  @discardableResult
  public mutating func activate(_ constraint: ConstraintID) throws(LayoutError) -> OperationReport {
    let id = constraint.name
    let record = try userRecord(id)
    let before = startOperation()
    if record.status == .inactive {
      try checkCommonAncestor(record.constraint)
      try install(id)
    }
    return finishOperation(since: before)
  }

  /// Deactivates a constraint (nothing happens if it is already inactive). Deactivating a
  /// broken constraint clears its broken state.
  ///
  /// - Throws: ``LayoutError/unknownConstraint(_:)``, ``LayoutError/generatedConstraint(id:by:)``.
  ///
  /// - Complexity: as ``remove(_:)``.
  @discardableResult
  public mutating func deactivate(_ constraint: ConstraintID) throws(LayoutError) -> OperationReport {
    let id = constraint.name
    _ = try userRecord(id)
    let before = startOperation()
    try uninstall(id)
    return finishOperation(since: before)
  }

  /// Changes a constraint's constant, incrementally (no rebuild of the solver's tableau).
  ///
  /// - Throws: ``LayoutError/unknownConstraint(_:)``, ``LayoutError/generatedConstraint(id:by:)``,
  ///   ``LayoutError/nonFiniteConstant(_:first:second:)``.
  ///
  /// - Complexity: one solver replace of the constant (the dual simplex), then the restore pass, which tries only the broken constraints
  ///   whose conflicts this change touched.
  @discardableResult
  public mutating func setConstant(_ constant: Double, of constraint: ConstraintID) throws(LayoutError)
    -> OperationReport
  {
    let id = constraint.name
    var record = try userRecord(id)
    guard constant.isFinite else {
      throw .nonFiniteConstant(constant, first: record.constraint.first, second: record.constraint.second)
    }
    record.constraint.constant = constant
    return try update(id, to: record.constraint)
  }

  /// Changes a constraint's priority. Optional to optional is always allowed (and incremental);
  /// required to optional or back only while the constraint is inactive, as in Apple.
  ///
  /// - Throws: ``LayoutError/unknownConstraint(_:)``, ``LayoutError/generatedConstraint(id:by:)``,
  ///   ``LayoutError/invalidPriority(_:)``, ``LayoutError/priorityMutation(passed:existing:)``.
  ///
  /// - Complexity: one solver replace (a re-weighted objective between optional priorities), then the restore pass, which tries only the broken constraints
  ///   whose conflicts this change touched.
  @discardableResult
  public mutating func setPriority(_ priority: Priority, of constraint: ConstraintID) throws(LayoutError)
    -> OperationReport
  {
    let id = constraint.name
    var record = try userRecord(id)
    try checkPriority(priority)
    let existing = record.constraint.priority
    if record.status != .inactive && existing.isRequired != priority.isRequired {
      throw .priorityMutation(passed: priority.value, existing: existing.value)
    }
    record.constraint.priority = priority
    return try update(id, to: record.constraint)
  }

  /// Stores a changed constraint and brings the solver in line with it.
  mutating func update(_ id: String, to constraint: LayoutConstraint) throws(LayoutError) -> OperationReport {
    guard let saved = records[id] else { throw .unknownConstraint(id) }
    let before = startOperation()
    records[id]?.constraint = constraint
    if saved.installed != nil {
      do throws(LayoutError) {
        try reinstall(id, as: derive(constraint, origin: saved.origin))
      } catch {
        records[id] = saved
        throw error
      }
    }
    return finishOperation(since: before)
  }

  /// Records who wrote a constraint (an import knows which of a log's constraints are the
  /// framework's); advice then never asks the developer to change one that is not theirs.
  ///
  /// - Throws: ``LayoutError/unknownConstraint(_:)``.
  ///
  /// - Complexity: O(1) on average.
  public mutating func setOwner(_ owner: ConstraintOwner, of constraint: ConstraintID) throws(LayoutError) {
    let id = constraint.name
    guard records[id] != nil else { throw .unknownConstraint(id) }
    records[id]?.owner = owner
  }

  /// The record of a constraint the user may change directly.
  func userRecord(_ id: String) throws(LayoutError) -> ConstraintRecord {
    guard let record = records[id] else { throw .unknownConstraint(id) }
    switch record.origin {
    case .user: return record
    case .intrinsicSize: throw .generatedConstraint(id: id, by: .intrinsicSize)
    case .rootSize: throw .generatedConstraint(id: id, by: .rootSize)
    case .stack(let stack): throw .generatedConstraint(id: id, by: .stack(stack))
    case .autoresizing: throw .generatedConstraint(id: id, by: .autoresizing(view: record.constraint.first.item))
    }
  }

  /// Who owns a new record: the app its own constraints, the autoresizing mask the ones it
  /// translates into, the framework the rest.
  static func owner(of origin: ConstraintOrigin) -> ConstraintOwner {
    switch origin {
    case .user: .app
    case .autoresizing: .autoresizing
    case .intrinsicSize, .rootSize, .stack: .system
    }
  }
}
