import Layout

/// What lyt knows about each view element Interface Builder writes: the framework class, the
/// name its outline shows for an unnamed view, and whether the view has an intrinsic content
/// size (which lyt takes from the stored frame, since it cannot measure fonts or images).
struct ViewClass: Sendable {
  /// Which axes have an intrinsic size.
  enum Intrinsic: Sendable {
    /// None (a plain view, a container, a stack view).
    case none
    /// Both axes (labels, buttons, switches).
    case both
    /// Only the height (sliders, progress views, bars).
    case heightOnly
    /// An image view: its image's size when the file's resources give it.
    case image
    /// A text view: both axes when scrolling is off, else none.
    case textView
  }

  /// The UIKit class (`UILabel`).
  var uiKit: String
  /// The AppKit class (`NSTextField`).
  var appKit: String
  /// The outline's name for an unnamed view (`Label`).
  var displayName: String
  /// The intrinsic axes.
  var intrinsic: Intrinsic
  /// The insets from the frame to the alignment rectangle that constraints place (UIKit).
  var alignmentInsets = EdgeInsets.zero
  /// The system font size of its text when the file gives none, or nil for a view without text.
  var defaultFontSize: Double?

  /// The class of element `name` (an unknown element: a plain view named after the element).
  static func of(_ name: String) -> ViewClass {
    if let known = table[name] { return known }
    let words = ViewNames.words(ofIdentifier: name)
    let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return ViewClass(
      uiKit: "UI" + joined, appKit: "NS" + joined, displayName: words.joined(separator: " "), intrinsic: .none)
  }

  /// Whether lyt knows the element as a view.
  static func isKnown(_ name: String) -> Bool { table[name] != nil }

