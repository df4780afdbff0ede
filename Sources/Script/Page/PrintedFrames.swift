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
  private var last: [Substring: Substring] = [:]

  /// `line` as the page writes it: `["NAME","NEW"]` for a move line whose OLD is the frame last
  /// printed for NAME, else the line as a JSON string. Follows the line's frame either way.
  mutating func written(_ line: String) -> String {
    guard let parsed = Self.frames(in: line) else { return JSONText.string(line) }
    defer { last[parsed.name] = parsed.new }
    guard let old = parsed.old, last[parsed.name] == old else { return JSONText.string(line) }
    return "[\(JSONText.string(String(parsed.name))),\(JSONText.string(String(parsed.new)))]"
  }

  /// The parts of `NAME: new (NEW)` (no OLD) or `NAME: (OLD) → (NEW)`, where NAME is made of
  /// ASCII letters, digits, `_` and `.`, and OLD and NEW hold no `)`; nil for any other line.
  /// (The page's script reads a wider NAME, any run without spaces or colons: it then follows a
  /// view lyt's writer does not, which no short line refers to.)
  static func frames(in line: String) -> (name: Substring, old: Substring?, new: Substring)? {
    guard let colon = line.firstIndex(of: ":") else { return nil }
    let name = line[..<colon]
    guard !name.isEmpty, name.unicodeScalars.allSatisfy(Self.isNameScalar) else { return nil }
    let rest = line[colon...]
    if rest.hasPrefix(": new ("), rest.hasSuffix(")") {
      let new = rest.dropFirst(7).dropLast()
      return new.contains(")") ? nil : (name, nil, new)
    }
    guard rest.hasPrefix(": ("), rest.hasSuffix(")"), let close = rest.firstIndex(of: ")") else { return nil }
    let old = rest[rest.index(rest.startIndex, offsetBy: 3)..<close]
    let after = rest[close...]
    guard after.hasPrefix(") \u{2192} (") else { return nil }
    let new = after.dropFirst(5).dropLast()
    return new.contains(")") ? nil : (name, old, new)
  }

  /// An ASCII letter or digit, `_` or `.`.
  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return false }
    return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
  }
}
