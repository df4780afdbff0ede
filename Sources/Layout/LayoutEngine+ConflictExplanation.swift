// Why a required constraint was broken: its minimal conflicting set with the arithmetic.

import Cassowary

/// A broken constraint explained: the others in its minimal conflict, the arithmetic that rules
/// it out, and constant changes that would let it hold.
public struct ConflictExplanation: Equatable, Sendable {
  /// The broken constraint.
  public var constraint: String
  /// The other members of the minimal conflicting set, in the order they were added.
  public var members: [String]
  /// The smallest violation the others allow.
  public var gap: Double
  /// The broken constraint's first attribute derived from the others, as close as they let it
  /// get (`b.left = a.right + 8 = … = 108`); nil when it cannot be written as a chain.
  public var chain: [DerivationStep]?
  /// The broken constraint's first attribute (the chain's subject).
  public var subject: Anchor
  /// What the broken constraint asks of it, with its right side's value (`<= 100`).
  public var requirement: String
  /// Members whose constant, changed by the gap, resolves the conflict: `(id, new constant)`,
  /// the broken constraint first. Checked by solving the changed set.
  public var constantFixes: [(id: String, constant: Double)]

  /// Compares every field (constant fixes by id and value).
  public static func == (lhs: ConflictExplanation, rhs: ConflictExplanation) -> Bool {
    lhs.constraint == rhs.constraint && lhs.members == rhs.members && lhs.gap == rhs.gap && lhs.chain == rhs.chain
      && lhs.subject == rhs.subject && lhs.requirement == rhs.requirement
      && lhs.constantFixes.map(\.id) == rhs.constantFixes.map(\.id)
      && lhs.constantFixes.map(\.constant) == rhs.constantFixes.map(\.constant)
  }
}

extension LayoutEngine {
  /// The explanation of broken constraint `id`, or nil when it is not broken.
  ///
  /// The arithmetic comes from a probe solver that holds only the other members (required) and
  /// the broken constraint as a weak wish, so the numbers are the closest the others let it get.
  public func conflictExplanation(of id: String) -> ConflictExplanation? {
    guard let record = records[id], record.status == .broken, let conflict = record.conflict else { return nil }
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
      let support = probe.derivation(of: expression).contributions.compactMap(\.constraint.name).filter { $0 != id }
      chain = self.chain(for: subject, support: support, values: probe)
    }
    var requirement = "\(layout.relation.rawValue) "
    if let second = layout.effectiveSecond {
      let right = (try? self.expression(of: second)).map { $0.evaluate { probe.value(of: $0) } } ?? 0
      let value = layout.multiplier * right + layout.constant
      requirement += "\(layoutRightSide(layout)) = \(formatNumber(value))"
    } else {
      requirement += formatNumber(layout.constant)
    }
    return ConflictExplanation(
      constraint: id, members: others.compactMap(\.name), gap: conflict.gap, chain: chain, subject: subject,
      requirement: requirement, constantFixes: constantFixes(for: conflict, broken: id))
  }

  /// The right side of a constraint as written (`a.right + 8`).
  private func layoutRightSide(_ constraint: LayoutConstraint) -> String {
    var sum = ChainSum(constant: constraint.constant)
    if let second = constraint.effectiveSecond { sum.parts = [ChainPart(constraint.multiplier, .anchor(second))] }
    return sum.text
  }

  /// User constraints of the conflict whose constant, moved by the gap one way or the other,
  /// makes the set satisfiable.
  private func constantFixes(for conflict: Conflict, broken: String) -> [(id: String, constant: Double)] {
    let ordered = [conflict.constraint] + conflict.constraints.filter { $0 !== conflict.constraint }
    var fixes: [(id: String, constant: Double)] = []
    for member in ordered {
      guard let name = member.name, let record = records[name], record.origin == .user else { continue }
      for delta in [conflict.gap, -conflict.gap] {
        // The solver's expression is `first - m * second - constant`: raising the constant by
        // delta lowers the expression's constant by delta.
        let changed = Constraint(member.expression - delta, member.relation, name: name)
        let set = conflict.constraints.map { $0 === member ? changed : $0 }
        if Solver.canSatisfy(set) {
          fixes.append((name, record.constraint.constant + delta))
          break
        }
      }
    }
    return fixes
  }
}
