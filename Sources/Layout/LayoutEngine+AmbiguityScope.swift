import Cassowary

/// The variables a change can make ambiguous (or settle): a change to some constraints alters
/// the optimal layouts only in the connected part of the tableau around them, so a scan for
/// ambiguity after the change need look at nothing else (see ``Solver/variablesReached(from:constraints:)``).
extension LayoutEngine {
  /// The variables whose ambiguity can differ between this layout and `other`, a layout made
  /// from it by changing the constraints `ids` (added, removed, re-prioritised or with a new
  /// constant, in either layout) and the intrinsic sizes or priorities of the items `items`.
  /// Measured on this layout: every row the change writes lies in the part it finds. Nil when
  /// the part holds more than `limit` of the solver's symbols.
  package func ambiguityScope(
    changing ids: some Sequence<String>, items: some Sequence<String>, in other: LayoutEngine, limit: Int = .max
  ) -> Set<Variable>? {
    scope(changing: ids, items: items, states: [outline, other.outline], limit: limit)
  }

  /// ``ambiguityScope(changing:items:in:limit:)`` measured on this layout, the one after the
  /// change, with what `before` outlines of the layout before it. The difference between two
  /// layouts is the same in either direction, and so is the argument: taking the change back
  /// writes only rows of the part it finds here, and the verdicts outside a part are those of
  /// the layouts' optimal faces, whatever tableau holds them. So the state before need not be
  /// kept whole (keeping it makes the change copy every table it writes).
  ///
  /// `roomyBefore` names constraints the change took away that held with room to spare in the
  /// layout before (``holdsWithRoom(_:)``, asked of it while it was at hand): like one added
  /// with room, taking one away changes no verdict.
  package func ambiguityScope(
    changing ids: some Sequence<String>, items: some Sequence<String>, since before: LayoutOutline,
    roomyBefore: Set<String> = [], limit: Int = .max
  ) -> Set<Variable>? {
    scope(changing: ids, items: items, states: [outline, before], roomyBefore: roomyBefore, limit: limit)
  }

  /// Whether the constraint `id` is a required inequality this layout holds with room to spare
  /// (``Solver/holdsWithRoom(_:)``): adding or removing it changes no verdict of ambiguity.
  package func holdsWithRoom(_ id: String) -> Bool {
    guard let installed = records[id]?.installed else { return false }
    return solver.holdsWithRoom(installed)
  }

  /// The scope of a change to `ids` and `items` between this layout (`states[0]`, whose solver
  /// it is measured on) and the other layouts `states` outline. The other layout's constraints
  /// and items are taken in this layout's variables, derived here: a state rebuilt by running
  /// commands again (undo) has variables of its own, equal in meaning but not in identity, and
  /// a scope in the other state's variables reached nothing here, so its components were never
  /// scanned again and kept their old verdicts. Only a constraint or item this layout cannot
  /// derive (one of an item it does not have) keeps the other state's variables.
  private func scope(
    changing ids: some Sequence<String>, items: some Sequence<String>, states: [LayoutOutline],
    roomyBefore: Set<String> = [], limit: Int
  ) -> Set<Variable>? {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    // Variables defined by a constraint the change added, which nothing else holds: the
    // change moves only them (``Solver/variableDefined(onlyBy:)``), without a walk of the part.
    var defined: [Variable] = []
    var seen = Set<String>()
    func note(_ id: String) {
      guard seen.insert(id).inserted else { return }
      // A required inequality the change installed that holds with room to spare leaves every
      // verdict as it was (``Solver/holdsWithRoom(_:)``): nothing to rescan for it.
      if let installed = states[0].records[id]?.installed, solver.holdsWithRoom(installed),
        states.dropFirst().allSatisfy({ $0.records[id]?.installed == nil })
      {
        return
      }
      if roomyBefore.contains(id), states[0].records[id]?.installed == nil { return }
      if let installed = states[0].records[id]?.installed, states.dropFirst().allSatisfy({ $0.records[id] == nil }),
        let variable = solver.variableDefined(onlyBy: installed)
      {
        defined.append(variable)
        return
      }
      for (position, state) in states.enumerated() {
        guard let record = state.records[id] else { continue }
        if position == 0, let installed = record.installed {
          // This solver's tag symbols of it.
          constraints.append(installed)
          variables += installed.expression.terms.map(\.variable)
        } else if let derived = try? derive(record.constraint, origin: record.origin) {
          variables += derived.expression.terms.map(\.variable)
        } else if let installed = record.installed {
          // Its tags, should this solver know them (it skips a constraint it does not).
          constraints.append(installed)
          variables += installed.expression.terms.map(\.variable)
        }
      }
    }
    for id in ids { note(id) }
    for name in items {
      for state in states {
        guard let item = itemsByName[name] ?? state.item(named: name) else { continue }
        let own = item.variables
        variables += [own.left, own.top, own.width, own.height]
        for id in state.records.ids(namingItem: name) { note(id) }
      }
    }
    guard !variables.isEmpty || !constraints.isEmpty else { return Set(defined) }
    return solver.variablesReached(from: variables, constraints: constraints, limit: limit)?.union(defined)
  }

