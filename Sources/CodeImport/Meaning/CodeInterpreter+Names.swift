import Cassowary
import Layout

extension CodeInterpreter {
  /// The value of an expression; calls that activate or add constraints append their effects.
  mutating func evaluate(_ expression: CodeExpression, asStatement: Bool = false) throws(CodeError) -> CodeValue {
    switch expression.kind {
    case .name(let name):
      return try checkedName(name, at: expression.range)
    case .number(let number):
      return .number(number)
    case .string(let text):
      return .text(text, expression.focus)
    case .closure:
      throw CodeError(
        "a closure is not understood here", at: expression.focus,
        hint: "lyt reads the blocks of SnapKit's and Masonry's make/remake/updateConstraints")
    case .implicitMember(let name):
      return .enumCase(Self.caseName(name))
    case .member(let base, let name):
      return try member(name, of: try evaluate(base), at: expression)
    case .call(let callee, let arguments):
      return try call(callee, arguments, at: expression)
    case .message(let receiver, let selector, let arguments):
      return try message(selector, to: receiver, arguments, at: expression)
    case .array(let elements):
      var values: [CodeValue] = []
      for element in elements { values.append(try evaluate(element)) }
      return .list(values)
    case .dictionary(let entries):
      return try dictionaryValue(entries)
    case .binary("+", let left, let right):
      // `h + v`: two arrays of constraints joined; else a sum of numbers.
      let first = try evaluate(left)
      guard Self.holdsConstraints(first) else { return .number(try numberValue(expression)) }
      return .list([first, try evaluate(right)])
    case .binary, .negate:
      return .number(try numberValue(expression))
    }
  }

  /// A name as a value, refusing the names lyt cannot place: an anchor or guide with no view
  /// before it (code inside a view's own methods), the pre-iOS 11 layout guides.
  func checkedName(_ name: String, at range: CodeRange) throws(CodeError) -> CodeValue {
    if locals[name] == nil {
      if name == "topLayoutGuide" || name == "bottomLayoutGuide" {
        throw CodeError(
          "lyt has no `\(name)` (deprecated since iOS 11)", at: range,
          hint: "use the safe area: `view.safeAreaLayoutGuide.\(name == "topLayoutGuide" ? "top" : "bottom")Anchor`")
      }
      if Self.anchorAttributes[name] != nil || (name.hasSuffix("LayoutGuide") && !Self.isTypeName(name))
        || name == "snp"
      {
        throw CodeError(
          "`\(name)` of which view?", at: range,
          hint: "code inside a view's own methods means `self.\(name)`; write the view's name before it")
      }
    }
    return value(ofName: name, at: range)
  }

  /// `Top` → `top`, `NotAnAttribute` → `notAnAttribute`.
  static func caseName(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
  }

  /// The value a bare name stands for.
  func value(ofName name: String, at range: CodeRange) -> CodeValue {
    switch name {
    case "self": return .selfReference
    case "true", "YES": return .bool(true)
    case "false", "NO": return .bool(false)
    case "nil", "Nil", "NULL": return .null
    default: break
    }
    if let local = locals[name] { return local }
    if let metric = context.metrics[name] { return .number(metric) }
    if context.constraintIDs.contains(name) { return .bound([name]) }
    if let constant = Self.objectiveCConstant(name) { return constant }
    if Self.isTypeName(name) { return .typeName(name) }
    return .item(CodeItem(view: name, range: range))
  }

  /// `UILabel`, `NSLayoutConstraint`, `CGFloat`: names of classes and types, not views.
  static func isTypeName(_ name: String) -> Bool {
    let prefixes = ["UI", "NS", "CG", "MK", "WK"]
    let plain: Set<String> = ["Double", "Float", "Int", "CGFloat"]
    if plain.contains(name) || name == "ALEdgeInsetsMake" { return true }
    return prefixes.contains { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }
  }

