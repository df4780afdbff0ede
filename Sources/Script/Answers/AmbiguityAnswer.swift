/// What `ambiguity` found: every ambiguous item, in item order, with the ranges of its free
/// frame components, and why it is free with checked fixes (or the item detailed before it
/// that it moves with). ``AmbiguityAnswerText`` writes it.
public struct AmbiguityAnswer: Equatable, Sendable {
  /// The ambiguous items; empty when every frame is decided.
  public var items: [AmbiguousItem]
}
