import Layout

/// Which framework printed a log.
public enum LogPlatform: String, Sendable {
  /// iOS, iPadOS, tvOS, Mac Catalyst: UIKit's views and messages.
  case uikit = "UIKit"
  /// macOS: AppKit's views (`NSView`, `NSTextField`) and its colon form of the message.
  case appkit = "AppKit"
}

/// Who made each constraint of a log — the app, the framework, or an autoresizing mask — from
/// its class, its identifier and the objects it names (docs/EXPLAIN-LOG.md, "Whose constraint
/// is it"). Advice changes only the app's.
enum LogOwnership {
  /// Identifiers the frameworks give their own constraints.
  static let systemIdentifierPrefixes = [
    "UIView-", "NSView-", "UISV-", "_UI", "_NS", "IB_", "UIButtonBar", "NSStackView", "NSWindow-",
    "UIInputWindowController-", "UIViewSafeAreaLayoutGuide-", "UIKB", "UIKeyboard", "NSTitlebar", "NSToolbar",
  ]

  /// Class-name prefixes of views the frameworks keep to themselves: private classes (a leading
  /// underscore) and the keyboard, text-effect, Spotlight and message-entry windows and views
  /// that show up in apps' logs.
  static let frameworkClassPrefixes = [
    "_", "UIInputSet", "UIKeyboard", "UIKB", "UITextEffects", "UIRemoteKeyboard", "UICompatibilityInput",
    "UIInputWindowController", "SPUI", "CKMessageEntry", "NSTitlebar", "NSThemeFrame", "NSToolbarView",
    "NSSplitDivider", "NSTextContentView",
  ]

  /// Private classes that apps nonetheless lay their views out in: a table's header and footer
  /// content view, the top and bottom layout guides.
  static let containerClasses: Set<String> = [
    "_UITableViewHeaderFooterContentView", "_UILayoutGuide", "_UILayoutSpacer",
  ]

  /// Whether a class is one of the framework's own (see ``frameworkClassPrefixes``), not one the
  /// app lays its views out in.
  static func isFrameworkClass(_ className: String) -> Bool {
    let short = className.split(separator: ".").last.map(String.init) ?? className
    return !containerClasses.contains(short) && frameworkClassPrefixes.contains { short.hasPrefix($0) }
  }

  /// Whether a class is a plain view class of UIKit or AppKit, which the app and the framework
  /// both use (`UIView`, `NSView`).
  static func isPlainViewClass(_ className: String) -> Bool {
    className == "UIView" || className == "NSView"
  }

  /// The owner of a constraint of `system`.
  static func owner(of constraint: LogConstraint, in system: LogSystem) -> ConstraintOwner {
    guard !constraint.implicit, let description = constraint.description else { return .system }
    switch description.origin {
    case .autoresizingMask: return .autoresizing
    case .encapsulatedLayout, .temporaryLayout, .stackView, .guidePin, .layoutSupport, .contentSize, .prototyping:
      return .system
    case .app: break
    }
    if let identifier = description.identifier, systemIdentifierPrefixes.contains(where: identifier.hasPrefix) {
      return .system
    }
    // SnapKit and Masonry make the app's constraints.
    if description.className.hasPrefix("SnapKit.") || description.className.hasPrefix("MAS") { return .app }
    let objects = [description.first.object] + (description.second.map { [$0.object] } ?? [])
    if objects.allSatisfy({ isFrameworkClass($0.className) }) { return .system }
    // A log among the framework's own views and plain UIKit or AppKit ones only (Spotlight's
    // header laying out a label and a button): no view in it is the app's.
    if frameworkOnlyLog(system) { return .system }
    // A cell's content view given a fixed size without an identifier: the table or collection
    // view's (before UIKit named it UIView-Encapsulated-Layout-*).
    if description.second == nil, description.first.attribute.isDimension,
      description.first.object.shortClassName.hasSuffix("CellContentView")
    {
      return .system
    }
    // A plain view asked to be narrower than nothing: UIKit's action sheets do it
    // (`UIView.width == - 16`); an app never writes it.
    if description.second == nil, description.first.attribute.isDimension, description.constant < 0,
      isPlainViewClass(description.first.object.className)
    {
      return .system
    }
    return .app
  }

  /// Whether a class is the app's own: neither a framework class nor a public UIKit or AppKit
  /// one (`DuckDuckGo.ToolbarView`, `GWWLabel`, `SKTagView`).
  static func isAppClass(_ className: String) -> Bool {
    if className.contains(".") { return !isFrameworkClass(className) }
    return !isFrameworkClass(className) && !className.hasPrefix("UI") && !className.hasPrefix("NS")
  }

  /// Whether every view of a log is the framework's own or a plain UIKit or AppKit class, and at
  /// least one is the framework's own.
  static func frameworkOnlyLog(_ system: LogSystem) -> Bool {
    // Layout guides say nothing (apps pin their views to the framework's `_UILayoutGuide`s).
    let classes = system.objects.filter { !$0.isGuide }.compactMap { $0.reference?.className }.filter { !$0.isEmpty }
    return classes.contains(where: isFrameworkClass) && !classes.contains(where: isAppClass)
  }

  /// The framework that printed `system`: AppKit when its views are mostly `NS` classes.
  static func platform(of system: LogSystem) -> LogPlatform {
    let classes = system.objects.compactMap { $0.reference?.shortClassName }
    let appKit = classes.filter { $0.hasPrefix("NS") || $0.hasPrefix("_NS") }.count
    let uiKit = classes.filter { $0.hasPrefix("UI") || $0.hasPrefix("_UI") }.count
    return appKit > uiKit ? .appkit : .uikit
  }
}