  /// What ``ambiguityScope(changing:items:since:limit:)`` needs of this layout once a change
  /// has moved on from it: its constraint records and items, without the solver.
  ///
  /// - Complexity: O(1): the tables are shared, and a change writes them by the shard.
  package var outline: LayoutOutline {
    LayoutOutline(records: records, itemsByName: itemsByName, itemCount: itemOrder.count)
  }

  /// ``outline`` with the order of the items, for a state no command will change any more (the
  /// state an undo or redo left): the items only one of two states has are then found from
  /// where their orders part, not by looking up every item.
  ///
  /// - Complexity: O(1).
  package var outlineWithOrder: LayoutOutline {
    LayoutOutline(records: records, itemsByName: itemsByName, itemCount: itemOrder.count, itemOrder: itemOrder)
  }
}

/// A layout's constraint records and items, without its solver and other tables (see
/// ``LayoutEngine/outline``): what is needed of the state before a change to judge the part of
/// the layout the change reached.
package struct LayoutOutline {
  let records: ConstraintRecords
  let itemsByName: ShardedDictionary<String, Item>
  /// The number of items. (Not their list: kept while a command runs, it would make the
  /// command's first `add view` copy the list of every item.)
  package let itemCount: Int
  /// The items in the order they were made, when the outline was taken with it
  /// (``LayoutEngine/outlineWithOrder``).
  package var itemOrder: [ItemID]? = nil

  /// The names of the items, in no particular order.
  ///
  /// - Complexity: O(n) for the n items.
  package var unorderedItemNames: [String] { itemsByName.map(\.key) }

  /// The item called `name`, if the layout had one.
  package func item(named name: String) -> Item? { itemsByName[name] }

  /// Whether the constraint `id` was imposed from outside (a root's size).
  package func isImposed(_ id: String) -> Bool {
    records[id]?.origin.isImposed == true
  }

  /// The ids of every constraint the layout had, in no particular order.
  ///
  /// - Complexity: O(n) for the n constraints.
  package var constraintIDs: [String] { records.map(\.key) }

  /// The definitions of those of `ids` the layout had, in the order they were made, each once.
  ///
  /// - Complexity: O(k log k) for the k ids.
  package func definitions(inConstraintOrder ids: [String]) -> [LayoutConstraint] {
    records.inCreationOrder(ids).compactMap { records.constraint($0) }
  }
}

extension LayoutEngine {
  /// A mark of the constraint records written so far, for ``constraintsWritten(since:)``.
  package var constraintWriteMark: Int { records.writeMark }

  /// The ids of the constraint records written since `mark` (with repeats), or nil when the
  /// change report has taken some of them since (``takeChanges()``).
  package func constraintsWritten(since mark: Int) -> [String]? {
    records.written(since: mark).map(Array.init)
  }
}

extension LayoutEngine {
  /// The names of the items, in the order they were added.
  public var itemNames: [ItemID] { itemOrder }

  /// The given item names in the order the items were added, each once (names without an item
  /// are dropped): sorted by their places, without a pass over every item.
  package func inItemOrder<Names: Sequence<String>>(_ names: Names) -> [ItemID] {
    var seen = Set<String>()
    return names.compactMap { name in seen.insert(name).inserted ? itemIndex[name].map { ($0, name) } : nil }
      .sorted { $0.0 < $1.0 }.map { ItemID($0.1) }
  }

  /// The number of symbols the solver holds (a measure of the layout's size).
  package var solverSize: Int { solver.symbolCount }
}
