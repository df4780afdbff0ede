// Edit variables: values that can be suggested many times per second (dragging, resizing).

extension Solver {
  /// Makes `variable` editable: adds the optional constraint `variable == value` whose value
  /// ``suggestValue(_:_:)`` changes incrementally.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditPriority(_:)``
  ///   or ``SolverError/invalidPriority(_:)``.
  ///
  /// - Complexity: one ``add(_:)`` of a one-term constraint.
  public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
    guard !priority.isRequired else { throw .requiredEditPriority(variable) }
    guard priority.isValid else { throw .invalidPriority(priority) }
    let constraint = Constraint(Expression(variable), .equal, priority: priority, name: "edit(\(variable))")
    try add(constraint)
    edits[variable] = EditRecord(constraint: constraint, value: 0)
  }

  /// Removes the edit constraint of `variable`.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  ///
  /// - Complexity: one ``remove(_:)``.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
    try remove(edit.constraint)
  }

  /// Whether `variable` has an edit constraint.
  ///
  /// - Complexity: O(1) expected.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable] != nil
  }

  /// Suggests a value for an edit variable and re-optimises with the dual simplex.
  ///
  /// When several layouts are equally good (optional constraints of one priority that can
  /// each absorb the change), the dual simplex's ratio test ties, and `newestFirst` decides:
  /// when the constraint that was giving way reaches a limit, the newest of the tied ones
  /// gives way next (by default), or the oldest. For views added in reading order with their
  /// trailing edge pinned to the dragged container, newest-first hands the drag to the view
  /// nearest that edge, so fewer views move per frame and fewer rows hold the edit: on the
  /// standard workload (rows of 100 views, `docs/PERFORMANCE.md`) a frame costs 28 % fewer
  /// instructions, and its read-out (fewer values moved) a fifth. Pass `false` for the rule of
  /// every other constant change (``replace(_:with:)``), as lyt's `animate` does.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` or ``SolverError/nonFiniteValue(_:)``.
  ///
  /// - Complexity: the rows of the edit's error column (their constants shift), then the dual
  ///   simplex's pivots; independent of the layout's size when the edit moves little. When
  ///   the dual simplex cannot continue, a rebuild of the whole tableau.
  public mutating func suggestValue(_ variable: Variable, _ value: Double, newestFirst: Bool = true) throws(SolverError)
  {
    guard value.isFinite else { throw .nonFiniteValue("the suggested value for \(variable)") }
    guard var edit = edits[variable], var record = self.record(of: edit.constraint) else {
      throw .unknownEditVariable(variable)
    }
    edit.value = value
    edits[variable] = edit
    if try shiftConstant(record, to: -value, tiesToNewest: newestFirst) {
      record.constant = -value
      setRecord(record, for: edit.constraint)
    } else {
      record.constant = -value
      setRecord(record, for: edit.constraint)
      try rebuild()
    }
  }

  // MARK: - Values

  /// The value of `variable` in the current solution (zero for a variable the solver does not know).
  ///
  /// - Complexity: O(1) expected; an alias adds its definition's terms.
  public func value(of variable: Variable) -> Double {
    let symbol = symbol(of: variable)
    return symbol == noSymbol ? 0 : value(ofSymbol: symbol)
  }

  /// Publishes the current solution and returns the variables whose value changed since the
  /// last call (every variable the first time). Values are always current through
  /// ``value(of:)``; this is for callers that want to know what moved. Only variables whose
  /// row changed are examined, so the cost follows what moved, not the size of the layout.
  ///
  /// - Complexity: the symbols whose rows changed since the last call (and the aliases over them), not
  ///   the variables of the whole layout.
  @discardableResult
  public mutating func updateVariables() -> ChangedVariables {
    let dirty = dirtySymbols
    var values = currentValues(of: dirty)
    if !aliases.isEmpty {
      let aliasValues = dirtyAliasValues()
      for (position, symbol) in dirty.enumerated() where isAlias(symbol) {
        values[position] = aliasValues.value(of: symbol) ?? 0
      }
    }
    var changedValues: [Double] = []
    let changed = [SymbolID](unsafeUninitializedCapacity: dirty.count) { changed, changedCount in
      changedValues = [Double](unsafeUninitializedCapacity: dirty.count) { changedValues, count in
        count = publish(values, of: dirty, into: changed, changedValues)
      }
      changedCount = changedValues.count
    }
    dirtySymbols.removeAll(keepingCapacity: true)
    return ChangedVariables(symbols: changed, values: changedValues, variables: variableOf)
  }

  /// Marks `dirty` clean and publishes their `values`, writing the symbols whose value changed
  /// (or was never published) and their values into the two buffers; returns how many.
  private mutating func publish(
    _ values: [Double], of dirty: [SymbolID], into changed: UnsafeMutableBufferPointer<SymbolID>,
    _ changedValues: UnsafeMutableBufferPointer<Double>
  ) -> Int {
    var count = 0
    flatJournal?.symbols.append(contentsOf: dirty)
    isDirty.withUnsafeMutableBufferPointer { isDirty in
      publishedValues.withUnsafeMutableBufferPointer { published in
        hasBeenPublished.withUnsafeMutableBufferPointer { hasBeenPublished in
          for (position, symbol) in dirty.enumerated() {
            let index = Int(symbol)
            isDirty[index] = false
            let current = values[position]
            if current != published[index] || !hasBeenPublished[index] {
              published[index] = current
              hasBeenPublished[index] = true
              changed.initializeElement(at: count, to: symbol)
              changedValues.initializeElement(at: count, to: current)
              count += 1
            }
          }
        }
      }
    }
    return count
  }

  /// The current values of `symbols`, read without touching any other state (so the loop that
  /// publishes them runs over borrowed buffers); aliases read 0 (see ``dirtyAliasValues()``).
  func currentValues(of symbols: [SymbolID]) -> [Double] {
    rowIndex.withUnsafeBufferPointer { rowIndex in
      [Double](unsafeUninitializedCapacity: symbols.count) { values, count in
        for (position, symbol) in symbols.enumerated() {
          let index = rowIndex[Int(symbol)]
          let value = index >= 0 ? rows[Int(index)].constant : 0
          values.initializeElement(at: position, to: value)
        }
        count = symbols.count
      }
    }
  }

  /// Whether some variable's value may have changed since the last ``updateVariables()``.
  package var hasUnpublishedChanges: Bool { !dirtySymbols.isEmpty }

  /// The variables the solver knows, in the order it first saw them.
  public var variables: [Variable] {
    externalSymbols.compactMap { variableOf[Int($0)] }
  }

  func symbol(of variable: Variable) -> SymbolID {
    symbolOfVariable[variable.id]
  }
}

