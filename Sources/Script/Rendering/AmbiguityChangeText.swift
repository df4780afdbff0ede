import Layout

/// A change report's ambiguity lines (``AmbiguityChange``), each naming at most
/// ``maximumNamed`` components and counting the rest:
///
/// ```
/// ambiguous now: a.x, a.width (see ambiguity)
/// no longer ambiguous: b.width
/// ```
enum AmbiguityChangeText {
  /// The most components a line names.
  static let maximumNamed = 8

  /// The lines of `change`: none when nothing changed.
  static func lines(_ change: AmbiguityChange) -> [ResponseLine] {
    var lines: [ResponseLine] = []
    if !change.appeared.isEmpty {
      lines.append(ResponseLine("ambiguous now: " + named(change.appeared) + " (see ambiguity)"))
    }
    if !change.settled.isEmpty { lines.append(ResponseLine("no longer ambiguous: " + named(change.settled))) }
    return lines
  }

  private static func named(_ components: [ItemComponent]) -> String {
    let shown = components.prefix(maximumNamed).map { "\($0.item).\($0.component)" }
    let rest = components.count - shown.count
    return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
  }
}
