/// The one sorted merge of the tableau: `mine + factor · theirs` over two runs of cells sorted by
/// symbol, written to `merged` in symbol order. ``Row/add(_:times:)``,
/// ``RowBuilder/add(_:times:)`` and ``Solver/addToRow(slot:_:times:eliminating:)`` all add rows
/// through it, so the three give the same cells bit for bit: a cell present on both sides is
/// `mine + factor · theirs`, one only in `theirs` is `factor · theirs`, and a result within
/// ``Tolerance/coefficient`` of zero is dropped (a cell only in `mine` is copied as it is).
///
/// `merged` must have room for `mine.count + theirs.count` cells; it may be uninitialised (cells
/// are trivial, so initialising over old cells is also allowed). The cell of `eliminated` in
/// `mine` is left out (the symbol being substituted; `theirs`, its definition, never holds it).
/// `appeared(symbol, index)` reports a cell that only `theirs` had, at its index in `merged`,
/// and `cancelled(symbol)` a cell of both sides that summed to nothing: the solver keeps its
/// column index with them. Both are non-escaping and the function is always inlined, so a caller
/// that passes neither pays nothing for them.
///
/// - Returns: the number of cells written.
/// - Complexity: O(`mine.count` + `theirs.count`).
@inline(__always)
func mergeCells(
  _ mine: UnsafeBufferPointer<Cell>, plus theirs: UnsafeBufferPointer<Cell>, times factor: Double,
  into merged: UnsafeMutableBufferPointer<Cell>, dropping eliminated: SymbolID = noSymbol,
  appeared: (SymbolID, Int) -> Void = { _, _ in }, cancelled: (SymbolID) -> Void = { _ in }
) -> Int {
  var left = 0
  var right = 0
  var out = 0
  // Both sides left, then the tail of either: the same cells as one loop over both.
  while left < mine.count && right < theirs.count {
    let symbol = mine[left].symbol
    let other = theirs[right].symbol
    if symbol < other {
      if symbol != eliminated {
        merged.initializeElement(at: out, to: mine[left])
        out += 1
      }
      left += 1
    } else if other < symbol {
      let value = factor * theirs[right].coefficient
      if abs(value) > Tolerance.coefficient {
        appeared(other, out)
        merged.initializeElement(at: out, to: Cell(symbol: other, coefficient: value))
        out += 1
      }
      right += 1
    } else {
      let value = mine[left].coefficient + factor * theirs[right].coefficient
      if abs(value) > Tolerance.coefficient {
        merged.initializeElement(at: out, to: Cell(symbol: symbol, coefficient: value))
        out += 1
      } else {
        cancelled(symbol)
      }
      left += 1
      right += 1
    }
  }
  while left < mine.count {
    if mine[left].symbol != eliminated {
      merged.initializeElement(at: out, to: mine[left])
      out += 1
    }
    left += 1
  }
  while right < theirs.count {
    let value = factor * theirs[right].coefficient
    if abs(value) > Tolerance.coefficient {
      appeared(theirs[right].symbol, out)
      merged.initializeElement(at: out, to: Cell(symbol: theirs[right].symbol, coefficient: value))
      out += 1
    }
    right += 1
  }
  return out
}
