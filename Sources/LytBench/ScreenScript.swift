/// The screen-like scripts of issue #32: a layout built command by command as a person or a
/// generator writes it — sections of rows, each row a cell of nine views (an icon, a text block
/// of a title over a subtitle, a detail label, a badge, a switch, an accessory and a chevron) —
/// in one of three shapes:
///
/// - `screen`: every constraint its own command;
/// - `screen-vfl`: each row's and text block's constraints as Visual Format lines;
/// - `screen-conflicts`: `screen` with every tenth row's icon also pinned 44 wide, a required
///   constraint that breaks;
/// - `screen-stacks`: a long form as stack views build it: each row a horizontal stack (its text
///   block a vertical one), every row of the screen arranged by one vertical stack, made last
///   (each arranged view aligned to the first, as UIKit does, with intrinsic sizes all around:
///   the shape that once cost a cube of the rows);
/// - `screen-floating`: `screen-stacks` before its form is pinned to the root: the whole form
///   can slide, so every frame is ambiguous (each item's cause is a walk of the whole layout).
///
/// A section holds ten rows (the last may hold fewer; `screen-stacks` has one section of every
/// row); `views` counts every view but the root.
struct ScreenScript {
  /// The shape of the script.
  enum Shape: String, CaseIterable {
    case screen
    case screenVFL = "screen-vfl"
    case screenConflicts = "screen-conflicts"
    case screenStacks = "screen-stacks"
    case screenFloating = "screen-floating"

    /// Whether the rows are stack views in one vertical stack.
    var isStacks: Bool { self == .screenStacks || self == .screenFloating }
  }

  /// The views in a row: the row itself and its nine cell views.
  static let viewsPerRow = 10
  static let rowsPerSection = 10

  let shape: Shape
  /// The number of rows, rounded up from the views asked for.
  let rows: Int

  /// A script of about `views` views.
  init(shape: Shape, views: Int) {
    self.shape = shape
    self.rows = max(1, (views + Self.viewsPerRow - 1) / Self.viewsPerRow)
  }

  /// The views the script makes, the root aside.
  var viewCount: Int { rows * Self.viewsPerRow + (shape.isStacks ? 1 : sectionCount) }

  private var sectionCount: Int { (rows + Self.rowsPerSection - 1) / Self.rowsPerSection }

  /// The script's commands, one per line.
  var lines: [String] {
    if shape.isStacks { return stackLines }
    var lines = ["add view root size 390x844"]
    var row = 0
    for section in 0..<sectionCount {
      let name = "s\(section)"
      lines.append("add view \(name) in root")
      lines.append("\(name).leading == root.leading + 16")
      lines.append("\(name).trailing == root.trailing - 16")
      lines.append(section == 0 ? "\(name).top == root.top + 24" : "\(name).top == s\(section - 1).bottom + 24")
      let count = min(Self.rowsPerSection, rows - row)
      for index in 0..<count {
        let above = index == 0 ? nil : "r\(row - 1)"
        appendRow(row, in: name, below: above, to: &lines)
        row += 1
      }
      lines.append("\(name).bottom == r\(row - 1).bottom + 8")
    }
    return lines
  }