/// The variables ``Solver/updateVariables()`` found changed, in no particular order.
///
/// A light view over symbol ids: the variables themselves are looked up only when read. A
/// caller that follows thousands of values per frame (a sweep) reads ``ids`` and ``values``
/// instead, two arrays in the collection's order that never touch the variable objects.
public struct ChangedVariables: RandomAccessCollection {
  let symbols: [SymbolID]
  let variables: ChunkedArray<Variable?>
  /// The new values, in the collection's order (as ``Solver/value(of:)`` reads them).
  public let values: [Double]

  init(symbols: [SymbolID], values: [Double], variables: ChunkedArray<Variable?>) {
    self.symbols = symbols
    self.values = values
    self.variables = variables
  }

  /// The position of the first changed variable.
  public var startIndex: Int { 0 }
  /// The position past the last changed variable.
  public var endIndex: Int { symbols.count }

  /// The changed variable at `position`.
  ///
  /// - Complexity: O(1).
  public subscript(position: Int) -> Variable {
    // Every external symbol has its variable; the fallback is never used.
    variables[Int(symbols[position])] ?? Variable("?")
  }

  /// The variables' ``Variable/id``s, in the collection's order.
  public var ids: [Int] {
    symbols.map { variables[Int($0)]?.id ?? -1 }
  }
}
