import Cassowary
import Layout

/// Fixes (``Fix``: the commands, what they do, checked) as lyt writes them: the transcript's
/// `fix:` lines, and the `effect` of the JSON document's, the page's, `explain-log`'s and
/// `lyt check`'s fixes.
///
/// ```
/// fix: set resist label h 749  → img widens to 60; label narrows to 260 and moves to x 60
/// fix: deactivate wide  → no frame moves
/// ```
package enum FixText {
  /// What an ambiguity without a checked fix says.
  static let noAmbiguityFix = "no single constraint decides it without breaking something else: it needs more than one"

  /// The most moved frames an effect names; the rest are counted.
  static let maximumMovesNamed = 2

  /// `fix: COMMANDS  → EFFECT`, one line per fix; `none` when there is none.
  static func lines(_ fixes: [Fix], none: String? = "no single change fixes it without breaking something else")
    -> [String]
  {
    if fixes.isEmpty { return none.map { [$0] } ?? [] }
    return fixes.map(line)
  }

  /// `fix: COMMANDS  → EFFECT`.
  static func line(_ fix: Fix) -> String {
    "fix: \(fix.line)  → \(effect(fix.effect))"
  }

  /// What a fix does, in a few words: `card narrows to 600 and moves to x 212; wide gives way`.
  package static func effect(_ effect: FixEffect) -> String {
    var parts: [String] = []
    let named = effect.moves.prefix(maximumMovesNamed).map(move)
    if named.isEmpty {
      parts.append("no frame moves")
    } else {
      var text = named.joined(separator: "; ")
      let rest = effect.moves.count - named.count
      if rest > 0 { text += " (and \(plural(rest, "more frame")))" }
      parts.append(text)
    }
    let giving = effect.givesWay
    if !giving.isEmpty {
      parts.append(giving.joined(separator: ", ") + (giving.count == 1 ? " gives way" : " give way"))
    }
    for view in effect.compressed { parts.append("\(view) is squeezed below its intrinsic size") }
    for view in effect.crushed where !effect.compressed.contains(view) {
      parts.append("\(view) stays crushed to nothing")
    }
    return parts.joined(separator: "; ")
  }

  /// `card narrows to 600 and moves to x 212`.
  static func move(_ move: FrameMove) -> String {
    let (old, new) = (move.old, move.new)
    let tolerance = Tolerance.report
    var changes: [String] = []
    let width = new.width - old.width
    let height = new.height - old.height
    if abs(width) > tolerance && abs(height) > tolerance {
      changes.append("becomes \(Display.number(new.width))×\(Display.number(new.height))")
    } else if abs(width) > tolerance {
      changes.append((width < 0 ? "narrows to " : "widens to ") + Display.number(new.width))
    } else if abs(height) > tolerance {
      changes.append((height < 0 ? "shrinks to " : "grows to ") + Display.number(new.height) + " tall")
    }
    let movedX = abs(new.x - old.x) > tolerance
    let movedY = abs(new.y - old.y) > tolerance
    switch (movedX, movedY) {
    case (true, true): changes.append("moves to (\(Display.number(new.x)), \(Display.number(new.y)))")
    case (true, false): changes.append("moves to x \(Display.number(new.x))")
    case (false, true): changes.append("moves to y \(Display.number(new.y))")
    case (false, false): break
    }
    return move.item + " " + changes.joined(separator: " and ")
  }
}
