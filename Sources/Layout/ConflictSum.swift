// A conflict's arithmetic as a sum along one axis: the insets, sizes and spacings of its members
// add up to one length, which a container's size (or another fixed size) contradicts.

import Cassowary

/// A conflict written as a sum compared with one fixed size: `16 + 300 + 16 = 332, but
/// root.width is 320`.
///
/// The members of a minimal conflict combine, with one multiplier each, into a contradiction in
/// which every variable cancels (a Farkas certificate). When every multiplier is ±1 and one
/// member fixes a size to a constant (a root's size, a container's imposed height, a fixed
/// width), the others' constants, taken with their multipliers' signs, are the lengths that
/// add up to that size.
public struct ConflictSum: Equatable, Sendable {
  /// Whether a term, or the total, is exact or a bound.
  public enum Bound: Equatable, Sendable {
    /// Exactly this length.
    case exact
    /// At most this length (a `<=` constraint, or a sum with one).
    case atMost
    /// At least this length.
    case atLeast
  }

  /// One length of the sum.
  public struct Term: Equatable, Sendable {
    /// The length.
    public var value: Double
    /// Whether it is exact or a bound.
    public var bound: Bound
    /// The member it comes from.
    public var constraint: ConstraintID
  }

  /// The lengths, in the order they lie along the axis.
  public var terms: [Term]
  /// Their sum.
  public var total: Double
  /// Whether the sum is exact or a bound (one of the terms is).
  public var totalBound: Bound
  /// The size the sum is compared with (`root.width`).
  public var container: Anchor
  /// The member that fixes it (`root.size.width`).
  public var containerConstraint: ConstraintID
  /// Its value.
  public var containerValue: Double
}

extension LayoutEngine {
  /// The conflict of broken constraint `id` as a sum compared with a fixed size, or nil when it
  /// cannot be written so (multipliers other than ±1, no member that fixes a size, more than
  /// one way to combine the members).
  ///
  /// - Complexity: proportional to the conflict's members (at most 24) and their terms.
  public func conflictSum(of id: ConstraintID) -> ConflictSum? {
    guard let record = records[id.name], record.status == .broken, let conflict = record.conflict else { return nil }
    let members = conflict.constraints
    guard members.count >= 2, members.count <= 24 else { return nil }
    guard let comparison = comparisonMember(of: members), let multipliers = Self.certificate(of: members),
      let scale = Optional(-1 / multipliers[comparison]), scale.isFinite
    else { return nil }
    let normalized = multipliers.map { $0 * scale }
    var terms: [(term: ConflictSum.Term, position: (Double, Double))] = []
    var bounds: Set<ConflictSum.Bound> = []
    for (index, member) in members.enumerated() where index != comparison {
      let multiplier = normalized[index]
      guard abs(abs(multiplier) - 1) <= 1e-9 || abs(multiplier) <= 1e-12 else { return nil }
      guard abs(multiplier) > 1e-12 else { continue }
      // `varpart + k REL 0` contributes multiplier × varpart, which equals (or is bounded by)
      // −multiplier × k.
      let value = -multiplier * member.expression.constant
      let bound = Self.bound(of: member.relation, multiplier: multiplier)
      if bound != .exact { bounds.insert(bound) }
      let name = member.name ?? "?"
      terms.append((ConflictSum.Term(value: value, bound: bound, constraint: ConstraintID(name)), position(of: member)))
    }
    guard bounds.count <= 1 else { return nil }
    let ordered = terms.sorted { $0.position < $1.position }.map(\.term)
    let fixed = members[comparison]
    guard let fixedName = fixed.name, let fixedRecord = records[fixedName] else { return nil }
    return ConflictSum(
      terms: ordered, total: ordered.reduce(0) { $0 + $1.value }, totalBound: bounds.first ?? .exact,
      container: fixedRecord.constraint.first, containerConstraint: ConstraintID(fixedName),
      containerValue: fixedRecord.constraint.constant)
  }

