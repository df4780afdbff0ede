import Cassowary
import Layout

/// A predicate of a VFL line: a relation, a value and a priority (`(>=44@750)`, `-(>=8)-`).
struct VisualPredicate {
  /// The relation.
  var relation: Relation
  /// A number, or the name of a view to match (`==b`).
  var value: String
  /// The priority.
  var priority: Priority

  /// `44`, `>=44`, `==b@750`: the text inside parentheses.
  var text: String {
    let isNumber = Double(value) != nil
    let word = relation == .equal ? (isNumber ? "" : "==") : relation.rawValue
    return word + value + (priority.isRequired ? "" : "@" + NumberText.format(priority.value))
  }

  /// The text between two dashes: `-8-`, `-(>=8)-`, or nothing for an exact 0.
  var dash: String {
    if text == "0" { return "" }
    return relation == .equal && priority.isRequired ? "-\(value)-" : "-(\(text))-"
  }
}

/// A line of VFL: views in order, each with its predicates, the spacings between them, the
/// edges, and the constraints the line stands for.
struct VisualChain {
  /// The axis.
  var axis: Axis
  /// The views, in order.
  var views: [String] = []
  /// Each view's length predicates.
  var predicates: [String: [VisualPredicate]] = [:]
  /// The spacing before each view (nil before the first).
  var spacings: [VisualPredicate?] = []
  /// The distance of the first view from the container's leading or top edge.
  var leading: VisualPredicate?
  /// The distance of the last view from the container's trailing or bottom edge.
  var trailing: VisualPredicate?
  /// The constraints the line stands for.
  var constraints: [LayoutConstraint] = []

  /// `H:|-16-[a(44)]-8-[b]-(>=16)-|`.
  var text: String {
    var text = axis == .horizontal ? "H:" : "V:"
    if let leading { text += "|" + leading.dash }
    for (index, view) in views.enumerated() {
      if let spacing = spacings[index] { text += spacing.dash }
      let list = predicates[view] ?? []
      text += "[\(view)" + (list.isEmpty ? "" : "(" + list.map(\.text).joined(separator: ",") + ")") + "]"
    }
    if let trailing { text += trailing.dash + "|" }
    return text
  }

  /// The key two constraints share when they are the same equation, priority included:
  /// `a.leading == b.trailing + 8` and `b.trailing == a.leading - 8` alike.
  static func key(of constraint: LayoutConstraint) -> String {
    let priority = " @" + NumberText.format(constraint.priority.value)
    guard let second = constraint.effectiveSecond else {
      return "\(constraint.first) \(constraint.relation.rawValue) \(NumberText.format(constraint.constant))" + priority
    }
    var first = constraint.first
    var other = second
    var relation = constraint.relation
    var constant = constraint.constant
    if constraint.multiplier == 1 && "\(other)" < "\(first)" {
      swap(&first, &other)
      relation = relation.flipped
      constant = -constant
    }
    return "\(first) \(relation.rawValue) \(NumberText.format(constraint.multiplier)) * \(other) + "
      + NumberText.format(constant) + priority
  }
}

/// The constraints of one container and axis that a VFL line can say, and the chains they form.
///
/// In Apple's spelling: `|-k-[v]` is `v.leading REL container.leading + k`, `[v]-k-|` is
/// `container.trailing REL v.trailing + k`, `[a]-k-[b]` is `b.leading REL a.trailing + k`,
/// `[v(k)]` is `v.width REL k` and `[v(==w)]` is `v.width REL w.width`. A constraint written the
/// other way round (`v.trailing == container.trailing - 16`) is the same equation and is taken.
struct VisualFormatAtoms {
  /// The container (`|`).
  let container: String
  /// The axis.
  let axis: Axis
  /// The container's child views (the only views a line of it may hold).
  let members: Set<String>
  /// The views of the engine (for `==view` predicates).
  let views: Set<String>

  private var leading: [String: (VisualPredicate, LayoutConstraint)] = [:]
  private var trailing: [String: (VisualPredicate, LayoutConstraint)] = [:]
  /// The spacing from a view to the view after it, by the earlier view.
  private var next: [String: (view: String, spacing: VisualPredicate, constraint: LayoutConstraint)] = [:]
  private var hasPrevious: Set<String> = []
  private var lengths: [String: [(VisualPredicate, LayoutConstraint)]] = [:]

