import Testing

@testable import Cassowary

/// ``mergeCells(_:plus:times:into:dropping:appeared:cancelled:)``, the merge under `Row.add`,
/// `RowBuilder.add` and `Solver.addToRow`: exact cells and exactly the hooks the column index needs.
@Suite("Cell merge")
struct CellMergeTests {
  private struct Merged: Equatable {
    var cells: [Cell]
    var appeared: [String]
    var cancelled: [SymbolID]
  }

  private func merge(_ mine: [Cell], _ theirs: [Cell], times factor: Double, dropping eliminated: SymbolID = noSymbol)
    -> Merged
  {
    var appeared: [String] = []
    var cancelled: [SymbolID] = []
    var merged = [Cell](repeating: Cell(symbol: 0, coefficient: 0), count: mine.count + theirs.count)
    let count = merged.withUnsafeMutableBufferPointer { merged in
      mine.withUnsafeBufferPointer { mine in
        theirs.withUnsafeBufferPointer { theirs in
          mergeCells(
            mine, plus: theirs, times: factor, into: merged, dropping: eliminated,
            appeared: { appeared.append("\($0)@\($1)") }, cancelled: { cancelled.append($0) })
        }
      }
    }
    return Merged(cells: Array(merged[0..<count]), appeared: appeared, cancelled: cancelled)
  }

  private func cells(_ pairs: [(SymbolID, Double)]) -> [Cell] { pairs.map { Cell(symbol: $0.0, coefficient: $0.1) } }

  @Test("sums shared cells, scales new ones, drops what cancels and what the tolerance hides")
  func interleaved() {
    let result = merge(
      cells([(1, 2), (3, 1), (5, -4), (9, 0.5)]), cells([(2, 1), (3, -0.5), (5, 1e-10), (7, 5e-10), (10, 3)]),
      times: 2)
    #expect(
      result
        == Merged(
          cells: cells([(1, 2), (2, 2), (5, -3.9999999998), (9, 0.5), (10, 6)]), appeared: ["2@1", "10@4"],
          cancelled: [3]))
  }

  @Test("the eliminated symbol's cell is left out, in the middle and in the tail")
  func eliminated() {
    #expect(
      merge(cells([(1, 1), (4, 2), (8, 3)]), cells([(2, 1)]), times: -1, dropping: 4).cells
        == cells([(1, 1), (2, -1), (8, 3)]))
    #expect(
      merge(cells([(1, 1), (4, 2), (8, 3)]), cells([(2, 1)]), times: -1, dropping: 8).cells
        == cells([(1, 1), (2, -1), (4, 2)]))
  }

  @Test("either side empty: the other, scaled when it is theirs")
  func emptySides() {
    #expect(
      merge([], cells([(3, 1), (4, -2)]), times: 0.5)
        == Merged(cells: cells([(3, 0.5), (4, -1)]), appeared: ["3@0", "4@1"], cancelled: []))
    #expect(merge(cells([(3, 1)]), [], times: 7) == Merged(cells: cells([(3, 1)]), appeared: [], cancelled: []))
  }

  @Test("Row.add merges as the builder and the solver do: the same cells as adding one by one")
  func rowAddMatchesCellByCell() {
    var merged = Row(constant: 1, cells: cells([(1, 1), (2, 0.1), (6, -1)]))
    let other = Row(constant: 2, cells: cells([(2, 0.2), (3, 1), (6, 0.5), (8, -0.25)]))
    var oneByOne = merged
    merged.add(other, times: 2)
    oneByOne.constant += 2 * other.constant
    for cell in other.cells { oneByOne.add(cell.symbol, 2 * cell.coefficient) }
    #expect(merged == oneByOne)
    #expect(merged == Row(constant: 5, cells: cells([(1, 1), (2, 0.1 + 2 * 0.2), (3, 2), (8, -0.5)])))
  }
}
