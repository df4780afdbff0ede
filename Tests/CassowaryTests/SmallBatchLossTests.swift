import Testing

@testable import Cassowary

/// A change report's few losses on the connected part around each question (`Solver+Loss.swift`,
/// `smallBatch`): the same answers as on the whole solver.
@Suite("Losses of a small batch on parts")
struct SmallBatchLossTests {
  /// `count` independent rows, each a 100-point container holding two labels 8 points apart: the
  /// first resists at 750 below 80 points, the second at 749 below 60 (so it is squeezed, to 12,
  /// then the first as well by a stronger `minimum` in odd rows).
  static func rows(count: Int) -> (constraints: [Constraint], squeezed: [Constraint]) {
    var constraints: [Constraint] = []
    var squeezed: [Constraint] = []
    for index in 0..<count {
      let (container, first, second) = (Variable("c\(index)"), Variable("a\(index)"), Variable("b\(index)"))
      constraints.append((container == 100).named("container\(index)"))
      constraints.append((first + second + 8 == container).named("row\(index)"))
      constraints.append((first >= 80).priority(750).named("first\(index)"))
      let second60 = (second >= 60).priority(749).named("second\(index)")
      constraints.append(second60)
      squeezed.append(second60)
      if index % 2 == 1 { constraints.append((second >= 40).priority(900).named("minimum\(index)")) }
    }
    return (constraints, squeezed)
  }

  @Test("one row's part is small; a limit under its size finds none")
  func partLimit() throws {
    let rows = Self.rows(count: 40)
    var solver = Solver()
    try addAll(rows.constraints, to: &solver)
    let constraint = rows.squeezed[3]
    let variables = constraint.expression.terms.map(\.variable)
    let part = try #require(solver.part(around: variables, constraints: [constraint], limit: solver.symbolCount / 16))
    #expect(part.symbols.count < solver.symbolCount / 16)
    #expect(solver.part(around: variables, constraints: [constraint], limit: 1) == nil)
  }

  @Test("batches of one and two answered on parts equal the whole solver's answers")
  func sameAsWhole() throws {
    let rows = Self.rows(count: 40)
    var solver = Solver()
    try addAll(rows.constraints, to: &solver)
    for batch in [[rows.squeezed[2]], [rows.squeezed[3]], [rows.squeezed[4], rows.squeezed[7]]] {
      var probes = ProbeScratch(base: solver)
      let small = solver.losses(of: batch, probes: &probes)
      let whole = solver.losses(of: batch, onParts: false)
      #expect(small == whole)
      #expect(small.allSatisfy { $0 != nil })
    }
    // Row 2: the second label gives way to the first (750 over 749), 48 points short of 60.
    var probes = ProbeScratch(base: solver)
    let loss = try #require(solver.losses(of: [rows.squeezed[2]], probes: &probes).first ?? nil)
    #expect(loss.violation == 48)
  }
}
