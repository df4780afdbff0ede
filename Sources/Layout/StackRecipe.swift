import Cassowary

/// The constraints and layout guides a stack view generates for its current arranged views, as
/// UIKit's `UIStackView` makes them (docs/AUTO-LAYOUT.md §5.2–5.4). A pure value: the engine
/// installs what it returns, and builds it again when a view is hidden or shown, or an intrinsic
/// size or a baseline changes.
struct StackRecipe {
  /// What the recipe needs to know about one arranged view.
  struct Arranged {
    /// The view's name.
    var name: String
    /// Whether it is hidden (`set hidden`).
    var isHidden: Bool
    /// Its intrinsic length along the stack's axis, if any.
    var intrinsicLength: Double?
    /// Whether it has an intrinsic size across the stack's axis.
    var hasIntrinsicBreadth: Bool
    /// Whether it has baselines (a view without them aligns its top as first baseline).
    var hasBaselines: Bool
  }

  /// The stack view's name.
  var stack: String
  /// Its configuration.
  var configuration: StackView.Configuration
  /// The arranged views, in order.
  var arranged: [Arranged]

  /// The guides to create, in order: gap guides (`STACK.gap1`, … the `UISV-distributing` guides)
  /// and the alignment spanner (`STACK.spanner`, `UISV-alignment-spanner`).
  private(set) var guides: [String] = []
  /// The constraints, named `STACK.FAMILY.N` (`row.UISV-spacing.1`).
  private(set) var constraints: [LayoutConstraint] = []
  /// How many constraints of each family were made so far (for the ids).
  private var counts: [StackConstraintFamily: Int] = [:]

  /// The recipe for a stack.
  init(stack: String, configuration: StackView.Configuration, arranged: [Arranged]) {
    self.stack = stack
    self.configuration = configuration
    self.arranged = arranged
    buildDistribution()
    buildAlignment()
  }

  /// The stack's attributes along its axis: start, end, centre, length.
  private var along: (start: Attribute, end: Attribute, center: Attribute, length: Attribute) {
    configuration.axis == .horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
  }

  /// The attributes across the axis: start, end, centre, length.
  private var across: (start: Attribute, end: Attribute, center: Attribute, length: Attribute) {
    configuration.axis == .horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
  }

  /// Appends a constraint of a family, with the family's next id.
  private mutating func make(
    _ family: StackConstraintFamily, _ first: Anchor, _ relation: Relation, _ second: Anchor? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: Priority = .required
  ) {
    let number = counts[family, default: 0] + 1
    counts[family] = number
    constraints.append(
      LayoutConstraint(
        id: "\(stack).\(family.rawValue).\(number)", first, relation, second, multiplier: multiplier,
        constant: constant, priority: priority))
  }

  // MARK: Along the axis

  /// Canvas connection, spacing, hiding and the distribution's own constraints.
  private mutating func buildDistribution() {
    let visible = arranged.filter { !$0.isHidden }.map(\.name)
    let axis = along
    let distribution = configuration.distribution
    if let first = visible.first, let last = visible.last {
      make(.canvasConnection, Anchor(stack, axis.start), .equal, Anchor(first, axis.start))
      make(.canvasConnection, Anchor(stack, axis.end), .equal, Anchor(last, axis.end))
    }
    let isSpacingDistribution = distribution == .equalSpacing || distribution == .equalCentering
    for (previous, next) in zip(visible, visible.dropFirst()) {
      make(
        .spacing, Anchor(next, axis.start), isSpacingDistribution ? .greaterThanOrEqual : .equal,
        Anchor(previous, axis.end), constant: configuration.spacing)
    }
    buildHiding(visible: visible)
    switch distribution {
    case .fill: break
    case .fillEqually:
      for view in visible.dropFirst() {
        make(.fillEqually, Anchor(view, axis.length), .equal, Anchor(visible[0], axis.length))
      }
    case .fillProportionally: buildProportions()
    case .equalSpacing, .equalCentering: buildGaps(visible: visible)
    }
  }

