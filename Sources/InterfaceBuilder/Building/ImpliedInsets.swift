import Layout

/// Insets the XML does not store (the safe area Interface Builder simulated, the margins of a
/// controller's view or a cell's content view), read back from the stored frames: each equality
/// with multiplier 1 between such an edge and a view's stored edge implies a value. When every
/// such constraint implies the same value (within Interface Builder's half-point rounding) and it
/// is one the simulated devices and bars can give, it replaces lyt's table value; otherwise the
/// table stands and the views that disagree are reported as misplaced. A view the file flags
/// `misplaced="YES"` is not asked: Interface Builder itself says its frame is not where its
/// constraints put it.
struct ImpliedInsets {
  /// One inset of one view.
  struct Quantity: Hashable {
    /// What the inset belongs to.
    enum Kind: Hashable {
      /// The safe area of the view.
      case safeArea
      /// The layout margins of the view.
      case margins
    }

    /// The view's id.
    var view: String
    /// Safe area or margins.
    var kind: Kind
    /// The edge (`top`, `left`, `bottom`, `right`).
    var edge: Attribute
  }

  /// The implied values of each quantity, in the order the constraints give them.
  private(set) var values: [Quantity: [Double]] = [:]

  /// Collects what `constraints` imply; `quantity` tells which item and attribute stand for an
  /// inset edge (and which edge), `tree` gives the stored edges of views.
  init(
    constraints: [IBConstraint], tree: SceneTree, quantity: (_ item: String, _ attribute: Attribute) -> Quantity?
  ) {
    for constraint in constraints
    where constraint.relation == .equal && constraint.multiplier == 1 && !constraint.isPlaceholder {
      guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute else { continue }
      let first = (constraint.firstItem, constraint.firstAttribute)
      if tree[first.0]?.view.flaggedMisplaced == true || tree[second]?.view.flaggedMisplaced == true { continue }
      if let wanted = quantity(first.0, first.1), let value = tree.storedValue(of: secondAttribute, of: second) {
        record(wanted, position: value + constraint.constant, tree: tree)
      } else if let wanted = quantity(second, secondAttribute),
        let value = tree.storedValue(of: first.1, of: first.0)
      {
        record(wanted, position: value - constraint.constant, tree: tree)
      }
    }
  }

  /// Records the inset an edge position implies (measured inwards from the view's own edge).
  private mutating func record(_ quantity: Quantity, position: Double, tree: SceneTree) {
    guard let frame = tree[quantity.view]?.absolute else { return }
    let inset: Double
    switch quantity.edge {
    case .top: inset = position - frame.y
    case .left: inset = position - frame.x
    case .bottom: inset = frame.y + frame.height - position
    case .right: inset = frame.x + frame.width - position
    default: return
    }
    values[quantity, default: []].append(inset)
  }

  /// The value of `plausible` the constraints imply for `quantity`: the one within half a point
  /// of every implied value, or else of more than half of them and at least two (a misplaced
  /// view among them does not decide), and in both cases of at least `minimumSupport`; nil when
  /// none is.
  func agreed(_ quantity: Quantity, plausible: [Double], minimumSupport: Int = 1) -> Double? {
    guard let found = values[quantity], !found.isEmpty else { return nil }
    let middle = found.sorted()[found.count / 2]
    var best: (value: Double, support: Int)?
    for candidate in plausible {
      let support = found.filter { abs($0 - candidate) <= 0.5 }.count
      guard support > 0 else { continue }
      if let current = best,
        support < current.support
          || (support == current.support && abs(candidate - middle) >= abs(current.value - middle))
      {
        continue
      }
      best = (candidate, support)
    }
    guard let best, best.support >= minimumSupport else { return nil }
    if best.support == found.count || (best.support >= 2 && 2 * best.support > found.count) { return best.value }
    return nil
  }

  /// Whether any constraint implies a value for `quantity`.
  func mentions(_ quantity: Quantity) -> Bool { values[quantity] != nil }

  /// The edge an attribute of a guide or a margin measures (left to right), or nil.
  static func edge(of attribute: Attribute) -> Attribute? {
    switch attribute {
    case .top, .topMargin: .top
    case .bottom, .bottomMargin: .bottom
    case .left, .leading, .leftMargin, .leadingMargin: .left
    case .right, .trailing, .rightMargin, .trailingMargin: .right
    default: nil
    }
  }
}
