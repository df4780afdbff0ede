import Layout

/// The devices Interface Builder lays documents out for (`<device id>`): their size in points
/// (portrait) and their safe-area insets in portrait. The XML stores neither; the sizes agree
/// with the root frames of real files, the insets with the frames of views pinned to the safe
/// area (docs/STORYBOARDS.md §3).
public struct Device: Sendable {
  /// The `<device id>`.
  public var id: String
  /// The device's name.
  public var name: String
  /// The screen in points, portrait.
  public var size: Size
  /// The status bar or sensor housing at the top, portrait (for devices without one, what
  /// Interface Builder simulated before Xcode 11: see ``topInset(toolsVersion:)``).
  public var top: Double
  /// The home indicator at the bottom, portrait.
  public var bottom: Double
  /// Whether the screen has rounded corners and a sensor housing (the insets do not depend on
  /// the tools version then).
  public var hasHousing: Bool

  /// The devices by id.
  static func named(_ id: String) -> Device? { table[id] }

  /// The device a person names by its id (`retina6_1`) or its name (`iPhone 11`), in any case.
  public static func matching(_ name: String) -> Device? {
    let wanted = name.lowercased()
    return all.first { $0.id.lowercased() == wanted || $0.name.lowercased() == wanted }
  }

  /// Every device lyt knows, smallest first (phones, then iPads, then Apple TV).
  public static var all: [Device] { list }

  /// The top inset of the safe area in portrait: a device with a sensor housing keeps its
  /// inset; on the others Interface Builder simulated a 20-point status bar up to Xcode 10
  /// (tools versions below 14800) and none since.
  func topInset(toolsVersion: Double?) -> Double {
    if hasHousing { return top }
    return (toolsVersion ?? 0) < 14800 ? top : 0
  }

  private static let table = Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0) })

  private static let list: [Device] = {
    [
      Device(
        id: "retina3_5", name: "iPhone 4s", size: Size(width: 320, height: 480), top: 20, bottom: 0, hasHousing: false),
      Device(
        id: "retina4_0", name: "iPhone SE (1st generation)", size: Size(width: 320, height: 568), top: 20, bottom: 0,
        hasHousing: false),
      Device(
        id: "retina4_7", name: "iPhone 8", size: Size(width: 375, height: 667), top: 20, bottom: 0, hasHousing: false),
      Device(
        id: "retina5_5", name: "iPhone 8 Plus", size: Size(width: 414, height: 736), top: 20, bottom: 0,
        hasHousing: false),
      Device(
        id: "retina5_9", name: "iPhone XS", size: Size(width: 375, height: 812), top: 44, bottom: 34, hasHousing: true),
      Device(
        id: "retina6_1", name: "iPhone 11", size: Size(width: 414, height: 896), top: 44, bottom: 34, hasHousing: true),
      Device(
        id: "retina6_5", name: "iPhone XS Max", size: Size(width: 414, height: 896), top: 44, bottom: 34,
        hasHousing: true),
      Device(
        id: "retina5_4", name: "iPhone 12 mini", size: Size(width: 375, height: 812), top: 50, bottom: 34,
        hasHousing: true),
      Device(
        id: "retina6_12", name: "iPhone 12", size: Size(width: 390, height: 844), top: 47, bottom: 34, hasHousing: true),
      Device(
        id: "retina6_7", name: "iPhone 12 Pro Max", size: Size(width: 428, height: 926), top: 47, bottom: 34,
        hasHousing: true),
      Device(
        id: "retina6_3", name: "iPhone 15 Pro", size: Size(width: 393, height: 852), top: 59, bottom: 34,
        hasHousing: true),
      Device(
        id: "retina6_72", name: "iPhone 14 Pro Max", size: Size(width: 430, height: 932), top: 59, bottom: 34,
        hasHousing: true),
      Device(
        id: "ipad9_7", name: "iPad (9.7-inch)", size: Size(width: 768, height: 1024), top: 20, bottom: 0,
        hasHousing: false),
      Device(
        id: "ipad10_2", name: "iPad (10.2-inch)", size: Size(width: 810, height: 1080), top: 20, bottom: 0,
        hasHousing: false),
      Device(
        id: "ipad10_5", name: "iPad Pro (10.5-inch)", size: Size(width: 834, height: 1112), top: 20, bottom: 0,
        hasHousing: false),
      Device(
        id: "ipad11", name: "iPad Pro (11-inch)", size: Size(width: 834, height: 1194), top: 24, bottom: 20,
        hasHousing: true),
      Device(
        id: "ipad12_9", name: "iPad Pro (12.9-inch)", size: Size(width: 1024, height: 1366), top: 20, bottom: 0,
        hasHousing: false),
      Device(
        id: "ipad12_9rounded", name: "iPad Pro (12.9-inch, rounded)", size: Size(width: 1024, height: 1366), top: 24,
        bottom: 20, hasHousing: true),
      Device(
        id: "ipad10_9rounded", name: "iPad Air (10.9-inch)", size: Size(width: 820, height: 1180), top: 24, bottom: 20,
        hasHousing: true),
      Device(
        id: "appleTV", name: "Apple TV", size: Size(width: 1920, height: 1080), top: 60, bottom: 60, hasHousing: true),
    ]
  }()
}
