import Layout

/// What `exercise VIEW` found: for each frame component of the view that is ambiguous (and
/// that an earlier layout did not already vary), another layout exactly as good as the current
/// one in which it differs, with the frames that move, the cause and checked fixes.
/// ``ExerciseText`` writes it.
public struct ExerciseAnswer: Equatable, Sendable {
  /// Another layout, exactly as good, in which one ambiguous component of the view differs.
  public struct OtherLayout: Equatable, Sendable {
    /// An item whose frame differs there (a system guide that only follows its view is left
    /// out), with its frame now and there (root coordinates).
    public struct Move: Equatable, Sendable {
      /// The view or guide.
      public var item: String
      /// Its frame in the current layout.
      public var from: Rect
      /// Its frame in the other layout.
      public var to: Rect
    }

    /// The items that move, in item order.
    public var moves: [Move]
    /// The ambiguous component (``AmbiguityAdvice/component``), why both layouts are equally
    /// good, and the fixes.
    public var advice: AmbiguityAdvice
  }

  /// The view.
  public var item: String
  /// The other layouts, one per ambiguous component not varied before; empty when the view's
  /// frame is decided.
  public var layouts: [OtherLayout]
}
