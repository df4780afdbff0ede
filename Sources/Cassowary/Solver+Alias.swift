// Aliases: a required `a·h − a·t + c == 0` (a = ±1) that introduces a new variable `h` is kept
// as `h = t − c/a − d/a` (d the constraint's dummy marker) instead of a tableau row.
//
// The row the tableau would hold for `h` is a copy of `t`'s row plus the marker, and every later
// row that mentions `h` is built from that definition anyway. Keeping the relation by name
// rather than as a row saves the copy and, above all, keeps `h` out of every column pass: in
// the standard workload every view's `y == firstOfRow.y` would otherwise repeat its row
// leader's row (10,000 copies at N = 10000) and every removal touching a leader would visit
// them all.
//
// Invariants: an alias head is new when the alias is made, so no row ever holds it; its target
// is never itself an alias; `rowIndex` of an alias head is `aliasRowIndex`. An alias turns into
// an ordinary row (`materializeAlias`) before its constraint is removed or changed.
// Explanations read an alias's row from its definition (`aliasRow(of:)`, the row
// `materializeAlias` would insert) wherever they read a row, so they see the tableau the solver
// would hold without aliases without converting them all (`resolved` converts them all, for a
// caller that wants that form: `withoutAliases`).

/// An alias `head = target + constant + markerCoefficient·marker`.
struct Alias: Equatable {
  var target: SymbolID
  var constant: Double
  var marker: SymbolID
  var markerCoefficient: Double
}

/// The `rowIndex` of a symbol kept as an alias (neither basic nor parametric).
let aliasRowIndex: Int32 = -2

extension Solver {
  /// Whether `symbol` is kept as an alias.
  @inline(__always)
  func isAlias(_ symbol: SymbolID) -> Bool { rowIndex[Int(symbol)] == aliasRowIndex }

  /// The head, target and factor of an alias for `constraint`, or nil when it must be a row: a
  /// required equality between a new variable (the head) and a known one that is not an alias,
  /// with coefficients +1 and −1. The known variable must be basic or occur in some row, so
  /// that the tableau path would also have chosen the new variable as the row's subject (the
  /// alias then holds exactly the relation that row would hold).
  func aliasShape(of constraint: Constraint) -> (head: Variable, target: SymbolID, factor: Double)? {
    guard aliasingEnabled, constraint.relation == .equal, constraint.isRequired else { return nil }
    let terms = constraint.expression.simplifiedTerms
    // Coefficients ±1 only: the alias then holds bit for bit the row the tableau would build
    // (other factors would divide the definition, and tiny ones fall under the tolerances
    // with which rows drop cells).
    guard terms.count == 2, abs(terms[0].coefficient) == 1, terms[0].coefficient == -terms[1].coefficient else {
      return nil
    }
    let first = symbolOfVariable[terms[0].variable.id]
    let second = symbolOfVariable[terms[1].variable.id]
    let shape: (head: Variable, target: SymbolID, factor: Double)
    if first == noSymbol && second != noSymbol {
      shape = (terms[0].variable, second, terms[0].coefficient)
    } else if second == noSymbol && first != noSymbol {
      shape = (terms[1].variable, first, terms[1].coefficient)
    } else {
      return nil
    }
    let target = Int(shape.target)
    guard rowIndex[target] >= 0 || (rowIndex[target] == -1 && occurrenceCount(of: shape.target) > 0) else {
      return nil
    }
    return shape
  }

  /// Adds `constraint` (of ``aliasShape(of:)``) as an alias. Cannot fail: the head is new.
  mutating func insertAlias(
    _ constraint: Constraint, constant: Double, shape: (head: Variable, target: SymbolID, factor: Double)
  ) {
    let head = SymbolID(symbolCount)
    let marker = head + 1
    // The sign the tableau row would have been normalised with: its constant is
    // `c − a·value(target)` (the target's definition substituted).
    let rowConstant = constant - shape.factor * value(ofSymbol: shape.target)
    let record = ConstraintRecord(
      marker: marker, other: noSymbol, markerCoefficient: 1, otherCoefficient: 0, markerLevel: 0, otherLevel: 0,
      rowSign: rowConstant < 0 ? -1 : 1, constant: constant)
    var pending = PendingRow(
      row: Row(), record: record, newKinds: newKindsScratch, newVariables: newVariablesScratch)
    newKindsScratch = []
    newVariablesScratch = []
    pending.newKinds.append(.external)
    pending.newKinds.append(.dummy)
    pending.newVariables.append(NewVariable(variable: shape.head, symbol: head))
    commit(pending, for: constraint)
    recycle(&pending)
    let alias = Alias(
      target: shape.target, constant: -constant / shape.factor, marker: marker, markerCoefficient: -1 / shape.factor)
    aliases[head] = alias
    rowIndex[Int(head)] = aliasRowIndex
    flatJournal?.symbols.append(head)
    aliasHeadOfMarker[marker] = head
    addAliasDependent(head, on: alias.target)
    addAliasDependent(head, on: marker)
  }

