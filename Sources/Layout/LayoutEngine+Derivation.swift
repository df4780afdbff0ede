// From a constraint in Apple's form to a solver constraint.
import Cassowary

extension LayoutEngine {
  /// The solver constraint for a record at its own priorities (required sides at 1000).
  ///
  /// Location attributes are compared in the coordinate system of the view the constraint is
  /// installed on (the nearest common ancestor), which matters when the multiplier is not 1:
  /// `v.centerX == 0.5 * root.centerX` puts `v` at a quarter of `root`'s width. In right-to-left
  /// layouts a constraint with a leading/trailing attribute is mirrored whole: its x locations
  /// are measured leftwards from the installing view's right edge, so `a.leading >= b.leading +
  /// 100` means `a.right <= b.right - 100`. Between a scroll view and its content, the scroll
  /// view's edges are those of its content area.
  func derive(_ constraint: LayoutConstraint, origin: ConstraintOrigin) throws(LayoutError) -> Constraint {
    let firstItem = try lookup(constraint.first.item)
    let firstAttribute = constraint.first.attribute
    var expression: Expression
    if let second = constraint.effectiveSecond {
      let secondItem = try lookup(second.item)
      let first = attributeExpression(
        firstAttribute, of: firstItem, contentArea: attachesToContent(firstItem, firstAttribute, towards: secondItem))
      let other = attributeExpression(
        second.attribute, of: secondItem,
        contentArea: attachesToContent(secondItem, second.attribute, towards: firstItem))
      let multiplier = constraint.multiplier
      if firstAttribute.isDimension {
        expression = first - multiplier * other
      } else {
        guard let installer = commonAncestor(firstItem, secondItem), let view = itemsByName[installer] else {
          throw .noCommonAncestor(first: constraint.first, second: second)
        }
        let frame = frameExpressions(of: view)
        let mirrored = firstAttribute.axis == .horizontal && direction == .rightToLeft && constraint.isDirectional
        if multiplier == 1 {
          expression = mirrored ? other - first : first - other
        } else if mirrored {
          expression = (frame.right - first) - multiplier * (frame.right - other)
        } else {
          let start = firstAttribute.axis == .horizontal ? frame.left : frame.top
          expression = (first - start) - multiplier * (other - start)
        }
      }
    } else {
      expression = attributeExpression(firstAttribute, of: firstItem)
    }
    expression = simplified(expression - constraint.constant)
    var shortfall = constraint.priority
    if case .intrinsicSize(let axis) = origin {
      shortfall = firstItem.compressionResistance[axis]
    }
    return Constraint(
      expression, constraint.relation, priority: constraint.priority, shortfallPriority: shortfall,
      name: constraint.id)
  }

  /// Whether `attribute` of `item` attaches to a scroll view's content area: an edge of a scroll
  /// view related to an item in its content.
  func attachesToContent(_ item: Item, _ attribute: Attribute, towards other: Item) -> Bool {
    item.kind == .scrollView && attribute.isEdge && isContent(other, of: item.name)
  }

  /// The constraint with its required sides demoted to ``Priority/brokenRequired``.
  func demoted(_ constraint: Constraint) -> Constraint {
    func demote(_ priority: Priority) -> Priority { priority.isRequired ? .brokenRequired : priority }
    return Constraint(
      constraint.expression, constraint.relation, priority: demote(constraint.priority),
      shortfallPriority: demote(constraint.shortfallPriority), name: constraint.name)
  }

  /// The constraint with its demoted sides required again.
  func promoted(_ constraint: Constraint) -> Constraint {
    func promote(_ priority: Priority) -> Priority { priority == .brokenRequired ? .required : priority }
    return Constraint(
      constraint.expression, constraint.relation, priority: promote(constraint.priority),
      shortfallPriority: promote(constraint.shortfallPriority), name: constraint.name)
  }

  /// Whether two solver constraints are the same relation with the same priorities.
  func isSameConstraint(_ lhs: Constraint, _ rhs: Constraint) -> Bool {
    lhs.relation == rhs.relation && lhs.priority == rhs.priority && lhs.shortfallPriority == rhs.shortfallPriority
      && lhs.expression.constant == rhs.expression.constant
      && lhs.expression.simplifiedTerms == rhs.expression.simplifiedTerms
  }

  /// Whether two solver constraints differ at most in their constant (so the solver can change
  /// one into the other incrementally).
  func hasSameShape(_ lhs: Constraint, _ rhs: Constraint) -> Bool {
    lhs.relation == rhs.relation && lhs.priority == rhs.priority && lhs.shortfallPriority == rhs.shortfallPriority
      && lhs.expression.simplifiedTerms == rhs.expression.simplifiedTerms
  }
}
