import Layout

/// What `show [VIEW…]` lists: each item's frame in its parent and in root coordinates, with what
/// `show` adds for a scroll view (its content size), a stack view (its configuration and
/// arranged views) and a hidden view. ``FrameListingText`` writes it.
public struct FrameListing: Equatable, Sendable {
  /// One item of the listing.
  public struct Row: Equatable, Sendable {
    /// A scroll view's content.
    public struct Content: Equatable, Sendable {
      /// The content size.
      public var size: Size
      /// Whether the content guide's frame is ambiguous.
      public var isAmbiguous: Bool
    }

    /// A stack view's arrangement.
    public struct Stack: Equatable, Sendable {
      /// Its axis, distribution, alignment and spacing.
      public var configuration: StackView.Configuration
      /// The views it arranges, in order.
      public var arrangedViews: [String]
    }

    /// The view or guide.
    public var item: String
    /// Its frame relative to its parent (for a root, its frame).
    public var frame: Rect
    /// Its parent; nil for a root.
    public var parent: String?
    /// Its frame in root coordinates.
    public var absolute: Rect
    /// For a scroll view, its content.
    public var content: Content?
    /// For a stack view, its arrangement.
    public var stack: Stack?
    /// Whether the view is hidden.
    public var isHidden: Bool
  }

  /// The items listed, in the order asked (without names, every view and user guide in the
  /// order they were added); empty when there are none.
  public var rows: [Row]
}
