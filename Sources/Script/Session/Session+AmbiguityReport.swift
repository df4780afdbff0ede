import CommandLanguage
import Layout

// The change report's ambiguity lines: which frame components a command left free, and which it
// decided. Checked after commands that change existing constraints or properties (a removal can
// leave a value free; a priority change can settle a tie without moving anything); additions of
// views and constraints are not checked, so that building a layout stays as cheap as what it
// changes (a tie an addition creates shows in its violation lines).

extension Session {
  /// The most components an ambiguity line names; the rest are counted.
  static let maximumAmbiguousNamed = 8

  /// Whether the change report of `kind` says what became ambiguous or stopped being.
  static func reportsAmbiguity(of kind: CommandKind) -> Bool {
    switch kind {
    case .setPriority, .setConstant, .setIntrinsic, .setHug, .setResist, .setSize, .setDirection, .setMargins,
      .setSafeArea, .setHidden, .setTranslates, .setAutoresizing, .activate, .deactivate, .remove, .undo, .redo:
      true
    default:
      false
    }
  }

  /// `ambiguous now: a.x, a.width (see ambiguity)` and `no longer ambiguous: b.width`: the
  /// components of items that existed before whose ambiguity changed since `before` (the
  /// previous state's ambiguous components, `previous` that state's engine: an item it did not
  /// have is new, not newly ambiguous).
  func ambiguityChangeLines(since before: [ItemComponent], in previous: LayoutOutline) -> [String] {
    guard let after = try? ambiguousComponents() else { return [] }
    let (old, new) = (Set(before), Set(after))
    let appeared = after.filter { !old.contains($0) && previous.item(named: $0.item.name) != nil }
    let settled = before.filter { !new.contains($0) && state.engine.item(named: $0.item) != nil }
    var lines: [String] = []
    if !appeared.isEmpty { lines.append("ambiguous now: " + Self.named(appeared) + " (see ambiguity)") }
    if !settled.isEmpty { lines.append("no longer ambiguous: " + Self.named(settled)) }
    return lines
  }

  private static func named(_ components: [ItemComponent]) -> String {
    let shown = components.prefix(maximumAmbiguousNamed).map { "\($0.item).\($0.component)" }
    let rest = components.count - shown.count
    return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
  }
}
