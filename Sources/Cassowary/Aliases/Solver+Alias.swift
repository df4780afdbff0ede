// Aliases: a required equality `a·h + Σ bᵢ·tᵢ + c == 0` (a and every bᵢ ±2ᵏ, such as ±1 or
// ±½) that introduces a new variable `h` is kept as the definition `h = −c/a − Σ (bᵢ/a)·tᵢ − d/a`
// (d the constraint's dummy marker) instead of a tableau row.
//
// The row the tableau would hold for `h` is the sum of its terms' rows plus the marker, and every
// later row that mentions `h` is built from that definition anyway. Keeping the relation by name
// rather than as a row saves building it and, above all, keeps `h` out of every column pass. In
// a line of views each `x == prev.x + prev.width + 8` would otherwise hold the widths of every
// view before it (at 1,000 views in rows of 100, 150,000 of the tableau's 160,000 cells), and
// every pivot on a width would be substituted into all of those rows; as aliases, each position
// names its predecessor and one width. `y == firstOfRow.y` would repeat its row leader's row, and
// `icon.centerY == cell.centerY` (coefficients ½, the icon's height often still new) the position
// of a cell in a column of cells, which names every height above it.
//
// Invariants: an alias head is new when the alias is made, so no row ever holds it, and every
// term that is an alias is older (a smaller id) than the head (a new variable among the terms
// besides the head gets a newer id, as in the tableau path, but is never an alias); `rowIndex` of an alias head is `aliasRowIndex`. A
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
  /// The symbols the head follows (the aliases among them older than the head), with their
  /// coefficients, in the order of the constraint's terms.
  var terms: [Cell]
  var constant: Double
  var marker: SymbolID
  var markerCoefficient: Double
}

/// What ``Solver/aliasShape(of:)`` finds in a constraint that can be an alias.
struct AliasShape {
  /// The new variable the alias defines.
  var head: Variable
  /// Its coefficient in the constraint (a power of two).
  var factor: Double
  /// The other terms with their coefficients in the constraint, in the constraint's order:
  /// known symbols, and new variables (besides the head) that become parametric symbols.
  var others: [AliasTerm]
  /// How many of `others` are new variables.
  var newCount: Int
}

/// A term of a constraint that becomes an alias, other than its head.
enum AliasTerm {
  /// A symbol the solver knows.
  case known(SymbolID, coefficient: Double)
  /// A variable seen for the first time: a new parametric symbol, as the tableau path makes it.
  case new(Variable, coefficient: Double)
}

/// The `rowIndex` of a symbol kept as an alias (neither basic nor parametric).
let aliasRowIndex: Int32 = -2

extension Solver {
  /// Whether `symbol` is kept as an alias.
  @inline(__always)
  func isAlias(_ symbol: SymbolID) -> Bool { rowIndex[Int(symbol)] == aliasRowIndex }

  /// The head and terms of an alias for `constraint`, or nil when it must be a row: a required
  /// equality with at least one new variable, every coefficient ±2ᵏ for a small k (the
  /// definition is then the row the tableau would build: solving for the head and scaling by the
  /// terms' coefficients are exact, and no factor is tiny enough to fall under the tolerances
  /// with which rows drop cells). The head is the first new variable, the subject the tableau path
  /// chooses (new variables occur in no row, and ties go to the smallest id); any other new
  /// variable becomes a parametric symbol, as there. Every known variable must be basic, an
  /// alias, or occur in some row, so that the tableau path would also have chosen a new variable
  /// as the row's subject (the alias then holds exactly the relation that row would hold).
  func aliasShape(of constraint: Constraint) -> AliasShape? {
    guard aliasingEnabled, constraint.relation == .equal, constraint.isRequired else { return nil }
    let terms = constraint.expression.simplifiedTerms
    guard terms.count >= 2 else { return nil }
    var head: Variable?
    var factor = 0.0
    var others: [AliasTerm] = []
    var newCount = 0
    others.reserveCapacity(terms.count - 1)
    for term in terms {
      guard Self.isExactScale(term.coefficient) else { return nil }
      let symbol = symbolOfVariable[term.variable.id]
      if symbol == noSymbol {
        if head == nil {
          head = term.variable
          factor = term.coefficient
        } else {
          others.append(.new(term.variable, coefficient: term.coefficient))
          newCount += 1
        }
        continue
      }
      guard rowIndex[Int(symbol)] != -1 || occursInSomeRow(symbol) else { return nil }
      others.append(.known(symbol, coefficient: term.coefficient))
    }
    guard let head else { return nil }
    return AliasShape(head: head, factor: factor, others: others, newCount: newCount)
  }

  /// Whether `coefficient` is ±2ᵏ with |k| ≤ 4: multiplying or dividing by it is exact.
  static func isExactScale(_ coefficient: Double) -> Bool {
    let magnitude = abs(coefficient)
    return magnitude.significandBitPattern == 0 && (-4...4).contains(magnitude.exponent)
  }

