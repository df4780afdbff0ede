/// An object as a constraint description prints it: `UILabel:0x7f8…'Title'`,
/// `WordPress.AppFeedbackPromptView:0x…`, `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`, a Masonry
/// key (`UILabel:messageLabel`) or a bare accessibility identifier (`Header.closeButton`).
public struct LogObjectReference: Hashable, Sendable {
  /// The runtime class, module prefix included (`UILabel`, `MyApp.CardView`); empty for a bare
  /// identifier.
  public var className: String
  /// The address without `0x`, lower case (`7fa67503ae00`), or nil.
  public var address: String?
  /// A Masonry `mas_key` (or another non-address tag after the colon).
  public var key: String?
  /// The label text, button title or guide identifier printed in single quotes.
  public var quoted: String?
  /// A bare identifier printed instead of class and address (UIKit accessibility identifier).
  public var identifier: String?

  /// Creates a reference.
  public init(
    className: String, address: String? = nil, key: String? = nil, quoted: String? = nil, identifier: String? = nil
  ) {
    self.className = className
    self.address = address
    self.key = key
    self.quoted = quoted
    self.identifier = identifier
  }

  /// What identifies the object within one log: the address when there is one.
  public var identity: String {
    if let address { return "0x" + address }
    if let key { return className + ":" + key }
    if let identifier { return "id:" + identifier }
    return className + "'" + (quoted ?? "") + "'"
  }

  /// The class without its module (`MyApp.CardView` → `CardView`).
  public var shortClassName: String {
    guard let dot = className.lastIndex(of: ".") else { return className }
    return String(className[className.index(after: dot)...])
  }

  /// Whether the object is a layout guide rather than a view.
  public var isGuide: Bool {
    let name = shortClassName
    return name.hasSuffix("LayoutGuide") || name == "_UILayoutSpacer" || name.hasSuffix("GapGuide")
  }

  /// Whether the object is a view's layout-margins guide.
  public var isMarginsGuide: Bool { isGuide && quoted == "UIViewLayoutMarginsGuide" }

  /// Whether the object is a view's safe-area guide.
  public var isSafeAreaGuide: Bool { isGuide && quoted == "UIViewSafeAreaLayoutGuide" }
}
