/// Third-party "distribute views" helpers as plain constraints (docs/AUTO-LAYOUT.md §9): Masonry's
/// fixed spacing and fixed item length, and PureLayout's equal spacing through centre multipliers.
public struct Distribution: Hashable, Sendable {
  /// How the views share the superview's length.
  public enum Form: Hashable, Sendable {
    /// Masonry `withFixedSpacing`: equal lengths, fixed gaps.
    case fixedSpacing(Double)
    /// Masonry `withFixedItemLength`: fixed lengths; the far edges interpolate linearly between
    /// the first and the last view (location multipliers `i/(n−1)`).
    case fixedItemLength(Double)
    /// PureLayout `withFixedSize`: fixed lengths, each centre at `m × superview.center + c`;
    /// `inset` gives equal gaps at both ends too.
    case centers(itemLength: Double, inset: Bool)
  }

  /// The views, in order along the axis (at least two, all children of `superview`).
  public var views: [String]
  /// Their common superview.
  public var superview: String
  /// The axis.
  public var axis: Axis
  /// The form.
  public var form: Form
  /// The inset before the first view (Masonry's lead spacing).
  public var lead: Double
  /// The inset after the last view (Masonry's tail spacing).
  public var tail: Double

  /// PureLayout raises smaller centre multipliers to this value: Apple drops the second item of
  /// a constraint whose multiplier is 0, which would leave a location equal to a constant.
  public static let minimumMultiplier = 0.00001

  /// A distribution from its parts.
  public init(views: [String], superview: String, axis: Axis, form: Form, lead: Double = 0, tail: Double = 0) {
    self.views = views
    self.superview = superview
    self.axis = axis
    self.form = form
    self.lead = lead
    self.tail = tail
  }

  /// The constraints, each with its label as id (`distribute.b.left`), in the libraries' order.
  public var constraints: [LayoutConstraint] {
    switch form {
    case .fixedSpacing(let spacing): fixedSpacing(spacing)
    case .fixedItemLength(let length): fixedItemLength(length)
    case .centers(let length, let inset): centers(length, inset: inset)
    }
  }

  private var start: Attribute { axis == .horizontal ? .left : .top }
  private var end: Attribute { axis == .horizontal ? .right : .bottom }
  private var length: Attribute { axis == .horizontal ? .width : .height }
  private var center: Attribute { axis == .horizontal ? .centerX : .centerY }
  private var last: Int { views.count - 1 }

  private func make(
    _ view: String, _ attribute: Attribute, _ second: Anchor?, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      id: "distribute.\(view).\(attribute)", Anchor(view, attribute), .equal, second, multiplier: multiplier,
      constant: constant)
  }

  private func fixedSpacing(_ spacing: Double) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    for (index, view) in views.enumerated() {
      if index == 0 {
        result.append(make(view, start, Anchor(superview, start), constant: lead))
      } else {
        let previous = views[index - 1]
        result.append(make(view, length, Anchor(previous, length)))
        result.append(make(view, start, Anchor(previous, end), constant: spacing))
      }
      if index == last { result.append(make(view, end, Anchor(superview, end), constant: -tail)) }
    }
    return result
  }

  private func fixedItemLength(_ itemLength: Double) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    let intervals = Double(last)
    for (index, view) in views.enumerated() {
      if index == 0 {
        result.append(make(view, start, Anchor(superview, start), constant: lead))
      } else if index == last {
        result.append(make(view, end, Anchor(superview, end), constant: -tail))
      } else {
        let fraction = Double(index) / intervals
        let offset = (1 - fraction) * (itemLength + lead) - fraction * tail
        result.append(make(view, end, Anchor(superview, end), multiplier: fraction, constant: offset))
      }
      result.append(make(view, length, nil, constant: itemLength))
    }
    return result
  }

  private func centers(_ itemLength: Double, inset: Bool) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    let count = Double(views.count)
    for (index, view) in views.enumerated() {
      let position = Double(index)
      let multiplier = inset ? (2 * position + 2) / (count + 1) : 2 * position / (count - 1)
      let constant = inset ? (multiplier - 1) * itemLength / 2 : (1 - multiplier) * itemLength / 2
      result.append(make(view, length, nil, constant: itemLength))
      result.append(
        make(
          view, center, Anchor(superview, center), multiplier: max(multiplier, Self.minimumMultiplier),
          constant: constant))
    }
    return result
  }
}
