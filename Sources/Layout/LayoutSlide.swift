// A slide: two optimal layouts that differ by a move no constraint notices.

import Cassowary

/// How far each solver variable moves between two optimal layouts whose constraints all keep
/// their values: no slack, no error, no expression differs (a container nothing pins, moved
/// with everything inside it). The whole set of optimal layouts slides along it.
///
/// The layout's feasible set and every priority level's total violation are functions of the
/// constraints' values, so moving a layout along the slide by any amount keeps it feasible and
/// optimal. A constraint added whose value the slide keeps too (``LayoutEngine/keepsOpen(_:adding:)``)
/// leaves that true: every frame component the slide moves stays ambiguous after it, whatever
/// the solver then does. A fix check uses this to skip, without solving, a candidate that only
/// ties an item to something that slides with it (a view centred in its floating parent).
package struct LayoutSlide: Sendable {
  /// The variables the slide moves, with how far (the others stay).
  package let deltas: [Variable: Double]

  /// Whether `expression` has the same value after the slide as before: the moves of its
  /// variables, weighed by their coefficients, cancel (within round-off of the walk that found
  /// the slide).
  package func keepsValue(of expression: Expression) -> Bool {
    var change = 0.0
    var scale = 1.0
    for term in expression.terms {
      guard let delta = deltas[term.variable] else { continue }
      change += term.coefficient * delta
      scale = max(scale, abs(term.coefficient * delta))
    }
    return abs(change) <= Tolerance.value * scale
  }
}

extension LayoutEngine {
  /// The slide from this layout to `walked` (a copy of this engine's solver moved to another
  /// optimal layout), given the constraints whose tag symbols differ there
  /// (``Cassowary/Solver/constraintsWithChangedTags(in:)``); nil when one of them has another
  /// value there: then the layouts differ by more than a slide.
  func slide(to walked: Solver, changedTags: [Constraint]) -> LayoutSlide? {
    for constraint in changedTags {
      let (before, after) = (solver.value(of: constraint.expression), walked.value(of: constraint.expression))
      guard abs(after - before) <= Tolerance.value * max(1, abs(before), abs(after)) else { return nil }
    }
    var deltas: [Variable: Double] = [:]
    for variable in solver.variablesWithChangedValues(in: walked) {
      deltas[variable] = walked.value(of: variable) - solver.value(of: variable)
    }
    return LayoutSlide(deltas: deltas)
  }

  /// Whether `slide` (of this layout) moves `item`'s frame component `component` (root
  /// coordinates); false for an unknown item.
  package func slideMoves(_ slide: LayoutSlide, _ component: FrameComponent, of item: ItemID) -> Bool {
    guard let found = itemsByName[item.name] else { return false }
    return !slide.keepsValue(of: frameExpressions(of: found).expression(of: component))
  }

  /// Whether `slide` (of this layout) stays open when `constraint` is added: its solver
  /// expression keeps its value along the slide. False when the constraint cannot be derived
  /// here (an unknown item, an attribute a guide lacks): nothing is known of it then.
  package func keepsOpen(_ slide: LayoutSlide, adding constraint: LayoutConstraint) -> Bool {
    guard let derived = try? derive(constraint, origin: .user) else { return false }
    return slide.keepsValue(of: derived.expression)
  }
}

extension Solver {
  /// The value of `expression` in the current solution.
  fileprivate func value(of expression: Expression) -> Double {
    expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value(of: $1.variable) }
  }
}