  /// A hidden view gets a zero length (`UISV-hiding`, @999.999 as in current UIKit) and sits at
  /// the end of the visible view before it (or at the stack's start), so its frame is defined.
  private mutating func buildHiding(visible: [String]) {
    let axis = along
    var previousVisible: String?
    for view in arranged {
      guard view.isHidden else {
        previousVisible = view.name
        continue
      }
      make(.hiding, Anchor(view.name, axis.length), .equal, constant: 0, priority: Self.hidingPriority)
      if let previousVisible {
        make(.spacing, Anchor(view.name, axis.start), .equal, Anchor(previousVisible, axis.end))
      } else {
        make(.canvasConnection, Anchor(view.name, axis.start), .equal, Anchor(stack, axis.start))
      }
    }
  }

  /// `view.width == m × stack.width`, m = the view's intrinsic length ÷ (the sum of the visible
  /// views' intrinsic lengths + the spacings), @max(999 − index, 751), 1000 when m is 1; a view
  /// without an intrinsic length gets `width == 0` at its priority.
  private mutating func buildProportions() {
    let visible = arranged.filter { !$0.isHidden }
    let spacings = configuration.spacing * Double(max(visible.count - 1, 0))
    let total = visible.reduce(spacings) { $0 + ($1.intrinsicLength ?? 0) }
    let axis = along
    for (index, view) in visible.enumerated() {
      let multiplier = total > 0 ? (view.intrinsicLength ?? 0) / total : 0
      let priority = multiplier == 1 ? Priority.required : Priority(Double(max(999 - index, 751)))
      make(
        .fillProportionally, Anchor(view.name, axis.length), .equal, Anchor(stack, axis.length),
        multiplier: multiplier, priority: priority)
    }
  }