  /// The member the sum is compared with: a container's size — a root's, else one the framework
  /// imposes (a cell's encapsulated height) — that fixes a size to a constant, its variable with
  /// the coefficient 1. A size the app fixes is one of the lengths, not the container.
  private func comparisonMember(of members: [Constraint]) -> Int? {
    let candidates = members.indices.compactMap { index -> (index: Int, rank: Int)? in
      let member = members[index]
      guard member.relation == .equal, let name = member.name, let record = records[name],
        record.origin.isImposed || record.owner == .system,
        record.constraint.effectiveSecond == nil, record.constraint.first.attribute.isDimension,
        member.expression.simplifiedTerms.count == 1, member.expression.simplifiedTerms[0].coefficient == 1
      else { return nil }
      return (index, record.origin.isImposed ? 0 : 1)
    }
    return candidates.min { $0.rank < $1.rank }?.index
  }

  /// Where a member lies along its axis: the smallest and largest coordinate of the anchors it
  /// relates (a size lies where its item starts), in the current layout.
  private func position(of member: Constraint) -> (Double, Double) {
    var anchors: [Anchor] = []
    if let name = member.name, let constraint = records[name]?.constraint {
      anchors = [constraint.first] + (constraint.effectiveSecond.map { [$0] } ?? [])
    } else if let variable = member.expression.simplifiedTerms.first?.variable, let owner = variableOwners[variable] {
      anchors = [Anchor(owner, variable === itemsByName[owner]?.variables.height ? .height : .width)]
    }
    let coordinates = anchors.compactMap { anchor -> Double? in
      guard anchor.attribute.isDimension else { return try? value(of: anchor) }
      return try? value(of: Anchor(anchor.item, anchor.attribute == .width ? .left : .top))
    }
    return (coordinates.min() ?? 0, coordinates.max() ?? 0)
  }

  private static func bound(of relation: Relation, multiplier: Double) -> ConflictSum.Bound {
    switch relation {
    case .equal: .exact
    case .lessThanOrEqual: multiplier > 0 ? .atMost : .atLeast
    case .greaterThanOrEqual: multiplier > 0 ? .atLeast : .atMost
    }
  }

  /// Multipliers, one per member, under which every variable cancels (the only combination, up
  /// to scale, for a minimal conflict); nil when there is none or more than one.
  static func certificate(of members: [Constraint]) -> [Double]? {
    var variables: [Variable] = []
    var rows: [[Double]] = []
    for (column, member) in members.enumerated() {
      for term in member.expression.simplifiedTerms {
        let row: Int
        if let known = variables.firstIndex(where: { $0 === term.variable }) {
          row = known
        } else {
          variables.append(term.variable)
          rows.append([Double](repeating: 0, count: members.count))
          row = rows.count - 1
        }
        rows[row][column] += term.coefficient
      }
    }
    return nullVector(of: rows, columns: members.count)
  }

  /// The one vector (up to scale) that `rows` sends to zero, by Gaussian elimination with
  /// partial pivoting; nil when the null space is not one-dimensional.
  static func nullVector(of rows: [[Double]], columns: Int) -> [Double]? {
    var matrix = rows
    var pivotColumns: [Int] = []
    var rank = 0
    for column in 0..<columns where rank < matrix.count {
      guard
        let pivot = (rank..<matrix.count).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
        abs(matrix[pivot][column]) > 1e-9
      else { continue }
      matrix.swapAt(rank, pivot)
      let lead = matrix[rank][column]
      for index in 0..<columns { matrix[rank][index] /= lead }
      for other in 0..<matrix.count where other != rank && abs(matrix[other][column]) > 0 {
        let factor = matrix[other][column]
        for index in 0..<columns { matrix[other][index] -= factor * matrix[rank][index] }
      }
      pivotColumns.append(column)
      rank += 1
    }
    let free = (0..<columns).filter { !pivotColumns.contains($0) }
    guard free.count == 1, let freeColumn = free.first else { return nil }
    var vector = [Double](repeating: 0, count: columns)
    vector[freeColumn] = 1
    for (row, column) in pivotColumns.enumerated() { vector[column] = -matrix[row][freeColumn] }
    return vector
  }
}