  private static let table: [String: ViewClass] = [
    "view": ViewClass(uiKit: "UIView", appKit: "NSView", displayName: "View", intrinsic: .none),
    "customView": ViewClass(uiKit: "UIView", appKit: "NSView", displayName: "Custom View", intrinsic: .none),
    "label": ViewClass(
      uiKit: "UILabel", appKit: "NSTextField", displayName: "Label", intrinsic: .both, defaultFontSize: 17),
    "button": ViewClass(
      uiKit: "UIButton", appKit: "NSButton", displayName: "Button", intrinsic: .both, defaultFontSize: 15),
    "textField": ViewClass(
      uiKit: "UITextField", appKit: "NSTextField", displayName: "Text Field", intrinsic: .both, defaultFontSize: 14),
    "secureTextField": ViewClass(
      uiKit: "UITextField", appKit: "NSSecureTextField", displayName: "Secure Text Field", intrinsic: .both),
    "searchField": ViewClass(
      uiKit: "UITextField", appKit: "NSSearchField", displayName: "Search Field", intrinsic: .both),
    "comboBox": ViewClass(uiKit: "UIView", appKit: "NSComboBox", displayName: "Combo Box", intrinsic: .both),
    "popUpButton": ViewClass(
      uiKit: "UIButton", appKit: "NSPopUpButton", displayName: "Pop Up Button", intrinsic: .both),
    "textView": ViewClass(uiKit: "UITextView", appKit: "NSTextView", displayName: "Text View", intrinsic: .textView),
    "imageView": ViewClass(uiKit: "UIImageView", appKit: "NSImageView", displayName: "Image View", intrinsic: .image),
    "switch": ViewClass(uiKit: "UISwitch", appKit: "NSSwitch", displayName: "Switch", intrinsic: .both),
    "slider": ViewClass(
      uiKit: "UISlider", appKit: "NSSlider", displayName: "Slider", intrinsic: .heightOnly,
      alignmentInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)),
    "stepper": ViewClass(uiKit: "UIStepper", appKit: "NSStepper", displayName: "Stepper", intrinsic: .both),
    "segmentedControl": ViewClass(
      uiKit: "UISegmentedControl", appKit: "NSSegmentedControl", displayName: "Segmented Control", intrinsic: .both),
    "activityIndicatorView": ViewClass(
      uiKit: "UIActivityIndicatorView", appKit: "NSProgressIndicator", displayName: "Activity Indicator View",
      intrinsic: .both),
    "progressView": ViewClass(
      uiKit: "UIProgressView", appKit: "NSProgressIndicator", displayName: "Progress View", intrinsic: .heightOnly),
    "progressIndicator": ViewClass(
      uiKit: "UIView", appKit: "NSProgressIndicator", displayName: "Progress Indicator", intrinsic: .heightOnly),
    "pageControl": ViewClass(uiKit: "UIPageControl", appKit: "NSView", displayName: "Page Control", intrinsic: .both),
    "datePicker": ViewClass(
      uiKit: "UIDatePicker", appKit: "NSDatePicker", displayName: "Date Picker", intrinsic: .both),
    "pickerView": ViewClass(
      uiKit: "UIPickerView", appKit: "NSView", displayName: "Picker View", intrinsic: .heightOnly),
    "searchBar": ViewClass(uiKit: "UISearchBar", appKit: "NSView", displayName: "Search Bar", intrinsic: .heightOnly),
    "navigationBar": ViewClass(
      uiKit: "UINavigationBar", appKit: "NSView", displayName: "Navigation Bar", intrinsic: .heightOnly),
    "toolbar": ViewClass(uiKit: "UIToolbar", appKit: "NSView", displayName: "Toolbar", intrinsic: .heightOnly),
    "tabBar": ViewClass(uiKit: "UITabBar", appKit: "NSView", displayName: "Tab Bar", intrinsic: .heightOnly),
    "stackView": ViewClass(uiKit: "UIStackView", appKit: "NSStackView", displayName: "Stack View", intrinsic: .none),
    "scrollView": ViewClass(
      uiKit: "UIScrollView", appKit: "NSScrollView", displayName: "Scroll View", intrinsic: .none),
    "tableView": ViewClass(uiKit: "UITableView", appKit: "NSTableView", displayName: "Table View", intrinsic: .none),
    "collectionView": ViewClass(
      uiKit: "UICollectionView", appKit: "NSCollectionView", displayName: "Collection View", intrinsic: .none),
    "tableViewCell": ViewClass(
      uiKit: "UITableViewCell", appKit: "NSTableCellView", displayName: "Table View Cell", intrinsic: .none),
    "tableViewCellContentView": ViewClass(
      uiKit: "UITableViewCellContentView", appKit: "NSView", displayName: "Content View", intrinsic: .none),
    "collectionViewCell": ViewClass(
      uiKit: "UICollectionViewCell", appKit: "NSView", displayName: "Collection View Cell", intrinsic: .none),
    "collectionViewCellContentView": ViewClass(
      uiKit: "UIView", appKit: "NSView", displayName: "Content View", intrinsic: .none),
    "collectionReusableView": ViewClass(
      uiKit: "UICollectionReusableView", appKit: "NSView", displayName: "Collection Reusable View", intrinsic: .none),
    "tableViewHeaderFooterView": ViewClass(
      uiKit: "UITableViewHeaderFooterView", appKit: "NSView", displayName: "Table View Header Footer View",
      intrinsic: .none),
    "containerView": ViewClass(uiKit: "UIView", appKit: "NSView", displayName: "Container View", intrinsic: .none),
    "visualEffectView": ViewClass(
      uiKit: "UIVisualEffectView", appKit: "NSVisualEffectView", displayName: "Visual Effect View", intrinsic: .none),
    "mapView": ViewClass(uiKit: "MKMapView", appKit: "MKMapView", displayName: "Map View", intrinsic: .none),
    "webView": ViewClass(uiKit: "UIWebView", appKit: "WebView", displayName: "Web View", intrinsic: .none),
    "wkWebView": ViewClass(uiKit: "WKWebView", appKit: "WKWebView", displayName: "Web View", intrinsic: .none),
    "box": ViewClass(uiKit: "UIView", appKit: "NSBox", displayName: "Box", intrinsic: .none),
    "clipView": ViewClass(uiKit: "UIView", appKit: "NSClipView", displayName: "Clip View", intrinsic: .none),
    "splitView": ViewClass(uiKit: "UIView", appKit: "NSSplitView", displayName: "Split View", intrinsic: .none),
    "tabView": ViewClass(uiKit: "UIView", appKit: "NSTabView", displayName: "Tab View", intrinsic: .none),
    "outlineView": ViewClass(uiKit: "UIView", appKit: "NSOutlineView", displayName: "Outline View", intrinsic: .none),
    "tableCellView": ViewClass(
      uiKit: "UIView", appKit: "NSTableCellView", displayName: "Table Cell View", intrinsic: .none),
    "scroller": ViewClass(uiKit: "UIView", appKit: "NSScroller", displayName: "Scroller", intrinsic: .none),
    "glkView": ViewClass(uiKit: "GLKView", appKit: "NSView", displayName: "GLKit View", intrinsic: .none),
    "sceneKitView": ViewClass(uiKit: "SCNView", appKit: "SCNView", displayName: "SceneKit View", intrinsic: .none),
    "skView": ViewClass(uiKit: "SKView", appKit: "SKView", displayName: "SpriteKit View", intrinsic: .none),
    "arscnView": ViewClass(uiKit: "ARSCNView", appKit: "NSView", displayName: "ARKit SceneKit View", intrinsic: .none),
    "arskView": ViewClass(uiKit: "ARSKView", appKit: "NSView", displayName: "ARKit SpriteKit View", intrinsic: .none),
    "mtkView": ViewClass(uiKit: "MTKView", appKit: "MTKView", displayName: "MetalKit View", intrinsic: .none),
  ]
}

/// Turning identifiers into words and words into identifiers.
enum ViewNames {
  /// `activityIndicatorView` → `["activity", "Indicator", "View"]` with the first word
  /// capitalised: `Activity Indicator View`; `HogeWrapView` → `Hoge Wrap View` (how Interface
  /// Builder's outline shows a custom class).
  static func words(ofIdentifier identifier: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in identifier {
      let startsWord =
        character.isUppercase && !(previous?.isUppercase ?? true)
        || (character.isNumber && !(previous?.isNumber ?? true))
      if startsWord && !current.isEmpty {
        words.append(current)
        current = ""
      }
      if character == "_" || character == " " {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    guard let first = words.first else { return [] }
    words[0] = first.prefix(1).uppercased() + first.dropFirst()
    return words
  }
}