  /// One row: its views, its place in the section, and its cell.
  private func appendRow(_ index: Int, in section: String, below above: String?, to lines: inout [String]) {
    let r = "r\(index)"
    let v = { (name: String) in "\(r)\(name)" }
    lines.append("add view \(r) in \(section)")
    lines.append("\(r).leading == \(section).leading")
    lines.append("\(r).trailing == \(section).trailing")
    lines.append(above.map { "\(r).top == \($0).bottom + 8" } ?? "\(r).top == \(section).top + 8")
    lines.append("\(r).height >= 44")
    lines.append("\(r).height == 44 @250")
    lines.append("add view \(v("icon")) in \(r)")
    lines.append("add view \(v("text")) in \(r)")
    lines.append("add view \(v("title")) in \(v("text")) intrinsic 160x20")
    lines.append("add view \(v("subtitle")) in \(v("text")) intrinsic 120x16 resist 749")
    lines.append("add view \(v("detail")) in \(r) intrinsic 60x20 hug 251 resist 751")
    lines.append("add view \(v("badge")) in \(r) intrinsic 24x24 hug 252 resist 752")
    lines.append("add view \(v("toggle")) in \(r) intrinsic 51x31 hug 252 resist 752")
    lines.append("add view \(v("accessory")) in \(r)")
    lines.append("add view \(v("chevron")) in \(r)")
    let row = [
      v("icon"), v("text"), v("detail"), v("badge"), v("toggle"), v("accessory"), v("chevron"),
    ]
    switch shape {
    case .screenVFL:
      lines.append(
        "H:|-16-[\(v("icon"))(40)]-12-[\(v("text"))]-8-[\(v("detail"))]-8-[\(v("badge"))]-8-"
          + "[\(v("toggle"))]-8-[\(v("accessory"))(20)]-8-[\(v("chevron"))(8)]-16-| options alignAllCenterY")
      lines.append("\(v("icon")).centerY == \(r).centerY")
      lines.append("V:|-(>=8)-[\(v("text"))]-(>=8)-|")
      lines.append("V:|[\(v("title"))]-2-[\(v("subtitle"))]|")
      lines.append("H:|[\(v("title"))]|")
      lines.append("H:|[\(v("subtitle"))]|")
    case .screen, .screenConflicts, .screenStacks, .screenFloating:
      lines.append("\(v("icon")).leading == \(r).leading + 16")
      lines.append("\(v("icon")).width == 40")
      let gaps = [12, 8, 8, 8, 8, 8]
      for (offset, gap) in gaps.enumerated() {
        lines.append("\(row[offset + 1]).leading == \(row[offset]).trailing + \(gap)")
      }
      lines.append("\(v("accessory")).width == 20")
      lines.append("\(v("chevron")).width == 8")
      lines.append("\(r).trailing == \(v("chevron")).trailing + 16")
      for name in row { lines.append("\(name).centerY == \(r).centerY") }
      lines.append("\(v("text")).top >= \(r).top + 8")
      lines.append("\(r).bottom >= \(v("text")).bottom + 8")
      lines.append("\(v("title")).top == \(v("text")).top")
      lines.append("\(v("subtitle")).top == \(v("title")).bottom + 2")
      lines.append("\(v("text")).bottom == \(v("subtitle")).bottom")
      for label in [v("title"), v("subtitle")] {
        lines.append("\(label).leading == \(v("text")).leading")
        lines.append("\(label).trailing == \(v("text")).trailing")
      }
    }
    lines.append("\(v("icon")).height == 40")
    lines.append("\(v("accessory")).height == 20")
    lines.append("\(v("chevron")).height == 13")
    if shape == .screenConflicts && index % 10 == 9 { lines.append("\(v("icon")).width == 44") }
  }

  /// `screen-stacks`: the rows as stacks, then one vertical stack of them pinned to the root
  /// (`screen-floating`: not pinned).
  private var stackLines: [String] {
    var lines = ["add view root size 390x844"]
    for index in 0..<rows {
      let r = "r\(index)"
      let v = { (name: String) in "\(r)\(name)" }
      lines.append("add view \(v("icon")) in root")
      lines.append("\(v("icon")).width == 40")
      lines.append("\(v("icon")).height == 40")
      lines.append("add view \(v("title")) in root intrinsic 160x20")
      lines.append("add view \(v("subtitle")) in root intrinsic 120x16 resist 749")
      lines.append("add stack \(v("text")) in root axis v spacing 2 views \(v("title")) \(v("subtitle"))")
      lines.append("add view \(v("detail")) in root intrinsic 60x20 hug 251 resist 751")
      lines.append("add view \(v("badge")) in root intrinsic 24x24 hug 252 resist 752")
      lines.append("add view \(v("toggle")) in root intrinsic 51x31 hug 252 resist 752")
      lines.append("add view \(v("accessory")) in root intrinsic 20x20")
      lines.append("add view \(v("chevron")) in root intrinsic 8x13")
      let cells = ["icon", "text", "detail", "badge", "toggle", "accessory", "chevron"].map(v)
      lines.append("add stack \(r) in root axis h alignment center spacing 8 views \(cells.joined(separator: " "))")
    }
    let all = (0..<rows).map { "r\($0)" }
    lines.append("add stack form in root axis v spacing 8 views \(all.joined(separator: " "))")
    guard shape == .screenStacks else { return lines }
    lines.append("form.leading == root.leading + 16")
    lines.append("form.trailing == root.trailing - 16")
    lines.append("form.top == root.top + 24")
    return lines
  }
}
