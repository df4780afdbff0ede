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
    for alias in solver.aliasChain(from: head, continuingWhile: { rows[$0] == nil }) {
      rows[alias] = expand(alias, in: solver)
    }
    return rows[head] ?? Row()
  }

  /// The kept cells of what `symbol` stands for: an expanded alias's row, a basic symbol's row,
  /// or the symbol itself.
  private func keptRow(of symbol: SymbolID, in solver: Solver) -> Row {
    if let row = rows[symbol] { return row }
    if let row = solver.row(of: symbol) { return Row(cells: row.cells.filter { keeps(Int($0.symbol)) }) }
    return Row(cells: keeps(Int(symbol)) ? [Cell(symbol: symbol, coefficient: 1)] : [])
  }

  /// The kept cells of the row of `head`, from the rows of the aliases among its terms (already
  /// expanded).
  private func expand(_ head: SymbolID, in solver: Solver) -> Row {
    guard let alias = solver.aliases[head] else { return Row() }
    let terms = alias.terms + [Cell(symbol: alias.marker, coefficient: alias.markerCoefficient)]
    let parts = terms.map { term in (definition: keptRow(of: term.symbol, in: solver), factor: term.coefficient) }
    // A position's row is its predecessor's plus a width's few cells: start from a copy of the
    // longest part and add the short ones cell by cell (merging each would copy the long row).
    let longest = parts.indices.max { parts[$0].definition.cells.count < parts[$1].definition.cells.count } ?? 0
    var expansion = Row()
    for (index, part) in parts.enumerated() {
      if index == longest {
        continue
      }
      expansion.add(part.definition, times: part.factor)
    }
    let long = parts[longest]
    if 8 * expansion.cells.count <= long.definition.cells.count {
      let short = expansion
      expansion = long.definition
      expansion.scale(by: long.factor)
      expansion.constant += short.constant
      for cell in short.cells { expansion.add(cell.symbol, cell.coefficient) }
    } else {
      expansion.add(long.definition, times: long.factor)
    }
    return expansion
  }
}
