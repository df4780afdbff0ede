import Cassowary

/// JSON text shared by every document lyt prints (`lyt run --format json`, `lyt explain-log
/// --format json`, `lyt check --format json`, `lyt-bench`); numbers are
/// ``NumberText/text(_:_:)`` in the styles `.json` and `.jsonMeasurement`.
package enum JSONText {
  /// A JSON string literal: quotes, backslashes and control characters escaped.
  package static func string(_ text: String) -> String {
    // Most text needs no escape (a byte below 0x20 is a control character, and every byte of a
    // longer UTF-8 sequence is 0x80 or above): copied whole.
    let needsEscape = text.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    if !needsEscape { return "\"" + text + "\"" }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

extension JSONText {
  /// `json` without the spaces and line breaks outside its strings: the same value in fewer
  /// bytes (a page writes thousands of entries the JSON document indents).
  ///
  /// - Complexity: O(n) in the text's UTF-8 length.
  package static func compact(_ json: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(json.utf8.count)
    var inString = false
    var escaped = false
    for byte in json.utf8 {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
      {
        continue
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
