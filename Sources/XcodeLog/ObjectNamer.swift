/// Gives a log's objects readable, unique names that are also lyt identifiers
/// (`[A-Za-z_][A-Za-z0-9_]*`): the class plus the label text or guide identifier
/// (`UILabel_Title`), a Masonry key (`UILabel_messageLabel`), an accessibility identifier
/// (`Header_closeButton`), or the class plus the address's last four digits (`UIView_cab0`).
struct ObjectNamer {
  /// The names given so far.
  private(set) var taken: Set<String> = []

  /// A new unique name for `reference`.
  mutating func name(for reference: LogObjectReference) -> String {
    let base = baseName(for: reference)
    var candidate = base
    if taken.contains(candidate), let address = reference.address, !address.isEmpty {
      candidate = base + "_" + String(address.suffix(6))
    }
    var counter = 2
    while taken.contains(candidate) {
      candidate = base + "_\(counter)"
      counter += 1
    }
    taken.insert(candidate)
    return candidate
  }

  /// A new unique name from a ready-made base (`UIView_cab0_margins`).
  mutating func name(base: String) -> String {
    var candidate = Self.sanitize(base)
    var counter = 2
    while taken.contains(candidate) {
      candidate = Self.sanitize(base) + "_\(counter)"
      counter += 1
    }
    taken.insert(candidate)
    return candidate
  }

  private func baseName(for reference: LogObjectReference) -> String {
    if let identifier = reference.identifier { return Self.sanitize(identifier) }
    var className = reference.shortClassName
    while className.hasPrefix("_") { className.removeFirst() }
    if className.isEmpty { className = "View" }
    if let quoted = reference.quoted {
      var text = quoted
      if text.hasSuffix("...") { text.removeLast(3) }
      let cleaned = Self.sanitize(String(text.prefix(24)), allowLeadingDigit: true)
      if !cleaned.isEmpty && cleaned != "_" { return Self.sanitize(className) + "_" + cleaned }
    }
    if let key = reference.key { return Self.sanitize(className) + "_" + Self.sanitize(key, allowLeadingDigit: true) }
    if let address = reference.address, !address.isEmpty {
      return Self.sanitize(className) + "_" + String(address.suffix(4))
    }
    return Self.sanitize(className)
  }

  /// Letters, digits and `_` only; runs of anything else become one `_`; no leading digit.
  static func sanitize(_ text: String, allowLeadingDigit: Bool = false) -> String {
    var result = ""
    for character in text {
      if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
        result.append(character)
      } else if !result.hasSuffix("_") {
        result.append("_")
      }
    }
    while result.count > 1 && result.hasSuffix("_") { result.removeLast() }
    if result.hasPrefix("_") && result.count > 1 && allowLeadingDigit { result.removeFirst() }
    if !allowLeadingDigit, let first = result.first, first.isNumber { result = "_" + result }
    return result.isEmpty ? "_" : result
  }
}
