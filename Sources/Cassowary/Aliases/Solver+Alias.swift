// Aliases: a required equality `a·h + Σ bᵢ·tᵢ + c == 0` (a and every bᵢ ±1) that introduces a
// new variable `h` is kept as the definition `h = −c/a − Σ (bᵢ/a)·tᵢ − d/a` (d the constraint's
// dummy marker) instead of a tableau row.
//
// The row the tableau would hold for `h` is the sum of its terms' rows plus the marker, and every
// later row that mentions `h` is built from that definition anyway. Keeping the relation by name
// rather than as a row saves building it and, above all, keeps `h` out of every column pass. In
// a line of views each `x == prev.x + prev.width + 8` would otherwise hold the widths of every
// view before it (at 1,000 views in rows of 100, 150,000 of the tableau's 160,000 cells), and
// every pivot on a width would be substituted into all of those rows; as aliases, each position
// names its predecessor and one width. `y == firstOfRow.y` would repeat its row leader's row.
//
// Invariants: an alias head is new when the alias is made, so no row ever holds it, and every
// term is older (a smaller id) than the head; `rowIndex` of an alias head is `aliasRowIndex`. A
// term may be an alias itself (a chain). An alias turns into an ordinary row (`materializeAlias`)
// before its constraint is removed or changed; aliases that name it keep naming it.
//
// Values: see `Solver+AliasValues.swift`.
//
// Explanations read an alias's row from its definition (`aliasRow(of:)`, the row
// `materializeAlias` would insert) wherever they read a row, so they see the tableau the solver
// would hold without aliases without converting them all (`resolved` converts them all, for a
// caller that wants that form: `withoutAliases`).

/// An alias `head = constant + Σ terms + markerCoefficient·marker`.
struct Alias: Equatable {
  /// The symbols the head follows (each older than the head), with their coefficients, in the
  /// order of the constraint's terms.
  var terms: [Cell]
  var constant: Double
  var marker: SymbolID
  var markerCoefficient: Double
}

/// What ``Solver/aliasShape(of:)`` finds in a constraint that can be an alias.
struct AliasShape {
  /// The new variable the alias defines.
  var head: Variable
  /// Its coefficient in the constraint (±1).
  var factor: Double
  /// The other terms, over known symbols, with their coefficients in the constraint.
  var known: [Cell]
}

/// The `rowIndex` of a symbol kept as an alias (neither basic nor parametric).
let aliasRowIndex: Int32 = -2

extension Solver {
  /// Whether `symbol` is kept as an alias.
  @inline(__always)
  func isAlias(_ symbol: SymbolID) -> Bool { rowIndex[Int(symbol)] == aliasRowIndex }

  /// The head and terms of an alias for `constraint`, or nil when it must be a row: a required
  /// equality with exactly one new variable (the head), every coefficient ±1 (the definition is
  /// then the row the tableau would build, with no division; tiny factors would also fall under
  /// the tolerances with which rows drop cells). Every known variable must be basic, an alias, or
  /// occur in some row, so that the tableau path would also have chosen the new variable as the
  /// row's subject (the alias then holds exactly the relation that row would hold).
  func aliasShape(of constraint: Constraint) -> AliasShape? {
    guard aliasingEnabled, constraint.relation == .equal, constraint.isRequired else { return nil }
    let terms = constraint.expression.simplifiedTerms
    guard terms.count >= 2 else { return nil }
    var head: Variable?
    var factor = 0.0
    var known: [Cell] = []
    known.reserveCapacity(terms.count - 1)
    for term in terms {
      guard abs(term.coefficient) == 1 else { return nil }
      let symbol = symbolOfVariable[term.variable.id]
      if symbol == noSymbol {
        guard head == nil else { return nil }
        head = term.variable
        factor = term.coefficient
        continue
      }
      guard rowIndex[Int(symbol)] != -1 || occurrenceCount(of: symbol) > 0 else { return nil }
      known.append(Cell(symbol: symbol, coefficient: term.coefficient))
    }
    guard let head else { return nil }
    return AliasShape(head: head, factor: factor, known: known)
  }

  /// Adds `constraint` (of ``aliasShape(of:)``) as an alias. Cannot fail: the head is new.
  mutating func insertAlias(_ constraint: Constraint, constant: Double, shape: AliasShape) {
    let head = SymbolID(symbolCount)
    let marker = head + 1
    // `rowSign` (the sign a tableau row is normalised with) cancels wherever it is read; an
    // alias has no row, and finding its sign would evaluate the whole chain.
    let record = ConstraintRecord(
      marker: marker, other: noSymbol, markerCoefficient: 1, otherCoefficient: 0, markerLevel: 0, otherLevel: 0,
      rowSign: 1, constant: constant)
    var pending = PendingRow(
      row: Row(), record: record, newKinds: newKindsScratch, newVariables: newVariablesScratch)
    newKindsScratch = []
    newVariablesScratch = []
    pending.newKinds.append(.external)
    pending.newKinds.append(.dummy)
    pending.newVariables.append(NewVariable(variable: shape.head, symbol: head))
    commit(pending, for: constraint)
    recycle(&pending)
    let scale = -1 / shape.factor
    let alias = Alias(
      terms: shape.known.map { Cell(symbol: $0.symbol, coefficient: scale * $0.coefficient) },
      constant: scale * constant, marker: marker, markerCoefficient: scale)
    aliases[head] = alias
    rowIndex[Int(head)] = aliasRowIndex
    flatJournal?.symbols.append(head)
    aliasHeadOfMarker[marker] = head
    // Not on the marker: a dummy is 0 whenever the required constraints hold, so its value
    // never moves the alias's.
    for term in alias.terms { addAliasDependent(head, on: term.symbol) }
  }

