/// What differs between two consecutive states of a page: the views and constraints that are new
/// or changed, the names and ids that left, and the order of the constraints when it is not the
/// old order (without those that left) followed by the new ones.
struct StateChange: Equatable, Sendable {
  /// Views that are new or differ (frame, parent, kind).
  var views: [ViewSnapshot]
  /// Views that left.
  var removedViews: [String]
  /// Constraints that are new or differ (status, values, attribute values…).
  var constraints: [ConstraintSnapshot]
  /// Constraints that left.
  var removedConstraints: [String]
  /// Every constraint id in order, when a reader could not infer it.
  var order: [String]?

  /// The change from `previous` to `snapshot`.
  ///
  /// - Complexity: O(v + c) for v views and c constraints in the two snapshots.
  init(from previous: SessionSnapshot, to snapshot: SessionSnapshot) {
    let oldViews = Dictionary(previous.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let newViews = Set(snapshot.views.map(\.name))
    let oldConstraints = Dictionary(previous.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let newConstraints = Set(snapshot.constraints.map(\.id))
    views = snapshot.views.filter { oldViews[$0.name] != $0 }
    removedViews = previous.views.map(\.name).filter { !newViews.contains($0) }
    constraints = snapshot.constraints.filter { oldConstraints[$0.id] != $0 }
    removedConstraints = previous.constraints.map(\.id).filter { !newConstraints.contains($0) }
    let kept = previous.constraints.map(\.id).filter { newConstraints.contains($0) }
    let added = snapshot.constraints.map(\.id).filter { oldConstraints[$0] == nil }
    let ids = snapshot.constraints.map(\.id)
    order = kept + added == ids ? nil : ids
  }

  /// How many entries the change lists.
  var size: Int {
    views.count + removedViews.count + constraints.count + removedConstraints.count + (order?.count ?? 0)
  }
}
