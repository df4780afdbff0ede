import Layout

/// A scene laid out in a ``LayoutEngine``: the engine with every view and constraint, the
/// names given to views, and what the build left out or assumed.
public struct BuiltScene {
  /// The scene as read.
  public var scene: IBScene
  /// The engine, solved.
  public var engine: LayoutEngine
  /// The views in tree order, with their parents and stored frames.
  var tree: SceneTree
  /// The engine name of each view id, and back.
  var names: NameTable
  /// The Interface Builder constraints added to the engine, by id.
  var constraints: [String: IBConstraint] = [:]
  /// Their ids in document order.
  var constraintOrder: [String] = []
  /// The engine id of each of them, by Interface Builder id.
  var engineIDs: [String: String] = [:]
  /// The ids of placeholder constraints (removed at build time).
  var placeholders: [String] = []
  /// What was left out, with where.
  var problems: [ReadingProblem] = []
  /// Each root's environment, by id.
  var environments: [String: RootEnvironment] = [:]
  /// The views whose intrinsic size was taken from their stored frame.
  var assumedIntrinsic: [String] = []
  /// Standard-spacing constraints to a safe-area guide, laid out at 0.
  var standardSpacingToSafeArea: [String] = []
  /// Constraints whose distance depends on fonts lyt does not measure (baselines, multiples of
  /// system spacing).
  var fontDependent: Set<String> = []
  /// Views whose frames a size-class variation changes (their stored frames may show another
  /// size class).
  var varied: Set<String> = []
  /// The device the scene is laid out for instead of the file's own (`--device`): the stored
  /// frames are then another device's, and misplacement is not judged.
  var forcedDevice: Device?
  /// The size-class configuration the scene is laid out in (nil: the default): its flags and
  /// stored frames are the default's, and neither is judged.
  var sizeClass: SizeClassVariation?
  /// The engine names of the legacy layout guides, by guide id.
  var legacyGuideNames: [String: String] = [:]

  /// The engine name of view `id`.
  public func name(of id: String) -> String? { names.nameByID[id] }

  /// The view id behind engine name `name`.
  public func viewID(named name: String) -> String? { names.idByName[name] }

  /// The roots' ids.
  var roots: [String] { tree.roots }

  /// The views' ids in tree order.
  public var viewIDs: [String] { tree.order }

  /// The view `id` as read (its subviews are not filled in).
  public func view(_ id: String) -> IBView? { tree[id]?.view }

  /// The superview's id of view `id`.
  public func parent(of id: String) -> String? { tree[id]?.parent }
}
