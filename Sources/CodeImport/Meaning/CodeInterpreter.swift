import Cassowary
import Layout

/// Works out what each statement of pasted code does (``CodeEffect``), keeping the names the
/// code binds (`let c = …`, `let padding: CGFloat = 8`) for the statements after it.
struct CodeInterpreter {
  /// What the session already has.
  var context: CodeContext
  /// Names bound by earlier statements of the same text.
  var locals: [String: CodeValue] = [:]
  /// The effects of the statement being read.
  var effects: [CodeEffect] = []
  /// Ids given to constraints by the code read so far (bindings, SnapKit labels).
  var usedIDs: Set<String> = []
  /// The SnapKit or Masonry block being read, if any.
  var block: CodeBlockState?
  /// The priority of PureLayout's `autoSetPriority` block being read, if any.
  var pureLayoutPriority: Priority?
  /// The handle of the last VFL call read (``CodeVisualFormat/handle``).
  var formatHandles = 0
  /// Inside a closure that makes a view for a property (`let title: UILabel = { … }()`): the
  /// closure's name for the view, and the property's.
  var viewAliases: [String: String] = [:]
  /// Names bound to VFL options, and the options' expression.
  var formatOptionNames: [String: CodeExpression] = [:]
  /// The VFL calls whose constraints an effect has made already, by handle.
  var appliedFormats: Set<Int> = []
  /// The constraints of arrays the code fills (`constraints += …`) that an effect has made
  /// already, by where the code makes them.
  var appliedConstraints: Set<CodeRange> = []

  init(context: CodeContext) {
    self.context = context
  }

  /// The effects of one statement.
  mutating func effects(of statement: CodeStatementSyntax) throws(CodeError) -> [CodeEffect] {
    effects = []
    try perform(statement)
    return effects
  }

  /// Appends the effects of a statement (also one inside a block) to ``effects``.
  mutating func perform(_ statement: CodeStatementSyntax) throws(CodeError) {
    switch statement.kind {
    case .frame(let what):
      effects.append(.skip(what, at: statement.range))
    case .returning:
      effects.append(.skip("return", at: statement.range))
    case .binding(let name, let nameRange, let value):
      if try initializeView(name, at: nameRange, with: value) { return }
      if Self.isFormatOptions(value) {
        // `NSLayoutFormatOptions options = NSLayoutFormatAlignAllTop;`, for a VFL call after it.
        try checkFree(name, at: nameRange)
        formatOptionNames[name] = value
        locals[name] = .other("VFL options")
        return
      }
      try bind(name, at: nameRange, to: try evaluate(value), from: value)
    case .assignment(let target, let value):
      try assign(value, to: target)
    case .expression(let expression):
      try run(expression)
    }
  }

  /// Whether `id` names no constraint yet, in the session or in the code read so far.
  func isFree(_ id: String) -> Bool {
    locals[id] == nil && !usedIDs.contains(id) && !context.constraintIDs.contains(id)
  }

  /// Refuses a name that is bound already.
  func checkFree(_ name: String, at range: CodeRange) throws(CodeError) {
    guard isFree(name) else {
      throw CodeError(
        "`\(name)` is already bound", at: range,
        hint: "constraints bound with `let` keep their name as their id; choose another name")
    }
  }

  // MARK: Bindings

