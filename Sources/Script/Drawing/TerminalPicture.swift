import Cassowary
import Layout

/// A scene drawn with box-drawing characters: each root scaled to a number of columns (terminal
/// cells are about twice as tall as wide, so a row spans twice the points of a column), views
/// nested inside their parents, names on their boxes' top edges where they fit, problems marked
/// by line style (and colour), then a legend.
struct TerminalPicture {
  /// The tallest picture by default, in rows.
  static let defaultMaximumRows = 200

  /// What is drawn.
  var scene: Scene
  /// The width of each root's picture, in columns.
  var columns: Int
  /// The most rows of a root's drawing: a taller root is scaled down to fit (and drawn narrower).
  var maximumRows = TerminalPicture.defaultMaximumRows
  /// Columns per point for some roots, by name, instead of fitting each root to ``columns``: the
  /// frames of an animation keep one scale, so a root that grows is drawn bigger.
  var fixedScales: [String: Double] = [:]

  /// The picture as lines: for each root a heading with the scale, the drawing and, when
  /// something is marked or did not fit, the notes.
  func lines(colored: Bool) -> [String] {
    var lines: [String] = []
    for (index, root) in scene.roots.enumerated() {
      if index > 0 { lines.append("") }
      lines += picture(of: root, colored: colored)
    }
    return lines.isEmpty ? ["no views"] : lines
  }

  /// One root's picture.
  private func picture(of root: SceneRoot, colored: Bool) -> [String] {
    let canvas = root.frame
    let size = "\(Display.number(canvas.width))x\(Display.number(canvas.height))"
    guard canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0, canvas.height > 0 else {
      return ["\(root.name) \(size): nothing to draw (give it a size: set size \(root.name) WxH)"]
    }
    let scale = fixedScales[root.name] ?? Self.scale(fitting: canvas, columns: columns, rows: maximumRows)
    let mapping = CellMapping(origin: canvas, scale: scale)
    let whole = mapping.cells(canvas)
    var grid = CharacterGrid(width: whole.right + 1, height: whole.bottom + 1)
    var hidden: [String] = []
    var views: [(box: SceneBox, cells: CharacterGrid.CellRect, visible: CharacterGrid.CellRect?)] = []
    for box in root.boxes where !box.isGuide {
      let area = root.visibleArea(of: box).map { Scene.intersection($0, canvas) } ?? canvas
      guard Self.overlaps(box.frame, area) else {
        hidden.append(box.name)
        continue
      }
      let cells = mapping.cells(box.frame)
      let visible = root.visibleArea(of: box).map { mapping.cells($0) }
      grid.drawBox(cells, mark: box.mark, visible: visible)
      views.append((box, cells, visible))
    }
    var unlabelled: [String] = []
    for (box, cells, visible) in views where !Self.placeLabel(box, cells, visible, in: &grid) {
      unlabelled.append(box.name)
    }
    var lines = ["\(root.name) \(size), 1 column = \(NumberText.text(1 / scale, .points)) pt"]
    lines += grid.lines(colored: colored)
    lines += legend(root, colored: colored)
    if !unlabelled.isEmpty { lines.append("names that did not fit: " + unlabelled.joined(separator: ", ")) }
    if !hidden.isEmpty { lines.append("outside the picture: " + hidden.joined(separator: ", ")) }
    return lines
  }

  /// Columns per point that fit a rectangle into `columns` columns and `rows` rows (a row spans
  /// twice the points of a column).
  static func scale(fitting size: Rect, columns: Int, rows: Int) -> Double {
    let wide = Double(max(columns, 2) - 1) / max(size.width, 1e-9)
    let tall = 2 * Double(max(rows, 2) - 1) / max(size.height, 1e-9)
    return min(wide, tall)
  }

  /// Writes a box's name where it fits whole: on its top edge (the first free place from the
  /// left), else on its first inside row; else cut short at the top-left. Returns whether the
  /// whole name was written.
  private static func placeLabel(
    _ box: SceneBox, _ cells: CharacterGrid.CellRect, _ visible: CharacterGrid.CellRect?,
    in grid: inout CharacterGrid
  ) -> Bool {
    let count = box.name.count
    let rows = cells.top + 1 < cells.bottom ? [cells.top, cells.top + 1] : [cells.top]
    // Places inside both the box and the grid (a box may reach far beyond the grid).
    let places = stride(from: max(cells.left + 1, 0), through: min(cells.right - count, grid.width - count), by: 1)
    for row in rows where cells.right - cells.left - 1 >= count {
      for column in places where grid.isFree(column: column, row: row, count: count, visible: visible) {
        return grid.writeLabel(box.name, column: column, row: row, room: count, mark: box.mark, visible: visible)
      }
    }
    grid.writeLabel(
      box.name, column: cells.left + 1, row: cells.top, room: cells.right - cells.left - 1, mark: box.mark,
      visible: visible)
    return false
  }

  /// `legend: ┏━┓ broken: box   ╔═╗ violated: a, b`, for the marks that occur.
  private func legend(_ root: SceneRoot, colored: Bool) -> [String] {
    var parts: [String] = []
    for mark in ViewMark.allCases.reversed() where mark != .plain {
      let names = root.boxes.filter { !$0.isGuide && $0.mark == mark }.map(\.name)
      guard !names.isEmpty else { continue }
      var sample = BoxCharacters.sample(mark)
      if colored, let code = mark.colorCode { sample = "\u{1B}[\(code)m\(sample)\u{1B}[0m" }
      parts.append("\(sample) \(mark.word): " + names.joined(separator: ", "))
    }
    return parts.isEmpty ? [] : ["legend: " + parts.joined(separator: "   ")]
  }

  /// Whether a frame has any point in common with an area (edges count).
  private static func overlaps(_ frame: Rect, _ area: Rect) -> Bool {
    frame.x <= area.x + area.width && frame.x + frame.width >= area.x && frame.y <= area.y + area.height
      && frame.y + frame.height >= area.y
  }
}

/// From points (root coordinates) to character cells.
struct CellMapping {
  /// The canvas: its top-left corner is cell (0, 0).
  var origin: Rect
  /// Columns per point; rows per point is half of it.
  var scale: Double

  /// The cells a rectangle's edges fall on.
  func cells(_ rect: Rect) -> CharacterGrid.CellRect {
    CharacterGrid.CellRect(
      left: column(rect.x), top: row(rect.y), right: column(rect.x + rect.width), bottom: row(rect.y + rect.height))
  }

  /// The column of an x coordinate.
  func column(_ x: Double) -> Int { Self.cell((x - origin.x) * scale) }

  /// The row of a y coordinate.
  func row(_ y: Double) -> Int { Self.cell((y - origin.y) * scale / 2) }

  /// A cell index, clamped so that any value (even infinite) converts safely.
  private static func cell(_ value: Double) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(min(max(value.rounded(), -1_000_000), 1_000_000))
  }
}
