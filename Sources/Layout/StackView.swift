/// A stack view (UIStackView): a view whose arranged subviews are laid out by constraints the
/// engine generates, with UIKit's identifiers and priorities (docs/AUTO-LAYOUT.md §5).
public struct StackView: Hashable, Sendable {
  /// How the arranged views share the length along the axis (`UIStackView.Distribution`).
  public enum Distribution: String, Hashable, Sendable, CaseIterable {
    /// Views fill the stack; excess or shortage goes by hugging and compression resistance.
    case fill
    /// Views fill the stack with equal lengths.
    case fillEqually
    /// Views fill the stack in proportion to their intrinsic lengths.
    case fillProportionally
    /// Views keep their lengths; the gaps between them are equal.
    case equalSpacing
    /// Views keep their lengths; the distances between their centres are equal.
    case equalCentering
  }

  /// How the arranged views sit across the axis (`UIStackView.Alignment`). `leading` is also
  /// UIKit's `top` and `trailing` its `bottom`, as in UIKit (same raw values).
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    /// Views fill the stack across the axis.
    case fill
    /// Views align on their leading edges (vertical stack) or top edges (horizontal stack).
    case leading
    /// Views align on their centres across the axis.
    case center
    /// Views align on their trailing edges (vertical stack) or bottom edges (horizontal stack).
    case trailing
    /// Views align on their first baselines (horizontal stacks).
    case firstBaseline
    /// Views align on their last baselines (horizontal stacks).
    case lastBaseline

    /// Whether the alignment is on a baseline.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
  }

  /// The stack's configuration: everything `add stack` sets besides the arranged views.
  public struct Configuration: Hashable, Sendable {
    /// The axis the views are stacked along.
    public var axis: Axis
    /// How the length along the axis is shared.
    public var distribution: Distribution
    /// How the views sit across the axis.
    public var alignment: Alignment
    /// The distance between adjacent views (a minimum for the spacing distributions).
    public var spacing: Double

    /// A configuration; UIKit's defaults are `fill`, `fill` and a spacing of 0.
    public init(axis: Axis, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0) {
      self.axis = axis
      self.distribution = distribution
      self.alignment = alignment
      self.spacing = spacing
    }
  }

  /// The stack view's name (a view of the engine).
  public internal(set) var name: String
  /// Axis, distribution, alignment and spacing.
  public internal(set) var configuration: Configuration
  /// The arranged subviews, in order.
  public internal(set) var arrangedViews: [String]
  /// The ids of the constraints the stack generated, in the order they were made.
  public internal(set) var constraintIDs: [String] = []
  /// The names of the layout guides the stack generated (gap guides, the alignment spanner).
  public internal(set) var guides: [String] = []
}

/// The constraint families of a stack view: UIKit's constraint identifiers
/// (docs/AUTO-LAYOUT.md §5.2).
public enum StackConstraintFamily: String, Hashable, Sendable, CaseIterable {
  /// The first and last visible views pinned to the stack's edges along the axis, and the
  /// stack's edges across the axis to the first view or to the alignment spanner.
  case canvasConnection = "UISV-canvas-connection"
  /// The spacing between adjacent visible views.
  case spacing = "UISV-spacing"
  /// Every view aligned with the first one across the axis.
  case alignment = "UISV-alignment"
  /// Equal lengths (fillEqually) or equal gaps (equalSpacing, equalCentering).
  case fillEqually = "UISV-fill-equally"
  /// Each view's length as a share of the stack's length (fillProportionally).
  case fillProportionally = "UISV-fill-proportionally"
  /// The edges of the gap guides pinned to their neighbours (spacing distributions).
  case distributingEdge = "UISV-distributing-edge"
  /// The alignment spanner's edges around the views.
  case spanningBoundary = "UISV-spanning-boundary"
  /// The spanner as small as the views allow (@51).
  case spanningFit = "UISV-spanning-fit"
  /// The stack as small as the views allow across the axis (@49, baseline alignments).
  case canvasFit = "UISV-canvas-fit"
  /// Each view's size across the axis pulled to 0 (@25), so a view without a size is not ambiguous.
  case ambiguitySuppression = "UISV-ambiguity-suppression"
  /// A hidden view's length along the axis is 0.
  case hiding = "UISV-hiding"
}