  /// `NSLayoutAttributeTop`, `NSLayoutRelationEqual`, `UILayoutPriorityDefaultHigh`.
  static func objectiveCConstant(_ name: String) -> CodeValue? {
    for prefix in ["NSLayoutAttribute", "NSLayoutRelation"] where name.hasPrefix(prefix) && name.count > prefix.count {
      return .enumCase(caseName(String(name.dropFirst(prefix.count))))
    }
    for prefix in ["UILayoutPriority", "NSLayoutPriority"] where name.hasPrefix(prefix) && name.count > prefix.count {
      if let priority = namedPriority(caseName(String(name.dropFirst(prefix.count)))) { return .priority(priority) }
    }
    let masonryPriorities: [String: Priority] = [
      "MASLayoutPriorityRequired": .required, "MASLayoutPriorityDefaultHigh": .defaultHigh,
      "MASLayoutPriorityDefaultMedium": 500, "MASLayoutPriorityDefaultLow": .defaultLow,
      "MASLayoutPriorityFittingSizeLevel": .fittingSizeLevel,
    ]
    if let priority = masonryPriorities[name] { return .priority(priority) }
    if name == "MASAxisTypeHorizontal" || name == "MASAxisTypeVertical" {
      return .enumCase(caseName(String(name.dropFirst("MASAxisType".count))))
    }
    // PureLayout's ALEdgeTop, ALAxisVertical, ALDimensionWidth, ALAttributeBottom.
    for prefix in ["ALEdge", "ALAxis", "ALDimension", "ALAttribute", "ALMargin"]
    where name.hasPrefix(prefix) && name.count > prefix.count && !name.hasPrefix("ALEdgeInsets") {
      return .enumCase(caseName(String(name.dropFirst(prefix.count))))
    }
    if ["UIEdgeInsetsZero", "NSEdgeInsetsZero", "ALEdgeInsetsZero", "CGSizeZero", "CGPointZero"].contains(name) {
      return .enumCase("zero")
    }
    return nil
  }

  /// `.required`, `.defaultHigh`, … (UIKit's and AppKit's names).
  static func namedPriority(_ name: String) -> Priority? {
    switch name {
    case "required": .required
    case "defaultHigh": .defaultHigh
    case "defaultLow": .defaultLow
    case "fittingSizeLevel", "fittingSizeCompression": .fittingSizeLevel
    case "dragThatCanResizeScene", "dragThatCanResizeWindow": .dragThatCanResizeScene
    case "sceneSizeStayPut", "windowSizeStayPut": .sceneSizeStayPut
    case "dragThatCannotResizeScene", "dragThatCannotResizeWindow": .dragThatCannotResizeScene
    default: nil
    }
  }

  /// Nested type names: `NSLayoutConstraint.Attribute`, `UILayoutPriority`'s members.
  private static let nestedTypes: Set<String> = ["Attribute", "Relation", "Priority", "Axis", "FormatOptions"]

  /// `base.name`.
  mutating func member(_ name: String, of base: CodeValue, at expression: CodeExpression) throws(CodeError)
    -> CodeValue
  {
    if name == "rawValue" {
      switch base {
      case .priority(let priority): return .number(priority.value)
      case .enumCase(let caseName):
        if let priority = Self.namedPriority(caseName) { return .number(priority.value) }
      default: break
      }
    }
    switch base {
    case .selfReference:
      let deprecatedGuide = name == "topLayoutGuide" || name == "bottomLayoutGuide"
      if !deprecatedGuide
        && (name.hasSuffix("Anchor") || name.hasSuffix("Guide") || name == "snp" || name.hasPrefix("mas_"))
      {
        throw CodeError(
          "`self.\(name)`: lyt does not know which view `self` is", at: expression.focus,
          hint: "write the view's name in place of `self` (as lyt knows it)")
      }
      return try checkedName(name, at: expression.focus)
    case .typeName(let type):
      if Self.nestedTypes.contains(name) { return .typeName(type + "." + name) }
      if name == "new" { return .newView(type) }
      return .enumCase(Self.caseName(name))
    case .item(let item):
      return try member(name, of: item, at: expression)
    case .margins(let item):
      guard name.hasSuffix("Anchor") else { break }
      return .anchor(try marginAnchor(name, of: item, at: expression))
    case .maker:
      return try makerMember(name, at: expression)
    case .chain(let index):
      return try chainMember(name, index, at: expression)
    case .snp(let item):
      guard let attributes = Self.libraryAttributes(name, .snapKit) else { break }
      return .libraryAttributes(item, attributes)
    case .constant(let constant):
      if let number = Self.component(name, of: constant) { return .number(number) }
    default:
      break
    }
    throw CodeError("`\(name)` of \(base.description) is not understood", at: expression.focus)
  }

  /// `insets.top`, `size.width`, `point.x`.
  private static func component(_ name: String, of constant: CodeConstant) -> Double? {
    switch (constant, name) {
    case (.insets(let top, _, _, _), "top"): top
    case (.insets(_, let left, _, _), "left"): left
    case (.insets(_, _, let bottom, _), "bottom"): bottom
    case (.insets(_, _, _, let right), "right"): right
    case (.size(let width, _), "width"): width
    case (.size(_, let height), "height"): height
    case (.point(let x, _), "x"): x
    case (.point(_, let y), "y"): y
    default: nil
    }
  }

