// Why a required constraint was broken: its minimal conflicting set with the arithmetic.

import Cassowary

/// A broken constraint explained: the others in its minimal conflict and the arithmetic that
/// rules it out.
public struct ConflictExplanation: Equatable, Sendable {
  /// The broken constraint.
  public var constraint: ConstraintID
  /// The other members of the minimal conflicting set, in the order they were added.
  public var members: [ConstraintID]
  /// The smallest violation the others allow.
  public var gap: Double
  /// The broken constraint's first attribute derived from the others, as close as they let it
  /// get (`b.left = a.right + 8 = … = 108`); nil when it cannot be written as a chain.
  public var chain: [DerivationStep]?
  /// The broken constraint's first attribute (the chain's subject).
  public var subject: Anchor
  /// What the broken constraint asks of it.
  public var requirement: ConflictRequirement
}

/// What a broken constraint asks of its first attribute: a relation to its right side as
/// written (`<= a.right + 8`), and what that right side comes to where the conflict's other
/// members leave it (`108`). Renderers write it (`<= a.right + 8 = 108`, or `<= 100` for a
/// constant).
public struct ConflictRequirement: Equatable, Sendable {
  /// The constraint's relation.
  public var relation: Relation
  /// The right side as written; nil when it is a constant alone.
  public var rightSide: DerivationSum?
  /// The right side's value where the other members leave it (the constant, without a right
  /// side).
  public var value: Double

  /// A requirement of `relation` to `rightSide`, worth `value`.
  public init(relation: Relation, rightSide: DerivationSum?, value: Double) {
    self.relation = relation
    self.rightSide = rightSide
    self.value = value
  }
}

extension LayoutEngine {
  /// The explanation of broken constraint `id`, or nil when it is not broken.
  ///
  /// The arithmetic comes from a probe solver that holds only the other members (required) and
  /// the broken constraint as a weak wish, so the numbers are the closest the others let it get.
  ///
  /// - Complexity: the conflict's members and their terms (a derivation through the set).
  public func conflictExplanation(of id: ConstraintID) -> ConflictExplanation? {
    guard let record = records[id.name], record.status == .broken, let conflict = record.conflict else { return nil }
    let broken = conflict.constraint
    let others = conflict.constraints.filter { $0 !== broken }
    var probe = Solver()
    for member in others {
      guard (try? probe.add(Constraint(member.expression, member.relation, name: member.name))) != nil else {
        return nil
      }
    }
    _ = try? probe.add(Constraint(broken.expression, broken.relation, priority: 1, name: broken.name))
    let layout = record.constraint
    let subject = layout.first
    var chain: [DerivationStep]?
    if let expression = try? expression(of: subject) {
      let support = probe.derivation(of: expression).contributions.compactMap(\.constraint.name).filter {
        $0 != id.name
      }
      chain = self.chain(for: subject, support: support, values: probe)
    }
    var requirement = ConflictRequirement(relation: layout.relation, rightSide: nil, value: layout.constant)
    if let second = layout.effectiveSecond {
      let right = (try? self.expression(of: second)).map { $0.evaluate { probe.value(of: $0) } } ?? 0
      requirement.rightSide = DerivationSum(second, times: layout.multiplier, plus: layout.constant)
      requirement.value = layout.multiplier * right + layout.constant
    }
    return ConflictExplanation(
      constraint: id, members: others.compactMap { $0.name.map { ConstraintID($0) } }, gap: conflict.gap, chain: chain,
      subject: subject,
      requirement: requirement)
  }

