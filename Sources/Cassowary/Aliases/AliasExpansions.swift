// The rows aliases stand for, built for the face analysis (see `Solver+Face.swift`).

/// The rows aliases stand for, restricted to some columns, each built once from its terms' (an
/// alias's row from the memo, so that a chain costs its rows' cells, not its length squared).
struct AliasExpansions {
  private var rows: [SymbolID: Row] = [:]
  /// Whether a column is kept in the expansions (the others are left out; constants are too).
  let keeps: (Int) -> Bool

  init(keeping keeps: @escaping (Int) -> Bool) {
    self.keeps = keeps
  }

  /// The kept cells of the row the alias `head` of `solver` stands for. The aliases it follows
  /// that are not expanded yet are expanded first, oldest first.
  mutating func row(of head: SymbolID, in solver: Solver) -> Row {
    if let row = rows[head] { return row }
    let terms = solver.aliases[head]?.terms ?? []
    if terms.allSatisfy({ !solver.isAlias($0.symbol) || rows[$0.symbol] != nil }) {
      // The usual case (a position whose predecessor was just expanded): no chain to walk.
      let row = expand(head, in: solver)
      rows[head] = row
      return row
    }
    for alias in solver.aliasChain(from: head, continuingWhile: { rows[$0] == nil }) {
      rows[alias] = expand(alias, in: solver)
    }
    return rows[head] ?? Row()
  }

  /// Adds `factor` times the kept cells of what `symbol` stands for to `row`: an expanded
  /// alias's row, a basic symbol's row, or the symbol itself.
  private func addKept(_ symbol: SymbolID, times factor: Double, to row: inout Row, in solver: Solver) {
    if let expanded = rows[symbol] {
      row.add(expanded, times: factor)
    } else if let basic = solver.row(of: symbol) {
      for cell in basic.cells where keeps(Int(cell.symbol)) { row.add(cell.symbol, cell.coefficient * factor) }
    } else if keeps(Int(symbol)) {
      row.add(symbol, factor)
    }
  }

  /// The kept cells of the row of `head`, from the rows of the aliases among its terms (already
  /// expanded).
  private func expand(_ head: SymbolID, in solver: Solver) -> Row {
    guard let alias = solver.aliases[head] else { return Row() }
    // A position's row is its predecessor's plus a width's few cells: start from a copy of the
    // longest expanded term and add the others cell by cell (merging each into a new row would
    // copy the long one).
    var longest: (index: Int, row: Row)?
    for (index, term) in alias.terms.enumerated() {
      if let row = rows[term.symbol], row.cells.count > (longest?.row.cells.count ?? -1) { longest = (index, row) }
    }
    var others = Row()
    for (index, term) in alias.terms.enumerated() where index != longest?.index {
      addKept(term.symbol, times: term.coefficient, to: &others, in: solver)
    }
    addKept(alias.marker, times: alias.markerCoefficient, to: &others, in: solver)
    guard let longest else { return others }
    let factor = alias.terms[longest.index].coefficient
    guard 8 * others.cells.count <= longest.row.cells.count else {
      others.add(longest.row, times: factor)
      return others
    }
    var expansion = longest.row
    expansion.scale(by: factor)
    for cell in others.cells { expansion.add(cell.symbol, cell.coefficient) }
    return expansion
  }
}
