import Cassowary
import Layout

/// A view as Interface Builder stores it: identity and names, the stored frame, how it takes
/// part in Auto Layout, its content priorities and sizes, margins and guides, Interface Builder's
/// last verdicts, its subviews and the constraints stored in it.
public struct IBView: Sendable {
  /// The object id (`tcQ-7v-A0S`).
  public var id: String
  /// The element's name (`label`, `view`, `stackView`).
  public var element: String
  /// The framework class (`UILabel`) and, when set, the custom class.
  public var className: String
  /// The custom class (`customClass`), when set.
  public var customClass: String?
  /// The name Interface Builder shows in its outline (`userLabel`, a label's text, …).
  public var displayName: String
  /// The `key` under which the parent stores it (`view`, `contentView`), when any.
  public var key: String?
  /// Where the element starts.
  public var position: SourcePosition
  /// The stored alignment rectangle, relative to the superview, top-left origin (AppKit's
  /// bottom-left origin already converted when the superview's stored height is known): what
  /// constraints place. It is the stored frame less the class's alignment insets (a slider's
  /// frame is 2 points wider on each side).
  public var frame: Rect?
  /// The class's alignment-rectangle insets (zero for most views).
  public var alignmentInsets: EdgeInsets
  /// The frame as written in the file (AppKit: bottom-left origin).
  public var fileFrame: Rect?
  /// Where the `<rect key="frame">` element that stores ``fileFrame`` starts (nil when the frame
  /// is stored otherwise, or not at all): what `lyt check --update-frames` rewrites.
  public var framePosition: SourcePosition? = nil
  /// Whether the view's autoresizing mask becomes constraints at run time
  /// (`translatesAutoresizingMaskIntoConstraints`, absent = YES; `fixedFrame="YES"` forces it).
  public var translatesAutoresizingMask: Bool
  /// The autoresizing mask (empty when the element is absent).
  public var autoresizingMask: StoredAutoresizingMask
  /// Content hugging, per axis.
  public var hugging: AxisPriorities<Priority>
  /// Compression resistance, per axis.
  public var compressionResistance: AxisPriorities<Priority>
  /// The intrinsic content size lyt uses, and where it comes from.
  public var intrinsicSize: IntrinsicSizeSource
  /// The baselines lyt estimates for a view with text (from its font size), as distances
  /// from its top; nil for a view without text.
  public var baselines: BaselineOffsets?
  /// Layout margins written in the file (`<edgeInsets key="layoutMargins">`, or directional).
  public var margins: EdgeInsets?
  /// Whether the view takes its superview's margins where they are larger.
  public var preservesSuperviewMargins: Bool
  /// The id of the view's safe-area guide (`<viewLayoutGuide key="safeArea">`), when it has one.
  public var safeAreaGuideID: String?
  /// The id of a scroll view's content layout guide, when it has one.
  public var contentGuideID: String?
  /// The id of a scroll view's frame layout guide, when it has one.
  public var frameGuideID: String?
  /// Whether the view is laid out as a scroll view (its edges towards its content attach to the
  /// content area): `scrollView` elements; table, collection and text views manage their content
  /// themselves and are laid out as plain views.
  public var isScrollView: Bool
  /// Interface Builder's last verdict: `misplaced="YES"`.
  public var flaggedMisplaced: Bool
  /// Interface Builder's last verdict: `ambiguous="YES"`.
  public var flaggedAmbiguous: Bool
  /// What ambiguity Interface Builder is told to check (`verifyAmbiguity`).
  public var verifyAmbiguity: VerifyAmbiguity
  /// Whether the view is hidden.
  public var hidden: Bool
  /// The stack view's configuration, for a stack view.
  public var stack: IBStack?
  /// The subviews, in order (a stack view's are its arranged views).
  public var subviews: [IBView]
  /// The constraints stored in this view's `<constraints>`.
  public var constraints: [IBConstraint]
}

/// What ambiguity Interface Builder checks for a view (`verifyAmbiguity`).
public enum VerifyAmbiguity: String, Sendable {
  /// Position and size (the default).
  case verify
  /// Position only (`ignoreSizes`).
  case ignoreSizes
  /// Nothing (`off`).
  case off
}

/// Where a view's intrinsic content size comes from.
public enum IntrinsicSizeSource: Equatable, Sendable {
  /// No intrinsic size (a plain view, a stack, a container).
  case none
  /// Set in the file: `placeholderIntrinsicWidth/Height`, an image's size in `<resources>`, an
  /// `@IBDesignable`'s cached size.
  case stated(IntrinsicSize, reason: String)
  /// Taken from the stored frame, because lyt cannot measure fonts or content: an assumption.
  case assumedFromFrame(IntrinsicSize)

  /// The size, or `IntrinsicSize.none`.
  public var size: IntrinsicSize {
    switch self {
    case .none: .none
    case .stated(let size, _), .assumedFromFrame(let size): size
    }
  }
}

/// A stack view's configuration as stored.
public struct IBStack: Equatable, Sendable {
  /// The axis (absent: horizontal).
  public var axis: Axis
  /// The distribution (absent: fill).
  public var distribution: StackView.Distribution
  /// The alignment (absent: fill).
  public var alignment: StackView.Alignment
  /// The spacing (absent: 0).
  public var spacing: Double
  /// Settings lyt does not model (baseline- or margin-relative arrangement), by name.
  public var unmodelled: [String]
}

/// The autoresizing mask, as `<autoresizingMask>` stores it: which parts stretch, named for the
/// file's coordinates (on macOS, y grows upwards).
public struct StoredAutoresizingMask: Equatable, Sendable {
  /// `flexibleMinX`: the left margin (iOS) stretches.
  public var flexibleMinX = false
  /// `widthSizable`.
  public var widthSizable = false
  /// `flexibleMaxX`: the right margin stretches.
  public var flexibleMaxX = false
  /// `flexibleMinY`: the top margin on iOS, the bottom margin on macOS (bottom-left origin).
  public var flexibleMinY = false
  /// `heightSizable`.
  public var heightSizable = false
  /// `flexibleMaxY`: the bottom margin on iOS, the top margin on macOS.
  public var flexibleMaxY = false

  /// A mask with nothing flexible.
  public init() {}

  /// The mask in UIKit's terms (top-left origin): on macOS (`flipped`) the file's minimum y is
  /// the bottom.
  public func mask(flipped: Bool) -> AutoresizingMask {
    let top = flipped ? flexibleMaxY : flexibleMinY
    let bottom = flipped ? flexibleMinY : flexibleMaxY
    let flags: [(Bool, AutoresizingMask)] = [
      (flexibleMinX, .flexibleLeftMargin), (widthSizable, .flexibleWidth), (flexibleMaxX, .flexibleRightMargin),
      (top, .flexibleTopMargin), (heightSizable, .flexibleHeight), (bottom, .flexibleBottomMargin),
    ]
    return AutoresizingMask(flags.filter(\.0).map(\.1))
  }

  /// UIKit's notation in console logs, `h=-&- v=--&`: per axis the leading margin, the size and
  /// the trailing margin, `&` flexible and `-` fixed (top-left origin).
  public func notation(flipped: Bool) -> String {
    mask(flipped: flipped).notation
  }
}
