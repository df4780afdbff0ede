import Cassowary
import Layout

/// The value of an expression while the reader works out what a statement does.
enum CodeValue {
  /// A number.
  case number(Double)
  /// `true`, `YES`
  case bool(Bool)
  /// `nil`
  case null
  /// `self`
  case selfReference
  /// A view or built-in guide.
  case item(CodeItem)
  /// `v.layoutMarginsGuide`: lyt models margins as attributes of the view.
  case margins(CodeItem)
  /// `v.topAnchor`
  case anchor(CodeAnchor)
  /// A constraint the expression makes (not yet active).
  case constraint(CodeConstraint)
  /// Constraints that have ids: bound by `let` in this text or earlier.
  case bound([String])
  /// `[a, b]`; also an array the code fills (`constraints += …`).
  case list([CodeValue])
  /// `["a": a]`, `NSDictionaryOfVariableBindings(a)`: values by key, in order.
  case dictionary([Entry])
  /// A string literal, and where it is.
  case text(String, CodeRange)
  /// `constraints(withVisualFormat:…)`: made when activated (or bound).
  case visualFormat(CodeVisualFormat)
  /// `.equal`, `.top`, `NSLayoutAttributeTop`, `.defaultHigh`: the case name with a lower-case
  /// first letter.
  case enumCase(String)
  /// A priority.
  case priority(Priority)
  /// `NSLayoutConstraint`, `UILayoutPriority`, `CGFloat`, `UILabel`.
  case typeName(String)
  /// `UILabel()`, `[[UILabel alloc] init]`: a new view of a class; `frame` when it was made with
  /// one that is not zero (`UILabel(frame: CGRect(…))`, `initWithFrame:`).
  case newView(String, frame: Rect? = nil)
  /// `[UILabel alloc]`
  case allocated(String)
  /// `view.snp`: SnapKit's side of a view.
  case snp(CodeItem)
  /// `other.snp.bottom`, `other.mas_bottom`, `view.mas_safeAreaLayoutGuide` (no attribute: the
  /// attributes of the constraint it is a target of).
  case libraryAttributes(CodeItem, [Attribute])
  /// The `make` of a SnapKit or Masonry block.
  case maker
  /// `make.top.equalTo(…)…`: the description at this index of the block being read.
  case chain(Int)
  /// A size, a point or edge insets (`CGSize(width: 10, height: 20)`, `UIEdgeInsetsMake(…)`).
  case constant(CodeConstant)
  /// Constraints a call made and installed at once (PureLayout's `autoPinEdge…`).
  case installed([CodeConstraint])
  /// `[NSLayoutConstraint]()`, `NSMutableArray` and other things the reader knows but lyt has
  /// no use for.
  case other(String)

  /// One entry of a dictionary: its key, its value and where the value is written.
  struct Entry {
    var key: String
    var value: CodeValue
    var range: CodeRange
  }

  /// How the value is named in messages.
  var description: String {
    switch self {
    case .number: "a number"
    case .bool: "a Boolean"
    case .null: "nil"
    case .selfReference: "self"
    case .item(let item): "the view `\(item.view)`"
    case .margins(let item): "`\(item.view).layoutMarginsGuide`"
    case .anchor(let anchor): "the anchor `\(anchor.item.view).\(anchor.attribute)`"
    case .constraint: "a constraint"
    case .bound(let ids): ids.count == 1 ? "the constraint `\(ids[0])`" : "constraints"
    case .list: "an array"
    case .dictionary: "a dictionary"
    case .text: "a string"
    case .visualFormat: "constraints in the visual format"
    case .enumCase(let name): "`.\(name)`"
    case .priority: "a priority"
    case .typeName(let name): "the type `\(name)`"
    case .newView(let name, _): "a new \(name)"
    case .allocated(let name): "an allocated \(name)"
    case .snp(let item): "`\(item.view).snp`"
    case .libraryAttributes(let item, let attributes):
      "`\(item.view).\(attributes.map(\.rawValue).joined(separator: "."))`"
    case .maker: "the maker"
    case .chain: "a constraint being made"
    case .constant: "a size, point or insets"
    case .installed(let constraints): constraints.count == 1 ? "a constraint" : "constraints"
    case .other(let what): what
    }
  }
}
