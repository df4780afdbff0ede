/// Tells a line of Swift or Objective-C layout code from a line of lyt's own language, and finds
/// where a statement that opens brackets ends.
public enum CodeRecognizer {
  /// Phrases that only layout code contains.
  private static let phrases: [[UInt8]] = [
    "Anchor.constraint(", "Anchor constraint", "NSLayoutConstraint(", "NSLayoutConstraint.", "[NSLayoutConstraint ",
    ".isActive", ".active =", "translatesAutoresizingMaskIntoConstraints", ".addConstraint", " addConstraint",
    ".addSubview(", " addSubview:", "LayoutGuide.", "Anchor.", "setContentHuggingPriority",
    "setContentCompressionResistancePriority", "UILayoutPriority",
    // SnapKit, Masonry and PureLayout, and the changes of a constraint they made that the code
    // holds (`c.update(offset: 8)`, `c.deactivate()`, `[c uninstall]`).
    ".snp.", ".snp_", "mas_makeConstraints", "mas_updateConstraints", "mas_remakeConstraints", "autoPin",
    "autoSetDimension", "autoAlignAxis", "autoCenterInSuperview", "autoMatch", "autoConstrainAttribute", "autoRemove",
    ".update(", ".updateOffset(", "activate()", "install]", ".offset =", ".insets =",
    // VFL calls and their dictionaries; the array methods of Masonry and PureLayout.
    "constraintsWithVisualFormat", "withVisualFormat:", "NSDictionaryOfVariableBindings", "mas_distributeViews",
    "autoDistributeViews", "autoSetViewsDimension", "autoMatchViewsDimension", "autoAlignViews",
  ].map { (phrase: String) in Array(phrase.utf8) }

  /// Whether `line` is layout code rather than a lyt command: it contains a phrase only code
  /// has, or starts with `let `/`var ` or `self.`.
  public static func isCode(_ line: some StringProtocol) -> Bool {
    // This runs for every statement a script parses. An ASCII line (nearly all) is read as
    // bytes: the same answer, since an ASCII character is its byte.
    let utf8 = Array(line.utf8)
    if utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) { return isCode(ascii: utf8) }
    let text = line.drop { $0 == " " || $0 == "\t" }
    if text.hasPrefix("#") { return false }
    if codePrefixes.contains(where: { text.hasPrefix($0) }) { return true }
    if isPropertyAssignment(text) { return true }
    // Compared as bytes: `StringProtocol.contains` compares characters one grapheme at a time.
    return containsPhrase(Array(text.utf8)[...])
  }

  /// How a line of code may start.
  private static let codePrefixes = ["let ", "var ", "self.", "[self."]
  private static let codePrefixBytes = codePrefixes.map { Array($0.utf8) }

  /// ``isCode(_:)`` for a line of ASCII characters, as bytes.
  private static func isCode(ascii line: [UInt8]) -> Bool {
    let text = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    if text.first == UInt8(ascii: "#") { return false }
    if codePrefixBytes.contains(where: { text.starts(with: $0) }) { return true }
    let name = text.prefix { byte in
      byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
    if !name.isEmpty {
      let rest = text.dropFirst(name.count)
      for property in propertyBytes where rest.starts(with: property) {
        let tail = rest.dropFirst(property.count).drop { $0 == UInt8(ascii: " ") }
        if tail.first == UInt8(ascii: "=") && !tail.starts(with: [UInt8(ascii: "="), UInt8(ascii: "=")]) {
          return true
        }
        break
      }
    }
    return containsPhrase(text)
  }

  /// Whether one of ``phrases`` occurs in the UTF-8 `bytes`: one pass, each phrase looked up by
  /// its first byte.
  private static func containsPhrase(_ bytes: ArraySlice<UInt8>) -> Bool {
    for start in bytes.indices {
      for phrase in phrasesByFirstByte[Int(bytes[start])] where bytes[start...].starts(with: phrase) { return true }
    }
    return false
  }

  /// The phrases by their first byte (every phrase is ASCII: none starts with a byte above 127).
  private static let phrasesByFirstByte: [[[UInt8]]] = (0..<256).map { byte in
    phrases.filter { $0.first == UInt8(byte) }
  }

  /// The properties whose assignment marks a line as code.
  private static let properties = [".constant", ".priority", ".frame", ".autoresizingMask"]
  private static let propertyBytes = properties.map { Array($0.utf8) }

  /// `name.constant = …`, `name.priority = …`, `name.frame = …`, `name.autoresizingMask = …`
  /// (not `==`).
  private static func isPropertyAssignment(_ text: some StringProtocol) -> Bool {
    let name = text.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
    guard !name.isEmpty else { return false }
    let rest = text.dropFirst(name.count)
    for property in properties where rest.hasPrefix(property) {
      let tail = rest.dropFirst(property.count).drop { $0 == " " }
      return tail.hasPrefix("=") && !tail.hasPrefix("==")
    }
    return false
  }

  /// The offset of the `}` that closes a block whose `{` ends at `start`; nil when it is never
  /// closed. Braces in strings and comments do not count.
  public static func closingBrace(in characters: [Character], after start: Int) -> Int? {
    var depth = 1
    var index = start
    while index < characters.count {
      let character = characters[index]
      if character == "\"" {
        index += 1
        while index < characters.count, characters[index] != "\"", !characters[index].isNewline {
          if characters[index] == "\\" { index += 1 }
          index += 1
        }
      } else if character == "/" && index + 1 < characters.count && characters[index + 1] == "/" {
        while index < characters.count && !characters[index].isNewline { index += 1 }
        continue
      } else if character == "{" {
        depth += 1
      } else if character == "}" {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// The offset just after the statement that starts at `start` in `characters`: the end of its
  /// line, or of the line where the brackets it opens are closed (strings and comments
  /// skipped). At most `limit` characters are looked at; an unclosed statement runs to the end
  /// of the text, where the reader reports the open bracket.
  public static func endOfStatement(in characters: [Character], from start: Int) -> Int {
    var depth = 0
    var index = start
    var inString = false
    while index < characters.count {
      let character = characters[index]
      if inString {
        if character == "\\" {
          index += 1
        } else if character == "\"" || character.isNewline {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "/" && index + 1 < characters.count && characters[index + 1] == "/" {
        while index < characters.count && !characters[index].isNewline { index += 1 }
        continue
      } else if "([{".contains(character) {
        depth += 1
      } else if ")]}".contains(character) {
        depth -= 1
      } else if character.isNewline && depth <= 0 {
        return index
      }
      index += 1
    }
    return characters.count
  }
}