  /// A member of a view: an anchor, a guide, or a subview kept in a property.
  private func member(_ name: String, of item: CodeItem, at expression: CodeExpression) throws(CodeError)
    -> CodeValue
  {
    if name.hasSuffix("Anchor") {
      guard let attribute = Self.anchorAttributes[name] else {
        throw CodeError("unknown anchor `\(name)`", at: expression.focus)
      }
      return .anchor(CodeAnchor(item: item, attribute: attribute))
    }
    // Masonry without its prefix (MAS_SHORTHAND): in a block, `superview.top` is `superview.mas_top`.
    if block?.library == .masonry, !item.isSuperview, let attributes = Self.libraryAttributes(name, .masonry) {
      return .libraryAttributes(item, attributes)
    }
    var guide: CodeGuide?
    switch name {
    case "safeAreaLayoutGuide": guide = .safeArea
    case "contentLayoutGuide": guide = .contentGuide
    case "frameLayoutGuide": guide = .frameGuide
    case "layoutMarginsGuide":
      if item.guide == nil { return .margins(item) }
    case "readableContentGuide":
      throw CodeError(
        "lyt has no readable content guide", at: expression.focus,
        hint: "its width follows Dynamic Type; use `layoutMarginsGuide`, or a guide of your own (`add guide`)")
    case "superview" where item.guide == nil && !item.isSuperview:
      return .item(item.superview)
    case "superview", "window":
      throw CodeError(
        "`\(name)` is not understood", at: expression.focus, hint: "name the view itself, as lyt knows it")
    case "snp" where item.guide == nil || item.guide == .safeArea:
      return .snp(item)
    default:
      if let attributes = try Self.prefixedAttributes(name, of: item, at: expression) {
        return .libraryAttributes(attributes.item, attributes.attributes)
      }
      if item.guide == nil { return .item(CodeItem(view: name, range: expression.focus)) }
    }
    guard let guide, item.guide == nil else {
      throw CodeError("`\(name)` of a layout guide is not understood", at: expression.focus)
    }
    var guideItem = item
    guideItem.guide = guide
    guideItem.range = item.range.union(expression.focus)
    return .item(guideItem)
  }

  /// SnapKit 0.x's `view.snp_bottom` and Masonry's `view.mas_bottom`,
  /// `view.mas_safeAreaLayoutGuideTop`, `view.mas_safeAreaLayoutGuide`; nil for other names.
  private static func prefixedAttributes(_ name: String, of item: CodeItem, at expression: CodeExpression)
    throws(CodeError) -> (item: CodeItem, attributes: [Attribute])?
  {
    let library: CodeLibrary
    if name.hasPrefix("snp_") {
      library = .snapKit
    } else if name.hasPrefix("mas_") {
      library = .masonry
    } else {
      return nil
    }
    var rest = String(name.dropFirst(4))
    var target = item
    if rest.hasPrefix("safeAreaLayoutGuide") {
      rest = caseName(String(rest.dropFirst("safeAreaLayoutGuide".count)))
      target.guide = .safeArea
      if rest.isEmpty { return (target, []) }
    }
    if rest.hasPrefix("topLayoutGuide") || rest.hasPrefix("bottomLayoutGuide") {
      throw CodeError(
        "lyt has no `\(name)` (the layout guides are deprecated since iOS 11)", at: expression.focus,
        hint: "use the safe area: `mas_safeAreaLayoutGuideTop`")
    }
    guard let attributes = libraryAttributes(rest, library) else {
      throw CodeError("unknown attribute `\(name)`", at: expression.focus)
    }
    return (target, attributes)
  }

  /// An anchor of `layoutMarginsGuide`: the view's margin attribute.
  private func marginAnchor(_ name: String, of item: CodeItem, at expression: CodeExpression) throws(CodeError)
    -> CodeAnchor
  {
    let margins: [String: Attribute] = [
      "leftAnchor": .leftMargin, "rightAnchor": .rightMargin, "topAnchor": .topMargin, "bottomAnchor": .bottomMargin,
      "leadingAnchor": .leadingMargin, "trailingAnchor": .trailingMargin, "centerXAnchor": .centerXWithinMargins,
      "centerYAnchor": .centerYWithinMargins,
    ]
    guard let attribute = margins[name] else {
      throw CodeError(
        "lyt has no `\(name)` for layout margins", at: expression.focus,
        hint: "lyt models margins as the view's margin attributes (topMargin, leadingMargin, centerXWithinMargins…)")
    }
    return CodeAnchor(item: item, attribute: attribute)
  }

  /// `topAnchor` → `top`, …
  static let anchorAttributes: [String: Attribute] = [
    "leftAnchor": .left, "rightAnchor": .right, "topAnchor": .top, "bottomAnchor": .bottom,
    "leadingAnchor": .leading, "trailingAnchor": .trailing, "widthAnchor": .width, "heightAnchor": .height,
    "centerXAnchor": .centerX, "centerYAnchor": .centerY, "firstBaselineAnchor": .firstBaseline,
    "lastBaselineAnchor": .lastBaseline,
  ]
}
