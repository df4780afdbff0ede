import Layout

/// Something a scene's verdicts rest on that the file does not say: the sizes, safe areas and
/// margins its roots are laid out in, and what lyt estimates or does not check
/// (docs/STORYBOARDS.md §3). Its words: `StoryboardFindingText.assumption(_:)`.
public enum SceneAssumption: Equatable, Sendable {
  /// How an assumption names a root view.
  public enum Root: Equatable, Sendable {
    /// By the name Interface Builder's outline shows (written in quotes).
    case named(String)
    /// By its id, when the view is not in the tree.
    case id(String)
    /// Neither is known: "the root".
    case unnamed
  }

  /// The device a root's size comes from.
  public enum DeviceLabel: Equatable, Sendable {
    /// A device lyt knows: its name and id.
    case known(name: String, id: String)
    /// A device id lyt does not know.
    case unknown(id: String)
    /// The file names no device.
    case none
  }

  /// An inset taken from the stored frames instead of lyt's table.
  public struct EdgeReading: Equatable, Sendable {
    /// The edge (`top`, `left`, `bottom`, `right`).
    public var edge: Attribute
    /// The inset read.
    public var value: Double
  }

  /// A root without a stored frame, laid out at Interface Builder's 600×600 canvas.
  case canvasSize(Root)
  /// A root's size (`fromStoredFrame`: the stored frame's, else the device's) and safe-area
  /// insets, with the insets read from the stored frames.
  case rootSize(
    Root, size: Size, fromStoredFrame: Bool, device: DeviceLabel, safeArea: EdgeInsets, read: [EdgeReading])
  /// A root laid out for a device an option chose (`option`: `--device`) and its safe area.
  case forcedDevice(Root, size: Size, option: String, deviceName: String, deviceID: String, safeArea: EdgeInsets)
  /// A root's layout margins (inside its safe area for a controller's view), with the margins
  /// read from the stored frames.
  case rootMargins(Root, margins: EdgeInsets, insideSafeArea: Bool, read: [EdgeReading])
  /// Intrinsic sizes taken from the stored frames, for the views with these outline names.
  case intrinsicSizesFromFrames(views: [String])
  /// Standard spacing to the safe area laid out as 0, for these constraints.
  case standardSpacingToSafeArea(constraints: [String])
  /// Baselines estimated from font sizes.
  case baselinesEstimated
  /// A size-class configuration checked with the default configuration's frames and flags.
  case defaultFramesInSizeClass(SizeClassVariation)
  /// Views that size-class variations change are not checked for misplacement.
  case variedViewsNotCheckedForMisplacement
  /// AppKit: misplacement is checked only among plain views and containers.
  case appKitMisplacementLimited
  /// A stack view's settings lyt does not model (`baselineRelativeArrangement`), by outline name.
  case stackSettingsNotModelled(view: String, settings: [String])
}
