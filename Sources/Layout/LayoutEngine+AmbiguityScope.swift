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
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    var seen = Set<String>()
    func note(_ id: String) {
      guard seen.insert(id).inserted else { return }
      for engine in [self, other] {
        guard let record = engine.records[id] else { continue }
        if let installed = record.installed {
          // This solver's tag symbols of it, when it knows it (the solver skips one it does not).
          constraints.append(installed)
          variables += installed.expression.terms.map(\.variable)
        } else if let derived = try? engine.derive(record.constraint, origin: record.origin) {
          variables += derived.expression.terms.map(\.variable)
        }
      }
    }
    for id in ids { note(id) }
    for name in items {
      for engine in [self, other] {
        guard let item = engine.itemsByName[name] else { continue }
        let own = item.variables
        variables += [own.left, own.top, own.width, own.height]
        for id in engine.records.ids(namingItem: name) { note(id) }
      }
    }
    return solver.variablesReached(from: variables, constraints: constraints, limit: limit)
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
  public var itemNames: [String] { itemOrder }

  /// The number of symbols the solver holds (a measure of the layout's size).
  package var solverSize: Int { solver.symbolCount }
}
