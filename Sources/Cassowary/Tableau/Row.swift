/// One cell of a sparse row.
struct Cell: Equatable {
  var symbol: SymbolID
  var coefficient: Double
}

extension UnsafeBufferPointer<Cell> {
  /// The index of the cell of `symbol` in these sorted cells, trying `hint` first (O(1) when
  /// the hint is right), else by binary search; nil when absent.
  @inline(__always)
  func index(of symbol: SymbolID, hint: Int32) -> Int? {
    let hint = Int(hint)
    if hint < count && self[hint].symbol == symbol { return hint }
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) >> 1
      let value = self[mid].symbol
      if value == symbol { return mid }
      if value < symbol { low = mid + 1 } else { high = mid }
    }
    return nil
  }
}

/// A sparse linear row `head = constant + Σ coefficient·symbol` with cells sorted by symbol id.
///
/// Sorted cells make `row += k·other` a linear merge, iterate in Bland order, and keep
/// storage flat (one array per row).
struct Row: Equatable {
  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// The position of `symbol` in `cells`, or where it would be inserted.
  func position(of symbol: SymbolID) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      let value = cells[mid].symbol
      if value == symbol { return (mid, true) }
      if value < symbol { low = mid + 1 } else { high = mid }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, zero when absent.
  func coefficient(of symbol: SymbolID) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Adds `coefficient·symbol`; returns +1 when the cell appeared, −1 when it vanished, 0 otherwise.
  @discardableResult
  mutating func add(_ symbol: SymbolID, _ coefficient: Double) -> Int {
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if abs(sum) <= Tolerance.coefficient {
        cells.remove(at: index)
        return -1
      }
      cells[index].coefficient = sum
      return 0
    }
    if abs(coefficient) <= Tolerance.coefficient { return 0 }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    return 1
  }

  /// Removes the cell of `symbol`, returning its coefficient (zero when absent).
  @discardableResult
  mutating func remove(_ symbol: SymbolID) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  /// Multiplies the row by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// `self += factor · other`, merging cells (for rows outside the tableau) with ``mergeCells``.
  mutating func add(_ other: Row, times factor: Double) {
    constant += factor * other.constant
    if other.cells.isEmpty { return }
    let mine = cells
    let theirs = other.cells
    cells = [Cell](unsafeUninitializedCapacity: mine.count + theirs.count) { merged, count in
      mine.withUnsafeBufferPointer { mine in
        theirs.withUnsafeBufferPointer { theirs in
          count = mergeCells(mine, plus: theirs, times: factor, into: merged)
        }
      }
    }
  }

  /// Rewrites `0 = constant + Σ cells` as `symbol = …` and removes `symbol` from the cells.
  mutating func solve(for symbol: SymbolID) {
    let coefficient = remove(symbol)
    scale(by: -1 / coefficient)
  }

  /// Rewrites `head = constant + Σ cells` (with `entering` among the cells) as
  /// `entering = …`, moving `head` into the cells.
  mutating func solve(head: SymbolID, for entering: SymbolID) {
    add(head, -1)
    solve(for: entering)
  }
}
