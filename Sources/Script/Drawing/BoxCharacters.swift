/// The directions a line leaves a character cell in.
struct Arms: OptionSet, Hashable, Sendable {
  let rawValue: UInt8
  /// Towards the row above.
  static let up = Arms(rawValue: 1)
  /// Towards the row below.
  static let down = Arms(rawValue: 2)
  /// Towards the column on the left.
  static let left = Arms(rawValue: 4)
  /// Towards the column on the right.
  static let right = Arms(rawValue: 8)
}

/// Box-drawing characters by line style: light for plain views, double for violated, light
/// dashed for ambiguous, heavy for broken (so a picture without colour still shows problems).
enum BoxCharacters {
  /// The character for a cell whose lines leave in `arms`, drawn for `mark`.
  static func character(_ arms: Arms, mark: ViewMark) -> Character {
    let index = Int(arms.rawValue)
    switch mark {
    case .plain: return light[index]
    case .ambiguous:
      if arms == [.left, .right] { return "╌" }
      if arms == [.up, .down] { return "╎" }
      return light[index]
    case .violated: return double[index]
    case .broken: return heavy[index]
    }
  }

  /// The top-left corner, for legends.
  static func sample(_ mark: ViewMark) -> String {
    [
      character([.right, .down], mark: mark), character([.left, .right], mark: mark),
      character([.left, .down], mark: mark),
    ]
    .map(String.init).joined()
  }

  // Indexed by the arms' raw value: up 1, down 2, left 4, right 8.
  private static let light: [Character] = [
    " ", "╵", "╷", "│", "╴", "┘", "┐", "┤", "╶", "└", "┌", "├", "─", "┴", "┬", "┼",
  ]
  private static let heavy: [Character] = [
    " ", "╹", "╻", "┃", "╸", "┛", "┓", "┫", "╺", "┗", "┏", "┣", "━", "┻", "┳", "╋",
  ]
  private static let double: [Character] = [
    " ", "║", "║", "║", "═", "╝", "╗", "╣", "═", "╚", "╔", "╠", "═", "╩", "╦", "╬",
  ]
}