  /// One gap guide per adjacent pair of visible views, between their facing edges (equalSpacing)
  /// or their centres (equalCentering); all gaps equal — required for equalSpacing, at
  /// max(150 − i, 50) for the i-th equality of equalCentering.
  private mutating func buildGaps(visible: [String]) {
    let axis = along
    let centering = configuration.distribution == .equalCentering
    var gaps: [String] = []
    for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
      let gap = "\(stack).gap\(index + 1)"
      guides.append(gap)
      gaps.append(gap)
      make(.distributingEdge, Anchor(gap, axis.start), .equal, Anchor(previous, centering ? axis.center : axis.end))
      make(.distributingEdge, Anchor(gap, axis.end), .equal, Anchor(next, centering ? axis.center : axis.start))
    }
    for (index, gap) in gaps.enumerated().dropFirst() {
      let priority = centering ? Priority(Double(max(150 - index, 50))) : .required
      make(.fillEqually, Anchor(gap, axis.length), .equal, Anchor(gaps[0], axis.length), priority: priority)
    }
  }

  // MARK: Across the axis

  /// Alignment of the visible views with the first one, the stack's edges across the axis, and
  /// the hidden views' place across the axis.
  private mutating func buildAlignment() {
    let visible = arranged.filter { !$0.isHidden }
    defer { buildHiddenAlignment(first: visible.first?.name) }
    guard let first = visible.first else { return }
    let cross = across
    let alignment = configuration.alignment
    switch alignment {
    case .fill:
      make(.canvasConnection, Anchor(stack, cross.start), .equal, Anchor(first.name, cross.start))
      make(.canvasConnection, Anchor(stack, cross.end), .equal, Anchor(first.name, cross.end))
      for view in visible.dropFirst() {
        make(.alignment, Anchor(first.name, cross.start), .equal, Anchor(view.name, cross.start))
        make(.alignment, Anchor(first.name, cross.end), .equal, Anchor(view.name, cross.end))
      }
      return
    case .center where visible.count == 1:
      buildSingleCentered(first.name)
      return
    case .leading, .trailing, .center, .firstBaseline, .lastBaseline:
      for view in visible.dropFirst() {
        make(
          .alignment, Anchor(first.name, alignedAttribute(of: first)), .equal,
          Anchor(view.name, alignedAttribute(of: view)))
      }
    }
    buildSpanner(first: first.name, visible: visible.map(\.name))
  }

  /// A hidden view takes no part in sizing the stack across the axis: its start edge follows the
  /// first visible view's (or the stack's when none is visible), and its size across the axis is
  /// its own (pulled to 0 @25 when it has no intrinsic size there).
  private mutating func buildHiddenAlignment(first: String?) {
    let cross = across
    for view in arranged where view.isHidden {
      if let first {
        make(.alignment, Anchor(first, cross.start), .equal, Anchor(view.name, cross.start))
      } else {
        make(.canvasConnection, Anchor(view.name, cross.start), .equal, Anchor(stack, cross.start))
      }
      if !view.hasIntrinsicBreadth {
        make(.ambiguitySuppression, Anchor(view.name, cross.length), .equal, constant: 0, priority: 25)
      }
    }
  }

  /// The attribute the views align on (a view without baselines aligns its top as first
  /// baseline, as UIStackView does; its last baseline is its bottom).
  private func alignedAttribute(of view: Arranged) -> Attribute {
    switch configuration.alignment {
    case .fill, .leading: across.start
    case .trailing: across.end
    case .center: across.center
    case .firstBaseline: view.hasBaselines ? .firstBaseline : .top
    case .lastBaseline: .lastBaseline
    }
  }

  /// The alignment spanner around the views across the axis: edge equalities @999.5 on the
  /// aligned side, inequalities elsewhere; the stack's edges follow it (or the first view on
  /// the aligned side); spanning fit @51, ambiguity suppression @25, canvas fit @49 for baselines.
  private mutating func buildSpanner(first: String, visible: [String]) {
    let spanner = "\(stack).spanner"
    guides.append(spanner)
    let cross = across
    let alignment = configuration.alignment
    for view in visible {
      if alignment == .leading {
        make(.spanningBoundary, Anchor(spanner, cross.start), .equal, Anchor(view, cross.start), priority: 999.5)
      } else {
        make(.spanningBoundary, Anchor(spanner, cross.start), .lessThanOrEqual, Anchor(view, cross.start))
      }
      if alignment == .trailing {
        make(.spanningBoundary, Anchor(spanner, cross.end), .equal, Anchor(view, cross.end), priority: 999.5)
      } else {
        make(.spanningBoundary, Anchor(spanner, cross.end), .greaterThanOrEqual, Anchor(view, cross.end))
      }
    }
    let startTarget = alignment == .leading ? Anchor(first, cross.start) : Anchor(spanner, cross.start)
    let endTarget = alignment == .trailing ? Anchor(first, cross.end) : Anchor(spanner, cross.end)
    make(.canvasConnection, Anchor(stack, cross.start), .equal, startTarget)
    make(.canvasConnection, Anchor(stack, cross.end), .equal, endTarget)
    if alignment == .center {
      make(.canvasConnection, Anchor(stack, cross.center), .equal, Anchor(first, cross.center))
    }
    make(.spanningFit, Anchor(spanner, cross.length), .equal, constant: 0, priority: 51)
    if alignment.isBaseline {
      make(.canvasFit, Anchor(stack, cross.length), .equal, constant: 0, priority: 49)
    }
    for view in visible {
      make(.ambiguitySuppression, Anchor(view, cross.length), .equal, constant: 0, priority: 25)
    }
  }

  /// One centred view: no spanner; the stack's edges enclose the view, centres equal, canvas
  /// fit @49.
  private mutating func buildSingleCentered(_ view: String) {
    let cross = across
    make(.canvasConnection, Anchor(stack, cross.start), .lessThanOrEqual, Anchor(view, cross.start))
    make(.canvasConnection, Anchor(stack, cross.end), .greaterThanOrEqual, Anchor(view, cross.end))
    make(.canvasConnection, Anchor(stack, cross.center), .equal, Anchor(view, cross.center))
    make(.canvasFit, Anchor(stack, cross.length), .equal, constant: 0, priority: 49)
    make(.ambiguitySuppression, Anchor(view, cross.length), .equal, constant: 0, priority: 25)
  }

  /// The priority of `UISV-hiding`: 999.999 in current UIKit (docs/AUTO-LAYOUT.md §5.2), so a
  /// required size on a hidden view wins instead of breaking.
  static let hidingPriority = Priority(999.999)
}