  init(container: String, axis: Axis, members: Set<String>, views: Set<String>) {
    self.container = container
    self.axis = axis
    self.members = members
    self.views = views
  }

  private var start: Attribute { axis == .horizontal ? .leading : .top }
  private var end: Attribute { axis == .horizontal ? .trailing : .bottom }
  private var length: Attribute { axis == .horizontal ? .width : .height }

  /// Takes an active constraint when a line can say it.
  mutating func take(_ constraint: LayoutConstraint) {
    let priority = constraint.priority
    if let second = constraint.effectiveSecond {
      guard constraint.multiplier == 1 else { return }
      if constraint.first.attribute == length, second.attribute == length, constraint.constant == 0,
        members.contains(constraint.first.item), views.contains(second.item)
      {
        let predicate = VisualPredicate(relation: constraint.relation, value: second.item, priority: priority)
        lengths[constraint.first.item, default: []].append((predicate, constraint))
        return
      }
      takeDistance(constraint)
    } else if constraint.first.attribute == length, members.contains(constraint.first.item), constraint.constant >= 0 {
      let predicate = VisualPredicate(
        relation: constraint.relation, value: NumberText.format(constraint.constant), priority: priority)
      lengths[constraint.first.item, default: []].append((predicate, constraint))
    }
  }

  /// An edge distance or a spacing, in either orientation.
  private mutating func takeDistance(_ constraint: LayoutConstraint) {
    if let (view, _, predicate) = oriented(constraint, start, start, firstIsMember: true, secondIsContainer: true) {
      if leading[view] == nil { leading[view] = (predicate, constraint) }
    } else if let (_, view, predicate) = oriented(
      constraint, end, end, firstIsMember: false, secondIsContainer: false)
    {
      if trailing[view] == nil { trailing[view] = (predicate, constraint) }
    } else if let (later, earlier, predicate) = oriented(
      constraint, start, end, firstIsMember: true, secondIsContainer: false),
      later != earlier, members.contains(earlier), next[earlier] == nil, !hasPrevious.contains(later)
    {
      next[earlier] = (later, predicate, constraint)
      hasPrevious.insert(later)
    }
  }

  /// The constraint as `first.a REL second.b + k` with k ≥ 0, read as written or with its sides
  /// swapped; the first item a member (or, when `firstIsMember` is false, the container, the
  /// second then a member), the second the container when `secondIsContainer`.
  private func oriented(
    _ constraint: LayoutConstraint, _ a: Attribute, _ b: Attribute, firstIsMember: Bool, secondIsContainer: Bool
  ) -> (String, String, VisualPredicate)? {
    guard let second = constraint.effectiveSecond else { return nil }
    let forms = [
      (constraint.first, second, constraint.relation, constraint.constant),
      (second, constraint.first, constraint.relation.flipped, -constraint.constant),
    ]
    for (left, right, relation, constant) in forms where left.attribute == a && right.attribute == b && constant >= 0 {
      let leftOK = firstIsMember ? members.contains(left.item) : left.item == container
      let rightOK = secondIsContainer ? right.item == container : members.contains(right.item)
      guard leftOK && rightOK else { continue }
      let value = NumberText.format(constant == 0 ? 0 : constant)
      return (left.item, right.item, VisualPredicate(relation: relation, value: value, priority: constraint.priority))
    }
    return nil
  }

  /// The chains, each starting at a view with no view before it, in `order`.
  func chains(order: [String]) -> [VisualChain] {
    var result: [VisualChain] = []
    for view in order where !hasPrevious.contains(view) {
      var chain = VisualChain(axis: axis)
      var current: String? = view
      var spacing: VisualPredicate?
      var seen = Set<String>()
      while let name = current, seen.insert(name).inserted {
        chain.views.append(name)
        chain.spacings.append(spacing)
        for (predicate, constraint) in lengths[name] ?? [] {
          chain.predicates[name, default: []].append(predicate)
          chain.constraints.append(constraint)
        }
        guard let link = next[name] else { break }
        chain.constraints.append(link.constraint)
        spacing = link.spacing
        current = link.view
      }
      if let first = chain.views.first, let (predicate, constraint) = leading[first] {
        chain.leading = predicate
        chain.constraints.append(constraint)
      }
      if let last = chain.views.last, let (predicate, constraint) = trailing[last] {
        chain.trailing = predicate
        chain.constraints.append(constraint)
      }
      if !chain.constraints.isEmpty { result.append(chain) }
    }
    return result
  }
}
