/// A row under construction, over two reusable buffers: a new constraint's row is built by
/// adding the definitions of the basic variables it mentions one after another, and building it
/// in a ``Row`` allocated a new array per step (and another when a marker was appended to an
/// exact-size result).
///
/// Every step has exactly the arithmetic of the ``Row`` method of the same name (the same sums
/// in the same order, the same cells dropped under ``Tolerance/coefficient``), so a row built
/// here is bit for bit the row `Row` would have built.
struct RowBuilder {
  /// The row's constant.
  var constant = 0.0
  /// The first `count` elements are the cells, sorted by symbol; the rest is spare capacity.
  private var buffer: [Cell] = []
  /// The number of cells.
  private(set) var count = 0
  /// The buffer merges write into (swapped with `buffer` after each merge).
  private var spare: [Cell] = []
  /// Shared exactly when the buffers are: a copy of the builder (the solver's, in every copy of
  /// a solver: a session's kept states, a probe scratch reset to its base) shares them until one
  /// side writes, and that first write copied them whole, the longest row ever built included.
  private var sharing: SharingToken?

  /// A reference whose uniqueness tells whether the builder's buffers are shared.
  private final class SharingToken {}

  /// Starts a new row with `constant` and no cells, keeping the buffers unless another builder
  /// shares them: none of their contents is needed any more, so new ones grow as the row does
  /// instead of copying the shared ones (a long alias chain's row had made them 100 KB, copied by
  /// the first row of each command and of each probe).
  mutating func reset(constant: Double) {
    self.constant = constant
    count = 0
    if !isKnownUniquelyReferenced(&sharing) {
      buffer = []
      spare = []
      sharing = SharingToken()
    }
  }

  /// Makes `buffer` hold at least `capacity` cells, keeping the first `count`.
  private mutating func reserve(_ capacity: Int) {
    if buffer.count >= capacity { return }
    var grown = [Cell](repeating: Cell(symbol: 0, coefficient: 0), count: max(16, 2 * capacity))
    grown.withUnsafeMutableBufferPointer { grown in
      buffer.withUnsafeBufferPointer { buffer in
        for index in 0..<count { grown[index] = buffer[index] }
      }
    }
    buffer = grown
  }

