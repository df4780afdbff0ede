import Cassowary

/// Turns the elements of a VFL string into constraints, in Apple's order: each connection as it
/// is parsed, a view's size predicates right after the connection that reached it, alignment
/// constraints last (docs/AUTO-LAYOUT.md §4.3).
struct VisualFormatBuilder {
  /// The string's axis.
  let axis: Axis
  /// The horizontal placement option.
  let direction: FormatDirection
  /// Whether vertical spacing between views runs baseline to baseline.
  let baselineSpacing: Bool
  /// What standard spacing next to `|` means.
  let edgeSpacing: EdgeSpacing
  /// The `alignAll…` attributes, in Apple's bit order.
  let alignments: [Attribute]
  /// The views in the order of the string, for the alignment constraints.
  private(set) var views: [FormatElement] = []
  /// The constraints so far.
  private(set) var constraints: [VisualFormatConstraint] = []

  /// Standard spacing between sibling views.
  static let siblingSpacing = 8.0

  /// A builder for one string.
  init(
    axis: Axis, direction: FormatDirection, baselineSpacing: Bool, edgeSpacing: EdgeSpacing,
    alignments: [Attribute]
  ) {
    self.axis = axis
    self.direction = direction
    self.baselineSpacing = baselineSpacing
    self.edgeSpacing = edgeSpacing
    self.alignments = alignments
  }

  /// `H` or `V`, the first part of every label.
  private var prefix: String { axis == .horizontal ? "H" : "V" }

  /// A view as it appears in the string.
  mutating func addView(_ view: FormatElement) {
    views.append(view)
  }

  /// The constraints of one connection, which spans `range`: from `superview` (named) to `view`
  /// when `leading`, else from `view` to `superview`.
  mutating func connect(
    superview: String, _ view: FormatElement, spacing: FormatSpacing, leading: Bool, range: Range<Int>
  ) {
    guard let name = view.view else { return }
    let label = leading ? "\(prefix).\(superview)-\(name)" : "\(prefix).\(name)-\(superview)"
    if case .standard = spacing, edgeSpacing == .margin {
      if leading {
        add(Anchor(name, lead), .equal, Anchor(superview, leadMargin), 0, .required, label, range)
      } else {
        add(Anchor(superview, trailMargin), .equal, Anchor(name, trail), 0, .required, label, range)
      }
      return
    }
    let standard: Double =
      switch edgeSpacing {
      case .margin: 0
      case .fixed(let points): points
      }
    for (relation, constant, priority, _) in terms(spacing, standard: standard, fallback: range) {
      if leading {
        add(Anchor(name, lead), relation, Anchor(superview, lead), constant, priority, label, range)
      } else {
        add(Anchor(superview, trail), relation, Anchor(name, trail), constant, priority, label, range)
      }
    }
  }

  /// The constraints of the connection from view `first` to view `second`.
  mutating func connect(_ first: FormatElement, _ second: FormatElement, spacing: FormatSpacing) {
    guard let a = first.view, let b = second.view else { return }
    let range = first.range.lowerBound..<second.range.upperBound
    let label = "\(prefix).\(a)-\(b)"
    let toBaseline = baselineSpacing && axis == .vertical
    for (relation, constant, priority, _) in terms(spacing, standard: Self.siblingSpacing, fallback: range) {
      let later = Anchor(b, toBaseline ? .firstBaseline : lead)
      let earlier = Anchor(a, toBaseline ? .lastBaseline : trail)
      add(later, relation, earlier, constant, priority, label, range)
    }
  }

  /// The size predicates of a view: `a.width >= 70`, `a.width == b.width`.
  mutating func size(of view: FormatElement, _ predicates: [FormatPredicate]) {
    guard let name = view.view else { return }
    let attribute: Attribute = axis == .horizontal ? .width : .height
    let label = "\(prefix).\(name).\(attribute)"
    for predicate in predicates {
      let first = Anchor(name, attribute)
      let constraint: LayoutConstraint
      switch predicate.object {
      case .constant(let value):
        constraint = LayoutConstraint(
          id: "", first, predicate.relation, nil, constant: value, priority: predicate.priority)
      case .view(let other):
        constraint = LayoutConstraint(
          id: "", first, predicate.relation, Anchor(other, attribute), priority: predicate.priority)
      }
      constraints.append(VisualFormatConstraint(constraint, label: label, range: predicate.range))
    }
  }

  /// The alignment constraints between adjacent views, appended after all others.
  mutating func align() {
    guard views.count > 1 else { return }
    for index in 1..<views.count {
      let first = views[index - 1]
      let second = views[index]
      guard let a = first.view, let b = second.view else { continue }
      for attribute in alignments {
        let constraint = LayoutConstraint(id: "", Anchor(a, attribute), .equal, Anchor(b, attribute))
        let range = first.range.lowerBound..<second.range.upperBound
        constraints.append(VisualFormatConstraint(constraint, label: "\(prefix).\(a)-\(b).\(attribute)", range: range))
      }
    }
  }

  // MARK: Attributes and directions

  /// The edge a string starts from: leading, left or top.
  private var lead: Attribute {
    guard axis == .horizontal else { return .top }
    return direction == .leadingToTrailing ? .leading : .left
  }

  /// The edge a string runs to: trailing, right or bottom.
  private var trail: Attribute {
    guard axis == .horizontal else { return .bottom }
    return direction == .leadingToTrailing ? .trailing : .right
  }

  private var leadMargin: Attribute {
    guard axis == .horizontal else { return .topMargin }
    return direction == .leadingToTrailing ? .leadingMargin : .leftMargin
  }

  private var trailMargin: Attribute {
    guard axis == .horizontal else { return .bottomMargin }
    return direction == .leadingToTrailing ? .trailingMargin : .rightMargin
  }

  /// Appends `first REL second + constant`; right-to-left strings mirror it: the sides swap and
  /// left becomes right (`b.left == a.right + 8` reads `a.left == b.right + 8`).
  private mutating func add(
    _ first: Anchor, _ relation: Relation, _ second: Anchor, _ constant: Double, _ priority: Priority,
    _ label: String, _ range: Range<Int>
  ) {
    var constraint = LayoutConstraint(id: "", first, relation, second, constant: constant, priority: priority)
    if axis == .horizontal, direction == .rightToLeft {
      constraint.first = Anchor(second.item, mirrored(second.attribute))
      constraint.second = Anchor(first.item, mirrored(first.attribute))
    }
    constraints.append(VisualFormatConstraint(constraint, label: label, range: range))
  }

  private func mirrored(_ attribute: Attribute) -> Attribute {
    switch attribute {
    case .left: .right
    case .right: .left
    case .leftMargin: .rightMargin
    case .rightMargin: .leftMargin
    default: attribute
    }
  }

  /// The relation, constant, priority and range of each spacing constraint of a connection.
  private func terms(_ spacing: FormatSpacing, standard: Double, fallback: Range<Int>)
    -> [(Relation, Double, Priority, Range<Int>)]
  {
    switch spacing {
    case .flush: return [(.equal, 0, .required, fallback)]
    case .standard: return [(.equal, standard, .required, fallback)]
    case .predicates(let predicates):
      return predicates.map { predicate in
        let constant: Double =
          switch predicate.object {
          case .constant(let value): value
          case .view: 0
          }
        return (predicate.relation, constant, predicate.priority, predicate.range)
      }
    }
  }
}
