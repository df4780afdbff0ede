/// Tells text from binary data by its first bytes, the way `grep` and `git` do: text holds no
/// NUL byte, and few bytes that are neither UTF-8 nor printable (a log saved as Latin-1, or with
/// terminal colour codes, is still text).
enum TextSniffer {
  /// The share of suspicious bytes above which data is binary.
  static let suspiciousShare = 0.1

  /// Whether `bytes` (the start of an input) look like text.
  static func looksLikeText(_ bytes: [UInt8]) -> Bool {
    guard !bytes.contains(0) else { return false }
    var suspicious = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if isControl(byte) { suspicious += 1 }
        index += 1
        continue
      }
      let length = sequenceLength(from: bytes, at: index)
      if length == 0 {
        suspicious += 1
        index += 1
      } else {
        index += length
      }
    }
    return Double(suspicious) <= suspiciousShare * Double(bytes.count)
  }

  /// A control character text does not hold (tab, line ends, form feed and escape are text).
  private static func isControl(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x09, 0x0A, 0x0C, 0x0D, 0x1B: false
    case 0x00..<0x20, 0x7F: true
    default: false
    }
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0 (a sequence cut off by the
  /// end of the sample counts as well-formed).
  private static func sequenceLength(from bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return 0
    }
    for offset in 1..<length {
      guard index + offset < bytes.count else { return length }
      guard bytes[index + offset] & 0xC0 == 0x80 else { return 0 }
    }
    return length
  }
}
