extension LayoutError {
  /// A value that must be finite and is not (``LayoutError/nonFiniteValue(_:)``).
  public enum NonFiniteValue: Equatable, Sendable {
    /// The intrinsic width or height of a view.
    case intrinsicSize(item: String, axis: Axis)
    /// A margin of a view.
    case margin(item: String)
    /// A safe-area inset of a view.
    case safeAreaInset(item: String)
    /// A baseline offset of a view.
    case baselineOffset(item: String)
    /// The size of a root view.
    case rootSize(item: String)
    /// The frame of a view that translates its autoresizing mask.
    case frame(item: String)
    /// The spacing of a stack view.
    case stackSpacing(stack: String)
    /// The constant of a constraint.
    case constant(constraint: String)
  }

  /// Why a view cannot translate an autoresizing mask (``LayoutError/cannotTranslate(item:reason:)``).
  public enum TranslationRefusal: Equatable, Sendable {
    /// It is a root view: only a subview has one.
    case root
    /// This stack view arranges it, and a stack view turns translation off for its views.
    case arranged(stack: String)
  }

  /// Who generated a constraint the user may not change directly
  /// (``LayoutError/generatedConstraint(id:by:)``), which says how to change it instead.
  public enum Generator: Equatable, Sendable {
    /// A view's intrinsic size, hugging and compression resistance.
    case intrinsicSize
    /// A root view's size.
    case rootSize
    /// This stack view.
    case stack(String)
    /// This view's autoresizing mask.
    case autoresizing(view: String)
    /// An id in the namespace of stack views' constraints (`.UISV-`).
    case stackNamespace
  }
}
