import Cassowary
import Layout

/// A built-in layout guide of a view, as lyt models it (`VIEW.safeArea`, a scroll view's
/// `contentGuide` and `frameGuide`).
public enum CodeGuide: String, Hashable, Sendable {
  /// `safeAreaLayoutGuide`
  case safeArea
  /// `contentLayoutGuide` of a scroll view
  case contentGuide
  /// `frameLayoutGuide` of a scroll view
  case frameGuide
}

/// A view, or a built-in guide of a view, as the code names it: `self.titleLabel` is the view
/// `titleLabel`, `view.safeAreaLayoutGuide` the guide `view.safeArea`.
public struct CodeItem: Hashable, Sendable {
  /// The view's name: the last name of the path the code wrote (`self.header.titleLabel` →
  /// `titleLabel`).
  public var view: String
  /// The guide of that view, if the code named one.
  public var guide: CodeGuide?
  /// Where the code names it.
  public var range: CodeRange
  /// Whether the item is the superview of `view` rather than `view` itself (SnapKit's
  /// `equalToSuperview()`, PureLayout's `…ToSuperviewEdge`, `view.superview`); `guide` is then a
  /// guide of that superview.
  public var isSuperview = false

  /// An item from its parts.
  public init(view: String, guide: CodeGuide? = nil, range: CodeRange, isSuperview: Bool = false) {
    self.view = view
    self.guide = guide
    self.range = range
    self.isSuperview = isSuperview
  }

  /// The superview of this item's view.
  var superview: CodeItem { CodeItem(view: view, range: range, isSuperview: true) }
}

/// One side of a constraint: an item and one of its attributes.
public struct CodeAnchor: Hashable, Sendable {
  /// The view or guide.
  public var item: CodeItem
  /// The attribute (margin attributes for `layoutMarginsGuide`'s anchors).
  public var attribute: Attribute
}

/// A constraint a statement makes, in Apple's form:
/// `first RELATION multiplier × second + constant @priority`.
public struct CodeConstraint: Hashable, Sendable {
  /// The first item and attribute.
  public var first: CodeAnchor
  /// The relation.
  public var relation: Relation
  /// The second item and attribute; nil for a constant (`equalToConstant:`, `toItem: nil`).
  public var second: CodeAnchor?
  /// The multiplier (1 unless the code gave one).
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority (required unless the code set one).
  public var priority: Priority
  /// The code that makes it.
  public var range: CodeRange
  /// The library whose call made it (SnapKit's `makeConstraints`, Masonry's
  /// `mas_makeConstraints`, PureLayout's `autoPinEdge…`); nil for anchors and
  /// `NSLayoutConstraint`.
  public var library: CodeLibrary? = nil
  /// The id it gets when the code does not name it, as lyt's `distribute` names its
  /// constraints (`distribute.b.left`; the first free of it, `….2`, `….3`, …); nil for the next
  /// `cN`.
  public var label: String? = nil
}

/// What one statement does to a session, in order.
public enum CodeEffect: Hashable, Sendable {
  /// Make a constraint, named `id` when the code bound it (`let id = …`), active or not.
  case add(CodeConstraint, id: String?, active: Bool)
  /// `constraints(withVisualFormat:…)`: the constraints lyt's VFL reader makes of it, named
  /// `name.1`, `name.2`, … when the code binds them (`let name = …`), else as a VFL line names
  /// them (`H.root-a`); `handle` lets ``setFormatActive(handle:_:at:)`` find them again.
  case addVisualFormat(CodeVisualFormat, name: String?, active: Bool)
  /// Activates or deactivates the constraints an earlier ``addVisualFormat(_:name:active:)`` of
  /// the same read made (by its format's handle).
  case setFormatActive(handle: Int, Bool, at: CodeRange)
  /// `c.isActive = …`, `NSLayoutConstraint.activate([c])`, `view.addConstraint(c)`.
  case setActive(id: String, Bool, at: CodeRange)
  /// `c.constant = …`
  case setConstant(id: String, Double, at: CodeRange)
  /// SnapKit's `c.update(offset:)` / `update(inset:)`, Masonry's `c.offset = …` / `c.insets = …`:
  /// the constant follows from the value by the rules of the library that made the constraint
  /// (``CodeConstant/value(for:in:)``).
  case updateConstant(id: String, CodeConstant, at: CodeRange)
  /// `remakeConstraints` and `removeConstraints()`: every active constraint `library` made with
  /// this item as first item is taken out (the ones the code holds by a name are deactivated).
  case removeLibraryConstraints(of: CodeItem, CodeLibrary, at: CodeRange)
  /// `updateConstraints` / `mas_updateConstraints`: each constraint changes the constant of the
  /// active one of the library that matches it (same items, attributes, relation, multiplier and
  /// priority); what matches nothing is added (Masonry, or SnapKit on a view with none of its
  /// constraints) or refused (SnapKit otherwise).
  case updateLibraryConstraints(of: CodeItem, CodeLibrary, [CodeConstraint], at: CodeRange)
  /// `c.priority = …`
  case setPriority(id: String, Priority, at: CodeRange)
  /// SnapKit's `c.update(priority:)`: the priority changes only from one below required to
  /// another below required; SnapKit leaves it as it is otherwise.
  case updatePriority(id: String, Priority, at: CodeRange)
  /// `parent.addSubview(child)`
  case addSubview(child: CodeItem, parent: CodeItem)
  /// `v.translatesAutoresizingMaskIntoConstraints = false|true`
  case translatesAutoresizingMask(CodeItem, Bool)
  /// `v.frame = CGRect(x:y:width:height:)`, or a view made with a frame that is not zero: the
  /// view translates its autoresizing mask from that frame (unless the code turns it off).
  case frame(CodeItem, Rect, at: CodeRange)
  /// `v.autoresizingMask = [.flexibleWidth, .flexibleHeight]`, `UIViewAutoresizingFlexibleWidth | …`.
  case autoresizingMask(CodeItem, AutoresizingMask, at: CodeRange)
  /// `setContentHuggingPriority(_:for:)` (`hugging` true) or
  /// `setContentCompressionResistancePriority(_:for:)`.
  case contentPriority(CodeItem, hugging: Bool, axis: Axis, Priority)
  /// `v.layoutMargins = UIEdgeInsets(top:left:bottom:right:)` (or `UIEdgeInsetsMake(…)`).
  case layoutMargins(CodeItem, EdgeInsets, at: CodeRange)
  /// `let padding: CGFloat = 16`: a number lyt keeps as a metric.
  case metric(String, Double, at: CodeRange)
  /// `let label = UILabel()`: a view of that class, made when it is first used.
  case declareView(String, className: String, at: CodeRange)
  /// A statement that only frames layout code (a function header, a brace,
  /// `super.viewDidLoad()`) or sets a property that has no effect on layout (`label.text = …`).
  case skip(String, at: CodeRange)
}

/// One statement of pasted code and what it does.
public struct CodeStatement: Hashable, Sendable {
  /// The statement's text, as written.
  public var text: String
  /// Where it is.
  public var range: CodeRange
  /// What it does, in order.
  public var effects: [CodeEffect]
}

/// What the reader needs to know of the session it reads code for.
public struct CodeContext: Sendable {
  /// Numbers by name (lyt's metrics).
  public var metrics: [String: Double]
  /// The ids of constraints that exist already (bound by earlier code).
  public var constraintIDs: Set<String>

  /// A context from its parts.
  public init(metrics: [String: Double] = [:], constraintIDs: Set<String> = []) {
    self.metrics = metrics
    self.constraintIDs = constraintIDs
  }
}
