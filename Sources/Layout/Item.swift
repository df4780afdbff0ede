import Cassowary

/// What an item is.
public enum ItemKind: String, Hashable, Sendable, CustomStringConvertible {
  /// A view (UIView).
  case view
  /// A scroll view: edges towards its content attach to its content area (TN2154).
  case scrollView
  /// A layout guide the user added (UILayoutGuide).
  case guide
  /// A view's `safeArea` guide (`safeAreaLayoutGuide`), inset from the view by its safe-area insets.
  case safeAreaGuide
  /// A scroll view's `contentGuide` (`contentLayoutGuide`): the scrollable content area.
  case contentGuide
  /// A scroll view's `frameGuide` (`frameLayoutGuide`): the scroll view's frame.
  case frameGuide
  /// A guide a stack view generated: a gap guide (`UISV-distributing`) or its alignment spanner.
  case stackGuide

  /// Whether the item is a view (plain or scroll), as opposed to a layout guide.
  public var isView: Bool { self == .view || self == .scrollView }

  /// Whether the engine created the item for a view (`safeArea`, `contentGuide`, `frameGuide`).
  public var isSystemGuide: Bool {
    self == .safeAreaGuide || self == .contentGuide || self == .frameGuide || self == .stackGuide
  }

  /// The text shown to users.
  public var description: String { rawValue }
}

/// The solver variables behind an item's frame, in root coordinates.
///
/// Views and user guides own all four. System guides share their view's: a `frameGuide` all
/// four, a `safeArea` all four (offset by the insets), a `contentGuide` the left and top (the
/// content origin, at a zero content offset) with its own width and height (the content size).
public struct FrameVariables: Hashable, Sendable {
  /// The left edge.
  public var left: Variable
  /// The top edge.
  public var top: Variable
  /// The width.
  public var width: Variable
  /// The height.
  public var height: Variable

  /// The variable of one frame component.
  public subscript(component: FrameComponent) -> Variable {
    switch component {
    case .x: left
    case .y: top
    case .width: width
    case .height: height
    }
  }
}

/// A priority per axis (content hugging, compression resistance). `Level` is what a priority is
/// at that layer: the engine's ``Priority`` on items, storyboards and exports
/// (`AxisPriorities<Priority>`), a priority as written in a script's `hug 251,750`.
public struct AxisPriorities<Level: Hashable & Sendable>: Hashable, Sendable {
  /// The horizontal priority.
  public var horizontal: Level
  /// The vertical priority.
  public var vertical: Level

  /// Creates priorities per axis.
  public init(horizontal: Level, vertical: Level) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The priority of one axis.
  public subscript(axis: Axis) -> Level {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }

  /// Each axis's priority transformed (a written priority to the engine's).
  public func map<Other>(_ transform: (Level) -> Other) -> AxisPriorities<Other> {
    AxisPriorities<Other>(horizontal: transform(horizontal), vertical: transform(vertical))
  }
}

extension AxisPriorities: CustomStringConvertible where Level: CustomStringConvertible {
  /// `H,V`: the horizontal priority, a comma, the vertical one (as `hug 251,750` writes them).
  public var description: String { "\(horizontal),\(vertical)" }
}

/// What a view tells Auto Layout about its content: its intrinsic size and the priorities with
/// which it hugs it and resists being compressed below it.
public struct ViewContent: Hashable, Sendable {
  /// The intrinsic content size.
  public var intrinsicSize: IntrinsicSize
  /// The content hugging priorities.
  public var hugging: AxisPriorities<Priority>
  /// The compression resistance priorities.
  public var compressionResistance: AxisPriorities<Priority>

  /// Creates content properties; by default UIKit's (250 hugging, 750 resistance).
  public init(
    intrinsicSize: IntrinsicSize,
    hugging: AxisPriorities<Priority> = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow),
    compressionResistance: AxisPriorities<Priority> = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
  ) {
    self.intrinsicSize = intrinsicSize
    self.hugging = hugging
    self.compressionResistance = compressionResistance
  }
}

/// An intrinsic content size: per axis a value, or nil for none (`UIView.noIntrinsicMetric`).
public struct IntrinsicSize: Hashable, Sendable {
  /// The intrinsic width, if any.
  public var width: Double?
  /// The intrinsic height, if any.
  public var height: Double?

  /// Creates an intrinsic size.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// No intrinsic size on either axis.
  public static let none = IntrinsicSize(width: nil, height: nil)

  /// The value on one axis.
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

/// A view or layout guide, as the engine keeps it.
public struct Item: Hashable, Sendable {
  /// The name (`label`, `root.safeArea`).
  public internal(set) var name: String
  /// What the item is.
  public internal(set) var kind: ItemKind
  /// The parent view (the owning view of a guide), or nil for a root view.
  public internal(set) var parent: String?
  /// The views and user guides inside this view, in the order they were added.
  public internal(set) var children: [String] = []
  /// The guides the engine made for this view (`safeArea`, and a scroll view's guides).
  public internal(set) var systemGuides: [String] = []
  /// The variables behind the frame.
  public internal(set) var variables: FrameVariables
  /// Layout margins (views only; default 8 on every side).
  public internal(set) var margins = EdgeInsets(all: 8)
  /// Safe-area insets (views only; default 0).
  public internal(set) var safeAreaInsets = EdgeInsets.zero
  /// The intrinsic content size (views only; default none).
  public internal(set) var intrinsicSize = IntrinsicSize.none
  /// Content hugging priorities (default 250 on both axes).
  public internal(set) var hugging = AxisPriorities<Priority>(horizontal: .defaultLow, vertical: .defaultLow)
  /// Compression resistance priorities (default 750 on both axes).
  public internal(set) var compressionResistance = AxisPriorities<Priority>(
    horizontal: .defaultHigh, vertical: .defaultHigh)
  /// Baseline offsets; without them both baselines are the bottom edge.
  public internal(set) var baselines: BaselineOffsets?
  /// Whether the view is hidden (`isHidden`); only stack views lay hidden views out differently.
  public internal(set) var isHidden = false
  /// The view's autoresizing mask, once it was given one or a frame (views only); nil for a view
  /// laid out by constraints alone.
  public internal(set) var autoresizingMask: AutoresizingMask?
  /// Whether the view translates its autoresizing mask into constraints
  /// (`translatesAutoresizingMaskIntoConstraints`): it then has `VIEW.autoresizing.*`.
  public internal(set) var translatesAutoresizingMask = false

  /// The view this item belongs to: itself for a view, the owning view for a guide.
  public var owningView: String? { kind.isView ? name : parent }
}
