import Testing

@testable import Cassowary

/// A required equality that the others already imply (a view pinned to both edges of its
/// container, then centred in it) is kept as a redundant row. Removing one of the constraints
/// that implied it must leave it holding: the centre still fixes the view.
@Test(arguments: [true, false])
func removingAConstraintThatMadeAnotherRedundantKeepsItHolding(aliasing: Bool) throws {
  let (rootLeft, rootWidth, x, width) = (Variable("rl"), Variable("rw"), Variable("x"), Variable("w"))
  var solver = Solver()
  solver.aliasingEnabled = aliasing
  try solver.add(Constraint(rootLeft + 0, .equal))
  try solver.add(Constraint(rootWidth - 375, .equal))
  let leading = Constraint(x - rootLeft - 16, .equal, name: "leading")
  try solver.add(leading)
  try solver.add(Constraint(x + width - rootLeft - rootWidth + 16, .equal, name: "trailing"))
  let centre = Constraint(x + 0.5 * width - rootLeft - 0.5 * rootWidth, .equal, name: "centre")
  try solver.add(centre)
  try solver.add(Constraint(width - 600, .lessThanOrEqual, name: "max"))
  try solver.add(Constraint(width + 0, .greaterThanOrEqual, name: "w>=0"))
  try solver.remove(leading)
  solver.updateVariables()
  #expect(solver.invariantViolation() == nil)
  #expect(solver.value(of: x) == 16)
  #expect(solver.value(of: width) == 343)
}

/// Over random rows of views in a container (pins to either edge, centres, sizes and bounds with
/// the same few insets, so that many required equalities are implied by others), removing the
/// accepted constraints one by one in a random order keeps every remaining required constraint
/// holding and the tableau's invariants intact.
@Test(arguments: [true, false])
func removalsKeepRedundantRequiredConstraintsHolding(aliasing: Bool) throws {
  for seed in UInt64(1)...400 {
    var generator = SeededGenerator(seed: seed)
    let (left, width) = (Variable("rl"), Variable("rw"))
    var solver = Solver()
    solver.aliasingEnabled = aliasing
    try solver.add(Constraint(left + 0, .equal))
    try solver.add(Constraint(width - 375, .equal))
    var remaining: [Constraint] = []
    for view in 0..<Int.random(in: 1...3, using: &generator) {
      let (x, w) = (Variable("x\(view)"), Variable("w\(view)"))
      let inset: Double = Bool.random(using: &generator) ? 16 : 0
      let templates: [Constraint] = [
        Constraint(x - left - inset, .equal),
        Constraint(x + w - left - width + inset, .equal),
        Constraint(x + 0.5 * w - left - 0.5 * width, .equal),
        Constraint(w - 375 + 2 * inset, .equal),
        Constraint(w - 600, .lessThanOrEqual),
        Constraint(w - 200, .greaterThanOrEqual),
        Constraint(w + 0, .greaterThanOrEqual),
      ]
      for template in templates where Bool.random(using: &generator) || template.relation != .equal {
        if (try? solver.add(template)) != nil { remaining.append(template) }
      }
    }
    while !remaining.isEmpty {
      let removed = remaining.remove(at: Int.random(in: 0..<remaining.count, using: &generator))
      try solver.remove(removed)
      if let problem = solver.invariantViolation() {
        Issue.record("seed \(seed): \(problem)")
        break
      }
      for constraint in remaining where constraint.isRequired {
        let violation = solver.violation(of: constraint) ?? .infinity
        #expect(violation < 1e-6, "seed \(seed): \(constraint) off by \(violation) after removing \(removed)")
      }
    }
  }
}
