import Cassowary
import CommandLanguage
import Layout

/// What `why VIEW.ATTR` found (docs/EXPLANATIONS.md §5): the value and its derivation, whether
/// it is ambiguous (and why, with fixes), what stops it moving when it is not, and the
/// constraints on the same item that wanted something else. ``WhyText`` writes it.
public struct WhyAnswer: Equatable, Sendable {
  /// The attribute as the command wrote it (`b.left`, `card.x`).
  public var subject: String
  /// The value and the constraints it rests on.
  public var derivation: ValueDerivation
  /// Every value the attribute could take in an equally good layout, when there is more than
  /// one; nil when the value is fixed (or its range could not be measured).
  public var ambiguousRange: ValueRange?
  /// Why the attribute is free and the checked fixes that decide it, when it is ambiguous and
  /// another layout as good was found.
  public var ambiguity: AmbiguityAdvice?
  /// What stops a fixed value from being one point larger (nil when the value is ambiguous,
  /// or when the question could not be answered).
  public var whyNotLarger: MoveBlocker?
  /// What stops a fixed value from being one point smaller (nil as for ``whyNotLarger``).
  public var whyNotSmaller: MoveBlocker?
  /// The constraints on the same item that do not hold, in the order they were added, each
  /// with what it lost to.
  public var wanted: [ViolatedConstraint]
}

extension Session {
  /// `why VIEW.ATTR`: the value of the attribute and why (``WhyAnswer``).
  ///
  /// - Throws: ``SessionError`` when the item does not exist or the attribute cannot be read.
  func why(_ reference: QueryReference) throws(SessionError) -> WhyAnswer {
    let name = try existingItem(reference.item)
    let engine = state.engine.preparedForExplanations
    let anchor: Anchor
    switch reference.attribute.value {
    case .x: anchor = Anchor(name, .left)
    case .y: anchor = Anchor(name, .top)
    case .layout(let attribute): anchor = Anchor(name, attribute)
    }
    let derivation: ValueDerivation
    do {
      derivation = try engine.valueDerivation(of: anchor)
    } catch {
      throw SessionError(error, at: reference.range)
    }
    let range = explanations.range(of: anchor) {
      explanations.withProbes(of: engine.solver) { probes in try? engine.range(of: anchor, probes: &probes) }
    }
    var answer = WhyAnswer(
      subject: "\(reference)", derivation: derivation, ambiguousRange: nil, ambiguity: nil,
      whyNotLarger: nil, whyNotSmaller: nil, wanted: [])
    if let range, !range.isUnique {
      answer.ambiguousRange = range
      answer.ambiguity = ambiguityAdvice(for: name, attribute: anchor.attribute, in: engine)
    } else if range != nil {
      answer.whyNotLarger = blocker(of: anchor, moving: 1, in: engine)
      answer.whyNotSmaller = blocker(of: anchor, moving: -1, in: engine)
    }
    answer.wanted = engine.violatedConstraints(involving: ItemID(name)).map { info in
      ViolatedConstraint(info, loss: loss(of: info.id, in: engine).map(engine.explained))
    }
    return answer
  }

  /// Why an ambiguous attribute of `item` is free, and the checked fixes that decide it; nil
  /// when no other layout as good was found.
  private func ambiguityAdvice(for item: String, attribute: Attribute, in engine: LayoutEngine) -> AmbiguityAdvice? {
    let component: FrameComponent =
      attribute.isDimension ? (attribute.isHorizontal ? .width : .height) : (attribute.isHorizontal ? .x : .y)
    guard let alternative = alternative(showing: ItemComponent(item: ItemID(item), component: component), in: engine)
    else { return nil }
    return ambiguityAdvice(for: item, alternative: alternative)
  }

  /// What stops `anchor` moving `step` points, kept for the state.
  private func blocker(of anchor: Anchor, moving step: Double, in engine: LayoutEngine) -> MoveBlocker? {
    explanations.blocker(of: anchor, moving: step) {
      explanations.withProbes(of: engine.solver) { probes in
        try? engine.blocker(of: anchor, moving: step, probes: &probes)
      }
    }
  }
}
