// Why an optional constraint is violated: the stronger constraints it lost to (research note §3,
// phase A). Everything runs on a copy; the live solver is never touched.

/// What a violated optional constraint lost to.
public struct Loss: Equatable, Sendable {
  /// The violated constraint.
  public var constraint: Constraint
  /// How far it is from holding now.
  public var violation: Double
  /// The part of ``violation`` forced by stronger constraints: the smallest violation it could
  /// have without any required or stronger optional constraint doing worse than now.
  public var forced: Double
  /// A minimal set of required and stronger optional constraints that force ``forced``, in the
  /// order they were added. Empty when nothing stronger is in the way: the violation is then a
  /// choice among constraints of its own priority (outvoted, or a tie).
  public var lostTo: [Constraint]
}

extension Solver {
  /// Why `constraint` (optional and held) is violated, or nil when it holds or is required.
  ///
  /// Every stronger optional constraint is frozen at its current violation, then `constraint` is
  /// added as required to a copy: the conflict that add reports names what it lost to, and its
  /// gap is the forced part of the violation.
  public func loss(of constraint: Constraint) -> Loss? {
    guard let record = records[constraint], let violation = violation(of: constraint),
      violation > Tolerance.report
    else { return nil }
    let residual = residual(of: constraint, constant: record.constant)
    // The level of the side that is violated.
    let level: Priority
    switch constraint.relation {
    case .equal: level = residual > 0 ? constraint.priority : constraint.shortfallPriority
    case .lessThanOrEqual, .greaterThanOrEqual: level = constraint.priority
    }
    guard !level.isRequired else { return nil }
    var probe = self
    var frozenOwners: [Constraint: Constraint] = [:]
    // In the order of addition, not the dictionary's (which changes from run to run): when several
    // minimal conflicts exist, the same one is found every time.
    for other in constraints where other !== constraint && !other.isRequired {
      guard let otherRecord = records[other] else { continue }
      for freeze in freezes(other, constant: otherRecord.constant, above: level) {
        // A freeze holds at the current solution, so adding it cannot fail.
        guard (try? probe.add(freeze)) != nil else { continue }
        frozenOwners[freeze] = other
      }
    }
    let forcedVersion = Constraint(
      Expression(terms: constraint.expression.terms, constant: record.constant), constraint.relation,
      name: constraint.name)
    do throws(SolverError) {
      try probe.add(forcedVersion)
    } catch {
      guard case .unsatisfiable(let conflict) = error else { return nil }
      var lostTo: [Constraint] = []
      for member in conflict.constraints where member !== forcedVersion {
        let original = frozenOwners[member] ?? member
        if !lostTo.contains(where: { $0 === original }) { lostTo.append(original) }
      }
      lostTo.sort { (additionOrder[$0] ?? 0) < (additionOrder[$1] ?? 0) }
      return Loss(constraint: constraint, violation: violation, forced: conflict.gap, lostTo: lostTo)
    }
    return Loss(constraint: constraint, violation: violation, forced: 0, lostTo: [])
  }

  /// Required constraints that keep the sides of `constraint` weighed above `level` no worse
  /// than they are now.
  func freezes(_ constraint: Constraint, constant: Double, above level: Priority) -> [Constraint] {
    let expression = Expression(terms: constraint.expression.terms, constant: constant)
    let residual = residual(of: constraint, constant: constant)
    var result: [Constraint] = []
    let overshootCounts: Bool
    let shortfallCounts: Bool
    switch constraint.relation {
    case .equal:
      overshootCounts = constraint.priority > level
      shortfallCounts = constraint.shortfallPriority > level
    case .lessThanOrEqual:
      overshootCounts = constraint.priority > level
      shortfallCounts = false
    case .greaterThanOrEqual:
      overshootCounts = false
      shortfallCounts = constraint.priority > level
    }
    if overshootCounts { result.append(Constraint(expression - max(0, residual), .lessThanOrEqual)) }
    if shortfallCounts { result.append(Constraint(expression - min(0, residual), .greaterThanOrEqual)) }
    return result
  }
}
