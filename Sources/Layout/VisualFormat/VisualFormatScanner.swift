/// A cursor over the ASCII bytes of a VFL string: single characters, names and numbers. It never
/// skips whitespace (Apple's parser does not either).
struct VisualFormatScanner {
  /// The string's bytes (ASCII).
  let bytes: [UInt8]
  /// The index of the next byte.
  var position = 0

  /// A scanner over `bytes`.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var atEnd: Bool { position >= bytes.count }

  /// The byte `offset` places ahead, or nil past the end.
  func peek(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  /// Whether the next byte is `character`.
  func next(is character: Character) -> Bool {
    guard let byte = peek(), let ascii = character.asciiValue else { return false }
    return byte == ascii
  }

  /// Consumes the next byte when it is `character`.
  mutating func take(_ character: Character) -> Bool {
    guard next(is: character) else { return false }
    position += 1
    return true
  }

  /// Whether the next byte can start a name (`[A-Za-z_]`).
  var atNameStart: Bool { peek().map(Self.isNameStart) ?? false }

  /// Reads a name `[A-Za-z_][A-Za-z0-9_]*` (the caller checked ``atNameStart``).
  mutating func name() -> String {
    let start = position
    while let byte = peek(), Self.isNameStart(byte) || Self.isDigit(byte) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// Reads a number the way C's `strtod` does (an optional sign, decimal digits with an optional
  /// fraction and exponent, or `0x` and hexadecimal digits), or nil without moving when there is
  /// none.
  mutating func number() -> Double? {
    var index = position
    var negative = false
    if let sign = byte(at: index), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      negative = sign == UInt8(ascii: "-")
      index += 1
    }
    if let hex = hexadecimal(from: index) {
      position = hex.end
      return negative ? -hex.value : hex.value
    }
    let mantissaStart = index
    var digits = 0
    while let byte = byte(at: index), Self.isDigit(byte) {
      index += 1
      digits += 1
    }
    if byte(at: index) == UInt8(ascii: ".") {
      index += 1
      while let byte = byte(at: index), Self.isDigit(byte) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else { return nil }
    index = exponentEnd(from: index)
    let text = String(decoding: bytes[mantissaStart..<index], as: UTF8.self)
    guard let magnitude = Double(text.hasPrefix(".") ? "0" + text : text) else { return nil }
    position = index
    return negative ? -magnitude : magnitude
  }

  /// The end of an exponent (`e`, optional sign, digits) starting at `index`, or `index` itself.
  private func exponentEnd(from index: Int) -> Int {
    guard let marker = byte(at: index), marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") else {
      return index
    }
    var end = index + 1
    if let sign = byte(at: end), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { end += 1 }
    let digitsStart = end
    while let byte = byte(at: end), Self.isDigit(byte) { end += 1 }
    return end > digitsStart ? end : index
  }

  /// `0x1F` from `index`: its value and end, or nil.
  private func hexadecimal(from index: Int) -> (value: Double, end: Int)? {
    guard byte(at: index) == UInt8(ascii: "0"), let x = byte(at: index + 1), x | 0x20 == UInt8(ascii: "x") else {
      return nil
    }
    var end = index + 2
    var value = 0.0
    while let byte = byte(at: end), let digit = Self.hexDigit(byte) {
      value = value * 16 + Double(digit)
      end += 1
    }
    return end > index + 2 ? (value, end) : nil
  }

  private func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  private static func hexDigit(_ byte: UInt8) -> Int? {
    if isDigit(byte) { return Int(byte) - 48 }
    let lower = byte | 0x20
    return lower >= 97 && lower <= 102 ? Int(lower) - 87 : nil
  }
}