  private mutating func bind(
    _ name: String, at nameRange: CodeRange, to value: CodeValue, from expression: CodeExpression
  )
    throws(CodeError)
  {
    if case .chain(let index) = value, block != nil {
      block?.bindings.append((name, nameRange, index))
      return
    }
    try checkFree(name, at: nameRange)
    switch value {
    case .constraint(let constraint):
      effects.append(.add(constraint, id: name, active: false))
      locals[name] = .bound([name])
    case .installed(let constraints):
      let ids = constraints.count == 1 ? [name] : constraints.indices.map { "\(name).\($0 + 1)" }
      effects += zip(constraints, ids).map { .add($0, id: $1, active: true) }
      locals[name] = .bound(ids)
    case .list(let elements) where !elements.isEmpty && elements.allSatisfy(Self.isView):
      // `NSArray *views = @[a, b]`: views for PureLayout's and Masonry's array methods.
      locals[name] = value
    case .list(let elements):
      try bindList(name, elements, from: expression)
    case .visualFormat(let format):
      appliedFormats.insert(format.handle)
      effects.append(.addVisualFormat(format, name: name, active: false))
      locals[name] = value
    case .number(let number):
      effects.append(.metric(name, number, at: nameRange))
      locals[name] = value
    case .newView(let className, let frame):
      guard name != "view" else {
        throw CodeError(
          "a new view named `view`: lyt reads `view` as the view controller's root", at: nameRange,
          hint: "rename the new view (and its uses), so that it and `self.view` stay two views")
      }
      let view = viewAliases[name] ?? name
      effects.append(.declareView(view, className: className, at: nameRange))
      locals[name] = .item(CodeItem(view: view, range: nameRange))
      if let frame { effects.append(.frame(CodeItem(view: view, range: nameRange), frame, at: expression.range)) }
    case .item, .margins, .anchor, .bound, .priority, .bool, .constant, .snp, .libraryAttributes, .dictionary, .text:
      locals[name] = value
    case .other(let what) where what.hasPrefix("a UI") || what.hasPrefix("a NS") || what.hasPrefix("a URL"):
      // `let poster = UIImage(named: "poster")`: content for a view, read past.
      effects.append(.skip("property", at: nameRange.union(expression.range)))
      locals[name] = value
    default:
      throw CodeError(
        "lyt cannot read what `\(name)` is bound to (\(value.description))", at: expression.focus,
        hint: "bind constraints, anchors, views, guides or numbers")
    }
  }

  // MARK: Assignments

  /// Properties that set how a view looks or behaves but not its layout.
  static let appearanceProperties: Set<String> = [
    "text", "textColor", "font", "backgroundColor", "numberOfLines", "image", "textAlignment", "tintColor",
    "alpha", "isHidden", "hidden", "clipsToBounds", "contentMode", "layer", "accessibilityIdentifier",
    "isUserInteractionEnabled", "lineBreakMode", "adjustsFontSizeToFitWidth", "placeholder", "title", "identifier",
    "attributedText", "borderStyle", "delegate", "dataSource", "cornerRadius", "masksToBounds", "isOpaque",
    "mas_key", "textContainerInset", "keyboardType", "returnKeyType", "isSecureTextEntry", "borderWidth",
    "borderColor", "titleColor", "backgroundImage", "attributedTitle", "titleShadowColor",
  ]

  private mutating func assign(_ value: CodeExpression, to target: CodeExpression) throws(CodeError) {
    if case .name(let name) = target.kind {
      return try bindAssigned(name, at: target.focus, value)
    }
    guard case .member(let base, let property) = target.kind else {
      throw CodeError("assigning to `\(text(of: target))` is not understood", at: target.focus)
    }
    switch property {
    case "isActive", "active":
      let active = try boolValue(value)
      switch try evaluate(base) {
      case .constraint(let constraint): effects.append(.add(constraint, id: nil, active: active))
      case .bound(let ids): effects += ids.map { .setActive(id: $0, active, at: target.range) }
      case let other: throw notAConstraint(other, at: base, property: property)
      }
    case "constant":
      let ids = try boundIDs(base, property: property)
      let number = try numberValue(value)
      effects += ids.map { .setConstant(id: $0, number, at: value.range) }
    case "priority":
      let priority = try priorityValue(value)
      switch try evaluate(base) {
      case .bound(let ids): effects += ids.map { .setPriority(id: $0, priority, at: value.range) }
      case let other: throw notAConstraint(other, at: base, property: property)
      }
    case "translatesAutoresizingMaskIntoConstraints":
      let item = try itemValue(base)
      effects.append(.translatesAutoresizingMask(item, try boolValue(value)))
    case "layoutMargins":
      let item = try itemValue(base)
      guard case .insets(let top, let left, let bottom, let right) = try constantValue(value) else {
        throw CodeError(
          "layout margins are insets", at: value.focus,
          hint: "write `UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)` or `UIEdgeInsetsMake(8, 16, 8, 16)`")
      }
      effects.append(
        .layoutMargins(item, EdgeInsets(top: top, left: left, bottom: bottom, right: right), at: target.range))
    case "autoresizingMask":
      effects.append(.autoresizingMask(try itemValue(base), try maskValue(value), at: target.range.union(value.range)))
    case "frame":
      let item = try itemValue(base)
      if let frame = try rectValue(value) {
        effects.append(.frame(item, frame, at: target.range.union(value.range)))
      } else {
        effects.append(.skip("frame", at: target.range.union(value.range)))
      }
    case "offset", "insets", "inset", "sizeOffset", "centerOffset":
      // Masonry's setters of a held constraint's constant (`self.topConstraint.offset = 8`).
      let ids = try boundIDs(base, property: property)
      var constant = try constantValue(value)
      if property.hasPrefix("inset"), case .number(let inset) = constant {
        constant = .insets(top: inset, left: inset, bottom: inset, right: inset)
      }
      effects += ids.map { .updateConstant(id: $0, constant, at: value.range) }
    default:
      if Self.appearanceProperties.contains(property) {
        effects.append(.skip("property", at: target.range.union(value.range)))
        return
      }
      if case .selfReference = try evaluate(base) {
        return try bindAssigned(property, at: target.focus, value)
      }
      throw CodeError(
        "setting `\(property)` is not understood", at: target.focus,
        hint: "lyt reads isActive, constant, priority and translatesAutoresizingMaskIntoConstraints")
    }
  }

