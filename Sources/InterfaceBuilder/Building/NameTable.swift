/// Names for the views of a scene in a ``Layout/LayoutEngine`` (and in lyt's language): an
/// identifier made from the outline name (`First Label` → `firstLabel`, `View` → `view`), made
/// unique with a number (`view2`), and the Interface Builder id behind each.
struct NameTable {
  /// The engine name of each Interface Builder id.
  private(set) var nameByID: [String: String] = [:]
  /// The Interface Builder id of each engine name.
  private(set) var idByName: [String: String] = [:]

  /// The most characters of a name.
  static let maximumLength = 32

  /// Names `id` after `displayName` (or `fallback` when that has no letters) and returns the name.
  @discardableResult
  mutating func assign(_ id: String, displayName: String, fallback: String) -> String {
    if let existing = nameByID[id] { return existing }
    let base = Self.identifier(from: displayName) ?? Self.identifier(from: fallback) ?? "view"
    var name = base
    var counter = 2
    while idByName[name] != nil {
      name = base + String(counter)
      counter += 1
    }
    nameByID[id] = name
    idByName[name] = id
    return name
  }

  /// Reserves a name for something that is not a view (a legacy layout guide).
  mutating func reserve(_ wanted: String, for id: String) -> String {
    assign(id, displayName: wanted, fallback: wanted)
  }

  /// `lowerCamelCase` from the ASCII letters and digits of `text`, starting with a letter;
  /// nil when there is no letter.
  static func identifier(from text: String) -> String? {
    var words: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      let isLetter = (scalar.value >= 65 && scalar.value <= 90) || (scalar.value >= 97 && scalar.value <= 122)
      let isDigit = scalar.value >= 48 && scalar.value <= 57
      if isLetter || isDigit {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    while let first = words.first, let character = first.first, !character.isLetter {
      let rest = first.drop { !$0.isLetter }
      if rest.isEmpty { words.removeFirst() } else { words[0] = String(rest) }
    }
    guard let first = words.first else { return nil }
    var name = lowerFirst(first)
    for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
    return String(name.prefix(maximumLength))
  }

  /// `Label` → `label`, `URLField` → `urlField`.
  private static func lowerFirst(_ word: String) -> String {
    let leadingCapitals = word.prefix { $0.isUppercase }.count
    if leadingCapitals == word.count { return word.lowercased() }
    if leadingCapitals <= 1 { return word.prefix(1).lowercased() + word.dropFirst() }
    let keep = leadingCapitals - 1
    return word.prefix(keep).lowercased() + word.dropFirst(keep)
  }
}
