import Layout

/// An Interface Builder document (`.storyboard` or `.xib`) as lyt reads it: what it targets and
/// its scenes, each a set of view hierarchies with their constraints.
public struct IBDocument: Sendable {
  /// Whether the file is a storyboard or a XIB.
  public enum Kind: String, Sendable {
    /// A `.storyboard`: scenes of view controllers.
    case storyboard
    /// A `.xib`: top-level views (and objects) without scenes.
    case xib
  }

  /// The UI framework the document is for (its `targetRuntime`).
  public enum Platform: String, Sendable {
    /// UIKit on iOS (`iOS.CocoaTouch`).
    case iOS
    /// UIKit on tvOS (`AppleTV`).
    case tvOS
    /// AppKit on macOS (`MacOSX.Cocoa`): frames have a bottom-left origin.
    case macOS
  }

  /// Storyboard or XIB.
  public var kind: Kind
  /// The platform.
  public var platform: Platform
  /// Interface Builder's `toolsVersion` (the Xcode build that saved the file), when given.
  public var toolsVersion: Double?
  /// The `<device id>` the document is laid out for, when given (Xcode 8 and later).
  public var deviceID: String?
  /// The device's orientation (`portrait` unless the file says `landscape`).
  public var landscape: Bool
  /// Whether the document uses Auto Layout (`useAutolayout="YES"`); without it, every view is
  /// laid out by its autoresizing mask.
  public var usesAutoLayout: Bool
  /// Whether the document uses safe-area layout guides (`useSafeAreas="YES"`).
  public var usesSafeAreas: Bool
  /// The scenes (a XIB has one, made of its top-level views).
  public var scenes: [IBScene]
  /// Problems found while reading that did not stop it (unknown elements, dangling ids).
  public var problems: [ReadingProblem]
  /// The ids of views and constraints that size-class variations other than the default
  /// include or exclude.
  public var variedReferences: Set<String>
  /// The size-class variations that change constraints or subviews, in the order they first
  /// appear: each is checked as a configuration of its own (docs/STORYBOARDS.md §2.5).
  public var variations: [SizeClassVariation] = []
}

/// One scene: a view controller's view (storyboards) or the top-level views of a XIB, and the
/// other view hierarchies stored with it (table and collection view cells, views in the scene
/// dock), each laid out on its own.
public struct IBScene: Sendable {
  /// The `sceneID` (storyboards), or the file's name for a XIB.
  public var id: String
  /// The name Interface Builder shows for the scene (the comment it writes before the scene:
  /// `Login View Controller`), else the controller's class.
  public var name: String
  /// Where the scene starts.
  public var position: SourcePosition
  /// The view hierarchies, the controller's view first; each is laid out with its stored size.
  public var roots: [IBView]
  /// The id of the controller's view (storyboards), whose safe area and margins Interface
  /// Builder simulates for the device.
  public var controllerViewID: String?
  /// The ids of the legacy `topLayoutGuide` / `bottomLayoutGuide` objects of the controller, by
  /// id: `true` for the top guide.
  public var legacyGuides: [String: Bool]
  /// The simulated bars the controller declares (they change the safe area).
  public var simulatedBars: SimulatedBars
  /// The keys of the size-class variations that change the scene's constraints or subviews.
  public var variationKeys: Set<String> = []
}

/// The bars Interface Builder draws over a controller's view: they inset the safe area and
/// move the legacy layout guides.
public struct SimulatedBars: Equatable, Sendable {
  /// A navigation bar at the top.
  public var navigationBar = false
  /// A tab bar at the bottom.
  public var tabBar = false
  /// A toolbar at the bottom.
  public var toolbar = false
  /// No status bar (`<simulatedStatusBarMetrics statusBarStyle="…" …>` with `none`).
  public var noStatusBar = false

  /// No simulated bars.
  public init() {}
}