  /// `self.topConstraint = …`, `topConstraint = …`: a constraint (or a block's line) held in a
  /// property is bound to the property's name, as `let` binds it.
  private mutating func bindAssigned(_ name: String, at range: CodeRange, _ expression: CodeExpression)
    throws(CodeError)
  {
    let value = try evaluate(expression)
    if let held = locals[name], Self.holdsConstraints(held), Self.holdsConstraints(value) {
      // `constraints = constraints + …` (from `+=`), or a new array in its place.
      locals[name] = value
      return
    }
    switch value {
    case .constraint, .installed, .chain, .list, .newView, .visualFormat:
      try bind(name, at: range, to: value, from: expression)
    case .bool:
      // A flag such as `didSetupConstraints = true`.
      effects.append(.skip("property", at: range.union(expression.range)))
    default:
      throw CodeError(
        "assigning \(value.description) to `\(name)` is not understood", at: range,
        hint: "lyt reads properties that hold constraints, and isActive, constant, priority")
    }
  }

  private mutating func boundIDs(_ base: CodeExpression, property: String) throws(CodeError) -> [String] {
    switch try evaluate(base) {
    case .bound(let ids): return ids
    case let other: throw notAConstraint(other, at: base, property: property)
    }
  }

  private func notAConstraint(_ value: CodeValue, at base: CodeExpression, property: String) -> CodeError {
    if case .item(let item) = value {
      return CodeError(
        "`\(item.view)` is not a constraint lyt knows", at: base.focus,
        hint: "bind it first: `let \(item.view) = a.topAnchor.constraint(…)`")
    }
    return CodeError("`\(property)` of \(value.description) is not understood", at: base.focus)
  }

  // MARK: Expressions as statements

  private mutating func run(_ expression: CodeExpression) throws(CodeError) {
    let value = try evaluate(expression, asStatement: true)
    switch value {
    case .constraint(let constraint):
      effects.append(.add(constraint, id: nil, active: false))
    case .installed(let constraints):
      effects += constraints.map { .add($0, id: nil, active: true) }
    case .visualFormat(let format):
      // Made and never activated: inactive, as UIKit leaves it.
      if appliedFormats.insert(format.handle).inserted {
        effects.append(.addVisualFormat(format, name: nil, active: false))
      }
    case .chain, .maker:
      break
    case .other, .null, .text:
      if effects.isEmpty { effects.append(.skip("statement", at: expression.range)) }
    default:
      if effects.isEmpty {
        throw CodeError(
          "\(value.description) alone does nothing", at: expression.focus,
          hint: "lyt reads statements that make, activate or change constraints")
      }
    }
  }

  /// The source text of an expression, for messages (`self.label.text`).
  func text(of expression: CodeExpression) -> String {
    switch expression.kind {
    case .name(let name): name
    case .member(let base, let name): text(of: base) + "." + name
    case .implicitMember(let name): "." + name
    case .call(let callee, _): text(of: callee) + "(…)"
    default: "…"
    }
  }
}
