import Layout

/// Why an ambiguous frame component is free, and the checked fixes that decide it: what `why`,
/// `exercise`, `ambiguity` and `explain` say under an ambiguity.
public struct AmbiguityAdvice: Equatable, Sendable {
  /// The component another layout, exactly as good, moves.
  public var component: ItemComponent
  /// The item's ambiguous components this cause and these fixes are about: ``component``'s,
  /// then the others its layout moves that no advice before this one was about.
  public var moves: [FrameComponent]
  /// Why both layouts are equally good.
  public var cause: AmbiguityCause
  /// Whether the cause is a tie between intrinsic sizes only (Xcode's "content priority
  /// ambiguity").
  public var isIntrinsicTie: Bool
  /// The fixes, checked on a copy of the session, best first.
  public var fixes: [Fix]
}

extension Session {
  /// The advice for the ambiguity of `item` that `alternative` shows, about the components
  /// `explains` (empty: the one it was found by); its fixes left empty unless `checkingFixes`.
  func ambiguityAdvice(
    for item: String, alternative: AlternativeSummary, about explains: [FrameComponent] = [],
    checkingFixes: Bool = true
  ) -> AmbiguityAdvice {
    let component = ItemComponent(item: ItemID(item), component: alternative.component)
    return AmbiguityAdvice(
      component: component, moves: explains.isEmpty ? [alternative.component] : explains,
      cause: alternative.cause, isIntrinsicTie: isIntrinsicTie(alternative.cause),
      fixes: checkingFixes ? fixes(for: .ambiguous(component)) : [])
  }

  /// The components of `item` among `listed` that `alternative` moves, with the one it was
  /// found by, in ``FrameComponent`` order.
  static func components(
    of item: String, movedBy alternative: AlternativeSummary, among listed: [FrameComponent]
  ) -> [FrameComponent] {
    let own = alternative.itemMoves ?? alternative.movedComponents?[item] ?? []
    let moved = Set(own).intersection(listed).union([alternative.component])
    return FrameComponent.allCases.filter(moved.contains)
  }

  /// Whether `cause` is a tie between intrinsic sizes only.
  func isIntrinsicTie(_ cause: AmbiguityCause) -> Bool {
    guard case .tie(_, let growing, let shrinking) = cause else { return false }
    return (shrinking + growing).allSatisfy { id in
      if case .intrinsicSize = state.engine.constraint(id)?.origin { return true }
      return false
    }
  }
}
