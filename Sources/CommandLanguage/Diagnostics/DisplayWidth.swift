/// Terminal column widths, for lining a caret up under source text.
enum DisplayWidth {
  /// 2 for East Asian wide and fullwidth characters and emoji, 1 otherwise.
  static func of(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 1 }
    let value = scalar.value
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
  }

  /// The character as it is safe to print: control characters become `?`.
  static func printable(_ character: Character) -> Character {
    if character == "\t" { return character }
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first,
      scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    {
      return "?"
    }
    return character
  }
}
