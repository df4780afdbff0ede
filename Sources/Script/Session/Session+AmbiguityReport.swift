import CommandLanguage
import Layout

// The change report's ambiguity lines: which frame components a command left free, and which it
// decided. Checked after commands that change existing constraints or properties (a removal can
// leave a value free; a priority change can settle a tie without moving anything); additions of
// views and constraints are not checked, so that building a layout stays as cheap as what it
// changes (a tie an addition creates shows in its violation lines).

extension Session {
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

  /// The components of items that existed before whose ambiguity changed since `before` (the
  /// previous state's ambiguous components, `previous` that state's outline: an item it did not
  /// have is new, not newly ambiguous). ``AmbiguityChangeText`` writes it.
  func ambiguityChange(since before: [ItemComponent], in previous: LayoutOutline) -> AmbiguityChange {
    guard let after = try? ambiguousComponents() else { return AmbiguityChange(appeared: [], settled: []) }
    let (old, new) = (Set(before), Set(after))
    return AmbiguityChange(
      appeared: after.filter { !old.contains($0) && previous.item(named: $0.item.name) != nil },
      settled: before.filter { !new.contains($0) && state.engine.item(named: $0.item) != nil })
  }
}