  /// For a broken constraint (`required`, the version its conflict names) that misses by its
  /// conflict's gap in the current layout, the move of its constant by the gap that resolves
  /// the conflict, without a solve: moved toward the layout it holds there, where every other
  /// member holds (each required, in the solver); moved away, it would miss every layout the
  /// others allow by twice the gap (they keep its expression on the layout's side, at least the
  /// gap away). Nil when the layout does not miss it by the gap (then solving decides).
  private func moveTowardLayout(of required: Constraint, installed: Constraint?, conflict: Conflict) -> Double? {
    guard let installed, conflict.gap > Tolerance.report, let residual = solver.residual(of: installed),
      let violation = solver.violation(of: installed),
      abs(violation - conflict.gap) <= Tolerance.report * max(1, conflict.gap),
      abs(abs(residual) - conflict.gap) <= Tolerance.report * max(1, conflict.gap)
    else { return nil }
    // The solver's expression is `first - m * second - constant`, at `residual` now: raising
    // the constant by delta lowers it by delta, so delta = residual makes it hold.
    return residual > 0 ? conflict.gap : -conflict.gap
  }

  /// The constant that member `member` of broken constraint `id`'s conflict would need for the
  /// conflict to hold: its own moved by the gap one way or the other, whichever makes the set
  /// satisfiable (checked by solving the changed set); nil when neither does or it is not a
  /// member.
  ///
  /// With `accepting`, the answer is that constant only when `accepting` takes it, else nil,
  /// and a move whose constant it refuses is solved only when a later one might be taken (a
  /// size that must stay positive: `{ $0 > 0 }`).
  ///
  /// A move that only tightens an inequality member is not solved (see
  /// ``tightens(_:by:)``): it cannot resolve the conflict. `solvingEveryMove` solves it anyway
  /// (tests compare the answers).
  ///
  /// - Complexity: up to two ``Cassowary/Solver/canSatisfy(_:)`` of the conflict's members.
  public func constantResolving(
    conflictOf id: String, by member: String, accepting: (Double) -> Bool = { _ in true },
    solvingEveryMove: Bool = false
  ) -> Double? {
    guard let conflict = records[id]?.conflict, let record = records[member],
      let solverMember = conflict.constraints.first(where: { $0.name == member })
    else { return nil }
    let constants = [conflict.gap, -conflict.gap].map { (delta: $0, constant: record.constraint.constant + $0) }
    if member == id, let toward = moveTowardLayout(of: solverMember, installed: record.installed, conflict: conflict) {
      let constant = record.constraint.constant + toward
      return accepting(constant) ? constant : nil
    }
    for (index, move) in constants.enumerated() {
      // The first move that resolves the conflict is the answer: when neither it nor a later
      // one would be taken, the answer is nil whatever the solves say.
      guard constants[index...].contains(where: { accepting($0.constant) }) else { return nil }
      // The solver's expression is `first - m * second - constant`: raising the constant by
      // delta lowers the expression's constant by delta.
      if !solvingEveryMove && conflict.gap > Tolerance.report && Self.tightens(solverMember, by: move.delta) {
        continue
      }
      let changed = Constraint(solverMember.expression - move.delta, solverMember.relation, name: member)
      let set = conflict.constraints.map { $0 === solverMember ? changed : $0 }
      if Solver.canSatisfy(set) { return accepting(move.constant) ? move.constant : nil }
    }
    return nil
  }

  /// Whether lowering the solver expression of `member` by `delta` (raising its constant by
  /// `delta`) only tightens it: a `>=` (`expression - delta >= 0`, delta positive) or a `<=`
  /// (delta negative) then allows a subset of the layouts it allowed. A conflict's members
  /// cannot hold together (its gap is positive), so with one member tightened they still cannot:
  /// ``Cassowary/Solver/canSatisfy(_:)`` would say no. An equality moves both ways and never
  /// only tightens. The 200-member conflict of `lyt-bench --explain --only break` tried its
  /// three largest minimum widths (`v.width >= 10`) raised by the gap, three solves of 201
  /// constraints that could only fail (7.3 of its 133 M instructions).
  static func tightens(_ member: Constraint, by delta: Double) -> Bool {
    switch member.relation {
    case .greaterThanOrEqual: delta > 0
    case .lessThanOrEqual: delta < 0
    case .equal: false
    }
  }
}
