/// A rectangle of terminal cells into which boxes and labels are drawn. Lines that meet join
/// (`├`, `┬`, `┼`); where lines of different marks share a cell, the most severe mark wins.
struct CharacterGrid: Equatable, Sendable {
  /// One cell.
  struct Cell: Equatable, Sendable {
    /// The lines through it.
    var arms: Arms = []
    /// Whether a box too small to have edges sits here.
    var isDot = false
    /// A label character written over the lines, if any.
    var text: Character?
    /// The mark of what was drawn here.
    var mark = ViewMark.plain
  }

  /// A rectangle of cells, edges included: columns `left...right`, rows `top...bottom`.
  struct CellRect: Equatable, Sendable {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int

    /// Whether the cell is inside.
    func contains(column: Int, row: Int) -> Bool { column >= left && column <= right && row >= top && row <= bottom }
  }

  /// The number of columns.
  let width: Int
  /// The number of rows.
  let height: Int
  private var cells: [Cell]

  /// An empty grid (sizes below 1 count as 1).
  init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
    cells = Array(repeating: Cell(), count: self.width * self.height)
  }

  /// The cell at a position, or nil outside the grid.
  subscript(column: Int, row: Int) -> Cell? {
    guard column >= 0, column < width, row >= 0, row < height else { return nil }
    return cells[row * width + column]
  }

  /// Draws the outline of `box`, leaving out cells outside `visible` (and outside the grid).
  mutating func drawBox(_ box: CellRect, mark: ViewMark, visible: CellRect? = nil) {
    if box.left == box.right && box.top == box.bottom {
      update(column: box.left, row: box.top, visible: visible) { $0.isDot = true }
      paint(box.left, box.top, mark, visible)
      return
    }
    // Only the cells inside the grid are visited: a box may reach far beyond it.
    let columns = stride(from: max(box.left, 0), through: min(box.right, width - 1), by: 1)
    let rows = stride(from: max(box.top, 0), through: min(box.bottom, height - 1), by: 1)
    for row in [box.top, box.bottom] where box.left < box.right {
      for column in columns {
        var arms: Arms = []
        if column > box.left { arms.insert(.left) }
        if column < box.right { arms.insert(.right) }
        update(column: column, row: row, visible: visible) { $0.arms.formUnion(arms) }
        paint(column, row, mark, visible)
      }
      if box.top == box.bottom { break }
    }
    for column in [box.left, box.right] where box.top < box.bottom {
      for row in rows {
        var arms: Arms = []
        if row > box.top { arms.insert(.up) }
        if row < box.bottom { arms.insert(.down) }
        update(column: column, row: row, visible: visible) { $0.arms.formUnion(arms) }
        paint(column, row, mark, visible)
      }
      if box.left == box.right { break }
    }
  }

  /// Writes `text` from `column` on `row` into at most `room` cells that hold no label yet;
  /// a text longer than the room is cut and ends with `…` (nothing is written when fewer than two
  /// cells are free). Returns whether the whole text was written.
  @discardableResult
  mutating func writeLabel(
    _ text: String, column: Int, row: Int, room: Int, mark: ViewMark, visible: CellRect? = nil
  ) -> Bool {
    var free = 0
    while free < room, let cell = self[column + free, row], cell.text == nil,
      visible?.contains(column: column + free, row: row) ?? true
    {
      free += 1
    }
    let characters = Array(text)
    guard !characters.isEmpty, free >= min(2, characters.count) else { return false }
    let shown = characters.count <= free ? characters : Array(characters.prefix(free - 1)) + ["…"]
    for (offset, character) in shown.enumerated() {
      cells[row * width + column + offset].text = character
      cells[row * width + column + offset].mark = max(cells[row * width + column + offset].mark, mark)
    }
    return shown.count == characters.count && characters.count <= free
  }

  /// Whether `count` cells from `column` on `row` are inside the grid and `visible`, hold no
  /// label, and have no label right before or after them (so labels stay apart).
  func isFree(column: Int, row: Int, count: Int, visible: CellRect? = nil) -> Bool {
    guard count > 0 else { return false }
    for offset in 0..<count {
      guard let cell = self[column + offset, row], cell.text == nil,
        visible?.contains(column: column + offset, row: row) ?? true
      else { return false }
    }
    return self[column - 1, row]?.text == nil && self[column + count, row]?.text == nil
  }

  /// The rows as text; with `colored`, runs of marked cells are wrapped in ANSI colours.
  /// Trailing spaces are trimmed.
  func lines(colored: Bool) -> [String] {
    (0..<height).map { row in
      var line = ""
      var open: ViewMark = .plain
      for column in 0..<width {
        let cell = cells[row * width + column]
        let character = cell.text ?? (cell.isDot ? "·" : BoxCharacters.character(cell.arms, mark: cell.mark))
        if colored && cell.mark != open && character != " " {
          if open != .plain { line += "\u{1B}[0m" }
          if let code = cell.mark.colorCode { line += "\u{1B}[\(code)m" }
          open = cell.mark
        }
        line.append(character)
      }
      while line.last == " " { line.removeLast() }
      if colored && open != .plain { line += "\u{1B}[0m" }
      return line
    }
  }

  private mutating func update(column: Int, row: Int, visible: CellRect?, _ change: (inout Cell) -> Void) {
    guard column >= 0, column < width, row >= 0, row < height else { return }
    if let visible, !visible.contains(column: column, row: row) { return }
    change(&cells[row * width + column])
  }

  private mutating func paint(_ column: Int, _ row: Int, _ mark: ViewMark, _ visible: CellRect?) {
    update(column: column, row: row, visible: visible) { $0.mark = max($0.mark, mark) }
  }
}
