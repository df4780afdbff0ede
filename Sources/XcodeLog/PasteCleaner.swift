/// Undoes what pasting a console log into an issue, a web page or an e-mail does to a line:
/// quote markers (`> `), markdown escapes (`\<`, `\_`), HTML entities (`&lt;`) and a leading
/// os_log or NSLog prefix are removed; tabs become spaces.
///
/// Everything it changes is ASCII, so it works on the line's UTF-8 bytes in one pass, and a line
/// with nothing to change (most lines of a long file) is returned as it is.
enum PasteCleaner {
  /// The cleaned line and how many characters were dropped before its first kept character.
  static func clean(_ line: Substring) -> (text: String, droppedPrefix: Int) {
    let bytes = Array(line.utf8)
    var start = 0
    while start < bytes.count, bytes[start] == space || bytes[start] == tab || bytes[start] == quote {
      if bytes[start] == quote, start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "=") { break }
      start += 1
    }
    if start == 0, !bytes.contains(where: { $0 == backslash || $0 == ampersand || $0 == tab }) {
      return (String(line), 0)
    }
    var unescaped: [UInt8] = []
    unescaped.reserveCapacity(bytes.count - start)
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == backslash, index + 1 < bytes.count, isASCIIPunctuation(bytes[index + 1]) {
        // `\<` → `<`, `\_` → `_`: a backslash before ASCII punctuation is a markdown escape.
        unescaped.append(bytes[index + 1])
        index += 2
      } else {
        unescaped.append(byte == tab ? space : byte)
        index += 1
      }
    }
    return (String(decoding: decodingEntities(unescaped), as: UTF8.self), start)
  }

  /// `bytes` with the entities replaced, in one pass (`&amp;lt;` is `&lt;`, as a browser shows it).
  private static func decodingEntities(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(ampersand) else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == ampersand, let (entity, replacement) = entity(in: bytes, at: index) {
        result.append(contentsOf: replacement.utf8)
        index += entity.utf8.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }

  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")
  private static let quote = UInt8(ascii: ">")
  private static let backslash = UInt8(ascii: "\\")
  private static let ampersand = UInt8(ascii: "&")

  /// The few HTML entities that web pages put into logs.
  private static let entities: [(String, String)] = [
    ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&apos;", "'"),
    ("&nbsp;", " "), ("&amp;", "&"),
  ]

  /// The entity that starts at `index`, with its replacement.
  private static func entity(in bytes: [UInt8], at index: Int) -> (String, String)? {
    entities.first { entity, _ in
      let pattern = Array(entity.utf8)
      return index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
    }
  }

  /// `!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~`.
  private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
    default: false
    }
  }
}