  /// Adds `constraint` (of ``aliasShape(of:)``) as an alias. Cannot fail: the head is new.
  mutating func insertAlias(_ constraint: Constraint, constant: Double, shape: AliasShape) {
    // Ids as the tableau path gives them: new variables in the constraint's order (the head is
    // the first), then the marker.
    let head = SymbolID(symbolCount)
    let marker = head + 1 + SymbolID(shape.newCount)
    // `rowSign` (the sign a tableau row is normalised with) cancels wherever it is read; an
    // alias has no row, and finding its sign would evaluate the whole chain.
    let record = TableauRecord(
      marker: marker, other: noSymbol, markerCoefficient: 1, otherCoefficient: 0, markerLevel: 0, otherLevel: 0,
      rowSign: 1, constant: constant)
    var pending = PendingRow(
      row: Row(), record: record, newKinds: newKindsScratch, newVariables: newVariablesScratch)
    newKindsScratch = []
    newVariablesScratch = []
    pending.newKinds.append(.external)
    pending.newVariables.append(NewVariable(variable: shape.head, symbol: head))
    let scale = -1 / shape.factor
    var terms: [Cell] = []
    terms.reserveCapacity(shape.others.count)
    for term in shape.others {
      switch term {
      case .known(let symbol, let coefficient):
        terms.append(Cell(symbol: symbol, coefficient: scale * coefficient))
      case .new(let variable, let coefficient):
        let symbol = pending.newSymbol(.external, after: symbolCount)
        pending.newVariables.append(NewVariable(variable: variable, symbol: symbol))
        terms.append(Cell(symbol: symbol, coefficient: scale * coefficient))
      }
    }
    pending.newKinds.append(.dummy)
    commit(pending, for: constraint)
    recycle(&pending)
    let alias = Alias(terms: terms, constant: scale * constant, marker: marker, markerCoefficient: scale)
    setAlias(alias, of: head)
    rowIndex[Int(head)] = aliasRowIndex
    flatJournal?.symbols.append(head)
    setAliasHead(head, ofMarker: marker)
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
    guard let alias = aliases[head] else { return }
    // The definition reads the alias and the older ones it follows, none of the tables written
    // below.
    var builder = RowBuilder()  // materialising is rare: fresh buffers
    addAliasDefinition(head, times: 1, to: &builder)
    setAlias(nil, of: head)
    setAliasHead(nil, ofMarker: alias.marker)
    for term in alias.terms { removeAliasDependent(head, on: term.symbol) }
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
    if aliasJournal != nil {
      setAliasDependents((aliasDependents[symbol] ?? []) + [head], of: symbol)
    } else {
      aliasDependents[symbol, default: []].append(head)
    }
    hasAliasDependents[Int(symbol)] = true
  }

  /// Forgets that the value of `head` follows `symbol`'s.
  mutating func removeAliasDependent(_ head: SymbolID, on symbol: SymbolID) {
    // Moved out when nothing journals the entry, so that the removal copies nothing.
    let taken = aliasJournal == nil ? aliasDependents.removeValue(forKey: symbol) : aliasDependents[symbol]
    guard var dependents = taken else { return }
    if let position = dependents.firstIndex(of: head) { dependents.remove(at: position) }
    if dependents.isEmpty {
      hasAliasDependents[Int(symbol)] = false
      setAliasDependents(nil, of: symbol)
    } else {
      setAliasDependents(dependents, of: symbol)
    }
  }

  /// The number of column entries of `symbol`, counting the rows aliases stand for as if they
  /// were in the tableau, so a subject is chosen as without aliases: an alias holds `symbol`
  /// when one of its terms is `symbol`, a basic symbol whose row holds it, or an alias that holds
  /// it (a chain: followed to its end). Exact but for cells that cancel in an expansion.
  func occurrenceCount(of symbol: SymbolID) -> Int { occurrenceCount(of: symbol, below: Int.max) }

  /// ``occurrenceCount(of:)`` when it is below `limit`, else `limit` or more: the count stops
  /// once it reaches `limit` (a subject's choice needs no more).
  func occurrenceCount(of symbol: SymbolID, below limit: Int) -> Int {
    let index = Int(symbol)
    guard !aliases.isEmpty else { return columns[index].count }
    var count = columns[index].count
    guard count < limit else { return count }
    var pending: [SymbolID] = []
    if hasAliasDependents[index] { pending.append(symbol) }
    for entry in columns[index] {
      let head = heads[Int(entry.slot)]
      if head != noSymbol && hasAliasDependents[Int(head)] { pending.append(head) }
    }
    guard !pending.isEmpty else { return count }
    var seen = Set<SymbolID>()
    while let next = pending.popLast() {
      for head in aliasDependents[next] ?? [] where aliases[head] != nil && seen.insert(head).inserted {
        count += 1
        if count >= limit { return count }
        if hasAliasDependents[Int(head)] { pending.append(head) }
      }
    }
    return count
  }

  /// Whether `symbol` occurs in some row, an alias's counted: `occurrenceCount(of:) > 0`
  /// without counting (a view's position that every arranged view of a long stack aligns to
  /// is in thousands of rows, and counting them at each constraint that names it made arranging
  /// the views quadratic).
  func occursInSomeRow(_ symbol: SymbolID) -> Bool {
    let index = Int(symbol)
    if !columns[index].isEmpty { return true }
    guard !aliases.isEmpty, hasAliasDependents[index] else { return false }
    return (aliasDependents[symbol] ?? []).contains { aliases[$0] != nil }
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
