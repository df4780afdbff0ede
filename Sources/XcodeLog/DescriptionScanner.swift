import Cassowary

/// A cursor over the characters of one constraint description.
struct DescriptionScanner {
  /// The characters.
  let characters: [Character]
  /// The current position.
  var position: Int

  /// A scanner at the start of `text`.
  init(_ text: some Sequence<Character>, position: Int = 0) {
    self.characters = Array(text)
    self.position = min(max(position, 0), characters.count)
  }

  /// Whether everything was read.
  var isAtEnd: Bool { position >= characters.count }

  /// The character at the cursor, or nil at the end.
  var current: Character? { position < characters.count ? characters[position] : nil }

  /// The character `offset` places after the cursor, or nil.
  func peek(_ offset: Int) -> Character? {
    let index = position + offset
    return index >= 0 && index < characters.count ? characters[index] : nil
  }

  /// Skips spaces and tabs.
  mutating func skipSpaces() {
    while let character = current, character == " " || character == "\t" { position += 1 }
  }

  /// Consumes `text` if it comes next.
  mutating func consume(_ text: String) -> Bool {
    let wanted = Array(text)
    guard position + wanted.count <= characters.count else { return false }
    for (offset, character) in wanted.enumerated() where characters[position + offset] != character {
      return false
    }
    position += wanted.count
    return true
  }

  /// Whether `text` comes next.
  func looksAt(_ text: String) -> Bool {
    var copy = self
    return copy.consume(text)
  }

  /// Consumes characters while `accept` holds; returns them.
  mutating func take(while accept: (Character) -> Bool) -> String {
    let start = position
    while let character = current, accept(character) { position += 1 }
    return String(characters[start..<position])
  }

  /// Reads a number (`8`, `-16`, `0.5`, `1e-3`, `187.5`); nil and no move when none is there.
  mutating func number() -> Double? {
    let start = position
    if current == "-" || current == "+" { position += 1 }
    let digits = take { $0.isASCII && ($0.isNumber || $0 == ".") }
    if digits.isEmpty || digits == "." {
      position = start
      return nil
    }
    if current == "e" || current == "E", let next = peek(1), next.isNumber || next == "-" || next == "+" {
      position += 1
      if current == "-" || current == "+" { position += 1 }
      _ = take { $0.isASCII && $0.isNumber }
    }
    guard let value = Double(String(characters[start..<position])), value.isFinite else {
      position = start
      return nil
    }
    return value
  }

  /// Reads a relation (`==`, `<=`, `>=`, or a lone `=`).
  mutating func relation() -> Relation? {
    if consume("==") { return .equal }
    if consume("<=") { return .lessThanOrEqual }
    if consume(">=") { return .greaterThanOrEqual }
    if current == "=" {
      position += 1
      return .equal
    }
    return nil
  }

  /// Reads an object as descriptions print it: `Class:0xADDR['text']`, `Class:key`, or a bare
  /// dotted name. A trailing `.attribute` is left unread when `stopBeforeAttribute` is set.
  mutating func objectReference(stopBeforeAttribute: Bool) -> LogObjectReference? {
    let start = position
    var name = take { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
    guard !name.isEmpty else { return nil }
    if current == ":" && peek(1) != "0" && peek(1)?.isLetter != true && peek(1) != "_" {
      // `Class: 0x…` with a space (AppKit anchors) is not a reference form descriptions use.
      position = start
      return nil
    }
    if current == ":" {
      position += 1
      var reference = LogObjectReference(className: name)
      if consume("0x") || consume("0X") {
        reference.address = take { $0.isHexDigit }.lowercased()
      } else {
        let key = take { $0.isLetter || $0.isNumber || $0 == "_" }
        reference.key = key.isEmpty ? nil : key
      }
      if current == "@" {
        // SnapKit's `@File.swift#12` location.
        _ = take { $0 != " " && $0 != "\t" }
      }
      if current == "'" { reference.quoted = quotedText() }
      return reference
    }
    // A bare name: an accessibility identifier, possibly dotted, followed by `.attribute`.
    if stopBeforeAttribute, let dot = name.lastIndex(of: "."),
      LogAttribute(printed: String(name[name.index(after: dot)...])) != nil
    {
      let cut = name.distance(from: name.startIndex, to: dot)
      position = start + cut
      name = String(name[..<dot])
    }
    return LogObjectReference(className: "", identifier: name)
  }

  /// Reads `'…'` at the cursor: the closing quote is the one followed by a delimiter, so texts
  /// with apostrophes (`'Don't'`) survive.
  mutating func quotedText() -> String {
    position += 1
    let start = position
    while position < characters.count {
      if characters[position] == "'" {
        let next = peek(1)
        if next == nil || next == "." || next == "]" || next == "(" || next == " " || next == "\t" || next == ","
          || next == ":"
          || next == ")" || next == ">"
        {
          let text = String(characters[start..<position])
          position += 1
          return text
        }
      }
      position += 1
    }
    return String(characters[start..<position])
  }
}
