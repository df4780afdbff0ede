// Attributes as linear expressions over the frame variables, in root coordinates.
import Cassowary

/// An item's frame as expressions in root coordinates.
struct FrameExpressions {
  var left: Expression
  var top: Expression
  var width: Expression
  var height: Expression

  var right: Expression { left + width }
  var bottom: Expression { top + height }
}

extension Attribute {
  /// The attribute as a linear expression over a frame given by its left edge, top edge, width
  /// and height: the one rule the engine and the console log reader share. `leading` and
  /// `trailing` read as `left` and `right` (resolve the attribute for the direction first,
  /// ``resolved(for:)``); the margin attributes are inset by `margins`; a baseline is what
  /// `baseline` says for it.
  package func expression(
    left: Expression, top: Expression, width: Expression, height: Expression, margins: EdgeInsets,
    baseline: (Attribute) -> Expression
  ) -> Expression {
    let frame = FrameExpressions(left: left, top: top, width: width, height: height)
    return switch self {
    case .left, .leading: frame.left
    case .right, .trailing: frame.right
    case .centerX: frame.left + 0.5 * frame.width
    case .top: frame.top
    case .bottom: frame.bottom
    case .centerY: frame.top + 0.5 * frame.height
    case .width: frame.width
    case .height: frame.height
    case .leftMargin, .leadingMargin: frame.left + margins.left
    case .rightMargin, .trailingMargin: frame.right - margins.right
    case .centerXWithinMargins: frame.left + 0.5 * frame.width + 0.5 * (margins.left - margins.right)
    case .topMargin: frame.top + margins.top
    case .bottomMargin: frame.bottom - margins.bottom
    case .centerYWithinMargins: frame.top + 0.5 * frame.height + 0.5 * (margins.top - margins.bottom)
    case .firstBaseline, .lastBaseline: baseline(self)
    }
  }
}

extension LayoutEngine {
  /// The frame of an item as expressions: its variables, plus the insets of a safe-area guide.
  func frameExpressions(of item: Item) -> FrameExpressions {
    let insets = frameInsets(of: item)
    func expression(_ component: FrameComponent) -> Expression {
      let term = frameTerm(component, of: item, insets: insets)
      return Expression(term.variable) + term.offset
    }
    return FrameExpressions(
      left: expression(.x), top: expression(.y), width: expression(.width), height: expression(.height))
  }

  /// What an item's frame is inset from its variables: a safe-area guide's insets, else zero.
  func frameInsets(of item: Item) -> EdgeInsets {
    guard item.kind == .safeAreaGuide, let owner = item.parent, let view = itemsByName[owner] else { return .zero }
    return view.safeAreaInsets
  }

  /// A frame component of an item as the one variable it is plus a constant (what
  /// ``frameExpressions(of:)`` holds, without building an expression); `insets` are the item's
  /// ``frameInsets(of:)``.
  func frameTerm(
    _ component: FrameComponent, of item: Item, insets: EdgeInsets
  ) -> (variable: Variable, offset: Double) {
    switch component {
    case .x: (item.variables.left, insets.left)
    case .y: (item.variables.top, insets.top)
    case .width: (item.variables.width, -(insets.left + insets.right))
    case .height: (item.variables.height, -(insets.top + insets.bottom))
    }
  }

  /// The attribute of an item in root coordinates, with `leading`/`trailing` resolved for the
  /// current direction. With `contentArea`, a scroll view's edges are those of its content area
  /// (its margins still apply).
  func attributeExpression(_ attribute: Attribute, of item: Item, contentArea: Bool = false) -> Expression {
    var frame = frameExpressions(of: item)
    if contentArea, let content = itemsByName["\(item.name).contentGuide"] {
      frame = frameExpressions(of: content)
    }
    let margins = item.kind.isView ? item.margins : .zero
    return attribute.resolved(for: direction).expression(
      left: frame.left, top: frame.top, width: frame.width, height: frame.height, margins: margins
    ) { baseline in
      item.baselines.map { frame.top + (baseline == .firstBaseline ? $0.first : $0.last) } ?? frame.bottom
    }
  }

  /// The value of an attribute as a linear expression over the solver's variables, in root
  /// coordinates, with `leading`/`trailing` resolved for the current direction.
  ///
  /// - Throws: ``LayoutError/unknownItem(_:)``, or ``LayoutError/attributeUnavailable(_:reason:)``
  ///   for the margins or baselines of a layout guide.
  ///
  /// - Complexity: O(1) on average: a lookup and the attribute's few terms (variables are in root
  ///   coordinates).
  public func expression(of anchor: Anchor) throws(LayoutError) -> Expression {
    let item = try lookup(anchor.item)
    try checkAvailable(anchor, on: item)
    return simplified(attributeExpression(anchor.attribute, of: item))
  }

  /// Rejects the attributes a layout guide does not have: margins and baselines.
  func checkAvailable(_ anchor: Anchor, on item: Item) throws(LayoutError) {
    guard !item.kind.isView else { return }
    if anchor.attribute.isMargin {
      throw .attributeUnavailable(
        anchor, reason: "a layout guide has no layout margins; use its edges, or the margins of its view")
    }
    if anchor.attribute.isBaseline {
      throw .attributeUnavailable(anchor, reason: "a layout guide has no baselines; use its top or bottom")
    }
  }

  /// The expression with repeated variables merged and zero terms dropped.
  func simplified(_ expression: Expression) -> Expression {
    Expression(terms: expression.simplifiedTerms, constant: expression.constant)
  }
}