  /// The current value of an alias head (kept out of line: ``value(ofSymbol:)`` is inlined
  /// into hot loops).
  @inline(never)
  func aliasValue(_ head: SymbolID) -> Double {
    guard let alias = aliases[head] else { return 0 }
    return value(ofSymbol: alias.target) + alias.constant + alias.markerCoefficient * value(ofSymbol: alias.marker)
  }

  /// `row += factor · head`, with the alias's definition over parametric symbols.
  func addAliasDefinition(_ head: SymbolID, times factor: Double, to row: inout RowBuilder) {
    guard let alias = aliases[head] else { return }
    row.constant += factor * alias.constant
    for (symbol, coefficient) in [(alias.target, factor), (alias.marker, factor * alias.markerCoefficient)] {
      if let definition = self.row(of: symbol) {
        row.add(definition, times: coefficient)
      } else {
        row.add(symbol, coefficient)
      }
    }
  }

  /// The tableau row the solver would hold for the alias `head` (what ``materializeAlias(_:)``
  /// inserts), built without changing the solver.
  func aliasRow(of head: SymbolID) -> Row {
    var builder = RowBuilder()
    addAliasDefinition(head, times: 1, to: &builder)
    return builder.row(times: 1)
  }

  /// Turns the alias of `head` into the tableau row the solver would otherwise hold.
  mutating func materializeAlias(_ head: SymbolID) {
    guard let alias = aliases.removeValue(forKey: head) else { return }
    aliasHeadOfMarker[alias.marker] = nil
    removeAliasDependent(head, on: alias.target)
    removeAliasDependent(head, on: alias.marker)
    var builder = RowBuilder()  // materialising is rare: fresh buffers
    aliases[head] = alias
    addAliasDefinition(head, times: 1, to: &builder)
    aliases[head] = nil
    rowIndex[Int(head)] = -1
    flatJournal?.symbols.append(head)
    insertRow(builder.row(times: 1), head: head)
  }

  /// Turns the alias whose marker is `marker` (if any) into a tableau row.
  mutating func materializeAlias(marker: SymbolID) {
    if let head = aliasHeadOfMarker[marker] { materializeAlias(head) }
  }

  /// A copy in which every alias is a tableau row and no new alias is made: the tableau the
  /// explanations reason about.
  var resolved: Solver {
    var copy = self
    copy.aliasingEnabled = false
    for head in copy.aliases.keys.sorted() { copy.materializeAlias(head) }
    return copy
  }

  /// Records that the value of `head` follows `symbol`'s.
  mutating func addAliasDependent(_ head: SymbolID, on symbol: SymbolID) {
    aliasDependents[symbol, default: []].append(head)
    hasAliasDependents[Int(symbol)] = true
  }

  /// Forgets that the value of `head` follows `symbol`'s.
  mutating func removeAliasDependent(_ head: SymbolID, on symbol: SymbolID) {
    guard var dependents = aliasDependents.removeValue(forKey: symbol) else { return }
    if let position = dependents.firstIndex(of: head) { dependents.remove(at: position) }
    if dependents.isEmpty {
      hasAliasDependents[Int(symbol)] = false
    } else {
      aliasDependents[symbol] = dependents
    }
  }

  /// The number of column entries of `symbol`, counting the rows aliases stand for as if they
  /// were in the tableau (an alias of a parametric `symbol` holds it; an alias of a basic target
  /// holds what the target's row holds), so a subject is chosen as without aliases.
  func occurrenceCount(of symbol: SymbolID) -> Int {
    let index = Int(symbol)
    guard !aliases.isEmpty else { return columns[index].count }
    var count = columns[index].count + aliasCount(targeting: symbol)
    for entry in columns[index] where heads[Int(entry.slot)] != noSymbol {
      count += aliasCount(targeting: heads[Int(entry.slot)])
    }
    return count
  }

  /// The number of aliases whose target is `symbol`.
  func aliasCount(targeting symbol: SymbolID) -> Int {
    guard hasAliasDependents[Int(symbol)], let dependents = aliasDependents[symbol] else { return 0 }
    return dependents.count { aliases[$0]?.target == symbol }
  }

  /// Marks every alias that follows `symbol` as changed.
  mutating func markAliasDependents(of symbol: SymbolID) {
    guard let dependents = aliasDependents[symbol] else { return }
    markChanged(variables: dependents)
  }
}

extension Solver {
  /// The same solver with every alias turned into a tableau row (and no new aliases made).
  public var withoutAliases: Solver { aliases.isEmpty ? self : resolved }

  /// The same solver, making no new aliases: the copy explanation probes start from. Nothing is
  /// converted: the explanation primitives read an alias's row from its definition when they need
  /// it (``aliasRow(of:)``), so they answer as on ``withoutAliases`` without building every row.
  public var forExplanations: Solver {
    var copy = self
    copy.aliasingEnabled = false
    return copy
  }
}