  /// ``Row/add(_:_:)``: adds `coefficient·symbol`.
  mutating func add(_ symbol: SymbolID, _ coefficient: Double) {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) >> 1
      let value = buffer[mid].symbol
      if value == symbol {
        low = mid
        break
      }
      if value < symbol { low = mid + 1 } else { high = mid }
    }
    if low < count && buffer[low].symbol == symbol {
      let sum = buffer[low].coefficient + coefficient
      if abs(sum) <= Tolerance.coefficient {
        for index in low..<(count - 1) { buffer[index] = buffer[index + 1] }
        count -= 1
      } else {
        buffer[low].coefficient = sum
      }
      return
    }
    if abs(coefficient) <= Tolerance.coefficient { return }
    reserve(count + 1)
    var index = count
    while index > low {
      buffer[index] = buffer[index - 1]
      index -= 1
    }
    buffer[low] = Cell(symbol: symbol, coefficient: coefficient)
    count += 1
  }

  /// Adds `coefficient·symbol` for each contribution, in order: bit for bit the row that calling
  /// ``add(_:_:)`` for each one would leave (each symbol's contributions are summed in the order
  /// given, from its cell if it has one, a cell dropped whenever its sum falls under
  /// ``Tolerance/coefficient``), in O(count + k log k) for k contributions.
  ///
  /// One by one, a contribution whose symbol sorts before most cells shifts them all: a chain of
  /// thousands of aliases whose leaves arrive in a bad order (a VFL line of 3,000 views, every
  /// view's width in the row of the last edge) cost O(k²). Here the contributions are sorted
  /// once (stably, by symbol), folded per symbol, and merged with the cells.
  mutating func add(contentsOf contributions: [Cell]) {
    if contributions.count <= Self.contributionsAddedOneByOne {
      for cell in contributions { add(cell.symbol, cell.coefficient) }
      return
    }
    // Symbol in the high bits, position in the low: sorting the keys is a stable sort by symbol.
    let keys = contributions.indices.map { UInt64(UInt32(bitPattern: contributions[$0].symbol)) << 32 | UInt64($0) }
      .sorted()
    var updates: [(symbol: SymbolID, coefficient: Double?)] = []
    var position = 0
    // The symbols come in increasing order, so each one's cell is at or after the last one's.
    var cursor = 0
    while position < keys.count {
      let symbol = contributions[Int(keys[position] & 0xFFFF_FFFF)].symbol
      cursor = firstCell(notBelow: symbol, from: cursor)
      var value = cursor < count && buffer[cursor].symbol == symbol ? buffer[cursor].coefficient : nil
      while position < keys.count {
        let contribution = contributions[Int(keys[position] & 0xFFFF_FFFF)]
        guard contribution.symbol == symbol else { break }
        if let current = value {
          let sum = current + contribution.coefficient
          value = abs(sum) <= Tolerance.coefficient ? nil : sum
        } else if abs(contribution.coefficient) > Tolerance.coefficient {
          value = contribution.coefficient
        }
        position += 1
      }
      updates.append((symbol, value))
    }
    merge(updates)
  }

  /// Up to this many contributions, ``add(contentsOf:)`` adds them one by one (the same row, and
  /// cheaper than a sort for a few).
  static let contributionsAddedOneByOne = 32

  /// The index of the first cell at or after `start` whose symbol is not below `symbol` (`count`
  /// when there is none): galloping from `start`, then a binary search, so that a pass over
  /// increasing symbols costs O(u log(count / u)) for u of them, not O(u log count) — with
  /// thousands of symbols into a long row, the searches from the front were a tenth of the
  /// `screen` session at 3,000 views.
  private func firstCell(notBelow symbol: SymbolID, from start: Int) -> Int {
    var low = start
    var high = start
    var step = 1
    while high < count && buffer[high].symbol < symbol {
      low = high + 1
      high = start + step
      step <<= 1
    }
    high = min(high, count)
    while low < high {
      let mid = (low + high) >> 1
      if buffer[mid].symbol < symbol { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Makes the spare buffer hold at least `needed` cells (twice that when it grows, so that it
  /// grows rarely): a merge writes into it, then swaps it with the cells.
  @inline(__always)
  private mutating func reserveSpare(_ needed: Int) {
    if spare.count < needed {
      spare = [Cell](repeating: Cell(symbol: 0, coefficient: 0), count: max(16, 2 * needed))
    }
  }

  /// Replaces the cells of the symbols in `updates` (sorted by symbol, each once) by their new
  /// coefficients (nil: no cell), keeping the others.
  private mutating func merge(_ updates: [(symbol: SymbolID, coefficient: Double?)]) {
    let needed = count + updates.count
    reserveSpare(needed)
    let mineCount = count
    var out = 0
    spare.withUnsafeMutableBufferPointer { merged in
      buffer.withUnsafeBufferPointer { mine in
        var left = 0
        for update in updates {
          while left < mineCount && mine[left].symbol < update.symbol {
            merged[out] = mine[left]
            out += 1
            left += 1
          }
          if left < mineCount && mine[left].symbol == update.symbol { left += 1 }
          if let coefficient = update.coefficient {
            merged[out] = Cell(symbol: update.symbol, coefficient: coefficient)
            out += 1
          }
        }
        while left < mineCount {
          merged[out] = mine[left]
          out += 1
          left += 1
        }
      }
    }
    swap(&buffer, &spare)
    count = out
  }

  /// ``Row/add(_:times:)``: `self += factor · other`, through the same ``mergeCells``.
  mutating func add(_ other: Row, times factor: Double) {
    constant += factor * other.constant
    if other.cells.isEmpty { return }
    if other.cells.count * 16 <= count {
      // A short row into a long one (a width's definition into a position's): cell by cell is
      // the same arithmetic as the merge (`mine + factor·theirs`, or `factor·theirs` for a new
      // cell, dropped under the tolerance) without copying the long row.
      for cell in other.cells { add(cell.symbol, factor * cell.coefficient) }
      return
    }
    let needed = count + other.cells.count
    reserveSpare(needed)
    let mineCount = count
    var out = 0
    spare.withUnsafeMutableBufferPointer { merged in
      buffer.withUnsafeBufferPointer { mine in
        other.cells.withUnsafeBufferPointer { theirs in
          out = mergeCells(
            UnsafeBufferPointer(rebasing: mine[0..<mineCount]), plus: theirs, times: factor, into: merged)
        }
      }
    }
    swap(&buffer, &spare)
    count = out
  }

  /// The row built, multiplied by `sign` (±1, exact) as ``Row/scale(by:)`` would, in one
  /// exact-size array (the builder's own cells are scaled too).
  mutating func row(times sign: Double) -> Row {
    if sign != 1 {
      constant *= sign
      buffer.withUnsafeMutableBufferPointer { buffer in
        for index in 0..<count { buffer[index].coefficient *= sign }
      }
    }
    // An array from a slice: the specialised allocation path (the generic
    // `init(unsafeUninitializedCapacity:)` costs several times more per row).
    return Row(constant: constant, cells: Array(buffer[0..<count]))
  }
}
