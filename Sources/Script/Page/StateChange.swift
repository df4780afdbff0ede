import Layout

/// What differs between two consecutive states of a page: the views, constraints and problem
/// entries that are new or changed, the names and ids that left, and orders that a reader could
/// not infer (see ``KeyedListChange``).
struct StateChange: Equatable, Sendable {
  /// Views that are new or differ (frame, parent, kind), and those that left; the order of the
  /// views is not kept.
  var views: KeyedListChange<PageView>
  /// Constraints that are new or differ (status, values, attribute values…), those that left, and
  /// their order when it cannot be inferred.
  var constraints: KeyedListChange<PageConstraint>
  /// The problem lists' changes, in the order of ``PageProblems/lists``.
  var problems: [KeyedListChange<PageEntry>]
  /// The entries of the state before of the views in ``views`` that were there, by name: a
  /// changed view is written as what changed.
  var previousViews: [String: PageView] = [:]
  /// The new direction, or nil when it did not change.
  var direction: LayoutDirection?

  /// The change from `previous` to `snapshot`, whose views, constraints and problem lists (as the
  /// page writes them) are `previousViews`/`views`, `previousConstraints`/`constraints` and
  /// `previousProblems`/`problems`.
  ///
  /// - Complexity: O(v + c + p) for v views, c constraints and p problem entries in the two
  ///   states.
  init(
    from previous: SessionSnapshot, to snapshot: SessionSnapshot,
    views previousViews: [PageView], _ views: [PageView],
    constraints previousConstraints: [PageConstraint], _ constraints: [PageConstraint],
    problems previousProblems: PageProblems, _ problems: PageProblems
  ) {
    self.views = KeyedListChange(from: previousViews, to: views, key: \.snapshot.name)
    self.views.order = nil
    let changedNames = Set(self.views.changed.map(\.snapshot.name))
    for view in previousViews where changedNames.contains(view.snapshot.name) {
      self.previousViews[view.snapshot.name] = view
    }
    self.constraints = KeyedListChange(from: previousConstraints, to: constraints, key: \.snapshot.id)
    direction = previous.direction == snapshot.direction ? nil : snapshot.direction
    self.problems = zip(previousProblems.lists, problems.lists).map {
      KeyedListChange(from: $0.entries, to: $1.entries, key: \.key)
    }
  }

  /// How many entries the change lists.
  var size: Int { views.size + constraints.size + problems.map(\.size).reduce(0, +) }

  /// How many entries of the state before it the change rewrites (see
  /// ``KeyedListChange/rewrites``).
  var rewrites: Int { views.rewrites + constraints.rewrites + problems.map(\.rewrites).reduce(0, +) }
}