  /// `head` and the aliases it follows, directly or through others, as far as `continues` holds
  /// for them (the walk stops at the others), in increasing order: terms are older than their
  /// heads, so each comes after those it follows. Without recursion (a chain can be long).
  func aliasChain(from head: SymbolID, continuingWhile continues: (SymbolID) -> Bool) -> [SymbolID] {
    var chain: [SymbolID] = []
    var seen: Set<SymbolID> = [head]
    var pending = [head]
    while let next = pending.popLast() {
      chain.append(next)
      for term in aliases[next]?.terms ?? []
      where isAlias(term.symbol) && continues(term.symbol) && seen.insert(term.symbol).inserted {
        pending.append(term.symbol)
      }
    }
    return chain.sorted()
  }

  /// `row += factor · head`, with the alias's definition over parametric symbols (aliases among
  /// its terms expanded in turn, without recursion). The leaves (terms that are not aliases, and
  /// markers) are added oldest first, the reverse of the walk: a chain expanded newest first
  /// would insert every older, smaller id at the front of a long row, while oldest first its
  /// cells mostly land at the end. For an alias of non-aliases the order is the definition's,
  /// the arithmetic of the row the add would have built.
  func addAliasDefinition(_ head: SymbolID, times factor: Double, to row: inout RowBuilder) {
    var pending = [(head, factor)]
    var leaves: [(symbol: SymbolID, factor: Double)] = []
    var constant = 0.0
    while let (next, factor) = pending.popLast() {
      guard let alias = aliases[next] else { continue }
      constant += factor * alias.constant
      leaves.append((alias.marker, factor * alias.markerCoefficient))
      for term in alias.terms.reversed() {
        let coefficient = factor * term.coefficient
        if isAlias(term.symbol) {
          pending.append((term.symbol, coefficient))
        } else {
          leaves.append((term.symbol, coefficient))
        }
      }
    }
    row.constant += constant
    // Every leaf's cells, in the order adding them one leaf at a time would see them (a basic
    // leaf adds its definition, `coefficient · cell` for each cell), then added in one step: the
    // same row, without shifting a long row's cells for each leaf that sorts near its front.
    var contributions: [Cell] = []
    contributions.reserveCapacity(leaves.count)
    for (symbol, coefficient) in leaves.reversed() {
      if let definition = self.row(of: symbol) {
        row.constant += coefficient * definition.constant
        for cell in definition.cells {
          contributions.append(Cell(symbol: cell.symbol, coefficient: coefficient * cell.coefficient))
        }
      } else {
        contributions.append(Cell(symbol: symbol, coefficient: coefficient))
      }
    }
    row.add(contentsOf: contributions)
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
    for term in alias.terms { removeAliasDependent(head, on: term.symbol) }
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
  /// were in the tableau (an alias with the parametric `symbol` among its terms holds it; an
  /// alias of a basic term holds what the term's row holds), so a subject is chosen as without
  /// aliases. Aliases reached only through other aliases are not counted: the count is exact for
  /// aliases of aliases only as far as one link goes (it decides a heuristic, never correctness).
  func occurrenceCount(of symbol: SymbolID) -> Int {
    let index = Int(symbol)
    guard !aliases.isEmpty else { return columns[index].count }
    var count = columns[index].count + aliasCount(following: symbol)
    for entry in columns[index] where heads[Int(entry.slot)] != noSymbol {
      count += aliasCount(following: heads[Int(entry.slot)])
    }
    return count
  }

  /// The number of aliases that have `symbol` among their terms.
  func aliasCount(following symbol: SymbolID) -> Int {
    guard hasAliasDependents[Int(symbol)], let dependents = aliasDependents[symbol] else { return 0 }
    return dependents.count { aliases[$0]?.terms.contains { $0.symbol == symbol } ?? false }
  }

  /// Marks every alias that follows `symbol` as changed.
  mutating func markAliasDependents(of symbol: SymbolID) {
    guard let dependents = aliasDependents[symbol] else { return }
    markChanged(variables: dependents)
  }
}

extension Solver {
  /// The same solver with every alias turned into a tableau row (and no new aliases made).
  package var withoutAliases: Solver { aliases.isEmpty ? self : resolved }

  /// The same solver, making no new aliases: the copy explanation probes start from. Nothing is
  /// converted: the explanation primitives read an alias's row from its definition when they need
  /// it (``aliasRow(of:)``), so they answer as on ``withoutAliases`` without building every row.
  package var forExplanations: Solver {
    var copy = self
    copy.aliasingEnabled = false
    return copy
  }
}
