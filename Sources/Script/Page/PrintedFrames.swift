import Layout

/// The frames the output lines of a page's steps print, followed from step to step, so that a
/// line saying a view moved from where the lines before last put it is written as `[NAME,
/// "NEW"]` for `NAME: (OLD) → (NEW)` (docs/PAGES.md §3). The page's script follows the same
/// lines with the same rule, so it rebuilds exactly what lyt printed: a line is written short
/// only when OLD is, character for character, the frame the last line about NAME printed.
/// Building a screen one command at a time prints a line like this for most views it
/// constrains.
struct PrintedFrames {
  /// The frame text (`16, 0, 200, 21`) each view's last `new` or move line printed.
  private var last: [String: String] = [:]

  /// `line` as the page writes it: `["NAME","NEW"]` for a move line whose OLD is the frame last
  /// printed for NAME, else the line as a JSON string. Follows the line's frame either way.
  mutating func written(_ line: String) -> String {
    guard let parsed = Self.frames(in: line) else { return JSONText.string(line) }
    defer { last[parsed.name] = parsed.new }
    guard let old = parsed.old, last[parsed.name] == old else { return JSONText.string(line) }
    return "[\(JSONText.string(parsed.name)),\(JSONText.string(parsed.new))]"
  }

  /// The parts of `NAME: new (NEW)` (no OLD) or `NAME: (OLD) → (NEW)`, where NAME is made of
  /// ASCII letters, digits, `_` and `.`, and OLD and NEW hold no `)`; nil for any other line.
  /// Read byte by byte, as the page's regular expressions read code units. (The page's script
  /// reads a wider NAME, any run without spaces or colons: it then follows a view lyt's writer
  /// does not, which no short line refers to.)
  static func frames(in line: String) -> (name: String, old: String?, new: String)? {
    let bytes = Array(line.utf8)
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
      bytes[..<colon].allSatisfy(Self.isNameByte), bytes.last == UInt8(ascii: ")")
    else { return nil }
    let rest = bytes[colon...]
    let close = UInt8(ascii: ")")
    func text(_ part: ArraySlice<UInt8>) -> String? {
      part.contains(close) ? nil : String(decoding: part, as: UTF8.self)
    }
    let name = String(decoding: bytes[..<colon], as: UTF8.self)
    let newPrefix = Array(": new (".utf8)
    if rest.starts(with: newPrefix) {
      return text(rest.dropFirst(newPrefix.count).dropLast()).map { (name, nil, $0) }
    }
    let movePrefix = Array(": (".utf8)
    let arrow = Array(") \u{2192} (".utf8)
    guard rest.starts(with: movePrefix) else { return nil }
    let afterPrefix = rest.dropFirst(movePrefix.count)
    guard let end = afterPrefix.firstIndex(of: close), bytes[end...].starts(with: arrow),
      let new = text(bytes[(end + arrow.count)..<(bytes.count - 1)])
    else { return nil }
    return (name, String(decoding: afterPrefix[..<end], as: UTF8.self), new)
  }

  /// An ASCII letter or digit, `_` or `.`.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "."):
      true
    default: false
    }
  }
}
